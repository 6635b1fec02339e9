// The full report: one table per costed run, with the memory fit, the Venn result and the diagnostics.
// The pieces live beside it: the step totals (step.ts), the site rows (table.ts), the memory fit (memory.ts), the summary (summary.ts).
import { diagnosticToJson } from "../diagnostics/index.ts";
import { pointKey } from "../instantiate/index.ts";
import { devicesOf } from "../ir/index.ts";
import { type ReportInput, reportHardware, reportPrecision } from "./input.ts";
import { reportMemory } from "./memory.ts";
import type { ReportMemory, ReportModel } from "./schema.ts";
import { buildTable } from "./table.ts";
import { tableViews } from "./views.ts";

/** The serializable report: ranked sites per hardware and run, memory fit, diagnostics. */
export function buildReportModel(input: ReportInput): ReportModel {
  const { model, bound } = input;
  const memory = reportMemory(input);
  const memoryOf = new Map(memory.map((m) => [m.hardware, m]));
  return {
    schemaVersion: 1,
    command: input.command,
    model: model.id,
    modelName: model.name ?? model.id,
    source: { ...(model.source.hf ? { hf: model.source.hf } : {}), revision: model.source.revision },
    circuit: input.circuit,
    precision: reportPrecision(input),
    inputs: input.inputs,
    graphs: input.serve?.graphs ?? true,
    ...(input.engine ? { engine: input.engine } : {}),
    ...(input.parallel ? { parallel: { ...input.parallel, devices: devicesOf(input.parallel) } } : {}),
    hardware: input.profiles.map(reportHardware),
    tables: input.runs.map((run, i) => {
      const table = buildTable(
        run,
        memoryOf.get(run.profile.id) as ReportMemory,
        input.venn?.result.sites[i],
        input.measured?.sites[i],
        input.parallel,
        input.holdings,
        input.accept,
      );
      if (!input.views?.length) return table;
      // Under --parallel the nodes are one device's shard, as costed.
      const nodes = run.nodes ?? bound.steps.get(pointKey(run.run)) ?? [];
      return {
        ...table,
        // With fusions the split reads the fused rows (their internal bytes are saved by fusion); the GEMM shapes read one cost per node.
        ...tableViews(
          input.views,
          nodes,
          run.costs,
          run.run,
          table,
          input.graphInputs ?? [],
          run.unfusedCosts ?? run.costs,
        ),
      };
    }),
    memory,
    flags: input.venn?.result.flags ?? [],
    regions: input.venn?.result.regions ?? [],
    venn: input.venn
      ? {
          kernels: input.venn.kernels,
          against: [...input.venn.against],
          classes: input.venn.result.classes,
          workList: input.venn.result.workList,
        }
      : null,
    diagnostics: input.diagnostics.map(diagnosticToJson),
    measurements: input.measured ? { file: input.measured.file, rows: input.measured.rows } : null,
    ...(input.fusions ? { fusions: input.fusions } : {}),
  };
}
