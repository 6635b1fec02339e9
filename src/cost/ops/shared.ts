import { tensorBytes } from "../../formats/index.ts";
import type { ConcreteNode, Tensor, WeightTensor } from "../../ir/index.ts";
import { type ByteSplit, NO_BYTES } from "../work.ts";

export const edgeBytes = (t: Tensor, rows = t.rows) => tensorBytes(t.format, rows, t.cols, "activation");
export const sumEdges = (ts: readonly Tensor[]) => ts.reduce((sum, t) => sum + edgeBytes(t), 0);
export const elements = (ts: readonly Tensor[]) => ts.reduce((sum, t) => sum + t.rows * t.cols, 0);
/** One copy of the weight with every scale, plus the bias if any. */
export const weightBytes = (node: ConcreteNode, copies = 1) => {
  const w = node.weight as WeightTensor;
  const bias = node.bias ? edgeBytes(node.bias) : 0;
  return (tensorBytes(w.format, w.rows, w.cols, "weight") + bias) * copies;
};
export const first = <T>(list: readonly T[]): T => {
  const item = list[0];
  if (item === undefined)
    throw new Error("internal: op invoked without its operand (signature checked in validate)");
  return item;
};

/** Expected distinct experts hit by T tokens each choosing k of E uniformly: E·(1−(1−k/E)^T). */
export const distinctExperts = (experts: number, topK: number, tokens: number) =>
  experts * (1 - (1 - topK / experts) ** tokens);

/** Distinct experts a step's tokens read: one set of k where every token routes the same, else the uniform count. */
export const expertsRead = (experts: number, topK: number, tokens: number, routing?: "identical") =>
  routing === "identical" ? Math.min(topK, experts) : distinctExperts(experts, topK, tokens);

/** The common byte split: every input edge read, every output edge written, plus what the op adds. */
export const ioBytes = (node: ConcreteNode, extra: Partial<ByteSplit> = {}): ByteSplit => ({
  ...NO_BYTES,
  actIn: sumEdges(node.ins),
  actOut: sumEdges(node.outs),
  ...extra,
});

/**
 * Mean tokens a query row of a causal chunk attends: the chunk is the last `rows` tokens of a `context`-token
 * sequence, so row i (0-based) sees context − rows + i + 1 tokens, at most `window` (a sliding window; top-k
 * selection caps the same way). Without a cap the mean is context − (rows − 1)/2; one row sees the whole context.
 * More rows than context (the CLI refuses it; the library does not) reads as a whole prompt of `rows` tokens whose
 * rows each see at most `context`: the window case, continuous with rows = context.
 */
export function meanAttended(rows: number, context: number, window = Number.POSITIVE_INFINITY): number {
  if (context <= 0) return 0;
  const n = Math.max(1, rows);
  if (n > context) return meanAttended(n, n, Math.min(window, context));
  const firstRow = context - n + 1;
  if (window >= context) return context - (n - 1) / 2;
  if (window <= firstRow) return Math.max(0, window);
  // Rows firstRow … window tokens long see everything they could; the rest are capped at the window.
  const uncapped = window - firstRow + 1;
  return (((firstRow + window) * uncapped) / 2 + window * (n - uncapped)) / n;
}
