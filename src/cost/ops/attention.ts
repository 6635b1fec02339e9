import { tensorBytes } from "../../formats/index.ts";
import type { RunPoint, StateAccess, WeightTensor } from "../../ir/index.ts";
import { type CostRow, NO_BYTES, NO_INTERMEDIATES } from "../work.ts";
import { edgeBytes, first, ioBytes, meanAttended, sumEdges, weightBytes } from "./shared.ts";

export const cacheBytes = (s: StateAccess, tokens: number) =>
  tokens <= 0 ? 0 : tensorBytes(s.format, tokens * s.rowsPerToken, s.cols, "activation");
/** Tokens a query attends over: the context, or the window of a sliding-window cache (Mistral, arXiv:2310.06825 §2). */
const attended = (s: StateAccess | undefined, context: number) => Math.min(context, s?.window ?? context);
/**
 * Mean tokens one query row attends: a sequence's rows are the last tokens of its context, so a chunk's rows see a
 * causal ramp (a prefill row i sees context − rows + i + 1; a decode row the whole context), capped by the window.
 */
export const rowsPerSequence = (run: RunPoint) => run.rows / Math.max(1, run.sequences);
const perRow = (s: StateAccess | undefined, run: RunPoint) =>
  meanAttended(rowsPerSequence(run), run.context, s?.window);
/** Each sequence reads its own cache, every state over the tokens it holds. */
const cacheRead = (states: readonly StateAccess[], run: RunPoint) =>
  run.sequences * states.reduce((sum, s) => sum + cacheBytes(s, attended(s, run.context)), 0);

/**
 * Work units a decode attention kernel can spread over the SMs: one per sequence and KV head (a cache's rows per
 * token), each splittable over the attended context (split-K, FlashDecoding).
 */
const unitsOf = (states: readonly StateAccess[], run: RunPoint) => {
  const s = states[0];
  return { count: run.sequences * (s?.rowsPerToken ?? 1), tokens: attended(s, run.context) };
};

/** Online softmax per score: running max, subtract, exp, running sum, rescale (FlashAttention arXiv:2205.14135 Algorithm 1, lines 9–12). */
export const SOFTMAX_FLOPS_PER_SCORE = 5;

/**
 * The score matrix standard attention materializes: S = QKᵀ written and read by the softmax, P written and read by
 * PV (FlashAttention arXiv:2205.14135 §2.2, Algorithm 0), rows × heads × the tokens each row attends (a causal
 * chunk's mean), each pass in q's format.
 */
export const scoreIntermediates = (rows: number, heads: number, tokens: number, bytesPerScore: number) => {
  const scores = rows * heads * tokens;
  return {
    what: "attention scores S and probabilities P (written and read once each)",
    bytes: 4 * scores * bytesPerScore,
    flops: SOFTMAX_FLOPS_PER_SCORE * scores,
  };
};

/** Heads of a query against a cache whose cols are one head's width. */
export const headsOf = (queryCols: number, s: StateAccess) => Math.max(1, Math.round(queryCols / s.cols));

/** Stores each new token's k and v into the cache, in the cache's format. */
export const kvWrite: CostRow = {
  citation: "vLLM reshape_and_cache: one store per new token per cache",
  work(node, run) {
    return {
      flops: 0,
      bytes: {
        ...NO_BYTES,
        actIn: sumEdges(node.ins),
        kvWrite: node.states.reduce((sum, s) => sum + cacheBytes(s, run.rows), 0),
      },
    };
  },
};

/**
 * QKᵀ and PV: 2 FLOPs per query row, attended token and channel, over q's width for QKᵀ and the output's for PV
 * (DESIGN.md §4's 4·rows·context·q_heads·head_dim where v is as wide as k, with the causal mean attended length per
 * row in place of context: docs/cost-model.md; MiMo-V2's v heads are narrower than its q/k heads).
 * Each sequence reads its own cache over `context` tokens once (FlashAttention IO: K and V read once per sequence).
 */
export const pagedAttention: CostRow = {
  citation:
    "FlashAttention, arXiv:2205.14135 §3.2 (IO) and DESIGN.md §4 (4·rows·context·q_heads·head_dim, context the causal mean per row); a sliding window caps context",
  work(node, run) {
    const q = first(node.ins);
    const kv = first(node.states);
    const out = first(node.outs);
    return {
      flops: 2 * q.rows * perRow(kv, run) * (q.cols + out.cols),
      bytes: ioBytes(node, { kvRead: cacheRead(node.states, run) }),
      operands: { weight: kv.format, act: q.format },
      units: unitsOf(node.states, run),
    };
  },
  intermediates(node, run) {
    const q = first(node.ins);
    const kv = first(node.states);
    return scoreIntermediates(q.rows, headsOf(q.cols, kv), perRow(kv, run), q.format.elementBits / 8);
  },
};

/** Paged attention plus one learned sink logit per head in the softmax denominator: an exp and an add per row and head. */
export const sinkAttention: CostRow = {
  citation:
    "attention sinks, gpt-oss model card arXiv:2508.10925 §2.1; Xiao et al. arXiv:2309.17453; + 2·rows·heads",
  work(node, run) {
    const base = pagedAttention.work(node, run);
    const heads = (node.weight as WeightTensor).cols;
    return {
      ...base,
      flops: base.flops + 2 * first(node.ins).rows * heads,
      bytes: { ...base.bytes, weight: weightBytes(node) },
    };
  },
  intermediates: (node, run) => pagedAttention.intermediates?.(node, run) ?? NO_INTERMEDIATES,
};

/**
 * Absorbed MLA (decode): per head, QKᵀ over the latent and rope widths (kv_lora_rank + qk_rope_head_dim) and PV over
 * the latent width, against one shared latent cache read once per sequence: 2·rows·ctx·(q_lat + q_rope) + 2·rows·ctx·o,
 * ctx the causal mean per row.
 */
export const mlaAttention: CostRow = {
  citation:
    "DeepSeek-V2 arXiv:2405.04434 §2.1.2 and appendix B (absorbed W_UK/W_UV); FlashMLA (deepseek-ai/FlashMLA)",
  work(node, run) {
    const [qLatent, qRope] = [first(node.ins), node.ins[1] ?? first(node.ins)];
    const out = first(node.outs);
    const ctx = perRow(node.states[0], run);
    return {
      flops: 2 * qLatent.rows * ctx * (qLatent.cols + qRope.cols) + 2 * out.rows * ctx * out.cols,
      bytes: ioBytes(node, { kvRead: cacheRead(node.states, run) }),
      operands: { weight: first(node.states).format, act: qLatent.format },
      units: unitsOf(node.states, run),
    };
  },
  intermediates(node, run) {
    const q = first(node.ins);
    const latent = first(node.states);
    return scoreIntermediates(q.rows, headsOf(q.cols, latent), perRow(latent, run), q.format.elementBits / 8);
  },
};

/**
 * Non-absorbed MLA (prefill path): each sequence decompresses its latent context with kv_b_proj (2·ctx·kv_lora·
 * heads·(nope+v)), writes the per-head K and V and reads them back into multi-head attention over nope+rope query
 * widths: 2·rows·ctx̄·(q_nope + q_rope) + 2·rows·ctx̄·o, ctx̄ the causal mean per row (the decompression covers the
 * whole context once).
 */
export const mlaMhaAttention: CostRow = {
  citation:
    "DeepSeek-V2 arXiv:2405.04434 §2.1.2 (K = W_UK·c, V = W_UV·c); vLLM MLACommonImpl._compute_prefill_context",
  work(node, run) {
    const w = node.weight as WeightTensor;
    const [qNope, qRope] = [first(node.ins), node.ins[1] ?? first(node.ins)];
    const out = first(node.outs);
    const ctx = run.context;
    const mean = perRow(node.states[0], run);
    // Decompressed K (nope + rope, rope broadcast per head) and V per context token, written once and read once.
    const expanded =
      run.sequences * edgeBytes({ ...qNope, rows: ctx, cols: qNope.cols + qRope.cols + out.cols });
    return {
      flops:
        2 * run.sequences * ctx * w.cols * w.rows +
        2 * qNope.rows * mean * (qNope.cols + qRope.cols) +
        2 * out.rows * mean * out.cols,
      bytes: {
        ...NO_BYTES,
        weight: weightBytes(node),
        actIn: sumEdges(node.ins) + expanded,
        actOut: sumEdges(node.outs) + expanded,
        kvRead: cacheRead(node.states, run),
      },
      operands: { weight: w.format, act: qNope.format },
    };
  },
};
