import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizePaths, ROOT, runCli } from "../helpers.ts";

// `venn simulate` transcripts, as test/cli/transcripts.test.ts writes them: the command, stdout, stderr, exit code.
// Small request counts keep each run quick; the numbers are the simulator's, pinned so a change is reviewed.
const SPEC_RUN = ["simulate", "llama-3.1-8b", "--hardware", "h100-sxm", "--concurrency", "4", "--isl", "512"];
const CASES: readonly (readonly string[])[] = [
  ["simulate", "--help"],
  // Speculative decoding: a run drafted by Llama 3.2 1B, then a bad α, an MTP draft on a model without one and a
  // draft not found.
  [
    ...SPEC_RUN,
    "--osl",
    "128",
    "--requests",
    "40",
    "--speculative",
    "draft=llama-3.2-1b,k=4,accept=0.7",
    "--format",
    "text",
  ],
  [...SPEC_RUN, "--osl", "128", "--speculative", "draft=llama-3.2-1b,k=4,accept=1.2"],
  [...SPEC_RUN, "--osl", "128", "--speculative", "mtp,k=2,accept=0.8"],
  [...SPEC_RUN, "--osl", "128", "--speculative", "draft=no-such-draft,k=4,accept=0.7"],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--trace",
    "test/fixtures/traces/azure-conv-first50.csv",
    "--format",
    "text",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--trace",
    "test/fixtures/errors/trace-row/trace.csv",
  ],
  ["simulate", "llama-3.1-8b", "--hardware", "h100-sxm", "--trace", "t.csv", "--isl", "100"],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:10",
    "--isl",
    "1024",
    "--osl",
    "256",
    "--requests",
    "300",
    "--sla",
    "ttft=500ms,tpot=30ms",
    "--format",
    "text",
  ],
  [
    "simulate",
    "qwen3-8b",
    "--hardware",
    "h100-sxm",
    "--concurrency",
    "4",
    "--isl",
    "uniform:100-400",
    "--osl",
    "normal:220,60",
    "--requests",
    "100",
    "--seed",
    "3",
    "--format",
    "md",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--isl",
    "lognormal:1000,600",
    "--osl",
    "200",
    "--requests",
    "200",
    "--rates",
    "2,8,32",
    "--sla",
    "ttft=500ms,tpot=30ms",
    "--kv-blocks",
    "4000",
    "--max-num-seqs",
    "64",
    "--format",
    "text",
  ],
  // The HTML page: time series and the sweep's latency curve with its knee.
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--isl",
    "512",
    "--osl",
    "128",
    "--requests",
    "100",
    "--rates",
    "4,64",
    "--sla",
    "ttft=200ms",
    "--format",
    "html",
  ],
  // Every bad value is a usage error naming the flag, the value and what was expected.
  ["simulate", "llama-3.1-8b", "--hardware", "h100-sxm", "--arrivals", "poisson", "--isl", "1", "--osl", "1"],
  ["simulate", "llama-3.1-8b", "--hardware", "h100-sxm", "--arrivals", "gamma:4", "--isl", "1", "--osl", "1"],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "sharegp",
    "--osl",
    "1",
  ],
  // Named length distributions drawn jointly, on TensorRT-LLM's scheduler (whole prompts, whole-request admission).
  [
    "simulate",
    "qwen3-8b",
    "--hardware",
    "h100-sxm",
    "--engine",
    "tensorrt-llm",
    "--arrivals",
    "poisson:4",
    "--isl",
    "azure-conv",
    "--osl",
    "azure-conv",
    "--requests",
    "200",
  ],
  ["simulate", "llama-3.1-8b", "--hardware", "h100-sxm", "--isl", "1", "--osl", "1", "--batching", "mixd"],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "uniform:9-2",
  ],
  ["simulate", "llama-3.1-8b", "--hardware", "h100-sxm", "--isl", "1", "--osl", "1"],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--concurrency",
    "4",
    "--isl",
    "1",
    "--osl",
    "1",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--concurrency",
    "4",
    "--rates",
    "1,2",
    "--isl",
    "1",
    "--osl",
    "1",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "1",
    "--sla",
    "itl=30ms",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "1",
    "--prefix-caching",
    "maybe",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "1",
    "--max-num-seqs",
    "0",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "1",
    "--rates",
    "1,x",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "1",
    "--duration",
    "10m",
  ],
  [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "1",
    "--prefix-groups",
    "3",
  ],
  [
    "simulate",
    "no-such-model",
    "--hardware",
    "h100-sxm",
    "--arrivals",
    "poisson:1",
    "--isl",
    "1",
    "--osl",
    "1",
  ],
];

const fileName = (argv: readonly string[]) =>
  `venn ${argv.join(" ")}`.replace(/[^A-Za-z0-9.,=-]+/g, "_").slice(0, 120);
const fence = (text: string) => `\`\`\`\n${text}${text.endsWith("\n") || text === "" ? "" : "\n"}\`\`\``;

describe("venn simulate transcripts", () => {
  it.each(CASES.map((argv) => [argv.join(" "), argv] as const))("venn %s", (_label, argv) => {
    const { code, stdout, stderr } = runCli(argv);
    const text = `# venn ${argv.join(" ")}\n\nexit code: ${code}\n\n## stdout\n\n${fence(normalizePaths(stdout))}\n\n## stderr\n\n${fence(normalizePaths(stderr))}\n`;
    const file = join(ROOT, "test/cli/simulate", `${fileName(argv)}.md`);
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, text);
    expect(existsSync(file), `${file} missing: run npm run golden:update and review it`).toBe(true);
    expect(text).toBe(readFileSync(file, "utf8"));
    if (argv.includes("text")) expect(stdout.split("\n").filter((l) => [...l].length > 100)).toEqual([]);
  });

  it("prints the same bytes for the same seed (JSON)", () => {
    const argv = [
      "simulate",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--arrivals",
      "gamma:8,cv=2",
      "--isl",
      "normal:800,300",
      "--osl",
      "lognormal:150,100",
      "--requests",
      "300",
      "--seed",
      "9",
      "--format",
      "json",
    ];
    const first = runCli(argv);
    const second = runCli(argv);
    expect(first.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const report = JSON.parse(first.stdout);
    expect(report.command).toBe("simulate");
    for (const key of ["ttft", "tpot", "itl", "e2e", "queue"])
      expect(Object.keys(report.latency[key])).toEqual(["mean", "p50", "p90", "p95", "p99", "max"]);
    expect(Object.keys(report.throughput)).toEqual(
      expect.arrayContaining(["requestsPerSecond", "outputTokensPerSecond"]),
    );
    expect(report.requests.completed + report.requests.rejected).toBe(300);
    expect(report.requests).toHaveProperty("preempted");
  });

  it("writes one CSV row per request with --requests-out, and nothing when -o cannot be written", () => {
    const dir = mkdtempSync(join(tmpdir(), "venn-simulate-"));
    try {
      const csv = join(dir, "requests.csv");
      const base = [
        "simulate",
        "llama-3.1-8b",
        "--hardware",
        "h100-sxm",
        "--arrivals",
        "poisson:5",
        "--isl",
        "500",
        "--osl",
        "100",
        "--requests",
        "25",
        "--requests-out",
        csv,
      ];
      const ok = runCli([...base, "--format", "json"]);
      expect(ok.code).toBe(0);
      const rows = readFileSync(csv, "utf8").trim().split("\n");
      expect(rows[0]).toBe(
        "request,arrival_s,prompt_tokens,output_tokens,status,scheduled_s,first_token_s,finish_s,ttft_s,e2e_s,preemptions",
      );
      expect(rows).toHaveLength(26);
      expect(rows.slice(1).every((r) => r.split(",")[4] === "completed")).toBe(true);
      rmSync(csv);
      const failed = runCli([...base, "-o", join(ROOT, "README.md", "x.md")]);
      expect(failed.code).toBe(2);
      expect(existsSync(csv)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
