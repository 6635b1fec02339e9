import { describe, expect, it } from "vitest";
import { compare } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

// Published serving throughput against the serve stage's tokens/s per GPU. Source: TensorRT-LLM
// docs/source/blogs/H200launch.md, "H200 FP8 Max throughput" table (TensorRT-LLM v0.5.0, one H200, FP8,
// Llama-2-70B, output tokens/s per GPU). Those runs are static batches: the batch's prefills, then osl decode
// steps. The serve stage's slot cycle, TTFT + (osl − 1)·ITL summed over a batch, is b·prefill + (osl − 1 +
// chunks)·decode step: the same work, so the two compare. We cost llama-3.1-70b (Llama-2-70B's layers; a
// 128k vocabulary instead of 32k, a few % more bytes per decode step). Tolerance ±30 %: a roofline expected
// time with no engine overheads beyond launch and step cost reads high; the errors are reported, not hidden.
const POINTS = [
  { isl: 2048, osl: 128, batch: 64, measured: 341 },
  { isl: 2048, osl: 128, batch: 32, measured: 303 },
  { isl: 128, osl: 128, batch: 512, measured: 3014 },
] as const;

describe("serving throughput vs TensorRT-LLM H200 FP8 (Llama-70B, TP1)", () => {
  it.each(POINTS)("isl $isl, osl $osl, batch $batch: $measured tok/s per GPU within ±30 %", (p) => {
    const result = compare({
      model: "llama-3.1-70b",
      hardware: ["h200-sxm"],
      precisions: ["fp8"],
      runs: [],
      context: p.isl + p.osl,
      workload: { isl: p.isl, osl: p.osl, concurrency: p.batch, chunk: 8192 },
      cwd: ROOT,
    });
    const row = result.compare?.workload?.rows.find((r) => r.precision === "fp8" && r.batch === p.batch);
    expect(row?.fits).toBe(true);
    expect(row?.rankedBy).toBe("expected");
    const ratio = (row?.tokensPerSecondPerDevice ?? 0) / p.measured;
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.3);
  });
});
