// One analysis: a model on its devices through every stage, from the inputs a reader holds to the report model. No
// node: module here: `venn report` runs it on files (report.ts), the explorer page on documents in memory.
import { type Diagnostic, hasErrors } from "../../diagnostics/index.ts";
import {
  DEFAULT_ENGINE,
  type Engine,
  engineAttention,
  enginePreset,
  normalizeEngine,
} from "../../engine/index.ts";
import type { PresetName } from "../../formats/index.ts";
import { normalizeProfile, type Profile } from "../../hardware/index.ts";
import type { Layout } from "../../ir/index.ts";
import { INPUT_KINDS, type InputReader } from "../../load/index.ts";
import {
  BUNDLED_FUSIONS,
  type RunSpec,
  runStages,
  type StagedRuns,
  type StageInputs,
} from "../../pipeline.ts";
import {
  buildReportModel,
  type CostedRun,
  type InputDoc,
  type ReportInput,
  type ReportModel,
  type ReportSummary,
  type ReportView,
  summarizeReport,
} from "../../report/index.ts";
import type { EngineDoc, FusionsDoc, HardwareDoc } from "../../schema/index.ts";
import {
  type Validated,
  validateEngine,
  validateFusions,
  validateHardware,
  validateKernels,
} from "../../validate/index.ts";
import type { CommandScope } from "../scope.ts";
import { withEngineTables } from "./engine-tables.ts";
import { type PriceOverrides, priced } from "./gaps.ts";
import { loadModelAndCircuit, Session } from "./session.ts";

/** --fusions none: no fusion file, not even the engine's. */
export const NO_FUSIONS = "none";

export interface AnalyzeOptions {
  model: string;
  /** A kernel manifest (id or path) to classify every site against (DESIGN.md §5). */
  kernels?: string;
  /** Reference models the engine already serves. */
  against?: readonly string[];
  hardware: readonly string[];
  runs: readonly RunSpec[];
  context: number;
  preset?: PresetName;
  /** A KV-cache format replacing every model's own, e.g. fp8/tensor. */
  kvCache?: string;
  /** Whether the engine replays decode from CUDA/HIP graphs (default: the engine's mode); sets the per-kernel launch cost. */
  graphs?: boolean;
  /** The serving engine (id or path; default vllm): fusion plan, graph mode, host cost and kernel factors. */
  engine?: string;
  /** A measurements file (CSV, JSON or YAML) whose times replace the estimates where they apply. */
  measurements?: string;
  /** Acceptance rate per drafted token (--accept): a verify run's tokens/s counts the tokens it produces, not its rows. */
  accept?: number;
  /** Switches set over the model's own (simulate's MTP draft turns `mtp` on); each must be one its circuit declares. */
  switches?: Readonly<Record<string, boolean>>;
  /** Sites the measurements may name that this model lacks (the other side of a diff). */
  otherSites?: readonly string[];
  /** How the model is spread over devices (--parallel); absent is one device. */
  parallel?: Layout;
  /** A fusion file (id or path): its groups of nodes run and are costed as one kernel each; "none": no fusions, the engine's included. */
  fusions?: string;
  /** Workload views added to every table (--views traffic,gemm). */
  views?: readonly ReportView[];
  /** Return the report's summary (what compare and a workload plan read) instead of the full report. */
  summary?: boolean;
  /** Rental prices (USD/h) by hardware id that replace or supply a profile's (--price ID=USD/h). */
  prices?: PriceOverrides;
  cwd?: string;
}

export interface AnalyzeResult {
  report?: ReportModel;
  /** With `summary`, in place of the report. */
  summary?: ReportSummary;
  diagnostics: Diagnostic[];
  /** Every input file read, as written, named by its id (what `diff` compares to say which inputs changed). */
  inputDocs?: InputDoc[];
}

/** The load and validate stages: every input the options name, read once per command; undefined where the model did not load. */
function loadInputs(session: Session, options: AnalyzeOptions): StageInputs | undefined {
  const read = loadModelAndCircuit(session, options.model);
  // Switches given over the model's: instantiate checks each against the circuit like the file's own.
  const loaded =
    read && options.switches
      ? {
          ...read,
          model: {
            ...read.model,
            value: { ...read.model.value, switches: { ...read.model.value.switches, ...options.switches } },
          },
        }
      : read;
  const engineRead = session.load<EngineDoc>("engine", options.engine ?? DEFAULT_ENGINE, validateEngine);
  const engine = engineRead ? normalizeEngine(engineRead.value, engineRead.file) : undefined;
  // The option's file where one is given, else the engine's: looked for beside the engine file first, and a missing
  // one said at its key in it.
  const optionOrEngine = <T>(
    kind: "fusions" | "kernels",
    option: string | undefined,
    id: string | null | undefined,
    validate: (data: unknown, file: string) => Validated<T>,
  ) => {
    if (option) return session.load<T>(kind, option, validate);
    if (!id || !engineRead) return undefined;
    const { reader } = session;
    const near = reader.join(reader.dirname(reader.dirname(engineRead.path)), INPUT_KINDS[kind].folder);
    return session.load<T>(kind, id, validate, near, { file: engineRead.file, path: [kind, "id"] });
  };
  const profiles: Profile[] = [];
  for (const id of options.hardware) {
    const hw = session.load<HardwareDoc>("hardware", id, validateHardware);
    if (hw) profiles.push(priced(normalizeProfile(hw.value, hw.file), options.prices));
  }
  // The engine's manifest is what --against references are classified under; without references none is read.
  const kernels = optionOrEngine(
    "kernels",
    options.kernels,
    options.against?.length ? engine?.kernels : undefined,
    validateKernels,
  );
  const references = (options.against ?? []).map((ref) => ({
    ref,
    loaded: loadModelAndCircuit(session, ref),
  }));
  const measurements = options.measurements ? session.loadMeasurements(options.measurements) : undefined;
  // --fusions none: every node its own kernel, whatever the engine fuses.
  const fusions =
    options.fusions === NO_FUSIONS
      ? undefined
      : optionOrEngine("fusions", options.fusions, engine?.fusions, validateFusions);
  // Fusion opportunities are looked for in the bundled file, where a work list is asked for with fusions.
  const bundled =
    fusions && kernels && session.reader.resolve("fusions", BUNDLED_FUSIONS).path !== fusions.path
      ? session.load<FusionsDoc>("fusions", BUNDLED_FUSIONS, validateFusions)
      : fusions;
  if (!loaded || !engine || !engineRead) return undefined;
  return {
    model: loaded,
    engine: withEngineTables(session.reader, engine, engineRead.path, profiles, session.diagnostics),
    profiles,
    references,
    ...(kernels ? { kernels } : {}),
    ...(measurements ? { measurements } : {}),
    ...(fusions ? { fusions } : {}),
    ...(bundled ? { bundledFusions: bundled } : {}),
  };
}

/**
 * The analysis of the inputs `reader` holds. `scope` lets a command that analyzes many cells (compare, diff) read and
 * bind each input once and say each finding once.
 */
export function analyzeWith(
  reader: InputReader,
  options: AnalyzeOptions,
  scope?: CommandScope,
): AnalyzeResult {
  const session = new Session(reader, scope);
  const inputs = loadInputs(session, options);
  if (!inputs || hasErrors(session.diagnostics))
    return { diagnostics: session.finish(), inputDocs: session.docs };
  const staged = runStages(session, inputs, {
    runs: options.runs,
    context: options.context,
    knownHardware: reader.listIds("hardware"),
    ...(options.preset ? { preset: options.preset } : {}),
    ...(options.kvCache ? { kvCache: options.kvCache } : {}),
    ...(options.graphs !== undefined ? { graphs: options.graphs } : {}),
    ...(options.parallel ? { parallel: options.parallel } : {}),
    ...(options.otherSites ? { otherSites: options.otherSites } : {}),
  });
  // A run its measurements stopped names no inputs (a diff reads them only from runs that were not stopped there).
  if ("stopped" in staged) {
    const diagnostics = session.finish();
    return staged.stopped === "measure" ? { diagnostics } : { diagnostics, inputDocs: session.docs };
  }
  const diagnostics = session.finish();
  const reportInput = reportInputOf(options, inputs, staged, session, diagnostics);
  if (options.summary) return { summary: summarizeReport(reportInput), diagnostics, inputDocs: session.docs };
  return { report: buildReportModel(reportInput), diagnostics, inputDocs: session.docs };
}

/** What the report builders read: the staged runs on their profiles, and the inputs and findings beside them. */
function reportInputOf(
  options: AnalyzeOptions,
  inputs: StageInputs,
  staged: StagedRuns,
  session: Session,
  diagnostics: Diagnostic[],
): ReportInput {
  const { profiles, model: loaded, measurements, kernels, fusions } = inputs;
  const { target, fused, measured, venn } = staged;
  const profileOf = new Map(profiles.map((p) => [p.id, p]));
  const runs: CostedRun[] = staged.runs.map((r, i) => ({
    profile: profileOf.get(r.hardware) as Profile,
    run: r.run,
    costs: r.costs,
    ...(options.parallel ? { deviceSequences: target.deviceSequences[i] ?? r.run.sequences } : {}),
    ...(fused ? { unfusedCosts: target.runs[i]?.costs ?? [] } : {}),
    serve: staged.serve,
  }));
  return {
    command: "report",
    model: loaded.model.value,
    circuit: loaded.circuit.value.arch,
    preset: options.preset ?? null,
    bound: target.bound,
    holdings: target.holdings,
    profiles,
    runs,
    context: options.context,
    serve: staged.serve,
    ...(inputs.engine ? { engine: engineOf(inputs.engine, options.preset, profiles) } : {}),
    inputs: session.inputs,
    diagnostics,
    ...(options.views?.length
      ? { views: options.views, graphInputs: loaded.circuit.value.inputs.map((e) => e.edge) }
      : {}),
    ...(options.parallel ? { parallel: options.parallel } : {}),
    ...(options.accept !== undefined ? { accept: options.accept } : {}),
    ...(measured && measurements
      ? {
          measured: {
            sites: measured.sites,
            file: measurements.file,
            rows: measurements.value.measurements.length,
          },
        }
      : {}),
    ...(venn && kernels
      ? {
          venn: {
            result: venn,
            kernels: kernels.value.library,
            against: staged.references.map((r) => r.model),
          },
        }
      : {}),
    ...(fusions ? { fusions: { file: fusions.file, engine: fusions.value.engine } } : {}),
  };
}

/** The engine's presets: rows that apply to this run's preset and devices, as the report lists them. */
function engineFormats(e: Engine, preset: PresetName | undefined, profiles: readonly Profile[]) {
  if (!preset) return {};
  const formats = profiles.flatMap((p) => {
    const row = enginePreset(e, preset, p.id);
    return row?.runs
      ? [{ preset, hardware: p.id, weight: row.weight, act: row.act, kernel: row.kernel, source: row.source }]
      : [];
  });
  return formats.length ? { formats } : {};
}

/**
 * The attention backend the engine runs on each of this run's devices (its attention: row), and the term that times
 * it: the engine's measured attention table where it has one for the device, else the device's attention kind terms.
 */
function engineAttentionRows(e: Engine, profiles: readonly Profile[]) {
  const attention = profiles.flatMap((p) => {
    const row = engineAttention(e, p.id);
    if (!row) return [];
    const table = e.tables?.loaded[p.id]?.attention;
    // The library the device's own prefill attention term was measured through, where its profile names one.
    const measured = p.efficiency?.kernels?.attention_prefill?.backend;
    return [
      {
        hardware: p.id,
        prefill: row.prefill,
        decode: row.decode,
        source: row.source,
        ...(table
          ? { terms: { prefill: "engine_attention", decode: "engine_attention" } as const, table: table.file }
          : {
              terms: { prefill: "attention_prefill", decode: "attention_decode" } as const,
              ...(measured ? { deviceBackend: measured } : {}),
            }),
      },
    ];
  });
  return attention.length ? { attention } : {};
}

/** The engine as a report names it. */
const engineOf = (e: Engine, preset: PresetName | undefined, profiles: readonly Profile[]) => ({
  id: e.id,
  name: e.name,
  version: e.version,
  source: e.source,
  // What the engine runs for the preset on each device, where its profile states it.
  ...engineFormats(e, preset, profiles),
  // Its attention backend on each device, named; timed by its measured table or the device's attention terms.
  ...engineAttentionRows(e, profiles),
  // The measured tables that cost this report's devices: each file with the framework version and source commit.
  ...(e.tables && Object.keys(e.tables.loaded).length
    ? {
        tables: Object.entries(e.tables.loaded).flatMap(([hardware, d]) =>
          [d.gemm, d.attention, d.allreduce].flatMap((t) =>
            t
              ? [
                  {
                    hardware,
                    kind: t.kind,
                    file: t.file,
                    version: d.version,
                    source: t.meta.source?.[0] ?? "",
                    commit: t.meta.commit?.[0] ?? "",
                  },
                ]
              : [],
          ),
        ),
      }
    : {}),
});
