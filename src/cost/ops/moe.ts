import type { WeightTensor } from "../../ir/index.ts";
import { type CostRow, NO_BYTES } from "../work.ts";
import { edgeBytes, expertsRead, first, ioBytes, sumEdges, weightBytes } from "./shared.ts";

/** Router: hidden → experts GEMM, then softmax and top-k over E logits (about 3 FLOPs per logit). */
export const router: CostRow = {
  citation: "Switch Transformer router, arXiv:2101.03961 §2.1; 2·T·K·E GEMM + softmax",
  work(node) {
    const w = node.weight as WeightTensor;
    const x = first(node.ins);
    return {
      flops: 2 * x.rows * w.cols * w.rows + 3 * x.rows * w.rows,
      bytes: ioBytes(node, { weight: weightBytes(node) }),
      operands: { weight: w.format, act: x.format },
    };
  },
  /** Unfused, the router GEMM writes T × E F32 logits that the top-k kernel reads (vLLM topk_softmax reads gating_output). */
  intermediates(node) {
    const logits = first(node.ins).rows * (node.weight as WeightTensor).rows;
    return { what: "router logits (F32, written and read once)", bytes: 2 * 4 * logits, flops: 0 };
  },
};

/** Grouped GEMM over T·k token-expert rows (+ a bias add per output where experts have biases, as gpt-oss); reads the E·(1−(1−k/E)^T) distinct experts' weights, not all E. */
export const expertGateUp: CostRow = {
  citation: "distinct experts under uniform routing, DESIGN.md §4; grouped GEMM as vLLM fused_moe",
  work(node, run) {
    const w = node.weight as WeightTensor;
    const x = first(node.ins);
    const tokens = x.rows;
    const pairs = first(node.outs).rows;
    const hit = expertsRead(w.count, node.params.top_k ?? 0, tokens, run.routing);
    return {
      flops: 2 * pairs * w.cols * w.rows + (node.bias ? pairs * w.rows : 0),
      bytes: ioBytes(node, { weight: weightBytes(node, hit) }),
      operands: { weight: w.format, act: x.format },
    };
  },
};

/**
 * Down grouped GEMM over T·k rows, each scaled by its routing weight, then the top-k combine back to T rows. The GEMM
 * writes all T·k × hidden partial outputs and a separate kernel sums each token's k of them (vLLM fused_experts:
 * intermediate_cache3 [T, k, H], then ops.moe_sum), so those partials are written and read once more.
 */
export const expertDown: CostRow = {
  citation:
    "distinct experts under uniform routing, DESIGN.md §4; T·k × H partials written, then summed as vLLM fused_moe.py fused_experts → ops.moe_sum (https://github.com/vllm-project/vllm/blob/13cb3e44373beb1c8b9d2c017f565af6f7a1b601/vllm/model_executor/layers/fused_moe/fused_moe.py)",
  work(node, run) {
    const w = node.weight as WeightTensor;
    const a = first(node.ins);
    const out = first(node.outs);
    const tokens = out.rows;
    const hit = expertsRead(w.count, node.params.top_k ?? 0, tokens, run.routing);
    const partials = edgeBytes(out, a.rows);
    const io = ioBytes(node, { weight: weightBytes(node, hit) });
    return {
      flops: 2 * a.rows * w.cols * w.rows + 2 * a.rows * w.rows + (node.bias ? a.rows * w.rows : 0),
      bytes: { ...io, actIn: io.actIn + partials, actOut: io.actOut + partials },
      operands: { weight: w.format, act: a.format },
    };
  },
};

/** Qwen2-MoE shared expert gate: sigmoid(x·w) scales the shared expert's output. */
export const sharedExpertGate: CostRow = {
  citation: "Qwen2-MoE shared_expert_gate (transformers modeling_qwen2_moe.py): 2·T·K + 5·T·H",
  work(node) {
    const w = node.weight as WeightTensor;
    const x = first(node.ins);
    const out = first(node.outs);
    return {
      flops: 2 * x.rows * w.cols + 5 * out.rows * out.cols,
      bytes: { ...NO_BYTES, weight: weightBytes(node), actIn: sumEdges(node.ins), actOut: edgeBytes(out) },
    };
  },
};
