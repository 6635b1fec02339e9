import type { OpKind } from "../../ir/index.ts";
import type { CostRow } from "../work.ts";
import { kvWrite, pagedAttention } from "./attention.ts";
import { argmax, residualAdd, siluMul } from "./elementwise.ts";
import { embed } from "./embed.ts";
import { linear } from "./linear.ts";
import { expertDown, expertGateUp, router, sharedExpertGate } from "./moe.ts";
import { norm } from "./norm.ts";
import { rope } from "./rope.ts";

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
};

export { distinctExperts } from "./shared.ts";
