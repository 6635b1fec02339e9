import type { KeyPath } from "../diagnostics/index.ts";
import type { PresetName } from "../formats/index.ts";
import type { StateAccess, Tensor, WeightTensor } from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc, ModelDoc } from "../schema/index.ts";
import type { ShapeExpr } from "../shape/index.ts";
import type { ParsedCircuit } from "../validate/index.ts";
import type { BlockRun } from "./layout.ts";
import type { RoleFormats } from "./precision.ts";

/** A model on a circuit, before any precision is chosen. */
export interface ModelCheckInput {
  circuit: CircuitDoc;
  /** What validation parsed and ordered in this circuit: instantiate parses none of its texts again. */
  parsed: ParsedCircuit;
  circuitFile: string;
  model: ModelDoc;
  modelFile: string;
}

export interface BindInput extends ModelCheckInput {
  preset?: PresetName;
  /** The engine's weight and activation formats for the preset on this device, in place of the preset's own pair. */
  weight?: string;
  act?: string;
  /** A KV-cache format replacing the model's (a policy such as fp8 KV). */
  kvCache?: string;
}

export interface SiteInfo {
  site: string;
  op: CircuitNodeDoc["op"];
  count: number;
  formats: RoleFormats;
}

/** A weight the model keeps resident, once per name: its tensor, bias and layer count (cost sizes it in bytes). */
export interface ResidentTensor {
  name: string;
  site: string;
  weight: WeightTensor;
  bias?: Tensor;
  /** Layers holding it. */
  count: number;
  params: number;
  /** Parameters one token uses: a routed weight counts top_k of its copies (model cards' "active"). */
  activeParams: number;
}

/** A resident weight with the bytes it takes, as cost's memory accounting sizes it. */
export interface ResidentWeight {
  name: string;
  site: string;
  bytes: number;
  params: number;
  activeParams: number;
}

/** A cache or recurrent state one sequence holds, per layer that holds it (KV accounting reads these). */
export interface HeldState {
  format: Tensor["format"];
  rowsPerToken: number;
  cols: number;
  count: number;
  window?: number;
  isRecurrent?: boolean;
}

/** A node as bound: everything that depends on dims only; its outputs wait for the run point. */
export interface BoundNode {
  site: string;
  op: CircuitNodeDoc["op"];
  count: number;
  doc: CircuitNodeDoc;
  path: KeyPath;
  formats: RoleFormats;
  isOn: boolean;
  /** Off nodes only: output edge ← input edge, where no complementary node makes the output. */
  passThrough: readonly (readonly [string, string])[];
  outs: readonly { edge: string; shape: ShapeExpr; format: Tensor["format"] }[];
  weight?: WeightTensor;
  bias?: Tensor;
  params: Readonly<Record<string, number>>;
  states: readonly StateAccess[];
}

export interface BoundBlock {
  in: readonly string[];
  out: Readonly<Record<string, string>>;
  nodes: readonly BoundNode[];
}

/** A circuit bound to a model's dims and precision, once; `evaluateStep` turns it into the nodes of one run point. */
export interface BoundCircuit {
  layers: number;
  sites: SiteInfo[];
  resident: ResidentTensor[];
  /** The blocks one step runs, in order, as runs of a block list repeated `times` (a billion layers stay a few entries). */
  blockSequence: readonly BlockRun[];
  /** What one sequence holds per layer: KV caches (windowed ones capped) and recurrent states. */
  held: readonly HeldState[];
  precision: RoleFormats;
  /** The model's per-site overrides that apply (a preset keeps those that are not the checkpoint's quantization). */
  overrides: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Overrides restating the checkpoint's quantization that the preset replaced, by glob. */
  replacedOverrides: readonly string[];
  dims: Readonly<Record<string, number>>;
  circuitFile: string;
  inputs: readonly { edge: string; shape: ShapeExpr; format: Tensor["format"]; path: KeyPath }[];
  /** The blocks one step walks (each kind once, in the order kinds first appear) and each block's nodes in execution order. */
  sequence: readonly string[];
  blocks: ReadonlyMap<string, BoundBlock>;
}
