import type { WeightTensor } from "../../ir/index.ts";
import { type CostRow, NO_BYTES } from "../work.ts";
import { edgeBytes, first, ioBytes, sumEdges, weightBytes } from "./shared.ts";

/** GEMM of rows × K by K × N: 2·rows·K·N FLOPs; reads the whole weight once; only rows that produce output are read. */
export const linear: CostRow = {
  citation: "2·M·K·N per GEMM (Kaplan et al. 2020, arXiv:2001.08361 §2.1)",
  work(node) {
    const w = node.weight as WeightTensor;
    const rows = first(node.outs).rows;
    const input = first(node.ins);
    return {
      flops: 2 * rows * w.cols * w.rows + (node.bias ? rows * w.rows : 0),
      bytes: {
        ...NO_BYTES,
        weight: weightBytes(node),
        actIn: edgeBytes(input, rows),
        actOut: sumEdges(node.outs),
      },
      operands: { weight: w.format, act: input.format },
    };
  },
};

/** One small GEMM per head (rows × in/heads by in/heads × out/heads): 2·rows·in·out/heads FLOPs; reads the weight once. */
export const headBmm: CostRow = {
  citation:
    "batched per-head GEMM, DeepSeek-V2 arXiv:2405.04434 appendix B (absorbing W_UK into q, W_UV into o)",
  work(node) {
    const w = node.weight as WeightTensor;
    const x = first(node.ins);
    const y = first(node.outs);
    const heads = node.params.heads ?? 1;
    return {
      flops: (2 * x.rows * x.cols * y.cols) / heads,
      bytes: ioBytes(node, { weight: weightBytes(node) }),
      operands: { weight: w.format, act: x.format },
    };
  },
};
