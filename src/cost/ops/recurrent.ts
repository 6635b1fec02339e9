import { tensorBytes } from "../../formats/index.ts";
import type { ConcreteNode, RunPoint, WeightTensor } from "../../ir/index.ts";
import type { CostRow } from "../work.ts";
import { elements, first, ioBytes, weightBytes } from "./shared.ts";

/** Each sequence's recurrent states are read once and written once per step, whatever its rows (DESIGN.md §4). */
const stateTraffic = (node: ConcreteNode, run: RunPoint) =>
  2 *
  run.sequences *
  node.states.reduce((sum, s) => sum + tensorBytes(s.format, s.rowsPerToken, s.cols, "activation"), 0);
/** Elements of one sequence's recurrent state. */
const stateSize = (node: ConcreteNode) => node.states.reduce((sum, s) => sum + s.rowsPerToken * s.cols, 0);

/** Depthwise causal conv1d of kernel K over C channels: K multiply-adds per value, then bias and SiLU (5 FLOPs). */
export const causalConv1d: CostRow = {
  citation:
    "Mamba-2 arXiv:2405.21060 §7 (depthwise conv before the SSM); Dao-AILab causal-conv1d causal_conv1d_update",
  work(node, run) {
    const x = first(node.ins);
    const kernel = (node.weight as WeightTensor).cols;
    return {
      flops: 2 * x.rows * x.cols * kernel + 5 * x.rows * x.cols,
      bytes: ioBytes(node, { weight: weightBytes(node), state: stateTraffic(node, run) }),
    };
  },
};

/**
 * Mamba-2 recurrence per token over the heads × head_dim × d_state state: decay exp(dt·A)·h, input dt·x·Bᵀ and readout
 * C·h, 5 FLOPs per state element, plus the D skip (2 per output). Chunked prefill (SSD) does more on tensor cores.
 */
export const ssmScan: CostRow = {
  citation:
    "Mamba-2 (SSD) arXiv:2405.21060 §3 recurrent form; mamba_ssm selective_state_update: 5 FLOPs per state element",
  work(node, run) {
    const y = first(node.outs);
    return {
      flops: 5 * y.rows * stateSize(node) + 2 * elements(node.outs),
      bytes: ioBytes(node, { weight: weightBytes(node), state: stateTraffic(node, run) }),
    };
  },
};

/**
 * Gated delta rule per token over the v_heads × d_k × d_v state: gated decay α·S, kᵀS, rank-1 update k(β(v − kᵀS))ᵀ and
 * readout qᵀS, 7 FLOPs per state element; L2-normalising q and k and scaling v, 3 per input value.
 */
export const gatedDeltaNet: CostRow = {
  citation:
    "Gated DeltaNet arXiv:2412.06464 eq. 10 recurrent form; fla fused_recurrent_gated_delta_rule: 7 FLOPs per state element",
  work(node, run) {
    const qkv = first(node.ins);
    return {
      flops: 7 * qkv.rows * stateSize(node) + 3 * qkv.rows * qkv.cols,
      bytes: ioBytes(node, { weight: weightBytes(node), state: stateTraffic(node, run) }),
    };
  },
};
