import type { Diagnostic } from "./diagnostic.ts";

/** Terminal form: "file:line:col CODE message", then a related location when there is one. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? `${d.file}:${d.line ?? 1}:${d.col ?? 1} ` : "";
  const head = `${where}${d.code} ${d.message}`;
  if (!d.related) return head;
  return `${head}\n  ${d.related.label}: ${d.related.file}:${d.related.line ?? 1}:${d.related.col ?? 1}`;
}

/** JSON form, the fields of DESIGN.md §6. */
export function diagnosticToJson(d: Diagnostic) {
  return {
    code: d.code,
    severity: d.severity,
    file: d.file ?? null,
    line: d.line ?? null,
    col: d.col ?? null,
    message: d.message,
  };
}

export type DiagnosticJson = ReturnType<typeof diagnosticToJson>;
