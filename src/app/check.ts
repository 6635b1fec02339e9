// `venn check`: every input under the paths validated, and each model bound to its circuit.
import { type Diagnostic, hasErrors } from "../diagnostics/index.ts";
import { collectInputFiles, displayPath, fsReader, kindOfPath, notAnInput } from "../load/index.ts";
import { bind } from "../pipeline.ts";
import {
  validateCircuit,
  validateEngine,
  validateFusions,
  validateHardware,
  validateKernels,
  validateModel,
} from "../validate/index.ts";
import { loadModelAndCircuit, Session } from "./shared/session.ts";

/** What `venn check` validates when given no paths: the project's own data folders. */
export const DEFAULT_CHECK_PATHS = ["circuits", "engines", "hardware"];

export interface CheckResult {
  files: string[];
  diagnostics: Diagnostic[];
}

/** Validates every circuit, model and profile under the paths; each model is also bound to its circuit. */
export function check(paths: readonly string[], cwd = process.cwd()): CheckResult {
  const session = new Session(fsReader(cwd));
  const collected = collectInputFiles(paths.length ? paths : DEFAULT_CHECK_PATHS, cwd, paths.length === 0);
  const files = collected.files;
  session.diagnostics.push(...collected.diagnostics);
  for (const path of files) {
    const kind = kindOfPath(path);
    const display = displayPath(path, cwd);
    if (kind === "hardware") session.load("hardware", path, validateHardware);
    else if (kind === "circuit") session.load("circuit", path, validateCircuit);
    else if (kind === "kernels") session.load("kernels", path, validateKernels);
    else if (kind === "fusions") session.load("fusions", path, validateFusions);
    else if (kind === "engine") session.load("engine", path, validateEngine);
    else if (kind === "model") {
      const before = session.diagnostics.length;
      const loaded = loadModelAndCircuit(session, path);
      if (loaded && !hasErrors(session.diagnostics.slice(before))) {
        bind(session, loaded, [{ rows: 1, sequences: 1 }]);
      }
    } else {
      const notInput = notAnInput(path, display);
      if (notInput) session.diagnostics.push(notInput);
      else session.load("model", path, validateModel);
    }
  }
  return { files: files.map((f) => displayPath(f, cwd)), diagnostics: session.finish() };
}
