import { describe, expect, it } from "vitest";
import {
  CALIBRATED_TARGETS,
  evaluate,
  FLOOR,
  failedTargets,
  loadPoints,
  parsePoints,
  runAccuracy,
  summarize,
  TARGETS,
} from "./accuracy.ts";
import { KERNEL_TARGET, kernelSummary, runKernelAccuracy } from "./kernels.ts";

// CI guard for issue 22's targets: expected step times against published measurements (points.yaml), each under its engine.
// `npm run accuracy` prints the same computation as a table.
const { results, overall, withoutGaps, byRegime, byDevice } = runAccuracy();

describe("points.yaml states a prefill as its prompt", () => {
  const doc = (mode: string, rows: number, context: number) => `schema: 1
sources: { s: { url: "https://example.org/x" } }
points:
  - { id: p, model: llama-2-7b, hardware: h100-sxm, mode: ${mode}, rows: ${rows}, context: ${context}, regime: prefill,
      scope: step, graphs: on, measured: { seconds: 0.01, from: "x" }, source: s, engine_id: pytorch, engine: e,
      version: v, settings: s }
`;
  it("a single point with more rows than context (the old mean-attended encoding) is refused", () => {
    expect(() => parsePoints(doc("single", 2048, 1024))).toThrow(/rows 2048 exceed context 1024/);
    expect(parsePoints(doc("single", 2048, 2048))).toHaveLength(1);
    // Decode rows are sequences, not tokens of one context.
    expect(parsePoints(doc("multi", 64, 1))).toHaveLength(1);
  });
});

describe("accuracy benchmark (test/accuracy/points.yaml)", () => {
  it("every point has an expected time: no profile or lane is missing", () => {
    expect(results.filter((r) => r.failure).map((r) => `${r.point.id}: ${r.failure}`)).toEqual([]);
  });

  it("covers decode at batch 1 and at batch ≥ 8, and prefill, and counts at least 20 points", () => {
    expect(byRegime.map(([regime]) => regime)).toEqual(["decode-b1", "decode-batch", "prefill"]);
    expect(overall.count).toBeGreaterThanOrEqual(20);
  });

  it(`every point under its engine, no worse than the floor: median ≤ ${FLOOR.median * 100} %; worst ≤ ${FLOOR.worst * 100} % but for the named gaps`, () => {
    expect(overall.median).toBeLessThanOrEqual(FLOOR.median);
    expect(withoutGaps.worst).toBeLessThanOrEqual(FLOOR.worst);
  });

  it(`on ${CALIBRATED_TARGETS.hardware} (calibrated from its own microbenchmarks) whole steps: median ≤ ${CALIBRATED_TARGETS.median * 100} %, worst ≤ ${CALIBRATED_TARGETS.worst * 100} %`, () => {
    const device = byDevice.find(([id]) => id === CALIBRATED_TARGETS.hardware)?.[1];
    expect(device?.count).toBeGreaterThanOrEqual(7);
    expect(device?.median).toBeLessThanOrEqual(CALIBRATED_TARGETS.median);
    expect(device?.worst).toBeLessThanOrEqual(CALIBRATED_TARGETS.worst);
  });

  it(`per kernel: expected per launch against held-out microbenchmark rows, median ≤ ${KERNEL_TARGET.median * 100} %`, () => {
    for (const k of runKernelAccuracy()) {
      const held = kernelSummary(k.held);
      expect(held.count, k.hardware).toBeGreaterThanOrEqual(20);
      expect(held.median, k.hardware).toBeLessThanOrEqual(KERNEL_TARGET.median);
    }
  });

  it("a named gap still misses by more than the worst target (a closed gap loses its name)", () => {
    const closed = results.filter((r) => r.point.gap && Math.abs(r.error ?? 0) <= TARGETS.worst);
    expect(closed.map((r) => `${r.point.id}: ${((r.error ?? 0) * 100).toFixed(1)} %`)).toEqual([]);
  });

  it("no counted measurement beats its floor (Q8_0 counted at its 8.5 bits, token-0 batches as one expert set)", () => {
    for (const r of results.filter((x) => !x.point.source_of))
      expect(r.floorSeconds ?? 0, r.point.id).toBeLessThan(r.point.measured.seconds);
  });
});

describe("benchmark arithmetic", () => {
  it(`names each failed target (median ≤ ${TARGETS.median * 100} %, worst ≤ ${TARGETS.worst * 100} % without a gap), so npm run accuracy exits 1`, () => {
    const p = loadPoints()[0];
    if (!p) throw new Error("points.yaml is empty");
    const r = (error: number, gap?: string) => ({
      point: { ...p, ...(gap ? { gap } : {}) },
      floorSeconds: 1,
      expectedSeconds: 1,
      error,
    });
    const pass = [r(0.01), r(-0.03), r(0.3, "a known miss the engine profile explains")];
    const passing = summarize(pass.filter((x) => !x.point.gap));
    expect(failedTargets({ results: pass, overall: summarize(pass), withoutGaps: passing })).toEqual([]);
    const fail = [r(0.05), r(-0.16), r(0.1, "a named gap that no longer misses by much")];
    const failing = summarize(fail.filter((x) => !x.point.gap));
    expect(failedTargets({ results: fail, overall: summarize(fail), withoutGaps: failing })).toHaveLength(3);
  });

  const point = loadPoints()[0];
  if (!point) throw new Error("points.yaml is empty");
  const at = (error: number | null) => ({ point, floorSeconds: 1, expectedSeconds: 1, error });

  it("median of |errors| (even count averages the middle two) and worst", () => {
    expect(summarize([at(0.1), at(-0.3), at(0.05)])).toEqual({
      count: 3,
      missing: 0,
      median: 0.1,
      worst: 0.3,
    });
    expect(summarize([at(0.1), at(-0.2), at(0.3), at(null)])).toEqual({
      count: 3,
      missing: 1,
      median: 0.2,
      worst: 0.3,
    });
    expect(summarize([at(0.1), at(0.2)]).median).toBeCloseTo(0.15, 12);
  });

  it("error = expected ÷ measured − 1", () => {
    const r = evaluate(point);
    expect(r.error).toBeCloseTo((r.expectedSeconds ?? 0) / point.measured.seconds - 1, 12);
  });
});
