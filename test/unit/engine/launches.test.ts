// What each engine launches by default: its own fusion file, its quantize kernels, its FP8 GEMM tile, its KV copies.
import { describe, expect, it } from "vitest";
import { type AnalyzeOptions, analyze } from "../../../src/app/report.ts";
import type { RunSpec } from "../../../src/pipeline.ts";
import { ROOT } from "../../helpers.ts";

type Precision = NonNullable<AnalyzeOptions["preset"]>;

const report = (engine: string, precision: Precision, hardware: string, runs: RunSpec[]) => {
  const r = analyze({
    model: "llama-3.1-8b",
    hardware: [hardware],
    runs,
    context: 1024,
    cwd: ROOT,
    engine,
    preset: precision,
  });
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.report) throw new Error(`test setup: ${errors.map((d) => d.message).join("; ")}`);
  return r.report;
};
const table = (engine: string, precision: Precision, hardware: string, rows = 1) =>
  report(engine, precision, hardware, [{ mode: "multi", rows }]).tables[0] as NonNullable<
    ReturnType<typeof report>["tables"][number]
  >;
const site = (t: ReturnType<typeof table>, name: string) => {
  const row = t.sites.find((s) => s.site === name);
  if (!row) throw new Error(`test setup: no site ${name} (have ${t.sites.map((s) => s.site).join(", ")})`);
  return row;
};

describe("engines launch what their sources say", () => {
  it("each engine runs its own fusion file by default", () => {
    for (const engine of ["vllm", "sglang", "tensorrt-llm", "pytorch", "gpt-fast"])
      expect(report(engine, "bf16", "h200-sxm", [{ mode: "multi", rows: 1 }]).fusions?.engine).toBe(engine);
  });

  // Llama-3.1-8B has 32 layers; embed, the last add + final norm (one kernel), lm_head and argmax add 4 per step.
  // vLLM per layer: add+norm(+quant) ×2, qkv, rope, KV write, attention, o_proj, gate/up, SiLU·mul(+quant), down = 10,
  // and in FP8 the attention output's quantize kernel = 11. SGLang: the same 10, and in FP8 a quantize kernel before
  // each of the four GEMMs = 14. TensorRT-LLM: RoPE and the KV append are one kernel = 9; in FP8 a quantize kernel
  // before qkv, gate/up and down (attention writes o_proj's FP8 input) = 12. PyTorch: two KV copies = 11.
  it.each([
    ["vllm", "bf16", 32 * 10 + 4],
    ["vllm", "fp8", 32 * 11 + 4],
    ["sglang", "bf16", 32 * 10 + 4],
    ["sglang", "fp8", 32 * 14 + 4],
    ["tensorrt-llm", "bf16", 32 * 9 + 4],
    ["tensorrt-llm", "fp8", 32 * 12 + 4],
    ["pytorch", "bf16", 32 * 11 + 4],
  ] as const)("%s %s launches %i kernels a decode step", (engine, precision, kernels) => {
    expect(table(engine, precision, "h200-sxm").fusion?.kernels).toBe(kernels);
  });

  it("an FP8 quantize kernel of its own adds an elementwise kernel's time where the engine does not fuse it", () => {
    const vllm = table("vllm", "fp8", "h200-sxm");
    const trt = table("tensorrt-llm", "fp8", "h200-sxm");
    const sglang = table("sglang", "fp8", "h200-sxm");
    // TensorRT-LLM's attention op writes FP8 itself; vLLM and SGLang quantize its output after it.
    const attention = (t: ReturnType<typeof table>) => site(t, "attn.attention").expectedSeconds ?? 0;
    expect(attention(vllm)).toBeGreaterThan(attention(trt) + 1e-6);
    expect(attention(sglang)).toBeCloseTo(attention(vllm), 12);
    // SGLang's norm writes BF16 and quantizes after; vLLM's Inductor kernel quantizes in place: same group, more time.
    const norm = (t: ReturnType<typeof table>) =>
      t.sites
        .filter((s) => s.op === "rms_norm")
        .reduce((sum, s) => sum + (s.expectedSeconds ?? 0) * s.count, 0);
    expect(norm(sglang)).toBeGreaterThan(norm(vllm));
    // In BF16 nothing is quantized: vLLM and SGLang launch the same kernels and take the same time.
    expect(table("sglang", "bf16", "h200-sxm").expectedSeconds).toBeCloseTo(
      table("vllm", "bf16", "h200-sxm").expectedSeconds ?? 0,
      12,
    );
  });

  it("vLLM's FP8 GEMM computes 16 rows for fewer on Hopper, not past 16 rows and not on other devices", () => {
    const qkv = (engine: string, hw: string, rows: number) =>
      site(table(engine, "fp8", hw, rows), "attn.qkv").expectedSeconds ?? 0;
    expect(qkv("vllm", "h200-sxm", 1)).toBeGreaterThan(qkv("sglang", "h200-sxm", 1));
    expect(qkv("vllm", "h200-sxm", 64)).toBeCloseTo(qkv("sglang", "h200-sxm", 64), 12);
    expect(qkv("vllm", "b200", 1)).toBeCloseTo(qkv("sglang", "b200", 1), 12);
  });

  it("the three serving engines give three answers for Llama-3.1-8B FP8 on the H200", () => {
    const times = ["vllm", "sglang", "tensorrt-llm"].map((e) => table(e, "fp8", "h200-sxm").expectedSeconds);
    expect(new Set(times).size).toBe(3);
  });
});
