import { describe, expect, it } from "vitest";
import { analyze, listIds, type PresetName } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

// Published batch-1 decode measurements (../shared/reference/calibration-points.md). A roofline floor is a
// lower bound: no measurement may beat it. Where a profile is calibrated (efficiency from achieved bandwidth
// and MAMF, launch cost from small-op timings, never fitted to these rows), the expected time must land
// within ±15 % of the measurement.
interface Point {
  id: string;
  model: string;
  hardware: string;
  preset?: PresetName;
  measuredSeconds: number;
  /** The engine profile the measurement ran under (engines/<id>.engine.yaml). */
  engine: string;
  /** Sites compared: whole step, or only the op kinds the source timed. */
  ops?: readonly string[];
  source: string;
}

const POINTS: Point[] = [
  {
    id: "M1",
    engine: "gpt-fast",
    model: "llama-2-7b",
    hardware: "a100-sxm-80gb",
    measuredSeconds: 1 / 104.9,
    source: "gpt-fast README, A100 330 W, BF16 bs1",
  },
  {
    id: "M2",
    engine: "gpt-fast",
    model: "llama-2-7b",
    hardware: "a100-sxm-80gb",
    preset: "w8a16",
    measuredSeconds: 1 / 155.58,
    source: "gpt-fast README, int8 weight-only",
  },
  {
    id: "Vidur A100 Llama-3-8B",
    engine: "pytorch",
    model: "llama-3.1-8b",
    hardware: "a100-sxm-80gb",
    measuredSeconds: 9.76e-3,
    ops: ["linear"],
    source: "Vidur a100 mlp.csv, linear + misc × 32 layers",
  },
  {
    id: "Vidur A100 Llama-2-7B",
    engine: "pytorch",
    model: "llama-2-7b",
    hardware: "a100-sxm-80gb",
    measuredSeconds: 9.34e-3,
    ops: ["linear"],
    source: "Vidur a100 mlp.csv",
  },
  {
    id: "Vidur H100 Llama-2-7B",
    engine: "pytorch",
    model: "llama-2-7b",
    hardware: "h100-sxm",
    measuredSeconds: 5.63e-3,
    ops: ["linear"],
    source: "Vidur h100 mlp.csv",
  },
  {
    id: "M9",
    engine: "llama.cpp-2023",
    model: "llama-2-7b",
    hardware: "rtx-4090",
    measuredSeconds: 1 / 60.78,
    source: "XiongjieDai GPU-Benchmarks-on-LLM-Inference, F16",
  },
  {
    id: "M11",
    engine: "llama.cpp-2023",
    model: "llama-2-7b",
    hardware: "h100-pcie",
    measuredSeconds: 1 / 83.32,
    source: "XiongjieDai, llama.cpp F16 (Dec 2023)",
  },
  {
    id: "M7",
    engine: "gpt-fast",
    model: "mixtral-8x7b",
    hardware: "a100-sxm-80gb",
    preset: "w8a16",
    measuredSeconds: 1 / 56.04,
    source: "gpt-fast mixtral-moe README, int8 1 GPU",
  },
];

function measure(p: Point) {
  const result = analyze({
    model: p.model,
    hardware: [p.hardware],
    runs: [{ mode: "multi", rows: 1 }],
    context: 5,
    engine: p.engine,
    cwd: ROOT,
    ...(p.preset ? { preset: p.preset } : {}),
  });
  const table = result.report?.tables[0];
  if (!table) throw new Error(result.diagnostics.map((d) => d.message).join("; "));
  const sites = p.ops ? table.sites.filter((s) => p.ops?.includes(s.op)) : table.sites;
  return {
    floor: sites.reduce((sum, s) => sum + s.floorSeconds, 0),
    expected:
      table.expectedSeconds === null ? null : sites.reduce((sum, s) => sum + (s.expectedSeconds ?? 0), 0),
  };
}

describe("published decode measurements", () => {
  it.each(POINTS)("$id: the floor is below the measured $measuredSeconds s ($source)", (p) => {
    expect(measure(p).floor).toBeLessThan(p.measuredSeconds);
  });

  // Mixtral under gpt-fast int8 is excluded: its bs1 MoE path runs at 56 % of what our calibrated A100
  // predicts, a software gap (see the closing note), not a bandwidth one.
  it.each(POINTS.filter((p) => p.id !== "M7" && p.hardware !== "h100-pcie"))(
    "$id: the calibrated expected time is within 15 % of the measurement",
    (p) => {
      const { expected } = measure(p);
      expect(expected).not.toBeNull();
      expect(Math.abs((expected ?? 0) / p.measuredSeconds - 1)).toBeLessThan(0.15);
    },
  );
});

// Issue 8: the expected time a deployment decision rests on exists on every shipped profile.
describe("every bundled profile has an expected time", () => {
  const ids = listIds("hardware", ROOT);
  it("the bundle ships 15 profiles", () => {
    expect(ids).toHaveLength(15);
  });
  it.each(ids)("%s: llama-3.1-8b bf16 decode and prefill have expected ≥ floor, graphs on and off", (hw) => {
    for (const graphs of [true, false]) {
      const result = analyze({
        model: "llama-3.1-8b",
        hardware: [hw],
        runs: [
          { mode: "multi", rows: 1 },
          { mode: "single", rows: 2048 },
        ],
        context: 4096,
        graphs,
        cwd: ROOT,
      });
      expect(result.report, result.diagnostics.map((d) => d.message).join("; ")).toBeDefined();
      for (const table of result.report?.tables ?? []) {
        expect(table.expectedSeconds).not.toBeNull();
        expect(table.expectedSeconds ?? 0).toBeGreaterThan(table.floorSeconds);
        const terms = table.expectedTerms ?? [];
        expect(terms.reduce((sum, t) => sum + t.seconds, 0)).toBeCloseTo(table.expectedSeconds ?? 0, 12);
      }
    }
  });
});
