// Shard arithmetic per role, pinned on bundled models whose dims come from their config.json (circuits/models/*).
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.ts";
import type { Layout } from "../../../src/ir/index.ts";
import type { ReportModel } from "../../../src/report/index.ts";
import { headsPerRank } from "../../../src/shard/index.ts";
import { vocabShare } from "../../../src/shard/rows.ts";
import { ROOT } from "../../helpers.ts";

const report = (model: string, parallel?: Layout, rows = 1, hardware = "h100-sxm"): ReportModel => {
  const r = analyze({
    model,
    hardware: [hardware],
    runs: [{ mode: "multi", rows }],
    context: 4096,
    fusions: "none",
    cwd: ROOT,
    ...(parallel ? { parallel } : {}),
  });
  if (!r.report) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.report;
};
const site = (r: ReportModel, name: string) => {
  const s = r.tables[0]?.sites.find((x) => x.site === name);
  if (!s) throw new Error(`test setup: no site ${name}`);
  return s;
};
const tp = (n: number): Layout => ({ tp: n, ep: 1, pp: 1 });
const BF16 = 2;

describe("headsPerRank (vLLM's rule for heads over TP ranks)", () => {
  it.each([
    [32, 4, 8],
    [8, 8, 1],
    [8, 16, 1], // fewer KV heads than ranks: one head per rank, replicated
    [1, 8, 1], // heads: "1" keeps an edge whole on every rank (MLA's latent)
    [12, 8, undefined],
  ])("%i heads over %i ranks → %s per rank", (heads, ways, per) => {
    expect(headsPerRank(heads, ways)).toBe(per);
  });
});

// Llama-3.1-8B: hidden 4096, 32 q heads, 8 KV heads of 128, inter 14336, vocab 128256, 32 layers, BF16.
describe("dense GQA linears by role (llama-3.1-8b)", () => {
  const one = report("llama-3.1-8b");
  const four = report("llama-3.1-8b", tp(4));
  const sixteen = report("llama-3.1-8b", tp(16));

  it("column: the fused qkv holds q_heads/tp + 2·kv_heads/tp heads per rank", () => {
    expect(site(one, "attn.qkv").bytesSplit.weight).toBe((32 + 16) * 128 * 4096 * BF16 * 32);
    expect(site(four, "attn.qkv").bytesSplit.weight).toBe((8 + 4) * 128 * 4096 * BF16 * 32);
    expect(site(four, "attn.qkv").flops).toBe(site(one, "attn.qkv").flops / 4);
  });
  it("GQA with kv_heads < tp: one KV head per rank, replicated", () => {
    expect(site(sixteen, "attn.qkv").bytesSplit.weight).toBe((2 + 2) * 128 * 4096 * BF16 * 32);
    // KV cache per sequence: 2 caches × 1 head × 128 × 4096 tokens × 32 layers.
    expect(sixteen.memory[0]?.kvBytesPerSequence).toBe(2 * 1 * 128 * 4096 * BF16 * 32);
    expect(four.memory[0]?.kvBytesPerSequence).toBe(2 * 2 * 128 * 4096 * BF16 * 32);
  });
  it("row: down reads inter/tp columns and an all-reduce of n × hidden follows", () => {
    expect(site(four, "ffn.down").bytesSplit.weight).toBe(4096 * (14336 / 4) * BF16 * 32);
    const ar = site(four, "ffn.down.all_reduce");
    expect(ar.op).toBe("all_reduce");
    expect(ar.count).toBe(32);
    expect(ar.linkBytes).toBe(1 * 4096 * BF16 * 32);
    expect(site(four, "attn.o_proj.all_reduce").count).toBe(32);
    expect(one.tables[0]?.sites.some((s) => s.op === "all_reduce")).toBe(false);
  });
  it("vocab: the head holds vocab/tp rows and all-gathers the logits; the embedding all-reduces its gather", () => {
    expect(site(four, "head.lm_head").bytesSplit.weight).toBe((128256 / 4) * 4096 * BF16);
    expect(site(four, "head.lm_head.all_gather").linkBytes).toBe(128256 * BF16);
    expect(site(four, "embed.embed_tokens.all_reduce").linkBytes).toBe(4096 * BF16);
  });
  it("resident weights per device: every sharded weight divides by tp, the norms stay whole", () => {
    const whole = one.memory[0]?.weightBytes ?? 0;
    const norms = (2 * 32 + 1) * 4096 * BF16;
    expect(four.memory[0]?.weightBytes).toBeCloseTo((whole - norms) / 4 + norms, 0);
    expect(four.parallel).toEqual({ tp: 4, ep: 1, pp: 1, devices: 4 });
    expect(four.tables[0]?.fit.devicesNeeded).toBe(4);
  });
  it("without --parallel the report carries no parallel or communication field", () => {
    expect(one.parallel).toBeUndefined();
    expect(one.tables[0]?.communication).toBeUndefined();
    expect(four.tables[0]?.communication?.share).toBeGreaterThan(0);
  });
  it("pipeline stages hold layers/pp; a step is pp stage slots of one micro-batch, so one sequence gains no speed", () => {
    const two = report("llama-3.1-8b", { tp: 1, ep: 1, pp: 2 });
    // 16 layers per stage, run in 2 slots per step; the residual stream crosses a boundary once per slot.
    expect(site(two, "ffn.down").count).toBe(16 * 2);
    expect(site(two, "pipeline.send_recv").linkBytes).toBe(4096 * BF16 * 2);
    expect(two.memory[0]?.weightBytes).toBeLessThan((one.memory[0]?.weightBytes ?? 0) * 0.6);
    const t1 = one.tables[0]?.expectedSeconds ?? 0;
    const t2 = two.tables[0]?.expectedSeconds ?? 0;
    expect(t2).toBeGreaterThan(t1);
    expect(t2).toBeLessThan(t1 * 1.05);
  });
  it("with 64 sequences pp=2 runs micro-batches of 32 and holds the KV cache of all 64 for half the layers", () => {
    const a = report("llama-3.1-8b", undefined, 64);
    const b = report("llama-3.1-8b", { tp: 1, ep: 1, pp: 2 }, 64);
    // 16 layers × 2 slots × 32 sequences: half the attention, the other stage does the rest.
    expect(site(b, "attn.attention").flops).toBe(site(a, "attn.attention").flops / 2);
    expect(b.tables[0]?.fit.neededBytes).toBeLessThan((a.tables[0]?.fit.neededBytes ?? 0) * 0.6);
    expect(b.tables[0]?.expectedSeconds ?? 1).toBeLessThan(a.tables[0]?.expectedSeconds ?? 0);
  });
});

// DeepSeek-V3: 128 heads, kv_lora_rank 512 + rope 64 latent per token, 61 layers, 256 experts top-8, FP8 weights.
describe("MLA and routed experts (deepseek-v3, qwen3-30b-a3b)", () => {
  it("MLA's latent cache is replicated on every TP rank; q_b splits its heads", () => {
    const one = report("deepseek-v3", undefined, 1, "b200");
    const eight = report("deepseek-v3", tp(8), 1, "b200");
    expect(eight.memory[0]?.kvBytesPerSequence).toBe(one.memory[0]?.kvBytesPerSequence);
    expect(site(eight, "attn.q_b").bytesSplit.weight).toBeCloseTo(
      site(one, "attn.q_b").bytesSplit.weight / 8,
      -3,
    );
    expect(site(eight, "attn.attention").flops).toBe(site(one, "attn.attention").flops / 8);
  });
  // Qwen3-30B-A3B: 128 experts, top-8, moe_inter 768, hidden 2048, 48 layers.
  it("experts over EP ranks: E/ep experts each, T·k/ep pairs; DP attention dispatches and combines by all-to-all", () => {
    const one = report("qwen3-30b-a3b", undefined, 64);
    const ep8 = report("qwen3-30b-a3b", { tp: 1, ep: 8, pp: 1 }, 64);
    expect(site(ep8, "moe.experts_gate_up").flops).toBeCloseTo(site(one, "moe.experts_gate_up").flops / 8, 0);
    const dispatch = site(ep8, "moe.experts_gate_up.dispatch.all_to_all");
    // Each of 8 attention replicas holds 64/8 = 8 sequences; each token goes to 8 experts.
    expect(dispatch.linkBytes).toBe(8 * 8 * 2048 * BF16 * 48);
    expect(site(ep8, "moe.experts_down.combine.all_to_all").count).toBe(48);
    // E·(1−(1−k/E)^T) distinct experts over E/ep local ones: the hit share is the same, the bytes 1/ep.
    expect(site(ep8, "moe.experts_gate_up").bytesSplit.weight).toBeCloseTo(
      site(one, "moe.experts_gate_up").bytesSplit.weight / 8,
      0,
    );
  });
  it("experts over the TP group (tp ≥ ep): every rank holds every token and one all-reduce adds the experts' outputs", () => {
    const tp8ep8 = report("qwen3-30b-a3b", { tp: 8, ep: 8, pp: 1 }, 64);
    expect(site(tp8ep8, "moe.experts_down.all_reduce").linkBytes).toBe(64 * 2048 * BF16 * 48);
    expect(tp8ep8.tables[0]?.sites.some((s) => s.op === "all_to_all")).toBe(false);
  });
});

describe("layouts that do not divide", () => {
  it.each<[string, Layout, string]>([
    ["llama-3.1-8b", tp(3), "attn.qkv: output q heads is 32, which does not divide over tp=3"],
    [
      "qwen3-30b-a3b",
      { tp: 1, ep: 3, pp: 1 },
      "experts (weight count) is 128, which does not divide over ep=3",
    ],
  ])("%s at %j is SHARD_INDIVISIBLE", (model, parallel, message) => {
    const r = analyze({
      model,
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 128,
      fusions: "none",
      cwd: ROOT,
      parallel,
    });
    expect(r.report).toBeUndefined();
    expect(r.diagnostics.map((d) => d.code)).toContain("SHARD_INDIVISIBLE");
    expect(r.diagnostics.map((d) => d.message).join("\n")).toContain(message);
  });
});

describe("collectives in the Venn report", () => {
  it("are no kernel of the engine's: unclassified and never in the work list", () => {
    const r = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      fusions: "none",
      cwd: ROOT,
      kernels: "engine",
      parallel: tp(2),
    }).report;
    const collectives = r?.tables[0]?.sites.filter((s) => s.linkBytes !== undefined) ?? [];
    expect(collectives.map((s) => s.class)).toEqual([null, null, null, null]);
    expect(r?.venn?.workList.novelKernels.flatMap((k) => k.sites).some((s) => s.includes("all_"))).toBe(
      false,
    );
  });
});

describe("a vocabulary that does not divide over tp", () => {
  it("is padded as vLLM pads it: to a multiple of 64, then split", () => {
    expect(vocabShare(128_256, 2)).toBe(64_128);
    // Hunyuan-A13B: 128,167 rows pad to 128,192, 64,096 a rank.
    expect(vocabShare(128_167, 2)).toBe(64_096);
    expect(vocabShare(128_167, 8)).toBe(16_024);
    // Where the 64-padded size still does not divide (tp=3), each rank holds the ceiling of its share.
    expect(vocabShare(128_167, 3)).toBe(42_723);
  });

  it("shards Hunyuan-A13B at tp=2 instead of refusing it", () => {
    const r = analyze({
      model: "hunyuan-a13b",
      hardware: ["h200-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 128,
      fusions: "none",
      cwd: ROOT,
      parallel: { tp: 2, ep: 1, pp: 1 },
    });
    expect(r.diagnostics.map((d) => d.code)).not.toContain("SHARD_INDIVISIBLE");
    expect(r.report).toBeDefined();
  });
});
