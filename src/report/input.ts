// The report's input, and the parts of it both the full report and the summary copy as they are:
// kept apart so the table, the summary and the memory fit read the same types without reaching into build.ts.
import type { NodeCost, ServeSetting } from "../cost/index.ts";
import type { Diagnostic } from "../diagnostics/index.ts";
import type { FusedCost } from "../fuse/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { BoundModel } from "../instantiate/index.ts";
import type { ConcreteNode, Layout, RunPoint } from "../ir/index.ts";
import type { SiteTiming } from "../measure/index.ts";
import type { ModelDoc } from "../schema/index.ts";
import type { LayoutHolding } from "../shard/index.ts";
import type { VennResult } from "../venn/index.ts";
import type { ReportModel } from "./schema.ts";
import type { ReportView } from "./views.ts";

export interface CostedRun {
  profile: Profile;
  run: RunPoint;
  costs: readonly FusedCost[];
  /** With --fusions: every node its own kernel, the step the fused one is compared with. */
  unfusedCosts?: readonly NodeCost[];
  /** The nodes the costs were computed from (one device's shard under --parallel). */
  nodes?: readonly ConcreteNode[];
  /** Under --parallel: the sequences one device holds (⌈s/dp⌉ with data-parallel attention). */
  deviceSequences?: number;
  /** How the engine served it (its host cost per step among them); absent = the defaults. */
  serve?: ServeSetting;
}

export interface ReportInput {
  command: string;
  model: ModelDoc;
  circuit: string;
  preset: string | null;
  bound: BoundModel;
  profiles: readonly Profile[];
  runs: readonly CostedRun[];
  context: number;
  /** How the engine serves the model (graphs on or off); absent = graphs on. */
  serve?: ServeSetting;
  /** The engine assumed, as the report names it. */
  engine?: ReportModel["engine"];
  inputs: ReportModel["inputs"];
  diagnostics: readonly Diagnostic[];
  venn?: { result: VennResult; kernels: string; against: readonly string[] };
  /** Per run (same order as runs), per site: the time a measurements file gave it. */
  measured?: { sites: readonly ReadonlyMap<string, SiteTiming>[]; file: string; rows: number };
  fusions?: { file: string; engine: string };
  /** Workload views added to every table (--views traffic,gemm). */
  views?: readonly ReportView[];
  /** The circuit's input edges (token ids), graph I/O in the traffic split. */
  graphInputs?: readonly string[];
  /** The --parallel layout: costs and memory are one device's share. */
  parallel?: Layout;
  /** --accept: the acceptance rate per drafted token a verify run's produced tokens are counted at. */
  accept?: number;
  /** One device's holding under larger layouts: a run that does not fit names the smallest that holds it. */
  holdings?: () => readonly LayoutHolding[];
}

export function reportPrecision({ bound, preset }: ReportInput): ReportModel["precision"] {
  return {
    preset,
    ...bound.precision,
    overrides: Object.fromEntries(Object.entries(bound.overrides).map(([glob, o]) => [glob, { ...o }])),
    replacedOverrides: [...bound.replacedOverrides],
  };
}

export const reportHardware = (p: Profile): ReportModel["hardware"][number] => ({
  id: p.id,
  name: p.name,
  bytesPerSecond: p.bytesPerSecond,
  capacityBytes: p.capacityBytes,
  peaks: { ...p.peaks },
  fallback: { ...p.fallback },
  calibrated: p.efficiency !== undefined,
  ...(p.derivedFrom ? { derivedFrom: { ...p.derivedFrom } } : {}),
  pricePerHour: p.pricePerHour ?? null,
});
