// Fuse: a fusion file + the bound step → groups of nodes run as one kernel each, costed beside the unfused step.
import type { NodeCost, ServeSetting } from "../cost/index.ts";
import { type Diagnostic, hasErrors } from "../diagnostics/index.ts";
import type { Profile } from "../hardware/index.ts";
import { type BlockRun, type BoundModel, evaluateStep } from "../instantiate/index.ts";
import { type ConcreteNode, Remembered, type RunPoint } from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc, FusionsDoc } from "../schema/index.ts";
import type { ParsedCircuit } from "../validate/index.ts";
import { type FusedCost, fuseCosts, fusedNodes } from "./cost.ts";
import { expandInstances, type FusionPlan, type InstanceGraph, planFusions } from "./plan.ts";

export interface FusionSetup {
  plan: FusionPlan;
  graph: InstanceGraph;
  takenInstances: ReadonlySet<number>;
}

interface PlanInput {
  doc: FusionsDoc;
  file: string;
  circuit: CircuitDoc;
  /** Each block's nodes in execution order, as validation found it. */
  order: ReadonlyMap<string, readonly CircuitNodeDoc[]>;
  blockSequence: readonly BlockRun[];
  /** One step's nodes (of one binding, and one layout): the plan holds at every row count. */
  nodes: readonly ConcreteNode[];
  taken?: ReadonlySet<number>;
  graph?: InstanceGraph;
}

/**
 * Matches a fusion file against the step once (structure does not depend on rows); errors come back as diagnostics.
 * Remembered per file and nodes: every device of a compare or side of a diff asks again and gets the same findings.
 */
export function planStep(input: PlanInput): FusionSetup & { diagnostics: readonly Diagnostic[] } {
  const key = JSON.stringify([input.file, input.taken ? [...input.taken] : null]);
  const byNodes = planned.get(input.doc, "", () => new Remembered());
  return byNodes.get(input.nodes, key, () => planStepOnce(input));
}
const planned = new Remembered<
  FusionsDoc,
  Remembered<readonly ConcreteNode[], ReturnType<typeof planStepOnce>>
>();

function planStepOnce(input: PlanInput): FusionSetup & { diagnostics: Diagnostic[] } {
  const graph = input.graph ?? expandInstances(input.circuit, input.order, input.blockSequence, input.nodes);
  const { takenInstances, ...plan } = planFusions({ ...input, graph });
  return { plan, graph, takenInstances, diagnostics: plan.diagnostics };
}

/** What a group of another file would save where no group of the plan runs: per run, per step. */
export interface FusionCandidate {
  group: string;
  title: string;
  source: string;
  site: string;
  members: string[];
  count: number;
  /** Bytes the fusion keeps off memory per step (every instance). */
  internalBytes: number;
  launchesRemoved: number;
  /** Floor seconds saved per step. */
  savedSeconds: number;
  /** Expected seconds saved per step; null uncalibrated. */
  savedExpectedSeconds: number | null;
}

/** Costs each group of a candidate plan on one run as fused minus unfused. */
export function candidateSavings(
  plan: Pick<FusionPlan, "groups">,
  nodes: readonly ConcreteNode[],
  costs: readonly NodeCost[],
  run: RunPoint,
  profile: Profile,
  serve: ServeSetting,
): FusionCandidate[] {
  const fused = fuseCosts({ groups: plan.groups, remaining: new Map() }, nodes, costs, run, profile, serve);
  return fused.flatMap((c) => {
    const f = c.fusion;
    if (!f) return [];
    const expected =
      c.expectedSeconds !== null && f.unfused.expectedSeconds !== null
        ? (f.unfused.expectedSeconds - c.expectedSeconds) * c.count
        : null;
    return [
      {
        group: f.group,
        title: f.title,
        source: f.source,
        site: c.site,
        members: f.members,
        count: c.count,
        internalBytes: f.internalBytes * c.count,
        launchesRemoved: (f.unfused.kernels - (c.kernels ?? 1)) * c.count,
        savedSeconds: (f.unfused.floorSeconds - c.floorSeconds) * c.count,
        savedExpectedSeconds: expected,
      },
    ];
  });
}

export { costGroup, type FusedCost, fuseCosts, fusedNodes, type GroupCost } from "./cost.ts";
export {
  expandInstances,
  type FusionPlan,
  type GroupPlan,
  groupSiteName,
  type Instance,
  type InstanceGraph,
  planFusions,
} from "./plan.ts";

/** A costed run as the fuse stage reads it: its nodes and costs, and the costs of its one-row point (cost(1)). */
export interface FusableRun {
  run: RunPoint;
  nodes: readonly ConcreteNode[];
  costs: readonly NodeCost[];
  costsAtOneRow: readonly NodeCost[];
  profile?: Profile;
}

/**
 * Matches the fusion file once (structure is the same at every row count), then costs every run with its groups
 * as single kernels; the bundled file's groups on the nodes left unfused are the work list's fusion candidates.
 */
export function fuseRuns<R extends FusableRun>(
  diagnostics: Diagnostic[],
  circuit: { value: CircuitDoc; parsed: ParsedCircuit },
  bound: BoundModel,
  runs: readonly R[],
  fusions: { value: FusionsDoc; file: string },
  bundled: { value: FusionsDoc; file: string } | undefined,
  serve: ServeSetting,
): { runs: R[]; candidates: FusionCandidate[][] } | undefined {
  const sample = runs[0]?.nodes ?? [];
  const setup = planStep({
    doc: fusions.value,
    file: fusions.file,
    circuit: circuit.value,
    order: circuit.parsed.order,
    blockSequence: bound.blockSequence,
    nodes: sample,
  });
  diagnostics.push(...setup.diagnostics);
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
    const one: RunPoint = { ...r.run, rows: 1, sequences: 1, logitRows: 1 };
    const atOne = fuseCosts(setup.plan, evaluateStep(bound, one).nodes, r.costsAtOneRow, one, profile, serve);
    return { ...r, nodes: fusedNodes(r.nodes, costs), costs, costsAtOneRow: atOne };
  });
  const candidates = runs.map((r) =>
    extra ? candidateSavings(extra, r.nodes, r.costs, r.run, r.profile as Profile, serve) : [],
  );
  return { runs: fusedRuns, candidates };
}
