// What a command hands the pipeline before any stage runs: its read inputs, run specs, precision choice and the
// sink the stages report to. pipeline.ts re-exports them; the stage order stays there.
import type { Diagnostic } from "./diagnostics/index.ts";
import type { PresetName } from "./formats/index.ts";
import type { bindModel } from "./instantiate/index.ts";
import type { RunPoint } from "./ir/index.ts";
import type { CircuitDoc, ModelDoc } from "./schema/index.ts";
import type { ParsedCircuit } from "./validate/index.ts";

export interface RunSpec {
  mode: RunPoint["mode"];
  rows: number;
  /** This run's KV context, where it differs from the options' (a workload's prefill chunks and decode samples). */
  context?: number;
  /** Every token routed to the same experts (RunPoint.routing), where the workload says so. */
  routing?: "identical";
}

/** What the run changes in every model's precision: a weight/activation preset, a KV-cache format. */
export interface PrecisionChoice {
  preset?: PresetName;
  /** The engine's weight and activation formats for the preset on the device, where its profile states them. */
  weight?: string;
  act?: string;
  kvCache?: string;
}

/**
 * The models a command has bound, by model document and precision choice: compare and diff hand one to every cell,
 * so each preset is bound once per command and every device and batch of it only evaluates its points.
 */
export type Bindings = Map<ModelDoc, Map<CircuitDoc, Map<string, ReturnType<typeof bindModel>>>>;

/** Where the stages put their findings, and the command's bindings they reuse. */
export interface Sink {
  readonly diagnostics: Diagnostic[];
  readonly bindings: Bindings;
}

/** A read input: its validated document, the file it is named by in diagnostics, and its path. */
export interface Read<T> {
  value: T;
  file: string;
  path: string;
}

/** A model and its circuit, as read and validated. */
export interface LoadedModel {
  model: Read<ModelDoc>;
  circuit: Read<CircuitDoc> & { parsed: ParsedCircuit };
}
