// Collectives against the nccl-tests definitions (github.com/NVIDIA/nccl-tests doc/PERFORMANCE.md): busbw = algbw ×
// 2(n−1)/n for all-reduce, (n−1)/n for all-gather, reduce-scatter and all-to-all, 1 for send/recv; algbw = S / t.
import { describe, expect, it } from "vitest";
import { BUS_FACTOR, COST_ROWS, communicate, costStep } from "../../../src/cost/index.ts";
import { parseFormat } from "../../../src/formats/index.ts";
import { linkFor, type Profile } from "../../../src/hardware/index.ts";
import type { ConcreteNode, OpKind } from "../../../src/ir/index.ts";

const bf16 = (() => {
  const p = parseFormat("bf16");
  if (!p.ok) throw new Error("test setup");
  return p.format;
})();

// An HGX H100 as the profile declares it: NVLink 450 GB/s each way at 0.81 busbw, 10 µs; NDR 50 GB/s, 20 µs.
const HGX: Profile = {
  id: "hgx",
  file: "hgx.hw.yaml",
  name: "HGX",
  capacityBytes: 80e9,
  usableBytes: 72e9,
  bytesPerSecond: 3.35e12,
  peaks: { bf16: 989.4e12, fp32: 66.9e12 },
  fallback: {},
  efficiency: { bandwidth: 0.917, compute: {}, launchSeconds: 4e-6 },
  interconnect: {
    domain: 8,
    scaleUp: { name: "NVLink 4", bytesPerSecond: 450e9, latencySeconds: 10e-6, efficiency: 0.81 },
    network: { name: "NDR", bytesPerSecond: 50e9, latencySeconds: 20e-6, efficiency: 1 },
  },
};

const node = (op: OpKind, rows: number, cols: number, ranks: number, span = ranks): ConcreteNode => {
  const t = { edge: "x", rows, cols, format: bf16 };
  return { site: `s.${op}`, op, count: 1, ins: [t], outs: [t], states: [], params: { ranks, span } };
};

describe("bus-bandwidth factors (nccl-tests PERFORMANCE.md)", () => {
  it.each([
    ["all_reduce", 2, 1],
    ["all_reduce", 8, 1.75],
    ["all_gather", 8, 0.875],
    ["reduce_scatter", 4, 0.75],
    ["all_to_all", 8, 0.875],
    ["send_recv", 2, 1],
  ] as const)("%s over %i ranks: %f", (kind, n, factor) => {
    expect(BUS_FACTOR[kind](n)).toBeCloseTo(factor, 12);
  });
});

describe("each collective's bytes and time", () => {
  // S = 64 rows × 8192 × 2 B = 1 MiB, the all-reduce after a row-parallel layer at batch 64 (Llama-3.1-70B).
  const S = 64 * 8192 * 2;
  it.each([
    ["all_reduce", 8, "ring", 1.75],
    ["all_gather", 8, "ring", 0.875],
    ["all_to_all", 8, "pairwise", 0.875],
    ["send_recv", 2, "p2p", 1],
  ] as const)(
    "%s over %i ranks: floor = S·f/bw, expected = latency + S·f/(bw·eff)",
    (op, n, algorithm, f) => {
      const work = COST_ROWS[op].work(node(op, 64, 8192, n), {
        mode: "multi",
        rows: 64,
        sequences: 64,
        context: 0,
      });
      expect(work.transfer).toEqual({ bytes: S, ranks: n, span: n, busFactor: f, algorithm });
      expect(work.flops).toBe(0);
      const timed = communicate(
        work.transfer ?? { bytes: 0, ranks: 1, span: 1, busFactor: 0, algorithm: "" },
        HGX,
      );
      if (!timed.ok) throw new Error("test setup: no link");
      expect(timed.timing.floorSeconds).toBeCloseTo((S * f) / 450e9, 15);
      expect(timed.timing.expectedSeconds).toBeCloseTo(10e-6 + (S * f) / (450e9 * 0.81), 15);
      expect(timed.timing.expectedTerms?.collective).toBe(timed.timing.expectedSeconds);
      expect(timed.execution).toBe(`${algorithm} over NVLink 4`);
      // nccl-tests' own reading: busbw = (S / t) × factor recovers the link's bandwidth on the floor.
      expect((S / timed.timing.floorSeconds) * f).toBeCloseTo(450e9, 0);
    },
  );

  it("a group larger than the domain goes over the network link; no link at all is SHARD_NO_LINK", () => {
    expect(linkFor(HGX.interconnect, 8)?.name).toBe("NVLink 4");
    expect(linkFor(HGX.interconnect, 16)?.name).toBe("NDR");
    const over = costStep(
      [node("all_reduce", 1, 8192, 16)],
      { mode: "multi", rows: 1, sequences: 1, context: 0 },
      HGX,
    );
    expect(over.costs[0]?.floorSeconds).toBeCloseTo((8192 * 2 * (2 * 15)) / 16 / 50e9, 15);
    const { network: _, ...upOnly } = HGX.interconnect ?? { domain: 8 };
    const none = costStep(
      [node("all_reduce", 1, 8192, 16)],
      { mode: "multi", rows: 1, sequences: 1, context: 0 },
      { ...HGX, interconnect: upOnly },
    );
    expect(none.costs).toEqual([]);
    expect(none.diagnostics.map((d) => d.code)).toEqual(["SHARD_NO_LINK"]);
  });
});

describe("a collective's bound is its own: the link's latency or its bandwidth, never memory (issue 30)", () => {
  // Over NVLink 4 the two terms meet where S·1.75/(450 GB/s·0.81) = 10 µs: S ≈ 2.08 MB for an 8-rank all-reduce.
  const crossover = (10e-6 * 450e9 * 0.81) / 1.75;
  it.each([
    ["a decode step's 16 KB all-reduce (1 row × 8192 × bf16)", 1, "latency"],
    ["the last row just under the crossover", Math.floor(crossover / (8192 * 2)), "latency"],
    ["the first row past it", Math.ceil(crossover / (8192 * 2)), "link"],
    ["a 2,048-token prefill chunk's 32 MB all-reduce", 2048, "link"],
  ] as const)("%s: %s", (_what, rows, bound) => {
    const [cost] = costStep(
      [node("all_reduce", rows, 8192, 8)],
      { mode: "multi", rows, sequences: rows, logitRows: rows, context: 1 },
      HGX,
    ).costs;
    expect(cost?.bound).toBe(bound);
    expect(cost?.intensity).toBe(0);
  });

  it("an uncalibrated profile has the same bound: it is the link's, not the calibration's", () => {
    const { efficiency: _, ...bare } = HGX;
    const timing = communicate({ bytes: 16384, ranks: 8, span: 8, busFactor: 1.75, algorithm: "ring" }, bare);
    expect(timing.ok && timing.timing.bound).toBe("latency");
    expect(timing.ok && timing.timing.expectedSeconds).toBe(null);
  });
});
