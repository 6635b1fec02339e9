// Diagnostics: the code registry, the diagnostic value and its two printed forms.
export { CODES, type DiagnosticArgs, type DiagnosticCode, type Severity, type Stage } from "./codes.ts";
export {
  closest,
  type Diagnostic,
  type DiagnosticOf,
  diagnose,
  hasErrors,
  type KeyPath,
  sortDiagnostics,
  type Where,
} from "./diagnostic.ts";
export { type DiagnosticJson, diagnosticToJson, formatDiagnostic } from "./format.ts";
