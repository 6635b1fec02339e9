// `venn union`: several models classified against one kernel manifest, folded into models × families.
import type { Diagnostic } from "../diagnostics/index.ts";
import { hasErrors } from "../diagnostics/index.ts";
import type { RunSpec } from "../pipeline.ts";
import { buildUnionModel, type ReportModel, type UnionModel } from "../report/index.ts";
import { analyze } from "./report.ts";
import { CommandScope, findings } from "./scope.ts";

export interface UnionOptions {
  kernels: string;
  models: readonly string[];
  hardware: string;
  runs: readonly RunSpec[];
  context: number;
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
        ...(options.cwd ? { cwd: options.cwd } : {}),
      },
      scope,
    ),
  );
  const diagnostics = findings(...results.map((r) => r.diagnostics));
  const reports = results.map((r) => r.report).filter((r): r is ReportModel => r !== undefined);
  if (reports.length !== results.length || hasErrors(diagnostics)) return { diagnostics };
  return {
    union: buildUnionModel(reports, reports[0]?.venn?.kernels ?? options.kernels, options.hardware),
    diagnostics,
  };
}
