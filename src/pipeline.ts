// The one place the stage order is written: bind and evaluate → shard (--parallel) → cost → fuse (--fusions) → venn → measure, from read inputs to costed, classified runs. Commands (src/app/) read the inputs and build reports around it.
import { costStep, heldBytes, type NodeCost, residentWeights, type ServeSetting } from "./cost/index.ts";
import { type Diagnostic, diagnose, hasErrors } from "./diagnostics/index.ts";
import { type Engine, enginePreset, serveSetting } from "./engine/index.ts";
import { PRESETS, type PresetName } from "./formats/index.ts";
import {
  candidateSavings,
  type FusedCost,
  type FusionCandidate,
  fuseCosts,
  fusedNodes,
  planStep,
} from "./fuse/index.ts";
import type { Profile } from "./hardware/index.ts";
import {
  type BoundModel,
  bindModel,
  checkContexts,
  evaluateStep,
  evaluateSteps,
  type StepPoint,
} from "./instantiate/index.ts";
import { type Layout, RUN_KINDS, type RunPoint } from "./ir/index.ts";
import { listIds } from "./load/index.ts";
import { type MeasureResult, measureRuns } from "./measure/index.ts";
import type { LoadedModel, PrecisionChoice, RunSpec, Sink } from "./pipeline-inputs.ts";
import type { CircuitDoc, FusionsDoc, KernelsDoc, MeasurementsDoc, ModelDoc } from "./schema/index.ts";
import { type LayoutHolding, layoutHoldings, shardBound, shardStep } from "./shard/index.ts";
import type { ParsedCircuit } from "./validate/index.ts";
import { classifyVenn, type VennResult, type VennRun } from "./venn/index.ts";

export type { Bindings, LoadedModel, PrecisionChoice, Read, RunSpec, Sink } from "./pipeline-inputs.ts";

/** The fusion file the package ships; where the user's file is another, its groups are the opportunities. */
export const BUNDLED_FUSIONS = "ideal";

export function toRunPoints(runs: readonly RunSpec[], context: number): RunPoint[] {
  return runs.map((r) => ({
    mode: r.mode,
    rows: r.rows,
    sequences: RUN_KINDS[r.mode].sequences(r.rows),
    logitRows: RUN_KINDS[r.mode].logitRows(r.rows),
    context: r.context ?? context,
    ...(r.routing ? { routing: r.routing } : {}),
  }));
}

const contextChecks = new WeakMap<ModelDoc, Map<string, Diagnostic[]>>();
/** The model's context check at these points, the same objects each time they are asked for. */
function contextFindings(
  model: ModelDoc,
  file: string,
  points: readonly { context?: number }[],
): Diagnostic[] {
  const byPoints = contextChecks.get(model) ?? new Map<string, Diagnostic[]>();
  contextChecks.set(model, byPoints);
  const key = JSON.stringify([file, points.map((p) => p.context ?? 0)]);
  const found = byPoints.get(key) ?? checkContexts(model, file, points);
  byPoints.set(key, found);
  return found;
}

/** Binds a model (once per command and choice) and evaluates it at the points; undefined where either failed. */
export function bind(
  sink: Sink,
  loaded: LoadedModel,
  points: readonly (StepPoint & { context?: number })[],
  choice: PrecisionChoice = {},
): BoundModel | undefined {
  // Bound once per command and choice, then evaluated per point; errors gate after every point is seen.
  const model = loaded.model.value;
  const byCircuit =
    sink.bindings.get(model) ?? new Map<CircuitDoc, Map<string, ReturnType<typeof bindModel>>>();
  sink.bindings.set(model, byCircuit);
  const byChoice = byCircuit.get(loaded.circuit.value) ?? new Map<string, ReturnType<typeof bindModel>>();
  byCircuit.set(loaded.circuit.value, byChoice);
  const key = [choice.preset, choice.kvCache, choice.weight, choice.act].map((v) => v ?? "").join("\u0000");
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
      ...(choice.weight && choice.act ? { weight: choice.weight, act: choice.act } : {}),
    });
  byChoice.set(key, bound);
  // Once per model and points, so every cell of a command hands back the same finding (said once).
  const overLimit = contextFindings(model, loaded.model.file, points);
  sink.diagnostics.push(...bound.diagnostics, ...overLimit);
  if (!bound.bound || hasErrors(overLimit)) return undefined;
  const evaluated = evaluateSteps(bound.bound, points);
  sink.diagnostics.push(...evaluated.diagnostics);
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

/** The Venn stage's one-row point (the per-row fallback's cost(1)): one sequence's one logit row in every run kind. */
const ONE_ROW = { rows: 1, sequences: 1, logitRows: 1 } as const;
const oneRow = (run: RunPoint): RunPoint => ({ ...run, ...ONE_ROW });

/** A model costed on every profile: the bound model (one device's share under a layout), its runs, each run's sequences per device. */
export interface CostedModel {
  bound: BoundModel;
  runs: VennRun[];
  deviceSequences: number[];
  /** One device's holding under each layout of FIT_LAYOUTS, sharded when first asked (a run that does not fit). */
  holdings: () => readonly LayoutHolding[];
}

/** Binds a model at the run points plus one row (the per-row fallback's cost(1)) and costs it on every profile. */
function costModel(
  sink: Sink,
  loaded: LoadedModel,
  profiles: readonly Profile[],
  points: readonly RunPoint[],
  choice: PrecisionChoice | ((hardware: string | undefined) => PrecisionChoice),
  serve: ServeSetting,
  parallel?: Layout,
): CostedModel | undefined {
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
  // An engine may run a preset in other formats on some devices (a weight-only path where the device lacks the
  // lane): one binding per distinct choice, shared by the devices that make it.
  const choiceOf = typeof choice === "function" ? choice : () => choice;
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  const prepare = (c: PrecisionChoice) => {
    const full = bind(sink, loaded, [...points, ONE_ROW], c);
    if (!full) return undefined;
    // shardStep remembers each point and layout: every device, and the one-row point, ask again for the same step.
    const stepOf = (run: RunPoint) => {
      const nodes = evaluateStep(full, run).nodes;
      if (!shardInput) return { nodes, stageNodes: nodes, run, heldSequences: run.sequences };
      const sharded = shardStep(shardInput, nodes, run);
      sink.diagnostics.push(...sharded.diagnostics);
      return sharded.step;
    };
    return { full, stepOf };
  };
  const preparedFor = (profile: Profile | undefined) => {
    const c = choiceOf(profile?.id);
    const key = [c.preset, c.kvCache, c.weight, c.act].map((v) => v ?? "").join("\u0000");
    if (!prepared.has(key)) prepared.set(key, prepare(c));
    return prepared.get(key);
  };
  const first = preparedFor(profiles[0]);
  if (!first) return undefined;
  const { full, stepOf: firstStepOf } = first;
  const firstPoint = points[0] ?? { mode: "multi" as const, ...ONE_ROW, context: 0 };
  const bound = shardInput
    ? shardBound(full, evaluateStep(full, firstPoint).nodes, firstStepOf(firstPoint).stageNodes)
    : full;
  if (hasErrors(sink.diagnostics)) return undefined;
  const runs: VennRun[] = [];
  const deviceSequences: number[] = [];
  for (const profile of profiles) {
    const mine = preparedFor(profile);
    if (!mine || hasErrors(sink.diagnostics)) return undefined;
    const { stepOf } = mine;
    // The one-row point of a run is the same at every batch: costed once per mode and context on this device.
    const atOneRow = new Map<string, NodeCost[]>();
    points.forEach((run, i) => {
      const step = stepOf(run);
      const { costs, diagnostics } = costStep(step.nodes, step.run, profile, serve);
      const atOne = stepOf(oneRow(run));
      const atOneKey = `${run.mode}:${run.context}`;
      const costsAtOneRow = atOneRow.get(atOneKey) ?? costStep(atOne.nodes, atOne.run, profile, serve).costs;
      atOneRow.set(atOneKey, costsAtOneRow);
      // A lane or link the device lacks belongs to the site and the device, the same at every point: said once.
      if (i === 0) sink.diagnostics.push(...diagnostics);
      runs.push({ hardware: profile.id, run, nodes: step.nodes, costs, costsAtOneRow, profile, serve });
      deviceSequences.push(step.heldSequences);
    });
  }
  let holdings: readonly LayoutHolding[] | undefined;
  const shardBase = {
    circuit: loaded.circuit.value,
    parsed: loaded.circuit.parsed,
    circuitFile: loaded.circuit.file,
    dims: loaded.model.value.dims,
  };
  const holdingsOf = () => {
    holdings ??= layoutHoldings(shardBase, full, evaluateStep(full, firstPoint).nodes, firstPoint);
    return holdings;
  };
  return { bound, runs, deviceSequences, holdings: holdingsOf };
}

/** The sites of the model that run inside a fused kernel. */
const fusedMembers = (runs: readonly VennRun[]) => [
  ...new Set(runs.flatMap((r) => r.costs.flatMap((c) => (c as FusedCost).fusion?.members ?? []))),
];

/** Runs with a fusion file's groups costed as one kernel each, and the bundled file's groups left as candidates. */
export interface FusedRuns {
  runs: VennRun[];
  candidates: FusionCandidate[][];
}

/**
 * Matches the fusion file once (structure is the same at every row count), then costs every run with its groups
 * as single kernels; the bundled file's groups on the nodes left unfused are the work list's fusion candidates.
 */
function applyFusions(
  sink: Sink,
  circuit: { value: CircuitDoc; parsed: ParsedCircuit },
  bound: BoundModel,
  runs: readonly VennRun[],
  fusions: { value: FusionsDoc; file: string },
  bundled: { value: FusionsDoc; file: string } | undefined,
  serve: ServeSetting,
): FusedRuns | undefined {
  const sample = runs[0]?.nodes ?? [];
  const setup = planStep({
    doc: fusions.value,
    file: fusions.file,
    circuit: circuit.value,
    order: circuit.parsed.order,
    blockSequence: bound.blockSequence,
    nodes: sample,
  });
  sink.diagnostics.push(...setup.diagnostics);
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
    const one = oneRow(r.run);
    const atOne = fuseCosts(setup.plan, evaluateStep(bound, one).nodes, r.costsAtOneRow, one, profile, serve);
    return { ...r, nodes: fusedNodes(r.nodes, costs), costs, costsAtOneRow: atOne };
  });
  const candidates = runs.map((r) =>
    extra ? candidateSavings(extra, r.nodes, r.costs, r.run, r.profile as Profile, serve) : [],
  );
  return { runs: fusedRuns, candidates };
}

/** Everything the stages read: the model, the devices, and the optional manifest, references, measurements and fusions. */
export interface StageInputs {
  model: LoadedModel;
  /** The serving engine, resolved from its profile: how the cost stage serves every model. */
  engine?: Engine;
  profiles: readonly Profile[];
  kernels?: { value: KernelsDoc; file: string };
  /** Reference models (--against), by the ref they were asked for with; undefined where one did not load. */
  references: readonly { ref: string; loaded: LoadedModel | undefined }[];
  measurements?: { value: MeasurementsDoc; file: string };
  fusions?: { value: FusionsDoc; file: string };
  /** The fusion file whose groups on unfused nodes are candidates (the bundled one, or the user's). */
  bundledFusions?: { value: FusionsDoc; file: string };
}

/** How the stages run: the points, the precision and engine settings, and the layout. */
export interface StageSettings {
  runs: readonly RunSpec[];
  context: number;
  preset?: PresetName;
  kvCache?: string;
  /** An explicit --graphs, over the engine's mode. */
  graphs?: boolean;
  parallel?: Layout;
  /** Sites the measurements may name that this model lacks (the other side of a diff). */
  otherSites?: readonly string[];
  /** Where hardware ids the measurements name are looked for. */
  cwd: string;
}

/** The stages' answer: the target costed (fused where asked), its references, its Venn classes and its measured sites. */
export interface StagedRuns {
  serve: ServeSetting;
  target: CostedModel;
  /** The runs the report reads: the fused ones under --fusions, else the target's. */
  runs: VennRun[];
  fused?: FusedRuns;
  references: { model: string; runs: VennRun[] }[];
  venn?: VennResult;
  measured?: MeasureResult;
}

/** Which stage stopped a run with an error: the measure stage is the last. */
export type Stopped = { stopped: "cost" | "fuse" | "venn" | "measure" };

/** Runs the stages in order; stops after the first stage that reports an error. */
export function runStages(sink: Sink, inputs: StageInputs, settings: StageSettings): StagedRuns | Stopped {
  const points = toRunPoints(settings.runs, settings.context);
  const choice: PrecisionChoice = {
    ...(settings.preset ? { preset: settings.preset } : {}),
    ...(settings.kvCache ? { kvCache: settings.kvCache } : {}),
  };
  // The engine serves the model: its graph mode (unless --graphs says), host cost per step and per-kind factors.
  const serve: ServeSetting = inputs.engine
    ? serveSetting(inputs.engine, settings.graphs)
    : { graphs: settings.graphs ?? true };
  const { profiles, engine } = inputs;
  const { preset } = settings;
  // What the engine runs for the preset on each device is the engine's (its presets: rows); a preset it cannot run
  // there is an error at that row, never the preset's library GEMM in its place.
  if (engine && preset) {
    sink.diagnostics.push(...profiles.flatMap((p) => presetRefusal(engine, preset, p)));
    if (hasErrors(sink.diagnostics)) return { stopped: "cost" };
  }
  const choiceOf = (hardware: string | undefined): PrecisionChoice => {
    const row = engine && preset && hardware ? enginePreset(engine, preset, hardware) : undefined;
    return row?.runs ? { ...choice, weight: row.weight, act: row.act } : choice;
  };
  const target = costModel(sink, inputs.model, profiles, points, choiceOf, serve, settings.parallel);
  if (!target || hasErrors(sink.diagnostics)) return { stopped: "cost" };
  // Every reference is costed, so each one's problems are said; one a reference shares with another is one finding.
  // The engine runs a reference with the same fusions as the target, so its sites are the same kernels.
  const references = inputs.references.map(({ ref, loaded: r }) => {
    const costed = r ? costModel(sink, r, profiles, points, {}, serve) : undefined;
    const fused =
      r && costed && inputs.fusions
        ? applyFusions(sink, r.circuit, costed.bound, costed.runs, inputs.fusions, undefined, serve)
        : undefined;
    return { model: r?.model.value.id ?? ref, runs: fused?.runs ?? costed?.runs ?? [] };
  });
  if (hasErrors(sink.diagnostics)) return { stopped: "cost" };
  const fused = inputs.fusions
    ? applyFusions(
        sink,
        inputs.model.circuit,
        target.bound,
        target.runs,
        inputs.fusions,
        inputs.bundledFusions,
        serve,
      )
    : undefined;
  if (hasErrors(sink.diagnostics)) return { stopped: "fuse" };
  const runs = fused?.runs ?? target.runs;
  const venn = inputs.kernels
    ? classifyVenn({
        kernels: inputs.kernels.value,
        kernelsFile: inputs.kernels.file,
        target: runs,
        references,
        ...(fused ? { fusionCandidates: fused.candidates } : {}),
      })
    : undefined;
  sink.diagnostics.push(...(venn?.diagnostics ?? []));
  if (hasErrors(sink.diagnostics)) return { stopped: "venn" };
  const measured = measure(inputs, settings, runs, venn, fused !== undefined);
  sink.diagnostics.push(...(measured?.diagnostics ?? []));
  if (hasErrors(sink.diagnostics)) return { stopped: "measure" };
  return {
    serve,
    target,
    runs,
    references,
    ...(fused ? { fused } : {}),
    ...(venn ? { venn } : {}),
    ...(measured ? { measured } : {}),
  };
}

/** The engine's refusal of a preset on a device, at its row of the engine file; none where it runs it. */
function presetRefusal(engine: Engine, preset: PresetName, profile: Profile): Diagnostic[] {
  const row = enginePreset(engine, preset, profile.id);
  if (!row || row.runs) return [];
  const instead = enginePreset(engine, row.instead, profile.id);
  const pair = instead?.runs ? instead : PRESETS[row.instead];
  return [
    diagnose(
      "COST_ENGINE_PRESET_UNSUPPORTED",
      {
        engine: engine.id,
        preset,
        hardware: profile.id,
        instead: row.instead,
        weight: pair.weight,
        act: pair.act,
      },
      { file: engine.file, path: ["presets", preset, row.index, "runs"] },
    ),
  ];
}

/** The measure stage: measured times on the sites and kernel families they name, where a measurements file is given. */
function measure(
  inputs: StageInputs,
  settings: StageSettings,
  runs: readonly VennRun[],
  venn: VennResult | undefined,
  isFused: boolean,
): MeasureResult | undefined {
  const { measurements, kernels, model } = inputs;
  if (!measurements) return undefined;
  const modelDoc = model.model.value;
  return measureRuns({
    doc: measurements.value,
    file: measurements.file,
    model: modelDoc.id,
    preset: settings.preset ?? null,
    isModelPrecision:
      !settings.preset ||
      (PRESETS[settings.preset].weight === modelDoc.precision.weight &&
        PRESETS[settings.preset].act === modelDoc.precision.act),
    runs: runs.map((r, i) => ({
      ...r,
      families: new Map([...(venn?.sites[i] ?? new Map()).entries()].map(([site, v]) => [site, v.family])),
    })),
    kernels: kernels
      ? { library: kernels.value.library, families: kernels.value.families.map((f) => f.id) }
      : null,
    knownHardware: [
      ...new Set([...listIds("hardware", settings.cwd), ...inputs.profiles.map((p) => p.id)]),
    ].sort(),
    // A member of a fused row is still a site of the model: its rows are known, and apply to no fused kernel.
    ...(settings.otherSites || isFused
      ? { otherSites: [...(settings.otherSites ?? []), ...fusedMembers(runs)] }
      : {}),
  });
}
