import type { Format } from "../formats/index.ts";
import type { ConcreteNode, OpKind, RunPoint, Tensor, WeightTensor } from "../ir/index.ts";
import { expertsRead, first } from "./ops/shared.ts";

/** One matrix product a node runs: M rows × K by K × N, `gemms` times per run of the node (experts, heads). */
export interface GemmShape {
  m: number;
  k: number;
  n: number;
  gemms: number;
  weight: Format;
  act: Format;
}

/** How an op kind's matrix product is shaped; null where the op is not a standalone GEMM. */
export type GemmShapeRow = ((node: ConcreteNode, run: RunPoint) => GemmShape) | null;

/** A GEMM against the node's weight: N = weight rows (outputs), K = weight cols, M = the rows it produces. */
const againstWeight = (node: ConcreteNode, m: number, input: Tensor = first(node.ins), gemms = 1) => {
  const w = node.weight as WeightTensor;
  return { m, k: w.cols, n: w.rows, gemms, weight: w.format, act: input.format };
};

/** Routed experts under the cost stage's uniform routing: T·k token-expert rows spread over E·(1−(1−k/E)^T) experts. */
const perExpert = (node: ConcreteNode, tokens: number, pairs: number, run: RunPoint) => {
  const hit = expertsRead((node.weight as WeightTensor).count, node.params.top_k ?? 0, tokens, run.routing);
  return againstWeight(node, hit > 0 ? pairs / hit : 0, first(node.ins), hit);
};

const linear: GemmShapeRow = (node) => againstWeight(node, first(node.outs).rows);

/**
 * Every op kind's matrix product. Attention's QKᵀ and PV are left out: they run inside the attention kernel against each
 * sequence's own cache (batched per sequence and head, at attention's efficiencies), so they are not shapes a GEMM
 * library serves; their time is the attention site's.
 */
export const GEMM_SHAPES: Record<OpKind, GemmShapeRow> = {
  linear,
  lm_head: linear,
  router: (node) => againstWeight(node, first(node.ins).rows),
  expert_gate_up: (node, run) => perExpert(node, first(node.ins).rows, first(node.outs).rows, run),
  expert_down: (node, run) => perExpert(node, first(node.outs).rows, first(node.ins).rows, run),
  head_bmm: (node) => {
    const x = first(node.ins);
    const heads = node.params.heads ?? 1;
    const w = node.weight as WeightTensor;
    return {
      m: x.rows,
      k: x.cols / heads,
      n: first(node.outs).cols / heads,
      gemms: heads,
      weight: w.format,
      act: x.format,
    };
  },
  // A dot product per token (N = 1) that the cost stage runs on the vector lane.
  shared_expert_gate: null,
  paged_attention: null,
  sink_attention: null,
  mla_attention: null,
  // The indexer scores each query against its own sequence's cached keys (DeepGEMM fp8_paged_mqa_logits), as attention does.
  dsa_indexer: null,
  sparse_mla_attention: null,
  layer_norm: null,
  // kv_b_proj's decompression GEMM is costed inside this attention node, not as a site of its own.
  mla_mha_attention: null,
  embed: null,
  rms_norm: null,
  qk_norm: null,
  final_norm: null,
  rope: null,
  silu_mul: null,
  residual_add: null,
  kv_write: null,
  argmax: null,
  causal_conv1d: null,
  ssm_scan: null,
  gated_delta_net: null,
  gated_norm: null,
  relu2: null,
  gelu_mul: null,
  swiglu_oai: null,
  sigmoid_mul: null,
  softcap: null,
  scale: null,
  concat: null,
  // Collectives move bytes over the link; no matrix product.
  all_reduce: null,
  all_gather: null,
  all_to_all: null,
  send_recv: null,
};

/** The matrix product a node runs at a run point, or null where its op is not a GEMM. */
export function gemmShape(node: ConcreteNode, run: RunPoint): GemmShape | null {
  return GEMM_SHAPES[node.op]?.(node, run) ?? null;
}
