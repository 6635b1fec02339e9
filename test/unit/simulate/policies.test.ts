// The scheduler's policy rows (engine profiles' batching, chunked_prefill, admission): each changes what a step may
// hold, and each test below would fail under vLLM V1's rows.
import { describe, expect, it } from "vitest";
import { simulateServing } from "../../../src/index.ts";
import {
  type SchedulerConfig,
  type SimWorkload,
  STATUS,
  type StepCost,
  simulate,
} from "../../../src/simulate/index.ts";
import { ROOT } from "../../helpers.ts";

interface Step {
  decodeRows: number;
  chunks: number[];
  offsets: number[];
}

/** A step cost affine in its tokens that records what every step held. */
function recording(): { cost: StepCost; steps: Step[] } {
  const steps: Step[] = [];
  return {
    steps,
    cost: {
      seconds(decodeRows, contextSum, rows, offsets, chunks) {
        const s: Step = { decodeRows, chunks: [], offsets: [] };
        let tokens = decodeRows;
        for (let c = 0; c < chunks; c++) {
          s.chunks.push(rows[c] as number);
          s.offsets.push(offsets[c] as number);
          tokens += rows[c] as number;
        }
        steps.push(s);
        return 5e-3 + 2e-5 * tokens + 1e-8 * contextSum;
      },
    },
  };
}

const config = (over: Partial<SchedulerConfig> = {}): SchedulerConfig => ({
  maxNumSeqs: 64,
  maxBatchedTokens: 512,
  blockSize: 16,
  kvBlocks: 100_000,
  prefixCaching: true,
  maxModelLen: 8192,
  stepByStep: true,
  ...over,
});

const workload = (over: Partial<SimWorkload> = {}): SimWorkload => ({
  arrivals: { kind: "poisson", rate: 20 },
  isl: { kind: "uniform", min: 100, max: 900 },
  osl: { kind: "uniform", min: 20, max: 200 },
  requests: 300,
  seed: 3,
  ...over,
});

const completed = (t: { status: Uint8Array }) => t.status.filter((s) => s === STATUS.done).length;

describe("batching: prefill-first (SGLang without --enable-mixed-chunk)", () => {
  it("never puts decode rows and prefill chunks in one step; mixed batching does", () => {
    const first = recording();
    const run = simulate(config({ batching: "prefill-first" }), workload(), first.cost);
    expect(completed(run.requests)).toBe(300);
    expect(first.steps.some((s) => s.decodeRows > 0 && s.chunks.length > 0)).toBe(false);
    const mixed = recording();
    simulate(config({ batching: "mixed" }), workload(), mixed.cost);
    expect(mixed.steps.some((s) => s.decodeRows > 0 && s.chunks.length > 0)).toBe(true);
  });

  it("holds prefill batches to the token budget but decodes every running request in one step", () => {
    const budget = 16;
    const w = workload({ arrivals: { kind: "burst" }, isl: { kind: "fixed", tokens: 8 }, requests: 40 });
    const first = recording();
    simulate(config({ batching: "prefill-first", maxBatchedTokens: budget }), w, first.cost);
    for (const s of first.steps)
      if (s.chunks.length) expect(s.chunks.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(budget);
    expect(Math.max(...first.steps.map((s) => s.decodeRows))).toBe(40);
    const mixed = recording();
    simulate(config({ batching: "mixed", maxBatchedTokens: budget }), w, mixed.cost);
    expect(Math.max(...mixed.steps.map((s) => s.decodeRows))).toBeLessThanOrEqual(budget);
  });

  it("stalls decodes while prompts arrive: P99 TPOT is higher than with mixed steps at the same load", () => {
    const tpotP99 = (batching: "mixed" | "prefill-first") => {
      const run = simulate(config({ batching, stepByStep: false }), workload(), recording().cost);
      const t = run.requests;
      const tpots: number[] = [];
      for (let i = 0; i < t.count; i++)
        if ((t.output[i] as number) > 1)
          tpots.push(((t.finish[i] as number) - (t.firstToken[i] as number)) / ((t.output[i] as number) - 1));
      tpots.sort((a, b) => a - b);
      return tpots[Math.floor(0.99 * (tpots.length - 1))] as number;
    };
    expect(tpotP99("prefill-first")).toBeGreaterThan(tpotP99("mixed"));
  });
});

describe("chunked prefill off (TensorRT-LLM's default)", () => {
  it("runs every prompt whole in one step from offset 0", () => {
    // A budget above the longest prompt (900): none is refused.
    const off = recording();
    const run = simulate(config({ chunkedPrefill: false, maxBatchedTokens: 1024 }), workload(), off.cost);
    expect(completed(run.requests)).toBe(300);
    const chunks = off.steps.flatMap((s) => s.chunks.map((n, c) => [n, s.offsets[c] as number]));
    expect(chunks.every(([, offset]) => offset === 0)).toBe(true);
    expect(chunks.length).toBe(300);
    const on = recording();
    simulate(config({ chunkedPrefill: true, maxBatchedTokens: 1024 }), workload(), on.cost);
    expect(on.steps.some((s) => s.offsets.some((o) => o > 0))).toBe(true);
  });

  it("refuses a prompt longer than the token budget, which chunking would have run", () => {
    const w = workload({ isl: { kind: "fixed", tokens: 600 }, requests: 20 });
    const off = simulate(config({ chunkedPrefill: false }), w, recording().cost).requests;
    expect(off.status.every((s) => s === STATUS.rejected)).toBe(true);
    const on = simulate(config({ chunkedPrefill: true }), w, recording().cost).requests;
    expect(completed(on)).toBe(20);
  });
});

describe("admission: whole-request (TensorRT-LLM's GUARANTEED_NO_EVICT)", () => {
  // 300 KV blocks of 16 tokens: fewer than the burst needs, so first-chunk admission runs out and preempts.
  const tight = { kvBlocks: 300, maxBatchedTokens: 2048 };
  const w = workload({ arrivals: { kind: "burst" }, requests: 100 });

  it("never preempts and never holds more blocks than exist; chunk admission preempts on the same load", () => {
    const whole = simulate(config({ ...tight, admission: "whole-request" }), w, recording().cost);
    expect(whole.preemptions).toBe(0);
    expect(completed(whole.requests)).toBe(100);
    expect(whole.peakKvBlocks).toBeLessThanOrEqual(300);
    const chunk = simulate(config({ ...tight, admission: "chunk" }), w, recording().cost);
    expect(chunk.preemptions).toBeGreaterThan(0);
    expect(completed(chunk.requests)).toBe(100);
  });

  it("admits fewer requests at once: the mean batch is smaller than under chunk admission", () => {
    const mean = (admission: "chunk" | "whole-request") => {
      const r = simulate(config({ ...tight, admission }), w, recording().cost);
      return r.runningArea / r.busySeconds;
    };
    expect(mean("whole-request")).toBeLessThan(mean("chunk"));
  });
});

describe("engine profiles' scheduler blocks", () => {
  const run = (engine: string, hardware: string, knobs = {}) => {
    const result = simulateServing({
      model: "qwen3-8b",
      hardware,
      engine,
      cwd: ROOT,
      workload: {
        arrivals: { kind: "poisson", rate: 2 },
        isl: { kind: "fixed", tokens: 200 },
        osl: { kind: "fixed", tokens: 20 },
        requests: 20,
        seed: 0,
      },
      knobs,
    });
    if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
    return result.report.scheduler;
  };

  it("SGLang takes its chunked_prefill_size by device memory and prefill-first batches", () => {
    expect(run("sglang", "rtx-4090").maxBatchedTokens.value).toBe(4096);
    expect(run("sglang", "h100-sxm").maxBatchedTokens.value).toBe(8192);
    const s = run("sglang", "h100-sxm");
    expect(s.batching.value).toBe("prefill-first");
    expect(s.batching.source).toContain("001067fffe33427bee0ed2f007fb7551a1d76b44");
    expect(s.blockSize.value).toBe(1);
  });

  it("TensorRT-LLM: whole prompts, whole-request admission, 32-token blocks, KV share of free memory", () => {
    const s = run("tensorrt-llm", "h100-sxm");
    expect([s.batching.value, s.chunkedPrefill.value, s.admission.value]).toEqual([
      "mixed",
      false,
      "whole-request",
    ]);
    expect(s.blockSize.value).toBe(32);
    expect(s.kvBlocks.source).toContain("free memory share 0.9");
    // 0.9 of free memory, (C − W)·0.9, leaves 0.1·W more for KV than 0.9 of device memory less the weights, C·0.9 − W
    // (vLLM's rule, same 32-token blocks). Qwen3-8B: 16.4 GB of BF16 weights, so 1.64 GB; a block is 32 tokens × 36
    // layers × 8 KV heads × 128 × 2 (K, V) × 2 bytes = 4.72 MB: ~347 blocks.
    const device = run("vllm", "h100-sxm", { blockSize: 32 });
    const more = s.kvBlocks.value - device.kvBlocks.value;
    expect(more).toBeGreaterThan(330);
    expect(more).toBeLessThan(365);
  });

  it("flags override each policy row and say so", () => {
    const s = run("sglang", "h100-sxm", {
      batching: "mixed",
      chunkedPrefill: false,
      admission: "whole-request",
    });
    expect([s.batching.value, s.chunkedPrefill.value, s.admission.value]).toEqual([
      "mixed",
      false,
      "whole-request",
    ]);
    expect(s.batching.source).toBe("--batching (command line)");
  });

  it("vLLM's profile states none of the rows: vLLM V1's behaviour, said in each source", () => {
    const s = run("vllm", "h100-sxm");
    expect([s.batching.value, s.chunkedPrefill.value, s.admission.value]).toEqual(["mixed", true, "chunk"]);
    expect(s.admission.source).toContain("not stated by the profile");
  });
});
