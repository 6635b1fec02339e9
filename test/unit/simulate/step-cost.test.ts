import { describe, expect, it } from "vitest";
import { analyze, bindRun } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

// The simulator's one contact with the cost model: a run bound once, then each step priced from the grid. A pure
// step at a grid point must be what `venn report` prints for that run; between grid points, interpolation.
describe("bindRun on llama-3.1-8b, H100 SXM, vLLM (the grid of max_num_batched_tokens 8192, 1024 sequences, 32k context)", () => {
  const limits = { maxTokens: 8192, maxSequences: 1024, maxContext: 32768 };
  const bound = bindRun({ model: "llama-3.1-8b", hardware: "h100-sxm", cwd: ROOT }, limits);
  if (!("cost" in bound)) throw new Error(bound.diagnostics.map((d) => d.message).join("\n"));
  const none = new Int32Array(1);
  const reportSeconds = (mode: "multi" | "single", rows: number, context: number) => {
    const result = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode, rows, context }],
      context,
      cwd: ROOT,
    });
    const table = result.report?.tables[0];
    if (!table || table.expectedSeconds === null) throw new Error("no expected time");
    return table.expectedSeconds;
  };

  it("prices steps at the expected times (the profile is calibrated)", () => {
    expect(bound.basis).toBe("expected");
  });

  it.each([
    [1, 2048],
    [16, 2048],
    [128, 16384],
  ])("a pure decode step of %i sequences at context %i equals venn report's multi run", (rows, context) => {
    const step = bound.cost.seconds(rows, rows * context, none, none, 0);
    expect(step).toBeCloseTo(reportSeconds("multi", rows, context), 12);
  });

  it.each([
    [2048, 0],
    [512, 2048],
  ])(
    "a pure prefill chunk of %i tokens after %i earlier ones equals venn report's single run",
    (rows, offset) => {
      const step = bound.cost.seconds(0, 0, Int32Array.of(rows), Int32Array.of(offset), 1);
      expect(step).toBeCloseTo(reportSeconds("single", rows, offset + rows), 12);
    },
  );

  it("interpolates between grid points within 2 % of the report's time", () => {
    const decode = bound.cost.seconds(20, 20 * 3000, none, none, 0);
    expect(Math.abs(decode / reportSeconds("multi", 20, 3000) - 1)).toBeLessThan(0.02);
    const prefill = bound.cost.seconds(0, 0, Int32Array.of(700), Int32Array.of(300), 1);
    expect(Math.abs(prefill / reportSeconds("single", 700, 1000) - 1)).toBeLessThan(0.02);
  });
});
