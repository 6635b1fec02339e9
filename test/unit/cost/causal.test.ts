import { describe, expect, it } from "vitest";
import { meanAttended } from "../../../src/cost/ops/shared.ts";
import { analyze } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

// A chunk of N rows is the last N tokens of a C-token sequence: row i (0-based) attends C − N + i + 1 tokens, at
// most the window w. The brute-force mean below is the definition the closed form must match.
const bruteForce = (rows: number, context: number, window = Number.POSITIVE_INFINITY) => {
  let sum = 0;
  for (let i = 0; i < rows; i++) sum += Math.min(window, context - rows + i + 1);
  return sum / rows;
};

describe("meanAttended: the causal mean attended length of a chunk's rows", () => {
  it("one row attends the whole context (decode, multi runs): unchanged", () => {
    expect(meanAttended(1, 4096)).toBe(4096);
    expect(meanAttended(1, 4096, 1024)).toBe(1024);
  });

  it("no window: context − (rows − 1)/2", () => {
    // A whole 32k prefill: (32768 + 1)/2 per row, half the 32768 a non-causal count gives.
    expect(meanAttended(32_768, 32_768)).toBe(16_384.5);
    // The default single:2048 at context 4096: rows see 2049 … 4096 tokens.
    expect(meanAttended(2048, 4096)).toBe(3072.5);
    expect(meanAttended(2048, 4096)).toBe(bruteForce(2048, 4096));
  });

  it("a window at or below the first row's length caps every row", () => {
    // 4 rows at context 10 see 7, 8, 9, 10; a window of 5 caps them all.
    expect(meanAttended(4, 10, 5)).toBe(5);
    expect(meanAttended(4, 10, 7)).toBe(7);
  });

  it("a window between the first and last row's length: a ramp then the cap", () => {
    // 7, 8, 8, 8 → 7.75; 7, 8, 9, 9 → 8.25
    expect(meanAttended(4, 10, 8)).toBe(7.75);
    expect(meanAttended(4, 10, 9)).toBe(8.25);
    // A 4096-token Mistral window over a whole 8k prefill: rows 1 … 4096, then 4096 for the rest.
    expect(meanAttended(8192, 8192, 4096)).toBe(bruteForce(8192, 8192, 4096));
  });

  it("a window at or above the context is no cap", () => {
    expect(meanAttended(4, 10, 10)).toBe(8.5);
    expect(meanAttended(4, 10, 1e9)).toBe(8.5);
  });

  it.each([
    [1, 1, 1],
    [3, 5, 2],
    [16, 100, 90],
    [100, 100, 37],
    [257, 1000, 850],
  ])("rows %i, context %i, window %i: the closed form is the brute-force mean", (rows, context, window) => {
    expect(meanAttended(rows, context, window)).toBeCloseTo(bruteForce(rows, context, window), 9);
    expect(meanAttended(rows, context)).toBeCloseTo(bruteForce(rows, context), 9);
  });

  it("more rows than context (library only): a whole prompt of `rows` tokens, each row capped at the context", () => {
    expect(meanAttended(2048, 1024)).toBe(bruteForce(2048, 2048, 1024));
    expect(meanAttended(2048, 1024, 128)).toBe(bruteForce(2048, 2048, 128));
    // Continuous at rows = context.
    expect(meanAttended(1025, 1024)).toBeCloseTo(meanAttended(1024, 1024), 0);
  });

  it("no context: nothing attended", () => {
    expect(meanAttended(1, 0)).toBe(0);
  });
});

// Llama-3.1-8B (32 heads × 128, 8 KV heads, 32 layers) on the H200 under the plain kernel set (cuDNN attention).
const attentionSite = (rows: number, context: number) => {
  const r = analyze({
    model: "llama-3.1-8b",
    hardware: ["h200-sxm"],
    runs: [{ mode: "single", rows }],
    context,
    engine: "pytorch",
    cwd: ROOT,
  });
  const site = r.report?.tables[0]?.sites.find((s) => s.site === "attn.attention");
  if (!site) throw new Error(`test setup: ${r.diagnostics.map((d) => d.message).join("; ")}`);
  return site;
};

describe("a prefill's attention is costed as the causal kernel it is", () => {
  it("single:2048 at context 4096: rows see 2049 … 4096 tokens, not 4096 each", () => {
    expect(attentionSite(2048, 4096).flops).toBe(32 * 4 * 2048 * 3072.5 * 32 * 128);
  });

  it("a whole prompt (context = rows) costs what cuDNN's causal prefill measured on the H200, per layer", () => {
    // hardware/measurements/h200-sxm.microbench.csv, sdpa_prefill_causal_q32_kv8_d128 bf16 cudnn: 82.62 µs at T =
    // 2048, 887.15 µs at 8192 (the profile's attention_prefill terms are fitted to these two rows, so this pins that
    // the cost model and the calibration count the same causal work; within 5 µs).
    for (const [t, us] of [
      [2048, 82.62],
      [8192, 887.15],
    ] as const) {
      const site = attentionSite(t, t);
      expect(site.flops).toBe(32 * 4 * t * ((t + 1) / 2) * 32 * 128);
      expect(((site.expectedSeconds ?? 0) / 32) * 1e6).toBeCloseTo(us, -1);
    }
  });
});
