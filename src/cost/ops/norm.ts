import type { CostRow } from "../work.ts";
import { edgeBytes, elements, first, ioBytes, weightBytes } from "./shared.ts";

/** RMSNorm (Zhang & Sennrich 2019): square, sum, scale by rsqrt, multiply by gamma: 4 FLOPs per element. */
export const norm: CostRow = {
  citation: "RMSNorm, arXiv:1910.07467; 4 FLOPs per element",
  work(node) {
    return {
      flops: 4 * elements(node.ins),
      bytes: ioBytes(node, { weight: weightBytes(node) }),
    };
  },
  /** A norm whose output is quantized writes it in the input's format and a quant kernel reads it back, unfused (vLLM rms_norm then scaled_fp8_quant). */
  intermediates(node) {
    const [x, y] = [first(node.ins), first(node.outs)];
    if (x.format.name === y.format.name) return { what: "", bytes: 0, flops: 0 };
    return {
      what: `the ${x.format.name} output before its ${y.format.name} quantization (written and read once)`,
      bytes: 2 * edgeBytes({ ...y, format: x.format }),
      flops: 0,
    };
  },
};

/** RMSNorm(x·silu(z)): the SiLU gate (exp, add, divide, multiply, 5 with the gating multiply) then RMSNorm (4). */
export const gatedNorm: CostRow = {
  citation: "Mamba-2 arXiv:2405.21060 §7.1 gated RMSNorm; fla FusedRMSNormGated: 9 FLOPs per element",
  work(node) {
    return {
      flops: 9 * elements(node.outs),
      bytes: ioBytes(node, { weight: weightBytes(node) }),
    };
  },
};

/** LayerNorm (Ba et al. 2016): mean (1), subtract (1), square and sum (2), normalize (1), scale and shift (2): 7 FLOPs per element. */
export const layerNorm: CostRow = {
  citation:
    "LayerNorm, arXiv:1607.06450 §3.1; 7 FLOPs per element (mean, centre, variance, normalize, gamma, beta)",
  work(node) {
    return {
      flops: 7 * elements(node.ins),
      bytes: ioBytes(node, { weight: weightBytes(node) }),
    };
  },
};
