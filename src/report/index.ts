// Report: costed runs → one serializable ReportModel, the contract every renderer reads.
export { buildReportModel, type CostedRun, FIT_SEQUENCES, LONG_CONTEXT, type ReportInput } from "./build.ts";
export {
  type ReportMemory,
  type ReportModel,
  ReportModelSchema,
  type ReportSite,
  type ReportTable,
} from "./schema.ts";
