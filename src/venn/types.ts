// The Venn stage's shapes: runs in, classes per site, flags, regions and the work list out.
import type { NodeCost, ServeSetting } from "../cost/index.ts";
import type { Diagnostic } from "../diagnostics/index.ts";
import type { FusionCandidate } from "../fuse/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { ConcreteNode, ParamValue, RunPoint } from "../ir/index.ts";
import type { KernelsDoc } from "../schema/index.ts";
import type { VennClass } from "./classes.ts";
import type { Difference } from "./classify.ts";
import type { FusionOpportunity } from "./fusions.ts";
import type { NextBest } from "./savings.ts";

/** One costed run of one model: its nodes, their costs, and the same sites' costs at one row. */
export interface VennRun {
  hardware: string;
  run: RunPoint;
  nodes: readonly ConcreteNode[];
  costs: readonly NodeCost[];
  costsAtOneRow: readonly NodeCost[];
  /** The device, so the work list can cost a site as the next-best family would run it. */
  profile?: Profile;
  /** How the engine serves it (its host cost per step); absent = the defaults. */
  serve?: ServeSetting;
}

export interface VennInput {
  kernels: KernelsDoc;
  kernelsFile: string;
  target: readonly VennRun[];
  references: readonly { model: string; runs: readonly VennRun[] }[];
  /** Per target run: what each fusion of the bundled file would save where no group runs (--fusions). */
  fusionCandidates?: readonly (readonly FusionCandidate[])[];
}

export interface SiteVenn {
  class: VennClass;
  family: string | null;
  differences: Difference[];
  point: Record<string, ParamValue>;
  measured: { id: string; seconds: number; ofFloor: number } | null;
}

export interface Flag {
  hardware: string;
  mode: RunPoint["mode"];
  rows: number;
  layerKind: string;
  families: string[];
  sites: string[];
  addedSeconds: number;
  share: number;
}

export interface Regions {
  hardware: string;
  mode: RunPoint["mode"];
  rows: number;
  targetOnly: { share: number; sites: string[] };
  both: { share: number; sites: string[] };
  referenceOnly: { families: { family: string; share: number }[] };
}

/** Where a work item's time saved is largest: the run, the family the engine runs instead, and how. */
export interface Saving {
  savedSeconds: number | null;
  savedAt: { hardware: string; mode: RunPoint["mode"]; rows: number } | null;
  nextFamily: string | null;
  nextHow: NextBest["how"] | null;
}

/** A site's shape written per token (`n` = rows this step) and the parameter values it needs. */
export interface SiteShape {
  site: string;
  input: string | null;
  weight: string | null;
  /** The KV cache it reads or writes, per token: heads × channels. */
  kv: string | null;
  /** The recurrent state it updates, per sequence: rows × channels (absent where it has none). */
  state?: string;
  point: Record<string, ParamValue>;
}

export interface WorkList {
  plan: ({
    family: string;
    change: string;
    param: string;
    kind: string;
    target: ParamValue;
    have: ParamValue[];
    class: VennClass;
    sites: string[];
    share: number;
    source: string | null;
    shapes: SiteShape[];
  } & Saving)[];
  novel: {
    site: string;
    op: string;
    weightFormat: string | null;
    activationFormat: string | null;
    share: number;
  }[];
  /** Novel sites that need the same kernel (op kind and formats), one row each. */
  novelKernels: ({
    op: string;
    weightFormat: string | null;
    activationFormat: string | null;
    sites: string[];
    share: number;
    shapes: SiteShape[];
  } & Saving)[];
  unmeasured: { family: string; sites: string[]; share: number; source: string | null }[];
  /** Fusions the bundled file has that would apply where no group runs; present only with --fusions. */
  fusions?: FusionOpportunity[];
}

export interface VennResult {
  /** Per target run (same order as input), per site. */
  sites: Map<string, SiteVenn>[];
  flags: Flag[];
  regions: Regions[];
  workList: WorkList;
  classes: { id: VennClass; title: string; short: string }[];
  diagnostics: Diagnostic[];
}
