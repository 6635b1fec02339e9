import { describe, expect, it } from "vitest";
import { COST_ROWS } from "../../../src/cost/index.ts";
import { type Format, parseFormat } from "../../../src/formats/index.ts";
import { analyze } from "../../../src/index.ts";
import type { ConcreteNode, RunPoint, StateAccess, Tensor } from "../../../src/ir/index.ts";
import { ROOT } from "../../helpers.ts";

// DeepSeek Sparse Attention (issue 30): the lightning indexer scores every cached key (its cost grows with the
// context), sparse MLA reads only the index_topk keys it picked. Dims of DeepSeek-V3.2's config.json
// (test/fixtures/hf/deepseek-v3.2): 64 index heads of 128, top-2048, 128 heads over a 512 + 64 latent.
const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name} is not a canonical format`);
  return parsed.format;
};
const t = (edge: string, rows: number, cols: number, format = "bf16"): Tensor => ({
  edge,
  rows,
  cols,
  format: fmt(format),
});
const cache = (id: string, cols: number, format = "bf16"): StateAccess => ({
  id,
  access: "read",
  rowsPerToken: 1,
  cols,
  format: fmt(format),
});
const base = { site: "attn.x", count: 1, states: [], params: {} };

const indexer = (rows: number): ConcreteNode => ({
  ...base,
  op: "dsa_indexer",
  ins: [t("iq_r", rows, 64 * 128, "fp8/g128"), t("iw", rows, 64)],
  outs: [t("topk_idx", rows, 2048, "i32")],
  states: [cache("index_k", 128, "fp8/g128")],
  params: { topk: 2048 },
});
const sparse = (rows: number): ConcreteNode => ({
  ...base,
  op: "sparse_mla_attention",
  ins: [t("q_latent", rows, 128 * 512), t("q_pe", rows, 128 * 64), t("topk_idx", rows, 2048, "i32")],
  outs: [t("o_latent", rows, 128 * 512)],
  states: [cache("kv_latent", 512), cache("k_rope", 64)],
  params: { topk: 2048 },
});
const decode = (sequences: number, context: number): RunPoint => ({
  mode: "multi",
  rows: sequences,
  sequences,
  context,
});

describe("the lightning indexer's cost formula", () => {
  // I_t,s = Σ_j w_t,j · ReLU(q_t,j · k_s): 2·H·D FLOPs per query row and cached key for the dot products, 3·H for
  // ReLU, weight and sum; its K cache (FP8, one f32 scale per 128 values: 132 B) read over the whole context.
  it.each([
    [1, 2_048],
    [1, 32_768],
    [8, 131_072],
  ])("%i sequences at context %i", (sequences, context) => {
    const work = COST_ROWS.dsa_indexer.work(indexer(sequences), decode(sequences, context));
    const scores = sequences * context;
    expect(work.flops).toBe(scores * (2 * 64 * 128 + 3 * 64));
    expect(work.bytes.kvRead).toBe(sequences * context * 132);
    // The f32 scores go out to DRAM and back for the top-k kernel.
    expect(work.bytes.actOut).toBe(sequences * 2048 * 4 + 4 * scores);
    expect(work.units).toEqual({ count: sequences, tokens: context });
  });
});

describe("a prefill chunk is causal in both DSA rows", () => {
  // A whole 4,096-token prefill: row i sees i + 1 tokens, so the indexer scores (4096 + 1)/2 keys per row on
  // average, and sparse MLA attends min(i + 1, 2048): rows 1 … 2048, then 2048 for the other 2,048 rows.
  const prefill: RunPoint = { mode: "single", rows: 4096, sequences: 1, context: 4096 };
  it("the indexer scores the keys each row sees, and still reads the whole index cache once", () => {
    const work = COST_ROWS.dsa_indexer.work(indexer(4096), prefill);
    const scores = 4096 * 2048.5;
    expect(work.flops).toBe(scores * (2 * 64 * 128 + 3 * 64));
    expect(work.bytes.actOut).toBe(4096 * 2048 * 4 + 4 * scores);
    expect(work.bytes.kvRead).toBe(4096 * 132);
  });
  it("sparse MLA attends min(tokens seen, top-k) per row: mean (2048·2049/2 + 2048²)/4096 = 1536.25", () => {
    const work = COST_ROWS.sparse_mla_attention.work(sparse(4096), prefill);
    const k = 1536.25;
    expect(work.flops).toBe(2 * 4096 * k * (128 * 512 + 128 * 64) + 2 * 4096 * k * 128 * 512);
    // Every cached token is someone's selection: the whole latent cache once.
    expect(work.bytes.kvRead).toBe(4096 * (512 + 64) * 2);
  });
});

describe("sparse MLA reads the selected keys, not the context", () => {
  it.each([2_048, 16_384, 131_072])("decode at context %i reads 2048 tokens of latent", (context) => {
    const work = COST_ROWS.sparse_mla_attention.work(sparse(1), decode(1, context));
    expect(work.bytes.kvRead).toBe(2048 * (512 + 64) * 2);
    expect(work.units?.tokens).toBe(2048);
  });

  it("below top-k it is dense MLA over the whole context", () => {
    const run = decode(1, 1000);
    const dense: ConcreteNode = { ...sparse(1), op: "mla_attention", ins: sparse(1).ins.slice(0, 2) };
    const a = COST_ROWS.sparse_mla_attention.work(sparse(1), run);
    const b = COST_ROWS.mla_attention.work(dense, run);
    expect(a.flops).toBe(b.flops);
    expect(a.bytes.kvRead).toBe(b.bytes.kvRead);
  });

  it("a prefill chunk's rows read their union of selections, at most the context", () => {
    const chunk = (rows: number, context: number): RunPoint => ({
      mode: "single",
      rows,
      sequences: 1,
      context,
    });
    expect(COST_ROWS.sparse_mla_attention.work(sparse(4), chunk(4, 100_000)).bytes.kvRead).toBe(
      4 * 2048 * 1152,
    );
    expect(COST_ROWS.sparse_mla_attention.work(sparse(512), chunk(512, 100_000)).bytes.kvRead).toBe(
      100_000 * 1152,
    );
  });
});

describe("DeepSeek-V3.2 decode at long context (the imported model on an H200 SXM)", () => {
  const contexts = [8_192, 32_768, 131_072];
  const run = (model: string, context: number) => {
    const result = analyze({
      model,
      hardware: ["h200-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context,
      cwd: ROOT,
    });
    const table = result.report?.tables[0];
    if (!table) throw new Error(result.diagnostics.map((d) => d.message).join("; "));
    const site = (name: string) => {
      const s = table.sites.find((x) => x.site === name);
      if (!s) throw new Error(`${model}: no site ${name} in ${table.sites.map((x) => x.site).join(", ")}`);
      return s;
    };
    return { table, site, memory: result.report?.memory[0] };
  };
  const v32 = contexts.map((c) => run("deepseek-v3.2", c));

  it("the indexer's time and bytes grow with the context", () => {
    const indexer = v32.map((r) => r.site("attn.indexer"));
    for (let i = 1; i < indexer.length; i++) {
      expect(indexer[i]?.floorSeconds).toBeGreaterThan(indexer[i - 1]?.floorSeconds ?? Infinity);
      // 4× the context: 4× the index keys read and scored
      expect((indexer[i]?.bytesSplit.kvRead ?? 0) / (indexer[i - 1]?.bytesSplit.kvRead ?? 1)).toBeCloseTo(
        4,
        6,
      );
    }
    expect(v32[2]?.table.floorSeconds).toBeGreaterThan(v32[0]?.table.floorSeconds ?? Infinity);
  });

  it("attention reads only the top-k latent tokens, whatever the context", () => {
    const attention = v32.map((r) => r.site("attn.attention"));
    const perLayer = 2048 * (512 + 64) * 2;
    for (const a of attention) {
      expect(a.bytesSplit.kvRead).toBe(perLayer * a.count);
      expect(a.flops).toBe(attention[0]?.flops);
    }
  });

  it("DeepSeek-V3's dense MLA reads the whole context instead (the same layers without DSA)", () => {
    const dense = contexts.map((c) => run("deepseek-v3", c).site("attn.attention"));
    expect((dense[2]?.bytesSplit.kvRead ?? 0) / (dense[0]?.bytesSplit.kvRead ?? 1)).toBeCloseTo(16, 6);
    expect(v32[2]?.site("attn.attention").bytesSplit.kvRead).toBeLessThan(
      (dense[2]?.bytesSplit.kvRead ?? 0) / 50,
    );
  });

  it("each token's cache holds the latent, its rope key and the indexer's FP8 key: 1,284 B a layer", () => {
    // (512 + 64) · 2 (BF16) + 128 + 4 (FP8 and its f32 scale) = 1,284 B per token and layer, 61 layers
    expect(v32[0]?.memory?.kvBytesPerSequence).toBe(8_192 * 1_284 * 61);
  });
});
