import { describe, expect, it } from "vitest";
import { analyze, expectedAcceptedLength, type SimulateModel, simulateServing } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

// Speculative decoding at low load, checked against `venn report`'s own steps: one request at a time, so every
// decode step is one verification of k + 1 rows in Llama 3.1 8B plus k passes of the Llama 3.2 1B draft, and the
// tokens a step produces average (1 − α^(k+1)) / (1 − α). TPOT must then be (verify step + draft cost) ÷ that length,
// with both steps priced by `venn report` (verify:k+1 of the target, multi:1 of the draft) at the run's mean context.
//
// max_model_len 4096 puts the grid's context points at 2048 and 4096; prompts of 2560 tokens and 1024 outputs keep
// every step's context inside that cell, where the step prices are linear in context, so the mean step is the step
// at the mean context (decode context 2560 + 512 = 3072; the verification's rows end 4 tokens later).
const K = 4;
const ISL = 2560;
const OSL = 1024;
const MEAN_CONTEXT = ISL + OSL / 2;

function report(mode: "multi" | "verify", model: string, rows: number, context: number): number {
  const result = analyze({
    model,
    hardware: ["h100-sxm"],
    runs: [{ mode, rows, context }],
    context,
    cwd: ROOT,
  });
  const seconds = result.report?.tables[0]?.expectedSeconds;
  if (seconds === undefined || seconds === null) throw new Error(`no expected time for ${model} ${mode}`);
  return seconds;
}

/** The report's price at a context between the grid points 2048 and 4096, on the line through them. */
function between(mode: "multi" | "verify", model: string, rows: number, context: number): number {
  const low = report(mode, model, rows, 2048);
  const high = report(mode, model, rows, 4096);
  return low + ((high - low) * (context - 2048)) / 2048;
}

function run(accept: number, requests: number): SimulateModel {
  const result = simulateServing({
    model: "llama-3.1-8b",
    hardware: "h100-sxm",
    workload: {
      arrivals: { kind: "concurrency", concurrency: 1 },
      isl: { kind: "fixed", tokens: ISL },
      osl: { kind: "fixed", tokens: OSL },
      requests,
      seed: 1,
    },
    knobs: { maxModelLen: 4096, maxNumSeqs: 4 },
    speculative: { draft: { kind: "model", model: "llama-3.2-1b" }, tokens: K, accept },
    cwd: ROOT,
  });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
  return result.report;
}

describe("speculative decoding at low load: Llama 3.1 8B verifying 4 drafts of Llama 3.2 1B on one H100 SXM", () => {
  const verify = between("verify", "llama-3.1-8b", K + 1, MEAN_CONTEXT + K);
  // The draft's first pass reads the step's context, its next k − 1 one token further each.
  const draft = between("multi", "llama-3.2-1b", 1, MEAN_CONTEXT + (K - 1) / 2) * K;

  it("α = 0: one token per step, TPOT = verify step + draft cost", { timeout: 120_000 }, () => {
    const m = run(0, 2);
    expect(m.speculative?.meanTokensPerStep).toBe(1);
    expect(Math.abs(m.latency.tpot.mean / (verify + draft) - 1)).toBeLessThan(0.002);
  });

  it("α = 0.7: TPOT = (verify step + draft cost) ÷ (1 − α^(k+1)) / (1 − α), within 1 % (the draw's spread over 100 requests)", {
    timeout: 120_000,
  }, () => {
    const m = run(0.7, 100);
    const expected = (verify + draft) / expectedAcceptedLength(0.7, K);
    expect(m.speculative?.expectedTokensPerStep).toBeCloseTo(2.7731, 10);
    expect(Math.abs(m.latency.tpot.mean / expected - 1)).toBeLessThan(0.01);
    // Output tokens/s counts produced tokens: one request at a time, it is the output over the run's duration.
    expect(m.throughput.outputTokensPerSecond).toBeCloseTo((100 * OSL) / m.durationSeconds, 6);
  });
});

// DeepSeek-V3's MTP layer as the draft (its circuit's `mtp` switch): each step is the target's verification of k + 1
// rows plus k passes of the layer alone, which is `venn report`'s step with the switch on less the step without.
// Prompts of 512 and outputs of 257 tokens keep every context inside the grid's first cell (1 to 2048), where the
// prices are linear in context. At α = 0 every verification produces one token, so TPOT is that sum at the mean context.
describe("speculative decoding with DeepSeek-V3's MTP layer on eight H200s (tp=8), α = 0", () => {
  const layout = { tp: 8, ep: 1, pp: 1 } as const;
  const price = (mode: "multi" | "verify", rows: number, context: number, mtp: boolean) => {
    const result = analyze({
      model: "deepseek-v3",
      hardware: ["h200-sxm"],
      runs: [{ mode, rows, context }],
      context,
      parallel: layout,
      ...(mtp ? { switches: { mtp: true } } : {}),
      cwd: ROOT,
    });
    const seconds = result.report?.tables[0]?.expectedSeconds;
    if (seconds === undefined || seconds === null)
      throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
    return seconds;
  };
  /** On the line between the grid's contexts `low` and 2048. */
  const line = (f: (c: number) => number, low: number, c: number) =>
    f(low) + ((f(2048) - f(low)) * (c - low)) / (2048 - low);

  it("TPOT = verify:2 + the MTP layer's step (on − off)", { timeout: 300_000 }, () => {
    const mean = 512 + 128;
    const verify = line((c) => price("verify", 2, c, false), 2, mean + 1);
    const mtp = line((c) => price("multi", 1, c, true) - price("multi", 1, c, false), 1, mean);
    const result = simulateServing({
      model: "deepseek-v3",
      hardware: "h200-sxm",
      parallel: layout,
      workload: {
        arrivals: { kind: "concurrency", concurrency: 1 },
        isl: { kind: "fixed", tokens: 512 },
        osl: { kind: "fixed", tokens: 257 },
        requests: 1,
        seed: 1,
      },
      knobs: { maxNumSeqs: 4 },
      speculative: { draft: { kind: "mtp" }, tokens: 1, accept: 0 },
      cwd: ROOT,
    });
    const m = result.report;
    if (!m) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
    expect(m.speculative?.draftName).toBe("DeepSeek-V3 MTP layer");
    expect(mtp).toBeGreaterThan(0);
    expect(Math.abs(m.latency.tpot.mean / (verify + mtp) - 1)).toBeLessThan(0.002);
  });
});
