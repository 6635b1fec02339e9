// What each engine launches by default: its own fusion file, its quantize kernels, its FP8 GEMM tile, its KV copies.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type AnalyzeOptions, analyze } from "../../../src/app/report.ts";
import { costStep, type ServeSetting } from "../../../src/cost/index.ts";
import { normalizeEngine, serveSetting } from "../../../src/engine/index.ts";
import { type Format, parseFormat } from "../../../src/formats/index.ts";
import { normalizeProfile } from "../../../src/hardware/index.ts";
import type { ConcreteNode } from "../../../src/ir/index.ts";
import type { RunSpec } from "../../../src/pipeline.ts";
import { validateEngine, validateHardware } from "../../../src/validate/index.ts";
import { ROOT } from "../../helpers.ts";

const loadEngine = (id: string) => {
  const file = `engines/${id}.engine.yaml`;
  const { value } = validateEngine(parse(readFileSync(join(ROOT, file), "utf8")), file);
  if (!value) throw new Error(`test setup: ${file}`);
  return normalizeEngine(value, file);
};
const loadProfile = (id: string) => {
  const file = `hardware/${id}.hw.yaml`;
  const { value } = validateHardware(parse(readFileSync(join(ROOT, file), "utf8")), file);
  if (!value) throw new Error(`test setup: ${file}`);
  return normalizeProfile(value, file);
};
const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name}`);
  return parsed.format;
};
/** Llama-3.1-8B's qkv projection in the fp8 preset (fp8/channel weights, fp8/token activations). */
const fp8Linear = (rows: number): ConcreteNode => ({
  site: "attn.qkv",
  op: "linear",
  count: 32,
  ins: [{ edge: "xn", rows, cols: 4096, format: fmt("fp8/token") }],
  outs: [{ edge: "qkv", rows, cols: 6144, format: fmt("bf16") }],
  weight: { name: "qkv_proj", rows: 6144, cols: 4096, count: 1, format: fmt("fp8/channel") },
  states: [],
  params: {},
});

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
      expect(report(engine, "bf16", "h100-pcie", [{ mode: "multi", rows: 1 }]).fusions?.engine).toBe(engine);
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
    expect(table(engine, precision, "h100-pcie").fusion?.kernels).toBe(kernels);
  });

  // vLLM's sparse_attn_indexer (c30af86) at decode: indexer_k_quant_and_cache (the circuit's index_k_write, a
  // kv_write), fp8_paged_mqa_logits and top_k_per_row_decode (the dsa_indexer node, two kernels): three a layer.
  it("DeepSeek-V3.2 decode under vLLM launches the indexer's three kernels a layer; SGLang states one per node", () => {
    const dsa = (engine: string) => {
      const t = analyze({
        model: "deepseek-v3.2",
        hardware: ["h200-sxm"],
        runs: [{ mode: "multi", rows: 1 }],
        context: 4096,
        cwd: ROOT,
        engine,
        preset: "bf16",
      }).report?.tables[0];
      if (!t) throw new Error("test setup: no DeepSeek-V3.2 table");
      const sites = t.sites.reduce((n, s) => n + s.count, 0);
      return { t, extra: (t.fusion?.kernels ?? 0) - sites };
    };
    const vllm = dsa("vllm");
    const indexer = site(vllm.t, "attn.indexer");
    const write = site(vllm.t, "attn.index_k_write");
    expect([indexer.op, write.op]).toEqual(["dsa_indexer", "kv_write"]);
    expect(indexer.count).toBe(61);
    expect(write.count).toBe(61);
    // In BF16 nothing is quantized: the only launches beyond one per site are the indexer's second kernels.
    expect(vllm.extra).toBe(indexer.count);
    expect(write.count + 2 * indexer.count).toBe(3 * 61);
    const sglang = dsa("sglang");
    expect(sglang.extra).toBe(0);
    // The second kernel pays its own fixed cost.
    expect(indexer.expectedSeconds ?? 0).toBeGreaterThan(site(sglang.t, "attn.indexer").expectedSeconds ?? 0);
  });

  // Each engine names its attention backend per device class (vLLM: cuda.py priorities and fa_utils; SGLang: its
  // attention-backend document; TensorRT-LLM: attn_backend TRTLLM; PyTorch: SDPA). The name moves no time: where the
  // engine's measured table covers the device the table times it, elsewhere the device's own attention terms do.
  it.each([
    ["vllm", "a100-sxm-80gb", /FlashAttention 2/, "attention_prefill"],
    ["vllm", "l40s", /FlashAttention 2/, "attention_prefill"],
    ["vllm", "h200-sxm", /FlashAttention 3/, "engine_attention"],
    ["vllm", "b200", /FLASHINFER/, "engine_attention"],
    ["sglang", "rtx-4090", /flashinfer/, "attention_prefill"],
    ["sglang", "h100-sxm", /fa3/, "engine_attention"],
    ["tensorrt-llm", "l4", /TRTLLM/, "attention_prefill"],
    ["tensorrt-llm", "h200-sxm", /TRTLLM/, "engine_attention"],
    ["pytorch", "h200-sxm", /cuDNN/, "attention_prefill"],
    ["pytorch", "a100-sxm-80gb", /FlashAttention 2/, "attention_prefill"],
  ] as const)(
    "%s on %s names its prefill attention and the term that times it",
    (engine, hw, backend, term) => {
      // A prefill from the first token (context = the prompt): the run a framework's prefill table answers.
      const r = analyze({
        model: "llama-3.1-8b",
        hardware: [hw],
        runs: [{ mode: "single", rows: 2048 }],
        context: 2048,
        cwd: ROOT,
        engine,
        preset: "bf16",
      }).report;
      if (!r) throw new Error("test setup: no report");
      const row = r.engine?.attention?.find((a) => a.hardware === hw);
      expect(row?.prefill).toMatch(backend);
      expect(row?.source).toMatch(/^https:\/\/github\.com\/|measurements\//);
      expect(row?.terms.prefill).toBe(term);
      expect(row?.table !== undefined).toBe(term === "engine_attention");
      const seconds = r.tables[0]?.expectedTerms?.find((x) => x.term === term)?.seconds ?? 0;
      expect(seconds).toBeGreaterThan(0);
    },
  );

  it("SGLang names no backend on Blackwell, where its cited document names no default", () => {
    expect(report("sglang", "bf16", "b200", [{ mode: "multi", rows: 1 }]).engine?.attention).toBeUndefined();
  });

  it("an FP8 quantize kernel of its own adds an elementwise kernel's time where the engine does not fuse it", () => {
    const vllm = table("vllm", "fp8", "h100-pcie");
    const trt = table("tensorrt-llm", "fp8", "h100-pcie");
    const sglang = table("sglang", "fp8", "h100-pcie");
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
    expect(table("sglang", "bf16", "h100-pcie").expectedSeconds).toBeCloseTo(
      table("vllm", "bf16", "h100-pcie").expectedSeconds ?? 0,
      12,
    );
  });

  it("vLLM's FP8 GEMM computes 16 rows for fewer on Hopper, not past 16 rows and not on other devices", () => {
    const vllm = serveSetting(loadEngine("vllm"));
    const without = { ...vllm, gemmMinRows: [] };
    const qkv = (rows: number, hw: string, serve: ServeSetting) =>
      costStep(
        [fp8Linear(rows)],
        { mode: "multi", rows, sequences: rows, context: 1024 },
        loadProfile(hw),
        serve,
      ).costs[0]?.expectedSeconds ?? 0;
    expect(vllm.gemmMinRows?.[0]).toMatchObject({ lane: "fp8", rows: 16 });
    expect(qkv(1, "h200-sxm", vllm)).toBeGreaterThan(qkv(1, "h200-sxm", without));
    expect(qkv(64, "h200-sxm", vllm)).toBe(qkv(64, "h200-sxm", without));
    expect(qkv(1, "b200", vllm)).toBe(qkv(1, "b200", without));
  });

  it("the three serving engines give three answers for Llama-3.1-8B FP8 on the H100 PCIe (no framework tables: the engines' own launch rows decide)", () => {
    const times = ["vllm", "sglang", "tensorrt-llm"].map((e) => table(e, "fp8", "h100-pcie").expectedSeconds);
    expect(new Set(times).size).toBe(3);
  });
});
