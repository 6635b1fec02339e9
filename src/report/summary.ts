// The report as compare and a workload plan read it: each table's totals and its sites' times, without the full rows.
import type { Layout } from "../ir/index.ts";
import { ESTIMATED, type SiteTiming } from "../measure/index.ts";
import type { LayoutHolding } from "../shard/index.ts";
import { type CostedRun, type ReportInput, reportHardware, reportPrecision } from "./input.ts";
import { reportMemory, runFit } from "./memory.ts";
import type { ReportMemory, ReportModel, ReportSite, ReportTable } from "./schema.ts";
import { communicationOf, energy, rankSites, siteTimes, stepTiming, stepTotals, tableHead } from "./step.ts";

/** What a compare cell or a workload reads of a table: the step's totals and each site's time, lane and share. */
export type SummaryTable = Pick<
  ReportTable,
  | "hardware"
  | "mode"
  | "rows"
  | "sequences"
  | "context"
  | "floorSeconds"
  | "expectedSeconds"
  | "tokensPerSecond"
  | "tokensPerSecondExpected"
  | "boardWatts"
  | "fit"
  | "rankedBy"
  | "stepSeconds"
  | "timingShare"
  | "communication"
> & { sites: SummarySite[] };
type SummarySite = Pick<
  ReportSite,
  "site" | "lane" | "execution" | "floorSeconds" | "expectedSeconds" | "share" | "timing" | "measuredSeconds"
>;

/** A report without each site's full row: what compare and a workload plan read (a full report satisfies it too). */
export type ReportSummary = Pick<
  ReportModel,
  "model" | "modelName" | "circuit" | "precision" | "hardware" | "memory" | "engine"
> & {
  tables: SummaryTable[];
};

/** One table's summary, from the same totals, ranking and step timing as buildTable's. */
function summarizeTable(
  costed: CostedRun,
  memory: ReportMemory,
  measured?: ReadonlyMap<string, SiteTiming>,
  parallel?: Layout,
  holdings?: () => readonly LayoutHolding[],
): SummaryTable {
  const { costs } = costed;
  const totals = stepTotals(costed);
  const { stepSeconds, expected, rankedBy } = totals;
  const sites = rankSites(
    costs.map((c) => {
      const timing = measured?.get(c.site) ?? ESTIMATED;
      return {
        site: c.site,
        lane: c.lane,
        execution: c.execution,
        ...siteTimes(c, stepSeconds),
        timing: timing.timing,
        measuredSeconds: timing.seconds,
      };
    }),
    rankedBy,
  );
  return {
    ...tableHead(costed, totals),
    tokensPerSecond: totals.tokensPerSecond,
    tokensPerSecondExpected: totals.tokensPerSecondExpected,
    boardWatts: energy(costed, expected ?? stepSeconds, parallel).boardWatts,
    fit: runFit(costed, memory, parallel, holdings),
    rankedBy,
    sites,
    ...stepTiming(sites),
    ...(parallel ? { communication: communicationOf(costs, stepSeconds, expected) } : {}),
  };
}

/** The report as compare and a workload plan read it: the same numbers, without building every site's full row. */
export function summarizeReport(input: ReportInput): ReportSummary {
  const memory = reportMemory(input);
  const memoryOf = new Map(memory.map((m) => [m.hardware, m]));
  return {
    model: input.model.id,
    modelName: input.model.name ?? input.model.id,
    circuit: input.circuit,
    precision: reportPrecision(input),
    hardware: input.profiles.map(reportHardware),
    memory,
    ...(input.engine ? { engine: input.engine } : {}),
    tables: input.runs.map((run, i) =>
      summarizeTable(
        run,
        memoryOf.get(run.profile.id) as ReportMemory,
        input.measured?.sites[i],
        input.parallel,
        input.holdings,
      ),
    ),
  };
}
