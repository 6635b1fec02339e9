// Each op kind's sharding row: how a split input maps to its outputs, which tensors divide, and the collectives it needs.
import type { KeyPath } from "../diagnostics/index.ts";
import type { OpKind } from "../ir/index.ts";
import { collective, firstSplit, headsPerRank, type ShardRow, scaled, whole, withSplits } from "./context.ts";

/** Outputs take the split of the input at their position (or the last one); a per-channel weight divides with them. */
const elementwise: ShardRow = (node, ctx) => {
  const outs = node.outs.map((_, i) => ctx.ins[Math.min(i, ctx.ins.length - 1)] ?? firstSplit(ctx));
  return { node: withSplits(node, ctx, outs), outs };
};

/** Attention-like ops: outputs keep the heads split of the query; per-head weights and the `heads` param divide with it. */
const headwise: ShardRow = (node, ctx) => {
  const split = firstSplit(ctx);
  const outs = node.outs.map(() => split);
  const sharded = withSplits(node, ctx, outs);
  const weight =
    node.weight && ctx.role !== "replicated"
      ? { ...node.weight, rows: node.weight.rows / split.div }
      : sharded.weight;
  const heads = node.params.heads;
  return {
    node: {
      ...sharded,
      ...(weight ? { weight } : {}),
      params: heads !== undefined ? { ...node.params, heads: heads / split.div } : node.params,
    },
    outs,
  };
};

/** Megatron's linear layers by the weight's role: column splits the outputs, row splits the input and all-reduces. */
const linearRow: ShardRow = (node, ctx) => {
  const tp = ctx.layout.tp;
  const input = firstSplit(ctx);
  const w = node.weight;
  if (!w || tp === 1 || ctx.role === "replicated" || ctx.role === "expert") {
    const outs = node.outs.map(() => whole(input));
    return { node: withSplits(node, ctx, outs), outs };
  }
  if (ctx.role === "row") {
    const sharded = withSplits(
      node,
      ctx,
      node.outs.map(() => whole(input)),
    );
    const outs = node.outs.map(() => whole(input));
    const weight = { ...w, cols: w.cols / input.div };
    const out = sharded.outs[0];
    return {
      node: { ...sharded, weight, ...(sharded.bias ? { bias: sharded.bias } : {}) },
      outs,
      after: input.div > 1 && out ? [collective("all_reduce", node.site, node.count, out, tp, tp)] : [],
    };
  }
  // column and vocab: every output divides by its heads rule, or evenly over tp.
  const outs = node.outs.map((t, i) => {
    const heads = ctx.outHeads[i];
    const path: KeyPath = [...ctx.base, "out", i, heads === undefined ? "shape" : "heads"];
    if (heads !== undefined) {
      const per = headsPerRank(heads, tp);
      if (per === undefined) ctx.problem(`output ${t.edge} heads`, heads, "tp", tp, path);
      return { div: per === undefined ? 1 : heads / per, rows: input.rows };
    }
    // A vocabulary is padded to divide (vocabParallel below); other columns must divide as they are.
    const divides = t.cols % tp === 0 || ctx.role === "vocab";
    if (!divides) ctx.problem(`output ${t.edge} columns`, t.cols, "tp", tp, path);
    return { div: divides ? tp : 1, rows: input.rows };
  });
  const full = node.outs.reduce((sum, t) => sum + t.cols, 0);
  const local = node.outs.reduce((sum, t, i) => sum + t.cols / (outs[i]?.div ?? 1), 0);
  const weight = { ...w, rows: ctx.role === "vocab" ? vocabShare(w.rows, tp) : (w.rows * local) / full };
  const sharded = withSplits(node, ctx, outs);
  const bias = sharded.bias ? { ...sharded.bias, cols: weight.rows } : undefined;
  if (ctx.role !== "vocab") return { node: { ...sharded, weight, ...(bias ? { bias } : {}) }, outs };
  // Vocab-parallel LM head: the logits' shares are gathered on every rank before sampling.
  const gathered = node.outs.map((t) => scaled(t, whole(input)));
  const first = gathered[0];
  return {
    node: { ...sharded, weight, ...(bias ? { bias } : {}) },
    outs: node.outs.map(() => whole(input)),
    after: first ? [collective("all_gather", node.site, node.count, first, tp, tp)] : [],
  };
};

/**
 * A rank's rows of a vocabulary split over tp. Engines pad the vocabulary so that it divides: vLLM and SGLang to a
 * multiple of 64 and then over tp (vllm-project/vllm@7f5d141a vocab_parallel_embedding.py, pad_vocab_size and
 * DEFAULT_VOCAB_PADDING_SIZE), so Hunyuan-A13B's 128,167 rows are 64,096 a rank at tp=2. The padded rows are zeros
 * the engine stores; costed as the share of the real rows plus that padding.
 */
export function vocabShare(rows: number, tp: number): number {
  const padded = Math.ceil(rows / 64) * 64;
  return padded % tp === 0 ? padded / tp : Math.ceil(rows / tp);
}

/** Vocab-parallel embedding: each rank gathers the rows it holds, and an all-reduce sums the shares. */
const embedRow: ShardRow = (node, ctx) => {
  const tp = ctx.layout.tp;
  const rows = { div: 1, rows: ctx.rowShare };
  const outs = node.outs.map(() => rows);
  const sharded = withSplits(node, { ...ctx, ins: node.ins.map(() => rows) }, outs);
  const w = node.weight;
  if (!w || tp === 1 || ctx.role !== "vocab") return { node: sharded, outs };
  const out = sharded.outs[0];
  return {
    node: { ...sharded, weight: { ...w, rows: vocabShare(w.rows, tp) } },
    outs,
    after: out ? [collective("all_reduce", node.site, node.count, out, tp, tp)] : [],
  };
};

/**
 * Routed experts: E/ep experts per rank, each split by column (gate_up) or row (down) over group/ep ranks; a rank
 * runs its experts' share T·k/ep of the token-expert pairs. With DP attention (ep > tp) tokens reach their experts by
 * all-to-all (dispatch before gate_up, combine after down); otherwise every rank holds every token and an all-reduce
 * over the group adds the experts' partial outputs (vLLM's EP over the TP group).
 */
function expertRow(side: "gate_up" | "down"): ShardRow {
  return (node, ctx) => {
    const { ep } = ctx.layout;
    const etp = ctx.group / ep;
    const w = node.weight;
    if (!w || ctx.group === 1 || ctx.role !== "expert") return elementwise(node, ctx);
    if (w.count % ep !== 0)
      ctx.problem("experts (weight count)", w.count, "ep", ep, [...ctx.base, "weight", "count"]);
    const splitSide = side === "gate_up" ? w.rows : w.cols;
    if (splitSide % etp !== 0)
      ctx.problem(`expert ${side === "gate_up" ? "output rows" : "input columns"}`, splitSide, "tp", etp, [
        ...ctx.base,
        "weight",
        "shape",
      ]);
    const weight =
      side === "gate_up"
        ? { ...w, count: w.count / ep, rows: w.rows / etp }
        : { ...w, count: w.count / ep, cols: w.cols / etp };
    const params = {
      ...node.params,
      ...(node.params.top_k !== undefined ? { top_k: node.params.top_k / ep } : {}),
      ...(node.params.experts !== undefined ? { experts: node.params.experts / ep } : {}),
    };
    // Token rows are the whole step's (routing spreads all of them), pairs a rank's share of T·k.
    const tokens = { div: 1, rows: ctx.tokenShare };
    if (side === "gate_up") {
      const ins = node.ins.map(() => tokens);
      const outs = node.outs.map(() => ({ div: etp, rows: ctx.tokenShare / ep }));
      const sharded = withSplits(node, { ...ctx, ins }, outs);
      const x = node.ins[0];
      const before =
        ctx.dp > 1 && x
          ? [
              collective(
                "all_to_all",
                `${node.site}.dispatch`,
                node.count,
                { ...x, rows: x.rows * ctx.rowShare * (node.params.top_k ?? 1) },
                ep,
                ctx.group,
              ),
            ]
          : [];
      return { node: { ...sharded, weight, params }, outs, before };
    }
    const ins = node.ins.map((_, i) => (i === 0 ? { div: etp, rows: ctx.tokenShare / ep } : tokens));
    const outs = node.outs.map(() => ({ div: 1, rows: ctx.rowShare }));
    const sharded = withSplits(node, { ...ctx, ins }, outs);
    const out = sharded.outs[0];
    const after = !out
      ? []
      : ctx.dp > 1
        ? [
            collective(
              "all_to_all",
              `${node.site}.combine`,
              node.count,
              { ...out, rows: out.rows * (node.params.top_k ?? 1) },
              ep,
              ctx.group,
            ),
          ]
        : [collective("all_reduce", node.site, node.count, out, ctx.group, ctx.group)];
    return { node: { ...sharded, weight, params }, outs, after };
  };
}

/** Each op kind's sharding: how a split input maps to its outputs and which tensors divide (Record, so none is missed). */
export const SHARD_ROWS: Record<OpKind, ShardRow> = {
  embed: embedRow,
  rms_norm: elementwise,
  qk_norm: elementwise,
  final_norm: elementwise,
  rope: elementwise,
  linear: linearRow,
  lm_head: linearRow,
  silu_mul: elementwise,
  residual_add: elementwise,
  kv_write: elementwise,
  paged_attention: headwise,
  argmax: elementwise,
  router: elementwise,
  expert_gate_up: expertRow("gate_up"),
  expert_down: expertRow("down"),
  shared_expert_gate: elementwise,
  sink_attention: elementwise,
  head_bmm: headwise,
  mla_attention: headwise,
  mla_mha_attention: headwise,
  layer_norm: elementwise,
  // The indexer is replicated under TP (vLLM's Indexer: "no tensor parallel, just replicated"); sparse MLA splits heads.
  dsa_indexer: elementwise,
  sparse_mla_attention: headwise,
  causal_conv1d: elementwise,
  ssm_scan: elementwise,
  gated_delta_net: elementwise,
  gated_norm: elementwise,
  relu2: elementwise,
  gelu_mul: elementwise,
  swiglu_oai: elementwise,
  sigmoid_mul: elementwise,
  softcap: elementwise,
  scale: elementwise,
  concat: elementwise,
  all_reduce: elementwise,
  all_gather: elementwise,
  all_to_all: elementwise,
  send_recv: elementwise,
};
