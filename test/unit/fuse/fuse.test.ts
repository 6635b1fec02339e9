// Fusion groups (issue 11): the internal bytes of each fusion kind against hand arithmetic from the model's dims,
// one kernel and one launch per group, and every node of every bundled model counted exactly once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { groupSiteName } from "../../../src/fuse/index.ts";
import { type AnalyzeOptions, analyze } from "../../../src/index.ts";
import type { ReportModel } from "../../../src/report/index.ts";
import { connectedParts } from "../../../src/validate/fusions.ts";
import { ROOT } from "../../helpers.ts";

const BF16 = 2;
const F32 = 4;
const CONTEXT = 4096;

function run(options: Partial<AnalyzeOptions> & Pick<AnalyzeOptions, "model">, isFused = true): ReportModel {
  const result = analyze({
    hardware: ["h100-sxm"],
    runs: [{ mode: "single", rows: 2048 }],
    context: CONTEXT,
    fusions: isFused ? "ideal" : "none",
    cwd: ROOT,
    ...options,
  });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
  return result.report;
}

const siteOf = (report: ReportModel, site: string) => {
  const found = report.tables[0]?.sites.find((s) => s.site === site);
  if (!found?.fusion) throw new Error(`test setup: no fused row ${site}`);
  return found as typeof found & { fusion: NonNullable<typeof found.fusion> };
};

describe("internal bytes per fusion kind (llama-3.1-8b: hidden 4096, inter 14336, 32 q / 8 kv heads × 128, 32 layers)", () => {
  const n = 2048;
  const llama = run({ model: "llama-3.1-8b" });

  it("gate_up + SiLU·mul: the n × 2·inter BF16 gate/up output is neither written nor read", () => {
    const s = siteOf(llama, "ffn.gate_up+act");
    expect(s.fusion.group).toBe("gate_up_silu");
    expect(s.count).toBe(32);
    expect(s.fusion.internalBytes).toBe(32 * 2 * n * 2 * 14336 * BF16);
    expect(s.fusion.intermediateBytes).toBe(0);
  });

  it("RoPE + KV write + attention: rotated q and k stay on chip; the score matrix is shown as in-op", () => {
    const s = siteOf(llama, "attn.rope+kv_write+attention");
    expect(s.fusion.group).toBe("rope_attention");
    // qr (n × 32·128) read by attention, kr (n × 8·128) read by kv_write: each written once and read once.
    expect(s.fusion.internalBytes).toBe(32 * 2 * (n * 32 * 128 + n * 8 * 128) * BF16);
    // S and P: n × heads × the tokens each row sees, each written and read once (FlashAttention §2.2, Algorithm 0);
    // causal, the chunk's rows see 2,049 … 4,096 tokens, mean CONTEXT − (n − 1)/2.
    const seen = CONTEXT - (n - 1) / 2;
    expect(s.fusion.intermediateBytes).toBe(32 * 4 * n * 32 * seen * BF16);
    // QKᵀ + AV (4·n·seen·q_heads·head_dim) plus 5 softmax FLOPs per score, and RoPE's 3 per rotated value.
    const attention = 4 * n * seen * 32 * 128;
    const softmax = 5 * n * 32 * seen;
    const rope = 3 * n * (32 + 8) * 128;
    expect(s.flops).toBe(32 * (attention + softmax + rope));
    expect(s.fusion.unfused.flops).toBe(32 * (attention + rope));
    expect(s.fusion.unfused.kernels).toBe(32 * 3);
  });

  it("residual add + RMSNorm: the norm no longer reads the sum, which is still written for the next add", () => {
    const s = siteOf(llama, "attn.residual+ffn.post_norm");
    expect(s.fusion.group).toBe("fused_add_rms_norm");
    expect(s.fusion.internalBytes).toBe(32 * n * 4096 * BF16);
    // Across layers: the MLP's residual feeds the next layer's input norm (31 times) and the final norm (once).
    expect(siteOf(llama, "ffn.residual+attn.input_norm").count).toBe(31);
    expect(siteOf(llama, "ffn.residual+head.final_norm").count).toBe(1);
  });

  it("one kernel per group: 388 kernels unfused (12 per layer + 4), 228 fused; the step's bytes drop by the internal bytes", () => {
    const t = llama.tables[0];
    expect(t?.fusion?.unfusedKernels).toBe(388);
    // 7 kernels a layer; layer 0's input norm runs alone and the last residual joins the final norm; embed, lm_head, argmax.
    expect(t?.fusion?.kernels).toBe(7 * 32 - 1 + 1 + 1 + 3);
    const fusedBytes = t?.sites.reduce((sum, s) => sum + s.bytes, 0) ?? 0;
    expect(fusedBytes + (t?.fusion?.internalBytes ?? 0)).toBeCloseTo(t?.fusion?.unfusedBytes ?? 0, 0);
  });

  it("a group's floor is one roofline over its external bytes and all its FLOPs", () => {
    const s = siteOf(llama, "ffn.gate_up+act");
    const hw = llama.hardware[0];
    if (!hw) throw new Error("test setup: no hardware");
    const perRun = { bytes: s.bytes / s.count, flops: s.flops / s.count };
    const floor = Math.max(perRun.bytes / hw.bytesPerSecond, perRun.flops / (hw.peaks.bf16 ?? 0));
    expect(s.floorSeconds / s.count).toBeCloseTo(floor, 12);
    expect(s.floorSeconds).toBeLessThan(s.fusion.unfused.floorSeconds);
  });

  it("the unfused step equals the report without --fusions", () => {
    const plain = run({ model: "llama-3.1-8b" }, false);
    const t = llama.tables[0];
    expect(t?.fusion?.unfusedFloorSeconds).toBeCloseTo(plain.tables[0]?.floorSeconds ?? 0, 12);
    expect(t?.fusion?.unfusedExpectedSeconds).toBeCloseTo(plain.tables[0]?.expectedSeconds ?? 0, 12);
    expect(plain.tables[0]?.fusion).toBeUndefined();
    expect(plain.fusions).toBeUndefined();
  });
});

describe("MoE and quantized fusion kinds (qwen3-30b-a3b: hidden 2048, 128 experts, top-8, moe_inter 768)", () => {
  const n = 2048;
  const qwen = run({ model: "qwen3-30b-a3b" });

  it("experts' gate/up + SiLU·mul: the n·top_k × 2·moe_inter output stays on chip", () => {
    const s = siteOf(qwen, "moe.experts_gate_up+experts_act");
    expect(s.fusion.group).toBe("moe_gate_up_silu");
    expect(s.fusion.internalBytes).toBe(48 * 2 * n * 8 * 2 * 768 * BF16);
  });

  it("router + top-k: one kernel whose n × experts F32 logits are never written", () => {
    const s = siteOf(qwen, "moe.router");
    expect(s.fusion.group).toBe("moe_router_topk");
    expect(s.fusion.unfused.kernels).toBe(48);
    expect(s.fusion.internalBytes).toBe(0);
    expect(s.fusion.intermediateBytes).toBe(48 * 2 * n * 128 * F32);
  });

  it("QK-norm + RoPE + KV write + attention: q, k and their normed and rotated copies stay on chip", () => {
    const s = siteOf(qwen, "attn.qk_norm+rope+kv_write+attention");
    expect(s.fusion.group).toBe("qk_norm_rope_attention");
    // qn, kn (read by rope) and qr (attention), kr (kv_write): each written once and read once.
    const q = n * 32 * 128;
    const k = n * 4 * 128;
    expect(s.fusion.internalBytes).toBe(48 * 2 * 2 * (q + k) * BF16);
  });

  it("with FP8 activations, residual + RMSNorm quantizes in the same kernel: the BF16 copy before the quant is in-op", () => {
    const fp8 = run({ model: "qwen3-30b-a3b", preset: "fp8" });
    const s = siteOf(fp8, "attn.residual+moe.post_norm");
    expect(s.fusion.group).toBe("fused_add_rms_norm_quant");
    expect(s.fusion.internalBytes).toBe(48 * n * 2048 * BF16);
    expect(s.fusion.intermediateBytes).toBe(48 * 2 * n * 2048 * BF16);
  });
});

describe("every node is counted once", () => {
  it.each([
    "llama-3.1-8b",
    "qwen3-30b-a3b",
    "deepseek-v3",
    "gpt-oss-20b",
    "qwen3-next-80b-a3b",
    "gemma-3-27b",
    "nemotron-h-8b",
  ])("%s: node runs per site, fused or not, add up to the unfused count", (model) => {
    const report = run({ model, runs: [{ mode: "multi", rows: 1 }] });
    const plain = run({ model, runs: [{ mode: "multi", rows: 1 }] }, false);
    const counted = new Map<string, number>();
    for (const s of report.tables[0]?.sites ?? []) {
      for (const member of s.fusion?.members ?? [s.site])
        counted.set(member, (counted.get(member) ?? 0) + s.count);
    }
    const expected = new Map((plain.tables[0]?.sites ?? []).map((s) => [s.site, s.count]));
    expect(Object.fromEntries([...counted].sort())).toEqual(Object.fromEntries([...expected].sort()));
  });
});

describe("repeated layers", () => {
  const dir = mkdtempSync(join(tmpdir(), "venn-fuse-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a billion layers are matched as three copies: counts come out exact without laying every layer out", () => {
    const model = join(dir, "deep.model.yaml");
    const text = readFileSync(join(ROOT, "circuits/models/llama-3.1-8b.model.yaml"), "utf8");
    writeFileSync(model, text.replace("layers: 32 ", "layers: 1000000000 "));
    const report = run({ model, runs: [{ mode: "multi", rows: 1 }] });
    const count = (site: string) => report.tables[0]?.sites.find((s) => s.site === site)?.count;
    expect(count("ffn.gate_up+act")).toBe(1e9);
    expect(count("ffn.residual+attn.input_norm")).toBe(1e9 - 1);
    expect(count("attn.input_norm")).toBe(1);
  });
});

describe("plan helpers", () => {
  it.each([
    [["attn.rope", "attn.kv_write", "attn.attention"], "attn.rope+kv_write+attention"],
    [["attn.residual", "ffn.post_norm"], "attn.residual+ffn.post_norm"],
    [["moe.router"], "moe.router"],
  ])("%j → %s", (sites, name) => {
    expect(groupSiteName(sites)).toBe(name);
  });

  it.each([
    [["a", "b", "c"], [{ from: "a", to: "b" }], [["a", "b"], ["c"]]],
    [
      ["a", "b", "c"],
      [
        { from: "c", to: "b" },
        { from: "a", to: "b" },
      ],
      [["a", "b", "c"]],
    ],
    [["a"], [], [["a"]]],
  ])("connectedParts(%j, %j) → %j", (ids, links, parts) => {
    expect(connectedParts(ids, links)).toEqual(parts);
  });
});

describe("measurements with fusions", () => {
  it("a measured member of a fused row is a known site, not an error; its row applies to no fused kernel", () => {
    const result = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: CONTEXT,
      fusions: "ideal",
      measurements: "test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv",
      kernels: "engine",
      cwd: ROOT,
    });
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const fused = result.report?.tables[0]?.sites.find((s) => s.site === "attn.rope+kv_write+attention");
    expect(fused?.timing).toBe("estimated");
    expect(result.report?.tables[0]?.sites.find((s) => s.site === "attn.input_norm")?.timing).toBe(
      "measured",
    );
  });
});

describe("fusions under --parallel", () => {
  it("keeps the shard stage's collectives as kernels of their own, with their time", () => {
    const options = {
      model: "llama-3.1-8b",
      runs: [{ mode: "multi" as const, rows: 1 }],
      parallel: { tp: 2, ep: 1, pp: 1 },
    };
    const fused = run(options);
    const unfused = run(options, false);
    const COLLECTIVES = ["all_reduce", "all_gather", "all_to_all", "send_recv"];
    const comm = (r: ReportModel) => r.tables[0]?.sites.filter((s) => COLLECTIVES.includes(s.op)) ?? [];
    expect(comm(fused).map((s) => [s.site, s.count])).toEqual(comm(unfused).map((s) => [s.site, s.count]));
    // Two all-reduces per layer, one after the vocab-parallel embedding, the head's all-gather.
    expect(comm(fused).map((s) => s.count)).toEqual([32, 32, 1, 1].sort((a, b) => b - a));
    expect(fused.tables[0]?.communication?.expectedSeconds).toBeCloseTo(
      unfused.tables[0]?.communication?.expectedSeconds ?? 0,
      9,
    );
    // The 66 collectives stay out of every group; the rest fuse as on one device (228 kernels).
    expect((fused.tables[0]?.fusion?.kernels ?? 0) - 66).toBe(228);
  });
});
