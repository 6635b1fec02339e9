// `venn report`: one model on its devices through every stage, as a report (or the summary other commands compose),
// from the files on disk.
import { fsReader } from "../load/index.ts";
import type { CommandScope } from "./scope.ts";
import { type AnalyzeOptions, type AnalyzeResult, analyzeWith } from "./shared/analysis.ts";

export { type AnalyzeOptions, type AnalyzeResult, NO_FUSIONS } from "./shared/analysis.ts";

/** `scope` lets a command that analyzes many cells (compare, diff) read and bind each input once and say each finding once. */
export function analyze(options: AnalyzeOptions, scope?: CommandScope): AnalyzeResult {
  return analyzeWith(fsReader(options.cwd ?? process.cwd()), options, scope);
}
