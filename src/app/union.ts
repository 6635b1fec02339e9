// `venn union`: several models classified against one kernel manifest, folded into models × families.
import type { Diagnostic } from "../diagnostics/index.ts";
import { hasErrors } from "../diagnostics/index.ts";
import type { RunSpec } from "../pipeline.ts";
import { buildUnionModel, type ReportModel, type UnionModel } from "../report/index.ts";
import { analyze } from "./report.ts";
import { CommandScope, findings } from "./scope.ts";
import { gapOf, onlyGaps } from "./shared/gaps.ts";

export interface UnionOptions {
  kernels: string;
  models: readonly string[];
  hardware: string;
  runs: readonly RunSpec[];
  context: number;
  /** The serving engine every model is classified under (id or path); default vllm. */
  engine?: string;
  cwd?: string;
}

/** `venn union`: classifies each model against one manifest and folds them into models × families. */
export function union(options: UnionOptions): { union?: UnionModel; diagnostics: Diagnostic[] } {
  const scope = new CommandScope();
  const results = options.models.map((model) =>
    analyze(
      {
        model,
        kernels: options.kernels,
        hardware: [options.hardware],
        runs: options.runs,
        context: options.context,
        ...(options.engine ? { engine: options.engine } : {}),
        ...(options.cwd ? { cwd: options.cwd } : {}),
      },
      scope,
    ),
  );
  // A model the device cannot run for want of a lane or link is a gap in the union, as in compare, not a failure.
  const gaps = results.flatMap((r, i) => {
    const errors = r.diagnostics.filter((d) => d.severity === "error");
    const first = errors[0];
    return !r.report && first && onlyGaps(errors)
      ? [{ model: options.models[i] ?? "", ...gapOf(first) }]
      : [];
  });
  const gapped = new Set(gaps.map((g) => g.model));
  const diagnostics = findings(
    ...results.map((r, i) =>
      gapped.has(options.models[i] ?? "")
        ? r.diagnostics.filter((d) => d.severity !== "error")
        : r.diagnostics,
    ),
  );
  const reports = results.map((r) => r.report).filter((r): r is ReportModel => r !== undefined);
  if (reports.length + gaps.length !== results.length || reports.length === 0 || hasErrors(diagnostics))
    return {
      diagnostics: reports.length === 0 ? findings(...results.map((r) => r.diagnostics)) : diagnostics,
    };
  const union = buildUnionModel(reports, reports[0]?.venn?.kernels ?? options.kernels, options.hardware);
  return { union: gaps.length ? { ...union, gaps } : union, diagnostics };
}
