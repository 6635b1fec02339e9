// The analysis `venn report` runs for an explorer state (its "Copy CLI" arguments), on the documents a reader holds:
// the page runs it at every change, and `venn explore` runs it once on the same documents for the opening state, so
// the page can draw that state's panels before its own first analysis ends.
import type { ExploreState } from "../../explore/index.ts";
import { runSpecs } from "../../explore/index.ts";
import { parseLayout } from "../../ir/index.ts";
import type { InputReader } from "../../load/index.ts";
import type { ReportModel } from "../../report/index.ts";
import type { CommandScope } from "../scope.ts";
import { type AnalyzeResult, analyzeWith } from "./analysis.ts";

export function analyzeState(reader: InputReader, s: ExploreState, scope?: CommandScope): AnalyzeResult {
  const layout = s.parallel ? parseLayout(s.parallel).layout : undefined;
  return analyzeWith(
    reader,
    {
      model: s.model,
      hardware: s.hardware,
      runs: runSpecs(s),
      context: s.context,
      engine: s.engine,
      ...(s.precision ? { preset: s.precision } : {}),
      ...(layout ? { parallel: layout } : {}),
      ...(s.price > 0 ? { prices: Object.fromEntries(s.hardware.map((h) => [h, s.price])) } : {}),
      ...(s.against ? { against: [s.against] } : {}),
    },
    scope,
  );
}

/** What `venn explore` writes into the page beside its script (the documents apart, gzipped). */
export interface ExploreData {
  models: string[];
  hardware: string[];
  engines: string[];
  /** The named length distributions carried (workloads/NAME.lengths.csv), offered to the simulator. */
  lengths?: string[];
  initial: ExploreState;
  /** The opening state's report, from `venn explore`'s own run of the analysis on these documents: drawn at once,
   * then the page's analysis runs and replaces it (data-opening says whether they drew the same panels). */
  opening?: ReportModel;
}
