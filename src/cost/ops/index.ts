import type { OpKind } from "../../ir/index.ts";
import type { CostRow } from "../work.ts";
import { kvWrite, mlaAttention, mlaMhaAttention, pagedAttention, sinkAttention } from "./attention.ts";
import { allGather, allReduce, allToAll, sendRecv } from "./comm.ts";
import {
  argmax,
  concat,
  geluMul,
  relu2,
  residualAdd,
  scale,
  sigmoidMul,
  siluMul,
  softcap,
  swigluOai,
} from "./elementwise.ts";
import { embed } from "./embed.ts";
import { headBmm, linear } from "./linear.ts";
import { expertDown, expertGateUp, router, sharedExpertGate } from "./moe.ts";
import { gatedNorm, layerNorm, norm } from "./norm.ts";
import { causalConv1d, gatedDeltaNet, ssmScan } from "./recurrent.ts";
import { rope } from "./rope.ts";
import { dsaIndexer, sparseMlaAttention } from "./sparse-attention.ts";

/** Each op kind's FLOPs and bytes; roofline code only combines these numbers. */
export const COST_ROWS: Record<OpKind, CostRow> = {
  embed,
  rms_norm: norm,
  qk_norm: norm,
  final_norm: norm,
  rope,
  linear,
  lm_head: linear,
  silu_mul: siluMul,
  residual_add: residualAdd,
  kv_write: kvWrite,
  paged_attention: pagedAttention,
  argmax,
  router,
  expert_gate_up: expertGateUp,
  expert_down: expertDown,
  shared_expert_gate: sharedExpertGate,
  sink_attention: sinkAttention,
  head_bmm: headBmm,
  mla_attention: mlaAttention,
  mla_mha_attention: mlaMhaAttention,
  layer_norm: layerNorm,
  dsa_indexer: dsaIndexer,
  sparse_mla_attention: sparseMlaAttention,
  causal_conv1d: causalConv1d,
  ssm_scan: ssmScan,
  gated_delta_net: gatedDeltaNet,
  gated_norm: gatedNorm,
  relu2,
  gelu_mul: geluMul,
  swiglu_oai: swigluOai,
  sigmoid_mul: sigmoidMul,
  softcap,
  scale,
  concat,
  all_reduce: allReduce,
  all_gather: allGather,
  all_to_all: allToAll,
  send_recv: sendRecv,
};

export { distinctExperts } from "./shared.ts";
