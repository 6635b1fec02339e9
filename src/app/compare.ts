// `venn compare`: the model on every device × precision × layout as one matrix, with the workload plan beside it.
import type { Diagnostic } from "../diagnostics/index.ts";
import type { PresetName } from "../formats/index.ts";
import { type Layout, SINGLE_DEVICE } from "../ir/index.ts";
import { type RunSpec, toRunPoints } from "../pipeline.ts";
import {
  buildCompareModel,
  type CompareEntry,
  type CompareModel,
  MODEL_PRECISION,
  type ReportSummary,
} from "../report/index.ts";
import type { Sla, Workload } from "../serve/index.ts";
import { analyze } from "./report.ts";
import { CommandScope, findings } from "./scope.ts";
import { planWorkload } from "./serve.ts";
import { engineScope, gapOf, LAYOUT_GAP_CODES, onlyGaps, type PriceOverrides } from "./shared/gaps.ts";

export interface CompareOptions {
  model: string;
  hardware: readonly string[];
  /** Presets, or "model" for the model's own formats. */
  precisions: readonly (PresetName | typeof MODEL_PRECISION)[];
  runs: readonly RunSpec[];
  context: number;
  kvCache?: string;
  graphs?: boolean;
  /** The serving engine (id or path) every cell assumes; default vllm. */
  engine?: string;
  measurements?: string;
  /** A kernel manifest, here to place the measurements' kernel-family rows on sites. */
  kernels?: string;
  /** A serving workload (--workload): the deployment question is answered beside the matrix. */
  workload?: Workload;
  sla?: Sla;
  /** Layouts to run each device and precision at, and the workload is tried at (--parallel); absent is one device. */
  layouts?: readonly Layout[];
  fusions?: string;
  prices?: PriceOverrides;
  cwd?: string;
}

/** `venn compare`: the model on every device in every preset; a lane a device lacks is a named gap in its cell. */
export function compare(options: CompareOptions): { compare?: CompareModel; diagnostics: Diagnostic[] } {
  const entries: CompareEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  let head: ReportSummary | undefined;
  const layouts: (Layout | undefined)[] = options.layouts?.length ? [...options.layouts] : [undefined];
  const scope = new CommandScope();
  for (const hardware of options.hardware) {
    for (const preset of options.precisions) {
      for (const layout of layouts) {
        const result = analyze(
          {
            model: options.model,
            hardware: [hardware],
            runs: options.runs,
            context: options.context,
            ...(preset !== MODEL_PRECISION ? { preset } : {}),
            ...(options.measurements ? { measurements: options.measurements } : {}),
            ...(options.kernels ? { kernels: options.kernels } : {}),
            ...(layout ? { parallel: layout } : {}),
            ...engineScope(options),
            summary: true,
          },
          scope,
        );
        const errors = result.diagnostics.filter((d) => d.severity === "error");
        if (!result.summary && !onlyGaps(errors, LAYOUT_GAP_CODES)) {
          return { diagnostics: findings(diagnostics, result.diagnostics) };
        }
        diagnostics.push(...result.diagnostics.filter((d) => d.severity !== "error"));
        head ??= result.summary;
        const hw = result.summary?.hardware[0];
        const first = errors[0];
        entries.push({
          hardware: { id: hardware, name: hw?.name ?? hardware, pricePerHour: hw?.pricePerHour ?? null },
          precision: preset,
          ...(result.summary ? { report: result.summary } : {}),
          ...(first ? { gap: gapOf(first) } : {}),
          ...(layout ? { layout } : {}),
        });
      }
    }
  }
  // A device whose every cell is a gap never produced a report: name it from the others' or by id.
  const names = new Map(entries.filter((e) => e.report).map((e) => [e.hardware.id, e.hardware]));
  for (const entry of entries) entry.hardware = names.get(entry.hardware.id) ?? entry.hardware;
  const points = toRunPoints(options.runs, options.context);
  const compared = buildCompareModel(
    entries,
    {
      model: head?.model ?? options.model,
      modelName: head?.modelName ?? options.model,
      circuit: head?.circuit ?? "",
      context: options.context,
      kvCache: options.kvCache ?? null,
    },
    points.map((p) => ({ mode: p.mode, rows: p.rows, sequences: p.sequences })),
    findings(diagnostics),
  );
  if (options.workload) {
    const planned = planWorkload(
      {
        model: options.model,
        hardware: entries
          .filter((e, i) => entries.findIndex((x) => x.hardware.id === e.hardware.id) === i)
          .map((e) => e.hardware),
        precisions: options.precisions,
        layouts: options.layouts?.length ? options.layouts : [SINGLE_DEVICE],
        ...engineScope(options),
      },
      options.workload,
      options.sla,
      scope,
    );
    if (!planned.section) return { diagnostics: findings(diagnostics, planned.diagnostics) };
    compared.workload = planned.section;
    diagnostics.push(...planned.diagnostics);
  }
  return { compare: compared, diagnostics: findings(diagnostics) };
}
