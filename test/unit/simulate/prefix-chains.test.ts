// Prefix chains from Mooncake's hash_ids: requests whose hash lists start alike share cached prefix blocks, block by
// block, and the cache never holds more blocks than the instance has.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readTrace } from "../../../src/load/index.ts";
import {
  prefixChains,
  type SchedulerConfig,
  type SimWorkload,
  STATUS,
  simulate,
} from "../../../src/simulate/index.ts";
import { ROOT } from "../../helpers.ts";

const step = {
  seconds: (d: number, _c: number, rows: Int32Array, _o: Int32Array, n: number) => {
    let t = d;
    for (let i = 0; i < n; i++) t += rows[i] as number;
    return 2e-3 + 1e-5 * t;
  },
};

const config = (over: Partial<SchedulerConfig> = {}): SchedulerConfig => ({
  maxNumSeqs: 64,
  maxBatchedTokens: 4096,
  blockSize: 16,
  kvBlocks: 100_000,
  prefixCaching: true,
  maxModelLen: 32_768,
  ...over,
});

/** A trace of requests `gap` seconds apart with the given prompts, outputs and hash lists. */
function traced(rows: { prompt: number; output: number; hashes: number[] }[], gap: number): SimWorkload {
  const n = rows.length;
  return {
    arrivals: { kind: "trace", file: "t", format: "mooncake" },
    isl: { kind: "fixed", tokens: 1 },
    osl: { kind: "fixed", tokens: 1 },
    requests: n,
    seed: 0,
    trace: {
      count: n,
      arrival: Float64Array.from(rows, (_, i) => i * gap),
      prompt: Int32Array.from(rows, (r) => r.prompt),
      output: Int32Array.from(rows, (r) => r.output),
      chains: prefixChains(
        rows.map((r) => Int32Array.from(r.hashes)),
        512,
      ),
    },
  };
}

describe("prefixChains", () => {
  it("numbers each distinct leading run once: the same hash after different prefixes is another node", () => {
    const c = prefixChains([Int32Array.of(0, 1, 2), Int32Array.of(0, 1, 5), Int32Array.of(7, 1)], 512);
    expect(Array.from(c.nodes)).toEqual([0, 1, 2, 0, 1, 3, 4, 5]);
    expect(Array.from(c.offsets)).toEqual([0, 3, 6, 8]);
    expect(c.nodeCount).toBe(6);
  });
});

describe("the prefix cache over prefix chains", () => {
  it("hits every whole 512-token block a later request shares, short of its last token", () => {
    // 2,100-token prompts over 5 blocks ([0, 512) … [2048, 2100)): a repeat hits the 4 whole blocks, 2,048 tokens.
    const rows = Array.from({ length: 20 }, () => ({ prompt: 2100, output: 10, hashes: [0, 1, 2, 3, 4] }));
    const on = simulate(config(), traced(rows, 1), step);
    expect(on.prefixHitTokens).toBe(19 * 2048);
    const off = simulate(config({ prefixCaching: false }), traced(rows, 1), step);
    expect(off.prefixHitTokens).toBe(0);
    expect(on.prefillTokens).toBe(off.prefillTokens - 19 * 2048);
  });

  it("shares only the common start of two chains", () => {
    const rows = [
      { prompt: 2100, output: 5, hashes: [0, 1, 2, 3, 4] },
      { prompt: 2100, output: 5, hashes: [0, 1, 9, 10, 11] },
      // The same hash 1, after another first block: a different prefix.
      { prompt: 2100, output: 5, hashes: [7, 1, 2, 3, 4] },
    ];
    expect(simulate(config(), traced(rows, 1), step).prefixHitTokens).toBe(1024);
  });

  it("counts whole engine blocks when the block size does not divide 512", () => {
    const rows = Array.from({ length: 2 }, () => ({ prompt: 2100, output: 5, hashes: [0, 1, 2, 3, 4] }));
    // 4 shared nodes are 2,048 tokens: 42 whole 48-token blocks, 2,016 tokens.
    expect(simulate(config({ blockSize: 48 }), traced(rows, 1), step).prefixHitTokens).toBe(2016);
  });

  it("under KV pressure evicts cached nodes, completes every request and never exceeds the blocks", () => {
    // Four prefix families in turn: their cached prefixes alone are 4 × 128 blocks, more than the 300 there are.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const f = i % 4;
      return { prompt: 2100, output: 50, hashes: [10 * f, 10 * f + 1, 10 * f + 2, 10 * f + 3, 100 + i] };
    });
    const tight = simulate(config({ kvBlocks: 300 }), traced(rows, 0.05), step);
    expect(Array.from(tight.requests.status).every((s) => s === STATUS.done)).toBe(true);
    expect(tight.peakKvBlocks).toBeLessThanOrEqual(300);
    const roomy = simulate(config(), traced(rows, 0.05), step);
    expect(roomy.prefixHitTokens).toBe(56 * 2048);
    expect(tight.prefixHitTokens).toBeLessThan(roomy.prefixHitTokens);
  });

  it("gives the same request times taken step by step as with decode-only stretches in one pass", () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      prompt: 600 + 37 * i,
      output: 40 + i,
      hashes: [0, 1, ...(i % 2 ? [2] : [])],
    }));
    const a = simulate(config(), traced(rows, 0.2), step).requests;
    const b = simulate(config({ stepByStep: true }), traced(rows, 0.2), step).requests;
    for (let i = 0; i < 30; i++) expect(a.finish[i]).toBeCloseTo(b.finish[i] as number, 9);
  });

  it("Mooncake's conversation excerpt shares its first block: nine later requests hit 512 tokens each at most", () => {
    const read = readTrace(
      resolve(ROOT, "test/fixtures/traces/mooncake-conversation-excerpt.jsonl"),
      "mooncake-conversation-excerpt.jsonl",
    );
    const t = read.trace;
    if (!t?.hashIds) throw new Error("no hash_ids read");
    const w: SimWorkload = {
      ...traced([], 1),
      requests: t.count,
      trace: { ...t, chains: prefixChains(t.hashIds, t.hashBlockTokens ?? 512) },
    };
    const run = simulate(config(), w, step);
    expect(run.prefixHitTokens).toBeGreaterThan(0);
    expect(run.prefixHitTokens).toBeLessThanOrEqual(9 * 512);
    expect(run.prefixHitTokens % 512).toBe(0);
  });
});
