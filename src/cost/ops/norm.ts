import { type CostRow, NO_BYTES } from "../work.ts";
import { elements, sumEdges, weightBytes } from "./shared.ts";

/** RMSNorm (Zhang & Sennrich 2019): square, sum, scale by rsqrt, multiply by gamma: 4 FLOPs per element. */
export const norm: CostRow = {
  citation: "RMSNorm, arXiv:1910.07467; 4 FLOPs per element",
  work(node) {
    return {
      flops: 4 * elements(node.ins),
      bytes: {
        ...NO_BYTES,
        weight: weightBytes(node),
        actIn: sumEdges(node.ins),
        actOut: sumEdges(node.outs),
      },
    };
  },
};
