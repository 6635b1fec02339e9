// The models every command hands its renderers (DESIGN.md §6 field names): one module per command's model.
export {
  type CompareCell,
  type CompareModel,
  CompareModelSchema,
} from "./schema-compare.ts";
export {
  type DiffModel,
  DiffModelSchema,
  type DiffSetModel,
  DiffSetModelSchema,
} from "./schema-diff.ts";
export {
  type FitVerdict,
  type ReportFlag,
  type ReportMemory,
  type ReportModel,
  ReportModelSchema,
  type ReportSite,
  type ReportTable,
} from "./schema-report.ts";
export { type UnionModel, UnionModelSchema } from "./schema-union.ts";
export type { DeploymentRowModel, WorkloadSection } from "./schema-workload.ts";
