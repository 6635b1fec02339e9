// A writer's own check: the text it is about to write, read back as its reader would read it.
import { type Diagnostic, diagnose, formatDiagnostic, hasErrors } from "../diagnostics/index.ts";
import { attachPositions, parseCsvSource, parseSource, type SourceFile } from "../load/index.ts";

/**
 * The problems the tool's own reader finds in `text` (a model file, a measurements CSV), each as IMPORT_OUTPUT_INVALID
 * at `at`: the tool never writes a file it would then refuse.
 */
export function checkWritten(
  text: string,
  kind: "model" | "measurements",
  validate: (data: unknown, file: string) => { diagnostics: Diagnostic[] },
  at: { file: string; line: number; col: number },
): Diagnostic[] {
  const file = kind === "model" ? "(output).model.yaml" : "(output).csv";
  const parsed = kind === "model" ? parseSource(text, file) : parseCsvSource(text, file, "measurements");
  const found = parsed.source ? validate(parsed.source.data, file).diagnostics : parsed.diagnostics;
  if (!hasErrors(found)) return [];
  const sources = new Map<string, SourceFile>(parsed.source ? [[file, parsed.source]] : []);
  return attachPositions(found, sources)
    .filter((d) => d.severity === "error")
    .map((d) => ({
      ...diagnose(
        "IMPORT_OUTPUT_INVALID",
        { kind, detail: formatDiagnostic(d) },
        { file: at.file, path: [] },
      ),
      line: at.line,
      col: at.col,
    }));
}
