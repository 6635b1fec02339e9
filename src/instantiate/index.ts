// Instantiate: circuit + model (+ preset) → a bound circuit once (dims only), then the evaluated nodes of each run point.
import type { Diagnostic } from "../diagnostics/index.ts";
import { type ConcreteNode, Remembered } from "../ir/index.ts";
import type { CircuitDoc, ModelDoc } from "../schema/index.ts";
import { bindModelOnce, checkModel } from "./bind.ts";
import { evaluateStepOnce, firstPerPlace, logitRowsAt, type StepPoint } from "./evaluate.ts";
import type { BindInput, BoundCircuit, ModelCheckInput, ResidentWeight } from "./types.ts";

export { checkContexts, checkContextsOnce } from "./checks.ts";
export type { StepPoint } from "./evaluate.ts";
export type { BlockRun } from "./layout.ts";
export type {
  BindInput,
  BoundCircuit,
  BoundNode,
  HeldState,
  ResidentTensor,
  ResidentWeight,
  SiteInfo,
} from "./types.ts";

/** A bound circuit with the nodes of the run points asked for (keyed by pointKey) and its memory, sized by cost. */
export interface BoundModel extends BoundCircuit {
  steps: ReadonlyMap<string, readonly ConcreteNode[]>;
  weights: readonly ResidentWeight[];
  /** Bytes one sequence holds at this many tokens, every layer. */
  kvBytes(tokens: number): number;
}

export const pointKey = (p: StepPoint) => `${p.rows}:${p.sequences}:${logitRowsAt(p)}`;

/**
 * Binds a model once per input: a compare sweep asks again for every device and batch with the same circuit, model
 * and precision (validation hands it the same frozen documents), and gets the first, frozen, result back.
 */
export function bindModel(input: BindInput): { bound?: BoundCircuit; diagnostics: Diagnostic[] } {
  const key = inputKey(input);
  let result = bindings.get(key);
  if (!result) {
    if (bindings.size >= BINDINGS_LIMIT) bindings.clear();
    result = deepFreeze(bindModelOnce(input, modelChecks(input)));
    bindings.set(key, result);
  }
  return result;
}

/**
 * The models a command has bound, by model document, circuit and precision choice: compare and diff hand one to
 * every cell, so each preset is bound once per command and every device and batch of it only evaluates its points.
 */
export type Bindings = Map<ModelDoc, Map<CircuitDoc, Map<string, ReturnType<typeof bindModel>>>>;

/** The command's binding of this model, circuit and choice key; `make` binds it the first time it is asked for. */
export function bindOnce(
  bindings: Bindings,
  model: ModelDoc,
  circuit: CircuitDoc,
  choice: string,
  make: () => ReturnType<typeof bindModel>,
): ReturnType<typeof bindModel> {
  const byCircuit = bindings.get(model) ?? new Map<CircuitDoc, Map<string, ReturnType<typeof bindModel>>>();
  bindings.set(model, byCircuit);
  const byChoice = byCircuit.get(circuit) ?? new Map<string, ReturnType<typeof bindModel>>();
  byCircuit.set(circuit, byChoice);
  const bound = byChoice.get(choice) ?? make();
  byChoice.set(choice, bound);
  return bound;
}

/** The model's own checks, once per model and circuit: each preset's binding hands back the same findings. */
function modelChecks(input: BindInput): readonly Diagnostic[] {
  const { circuit, parsed, circuitFile, model, modelFile } = input;
  const part: ModelCheckInput = { circuit, parsed, circuitFile, model, modelFile };
  const key = inputKey(part);
  let result = checks.get(key);
  if (!result) {
    if (checks.size >= BINDINGS_LIMIT) checks.clear();
    result = deepFreeze(checkModel(part));
    checks.set(key, result);
  }
  return result;
}
const checks = new Map<string, readonly Diagnostic[]>();

/** The nodes of one run point; a point asked for again on the same bound circuit gets the first, frozen, result. */
export function evaluateStep(
  bound: BoundCircuit,
  point: StepPoint,
): { nodes: readonly ConcreteNode[]; diagnostics: readonly Diagnostic[] } {
  // Keyed by the bound blocks, which every spread of the binding (a BoundModel, a device's shard) shares.
  return evaluations.get(bound.blocks, pointKey(point), () => deepFreeze(evaluateStepOnce(bound, point)));
}
const evaluations = new Remembered<
  BoundCircuit["blocks"],
  { nodes: readonly ConcreteNode[]; diagnostics: readonly Diagnostic[] }
>();

/** Evaluates every point on a bound circuit; a problem at one place is reported from the first point that shows it. */
export function evaluateSteps(
  bound: BoundCircuit,
  points: readonly StepPoint[],
): { steps: ReadonlyMap<string, readonly ConcreteNode[]>; diagnostics: Diagnostic[] } {
  const steps = new Map<string, readonly ConcreteNode[]>();
  const diagnostics: Diagnostic[] = [];
  for (const point of points) {
    const step = evaluateStep(bound, point);
    steps.set(pointKey(point), step.nodes);
    diagnostics.push(...step.diagnostics);
  }
  return { steps, diagnostics: firstPerPlace(diagnostics) };
}

/** Every field of the input, documents by identity, so a field added later is part of the key without a change here. */
function inputKey(input: ModelCheckInput): string {
  return JSON.stringify(
    Object.entries(input)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => [
        name,
        (typeof value === "object" && value !== null) || typeof value === "function"
          ? identityOf(value)
          : value,
      ]),
  );
}
const identities = new WeakMap<object, string>();
let nextIdentity = 0;
function identityOf(value: object): string {
  let id = identities.get(value);
  if (id === undefined) {
    id = `#${nextIdentity++}`;
    identities.set(value, id);
  }
  return id;
}
const bindings = new Map<string, { bound?: BoundCircuit; diagnostics: Diagnostic[] }>();
const BINDINGS_LIMIT = 64;

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Map) for (const child of value.values()) deepFreeze(child);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
