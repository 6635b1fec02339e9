// What passes between a command and the pipeline: its read inputs, run specs, precision choice and the sink the
// stages report to, and what the stages hand back. pipeline.ts re-exports them; the stage order stays there.
import type { ServeSetting } from "./cost/index.ts";
import type { Diagnostic } from "./diagnostics/index.ts";
import type { Engine } from "./engine/index.ts";
import type { PresetName } from "./formats/index.ts";
import type { FusionCandidate } from "./fuse/index.ts";
import type { Profile } from "./hardware/index.ts";
import type { Bindings, BoundModel } from "./instantiate/index.ts";

export type { Bindings } from "./instantiate/index.ts";

import type { Layout, RunPoint } from "./ir/index.ts";
import type { MeasureResult } from "./measure/index.ts";
import type { CircuitDoc, FusionsDoc, KernelsDoc, MeasurementsDoc, ModelDoc } from "./schema/index.ts";
import type { LayoutHolding } from "./shard/index.ts";
import type { ParsedCircuit } from "./validate/index.ts";
import type { VennResult, VennRun } from "./venn/index.ts";

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

/** A model costed on every profile: the bound model (one device's share under a layout), its runs, each run's sequences per device. */
export interface CostedModel {
  bound: BoundModel;
  runs: VennRun[];
  deviceSequences: number[];
  /** One device's holding under each layout of FIT_LAYOUTS, sharded when first asked (a run that does not fit). */
  holdings: () => readonly LayoutHolding[];
}

/** Runs with a fusion file's groups costed as one kernel each, and the bundled file's groups left as candidates. */
export interface FusedRuns {
  runs: VennRun[];
  candidates: FusionCandidate[][];
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
  /** The hardware ids there are: a measurements row may name any of them. */
  knownHardware: readonly string[];
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
