import { tensorBytes } from "../formats/index.ts";
import type { HeldState, ResidentTensor, ResidentWeight } from "../instantiate/index.ts";

/** What must stay in memory for the weights (DESIGN.md §6: every weight, the whole embedding, every expert), each copy and layer with its bias and scales. */
export function residentWeights(resident: readonly ResidentTensor[]): ResidentWeight[] {
  return resident.map((r) => {
    const perCopy = tensorBytes(r.weight.format, r.weight.rows, r.weight.cols, "weight");
    const biasBytes = r.bias ? tensorBytes(r.bias.format, 1, r.bias.cols, "activation") : 0;
    return {
      name: r.name,
      site: r.site,
      bytes: (perCopy + biasBytes) * r.weight.count * r.count,
      params: r.params,
      activeParams: r.activeParams,
    };
  });
}

/** Bytes one sequence holds at this many tokens, every layer: a sliding-window cache at most its window, a recurrent state one fixed size. */
export function heldBytes(held: readonly HeldState[], tokens: number): number {
  if (tokens <= 0) return 0;
  return held.reduce((sum, k) => {
    const rows = k.isRecurrent ? k.rowsPerToken : Math.min(tokens, k.window ?? tokens) * k.rowsPerToken;
    return sum + tensorBytes(k.format, rows, k.cols, "activation") * k.count;
  }, 0);
}
