// circuit-venn library API: analyze and check, renderers, schemas and types (re-exports only).

export {
  type CalibrateInput,
  type CalibrateResult,
  calibrate,
  MICROBENCH_COLUMNS,
  MICROBENCH_OPS,
  type MicrobenchRow,
  predict as predictMicrobench,
  type Residual,
  readMicrobench,
  residualOf,
} from "./app/calibrate.ts";
export { type CheckResult, check } from "./app/check.ts";
export { type CompareOptions, compare } from "./app/compare.ts";
export { type DiffAtRefOptions, type DiffOptions, diff, diffAtRef } from "./app/diff.ts";
export { type ExploreOptions, type ExploreResult, explore } from "./app/explore.ts";
export { type ImportHfInput, type ImportHfResult, importHf } from "./app/import-hf.ts";
export {
  type ImportProfileInput,
  type ImportProfileResult,
  importProfile,
  PROFILE_KINDS,
  type ProfileKind,
} from "./app/import-profile.ts";
export { listEngines, listHardware } from "./app/list.ts";
export { type AnalyzeOptions, type AnalyzeResult, analyze } from "./app/report.ts";
export { analyzeServing } from "./app/serve.ts";
export {
  type BoundRun,
  bindRun,
  requestsCsv,
  type SchedulerOverrides,
  type SimulateOptions,
  type SimulateResult,
  SLA_ATTAINMENT,
  simulateServing,
} from "./app/simulate.ts";
export { type UnionOptions, union } from "./app/union.ts";
export {
  CODES,
  type Diagnostic,
  type DiagnosticCode,
  diagnose,
  diagnosticToJson,
  formatDiagnostic,
  hasErrors,
} from "./diagnostics/index.ts";
export {
  DEFAULT_ENGINE,
  type Engine,
  type KindFactors,
  normalizeEngine,
  serveSetting,
} from "./engine/index.ts";
export {
  FORMATS,
  formatSpellings,
  PRESETS,
  type PresetName,
  parseFormat,
  tensorBytes,
} from "./formats/index.ts";
export type { Profile } from "./hardware/index.ts";
export { type InputStore, setInputStore } from "./input-cache/index.ts";
export {
  type Layout,
  layoutName,
  OP_KINDS,
  OP_SIGNATURES,
  parseLayout,
  parseLayouts,
  RUN_KINDS,
  RUN_MODES,
  type RunMode,
  runsBeyondContext,
} from "./ir/index.ts";
export {
  bundleInputStore,
  canonicalRef,
  type FileInputStore,
  listIds,
  loadTemplates,
  packageRoot,
  packageVersion,
  type RequestTrace,
  readText,
  readTextOrGzip,
  readTrace,
  removeLiveBaseTrees,
  resolveInput,
  TRACE_FORMAT_IDS,
  type TraceFormatId,
} from "./load/index.ts";
export type { RunSpec } from "./pipeline.ts";
export {
  DIFF_RENDERERS,
  extensionOf,
  fmtBytes,
  fmtRate,
  RENDER_FORMATS,
  type RenderFormat,
  render,
  renderCommand,
  renderUnion,
  SIMULATE_EXTENSIONS,
  SIMULATE_FORMATS,
  SIMULATE_RENDERERS,
  type SimulateFormat,
  TEXT_WIDTH_MAX,
  TEXT_WIDTH_MIN,
  type TextOptions,
} from "./render/index.ts";
export type { SimulateModel } from "./report/index.ts";
export {
  type CompareModel,
  CompareModelSchema,
  type DiffModel,
  DiffModelSchema,
  type DiffSetModel,
  DiffSetModelSchema,
  type FitVerdict,
  fitVerdict,
  MODEL_PRECISION,
  REPORT_VIEWS,
  type ReportModel,
  ReportModelSchema,
  type ReportView,
  TRAFFIC_CATEGORIES,
  type UnionModel,
  UnionModelSchema,
} from "./report/index.ts";
export { CircuitSchema, HardwareSchema, ModelSchema, suggestFormats } from "./schema/index.ts";
export { jsonSchemas } from "./schema/json-schema.ts";
export { parseSla, parseWorkload, type Sla, type Workload } from "./serve/index.ts";
export {
  type ArrivalSpec,
  expectedAcceptedLength,
  type LengthSpec,
  MAX_RATE,
  MAX_REQUESTS,
  MAX_TOKENS,
  parseAccept,
  parseArrivals,
  parseLength,
  parseSpeculative,
  type SimSla,
  type SimWorkload,
  type SpeculativeSpec,
} from "./simulate/index.ts";
