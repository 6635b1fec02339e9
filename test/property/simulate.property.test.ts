// Random `venn simulate` argument vectors: each run is a report, positioned diagnostics or a usage message, never a
// crash, a hang, a non-finite number or a leftover file.
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { makeFixtureTree } from "./fixture-tree.ts";
import {
  onOff,
  simulateArrivals,
  simulateCount,
  simulateLength,
  simulateRates,
  simulateSla,
} from "./generators.ts";
import { announce, assertOutcome, params, printSeen, removeDir, runVenn } from "./harness.ts";

const RUNS = 120;
let cwd = "";
beforeAll(() => {
  cwd = makeFixtureTree("simulate");
  announce("simulate argv", RUNS);
});
afterAll(() => {
  printSeen("simulate argv");
  removeDir(cwd);
});

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
type Flag = fc.Arbitrary<string[]>;
const flag = (name: string, value: fc.Arbitrary<string>): Flag => value.map((v) => [name, v]);

const FLAGS: Flag[] = [
  flag("--arrivals", simulateArrivals),
  flag("--concurrency", simulateCount),
  flag("--requests", simulateCount),
  flag("--duration", pick("1", "2.5s", "0", "10m", "x")),
  flag("--seed", pick("0", "7", "4294967296", "-1", "x")),
  flag("--max-num-seqs", simulateCount),
  flag("--max-batched-tokens", pick("16", "512", "8192", "0", "x")),
  flag("--kv-blocks", pick("1", "64", "4000", "0", "x")),
  flag("--block-size", pick("1", "16", "32", "0")),
  flag("--max-model-len", pick("64", "4096", "0", "x")),
  flag("--prefix", pick("0", "100", "5000", "x")),
  flag("--prefix-groups", pick("1", "11", "0")),
  flag("--prefix-caching", onOff),
  flag("--sla", simulateSla),
  flag("--rates", simulateRates),
  flag("--engine", pick("vllm", "sglang", "vlm")),
  flag("--precision", pick("fp8", "bf16", "fp9")),
  flag("--parallel", pick("tp=2", "tp=0", "tp=3")),
  flag("--format", pick("text", "md", "json", "html", "pdf")),
  flag("-o", pick("out/report.md", "out/report.json", "out/report.html", "README.md/x.md")),
  flag("--requests-out", pick("out/requests.csv", "README.md/x.csv")),
];

const argv = fc
  .tuple(
    pick("llama-3.1-8b", "qwen3-8b", "llama-2-7b", "no-such-model"),
    pick("h100-sxm", "rtx-4090", "h10"),
    simulateLength,
    simulateLength,
    fc.shuffledSubarray(
      FLAGS.map((_, i) => i),
      { maxLength: 6 },
    ),
  )
  .chain(([model, hardware, isl, osl, chosen]) =>
    fc.tuple(...chosen.map((i) => FLAGS[i] as Flag)).map((pairs) => {
      const args = ["simulate", model, "--hardware", hardware, "--isl", isl, "--osl", osl, ...pairs.flat()];
      // Runs stay small unless the vector itself says otherwise.
      if (!args.includes("--requests")) args.push("--requests", "40");
      return args;
    }),
  );

function resetOutputs() {
  const out = join(cwd, "out");
  for (const name of readdirSync(out)) rmSync(join(out, name), { recursive: true, force: true });
  for (const name of ["report.md", "report.json", "report.html"])
    writeFileSync(join(out, name), "sentinel\n");
}

describe("venn simulate argument vectors", () => {
  it("every vector exits 0, 1 or 2 with a report, positioned diagnostics or a usage message", () => {
    fc.assert(
      fc.property(argv, (vector) => {
        resetOutputs();
        const outcome = runVenn(vector, cwd);
        const target = vector[vector.indexOf("-o") + 1];
        const outputPath =
          vector.includes("-o") && target?.startsWith("out/report.") ? join(cwd, target) : undefined;
        assertOutcome(outcome, outputPath ? { output: { path: outputPath, sentinel: "sentinel\n" } } : {});
      }),
      params(RUNS),
    );
  }, 600_000);
});
