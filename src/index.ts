// circuit-venn library API: analyze and check, renderers, schemas and types (re-exports only).
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
  FORMATS,
  formatSpellings,
  PRESETS,
  type PresetName,
  parseFormat,
  tensorBytes,
} from "./formats/index.ts";
export { type ImportHfInput, type ImportHfResult, importHf } from "./import-hf/index.ts";
export {
  type ImportProfileInput,
  type ImportProfileResult,
  importProfile,
  PROFILE_KINDS,
  type ProfileKind,
} from "./import-profile/index.ts";
export { OP_KINDS, OP_SIGNATURES } from "./ir/index.ts";
export { listIds, loadTemplates, packageRoot, packageVersion, readText } from "./load/index.ts";
export {
  type AnalyzeOptions,
  type AnalyzeResult,
  analyze,
  type CheckResult,
  type CompareOptions,
  check,
  compare,
  type DiffAtRefOptions,
  type DiffOptions,
  diff,
  diffAtRef,
  listHardware,
  type RunSpec,
  type UnionOptions,
  union,
} from "./pipeline.ts";
export {
  DIFF_RENDERERS,
  fmtBytes,
  fmtRate,
  RENDER_FORMATS,
  type RenderFormat,
  render,
  renderCommand,
  renderUnion,
} from "./render/index.ts";
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
  type ReportModel,
  ReportModelSchema,
  type UnionModel,
  UnionModelSchema,
} from "./report/index.ts";
export { CircuitSchema, HardwareSchema, ModelSchema, suggestFormats } from "./schema/index.ts";
export { jsonSchemas } from "./schema/json-schema.ts";
