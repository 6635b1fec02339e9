// Random `venn simulate` argument vectors: each run is a report, positioned diagnostics or a usage message, never a
// crash, a hang, a non-finite number or a leftover file.
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { parseLengthHistogram, parseTrace } from "../../src/load/index.ts";
import { Rng } from "../../src/simulate/rng.ts";
import { requestLengths } from "../../src/simulate/workload.ts";
import { makeFixtureTree } from "./fixture-tree.ts";
import {
  hostileLengths,
  hostileTrace,
  onOff,
  simulateArrivals,
  simulateCount,
  simulateLength,
  simulateRates,
  simulateSla,
  simulateSpeculative,
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
  flag("--engine", pick("vllm", "sglang", "tensorrt-llm", "vlm")),
  flag("--batching", pick("mixed", "prefill-first", "mixd", "")),
  flag("--chunked-prefill", onOff),
  flag("--admission", pick("chunk", "whole-request", "eager")),
  flag("--precision", pick("fp8", "bf16", "fp9")),
  flag("--parallel", pick("tp=2", "tp=0", "tp=3")),
  flag("--format", pick("text", "md", "json", "html", "pdf")),
  flag("-o", pick("out/report.md", "out/report.json", "out/report.html", "README.md/x.md")),
  flag("--requests-out", pick("out/requests.csv", "README.md/x.csv")),
  flag("--speculative", simulateSpeculative),
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

describe("venn simulate --isl/--osl with hostile length histograms", () => {
  it("the reader returns in-range cells that sample within them, or positioned diagnostics, never throws", () => {
    fc.assert(
      fc.property(hostileLengths, fc.nat(), (text, seed) => {
        const { histogram, diagnostics } = parseLengthHistogram(text, "h.lengths.csv", "h");
        if (!histogram) {
          if (!diagnostics.length)
            throw new Error(`no histogram and no diagnostic for ${JSON.stringify(text)}`);
          for (const d of diagnostics)
            if (!(d.line !== undefined && d.line >= 1 && d.col !== undefined && d.col >= 1))
              throw new Error(`unpositioned ${d.code} ${d.message} for ${JSON.stringify(text)}`);
          return;
        }
        const spec = { kind: "histogram" as const, name: "h", table: histogram };
        const draw = requestLengths(spec, spec, new Rng(seed, "lengths"));
        let inMax = 0;
        let outMax = 0;
        for (let i = 0; i < histogram.cells; i++) {
          inMax = Math.max(inMax, histogram.inMax[i] as number);
          outMax = Math.max(outMax, histogram.outMax[i] as number);
        }
        for (let k = 0; k < 20; k++) {
          const p = draw.prompt();
          const o = draw.output();
          if (!(Number.isInteger(p) && p >= 1 && p <= inMax && Number.isInteger(o) && o >= 1 && o <= outMax))
            throw new Error(`drew (${p}, ${o}) outside ${JSON.stringify(text)}`);
        }
      }),
      params(400),
    );
  });

  it("a hostile histogram file through the CLI exits 0 or 1 and leaves -o untouched on failure", () => {
    fc.assert(
      fc.property(hostileLengths, (text) => {
        resetOutputs();
        writeFileSync(join(cwd, "hist.lengths.csv"), text);
        const vector = [
          "simulate",
          "llama-3.1-8b",
          "--hardware",
          "h100-sxm",
          "--isl",
          "hist.lengths.csv",
          "--osl",
          "hist.lengths.csv",
          "--requests",
          "40",
          "-o",
          "out/report.md",
        ];
        assertOutcome(runVenn(vector, cwd), {
          output: { path: join(cwd, "out/report.md"), sentinel: "sentinel\n" },
        });
      }),
      params(20),
    );
  }, 600_000);
});

/** Vectors that always speculate: the draw, the lookahead and the draft's cost under every other knob. */
const speculating = argv.chain((vector) =>
  simulateSpeculative.map((spec) => [...vector, "--speculative", spec]),
);
/** Well-formed speculative runs under tight knobs (tiny budgets, few blocks, short max_model_len): they must finish. */
const tightSpeculation = fc
  .tuple(
    fc.integer({ min: 1, max: 64 }),
    fc.double({ min: 0, max: 0.999, noNaN: true }),
    pick("1", "7", "300"),
    pick("1", "40", "200"),
    pick("2", "16", "64", "8192"),
    pick("3", "40", "4000"),
    pick("64", "600", "4096"),
    pick("--concurrency", "--arrivals"),
  )
  .map(([k, a, isl, osl, budget, blocks, len, loop]) => [
    "simulate",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--isl",
    isl,
    "--osl",
    osl,
    loop,
    loop === "--concurrency" ? "3" : "poisson:20",
    "--requests",
    "12",
    "--max-batched-tokens",
    budget,
    "--kv-blocks",
    blocks,
    "--block-size",
    "16",
    "--max-model-len",
    len,
    "--speculative",
    `draft=llama-3.2-1b,k=${k},accept=${Number(a.toFixed(3))}`,
    "--format",
    "json",
  ]);

describe("venn simulate argument vectors", () => {
  it.each([
    ["every vector", argv, RUNS],
    ["every --speculative vector", speculating, RUNS / 2],
    ["every tight well-formed --speculative run", tightSpeculation, RUNS / 2],
  ] as const)(
    "%s exits 0, 1 or 2 with a report, positioned diagnostics or a usage message",
    (_name, vectors, runs) => {
      fc.assert(
        fc.property(vectors, (vector) => {
          resetOutputs();
          const outcome = runVenn(vector, cwd);
          const target = vector[vector.indexOf("-o") + 1];
          const outputPath =
            vector.includes("-o") && target?.startsWith("out/report.") ? join(cwd, target) : undefined;
          assertOutcome(outcome, outputPath ? { output: { path: outputPath, sentinel: "sentinel\n" } } : {});
        }),
        params(runs),
      );
    },
    600_000,
  );
});

describe("venn simulate --trace with hostile trace files", () => {
  it("the reader returns a trace of finite, ordered, in-range values or positioned diagnostics, never throws", () => {
    fc.assert(
      fc.property(hostileTrace, ({ name, text }) => {
        const { trace, diagnostics } = parseTrace(text, name);
        if (trace) {
          if (diagnostics.length) throw new Error("a trace came back with diagnostics");
          for (let i = 0; i < trace.count; i++) {
            const a = trace.arrival[i] as number;
            if (!Number.isFinite(a) || a < 0 || (i > 0 && a < (trace.arrival[i - 1] as number)))
              throw new Error(`arrival ${a} at row ${i} of ${JSON.stringify(text)}`);
            if (!((trace.prompt[i] as number) >= 1 && (trace.output[i] as number) >= 1))
              throw new Error(`a token count below 1 at row ${i} of ${JSON.stringify(text)}`);
          }
        } else {
          if (!diagnostics.length) throw new Error(`no trace and no diagnostic for ${JSON.stringify(text)}`);
          for (const d of diagnostics)
            if (
              !(d.line !== undefined && d.line >= 1 && d.col !== undefined && d.col >= 1 && d.file === name)
            )
              throw new Error(`unpositioned ${d.code} ${d.message} for ${JSON.stringify(text)}`);
        }
      }),
      params(400),
    );
  });

  it("every hostile file through the CLI exits 0 or 1 and leaves -o untouched on failure", () => {
    fc.assert(
      fc.property(hostileTrace, ({ name, text }) => {
        resetOutputs();
        writeFileSync(join(cwd, name), text);
        const vector = [
          "simulate",
          "llama-3.1-8b",
          "--hardware",
          "h100-sxm",
          "--trace",
          name,
          "-o",
          "out/report.md",
        ];
        assertOutcome(runVenn(vector, cwd), {
          output: { path: join(cwd, "out/report.md"), sentinel: "sentinel\n" },
        });
      }),
      params(30),
    );
  }, 600_000);
});
