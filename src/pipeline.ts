// The one place the stage order is written: load → validate → instantiate → shard (--parallel) → cost → fuse (--fusions) → venn → measure → rank → serve → report model.
import { basename, dirname, isAbsolute, relative, resolve } from "node:path";
import { costStep, heldBytes, type NodeCost, residentWeights, type ServeSetting } from "./cost/index.ts";
import { type Diagnostic, hasErrors, sortDiagnostics, type Where } from "./diagnostics/index.ts";
import { PRESETS, type PresetName } from "./formats/index.ts";
import {
  candidateSavings,
  type FusedCost,
  type FusionCandidate,
  fuseCosts,
  fusedNodes,
  planStep,
} from "./fuse/index.ts";
import { normalizeProfile, type Profile } from "./hardware/index.ts";
import { type BoundModel, bindModel, evaluateStep, evaluateSteps } from "./instantiate/index.ts";
import { type Layout, layoutName, type RunPoint, SINGLE_DEVICE } from "./ir/index.ts";
import {
  attachPositions,
  collectInputFiles,
  displayPath,
  type InputKind,
  kindOfPath,
  listIds,
  materializeBaseTree,
  notAnInput,
  parseCsvSource,
  parseSource,
  pathAtBase,
  readSource,
  readText,
  removeBaseTree,
  resolveInput,
  type SourceFile,
  textSha256,
} from "./load/index.ts";
import { measureRuns } from "./measure/index.ts";
import {
  buildCompareModel,
  buildDiffModel,
  buildDiffSetModel,
  buildReportModel,
  buildUnionModel,
  buildWorkloadSection,
  type CompareEntry,
  type CompareModel,
  type CostedRun,
  type DiffModel,
  type DiffSetModel,
  fitVerdict,
  type InputDoc,
  MODEL_PRECISION,
  type ReportInput,
  type ReportModel,
  type ReportSummary,
  type ReportView,
  summarizeReport,
  type UnionModel,
  type WorkloadSection,
} from "./report/index.ts";
import type {
  CircuitDoc,
  FusionsDoc,
  HardwareDoc,
  KernelsDoc,
  MeasurementsDoc,
  ModelDoc,
} from "./schema/index.ts";
import {
  batchLadder,
  type DeploymentRun,
  decodeContexts,
  planDeployments,
  prefillChunks,
  type Sla,
  type Workload,
} from "./serve/index.ts";
import { shardBound, shardStep } from "./shard/index.ts";
import {
  type ParsedCircuit,
  type Validated,
  type ValidatedCircuit,
  validateCircuit,
  validateFusions,
  validateHardware,
  validateKernels,
  validateMeasurements,
  validateModel,
} from "./validate/index.ts";
import { classifyVenn, type VennRun } from "./venn/index.ts";

export interface RunSpec {
  mode: RunPoint["mode"];
  rows: number;
  /** This run's KV context, where it differs from the options' (a workload's prefill chunks and decode samples). */
  context?: number;
}

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
  /** Whether the engine replays decode from CUDA/HIP graphs (default on); sets the per-kernel launch cost. */
  graphs?: boolean;
  /** A measurements file (CSV, JSON or YAML) whose times replace the estimates where they apply. */
  measurements?: string;
  /** Sites the measurements may name that this model lacks (the other side of a diff). */
  otherSites?: readonly string[];
  /** How the model is spread over devices (--parallel); absent is one device. */
  parallel?: Layout;
  /** A fusion file (id or path): its groups of nodes run and are costed as one kernel each. */
  fusions?: string;
  /** Workload views added to every table (--views traffic,gemm). */
  views?: readonly ReportView[];
  /** Return the report's summary (what compare and a workload plan read) instead of the full report. */
  summary?: boolean;
  cwd?: string;
}

/** What the run changes in every model's precision: a weight/activation preset, a KV-cache format. */
interface PrecisionChoice {
  preset?: PresetName;
  kvCache?: string;
}

export interface AnalyzeResult {
  report?: ReportModel;
  /** With `summary`, in place of the report. */
  summary?: ReportSummary;
  diagnostics: Diagnostic[];
  /** Every input file read, as written, named by its id (what `diff` compares to say which inputs changed). */
  inputDocs?: InputDoc[];
}

/** The id a validated input is known by, per kind. */
const DOC_NAME: Record<InputKind, (value: Record<string, unknown>) => unknown> = {
  model: (v) => v.id,
  circuit: (v) => (v.doc as { arch?: unknown }).arch,
  hardware: (v) => v.id,
  kernels: (v) => v.library,
  fusions: (v) => v.engine,
};

/**
 * The models a command has bound, by model document and precision choice: compare and diff hand one to every cell,
 * so each preset is bound once per command and every device and batch of it only evaluates its points.
 */
export type Bindings = Map<ModelDoc, Map<CircuitDoc, Map<string, ReturnType<typeof bindModel>>>>;

/**
 * What every session of one command shares: its bindings, each input as read, and each diagnostic with its position
 * (and, on a diff's base side, its file named apart) filled in once. A stage asked again with the same input hands
 * back the same diagnostic objects, so a command gathers its cells' findings as a set and says each once, however
 * many devices, precisions, points and models met it.
 */
export class CommandScope {
  readonly bindings: Bindings = new Map();
  /** Each input as read (resolved, read, parsed, validated), by what it was asked for with. */
  private readonly reads = new Map<string, unknown>();
  // Maps, not weak ones: holding each finding for the whole command keeps it the one object every cell is handed.
  private readonly positioned = new Map<Diagnostic, Diagnostic>();
  private readonly named = new Map<string, Map<Diagnostic, Diagnostic>>();

  read<T>(key: string, make: () => T): T {
    if (!this.reads.has(key)) this.reads.set(key, make());
    return this.reads.get(key) as T;
  }

  /** The diagnostic with its line and column, the same object every time it is asked for. */
  position(d: Diagnostic, sources: ReadonlyMap<string, SourceFile>): Diagnostic {
    const known = this.positioned.get(d);
    if (known) return known;
    // A session that has not read the file cannot place it: placed later, by one that has.
    if (d.file && !sources.has(d.file)) return d;
    const at = attachPositions([d], sources)[0] as Diagnostic;
    this.positioned.set(d, at);
    this.positioned.set(at, at);
    return at;
  }

  /** The diagnostic with its file named apart by a prefix (a diff side read from a base revision), once per object. */
  prefixed(prefix: string, d: Diagnostic): Diagnostic {
    if (!prefix || !d.file || isAbsolute(d.file)) return d;
    let byDiagnostic = this.named.get(prefix);
    if (!byDiagnostic) {
      byDiagnostic = new Map();
      this.named.set(prefix, byDiagnostic);
    }
    let named = byDiagnostic.get(d);
    if (!named) {
      named = { ...d, file: `${prefix}${d.file}` };
      byDiagnostic.set(d, named);
    }
    return named;
  }
}

/** A command's findings, each said once (the same finding is the same object), in the stable order. */
const findings = (...lists: readonly (readonly Diagnostic[])[]): Diagnostic[] =>
  sortDiagnostics([...new Set(lists.flat())]);

/** A measurements file as read once per command: its parse and digest, and the document where it validated. */
interface MeasurementsRead {
  diagnostics: Diagnostic[];
  source?: SourceFile;
  sha256?: string;
  value?: MeasurementsDoc;
}

/** Collects sources and diagnostics across stages; positions are filled in once at the end. */
class Session {
  readonly sources = new Map<string, SourceFile>();
  readonly diagnostics: Diagnostic[] = [];
  readonly inputs: ReportModel["inputs"] = [];
  readonly docs: InputDoc[] = [];
  readonly cwd: string;
  readonly scope: CommandScope;
  constructor(cwd: string, scope: CommandScope = new CommandScope()) {
    this.cwd = cwd;
    this.scope = scope;
  }

  get bindings(): Bindings {
    return this.scope.bindings;
  }

  /** Resolves, reads and digests an input, once per command for the same reference from the same place. */
  private read(kind: InputKind, ref: string, near: string | undefined, referencedAt: Where | undefined) {
    const key = JSON.stringify([kind, ref, this.cwd, near ?? null, referencedAt ?? null]);
    return this.scope.read(key, () => {
      const resolved = resolveInput(kind, ref, this.cwd, near);
      const found = resolved.diagnostics.map((d) => (referencedAt ? { ...d, ...referencedAt } : d));
      if (!resolved.path) return { diagnostics: found };
      const file = displayPath(resolved.path, this.cwd);
      const { source, diagnostics } = readSource(resolved.path, file);
      const sha256 = source ? textSha256(source.text) : undefined;
      return { diagnostics: [...found, ...diagnostics], path: resolved.path, file, source, sha256 };
    });
  }

  load<T>(
    kind: InputKind,
    ref: string,
    validate: (data: unknown, file: string) => Validated<T>,
    near?: string,
    referencedAt?: Where,
  ) {
    const { diagnostics, path, file, source, sha256 } = this.read(kind, ref, near, referencedAt);
    this.diagnostics.push(...diagnostics);
    if (!source || !path || !file || !sha256) return undefined;
    this.sources.set(file, source);
    const validated = validate(source.data, file);
    this.diagnostics.push(...validated.diagnostics);
    if (!validated.value) return undefined;
    this.inputs.push({ kind, id: ref, sha256 });
    const name = DOC_NAME[kind](validated.value as Record<string, unknown>);
    this.docs.push({ kind, name: typeof name === "string" ? name : ref, data: source.data });
    return { value: validated.value, file, path };
  }

  /** A measurements file by path: CSV by its extension, else JSON or YAML; positions kept either way. */
  loadMeasurements(ref: string) {
    const path = resolve(this.cwd, ref);
    const file = displayPath(path, this.cwd);
    const read = this.scope.read(JSON.stringify(["measurements", path]), (): MeasurementsRead => {
      const text = readText(path, file);
      if (text.text === undefined) return { diagnostics: text.diagnostics };
      const { source, diagnostics } = ref.toLowerCase().endsWith(".csv")
        ? parseCsvSource(text.text, file, "measurements")
        : parseSource(text.text, file);
      if (!source) return { diagnostics };
      const validated = validateMeasurements(source.data, file);
      return {
        diagnostics: [...diagnostics, ...validated.diagnostics],
        source,
        sha256: textSha256(text.text),
        ...(validated.value ? { value: validated.value } : {}),
      };
    });
    this.diagnostics.push(...read.diagnostics);
    if (!read.source) return undefined;
    this.sources.set(file, read.source);
    if (!read.value || read.sha256 === undefined) return undefined;
    this.inputs.push({ kind: "measurements", id: ref, sha256: read.sha256 });
    return { value: read.value, file };
  }

  finish(): Diagnostic[] {
    return findings(this.diagnostics.map((d) => this.scope.position(d, this.sources)));
  }
}

function loadModelAndCircuit(session: Session, modelRef: string) {
  const model = session.load<ModelDoc>("model", modelRef, validateModel);
  if (!model) return undefined;
  const circuit = session.load<ValidatedCircuit>(
    "circuit",
    model.value.circuit,
    validateCircuit,
    dirname(dirname(model.path)),
    { file: model.file, path: ["circuit"] },
  );
  if (!circuit) return undefined;
  const { doc, parsed } = circuit.value;
  return { model, circuit: { ...circuit, value: doc, parsed } };
}

function bind(
  session: Session,
  loaded: NonNullable<ReturnType<typeof loadModelAndCircuit>>,
  points: readonly { rows: number; sequences: number }[],
  choice: PrecisionChoice = {},
): BoundModel | undefined {
  // Bound once per command and choice, then evaluated per point; errors gate after every point is seen.
  const model = loaded.model.value;
  const byCircuit =
    session.bindings.get(model) ?? new Map<CircuitDoc, Map<string, ReturnType<typeof bindModel>>>();
  session.bindings.set(model, byCircuit);
  const byChoice = byCircuit.get(loaded.circuit.value) ?? new Map<string, ReturnType<typeof bindModel>>();
  byCircuit.set(loaded.circuit.value, byChoice);
  const key = `${choice.preset ?? ""}\u0000${choice.kvCache ?? ""}`;
  const bound =
    byChoice.get(key) ??
    bindModel({
      circuit: loaded.circuit.value,
      parsed: loaded.circuit.parsed,
      circuitFile: loaded.circuit.file,
      model,
      modelFile: loaded.model.file,
      ...(choice.preset ? { preset: choice.preset } : {}),
      ...(choice.kvCache ? { kvCache: choice.kvCache } : {}),
    });
  byChoice.set(key, bound);
  session.diagnostics.push(...bound.diagnostics);
  if (!bound.bound) return undefined;
  const evaluated = evaluateSteps(bound.bound, points);
  session.diagnostics.push(...evaluated.diagnostics);
  if (hasErrors(bound.diagnostics) || hasErrors(evaluated.diagnostics)) return undefined;
  // Memory is cost's accounting: resident weight bytes and what a sequence holds, from the bound tensors.
  const { held, resident } = bound.bound;
  return {
    ...bound.bound,
    steps: evaluated.steps,
    weights: residentWeights(resident),
    kvBytes: (tokens) => heldBytes(held, tokens),
  };
}

export function toRunPoints(runs: readonly RunSpec[], context: number): RunPoint[] {
  return runs.map((r) => ({
    mode: r.mode,
    rows: r.rows,
    sequences: r.mode === "single" ? 1 : r.rows,
    context: r.context ?? context,
  }));
}

/** Runs the whole pipeline; stops after the first stage that reports an error, and then returns no report. */
/** Binds a model at the run points plus one row (the per-row fallback's cost(1)) and costs it on every profile. */
function costModel(
  session: Session,
  loaded: NonNullable<ReturnType<typeof loadModelAndCircuit>>,
  profiles: readonly Profile[],
  points: readonly RunPoint[],
  choice: PrecisionChoice,
  serve: ServeSetting,
  parallel?: Layout,
): { bound: BoundModel; runs: VennRun[]; deviceSequences: number[] } | undefined {
  // The per-row fallback's cost(1) is the Venn stage's one-row point, evaluated on the same bound circuit.
  const one = { rows: 1, sequences: 1 };
  const full = bind(session, loaded, [...points, one], choice);
  if (!full) return undefined;
  // Under --parallel every step is one device's share; without it, the nodes as bound.
  const shardInput = parallel
    ? {
        circuit: loaded.circuit.value,
        parsed: loaded.circuit.parsed,
        circuitFile: loaded.circuit.file,
        dims: loaded.model.value.dims,
        layout: parallel,
      }
    : undefined;
  // shardStep remembers each point and layout: every device, and the one-row point, ask again for the same step.
  const stepOf = (run: RunPoint) => {
    const nodes = evaluateStep(full, run).nodes;
    if (!shardInput) return { nodes, stageNodes: nodes, run, heldSequences: run.sequences };
    const sharded = shardStep(shardInput, nodes, run);
    session.diagnostics.push(...sharded.diagnostics);
    return sharded.step;
  };
  const firstPoint = points[0] ?? { mode: "multi" as const, ...one, context: 0 };
  const bound = shardInput
    ? shardBound(full, evaluateStep(full, firstPoint).nodes, stepOf(firstPoint).stageNodes)
    : full;
  if (hasErrors(session.diagnostics)) return undefined;
  const runs: VennRun[] = [];
  const deviceSequences: number[] = [];
  for (const profile of profiles) {
    // The one-row point of a run is the same at every batch: costed once per mode and context on this device.
    const atOneRow = new Map<string, NodeCost[]>();
    points.forEach((run, i) => {
      const step = stepOf(run);
      const { costs, diagnostics } = costStep(step.nodes, step.run, profile, serve);
      const atOne = stepOf({ ...run, ...one });
      const atOneKey = `${run.mode}:${run.context}`;
      const costsAtOneRow = atOneRow.get(atOneKey) ?? costStep(atOne.nodes, atOne.run, profile, serve).costs;
      atOneRow.set(atOneKey, costsAtOneRow);
      // A lane or link the device lacks belongs to the site and the device, the same at every point: said once.
      if (i === 0) session.diagnostics.push(...diagnostics);
      runs.push({ hardware: profile.id, run, nodes: step.nodes, costs, costsAtOneRow, profile });
      deviceSequences.push(step.heldSequences);
    });
  }
  return { bound, runs, deviceSequences };
}

/** `scope` lets a command that analyzes many cells (compare, diff) read and bind each input once and say each finding once. */
export function analyze(options: AnalyzeOptions, scope?: CommandScope): AnalyzeResult {
  const session = new Session(options.cwd ?? process.cwd(), scope);
  const loaded = loadModelAndCircuit(session, options.model);
  const profiles: Profile[] = [];
  for (const id of options.hardware) {
    const hw = session.load<HardwareDoc>("hardware", id, validateHardware);
    if (hw) profiles.push(normalizeProfile(hw.value, hw.file));
  }
  const kernels = options.kernels
    ? session.load<KernelsDoc>("kernels", options.kernels, validateKernels)
    : undefined;
  const references = (options.against ?? []).map((ref) => ({
    ref,
    loaded: loadModelAndCircuit(session, ref),
  }));
  const measurements = options.measurements ? session.loadMeasurements(options.measurements) : undefined;
  const fusions = options.fusions
    ? session.load<FusionsDoc>("fusions", options.fusions, validateFusions)
    : undefined;
  // Fusion opportunities are looked for in the bundled file, where a work list is asked for with fusions.
  const bundled =
    fusions && kernels && resolveInput("fusions", BUNDLED_FUSIONS, session.cwd).path !== fusions.path
      ? session.load<FusionsDoc>("fusions", BUNDLED_FUSIONS, validateFusions)
      : fusions;
  if (!loaded || hasErrors(session.diagnostics))
    return { diagnostics: session.finish(), inputDocs: session.docs };

  const points = toRunPoints(options.runs, options.context);
  const choice: PrecisionChoice = {
    ...(options.preset ? { preset: options.preset } : {}),
    ...(options.kvCache ? { kvCache: options.kvCache } : {}),
  };
  const serve: ServeSetting = { graphs: options.graphs ?? true };
  const target = costModel(session, loaded, profiles, points, choice, serve, options.parallel);
  if (!target || hasErrors(session.diagnostics))
    return { diagnostics: session.finish(), inputDocs: session.docs };
  // Every reference is costed, so each one's problems are said; one a reference shares with another is one finding.
  const referenceRuns = references.map(({ ref, loaded: r }) => ({
    model: r?.model.value.id ?? ref,
    runs: r ? (costModel(session, r, profiles, points, {}, serve)?.runs ?? []) : [],
  }));
  if (hasErrors(session.diagnostics)) return { diagnostics: session.finish(), inputDocs: session.docs };
  const { bound } = target;
  const fused = fusions
    ? applyFusions(session, loaded.circuit, bound, target.runs, fusions, bundled, serve)
    : undefined;
  if (hasErrors(session.diagnostics)) return { diagnostics: session.finish(), inputDocs: session.docs };
  const targetRuns = fused?.runs ?? target.runs;

  const venn = kernels
    ? classifyVenn({
        kernels: kernels.value,
        kernelsFile: kernels.file,
        target: targetRuns,
        references: referenceRuns,
        ...(fused ? { fusionCandidates: fused.candidates } : {}),
      })
    : undefined;
  session.diagnostics.push(...(venn?.diagnostics ?? []));
  if (hasErrors(session.diagnostics)) return { diagnostics: session.finish(), inputDocs: session.docs };

  const measured = measurements
    ? measureRuns({
        doc: measurements.value,
        file: measurements.file,
        model: loaded.model.value.id,
        preset: options.preset ?? null,
        isModelPrecision:
          !options.preset ||
          (PRESETS[options.preset].weight === loaded.model.value.precision.weight &&
            PRESETS[options.preset].act === loaded.model.value.precision.act),
        runs: targetRuns.map((r, i) => ({
          ...r,
          families: new Map(
            [...(venn?.sites[i] ?? new Map()).entries()].map(([site, v]) => [site, v.family]),
          ),
        })),
        kernels: kernels
          ? { library: kernels.value.library, families: kernels.value.families.map((f) => f.id) }
          : null,
        knownHardware: [
          ...new Set([...listIds("hardware", session.cwd), ...profiles.map((p) => p.id)]),
        ].sort(),
        // A member of a fused row is still a site of the model: its rows are known, and apply to no fused kernel.
        ...(options.otherSites || fused
          ? { otherSites: [...(options.otherSites ?? []), ...fusedMembers(targetRuns)] }
          : {}),
      })
    : undefined;
  session.diagnostics.push(...(measured?.diagnostics ?? []));
  if (hasErrors(session.diagnostics)) return { diagnostics: session.finish() };

  const profileOf = new Map(profiles.map((p) => [p.id, p]));
  const runs: CostedRun[] = targetRuns.map((r, i) => ({
    profile: profileOf.get(r.hardware) as Profile,
    run: r.run,
    costs: r.costs,
    ...(options.parallel ? { deviceSequences: target.deviceSequences[i] ?? r.run.sequences } : {}),
    ...(fused ? { unfusedCosts: target.runs[i]?.costs ?? [] } : {}),
  }));
  const diagnostics = session.finish();
  const reportInput: ReportInput = {
    command: "report",
    model: loaded.model.value,
    circuit: loaded.circuit.value.arch,
    preset: options.preset ?? null,
    bound,
    profiles,
    runs,
    context: options.context,
    serve,
    inputs: session.inputs,
    diagnostics,
    ...(options.views?.length
      ? { views: options.views, graphInputs: loaded.circuit.value.inputs.map((e) => e.edge) }
      : {}),
    ...(options.parallel ? { parallel: options.parallel } : {}),
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
      ? { venn: { result: venn, kernels: kernels.value.library, against: referenceRuns.map((r) => r.model) } }
      : {}),
    ...(fusions ? { fusions: { file: fusions.file, engine: fusions.value.engine } } : {}),
  };
  if (options.summary) return { summary: summarizeReport(reportInput), diagnostics, inputDocs: session.docs };
  return { report: buildReportModel(reportInput), diagnostics, inputDocs: session.docs };
}

type FusionCandidateRun = FusionCandidate[];

const fusedMembers = (runs: readonly VennRun[]) => [
  ...new Set(runs.flatMap((r) => r.costs.flatMap((c) => (c as FusedCost).fusion?.members ?? []))),
];

/** The fusion file the package ships; where the user's file is another, its groups are the opportunities. */
const BUNDLED_FUSIONS = "vllm";

/**
 * Matches the fusion file once (structure is the same at every row count), then costs every run with its groups
 * as single kernels; the bundled file's groups on the nodes left unfused are the work list's fusion candidates.
 */
function applyFusions(
  session: Session,
  circuit: { value: CircuitDoc; parsed: ParsedCircuit },
  bound: BoundModel,
  runs: readonly VennRun[],
  fusions: { value: FusionsDoc; file: string },
  bundled: { value: FusionsDoc; file: string } | undefined,
  serve: ServeSetting,
): { runs: VennRun[]; candidates: FusionCandidateRun[] } | undefined {
  const sample = runs[0]?.nodes ?? [];
  const setup = planStep({
    doc: fusions.value,
    file: fusions.file,
    circuit: circuit.value,
    order: circuit.parsed.order,
    blockSequence: bound.blockSequence,
    nodes: sample,
  });
  session.diagnostics.push(...setup.diagnostics);
  if (hasErrors(setup.diagnostics)) return undefined;
  const extra = bundled
    ? planStep({
        doc: bundled.value,
        file: bundled.file,
        circuit: circuit.value,
        order: circuit.parsed.order,
        blockSequence: bound.blockSequence,
        nodes: sample,
        graph: setup.graph,
        taken: setup.takenInstances,
      }).plan
    : undefined;
  const fusedRuns = runs.map((r) => {
    const profile = r.profile as Profile;
    const costs: FusedCost[] = fuseCosts(setup.plan, r.nodes, r.costs, r.run, profile, serve);
    const one = { ...r.run, rows: 1, sequences: 1 };
    const atOne = fuseCosts(
      setup.plan,
      evaluateStep(bound, { rows: 1, sequences: 1 }).nodes,
      r.costsAtOneRow,
      one,
      profile,
      serve,
    );
    return { ...r, nodes: fusedNodes(r.nodes, costs), costs, costsAtOneRow: atOne };
  });
  const candidates = runs.map((r) =>
    extra ? candidateSavings(extra, r.nodes, r.costs, r.run, r.profile as Profile, serve) : [],
  );
  return { runs: fusedRuns, candidates };
}

/** What `venn check` validates when given no paths: the project's own data folders. */
export const DEFAULT_CHECK_PATHS = ["circuits", "hardware"];

export interface CheckResult {
  files: string[];
  diagnostics: Diagnostic[];
}

/** Validates every circuit, model and profile under the paths; each model is also bound to its circuit. */
export function check(paths: readonly string[], cwd = process.cwd()): CheckResult {
  const session = new Session(cwd);
  const files = collectInputFiles(paths.length ? paths : DEFAULT_CHECK_PATHS, cwd, paths.length === 0);
  for (const path of files) {
    const kind = kindOfPath(path);
    const display = displayPath(path, cwd);
    if (kind === "hardware") session.load("hardware", path, validateHardware);
    else if (kind === "circuit") session.load("circuit", path, validateCircuit);
    else if (kind === "kernels") session.load("kernels", path, validateKernels);
    else if (kind === "fusions") session.load("fusions", path, validateFusions);
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

/** `venn list hardware`: every profile found (working directory first, then bundled), validated and normalized. */
export function listHardware(cwd = process.cwd()): { profiles: Profile[]; diagnostics: Diagnostic[] } {
  const session = new Session(cwd);
  const profiles: Profile[] = [];
  for (const id of listIds("hardware", cwd)) {
    const hw = session.load<HardwareDoc>("hardware", id, validateHardware);
    if (hw) profiles.push(normalizeProfile(hw.value, hw.file));
  }
  return { profiles, diagnostics: session.finish() };
}

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

export interface CompareOptions {
  model: string;
  hardware: readonly string[];
  /** Presets, or "model" for the model's own formats. */
  precisions: readonly (PresetName | typeof MODEL_PRECISION)[];
  runs: readonly RunSpec[];
  context: number;
  kvCache?: string;
  graphs?: boolean;
  measurements?: string;
  /** A kernel manifest, here to place the measurements' kernel-family rows on sites. */
  kernels?: string;
  /** A serving workload (--workload): the deployment question is answered beside the matrix. */
  workload?: Workload;
  sla?: Sla;
  /** Layouts to run each device and precision at, and the workload is tried at (--parallel); absent is one device. */
  layouts?: readonly Layout[];
  fusions?: string;
  cwd?: string;
}

/** Diagnostics that make one cell a named gap rather than a failed run: the device lacks what the cell needs. */
const GAP_CODES: readonly string[] = ["COST_LANE_MISSING", "SHARD_NO_LINK"];
/** Whether a run failed only for want of what the device has: compare, workload and diff name it a gap, not a failure. */
const onlyGaps = (errors: readonly Diagnostic[]) =>
  errors.length > 0 && errors.every((d) => GAP_CODES.includes(d.code));

/** A gap (a compare cell, a workload candidate, a diff device) from the error that made it: the missing lane read from the diagnostic's arguments. */
function gapOf(d: Diagnostic): NonNullable<CompareEntry["gap"]> {
  return {
    code: d.code,
    message: d.message,
    ...(d.code === "COST_LANE_MISSING" ? { lane: d.args.lane } : {}),
  };
}

/** The engine settings every analysis of a compare or workload runs with, as the command was given them. */
const engineScope = (o: { kvCache?: string; graphs?: boolean; fusions?: string; cwd?: string }) => ({
  ...(o.kvCache ? { kvCache: o.kvCache } : {}),
  ...(o.graphs !== undefined ? { graphs: o.graphs } : {}),
  ...(o.fusions ? { fusions: o.fusions } : {}),
  ...(o.cwd ? { cwd: o.cwd } : {}),
});

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
        if (!result.summary && !onlyGaps(errors)) {
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
  /** A fusion file: every step the workload costs runs its groups as one kernel each. */
  fusions?: string;
  cwd?: string;
}

/** Board power and price of one profile, read apart from the report (whose hardware rows carry no power). */
function profileOf(id: string, cwd: string, scope: CommandScope): Profile | undefined {
  const session = new Session(cwd, scope);
  const hw = session.load<HardwareDoc>("hardware", id, validateHardware);
  return hw ? normalizeProfile(hw.value, hw.file) : undefined;
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
  const chunks = prefillChunks(workload.isl, workload.chunk);
  const contexts = decodeContexts(workload.isl, workload.osl);
  const ladder = batchLadder(workload);
  const runs: RunSpec[] = [
    ...chunks.map((c) => ({ mode: c.mode, rows: c.rows, context: c.context })),
    ...ladder.flatMap((rows) => contexts.map((context) => ({ mode: "multi" as const, rows, context }))),
  ];
  const deployments: DeploymentRun[] = [];
  const gaps: WorkloadSection["gaps"] = [];
  const diagnostics: Diagnostic[] = [];
  for (const hardware of scope.hardware) {
    const profile = profileOf(hardware.id, cwd, command);
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
          if (onlyGaps(errors)) {
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
        const tables = report.tables;
        const rankedBy = tables.every((t) => t.expectedSeconds !== null) ? "expected" : "floor";
        const seconds = (t: (typeof tables)[number]) =>
          rankedBy === "expected" ? (t.expectedSeconds as number) : t.floorSeconds;
        const memory = report.memory[0];
        deployments.push({
          hardware: hardware.id,
          precision,
          layout,
          power: profile?.power ?? null,
          pricePerHour: profile?.pricePerHour ?? null,
          rankedBy,
          prefillSeconds: tables.slice(0, chunks.length).map(seconds),
          batches: ladder.map((batch, b) => {
            const decode = tables.slice(
              chunks.length + b * contexts.length,
              chunks.length + (b + 1) * contexts.length,
            );
            // The last decode table holds the batch's KV at the end of the output, one device's share under a layout.
            const fit = decode[decode.length - 1]?.fit ?? (memory ? fitVerdict(memory, batch) : undefined);
            return {
              batch,
              fits: fit?.fits ?? false,
              memoryBytes: fit?.neededBytes ?? 0,
              decode: decode.map((t) => ({ context: t.context, seconds: seconds(t) })),
              communicationShare: decode.length
                ? decode.reduce((sum, t) => sum + (t.communication?.share ?? 0), 0) / decode.length
                : 0,
            };
          }),
        });
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

export interface DiffOptions {
  base: string;
  head: string;
  baseLabel?: string;
  headLabel?: string;
  hardware: readonly string[];
  runs: readonly RunSpec[];
  context: number;
  preset?: PresetName;
  /** A kernel manifest both sides are classified against; a class change is a site change. */
  kernels?: string;
  failOnRegressionPct?: number;
  graphs?: boolean;
  measurements?: string;
  /** Both sides spread over devices the same way (--parallel). */
  parallel?: Layout;
  /** A fusion file applied to both sides. */
  fusions?: string;
  cwd?: string;
}

/** One side of a diff: a model ref resolved in a directory (the working tree, or the base revision's tree). */
interface DiffSideRef {
  model: string;
  cwd: string;
  label: string;
  /** Prefixed to the side's file names in diagnostics, e.g. "origin/main:". */
  filePrefix: string;
}

/** A device on both sides; `base: null` when the profile did not exist at the base revision. */
interface DiffDevice {
  id: string;
  base: string | null;
  head: string;
}

type DiffRunOptions = Pick<
  DiffOptions,
  | "runs"
  | "context"
  | "preset"
  | "kernels"
  | "failOnRegressionPct"
  | "graphs"
  | "measurements"
  | "parallel"
  | "fusions"
>;

const idOfRef = (ref: string, kind: InputKind) => basename(ref).replace(INPUT_SUFFIX[kind], "");
const INPUT_SUFFIX: Record<InputKind, string> = {
  model: ".model.yaml",
  circuit: ".circuit.yaml",
  hardware: ".hw.yaml",
  kernels: ".kernels.yaml",
  fusions: ".fusions.yaml",
};

/** Both sides of one model on every device; a device one side cannot run (a lane it lacks) is a gap, not a failure. */
function diffPair(
  base: DiffSideRef,
  head: DiffSideRef,
  devices: readonly DiffDevice[],
  options: DiffRunOptions,
  scope: CommandScope = new CommandScope(),
): { diff?: DiffModel; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const reports = { base: [] as ReportModel[], head: [] as ReportModel[] };
  const docs = { base: [] as InputDoc[], head: [] as InputDoc[] };
  const gaps: DiffModel["gaps"] = [];
  const analyzeSide = (ref: DiffSideRef, hardware: string, otherSites?: readonly string[]) => {
    const result = analyze(
      {
        model: ref.model,
        hardware: [hardware],
        runs: options.runs,
        context: options.context,
        ...(options.preset ? { preset: options.preset } : {}),
        ...(options.kernels ? { kernels: options.kernels } : {}),
        ...(options.graphs !== undefined ? { graphs: options.graphs } : {}),
        ...(options.measurements && otherSites ? { measurements: options.measurements, otherSites } : {}),
        ...(options.parallel ? { parallel: options.parallel } : {}),
        ...(options.fusions ? { fusions: options.fusions } : {}),
        cwd: ref.cwd,
      },
      scope,
    );
    return { ...result, diagnostics: result.diagnostics.map((d) => scope.prefixed(ref.filePrefix, d)) };
  };
  for (const device of devices) {
    let h = analyzeSide(head, device.head);
    let b = device.base === null ? undefined : analyzeSide(base, device.base);
    if (options.measurements && h.report && b?.report && device.base !== null) {
      // A site one side adds or removes may be measured; each side takes the other's sites as known.
      const sitesOf = (r: ReportModel) => [...new Set(r.tables.flatMap((t) => t.sites.map((x) => x.site)))];
      const [baseSites, headSites] = [sitesOf(b.report), sitesOf(h.report)];
      h = analyzeSide(head, device.head, baseSites);
      b = analyzeSide(base, device.base, headSites);
    }
    const outcome = (r: AnalyzeResult | undefined) => {
      if (!r) return "gap";
      if (r.report) return "ok";
      const errors = r.diagnostics.filter((d) => d.severity === "error");
      return onlyGaps(errors) ? "gap" : "fail";
    };
    const [ob, oh] = [outcome(b), outcome(h)];
    if (ob === "fail" || oh === "fail") {
      return { diagnostics: findings(b?.diagnostics ?? [], h.diagnostics, diagnostics) };
    }
    for (const r of [b, h]) diagnostics.push(...(r?.diagnostics ?? []).filter((d) => d.severity !== "error"));
    docs.base.push(...(b?.inputDocs ?? []));
    docs.head.push(...(h.inputDocs ?? []));
    if (b?.report && h.report) {
      reports.base.push(b.report);
      reports.head.push(h.report);
      continue;
    }
    const hwDoc = [...(h.inputDocs ?? []), ...(b?.inputDocs ?? [])].find((d) => d.kind === "hardware");
    const name = (hwDoc?.data as { name?: unknown } | undefined)?.name;
    const firstError = (r: AnalyzeResult | undefined) => r?.diagnostics.find((d) => d.severity === "error");
    const cause = firstError(h) ?? firstError(b);
    gaps.push({
      hardware: device.id,
      hardwareName: typeof name === "string" ? name : device.id,
      side: ob === "gap" && oh === "gap" ? "both" : ob === "gap" ? "base" : "head",
      ...(cause
        ? gapOf(cause)
        : {
            code: "LOAD_FILE_NOT_FOUND",
            message: `the profile ${device.head} does not exist on the base side`,
          }),
    });
  }
  const modelOf = (d: readonly InputDoc[], fallback: string) =>
    d.find((x) => x.kind === "model")?.name ?? fallback;
  const circuitOf = (d: readonly InputDoc[]) => d.find((x) => x.kind === "circuit")?.name ?? "";
  return {
    diff: buildDiffModel({
      base: {
        label: base.label,
        model: modelOf(docs.base, base.model),
        circuit: circuitOf(docs.base),
        reports: reports.base,
        docs: docs.base,
      },
      head: {
        label: head.label,
        model: modelOf(docs.head, head.model),
        circuit: circuitOf(docs.head),
        reports: reports.head,
        docs: docs.head,
      },
      gaps,
      failOnRegressionPct: options.failOnRegressionPct ?? null,
    }),
    diagnostics: findings(diagnostics),
  };
}

/** `venn diff BASE HEAD`: both models analyzed on the same devices and runs, then compared site by site. */
export function diff(options: DiffOptions): { diff?: DiffModel; diagnostics: Diagnostic[] } {
  const cwd = options.cwd ?? process.cwd();
  return diffPair(
    { model: options.base, cwd, label: options.baseLabel ?? options.base, filePrefix: "" },
    { model: options.head, cwd, label: options.headLabel ?? options.head, filePrefix: "" },
    options.hardware.map((ref) => ({ id: idOfRef(ref, "hardware"), base: ref, head: ref })),
    options,
  );
}

export interface DiffAtRefOptions extends Omit<DiffOptions, "base" | "head" | "baseLabel" | "headLabel"> {
  /** The git revision the base side is read from: every circuit, model, manifest and profile as it was there. */
  baseRef: string;
  /** Changed files at HEAD: models (diffed themselves), circuits (their models), profiles and manifests (every model). */
  files: readonly string[];
  /** The one model (id or path) a circuit, profile or manifest is diffed with, instead of every model. */
  model?: string;
}

/** The project's own models (under cwd), or the bundled ones when cwd holds none; sorted by id. */
function projectModels(session: Session): string[] {
  const paths = listIds("model", session.cwd).flatMap(
    (id) => resolveInput("model", id, session.cwd).path ?? [],
  );
  const inside = paths.filter((p) => !relative(session.cwd, p).startsWith(".."));
  return inside.length ? inside : paths;
}

/**
 * `venn diff --base-ref REV FILE...`: the base side is read entirely from REV (models, circuits, manifests,
 * profiles), the head side from the working tree. One model gives a DiffModel; several (a changed circuit,
 * profile or manifest reaches every model that uses it) give a DiffSetModel. The temporary tree is always removed.
 */
export function diffAtRef(options: DiffAtRefOptions): {
  diff?: DiffModel | DiffSetModel;
  diagnostics: Diagnostic[];
} {
  const cwd = options.cwd ?? process.cwd();
  const { tree, diagnostics: gitDiagnostics } = materializeBaseTree(options.baseRef, cwd);
  if (!tree) return { diagnostics: gitDiagnostics };
  try {
    const session = new Session(cwd);
    const rev = options.baseRef;
    const hardware = [...options.hardware];
    let kernels = options.kernels;
    const models = new Set<string>();
    const resolveModel = (ref: string) => {
      const r = resolveInput("model", ref, cwd);
      session.diagnostics.push(...r.diagnostics);
      return r.path;
    };
    const chosen = options.model ? resolveModel(options.model) : undefined;
    for (const file of options.files) {
      const kind = kindOfPath(file) ?? "model";
      if (kind === "model") {
        const path = resolveModel(file);
        if (path) models.add(path);
        continue;
      }
      if (kind === "hardware") {
        // The changed profile is the device of that id: it replaces `--hardware ID`, never doubles it.
        const same = hardware.findIndex((h) => idOfRef(h, "hardware") === idOfRef(file, "hardware"));
        if (same >= 0) hardware[same] = file;
        else hardware.push(file);
      }
      if (kind === "kernels") kernels = file;
      if (chosen) {
        models.add(chosen);
        continue;
      }
      if (kind === "circuit") {
        const circuit = session.load<ValidatedCircuit>("circuit", file, validateCircuit);
        for (const path of projectModels(session)) {
          const model = session.load<ModelDoc>("model", path, validateModel);
          if (model && circuit && model.value.circuit === circuit.value.doc.arch) models.add(path);
        }
      } else for (const path of projectModels(session)) models.add(path);
    }
    if (hasErrors(session.diagnostics)) return { diagnostics: session.finish() };
    const devices: DiffDevice[] = [...new Set(hardware)].map((ref) => {
      const isPath = ref.includes("/") || ref.endsWith(".yaml");
      const inside = isPath && !relative(cwd, resolve(cwd, ref)).startsWith("..");
      return {
        id: idOfRef(ref, "hardware"),
        head: ref,
        base: inside ? (pathAtBase(tree, ref, cwd) ?? null) : ref,
      };
    });
    const diffs: DiffModel[] = [];
    const skipped: DiffSetModel["skipped"] = [];
    const diagnostics: Diagnostic[] = [];
    for (const path of [...models].sort()) {
      const display = displayPath(path, cwd);
      const inside = !relative(cwd, path).startsWith("..");
      const basePath = inside ? pathAtBase(tree, path, cwd) : path;
      if (!basePath) {
        skipped.push({ model: display, reason: `new in this change: ${display} does not exist at ${rev}` });
        continue;
      }
      const result = diffPair(
        { model: basePath, cwd: tree.cwd, label: `${display}@${rev}`, filePrefix: `${rev}:` },
        { model: path, cwd, label: display, filePrefix: "" },
        devices,
        { ...options, ...(kernels ? { kernels } : {}) },
        session.scope,
      );
      if (!result.diff) return { diagnostics: result.diagnostics };
      diagnostics.push(...result.diagnostics);
      if (!result.diff.tables.length && models.size > 1) {
        const why = result.diff.gaps.map((g) => `${g.hardware}: ${g.message}`).join("; ");
        skipped.push({ model: display, reason: `no device can run it (${why})` });
      } else diffs.push(result.diff);
    }
    const all = findings(diagnostics);
    const [only] = diffs;
    if (only && diffs.length === 1 && !skipped.length) return { diff: only, diagnostics: all };
    return {
      diff: buildDiffSetModel(rev, diffs, skipped, options.failOnRegressionPct ?? null),
      diagnostics: all,
    };
  } finally {
    removeBaseTree(tree);
  }
}
