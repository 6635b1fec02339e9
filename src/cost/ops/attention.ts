import { tensorBytes } from "../../formats/index.ts";
import type { StateAccess } from "../../ir/index.ts";
import { type CostRow, NO_BYTES } from "../work.ts";
import { first, sumEdges } from "./shared.ts";

const cacheBytes = (s: StateAccess, tokens: number) =>
  tokens <= 0 ? 0 : tensorBytes(s.format, tokens * s.rowsPerToken, s.cols, "activation");

/** Stores each new token's k and v into the cache, in the cache's format. */
export const kvWrite: CostRow = {
  citation: "vLLM reshape_and_cache: one store per new token per cache",
  work(node, run) {
    return {
      flops: 0,
      bytes: {
        ...NO_BYTES,
        actIn: sumEdges(node.ins),
        kvWrite: node.states.reduce((sum, s) => sum + cacheBytes(s, run.rows), 0),
      },
    };
  },
};

/**
 * QKᵀ and PV: 2 FLOPs each per query row, context token and query channel (4·rows·context·q_heads·head_dim).
 * Each sequence reads its own cache over `context` tokens once (FlashAttention IO: K and V read once per sequence).
 */
export const pagedAttention: CostRow = {
  citation: "FlashAttention, arXiv:2205.14135 §3.2 (IO) and DESIGN.md §4 (4·rows·context·q_heads·head_dim)",
  work(node, run) {
    const q = first(node.ins);
    const kv = first(node.states);
    return {
      flops: 4 * q.rows * run.context * q.cols,
      bytes: {
        ...NO_BYTES,
        actIn: sumEdges(node.ins),
        actOut: sumEdges(node.outs),
        kvRead: run.sequences * node.states.reduce((sum, s) => sum + cacheBytes(s, run.context), 0),
      },
      operands: { weight: kv.format, act: q.format },
    };
  },
};
