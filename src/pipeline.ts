// The one place the stage order is written: bind and evaluate → shard (--parallel) → cost → fuse (--fusions) → venn → measure, from read inputs to costed, classified runs. Commands (src/app/) read the inputs and build reports around it.
import { costStep, heldBytes, type NodeCost, residentWeights, type ServeSetting } from "./cost/index.ts";
import { hasErrors } from "./diagnostics/index.ts";
import { enginePreset, presetRefusal, serveSetting } from "./engine/index.ts";
import { fuseRuns } from "./fuse/index.ts";
import type { Profile } from "./hardware/index.ts";
import {
  type BoundModel,
  bindModel,
  bindOnce,
  checkContextsOnce,
  evaluateStep,
  evaluateSteps,
  type StepPoint,
} from "./instantiate/index.ts";
import { type Layout, RUN_KINDS, type RunPoint } from "./ir/index.ts";
import { measureStage } from "./measure/index.ts";
import type {
  CostedModel,
  LoadedModel,
  PrecisionChoice,
  RunSpec,
  Sink,
  StagedRuns,
  StageInputs,
  StageSettings,
  Stopped,
} from "./pipeline-inputs.ts";
import { type LayoutHolding, layoutHoldings, shardBound, shardStep } from "./shard/index.ts";
import { classifyVenn, type VennRun } from "./venn/index.ts";

export type {
  Bindings,
  CostedModel,
  FusedRuns,
  LoadedModel,
  PrecisionChoice,
  Read,
  RunSpec,
  Sink,
  StagedRuns,
  StageInputs,
  StageSettings,
  Stopped,
} from "./pipeline-inputs.ts";

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

/** Binds a model (once per command and choice) and evaluates it at the points; undefined where either failed. */
export function bind(
  sink: Sink,
  loaded: LoadedModel,
  points: readonly (StepPoint & { context?: number })[],
  choice: PrecisionChoice = {},
): BoundModel | undefined {
  // Bound once per command and choice, then evaluated per point; errors gate after every point is seen.
  const model = loaded.model.value;
  const key = [choice.preset, choice.kvCache, choice.weight, choice.act].map((v) => v ?? "").join("\u0000");
  const bound = bindOnce(sink.bindings, model, loaded.circuit.value, key, () =>
    bindModel({
      circuit: loaded.circuit.value,
      parsed: loaded.circuit.parsed,
      circuitFile: loaded.circuit.file,
      model,
      modelFile: loaded.model.file,
      ...(choice.preset ? { preset: choice.preset } : {}),
      ...(choice.kvCache ? { kvCache: choice.kvCache } : {}),
      ...(choice.weight && choice.act ? { weight: choice.weight, act: choice.act } : {}),
    }),
  );
  // Once per model and points, so every cell of a command hands back the same finding (said once).
  const overLimit = checkContextsOnce(model, loaded.model.file, points);
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
        ? fuseRuns(sink.diagnostics, r.circuit, costed.bound, costed.runs, inputs.fusions, undefined, serve)
        : undefined;
    return { model: r?.model.value.id ?? ref, runs: fused?.runs ?? costed?.runs ?? [] };
  });
  if (hasErrors(sink.diagnostics)) return { stopped: "cost" };
  const fused = inputs.fusions
    ? fuseRuns(
        sink.diagnostics,
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
  const { measurements, kernels, model } = inputs;
  const measured = measurements
    ? measureStage({
        measurements,
        ...(kernels ? { kernels: kernels.value } : {}),
        model: model.model.value,
        preset: settings.preset,
        runs,
        sites: venn?.sites,
        knownHardware: [...settings.knownHardware, ...inputs.profiles.map((p) => p.id)],
        ...(settings.otherSites ? { otherSites: settings.otherSites } : {}),
        isFused: fused !== undefined,
      })
    : undefined;
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
