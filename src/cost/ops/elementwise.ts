import type { CostRow } from "../work.ts";
import { elements, first, ioBytes } from "./shared.ts";

/** An elementwise op costing `perElement` FLOPs per output value, reading its inputs and writing its output once. */
const perOutput = (citation: string, perElement: number): CostRow => ({
  citation,
  work(node) {
    return {
      flops: perElement * elements(node.outs),
      bytes: ioBytes(node),
    };
  },
});

/** silu(g)·u = g/(1+exp(−g))·u: exp, add, divide, multiply: 4 FLOPs per output element. */
export const siluMul = perOutput("SwiGLU, Shazeer 2020 arXiv:2002.05202; 4 FLOPs per output element", 4);

/** k inputs summed: k−1 adds per element. */
export const residualAdd: CostRow = {
  citation: "elementwise add; one FLOP per element per extra input",
  work(node) {
    return {
      flops: (node.ins.length - 1) * elements(node.outs),
      bytes: ioBytes(node),
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
      bytes: ioBytes(node),
    };
  },
};

/** relu(x)²: a max and a multiply per value. */
export const relu2 = perOutput(
  "squared ReLU, Primer arXiv:2109.08668 §3; Nemotron-H MLP (relu2): 2 FLOPs per value",
  2,
);

/** gelu_tanh(g)·u: 0.5·g·(1 + tanh(√(2/π)·(g + 0.044715·g³))) is 9 FLOPs (tanh as one), then the multiply by u. */
export const geluMul = perOutput(
  "GeGLU, Shazeer arXiv:2002.05202; tanh GELU, Hendrycks & Gimpel arXiv:1606.08415 §2: 10 FLOPs per output",
  10,
);

/** gpt-oss: clamp gate (1) and up (2), g·σ(1.702·g) (5), (up + 1)·glu (2). */
export const swigluOai = perOutput(
  "gpt-oss reference swiglu (openai/gpt-oss torch/model.py, limit 7.0, alpha 1.702); vLLM swigluoai_and_mul: 10 FLOPs per output",
  10,
);

/** x·σ(g): exp, add, divide, multiply. */
export const sigmoidMul = perOutput(
  "gated attention output, Qwen3-Next (transformers Qwen3NextAttention attn_output * sigmoid(gate)): 4 FLOPs per value",
  4,
);

/** cap·tanh(x / cap): divide, tanh, multiply. */
export const softcap = perOutput("logit soft-capping, Gemma 2 arXiv:2408.00118 §2: 3 FLOPs per value", 3);

/** x·c. */
export const scale = perOutput(
  "Gemma embedding normalizer x·√hidden (transformers Gemma3TextScaledWordEmbedding): 1 FLOP per value",
  1,
);

/** Concatenation moves bytes and does no arithmetic. */
export const concat = perOutput(
  "concatenation along features (DeepSeek-V3 MTP, arXiv:2412.19437 §2.2 eq. 21): no FLOPs",
  0,
);
