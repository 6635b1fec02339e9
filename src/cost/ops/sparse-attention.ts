import type { RunPoint, StateAccess } from "../../ir/index.ts";
import type { CostRow } from "../work.ts";
import { cacheBytes, headsOf, rowsPerSequence, scoreIntermediates } from "./attention.ts";
import { first, ioBytes, meanAttended } from "./shared.ts";

/** Each index score is an f32 the score kernel writes and the top-k kernel reads (vLLM sparse_attn_indexer@c30af86: fp8_paged_mqa_logits, then top_k_per_row_decode). */
const SCORE_BYTES = 4;
/** Per score beyond the dot products: ReLU, the query head's weight, the sum over heads (DeepSeek-V3.2-Exp report eq. 1). */
const INDEX_FLOPS_PER_HEAD_SCORE = 3;

/** Tokens sparse attention reads for one query row: the top-k the indexer picked, or the whole context when shorter. */
const selected = (topk: number, context: number) => Math.min(context, topk);
/** The mean over a causal chunk's rows of min(tokens row i sees, top-k): top-k caps each row as a window does. */
const selectedPerRow = (run: RunPoint, topk: number) => meanAttended(rowsPerSequence(run), run.context, topk);

/**
 * Distinct cached tokens a sequence's rows read: each row reads its own top-k, at most the whole context (one query
 * row per sequence in decode; a prefill chunk's rows overlap).
 */
const distinctTokens = (rowsPerSequence: number, topk: number, context: number) =>
  Math.min(context, rowsPerSequence * selected(topk, context));

/**
 * The lightning indexer (DeepSeek-V3.2-Exp report, DeepSeek_V3_2.pdf §1 eq. 1: I_t,s = Σ_j w_t,j · ReLU(q_t,j · k_s)): every query
 * row scores every cached index key it may see (causal: the mean over a chunk's rows, ctx̄), 2·rows·ctx̄·heads·head_dim
 * for the dot products and 3·rows·ctx̄·heads for ReLU, weight and sum; each sequence reads its whole index K cache once
 * (FP8 + an f32 scale per 128 values); the rows × ctx̄ f32 scores are written and read back by the top-k kernel. Its
 * cost grows with the context.
 */
export const dsaIndexer: CostRow = {
  citation:
    "DeepSeek-V3.2-Exp report (DeepSeek_V3_2.pdf) §1 eq. 1; deepseek-ai/DeepSeek-V3.2-Exp inference/model.py@6d8cb70 Indexer.forward (fp8_index, topk); vLLM layers/sparse_attn_indexer.py@c30af86 (fp8_paged_mqa_logits, then top_k_per_row)",
  work(node, run) {
    const q = first(node.ins);
    const keys = first(node.states);
    const ctx = run.context;
    const heads = headsOf(q.cols, keys);
    const scores = q.rows * meanAttended(rowsPerSequence(run), ctx);
    const base = ioBytes(node, {
      kvRead: run.sequences * node.states.reduce((sum, s) => sum + cacheBytes(s, ctx), 0),
    });
    return {
      flops: 2 * scores * q.cols + INDEX_FLOPS_PER_HEAD_SCORE * scores * heads,
      bytes: {
        ...base,
        actIn: base.actIn + SCORE_BYTES * scores,
        actOut: base.actOut + SCORE_BYTES * scores,
      },
      operands: { weight: keys.format, act: q.format },
      units: { count: run.sequences * keys.rowsPerToken, tokens: ctx },
    };
  },
};

/**
 * Absorbed MLA over the selected tokens only (DSA under MLA's MQA mode, DeepSeek-V3.2-Exp report §1): mla_attention's
 * 2·rows·k·(q_lat + q_rope) + 2·rows·k·o with k the mean over the rows of min(tokens the row sees, topk) (causal), and
 * each sequence's rows read the latent cache of their selected tokens (FlashMLA's sparse kernels gather them by index).
 */
export const sparseMlaAttention: CostRow = {
  citation:
    "DeepSeek-V3.2-Exp report (DeepSeek_V3_2.pdf) §1 (attention over the top-k selected latent entries); deepseek-ai/FlashMLA sparse decode/prefill kernels",
  work(node, run) {
    const [qLatent, qRope] = [first(node.ins), node.ins[1] ?? first(node.ins)];
    const out = first(node.outs);
    const topk = node.params.topk ?? run.context;
    const k = selectedPerRow(run, topk);
    const tokens = distinctTokens(qLatent.rows / Math.max(1, run.sequences), topk, run.context);
    const read = (states: readonly StateAccess[]) =>
      run.sequences * states.reduce((sum, s) => sum + cacheBytes(s, tokens), 0);
    return {
      flops: 2 * qLatent.rows * k * (qLatent.cols + qRope.cols) + 2 * out.rows * k * out.cols,
      bytes: ioBytes(node, { kvRead: read(node.states) }),
      operands: { weight: first(node.states).format, act: qLatent.format },
      units: {
        count: run.sequences * (node.states[0]?.rowsPerToken ?? 1),
        tokens: selected(topk, run.context),
      },
    };
  },
  intermediates(node, run) {
    const q = first(node.ins);
    const latent = first(node.states);
    const k = selectedPerRow(run, node.params.topk ?? run.context);
    return scoreIntermediates(q.rows, headsOf(q.cols, latent), k, q.format.elementBits / 8);
  },
};
