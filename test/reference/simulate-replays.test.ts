import { describe, expect, it } from "vitest";
import { type SimulateModel, type SimulateOptions, simulateServing } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

// Published serving runs replayed through `venn simulate` (issue 31). Targets: E2E and TPOT P50/P99 within 10 %,
// TTFT P50/P99 within 25 %. Each metric states whether the replay meets its target today; a miss is asserted as a miss
// (it fails when the simulator changes enough to meet it, so the statement and its cause are revisited, never left
// stale) and names its cause. No figure here is fitted: every knob is the run's own or the engine profile's.

type Metric = "ttft.p50" | "ttft.p90" | "ttft.p99" | "tpot.p50" | "tpot.p99" | "e2e.p50" | "e2e.p99";
interface Row {
  metric: Metric;
  /** Seconds, as published. */
  measured: number;
  /** The target: the largest relative error that counts as a match. */
  tolerance: number;
  /** Whether the replay meets the target today; a miss says why. */
  meets: boolean;
  cause?: string;
}

const read = (m: SimulateModel, metric: Metric) => {
  const [kind, p] = metric.split(".") as ["ttft" | "tpot" | "e2e", "p50" | "p90" | "p99"];
  return m.latency[kind][p];
};

function replay(options: SimulateOptions): SimulateModel {
  const result = simulateServing({ ...options, cwd: ROOT });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
  return result.report;
}

function check(rows: readonly Row[], report: SimulateModel) {
  it.each(rows.map((r) => [r.metric, r] as const))("%s", (_metric, row) => {
    const error = read(report, row.metric) / row.measured - 1;
    if (row.meets) expect(Math.abs(error)).toBeLessThanOrEqual(row.tolerance);
    else expect(Math.abs(error), row.cause).toBeGreaterThan(row.tolerance);
  });
}

// The front end (HTTP, chat template, tokenization, the first streamed chunk) is not simulated: TTFT is the engine's
// queue and prefill only. The two engines below differ by ~33 ms of TTFT on the same GPU and model with TPOT within
// 4 %, which is host-side time, not GPU work.
const FRONT_END =
  "front-end time (HTTP, tokenization, streaming) is not simulated; TTFT here is queue + prefill";

/**
 * Replay 2: gpustack/gpustack docs/performance-lab/qwen3-8b/h100-latency.md (commit 1dbc3b81): Qwen3-8B BF16 on one
 * H100 SXM, `vllm bench serve` with 100 ShareGPT V3 prompts (23,260 input / 22,061 output tokens), max concurrency 4.
 * The source agrees with itself: vLLM 100 requests in 44.40 s is 2.25 req/s and 22,061 / 44.40 = 496.9 tok/s as
 * printed; mean E2E ≈ TTFT + (220.6 − 1) × TPOT = 0.064 + 1.621 = 1.685 s, the page's "1.68 s/req".
 * Per-request lengths are not published: the replay draws prompts uniformly from 1–464 tokens and outputs from 1–440
 * (the published means 232.6 and 220.6), so the four requests do not run in lockstep as fixed lengths would make them.
 */
describe("replay 2: Qwen3-8B on H100 SXM, ShareGPT, concurrency 4 (gpustack performance lab)", () => {
  const options: SimulateOptions = {
    model: "qwen3-8b",
    hardware: "h100-sxm",
    workload: {
      arrivals: { kind: "concurrency", concurrency: 4 },
      isl: { kind: "uniform", min: 1, max: 464 },
      osl: { kind: "uniform", min: 1, max: 440 },
      requests: 100,
      seed: 0,
    },
  };
  const TPOT_LOW =
    "the cost model's decode step of Qwen3-8B at batch 4 (6.6 ms) is below the measured 7.4 ms; the P99 also lacks ShareGPT's real length mix";
  describe("vLLM 0.11.0", () => {
    const report = replay({ ...options, engine: "vllm" });
    check(
      [
        { metric: "ttft.p50", measured: 0.06026, tolerance: 0.25, meets: false, cause: FRONT_END },
        { metric: "ttft.p99", measured: 0.09859, tolerance: 0.25, meets: false, cause: FRONT_END },
        { metric: "tpot.p50", measured: 0.0074, tolerance: 0.1, meets: false, cause: TPOT_LOW },
        { metric: "tpot.p99", measured: 0.00796, tolerance: 0.1, meets: false, cause: TPOT_LOW },
      ],
      report,
    );
  });
  // SGLang's own scheduler from its profile: prefill batches apart from decode (enable_mixed_chunk off), chunked prefill
  // 8192, page size 1. Its stalls of decode behind each new prompt's prefill batch raise P99 TPOT from 6.97 ms (vLLM V1's
  // mixed steps) to 7.40 ms, within 10 % of the measured 7.90.
  describe("SGLang 0.5.3.post3 (its profile's scheduler: prefill-first batches)", () => {
    const report = replay({ ...options, engine: "sglang" });
    check(
      [
        { metric: "ttft.p50", measured: 0.02725, tolerance: 0.25, meets: false, cause: FRONT_END },
        { metric: "ttft.p99", measured: 0.04335, tolerance: 0.25, meets: false, cause: FRONT_END },
        { metric: "tpot.p50", measured: 0.00714, tolerance: 0.1, meets: true },
        { metric: "tpot.p99", measured: 0.0079, tolerance: 0.1, meets: true },
      ],
      report,
    );
  });
});

/**
 * Replay 1: inference-sim/training default_args/20260217-155451-llama-2-7b-tp1-codegen (commit c4f03409),
 * results/stage_1_lifecycle_metrics.json: Llama-2-7B on one H100, vLLM, constant 10 req/s for 600 s (6,000 requests,
 * achieved 10.004/s), prompts of 580–604 tokens (mean 591.6) sharing a 100-token system prompt, 247 output tokens
 * (ignore_eos). Scheduler knobs as the issue gives them (max_num_batched_tokens 2048, max_num_seqs 128, max_model_len
 * 4096); the run folder's files do not state them. The source agrees with itself: Little's law 10.0 req/s × 2.216 s =
 * 22 requests in flight; E2E − TTFT = 2.186 s over 246 tokens = 8.89 ms per token, twice the file's TPOT of 4.41 ms
 * (its client counts output tokens its own way, mean 195.8 of 247), so TPOT is not compared. Its profile.yaml says 11
 * system prompts × 4 users; its config.yaml says 10 groups × 10 prompts: the replay takes profile.yaml's 11.
 */
describe("replay 1: Llama-2-7B on H100, vLLM, constant 10 req/s, shared prefix (inference-sim/training)", () => {
  const report = replay({
    model: "llama-2-7b",
    hardware: "h100-sxm",
    engine: "vllm",
    workload: {
      arrivals: { kind: "constant", rate: 10 },
      isl: { kind: "fixed", tokens: 592 },
      osl: { kind: "fixed", tokens: 247 },
      requests: 6000,
      seed: 0,
      prefix: { tokens: 100, groups: 11 },
    },
    knobs: { maxBatchedTokens: 2048, maxNumSeqs: 128, maxModelLen: 4096 },
  });
  const SPREAD =
    "constant arrivals and fixed lengths leave the replay almost no E2E spread (2.20–2.21 s); the measured 1.59–2.64 s comes from the server's own timing jitter, which a deterministic replay does not have";
  check(
    [
      // Within 25 % since the engines merge (each engine's own kernels): the front end's share is still missing.
      { metric: "ttft.p50", measured: 0.028919, tolerance: 0.25, meets: true },
      { metric: "ttft.p90", measured: 0.034095, tolerance: 0.25, meets: false, cause: FRONT_END },
      { metric: "ttft.p99", measured: 0.050752, tolerance: 0.25, meets: false, cause: FRONT_END },
      { metric: "e2e.p50", measured: 2.21477, tolerance: 0.1, meets: true },
      { metric: "e2e.p99", measured: 2.579964, tolerance: 0.1, meets: false, cause: SPREAD },
    ],
    report,
  );

  it("holds the published load: 10 req/s, ~22 requests in flight, prefix hits on every group after its first", () => {
    expect(report.throughput.requestsPerSecond).toBeCloseTo(10, 0);
    expect(report.meanInSystem).toBeGreaterThan(20);
    expect(report.meanInSystem).toBeLessThan(24);
    expect(report.prefixHitShare).toBeGreaterThan(0.15);
  });
});

/**
 * Replay 3: casys-kaist/LLMServingSim bench/examples/RTX4090/Llama-3.1-8B (commit 5daddb21, MIT): Llama-3.1-8B BF16
 * on one RTX 4090, vLLM 0.19.0 (vllm/meta.json: max_num_seqs 256, max_num_batched_tokens 2048, block_size 16,
 * num_gpu_blocks 2588, enable_prefix_caching true, chunked prefill, scheduler_reserve_full_isl true, max_model_len
 * 32768), 300 ShareGPT requests sent at ~10/s over 29.1 s, each request's arrival, prompt and output tokens
 * published in vllm/requests.jsonl (shipped as test/fixtures/traces/, replayed through --trace). The source agrees
 * with itself: the per-request times in requests.jsonl give TTFT P50 60.11 s, P99 137.36; TPOT P50 30.76 ms, P99
 * 56.00; E2E P50 83.41 s, P99 153.63 (numpy's linear percentiles), the vLLM column of validation/summary.txt; the
 * prompt and output tokens sum to 257,239 and 195,753, what timeseries.csv logs over the run's 184 s. The instance is
 * overloaded (it drains ~1.6 req/s), so TTFT is almost all queueing: the replay checks the whole scheduler, KV
 * pressure and preemption included, not only one step's cost.
 */
describe("replay 3: Llama-3.1-8B on RTX 4090, vLLM 0.19, 300 ShareGPT requests at ~10/s (LLMServingSim)", () => {
  const report = replay({
    model: "llama-3.1-8b",
    hardware: "rtx-4090",
    engine: "vllm",
    workload: {
      arrivals: { kind: "burst" },
      isl: { kind: "fixed", tokens: 1 },
      osl: { kind: "fixed", tokens: 1 },
      requests: 300,
      seed: 0,
    },
    trace: { path: "test/fixtures/traces/llmservingsim-rtx4090-llama-3.1-8b.requests.jsonl" },
    knobs: {
      maxNumSeqs: 256,
      maxBatchedTokens: 2048,
      blockSize: 16,
      kvBlocks: 2588,
      prefixCaching: true,
      reserveFullIsl: true,
      maxModelLen: 32768,
    },
  });
  const SLOW =
    "the replay drains the queue ~7 % slower than the run (989 vs 1,066 output tok/s over the run): the cost model's RTX 4090 steps at this mix of decode rows and 2,048-token prefill chunks are longer than the GPU's, and every request's E2E carries the accumulated queue";
  check(
    [
      { metric: "ttft.p50", measured: 60.1109, tolerance: 0.25, meets: true },
      { metric: "ttft.p99", measured: 137.3563, tolerance: 0.25, meets: true },
      { metric: "tpot.p50", measured: 0.03076, tolerance: 0.1, meets: true },
      { metric: "tpot.p99", measured: 0.056, tolerance: 0.1, meets: true },
      { metric: "e2e.p50", measured: 83.4133, tolerance: 0.1, meets: false, cause: SLOW },
      { metric: "e2e.p99", measured: 153.6275, tolerance: 0.1, meets: true },
    ],
    report,
  );

  it("replays every published request and is overloaded as the run was", () => {
    expect(report.requests.completed).toBe(300);
    expect(report.verdict.verdict).toBe("overloaded");
  });
});
