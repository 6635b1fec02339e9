import { describe, expect, it } from "vitest";
import { analyze, analyzeServing } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

// The serve stage reads the same step times `venn report` prints: prefill as a single-mode run at its context,
// decode as multi-mode runs at the sampled contexts.
describe("analyzeServing on llama-3.1-8b, H100 SXM", () => {
  const workload = { isl: 2048, osl: 128, concurrency: 4, chunk: 8192 };
  const served = analyzeServing({
    model: "llama-3.1-8b",
    hardware: ["h100-sxm"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    workload,
    sla: { ttftSeconds: 0.5 },
    cwd: ROOT,
  });
  const section = served.report?.workload;

  it("adds the section and leaves the report's own tables alone", () => {
    expect(served.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(served.report?.tables.map((t) => `${t.mode}:${t.rows}@${t.context}`)).toEqual(["multi:1@4096"]);
    expect(section?.rows.map((r) => r.batch)).toEqual([1, 2, 4]);
    expect(section?.decodeContexts).toEqual([2049, 2081, 2112, 2144, 2175]);
  });

  it("TTFT at batch 1 is the expected time of a 2,048-token prefill; ITL the mean decode step", () => {
    const direct = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [
        { mode: "single", rows: 2048, context: 2048 },
        ...[2049, 2081, 2112, 2144, 2175].map((context) => ({ mode: "multi" as const, rows: 1, context })),
      ],
      context: 2176,
      cwd: ROOT,
    });
    const [prefill, ...decode] = direct.report?.tables ?? [];
    const one = section?.rows[0];
    expect(one?.rankedBy).toBe("expected");
    expect(one?.ttftSeconds).toBeCloseTo(prefill?.expectedSeconds ?? Number.NaN, 12);
    // Equal spacing: the trapezoid mean is (d0/2 + d1 + d2 + d3 + d4/2) ÷ 4, up to the rounding of the contexts.
    const d = decode.map((t) => t.expectedSeconds ?? Number.NaN);
    const trapezoid = ((d[0] ?? 0) / 2 + (d[1] ?? 0) + (d[2] ?? 0) + (d[3] ?? 0) + (d[4] ?? 0) / 2) / 4;
    expect(Math.abs((one?.itlSeconds ?? 0) - trapezoid) / trapezoid).toBeLessThan(1e-3);
  });

  it("picks one row for the device and labels energy as modelled board power, above idle and within the 700 W limit", () => {
    expect(section?.choices).toHaveLength(1);
    expect(section?.choices[0]?.row?.isChoice).toBe(true);
    expect(section?.rows.every((r) => r.powerBasis === "modelled")).toBe(true);
    expect(section?.rows.every((r) => (r.powerWatts ?? 0) > 78 && (r.powerWatts ?? 0) <= 700)).toBe(true);
  });
});
