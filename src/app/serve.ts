// `venn report --workload` and the workload plan compare adds: the workload on its devices, precisions and layouts, turned into serving answers.

import type { Diagnostic } from "../diagnostics/index.ts";
import { DEFAULT_ENGINE } from "../engine/index.ts";
import type { PresetName } from "../formats/index.ts";
import { normalizeProfile, type Profile } from "../hardware/index.ts";
import { type Layout, layoutName, SINGLE_DEVICE } from "../ir/index.ts";
import { fsReader } from "../load/index.ts";
import type { RunSpec } from "../pipeline.ts";
import {
  buildWorkloadSection,
  fitVerdict,
  MODEL_PRECISION,
  type ReportSummary,
  type WorkloadSection,
} from "../report/index.ts";
import type { EngineDoc, HardwareDoc } from "../schema/index.ts";
import {
  batchLadder,
  type DeploymentRun,
  decodeContexts,
  planDeployments,
  prefillChunks,
  type Sla,
  type Workload,
} from "../serve/index.ts";
import { validateEngine, validateHardware } from "../validate/index.ts";
import { type AnalyzeOptions, type AnalyzeResult, analyze } from "./report.ts";
import { CommandScope, findings } from "./scope.ts";
import {
  engineScope,
  gapOf,
  LAYOUT_GAP_CODES,
  onlyGaps,
  type PriceOverrides,
  priced,
} from "./shared/gaps.ts";
import { Session } from "./shared/session.ts";

/** `venn report --workload`: the report, plus the workload on its devices at its precision and layout. */
export function analyzeServing(options: AnalyzeOptions & { workload: Workload; sla?: Sla }): AnalyzeResult {
  const scope = new CommandScope();
  const result = analyze(options, scope);
  const report = result.report;
  if (!report) return result;
  const precision = options.preset ?? MODEL_PRECISION;
  const planned = planWorkload(
    {
      model: options.model,
      hardware: options.hardware.map((id, i) => ({ id, name: report.hardware[i]?.name ?? id })),
      precisions: [precision],
      layouts: [options.parallel ?? SINGLE_DEVICE],
      ...engineScope(options),
    },
    options.workload,
    options.sla,
    scope,
  );
  if (!planned.section) return { diagnostics: findings(result.diagnostics, planned.diagnostics) };
  return { ...result, report: { ...report, workload: planned.section } };
}

/** What a workload is planned over: devices (with their names), precision columns and layouts. */
interface WorkloadScope {
  model: string;
  hardware: readonly { id: string; name: string }[];
  precisions: readonly (PresetName | typeof MODEL_PRECISION)[];
  layouts: readonly Layout[];
  kvCache?: string;
  graphs?: boolean;
  /** The serving engine (id or path) every step is costed under; default vllm. */
  engine?: string;
  /** A fusion file: every step the workload costs runs its groups as one kernel each. */
  fusions?: string;
  prices?: PriceOverrides;
  cwd?: string;
}

/** Board power and price of one profile, read apart from the report (whose hardware rows carry no power). */
function profileOf(
  id: string,
  cwd: string,
  scope: CommandScope,
  prices?: PriceOverrides,
): Profile | undefined {
  const session = new Session(fsReader(cwd), scope);
  const hw = session.load<HardwareDoc>("hardware", id, validateHardware);
  return hw ? priced(normalizeProfile(hw.value, hw.file), prices) : undefined;
}

/** How the runs of a workload's analysis are laid out: the prefill chunks first, then each batch's decode contexts. */
interface WorkloadShape {
  prefills: number;
  contexts: number;
  ladder: readonly number[];
}

/** One candidate from its analysis: prefill and decode step times (by the time every table has), and each batch's fit. */
function deploymentOf(
  report: ReportSummary,
  cell: Pick<DeploymentRun, "hardware" | "precision" | "layout">,
  profile: Profile | undefined,
  { prefills, contexts, ladder }: WorkloadShape,
): DeploymentRun {
  const tables = report.tables;
  const rankedBy = tables.every((t) => t.expectedSeconds !== null) ? "expected" : "floor";
  const seconds = (t: (typeof tables)[number]) =>
    rankedBy === "expected" ? (t.expectedSeconds as number) : t.floorSeconds;
  const memory = report.memory[0];
  return {
    ...cell,
    power: profile?.power ?? null,
    pricePerHour: profile?.pricePerHour ?? null,
    rankedBy,
    prefillSeconds: tables.slice(0, prefills).map(seconds),
    prefillWatts: tables.slice(0, prefills).map((t) => t.boardWatts ?? null),
    batches: ladder.map((batch, b) => {
      const decode = tables.slice(prefills + b * contexts, prefills + (b + 1) * contexts);
      // The last decode table holds the batch's KV at the end of the output, one device's share under a layout.
      const fit = decode[decode.length - 1]?.fit ?? (memory ? fitVerdict(memory, batch) : undefined);
      return {
        batch,
        fits: fit?.fits ?? false,
        memoryBytes: fit?.neededBytes ?? 0,
        decode: decode.map((t) => ({ context: t.context, seconds: seconds(t), watts: t.boardWatts ?? null })),
        communicationShare: decode.length
          ? decode.reduce((sum, t) => sum + (t.communication?.share ?? 0), 0) / decode.length
          : 0,
      };
    }),
  };
}

/**
 * The engine's default prefill chunk where chunk= was not given and the engine states one; a profile that does not
 * load leaves the workload's chunk (the analysis says why it did not load).
 */
function engineChunk(
  workload: Workload,
  ref: string | undefined,
  cwd: string,
  command: CommandScope,
): Workload {
  if (workload.chunkGiven) return workload;
  const read = new Session(fsReader(cwd), command).load<EngineDoc>(
    "engine",
    ref ?? DEFAULT_ENGINE,
    validateEngine,
  );
  const chunk = read?.value.chunked_prefill;
  if (!read || !chunk) return workload;
  const why = chunk.note ? `: ${chunk.note}` : "";
  return { ...workload, chunk: chunk.tokens, chunkSource: `engine ${read.value.id} chunked_prefill${why}` };
}

/**
 * The workload on every device × precision × layout: one analysis costs the prefill chunks and decode at the sampled contexts for every batch size (the KV fit at isl+osl), then the serve stage turns the step times into TTFT, ITL, throughput, $ and J per token and picks per device.
 */
export function planWorkload(
  scope: WorkloadScope,
  workload: Workload,
  sla: Sla | undefined,
  command: CommandScope = new CommandScope(),
): { section?: WorkloadSection; diagnostics: Diagnostic[] } {
  const cwd = scope.cwd ?? process.cwd();
  workload = engineChunk(workload, scope.engine, cwd, command);
  const chunks = prefillChunks(workload.isl, workload.chunk);
  const contexts = decodeContexts(workload.isl, workload.osl);
  const ladder = batchLadder(workload);
  const shape = { prefills: chunks.length, contexts: contexts.length, ladder };
  const runs: RunSpec[] = [
    ...chunks.map((c) => ({ mode: c.mode, rows: c.rows, context: c.context })),
    ...ladder.flatMap((rows) => contexts.map((context) => ({ mode: "multi" as const, rows, context }))),
  ];
  const deployments: DeploymentRun[] = [];
  const gaps: WorkloadSection["gaps"] = [];
  const diagnostics: Diagnostic[] = [];
  for (const hardware of scope.hardware) {
    const profile = profileOf(hardware.id, cwd, command, scope.prices);
    for (const precision of scope.precisions) {
      for (const layout of scope.layouts) {
        const result = analyze(
          {
            model: scope.model,
            hardware: [hardware.id],
            runs,
            context: workload.isl + workload.osl,
            ...(precision !== MODEL_PRECISION ? { preset: precision } : {}),
            parallel: layout,
            ...engineScope({ ...scope, cwd }),
            summary: true,
          },
          command,
        );
        const errors = result.diagnostics.filter((d) => d.severity === "error");
        const report = result.summary;
        if (!report) {
          if (onlyGaps(errors, LAYOUT_GAP_CODES)) {
            const first = errors[0] as Diagnostic;
            gaps.push({
              hardware: hardware.id,
              precision,
              layout: layoutName(layout),
              ...gapOf(first),
            });
            continue;
          }
          return { diagnostics: findings(diagnostics, result.diagnostics) };
        }
        diagnostics.push(...result.diagnostics);
        deployments.push(deploymentOf(report, { hardware: hardware.id, precision, layout }, profile, shape));
      }
    }
  }
  const { rows, choices } = planDeployments(deployments, workload, sla);
  return {
    section: buildWorkloadSection({
      workload,
      ...(sla ? { sla } : {}),
      layouts: scope.layouts.map(layoutName),
      rows,
      choices,
      hardware: scope.hardware,
      gaps,
    }),
    diagnostics: findings(diagnostics),
  };
}
