// The one place the stage order is written: load → validate → instantiate → cost → venn → measure → rank → report model.
import { createHash } from "node:crypto";
import { basename, dirname, isAbsolute, relative, resolve } from "node:path";
import { costStep, type ServeSetting } from "./cost/index.ts";
import {
  type Diagnostic,
  dedupeDiagnostics,
  hasErrors,
  sortDiagnostics,
  type Where,
} from "./diagnostics/index.ts";
import { PRESETS, type PresetName } from "./formats/index.ts";
import { normalizeProfile, type Profile } from "./hardware/index.ts";
import { type BoundModel, instantiate, pointKey } from "./instantiate/index.ts";
import type { Layout, RunPoint } from "./ir/index.ts";
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
} from "./load/index.ts";
import { measureRuns } from "./measure/index.ts";
import {
  buildCompareModel,
  buildDiffModel,
  buildDiffSetModel,
  buildReportModel,
  buildUnionModel,
  type CompareEntry,
  type CompareModel,
  type CostedRun,
  type DiffModel,
  type DiffSetModel,
  type InputDoc,
  MODEL_PRECISION,
  type ReportModel,
  type UnionModel,
} from "./report/index.ts";
import type { CircuitDoc, HardwareDoc, KernelsDoc, MeasurementsDoc, ModelDoc } from "./schema/index.ts";
import {
  type Validated,
  validateCircuit,
  validateHardware,
  validateKernels,
  validateMeasurements,
  validateModel,
} from "./validate/index.ts";
import { classifyVenn, type VennRun } from "./venn/index.ts";

export interface RunSpec {
  mode: RunPoint["mode"];
  rows: number;
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
  cwd?: string;
}

/** What the run changes in every model's precision: a weight/activation preset, a KV-cache format. */
interface PrecisionChoice {
  preset?: PresetName;
  kvCache?: string;
}

export interface AnalyzeResult {
  report?: ReportModel;
  diagnostics: Diagnostic[];
  /** Every input file read, as written, named by its id (what `diff` compares to say which inputs changed). */
  inputDocs?: InputDoc[];
}

/** The id a validated input is known by, per kind. */
const DOC_NAME: Record<InputKind, (value: Record<string, unknown>) => unknown> = {
  model: (v) => v.id,
  circuit: (v) => v.arch,
  hardware: (v) => v.id,
  kernels: (v) => v.library,
};

/** Collects sources and diagnostics across stages; positions are filled in once at the end. */
class Session {
  readonly sources = new Map<string, SourceFile>();
  readonly diagnostics: Diagnostic[] = [];
  readonly inputs: ReportModel["inputs"] = [];
  readonly docs: InputDoc[] = [];
  readonly cwd: string;
  constructor(cwd: string) {
    this.cwd = cwd;
  }

  load<T>(
    kind: InputKind,
    ref: string,
    validate: (data: unknown, file: string) => Validated<T>,
    near?: string,
    referencedAt?: Where,
  ) {
    const resolved = resolveInput(kind, ref, this.cwd, near);
    this.diagnostics.push(...resolved.diagnostics.map((d) => (referencedAt ? { ...d, ...referencedAt } : d)));
    if (!resolved.path) return undefined;
    const file = displayPath(resolved.path, this.cwd);
    const { source, diagnostics } = readSource(resolved.path, file);
    this.diagnostics.push(...diagnostics);
    if (!source) return undefined;
    this.sources.set(file, source);
    const validated = validate(source.data, file);
    this.diagnostics.push(...validated.diagnostics);
    if (!validated.value) return undefined;
    this.inputs.push({ kind, id: ref, sha256: createHash("sha256").update(source.text).digest("hex") });
    const name = DOC_NAME[kind](validated.value as Record<string, unknown>);
    this.docs.push({ kind, name: typeof name === "string" ? name : ref, data: source.data });
    return { value: validated.value, file, path: resolved.path };
  }

  /** A measurements file by path: CSV by its extension, else JSON or YAML; positions kept either way. */
  loadMeasurements(ref: string) {
    const path = resolve(this.cwd, ref);
    const file = displayPath(path, this.cwd);
    const text = readText(path, file);
    this.diagnostics.push(...text.diagnostics);
    if (text.text === undefined) return undefined;
    const { source, diagnostics } = ref.toLowerCase().endsWith(".csv")
      ? parseCsvSource(text.text, file, "measurements")
      : parseSource(text.text, file);
    this.diagnostics.push(...diagnostics);
    if (!source) return undefined;
    this.sources.set(file, source);
    const validated = validateMeasurements(source.data, file);
    this.diagnostics.push(...validated.diagnostics);
    if (!validated.value) return undefined;
    this.inputs.push({
      kind: "measurements",
      id: ref,
      sha256: createHash("sha256").update(text.text).digest("hex"),
    });
    return { value: validated.value as MeasurementsDoc, file };
  }

  finish(): Diagnostic[] {
    return sortDiagnostics(attachPositions(this.diagnostics, this.sources));
  }
}

function loadModelAndCircuit(session: Session, modelRef: string) {
  const model = session.load<ModelDoc>("model", modelRef, validateModel);
  if (!model) return undefined;
  const circuit = session.load<CircuitDoc>(
    "circuit",
    model.value.circuit,
    validateCircuit,
    dirname(dirname(model.path)),
    { file: model.file, path: ["circuit"] },
  );
  if (!circuit) return undefined;
  return { model, circuit };
}

function bind(
  session: Session,
  loaded: NonNullable<ReturnType<typeof loadModelAndCircuit>>,
  points: readonly { rows: number; sequences: number }[],
  choice: PrecisionChoice = {},
): BoundModel | undefined {
  const { bound, diagnostics } = instantiate({
    circuit: loaded.circuit.value,
    circuitFile: loaded.circuit.file,
    model: loaded.model.value,
    modelFile: loaded.model.file,
    points,
    ...(choice.preset ? { preset: choice.preset } : {}),
    ...(choice.kvCache ? { kvCache: choice.kvCache } : {}),
  });
  session.diagnostics.push(...diagnostics);
  return bound;
}

export function toRunPoints(runs: readonly RunSpec[], context: number): RunPoint[] {
  return runs.map((r) => ({
    mode: r.mode,
    rows: r.rows,
    sequences: r.mode === "single" ? 1 : r.rows,
    context,
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
): { bound: BoundModel; runs: VennRun[] } | undefined {
  const bound = bind(session, loaded, [...points, { rows: 1, sequences: 1 }], choice);
  if (!bound) return undefined;
  const runs: VennRun[] = [];
  for (const profile of profiles) {
    for (const run of points) {
      const nodes = bound.steps.get(pointKey(run.rows, run.sequences)) ?? [];
      const { costs, diagnostics } = costStep(nodes, run, profile, serve);
      const one = { ...run, rows: 1, sequences: 1 };
      const atOne = costStep(bound.steps.get(pointKey(1, 1)) ?? [], one, profile, serve);
      session.diagnostics.push(...diagnostics);
      runs.push({ hardware: profile.id, run, nodes, costs, costsAtOneRow: atOne.costs, profile });
    }
  }
  return { bound, runs };
}

export function analyze(options: AnalyzeOptions): AnalyzeResult {
  const session = new Session(options.cwd ?? process.cwd());
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
  if (!loaded || hasErrors(session.diagnostics))
    return { diagnostics: session.finish(), inputDocs: session.docs };

  const points = toRunPoints(options.runs, options.context);
  const choice: PrecisionChoice = {
    ...(options.preset ? { preset: options.preset } : {}),
    ...(options.kvCache ? { kvCache: options.kvCache } : {}),
  };
  const serve: ServeSetting = { graphs: options.graphs ?? true };
  const target = costModel(session, loaded, profiles, points, choice, serve);
  if (!target || hasErrors(session.diagnostics))
    return { diagnostics: session.finish(), inputDocs: session.docs };
  const referenceRuns = references.map(({ ref, loaded: r }) => ({
    model: r?.model.value.id ?? ref,
    runs: r ? (costModel(session, r, profiles, points, {}, serve)?.runs ?? []) : [],
  }));
  dedupeInPlace(session.diagnostics);
  if (hasErrors(session.diagnostics)) return { diagnostics: session.finish(), inputDocs: session.docs };
  const { bound, runs: targetRuns } = target;

  const venn = kernels
    ? classifyVenn({
        kernels: kernels.value,
        kernelsFile: kernels.file,
        target: targetRuns,
        references: referenceRuns,
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
        ...(options.otherSites ? { otherSites: options.otherSites } : {}),
      })
    : undefined;
  session.diagnostics.push(...(measured?.diagnostics ?? []));
  if (hasErrors(session.diagnostics)) return { diagnostics: session.finish() };

  const profileOf = new Map(profiles.map((p) => [p.id, p]));
  const runs: CostedRun[] = targetRuns.map((r) => ({
    profile: profileOf.get(r.hardware) as Profile,
    run: r.run,
    costs: r.costs,
  }));
  const diagnostics = session.finish();
  const report = buildReportModel({
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
  });
  return { report, diagnostics, inputDocs: session.docs };
}

function dedupeInPlace(diagnostics: Diagnostic[]) {
  const unique = dedupeDiagnostics(diagnostics);
  diagnostics.splice(0, diagnostics.length, ...unique);
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
  return { files: files.map((f) => displayPath(f, cwd)), diagnostics: dedupeDiagnostics(session.finish()) };
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
  const results = options.models.map((model) =>
    analyze({
      model,
      kernels: options.kernels,
      hardware: [options.hardware],
      runs: options.runs,
      context: options.context,
      ...(options.cwd ? { cwd: options.cwd } : {}),
    }),
  );
  const diagnostics = sortDiagnostics(dedupeDiagnostics(results.flatMap((r) => r.diagnostics)));
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
  cwd?: string;
}

/** Diagnostics that make one cell a named gap rather than a failed run: the device lacks what the cell needs. */
const GAP_CODES: readonly string[] = ["COST_LANE_MISSING"];

/** A compare cell's gap from the error that made it: the missing lane read from the diagnostic's arguments. */
function gapOf(d: Diagnostic): NonNullable<CompareEntry["gap"]> {
  return {
    code: d.code,
    message: d.message,
    ...(d.code === "COST_LANE_MISSING" ? { lane: d.args.lane } : {}),
  };
}

/** `venn compare`: the model on every device in every preset; a lane a device lacks is a named gap in its cell. */
export function compare(options: CompareOptions): { compare?: CompareModel; diagnostics: Diagnostic[] } {
  const entries: CompareEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  let head: ReportModel | undefined;
  for (const hardware of options.hardware) {
    for (const preset of options.precisions) {
      const result = analyze({
        model: options.model,
        hardware: [hardware],
        runs: options.runs,
        context: options.context,
        ...(preset !== MODEL_PRECISION ? { preset } : {}),
        ...(options.kvCache ? { kvCache: options.kvCache } : {}),
        ...(options.graphs !== undefined ? { graphs: options.graphs } : {}),
        ...(options.measurements ? { measurements: options.measurements } : {}),
        ...(options.kernels ? { kernels: options.kernels } : {}),
        ...(options.cwd ? { cwd: options.cwd } : {}),
      });
      const errors = result.diagnostics.filter((d) => d.severity === "error");
      if (!result.report && !(errors.length > 0 && errors.every((d) => GAP_CODES.includes(d.code)))) {
        return { diagnostics: sortDiagnostics(dedupeDiagnostics([...diagnostics, ...result.diagnostics])) };
      }
      diagnostics.push(...result.diagnostics.filter((d) => d.severity !== "error"));
      head ??= result.report;
      const hw = result.report?.hardware[0];
      const first = errors[0];
      entries.push({
        hardware: { id: hardware, name: hw?.name ?? hardware, pricePerHour: hw?.pricePerHour ?? null },
        precision: preset,
        ...(result.report ? { report: result.report } : {}),
        ...(first ? { gap: gapOf(first) } : {}),
      });
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
    sortDiagnostics(dedupeDiagnostics(diagnostics)),
  );
  return { compare: compared, diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)) };
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
  "runs" | "context" | "preset" | "kernels" | "failOnRegressionPct" | "graphs" | "measurements"
>;

const idOfRef = (ref: string, kind: InputKind) => basename(ref).replace(INPUT_SUFFIX[kind], "");
const INPUT_SUFFIX: Record<InputKind, string> = {
  model: ".model.yaml",
  circuit: ".circuit.yaml",
  hardware: ".hw.yaml",
  kernels: ".kernels.yaml",
};

/** Both sides of one model on every device; a device one side cannot run (a lane it lacks) is a gap, not a failure. */
function diffPair(
  base: DiffSideRef,
  head: DiffSideRef,
  devices: readonly DiffDevice[],
  options: DiffRunOptions,
): { diff?: DiffModel; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const reports = { base: [] as ReportModel[], head: [] as ReportModel[] };
  const docs = { base: [] as InputDoc[], head: [] as InputDoc[] };
  const gaps: DiffModel["gaps"] = [];
  const analyzeSide = (ref: DiffSideRef, hardware: string, otherSites?: readonly string[]) => {
    const result = analyze({
      model: ref.model,
      hardware: [hardware],
      runs: options.runs,
      context: options.context,
      ...(options.preset ? { preset: options.preset } : {}),
      ...(options.kernels ? { kernels: options.kernels } : {}),
      ...(options.graphs !== undefined ? { graphs: options.graphs } : {}),
      ...(options.measurements && otherSites ? { measurements: options.measurements, otherSites } : {}),
      cwd: ref.cwd,
    });
    const named = result.diagnostics.map((d) =>
      d.file && !isAbsolute(d.file) && ref.filePrefix ? { ...d, file: `${ref.filePrefix}${d.file}` } : d,
    );
    return { ...result, diagnostics: named };
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
      return errors.length && errors.every((d) => GAP_CODES.includes(d.code)) ? "gap" : "fail";
    };
    const [ob, oh] = [outcome(b), outcome(h)];
    if (ob === "fail" || oh === "fail") {
      return {
        diagnostics: sortDiagnostics(
          dedupeDiagnostics([...(b?.diagnostics ?? []), ...h.diagnostics, ...diagnostics]),
        ),
      };
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
      code: cause?.code ?? "LOAD_FILE_NOT_FOUND",
      message: cause?.message ?? `the profile ${device.head} does not exist on the base side`,
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
    diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
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
        const circuit = session.load<CircuitDoc>("circuit", file, validateCircuit);
        for (const path of projectModels(session)) {
          const model = session.load<ModelDoc>("model", path, validateModel);
          if (model && circuit && model.value.circuit === circuit.value.arch) models.add(path);
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
      );
      if (!result.diff) return { diagnostics: result.diagnostics };
      diagnostics.push(...result.diagnostics);
      if (!result.diff.tables.length && models.size > 1) {
        const why = result.diff.gaps.map((g) => `${g.hardware}: ${g.message}`).join("; ");
        skipped.push({ model: display, reason: `no device can run it (${why})` });
      } else diffs.push(result.diff);
    }
    const all = sortDiagnostics(dedupeDiagnostics(diagnostics));
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
