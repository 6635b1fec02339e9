import { describe, expect, it } from "vitest";
import {
  COST_ROWS,
  costStep,
  DEQUANT_ROWS,
  dequantSeconds,
  NO_BYTES,
  NO_TERMS,
  type OpWork,
  placeWork,
  roofline,
  stepWork,
  sumTerms,
} from "../../../src/cost/index.ts";
import { type ComputeLane, type Format, parseFormat } from "../../../src/formats/index.ts";
import { type Profile, ridgePoint } from "../../../src/hardware/index.ts";
import type { ConcreteNode } from "../../../src/ir/index.ts";

const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name} is not a canonical format`);
  return parsed.format;
};

// 1 TB/s; bf16 100 TFLOP/s (ridge 100 FLOP/B), fp8 200 (ridge 200), fp32 vector 10 (ridge 10).
const TOY: Profile = {
  id: "toy",
  file: "toy.hw.yaml",
  name: "Toy",
  capacityBytes: 80e9,
  usableBytes: 72e9,
  bytesPerSecond: 1e12,
  peaks: { bf16: 100e12, fp8: 200e12, fp32: 10e12 },
  fallback: {},
};
const CALIBRATED: Profile = {
  ...TOY,
  efficiency: { bandwidth: 0.8, compute: { bf16: 0.5 }, launchSeconds: 4e-6 },
};
const WITH_FP4: Profile = { ...TOY, peaks: { ...TOY.peaks, fp4: 400e12 } };
const FP4_ON_FP8: Profile = { ...TOY, fallback: { fp4: "fp8" } };
const NO_FP32: Profile = { ...TOY, peaks: { bf16: 100e12, fp8: 200e12 } };

const gemm = (flops: number, bytes: number, weight = "bf16", act = "bf16"): OpWork => ({
  flops,
  bytes: { ...NO_BYTES, weight: bytes },
  operands: { weight: fmt(weight), act: fmt(act) },
});
const vector = (flops: number, bytes: number): OpWork => ({ flops, bytes: { ...NO_BYTES, actIn: bytes } });

const rel = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull();
  expect(actual).toBeDefined();
  expect(Math.abs((actual as number) - expected) / expected).toBeLessThan(1e-9);
};

describe("ridge points of the toy profile", () => {
  it.each<[lane: ComputeLane, ridge: number | undefined]>([
    ["bf16", 100],
    ["fp8", 200],
    ["fp32", 10],
    ["fp4", undefined],
  ])("%s → %s FLOP/B", (lane, ridge) => {
    expect(ridgePoint(TOY, lane)).toBe(ridge);
  });
});

describe("roofline floor = max(bytes / bandwidth, flops / peak)", () => {
  it.each<
    [name: string, work: OpWork, lane: ComputeLane | null, floor: number, intensity: number, bound: string]
  >([
    // 1e9 B / 1e12 = 1 ms; 1e9 FLOP / 1e14 = 10 µs → memory, 1 FLOP/B
    ["decode GEMM", gemm(1e9, 1e9), "bf16", 1e-3, 1, "memory"],
    // 1e12 / 1e14 = 10 ms vs 1 ms → compute, 1000 FLOP/B
    ["prefill GEMM", gemm(1e12, 1e9), "bf16", 1e-2, 1000, "compute"],
    // exactly at the bf16 ridge (100 FLOP/B): 1e11 / 1e14 = 1e9 / 1e12 = 1 ms; ties are memory
    ["at the ridge", gemm(1e11, 1e9), "bf16", 1e-3, 100, "memory"],
    // 150 FLOP/B is compute-bound on bf16 (ridge 100) …
    ["150 FLOP/B on bf16", gemm(1.5e11, 1e9), "bf16", 1.5e-3, 150, "compute"],
    // … and memory-bound on fp8 (ridge 200): 1.5e11 / 2e14 = 0.75 ms < 1 ms
    ["150 FLOP/B on fp8", gemm(1.5e11, 1e9, "fp8/channel", "fp8/token"), "fp8", 1e-3, 150, "memory"],
    // vector op on fp32: 1e11 / 1e13 = 10 ms vs 1 µs
    ["vector, fp32 peak", vector(1e11, 1e6), "fp32", 1e-2, 1e5, "compute"],
    // no lane: FLOPs cost nothing, only bytes: 1e6 / 1e12 = 1 µs
    ["vector, bytes only", vector(1e11, 1e6), null, 1e-6, 1e5, "memory"],
    // zero bytes → intensity 0 by definition
    ["no bytes", vector(0, 0), null, 0, 0, "memory"],
  ])("%s", (_name, work, lane, floor, intensity, bound) => {
    const timing = roofline(work, lane, TOY, "gemm");
    if (floor === 0) expect(timing.floorSeconds).toBe(0);
    else rel(timing.floorSeconds, floor);
    if (intensity === 0) expect(timing.intensity).toBe(0);
    else rel(timing.intensity, intensity);
    expect(timing.bound).toBe(bound);
    expect(timing.expectedSeconds).toBeNull();
  });

  it("sums every byte category", () => {
    const work: OpWork = {
      flops: 0,
      bytes: { weight: 1e6, actIn: 2e6, actOut: 3e6, kvRead: 4e6, kvWrite: 5e6, state: 6e6 },
    };
    // 21e6 B / 1e12 = 21 µs
    rel(roofline(work, null, TOY, "gemm").floorSeconds, 21e-6);
  });
});

describe("expected = max(bytes / (bw·eff_bw), flops / (peak·eff_lane)) + launch", () => {
  it.each<[name: string, work: OpWork, lane: ComputeLane | null, expected: number]>([
    // 1 ms / 0.8 = 1.25 ms vs 10 µs / 0.5 = 20 µs → 1.25 ms + 4 µs = 1.254 ms
    ["memory-bound bf16", gemm(1e9, 1e9), "bf16", 1.254e-3],
    // 10 ms / 0.5 = 20 ms vs 1.25 ms → 20 ms + 4 µs = 20.004 ms
    ["compute-bound bf16", gemm(1e12, 1e9), "bf16", 20.004e-3],
    // fp8 has no compute factor → 1: 1e12 / 2e14 = 5 ms vs 1.25 ms → 5.004 ms
    ["fp8 without a factor", gemm(1e12, 1e9, "fp8/channel", "fp8/token"), "fp8", 5.004e-3],
    // bytes-only vector op: 1 µs / 0.8 = 1.25 µs + 4 µs = 5.25 µs
    ["vector, bytes only", vector(1e11, 1e6), null, 5.25e-6],
    // launch cost alone for an op that moves nothing
    ["empty op", vector(0, 0), null, 4e-6],
  ])("%s", (_name, work, lane, expected) => {
    const timing = roofline(work, lane, CALIBRATED, "gemm");
    rel(timing.expectedSeconds, expected);
    // the floor ignores calibration
    expect(timing.floorSeconds).toBe(roofline(work, lane, TOY, "gemm").floorSeconds);
  });

  it("is null on an uncalibrated profile", () => {
    expect(roofline(gemm(1e9, 1e9), "bf16", TOY, "gemm").expectedSeconds).toBeNull();
  });
});

// Every term of the expected model, pinned on a toy device (1 TB/s, bf16 100 TFLOP/s, fp32 10 TFLOP/s).
const FULL: Profile = {
  ...TOY,
  efficiency: {
    bandwidth: 0.8,
    compute: { bf16: 0.5 },
    launchSeconds: 4e-6,
    halfBandwidthBytes: 2e6,
    attention: { bandwidth: 0.5, compute: 0.25 },
    graphLaunchSeconds: 1e-6,
    stepSeconds: 50e-6,
  },
};
const OFF = { graphs: false };
const ON = { graphs: true };

describe("expected terms", () => {
  it("derived small transfers: (bytes + half) / (bw·eff): (2 MB + 2 MB) at 0.8 TB/s = 5 µs in the kind's term, + 1 µs graph gap", () => {
    const t = roofline(gemm(1, 2e6), "bf16", FULL, "gemm", ON);
    rel(t.expectedTerms?.gemm, 5e-6);
    rel(t.expectedTerms?.fixed, 1e-6);
    rel(t.expectedSeconds, 6e-6);
  });

  it("an op that moves nothing pays no small-transfer latency, only its fixed cost", () => {
    const t = roofline(vector(0, 0), null, FULL, "elementwise", ON);
    expect(t.expectedTerms?.elementwise).toBe(0);
    rel(t.expectedSeconds, 1e-6);
  });

  it("attention runs at its own efficiencies: 1 GB at 0.5 TB/s = 2 ms; 1e13 FLOP at 25 TFLOP/s = 400 ms", () => {
    const memory = roofline(gemm(1e9, 1e9), "bf16", FULL, "attention_decode", ON);
    rel(memory.expectedTerms?.attention_decode, 2e-3 + 2e6 / 0.5e12);
    expect(memory.expectedTerms?.gemm).toBe(0);
    const compute = roofline(gemm(1e13, 1e9), "bf16", FULL, "attention_prefill", ON);
    rel(compute.expectedTerms?.attention_prefill, 0.4);
    expect(compute.expectedTerms?.gemm).toBe(0);
  });

  it("compute-bound: flops / (peak·eff) = 1e12 / 5e13 = 20 ms, no bandwidth term", () => {
    const t = roofline(gemm(1e12, 1e9), "bf16", FULL, "gemm", ON);
    rel(t.expectedTerms?.gemm, 20e-3);
    rel(t.expectedSeconds, 20e-3 + 1e-6);
  });

  it("dequant: elements · instructions · ⌈rows / 64⌉ at fp32 peak ÷ 2 (int4/g128, 2 instructions)", () => {
    // 1e6 int4 values with one BF16 scale per 128: 5e5 + 15,625 B → elements = bytes·8/4 = 1,031,250
    const bytes = 5e5 + (1e6 / 128) * 2;
    const elements = (bytes * 8) / 4;
    const at = (rows: number) => dequantSeconds(gemm(2 * rows * elements, bytes, "int4/g128", "bf16"), TOY);
    rel(at(1), (elements * 2) / 5e12);
    rel(at(64), (elements * 2) / 5e12);
    rel(at(65), (elements * 2 * 2) / 5e12);
    rel(at(1000), (elements * 2 * 16) / 5e12);
    // z adds a zero point: 3 instructions
    expect(DEQUANT_ROWS["int4/g<n>z"]?.instructions).toBe(3);
  });

  it("dequant only for weight-only pairs that have a row, and only with a vector peak", () => {
    expect(dequantSeconds(gemm(2e6, 1e6), TOY)).toBe(0); // bf16 × bf16: native
    expect(dequantSeconds(gemm(2e6, 1e6, "fp8/channel", "fp8/token"), TOY)).toBe(0); // W8A8
    expect(dequantSeconds(gemm(2e6, 1e6, "int8/channel", "bf16"), NO_FP32)).toBe(0);
    expect(dequantSeconds(gemm(2e6, 1e6, "int8/channel", "bf16"), TOY)).toBeGreaterThan(0);
  });

  it("dequant adds to the compute side: it shows where compute binds", () => {
    // 1e12 FLOP of int4 weights at 1000 rows: compute 20 ms + dequant vs memory 0.5 MB
    const bytes = 5e5 + (1e6 / 128) * 2;
    const work = gemm(1e12, bytes, "int4/g128", "bf16");
    const t = roofline(work, "bf16", FULL, "gemm", ON);
    rel(t.expectedTerms?.gemm, 20e-3 + dequantSeconds(work, FULL));
  });

  it("graphs on: exec + gap; off: max(exec + gap, cold launch) — the host launch hides behind long kernels", () => {
    const tiny = vector(0, 1e3); // exec = (1e3 + 2e6) / 0.8e12 ≈ 2.5 µs
    const exec = (1e3 + 2e6) / 0.8e12;
    rel(roofline(tiny, null, FULL, "gemm", ON).expectedSeconds, exec + 1e-6);
    rel(roofline(tiny, null, FULL, "gemm", OFF).expectedSeconds, 4e-6);
    const long = gemm(1e9, 1e9); // 1.25 ms + 2.5 µs
    const longExec = 1e9 / 0.8e12 + 2e6 / 0.8e12;
    rel(roofline(long, "bf16", FULL, "gemm", OFF).expectedSeconds, longExec + 1e-6);
    rel(roofline(long, "bf16", FULL, "gemm", ON).expectedSeconds, longExec + 1e-6);
  });

  it("without a graph cost the cold launch is added as before (old profiles keep their numbers)", () => {
    rel(roofline(gemm(1e9, 1e9), "bf16", CALIBRATED, "gemm", ON).expectedSeconds, 1.254e-3);
    rel(roofline(gemm(1e9, 1e9), "bf16", CALIBRATED, "gemm", OFF).expectedSeconds, 1.254e-3);
  });

  it("the terms add up to the expected time", () => {
    for (const work of [gemm(1e9, 1e9), gemm(1e12, 1e9, "int4/g128", "bf16"), vector(1e5, 1e4)]) {
      const t = roofline(work, "bf16", FULL, "attention_decode", OFF);
      rel(sumTerms(t.expectedTerms ?? NO_TERMS), t.expectedSeconds ?? 0);
    }
  });
});

describe("placeWork", () => {
  it.each<[name: string, work: OpWork, profile: Profile, placement: unknown]>([
    ["bf16 × bf16", gemm(1, 1), TOY, { ok: true, lane: "bf16", execution: "native bf16" }],
    [
      "fp8 W8A8",
      gemm(1, 1, "fp8/channel", "fp8/token"),
      TOY,
      { ok: true, lane: "fp8", execution: "native fp8" },
    ],
    [
      "w4a16 int4/g128 × bf16",
      gemm(1, 1, "int4/g128", "bf16"),
      TOY,
      { ok: true, lane: "bf16", execution: "weight-only on bf16" },
    ],
    [
      "w8a16 int8/channel × bf16",
      gemm(1, 1, "int8/channel", "bf16"),
      TOY,
      { ok: true, lane: "bf16", execution: "weight-only on bf16" },
    ],
    [
      "mxfp4 × bf16",
      gemm(1, 1, "mxfp4/g32", "bf16"),
      TOY,
      { ok: true, lane: "bf16", execution: "weight-only on bf16" },
    ],
    [
      "bf16 router × fp8/token",
      gemm(1, 1, "bf16", "fp8/token"),
      TOY,
      { ok: true, lane: "bf16", execution: "upcast on bf16" },
    ],
    [
      "nvfp4 W4A4 with an fp4 peak",
      gemm(1, 1, "nvfp4/g16", "nvfp4/g16"),
      WITH_FP4,
      { ok: true, lane: "fp4", execution: "native fp4" },
    ],
    [
      "nvfp4 W4A4 with fallback fp4 → fp8",
      gemm(1, 1, "nvfp4/g16", "nvfp4/g16"),
      FP4_ON_FP8,
      { ok: true, lane: "fp8", execution: "emulated on fp8" },
    ],
    [
      "nvfp4 W4A4 with neither",
      gemm(1, 1, "nvfp4/g16", "nvfp4/g16"),
      TOY,
      { ok: false, lane: "fp4", pair: "nvfp4/g16 × nvfp4/g16" },
    ],
    [
      "fallback onto a lane the device also lacks",
      gemm(1, 1, "nvfp4/g16", "nvfp4/g16"),
      { ...TOY, fallback: { fp4: "int8" } },
      { ok: false, lane: "fp4", pair: "nvfp4/g16 × nvfp4/g16" },
    ],
    [
      "fp8 on a device without fp8 (A100-like)",
      gemm(1, 1, "fp8/channel", "fp8/token"),
      { ...TOY, peaks: { bf16: 312e12 } },
      { ok: false, lane: "fp8", pair: "fp8/channel × fp8/token" },
    ],
    ["vector op with an fp32 peak", vector(1, 1), TOY, { ok: true, lane: "fp32", execution: "vector fp32" }],
    [
      "vector op without an fp32 peak",
      vector(1, 1),
      NO_FP32,
      { ok: true, lane: null, execution: "vector (bytes only)" },
    ],
  ])("%s", (_name, work, profile, placement) => {
    expect(placeWork(work, profile)).toEqual(placement);
  });

  it("an emulated op is timed on the fallback lane's peak", () => {
    const work = gemm(1e12, 1e9, "nvfp4/g16", "nvfp4/g16");
    const place = placeWork(work, FP4_ON_FP8);
    expect(place.ok && place.lane).toBe("fp8");
    // 1e12 / 2e14 = 5 ms (fp8) vs 1 ms memory
    rel(roofline(work, place.ok ? place.lane : null, FP4_ON_FP8, "gemm").floorSeconds, 5e-3);
  });

  it("an operand pair with no lane at all is an internal error", () => {
    expect(() => placeWork(gemm(1, 1, "i32", "bf16"), TOY)).toThrow(/internal/);
  });
});

describe("costStep", () => {
  const linear = (weight: string, act: string): ConcreteNode => ({
    site: "ffn.down",
    op: "linear",
    count: 32,
    ins: [{ edge: "a", rows: 1, cols: 1024, format: fmt(act) }],
    outs: [{ edge: "d", rows: 1, cols: 512, format: fmt("bf16") }],
    weight: { name: "down_proj", rows: 512, cols: 1024, count: 1, format: fmt(weight) },
    states: [],
    params: {},
  });

  it("costs a node on its lane with formats and timing", () => {
    const { costs, diagnostics } = costStep(
      [linear("bf16", "bf16")],
      { mode: "multi", rows: 1, sequences: 1, context: 0 },
      TOY,
    );
    expect(diagnostics).toEqual([]);
    expect(costs).toHaveLength(1);
    const cost = costs[0];
    // 2 · 1 · 1024 · 512 = 1,048,576 FLOP; weight 512 · 1024 · 2 = 1,048,576 B, in 2,048, out 1,024
    expect(cost).toMatchObject({
      site: "ffn.down",
      op: "linear",
      count: 32,
      flops: 1_048_576,
      lane: "bf16",
      execution: "native bf16",
      weightFormat: "bf16",
      activationFormat: "bf16",
      kvFormat: null,
      bound: "memory",
    });
    // 1,051,648 B / 1e12 = 1.051648 µs
    rel(cost?.floorSeconds, 1.051648e-6);
  });

  it("reports a missing lane as COST_LANE_MISSING and skips the node", () => {
    const { costs, diagnostics } = costStep(
      [linear("nvfp4/g16", "nvfp4/g16")],
      { mode: "multi", rows: 1, sequences: 1, context: 0 },
      TOY,
    );
    expect(costs).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.severity, d.file])).toEqual([
      ["COST_LANE_MISSING", "error", "toy.hw.yaml"],
    ]);
  });

  it("writes a cost's fields in the order the timing used to be spread in (JSON reads them in this order)", () => {
    const [cost] = costStep(
      [linear("bf16", "bf16")],
      { mode: "multi", rows: 1, sequences: 1, context: 0 },
      TOY,
    ).costs;
    expect(Object.keys(cost ?? {})).toEqual([
      "site",
      "op",
      "count",
      "flops",
      "bytes",
      "lane",
      "execution",
      "weightFormat",
      "activationFormat",
      "kvFormat",
      "floorSeconds",
      "intensity",
      "bound",
      "expectedSeconds",
      "expectedTerms",
    ]);
  });
});

describe("stepWork", () => {
  const node: ConcreteNode = {
    site: "ffn.down",
    op: "linear",
    count: 80,
    ins: [{ edge: "a", rows: 8, cols: 1024, format: fmt("bf16") }],
    outs: [{ edge: "d", rows: 8, cols: 512, format: fmt("bf16") }],
    weight: { name: "down_proj", rows: 512, cols: 1024, count: 1, format: fmt("bf16") },
    states: [],
    params: {},
  };
  const nodes = [node];
  const at8 = { mode: "multi" as const, rows: 8, sequences: 8, context: 4096 };

  it("is the op row's work, computed once per step and point and shared by every device", () => {
    const first = stepWork(nodes, at8);
    // 2 · 8 · 1024 · 512 FLOP; weight 512 · 1024 · 2 B, in 8 · 1024 · 2, out 8 · 512 · 2
    expect(first).toEqual([COST_ROWS.linear.work(node, at8)]);
    expect(first[0]?.flops).toBe(8_388_608);
    expect(first[0]?.bytes).toMatchObject({ weight: 1_048_576, actIn: 16_384, actOut: 8_192 });
    expect(stepWork(nodes, { ...at8 })).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(Object.isFrozen(first[0]?.bytes)).toBe(true);
  });

  it("keys by every field of the run point and by the step itself", () => {
    const first = stepWork(nodes, at8);
    for (const other of [
      { ...at8, rows: 16, sequences: 16 },
      { ...at8, sequences: 1 },
      { ...at8, context: 8192 },
      { ...at8, mode: "single" as const },
    ])
      expect(stepWork(nodes, other)).not.toBe(first);
    expect(stepWork([node], at8)).not.toBe(first);
    expect(stepWork([node], at8)).toEqual(first);
  });

  it("gives costStep the same costs on every device as a fresh computation would", () => {
    const fresh = { ...CALIBRATED, id: "fresh" };
    const shared = costStep(nodes, at8, CALIBRATED).costs;
    expect(costStep([node], at8, fresh).costs).toEqual(shared);
    expect(costStep(nodes, at8, TOY).costs[0]?.bytes).toBe(shared[0]?.bytes);
  });
});
