import type { CostRow } from "../work.ts";
import { elements, ioBytes, weightBytes } from "./shared.ts";

/** RMSNorm (Zhang & Sennrich 2019): square, sum, scale by rsqrt, multiply by gamma: 4 FLOPs per element. */
export const norm: CostRow = {
  citation: "RMSNorm, arXiv:1910.07467; 4 FLOPs per element",
  work(node) {
    return {
      flops: 4 * elements(node.ins),
      bytes: ioBytes(node, { weight: weightBytes(node) }),
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
