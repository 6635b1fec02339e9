/**
 * How a weight divides over tensor-parallel ranks (Megatron-LM, arXiv:1909.08053 §3), declared per weight in the
 * circuit; the shard stage's per-op rows read it, never a weight's name.
 */
export const WEIGHT_SHARDS = {
  column: "out rows split over TP ranks; each rank makes its share of the output columns (q/k/v, gate_up)",
  row: "in columns split over TP ranks; each rank makes a partial sum that an all-reduce adds (o_proj, down)",
  vocab:
    "vocabulary rows split over TP ranks: the embedding all-reduces its gather, the LM head all-gathers its logits",
  replicated: "every rank holds the whole weight (norms, routers, small per-layer vectors)",
  expert:
    "routed experts split over EP ranks; within an expert, gate_up by column and down by row over the rest",
} as const;
export type WeightShard = keyof typeof WEIGHT_SHARDS;
export const WEIGHT_SHARD_NAMES = Object.keys(WEIGHT_SHARDS) as [WeightShard, ...WeightShard[]];

/** How a KV cache or recurrent state divides over TP ranks. */
export const STATE_SHARDS = {
  heads:
    "rows are heads: heads/tp per rank, or one head per rank, replicated, when there are fewer heads than ranks",
  channels: "columns split over TP ranks (a conv state's channels)",
  replicated: "every rank holds the whole state (MLA's latent cache)",
} as const;
export type StateShard = keyof typeof STATE_SHARDS;
export const STATE_SHARD_NAMES = Object.keys(STATE_SHARDS) as [StateShard, ...StateShard[]];
