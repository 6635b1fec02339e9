// Report: costed runs → one serializable ReportModel, the contract every renderer reads.

export { compareText, RUN_KINDS } from "../ir/index.ts";
// The Venn classes table, for the renderers (which read only report/).
export { CLASS_ORDER, VENN_CLASSES, type VennClassRow, vennClassRow } from "../venn/classes.ts";
export { buildReportModel } from "./build.ts";
export { buildCompareModel, type CompareEntry, MODEL_PRECISION } from "./compare.ts";
export { buildDiffModel, buildDiffSetModel, type DiffInput, type DiffSide, type InputDoc } from "./diff.ts";
export { type EulerGroup, eulerGroups } from "./euler.ts";
export { type GemmRow, gemmHistogram } from "./gemm.ts";
export type { CostedRun, ReportInput } from "./input.ts";
export { FIT_SEQUENCES, fitVerdict, LONG_CONTEXT } from "./memory.ts";
export {
  type CompareCell,
  type CompareModel,
  CompareModelSchema,
  type DiffModel,
  DiffModelSchema,
  type DiffSetModel,
  DiffSetModelSchema,
  type FitVerdict,
  type ReportMemory,
  type ReportModel,
  ReportModelSchema,
  type ReportSite,
  type ReportTable,
  type UnionModel,
  UnionModelSchema,
  type WorkloadSection,
} from "./schema.ts";
export type { LatencyStats, SimSpeculative, SimulateModel, Sourced, SweepPoint } from "./simulate.ts";
export { rankedSeconds } from "./step.ts";
export { type ReportSummary, type SummaryTable, summarizeReport } from "./summary.ts";
export {
  BYTE_COLUMN_IDS,
  BYTE_COLUMNS,
  BYTE_SPLIT_FIELDS,
  type ByteColumn,
  columnBytes,
  type Reducer,
  splitTraffic,
  TRAFFIC_CATEGORIES,
  TRAFFIC_CATEGORY_IDS,
  type TrafficCategory,
  type TrafficCost,
  type TrafficSplit,
} from "./traffic.ts";
export { buildUnionModel } from "./union.ts";
export { REPORT_VIEWS, type ReportView } from "./views.ts";
export { buildWorkloadSection, type WorkloadInput } from "./workload.ts";
