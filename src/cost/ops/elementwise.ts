import { type CostRow, NO_BYTES } from "../work.ts";
import { elements, first, sumEdges } from "./shared.ts";

/** silu(g)·u = g/(1+exp(−g))·u: exp, add, divide, multiply: 4 FLOPs per output element. */
export const siluMul: CostRow = {
  citation: "SwiGLU, Shazeer 2020 arXiv:2002.05202; 4 FLOPs per output element",
  work(node) {
    return {
      flops: 4 * elements(node.outs),
      bytes: { ...NO_BYTES, actIn: sumEdges(node.ins), actOut: sumEdges(node.outs) },
    };
  },
};

/** k inputs summed: k−1 adds per element. */
export const residualAdd: CostRow = {
  citation: "elementwise add; one FLOP per element per extra input",
  work(node) {
    return {
      flops: (node.ins.length - 1) * elements(node.outs),
      bytes: { ...NO_BYTES, actIn: sumEdges(node.ins), actOut: sumEdges(node.outs) },
    };
  },
};

/** Greedy sampling: one compare per logit. */
export const argmax: CostRow = {
  citation: "argmax over the vocabulary; one compare per logit",
  work(node) {
    const logits = first(node.ins);
    return {
      flops: logits.rows * logits.cols,
      bytes: { ...NO_BYTES, actIn: sumEdges(node.ins), actOut: sumEdges(node.outs) },
    };
  },
};
