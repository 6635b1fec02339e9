import { gemmShape, type NodeCost, totalBytes } from "../cost/index.ts";
import type { ConcreteNode, RunPoint } from "../ir/index.ts";
import { rankBy } from "../rank/index.ts";

/** One GEMM shape of a step: every site that runs it, summed over the step. */
export interface GemmRow {
  m: number;
  k: number;
  n: number;
  weightFormat: string;
  activationFormat: string;
  /** GEMMs of this shape per step: layers × experts hit (MoE) or heads (per-head products). */
  count: number;
  flops: number;
  bytes: number;
  floorSeconds: number;
  expectedSeconds: number | null;
  /** Share of the step's ranked time (expected where calibrated, else floor). */
  share: number;
  intensity: number;
  bound: GemmCost["bound"];
  sites: string[];
}

type GemmCost = Pick<
  NodeCost,
  "site" | "count" | "flops" | "bytes" | "floorSeconds" | "expectedSeconds" | "bound"
>;

/**
 * Groups a step's matrix products by (M, K, N, weight format, activation format) and ranks them by time. Each shape
 * carries its sites' costed FLOPs, bytes and times (a router's top-k or an expert combine included), so the rows add up
 * to the GEMM sites of the sites table. A shape's bound is that of its slowest site.
 */
export function gemmHistogram(
  nodes: readonly ConcreteNode[],
  costs: readonly GemmCost[],
  run: RunPoint,
  rankedBy: "expected" | "floor",
  stepSeconds: number,
): GemmRow[] {
  const costOf = new Map(costs.map((c) => [c.site, c]));
  const rows = new Map<string, GemmRow & { slowest: number }>();
  for (const node of nodes) {
    const shape = gemmShape(node, run);
    const c = costOf.get(node.site);
    if (!shape || !c) continue;
    const key = [shape.m, shape.k, shape.n, shape.weight.name, shape.act.name].join("|");
    const row = rows.get(key) ?? {
      m: shape.m,
      k: shape.k,
      n: shape.n,
      weightFormat: shape.weight.name,
      activationFormat: shape.act.name,
      count: 0,
      flops: 0,
      bytes: 0,
      floorSeconds: 0,
      expectedSeconds: c.expectedSeconds === null ? null : 0,
      share: 0,
      intensity: 0,
      bound: c.bound,
      sites: [],
      slowest: -1,
    };
    const seconds = c.floorSeconds * c.count;
    row.count += shape.gemms * c.count;
    row.flops += c.flops * c.count;
    row.bytes += totalBytes(c.bytes) * c.count;
    row.floorSeconds += seconds;
    if (row.expectedSeconds !== null && c.expectedSeconds !== null)
      row.expectedSeconds += c.expectedSeconds * c.count;
    if (seconds > row.slowest) {
      row.slowest = seconds;
      row.bound = c.bound;
    }
    row.sites.push(node.site);
    rows.set(key, row);
  }
  const time = (r: GemmRow) => (rankedBy === "expected" ? (r.expectedSeconds ?? 0) : r.floorSeconds);
  const ranked = [...rows.values()].map(({ slowest: _, ...r }) => ({
    ...r,
    sites: [...r.sites].sort(),
    intensity: r.bytes > 0 ? r.flops / r.bytes : 0,
    share: stepSeconds > 0 ? time(r) / stepSeconds : 0,
  }));
  return rankBy(ranked, time, (r) => `${r.sites[0] ?? ""}|${r.m}|${r.k}|${r.n}`);
}
