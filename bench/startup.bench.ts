// npm run bench: wall time of the CLI bundle against bare `node -e 0` on the same machine (issue 12's two ratios).
// Each sample is one spawned process timed from spawn to exit; the commands take turns so drift hits all alike; medians.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus } from "node:os";

// BENCH_BUNDLE times another build of the CLI in this checkout (an older commit's, say) on the same terms;
// BENCH_AGAINST=path times that build beside this one, the two taking turns, so drift hits both alike.
const BUNDLE = process.env.BENCH_BUNDLE ?? "dist/venn-loader.cjs";
const AGAINST = process.env.BENCH_AGAINST;
const GPUS = [
  "h100-sxm",
  "h100-pcie",
  "h200-sxm",
  "b200",
  "gb200",
  "mi300x",
  "mi325x",
  "mi355x",
  "a100-sxm-80gb",
] as const;
// `model` is llama-3.1-70b's own BF16 checkpoint, so these are the four formats bf16, fp8, nvfp4 and w4a16.
const FORMATS = ["model", "fp8", "nvfp4", "w4a16"] as const;
const BATCHES = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096] as const;

interface Case {
  name: string;
  argv: readonly string[];
  samples: number[];
}

// The README's first command as a user types it: bin/venn.js, which checks the bundle is newer than every source first.
const README_REPORT = [
  "bin/venn.js",
  "report",
  "llama-3.1-8b",
  "--hardware",
  "h100-sxm,b200",
  "--runs",
  "multi:1,16,128",
  "--runs",
  "single:2048",
  "--context",
  "4096",
] as const;

const rounds = Number(process.env.BENCH_ROUNDS ?? 11);
const node = process.execPath;
const casesOf = (bundle: string, label: string): Case[] => [
  { name: `report${label}`, argv: [bundle, "report", "llama-3.1-8b", "--hardware", "h100-sxm"], samples: [] },
  {
    name: `sweep (${GPUS.length * FORMATS.length * BATCHES.length} points)${label}`,
    argv: [
      bundle,
      "compare",
      "llama-3.1-70b",
      "--hardware",
      GPUS.join(","),
      "--precision",
      FORMATS.join(","),
      "--runs",
      `multi:${BATCHES.join(",")}`,
    ],
    samples: [],
  },
];
const mine = casesOf(BUNDLE, "");
const cases: Case[] = [
  { name: "node -e 0", argv: ["-e", "0"], samples: [] },
  ...(AGAINST ? [] : [{ name: "README report (bin/venn.js)", argv: README_REPORT, samples: [] }]),
  ...(AGAINST ? casesOf(AGAINST, " against").flatMap((c, i) => [c, mine[i] as Case]) : mine),
];

for (const bundle of [BUNDLE, ...(AGAINST ? [AGAINST] : [])]) {
  if (existsSync(bundle)) continue;
  process.stderr.write(`${bundle} is missing: run npm run build:cli first\n`);
  process.exit(2);
}

function timeOnce(c: Case): number {
  const start = performance.now();
  const result = spawnSync(node, c.argv, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`${c.name} exited ${result.status}: ${result.stderr}`);
  return ms;
}

// One untimed run each fills the OS file cache.
for (const c of cases) timeOnce(c);
for (let i = 0; i < rounds; i++) for (const c of cases) c.samples.push(timeOnce(c));

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const base = median((cases[0] as Case).samples);
const lines = [
  `${BUNDLE}${AGAINST ? ` (against: ${AGAINST})` : ""}, node ${process.version} on ${cpus()[0]?.model ?? "unknown CPU"} (${cpus().length} cores); median of ${rounds} runs each`,
  `sweep: llama-3.1-70b × ${GPUS.length} GPUs (${GPUS.join(", ")}) × ${FORMATS.length} formats (${FORMATS.join(", ")}) × ${BATCHES.length} batch sizes (multi:${BATCHES.join(",")})`,
  "",
  `${"command".padEnd(28)} ${"median ms".padStart(10)} ${"min ms".padStart(8)} ${"÷ node -e 0".padStart(12)}`,
];
for (const c of cases) {
  const m = median(c.samples);
  lines.push(
    `${c.name.padEnd(28)} ${m.toFixed(1).padStart(10)} ${Math.min(...c.samples)
      .toFixed(1)
      .padStart(8)} ${`${(m / base).toFixed(2)}×`.padStart(12)}`,
  );
}
process.stdout.write(`${lines.join("\n")}\n`);
