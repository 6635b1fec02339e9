import { describe, expect, it } from "vitest";
import {
  acceptedDrafts,
  bindStepCost,
  expectedAcceptedLength,
  parseSpeculative,
  Rng,
  type SchedulerConfig,
  type SimWorkload,
  STATUS,
  simulate,
  stepGrid,
  withDraft,
} from "../../../src/simulate/index.ts";

// Speculative decoding in the simulator: the accepted-length formula, the draw behind it, the flag's grammar, and the
// scheduler's token accounting with a verify step priced from a grid.

describe("expectedAcceptedLength", () => {
  it("is (1 − α^(k+1)) / (1 − α), the sum of α^i for i = 0..k", () => {
    expect(expectedAcceptedLength(0.7, 4)).toBeCloseTo((1 - 0.7 ** 5) / 0.3, 14);
    expect(expectedAcceptedLength(0.7, 4)).toBeCloseTo(2.7731, 12);
    for (const [a, k] of [
      [0.3, 1],
      [0.5, 3],
      [0.8, 7],
      [0.95, 16],
    ] as const) {
      let sum = 0;
      for (let i = 0; i <= k; i++) sum += a ** i;
      expect(expectedAcceptedLength(a, k)).toBeCloseTo(sum, 12);
    }
  });

  it("is one token at α = 0 and k + 1 in the limit α → 1", () => {
    expect(expectedAcceptedLength(0, 4)).toBe(1);
    expect(expectedAcceptedLength(1 - 1e-9, 4)).toBeCloseTo(5, 6);
    expect(expectedAcceptedLength(1, 4)).toBe(5);
  });
});

describe("acceptedDrafts", () => {
  it("draws the capped geometric run: mean α(1 − α^k)/(1 − α), P(0 kept) = 1 − α, never above k", () => {
    const rng = new Rng(11, "speculation");
    const n = 1_000_000;
    let sum = 0;
    let none = 0;
    let max = 0;
    for (let i = 0; i < n; i++) {
      const j = acceptedDrafts(rng, 0.7, 4);
      sum += j;
      if (j === 0) none++;
      if (j > max) max = j;
    }
    // The drafts kept are the tokens produced less the one the target samples (±0.005: ~3 standard errors).
    expect(sum / n).toBeCloseTo(expectedAcceptedLength(0.7, 4) - 1, 2);
    expect(none / n).toBeCloseTo(0.3, 2);
    expect(max).toBe(4);
  });

  it("keeps none at α = 0 and all k as α → 1", () => {
    const rng = new Rng(3, "speculation");
    for (let i = 0; i < 1000; i++) expect(acceptedDrafts(rng, 0, 4)).toBe(0);
    for (let i = 0; i < 1000; i++) expect(acceptedDrafts(rng, 1 - 1e-12, 4)).toBe(4);
  });
});

describe("parseSpeculative", () => {
  it("reads draft=MODEL,k=N,accept=α in any order", () => {
    const want = { draft: { kind: "model", model: "llama-3.2-1b" }, tokens: 4, accept: 0.7 };
    expect(parseSpeculative("draft=llama-3.2-1b,k=4,accept=0.7").value).toEqual(want);
    expect(parseSpeculative(" accept=0.7, k=4 ,draft=llama-3.2-1b").value).toEqual(want);
    expect(parseSpeculative("draft=x,k=1,accept=0").value?.accept).toBe(0);
    expect(parseSpeculative("draft=x,k=64,accept=.99").value?.tokens).toBe(64);
    expect(parseSpeculative("mtp,k=2,accept=0.8").value).toEqual({
      draft: { kind: "mtp" },
      tokens: 2,
      accept: 0.8,
    });
  });

  it.each([
    ["draft=x,k=4,accept=1", "up to but not including 1"],
    ["draft=x,k=4,accept=1.5", "up to but not including 1"],
    ["draft=x,k=4,accept=-0.1", "up to but not including 1"],
    ["draft=x,k=4,accept=NaN", "up to but not including 1"],
    ["draft=x,k=4,accept=", "up to but not including 1"],
    ["draft=x,k=4,accept=1e-1", "up to but not including 1"],
    ["draft=x,k=0,accept=0.5", "from 1 to 64"],
    ["draft=x,k=65,accept=0.5", "from 1 to 64"],
    ["draft=x,k=99999999999999999999,accept=0.5", "from 1 to 64"],
    ["draft=x,k=2.5,accept=0.5", "from 1 to 64"],
    ["draft=x,accept=0.5", "missing k"],
    ["k=4,accept=0.5", "missing the draft"],
    ["draft=x,k=4", "missing accept"],
    ["draft=x,k=4,k=5,accept=0.5", "k is given twice"],
    ["draft=../../etc/passwd,k=4,accept=0.5", "must name a model id"],
    ["draft=,k=4,accept=0.5", "must name a model id"],
    ["mtp=1,k=2,accept=0.8", "mtp takes no value"],
    ["mtp,draft=x,k=2,accept=0.8", "the draft is given twice"],
    ["eagle,k=3,accept=0.8", "EAGLE heads are not simulated"],
    ["", "expected draft=MODEL"],
    ["draft=x,k=4,accept=0.5,temperature=1", "expected draft=MODEL"],
  ])("refuses %j, saying %j", (text, says) => {
    const parsed = parseSpeculative(text);
    expect(parsed.value).toBeUndefined();
    expect(parsed.problem).toContain(says);
  });
});

// A synthetic cost the grid prices exactly: linear in rows plus attention ∝ rows × context (verify's rows all read
// the context). Its verification is dearer than a decode row by the k extra rows and their attention.
const price = (mode: "multi" | "single" | "verify", rows: number, context: number) =>
  mode === "multi"
    ? 1e-3 + 1e-6 * rows + 1e-9 * rows * context
    : mode === "single"
      ? 1e-3 + 1e-6 * rows + 2e-10 * rows * context
      : 1e-3 + 1e-6 * rows + 3e-10 * rows * context;
const K = 4;
const limits = { maxTokens: 2048, maxSequences: 64, maxContext: 8192 };
const targetGrid = stepGrid({ ...limits, verifyRows: K + 1 });
const target = bindStepCost(
  targetGrid,
  targetGrid.runs.map((r) => price(r.mode, r.rows, r.context)),
);
const draftGrid = stepGrid(limits);
// The draft: a tenth of the target's price for the same step.
const draftCost = bindStepCost(
  draftGrid,
  draftGrid.runs.map((r) => price(r.mode, r.rows, r.context) / 10),
);
const cost = withDraft(target, draftCost, K);
// The same target without speculation: its grid prices no verification.
const plainTarget = bindStepCost(
  draftGrid,
  draftGrid.runs.map((r) => price(r.mode, r.rows, r.context)),
);
const plain = (c: SchedulerConfig): SchedulerConfig => {
  const { speculative: _, ...rest } = c;
  return rest;
};

const config = (accept: number, over: Partial<SchedulerConfig> = {}): SchedulerConfig => ({
  maxNumSeqs: 64,
  maxBatchedTokens: 2048,
  blockSize: 16,
  kvBlocks: 100_000,
  prefixCaching: true,
  maxModelLen: 8192,
  speculative: { tokens: K, accept },
  ...over,
});
const workload = (over: Partial<SimWorkload> = {}): SimWorkload => ({
  arrivals: { kind: "poisson", rate: 20 },
  isl: { kind: "uniform", min: 100, max: 900 },
  osl: { kind: "uniform", min: 20, max: 300 },
  requests: 500,
  seed: 5,
  ...over,
});

describe("the verify step's price", () => {
  const none = new Int32Array(1);
  it("is the cost stage's verify:k+1 run for one request at a grid context", () => {
    for (const c of targetGrid.verifyContexts.filter((c) => c > K + 1))
      expect(target.seconds(1, c - K, none, none, 0)).toBeCloseTo(price("verify", K + 1, c), 12);
  });

  it("prices a batch's verification extra once a step: L(d·(k+1)) + decode attention + Averify at the mean", () => {
    const d = 8;
    const c = 2048;
    const r = K + 1;
    const extra =
      price("verify", r, c + K) - price("multi", r, 1) - (price("multi", 1, c) - price("multi", 1, 1));
    const want = price("multi", d * r, 1) + (price("multi", d, c) - price("multi", d, 1)) + extra;
    expect(target.seconds(d, d * c, none, none, 0)).toBeCloseTo(want, 12);
  });

  it("adds the draft's passes: its first over the step, then k − 1 of one token per request", () => {
    const d = 8;
    const ctx = 1000;
    let want = target.seconds(d, d * ctx, none, none, 0);
    for (let i = 0; i < K; i++) want += draftCost.seconds(d, d * (ctx + i), none, none, 0);
    expect(cost.seconds(d, d * ctx, none, none, 0)).toBeCloseTo(want, 14);
    expect(cost.verifyRows).toBe(K + 1);
  });
});

describe("simulate with speculative decoding", () => {
  it("accounts for every token: each request gets its output, produced by its prefill and its verifications", () => {
    const run = simulate(config(0.7), workload(), cost);
    const t = run.requests;
    let outputs = 0;
    for (let i = 0; i < t.count; i++) {
      expect(t.status[i]).toBe(STATUS.done);
      outputs += t.output[i] as number;
    }
    // Each request's first token comes from its prefill, the rest from verifications; a verification produces its
    // accepted drafts and one more, less what overshoots the output (at most k per request, at its last step).
    const fromVerifications = outputs - t.count;
    const produced = run.verifications + run.draftsAccepted;
    expect(produced).toBeGreaterThanOrEqual(fromVerifications);
    expect(produced - fromVerifications).toBeLessThanOrEqual(K * t.count);
    expect(run.draftsVerified).toBeLessThanOrEqual(K * run.verifications);
    // The ITL histogram counts produced tokens, one per token after each request's first.
    expect(run.itl.count).toBe(fromVerifications);
    expect(run.draftsAccepted / run.draftsVerified).toBeGreaterThan(0.4);
    expect(run.draftsAccepted / run.draftsVerified).toBeLessThan(0.6);
  });

  it("at α = 0 gives exactly one token per verification and pays the verify and draft cost each step", () => {
    const one = workload({
      arrivals: { kind: "concurrency", concurrency: 1 },
      isl: { kind: "fixed", tokens: 600 },
      osl: { kind: "fixed", tokens: 101 },
      requests: 1,
    });
    const run = simulate(config(0), one, cost);
    expect(run.verifications).toBe(100);
    expect(run.draftsAccepted).toBe(0);
    expect(run.draftsVerified).toBe(100 * K);
    expect(run.steps).toBe(101);
    const t = run.requests;
    const none = new Int32Array(1);
    // After the prefill step, step s verifies at context 600 + s (the token it feeds is the (600 + s)-th).
    let decode = 0;
    for (let s = 1; s <= 100; s++) decode += cost.seconds(1, 600 + s, none, none, 0);
    const first = t.firstToken[0] as number;
    expect((t.finish[0] as number) - first).toBeCloseTo(decode, 12);
  });

  it("as α → 1 gives k + 1 tokens per verification (the last capped by the output)", () => {
    const one = workload({
      arrivals: { kind: "concurrency", concurrency: 1 },
      isl: { kind: "fixed", tokens: 600 },
      osl: { kind: "fixed", tokens: 101 },
      requests: 1,
    });
    const run = simulate(config(1 - 1e-12), one, cost);
    expect(run.verifications).toBe(Math.ceil(100 / (K + 1)));
    expect(run.draftsAccepted).toBe(run.verifications * K);
    expect(run.steps).toBe(1 + 20);
  });

  it("charges 1 + k rows per decoding request against the token budget", () => {
    // A budget of 10 rows holds two verifications of 5: with 4 requests decoding, two wait a step each time.
    const four = workload({
      arrivals: { kind: "burst" },
      isl: { kind: "fixed", tokens: 8 },
      osl: { kind: "fixed", tokens: 50 },
      requests: 4,
    });
    const run = simulate(config(0, { maxBatchedTokens: 10, maxNumSeqs: 4 }), four, cost);
    expect(run.decodeTokens % (K + 1)).toBe(0);
    expect(run.decodeTokens / (K + 1)).toBeLessThanOrEqual(run.verifications);
    expect(run.tokensScheduled).toBeLessThanOrEqual(10 * run.steps);
    expect(run.verifications).toBe(4 * 49);
  });

  it("rejects a request whose last verification and lookahead would not fit the KV blocks", () => {
    // 8 + 50 tokens need 4 blocks of 16; the last verification reaches 8 + 50 − 1 + 4 and 4 lookahead slots: 5 blocks.
    const one = workload({
      arrivals: { kind: "burst" },
      isl: { kind: "fixed", tokens: 8 },
      osl: { kind: "fixed", tokens: 50 },
      requests: 1,
    });
    expect(simulate(config(0.5, { kvBlocks: 4 }), one, cost).requests.status[0]).toBe(STATUS.rejected);
    expect(simulate(config(0.5, { kvBlocks: 5 }), one, cost).requests.status[0]).toBe(STATUS.done);
    expect(simulate(plain(config(0.5, { kvBlocks: 4 })), one, plainTarget).requests.status[0]).toBe(
      STATUS.done,
    );
  });

  it("gives the same bytes for the same seed and draws acceptance from its own stream", () => {
    const a = simulate(config(0.6), workload(), cost);
    const b = simulate(config(0.6), workload(), cost);
    expect(Array.from(b.requests.finish)).toEqual(Array.from(a.requests.finish));
    // Arrivals and lengths do not move when speculation is turned on.
    const without = simulate(plain(config(0.6)), workload(), plainTarget);
    expect(Array.from(without.requests.arrival)).toEqual(Array.from(a.requests.arrival));
    expect(Array.from(without.requests.output)).toEqual(Array.from(a.requests.output));
  });
});
