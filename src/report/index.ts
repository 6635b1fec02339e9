// Report: costed runs → one serializable ReportModel, the contract every renderer reads.
export {
  buildReportModel,
  type CostedRun,
  FIT_SEQUENCES,
  fitVerdict,
  LONG_CONTEXT,
  type ReportInput,
  rankedSeconds,
} from "./build.ts";
export { buildCompareModel, type CompareEntry, MODEL_PRECISION } from "./compare.ts";
export { buildDiffModel, buildDiffSetModel, type DiffInput, type DiffSide, type InputDoc } from "./diff.ts";
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
export { buildUnionModel } from "./union.ts";
export { buildWorkloadSection, type WorkloadInput } from "./workload.ts";
