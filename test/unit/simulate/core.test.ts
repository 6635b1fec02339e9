import { describe, expect, it } from "vitest";
import {
  bindStepCost,
  LogHistogram,
  latencyStats,
  parseArrivals,
  parseLength,
  Rng,
  type SchedulerConfig,
  type SimWorkload,
  STATUS,
  type StepCost,
  simulate,
  stepGrid,
  summarizeRun,
} from "../../../src/simulate/index.ts";

/** A step that costs the same whatever it holds: the service time of an M/D/1 queue at batch 1. */
const constantStep = (seconds: number): StepCost => ({ seconds: () => seconds });

/** A step affine in its tokens and decode context: fixed + per token + per context token (a memory-bound decode). */
const affineStep: StepCost = {
  seconds(decodeRows, contextSum, rows, _offsets, chunks) {
    let tokens = decodeRows;
    for (let c = 0; c < chunks; c++) tokens += rows[c] as number;
    return 5e-3 + 2e-5 * tokens + 1e-8 * contextSum;
  },
};

const config = (over: Partial<SchedulerConfig> = {}): SchedulerConfig => ({
  maxNumSeqs: 64,
  maxBatchedTokens: 2048,
  blockSize: 16,
  kvBlocks: 100_000,
  prefixCaching: true,
  maxModelLen: 8192,
  ...over,
});

const workload = (over: Partial<SimWorkload> = {}): SimWorkload => ({
  arrivals: { kind: "poisson", rate: 5 },
  isl: { kind: "uniform", min: 100, max: 900 },
  osl: { kind: "uniform", min: 20, max: 300 },
  requests: 2000,
  seed: 7,
  ...over,
});

const economics = { devices: 1, watts: 700, pricePerHour: 2 };

describe("Rng", () => {
  it("gives the same stream for the same seed and unrelated streams for arrivals and lengths", () => {
    const a = new Rng(42, "arrivals");
    const b = new Rng(42, "arrivals");
    const c = new Rng(42, "lengths");
    const xs = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(xs);
  });

  it("draws exponential and gamma variates with their means", () => {
    const rng = new Rng(1, "arrivals");
    let sum = 0;
    let gsum = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      sum += rng.exponential(2);
      gsum += rng.gamma(0.25);
    }
    expect(sum / n).toBeCloseTo(2, 1);
    expect(gsum / n).toBeCloseTo(0.25, 2);
  });
});

describe("parseArrivals and parseLength", () => {
  it.each([
    ["poisson:10", { kind: "poisson", rate: 10 }],
    ["constant:2.5", { kind: "constant", rate: 2.5 }],
    ["gamma:4,cv=2", { kind: "gamma", rate: 4, cv: 2 }],
    ["burst", { kind: "burst" }],
  ])("arrivals %s", (text, value) => expect(parseArrivals(text)).toEqual({ value }));

  it.each([
    [
      "poisson",
      'expected poisson:RATE, constant:RATE, gamma:RATE,cv=X or burst (RATE in requests/s), found "poisson"',
    ],
    ["poisson:0", 'the poisson rate must be a number > 0 and ≤ 1000000, found "0"'],
    [
      "gamma:3",
      'expected gamma:RATE,cv=X (X the coefficient of variation of the intervals), found "gamma:3"',
    ],
    ["constant:1,cv=2", 'constant:RATE takes no options, found "constant:1,cv=2"'],
  ])("arrivals %s is refused", (text, problem) => expect(parseArrivals(text)).toEqual({ problem }));

  it.each([
    ["512", { kind: "fixed", tokens: 512 }],
    ["uniform:100-900", { kind: "uniform", min: 100, max: 900 }],
    ["normal:500,100", { kind: "normal", mean: 500, sd: 100 }],
    ["lognormal:500,300", { kind: "lognormal", mean: 500, sd: 300 }],
  ])("length %s", (text, value) => expect(parseLength(text)).toEqual({ value }));

  it.each([
    ["0", 'a token count must be a whole number from 1 to 10000000, found "0"'],
    ["uniform:900-100", 'the uniform maximum must be a whole number from 900 to 10000000, found "100"'],
    ["normal:500", 'expected normal:MEAN,SD in tokens, found "normal:500"'],
    [
      "ShareGPT",
      'expected N, uniform:MIN-MAX, normal:MEAN,SD, lognormal:MEAN,SD (tokens) or a distribution name (sharegpt, azure-conv, azure-code), found "ShareGPT"',
    ],
  ])("length %s is refused", (text, problem) => expect(parseLength(text)).toEqual({ problem }));
});

describe("statistics", () => {
  it("takes percentiles by linear interpolation between ranks (numpy's default)", () => {
    const stats = latencyStats(Float64Array.from([4, 1, 3, 2, 5]));
    expect(stats).toEqual({ mean: 3, p50: 3, p90: 4.6, p95: 4.8, p99: 4.96, max: 5 });
  });

  it("reads a quantile from the log histogram within its 0.5 % bucket", () => {
    const h = new LogHistogram();
    const values = Float64Array.from({ length: 10_001 }, (_, i) => 0.001 + i * 1e-6);
    for (const v of values) h.add(v);
    const exact = latencyStats(values);
    for (const p of [50, 90, 99] as const)
      expect(Math.abs(h.percentile(p) / exact[`p${p}`] - 1)).toBeLessThan(0.005);
  });
});

describe("simulate: accounting and invariants", () => {
  const run = simulate(config(), workload(), affineStep);
  const summary = summarizeRun(run, config().kvBlocks, false, economics);

  it("completes every request it sent, each token once", () => {
    const t = run.requests;
    expect(t.count).toBe(2000);
    let prompt = 0;
    let output = 0;
    for (let i = 0; i < t.count; i++) {
      expect(t.status[i]).toBe(STATUS.done);
      prompt += t.prompt[i] as number;
      output += t.output[i] as number;
    }
    expect(summary.tokens).toEqual({ input: prompt, output });
    // Every output token but each request's first is one per-token gap.
    expect(run.itl.count).toBe(output - t.count);
    // Decode rows are tokens after the first; prefill tokens are prompts, less cache hits, plus recomputation.
    expect(run.decodeTokens).toBe(output - t.count);
    expect(run.prefillTokens).toBe(prompt - run.prefixHitTokens);
  });

  it("orders each request's times: arrival ≤ scheduled ≤ first token ≤ finish", () => {
    const t = run.requests;
    for (let i = 0; i < t.count; i++) {
      expect(t.scheduled[i]).toBeGreaterThanOrEqual(t.arrival[i] as number);
      expect(t.firstToken[i]).toBeGreaterThan(t.scheduled[i] as number);
      expect(t.finish[i]).toBeGreaterThanOrEqual(t.firstToken[i] as number);
    }
  });

  it("obeys Little's law: time-mean requests in the system = throughput × mean E2E", () => {
    const little = summary.throughput.requestsPerSecond * summary.latency.e2e.mean;
    // N(t) is sampled at step starts, so an arrival counts from the next step: within a step time per request.
    expect(Math.abs(summary.meanInSystem / little - 1)).toBeLessThan(0.02);
  });

  it("is stable at this rate and gives the same numbers for the same seed", () => {
    expect(summary.verdict.verdict).toBe("stable");
    const again = summarizeRun(
      simulate(config(), workload(), affineStep),
      config().kvBlocks,
      false,
      economics,
    );
    expect(JSON.stringify(again)).toBe(JSON.stringify(summary));
  });

  it("gives the same request times when decode-only steps are taken one by one", () => {
    const slow = simulate(config({ stepByStep: true }), workload(), affineStep);
    // The same steps; times agree to rounding (a decode line adds slope·k where the slow path sums each step).
    const gap = (a: Float64Array, b: Float64Array) =>
      Math.max(...Array.from(a, (x, i) => Math.abs(x - (b[i] as number))));
    expect(gap(slow.requests.finish, run.requests.finish)).toBeLessThan(1e-9);
    expect(gap(slow.requests.firstToken, run.requests.firstToken)).toBeLessThan(1e-9);
    expect(slow.steps).toBe(run.steps);
    expect(slow.itl.count).toBe(run.itl.count);
  });

  it("keeps the arrivals when only the length distribution changes (separate streams)", () => {
    const other = simulate(config(), workload({ isl: { kind: "fixed", tokens: 64 } }), affineStep);
    expect(Array.from(other.requests.arrival.subarray(0, 50))).toEqual(
      Array.from(run.requests.arrival.subarray(0, 50)),
    );
  });
});

describe("simulate: M/D/1 at batch 1", () => {
  it("gives the Pollaczek–Khinchine mean wait ρD / (2(1 − ρ)) within sampling error", () => {
    const D = 0.01;
    const rate = 30; // ρ = 0.3
    const run = simulate(
      config({ maxNumSeqs: 1 }),
      workload({
        arrivals: { kind: "poisson", rate },
        isl: { kind: "fixed", tokens: 1 },
        osl: { kind: "fixed", tokens: 1 },
        requests: 200_000,
      }),
      constantStep(D),
    );
    const summary = summarizeRun(run, 100_000, false, economics);
    const rho = rate * D;
    const wait = (rho * D) / (2 * (1 - rho));
    expect(Math.abs(summary.latency.queue.mean / wait - 1)).toBeLessThan(0.03);
    expect(summary.latency.e2e.mean).toBeCloseTo(wait + D, 4);
  });
});

describe("simulate: KV pressure and the prefix cache", () => {
  it("preempts the newest request when blocks run out, and still completes every request", () => {
    const tight = config({ kvBlocks: 400, maxNumSeqs: 128 });
    const run = simulate(tight, workload({ arrivals: { kind: "burst" }, requests: 300 }), affineStep);
    expect(run.preemptions).toBeGreaterThan(0);
    expect(run.peakKvBlocks).toBeLessThanOrEqual(400);
    const t = run.requests;
    for (let i = 0; i < t.count; i++) expect(t.status[i]).toBe(STATUS.done);
    // Recomputation re-prefills, so prefill tokens exceed the prompts.
    let prompt = 0;
    for (let i = 0; i < t.count; i++) prompt += t.prompt[i] as number;
    expect(run.prefillTokens).toBeGreaterThan(prompt);
  });

  it("rejects a request longer than max_model_len instead of waiting for it forever", () => {
    const run = simulate(
      config({ maxModelLen: 1000 }),
      workload({ isl: { kind: "fixed", tokens: 990 }, osl: { kind: "fixed", tokens: 20 }, requests: 10 }),
      affineStep,
    );
    expect(Array.from(run.requests.status)).toEqual(Array(10).fill(STATUS.rejected));
  });

  it("serves shared prefixes from the cache when on, and not when off", () => {
    const shared = workload({
      arrivals: { kind: "constant", rate: 10 },
      isl: { kind: "fixed", tokens: 592 },
      osl: { kind: "fixed", tokens: 64 },
      requests: 500,
      prefix: { tokens: 100, groups: 11 },
    });
    const on = simulate(config(), shared, affineStep);
    const off = simulate(config({ prefixCaching: false }), shared, affineStep);
    // 100 shared tokens are 6 full 16-token blocks; each group computes them once.
    expect(on.prefixHitTokens).toBe((500 - 11) * 96);
    expect(off.prefixHitTokens).toBe(0);
  });

  it("keeps concurrency N requests in flight in a closed loop", () => {
    const run = simulate(
      config(),
      workload({ arrivals: { kind: "concurrency", concurrency: 4 }, requests: 1000 }),
      affineStep,
    );
    const summary = summarizeRun(run, 100_000, true, economics);
    expect(summary.requests.completed).toBe(1000);
    // Four in flight but for the drain after the last request is sent.
    expect(summary.meanInSystem).toBeGreaterThan(3.97);
    expect(summary.meanInSystem).toBeLessThanOrEqual(4 + 1e-9);
  });

  it("calls a rate beyond capacity overloaded", () => {
    const run = simulate(
      config(),
      workload({ arrivals: { kind: "poisson", rate: 500 }, requests: 2000 }),
      affineStep,
    );
    expect(summarizeRun(run, 100_000, false, economics).verdict.verdict).toBe("overloaded");
  });
});

describe("bindStepCost", () => {
  // A synthetic cost: linear in tokens plus attention ∝ rows × context; the grid prices it exactly.
  const price = (mode: "multi" | "single" | "verify", rows: number, context: number) =>
    mode === "multi"
      ? 1e-3 + 1e-6 * rows + 1e-9 * rows * context
      : 1e-3 + 1e-6 * rows + 2e-10 * rows * context;
  const grid = stepGrid({ maxTokens: 2048, maxSequences: 256, maxContext: 4096 });
  const cost = bindStepCost(
    grid,
    grid.runs.map((r) => price(r.mode, r.rows, r.context)),
  );
  const none = new Int32Array(1);

  it("prices a pure decode step and a pure prefill step at grid points as the cost stage does", () => {
    for (const d of grid.decodeRows)
      for (const c of grid.decodeContexts)
        expect(cost.seconds(d, d * c, none, none, 0)).toBeCloseTo(price("multi", d, c), 12);
    for (const n of grid.prefillRows)
      for (const o of grid.prefillOffsets)
        expect(cost.seconds(0, 0, Int32Array.of(n), Int32Array.of(o), 1)).toBeCloseTo(
          price("single", n, o + n),
          12,
        );
  });

  it("runs decode-only stretches along the decode line to the same times as step by step", () => {
    const w = workload({ requests: 400, osl: { kind: "uniform", min: 200, max: 3000 } });
    const fast = simulate(config(), w, cost);
    const slow = simulate(config({ stepByStep: true }), w, cost);
    expect(fast.steps).toBe(slow.steps);
    for (let i = 0; i < fast.requests.count; i++)
      expect(
        Math.abs((fast.requests.finish[i] as number) - (slow.requests.finish[i] as number)),
      ).toBeLessThan(1e-9);
    expect(fast.itl.stats().p50).toBeCloseTo(slow.itl.stats().p50, 9);
  });

  it("adds a mixed step's parts: one token-proportional term over all rows", () => {
    const mixed = cost.seconds(16, 16 * 1000, Int32Array.of(512), Int32Array.of(0), 1);
    const expected = 1e-3 + 1e-6 * 528 + 1e-9 * 16 * 1000 + 2e-10 * 512 * 512;
    expect(mixed).toBeCloseTo(expected, 9);
  });
});
