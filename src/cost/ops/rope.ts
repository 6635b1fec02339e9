import { type CostRow, NO_BYTES } from "../work.ts";
import { elements, first, sumEdges } from "./shared.ts";

/** x·cos + rotate(x)·sin: 3 FLOPs per element; reads one cos/sin row of rotary_dim values per token. */
export const rope: CostRow = {
  citation: "RoFormer, arXiv:2104.09864 eq. 34; vLLM rotary_embedding kernel reads cos_sin_cache[pos]",
  work(node) {
    const q = first(node.ins);
    const bytesPerValue = q.format.elementBits / 8;
    const cache = q.rows * (node.params.rotary_dim ?? 0) * bytesPerValue;
    return {
      flops: 3 * elements(node.ins),
      bytes: { ...NO_BYTES, actIn: sumEdges(node.ins) + cache, actOut: sumEdges(node.outs) },
    };
  },
};
