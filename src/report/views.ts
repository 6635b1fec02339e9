import type { NodeCost } from "../cost/index.ts";
import type { ConcreteNode, RunPoint } from "../ir/index.ts";
import { gemmHistogram } from "./gemm.ts";
import type { ReportTable } from "./schema.ts";
import { splitTraffic } from "./traffic.ts";

/** The workload views a report can add to every table (--views); each is absent from the JSON unless asked for. */
export const REPORT_VIEWS = ["traffic", "gemm"] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** The asked-for views of one table, as fields to spread into it. */
export function tableViews(
  views: readonly ReportView[],
  nodes: readonly ConcreteNode[],
  costs: readonly NodeCost[],
  run: RunPoint,
  table: Pick<ReportTable, "rankedBy" | "floorSeconds" | "expectedSeconds">,
  graphInputs: readonly string[],
  perNode: readonly NodeCost[] = costs,
): Pick<ReportTable, "traffic" | "gemms"> {
  const ranked = table.rankedBy === "expected" ? (table.expectedSeconds ?? 0) : table.floorSeconds;
  // The split reads the step as run (fused rows included); the histogram needs one cost per node (the unfused step).
  return {
    ...(views.includes("traffic") ? { traffic: splitTraffic(nodes, costs, graphInputs) } : {}),
    ...(views.includes("gemm") ? { gemms: gemmHistogram(nodes, perNode, run, table.rankedBy, ranked) } : {}),
  };
}
