// Venn: evaluated sites + a kernel manifest (+ reference models) → a class per site and run, flags, regions, work list.
import { type NodeCost, ofFloor, stepCostSeconds, sumTerms } from "../cost/index.ts";
import type { Diagnostic } from "../diagnostics/index.ts";
import { type ConcreteNode, OP_SIGNATURES, type OpSignature, type ParamValue } from "../ir/index.ts";
import { CLASS_ORDER, VENN_CLASSES } from "./classes.ts";
import { type ExistingValues, type Placement, placeSite, unsuppliedParams } from "./classify.ts";
import { perRowFlags } from "./flags.ts";
import { rankFusionOpportunities } from "./fusions.ts";
import { regionsOf, stepSeconds } from "./regions.ts";
import { nextBest, savedSeconds } from "./savings.ts";
import type { Flag, Regions, SiteVenn, VennInput, VennResult, VennRun } from "./types.ts";
import { type SiteSaving, WorkListBuilder } from "./work-list.ts";

/** The step's expected seconds, its per-step term included; null uncalibrated. */
const expectedStep = (run: VennRun) =>
  run.costs.every((c) => c.expectedTerms !== null)
    ? run.costs.reduce((sum, c) => sum + (c.expectedTerms ? sumTerms(c.expectedTerms) : 0) * c.count, 0) +
      stepCostSeconds(run.profile, run.serve)
    : null;

const classified = (node: ConcreteNode) => !(OP_SIGNATURES[node.op] as OpSignature).isCollective;

function placeAll(run: VennRun, input: VennInput, existing: ExistingValues) {
  const placements = new Map<string, Placement>();
  for (const node of run.nodes.filter(classified))
    placements.set(node.site, placeSite(node, run.run, run.hardware, input.kernels, existing));
  return placements;
}

/**
 * The manifest's parameters each model's sites cannot supply, from its first run (every run has the same sites); a
 * site the target and a reference share is the same finding, kept once.
 */
function checkParams(input: VennInput): Diagnostic[] {
  const found = new Set<Diagnostic>();
  for (const run of [input.target[0], ...input.references.map((r) => r.runs[0])])
    for (const node of run?.nodes.filter(classified) ?? [])
      for (const d of unsuppliedParams(node, input.kernels, input.kernelsFile)) found.add(d);
  return [...found];
}

/** The values each family's parameters have: the manifest's, widened by what the engine runs for its reference models. */
function existingValues(input: VennInput) {
  const manifestOnly: ExistingValues = new Map(
    input.kernels.families.map((f) => [
      f.id,
      new Map(Object.entries(f.params).map(([p, spec]) => [p, new Set<ParamValue>(spec.values ?? [])])),
    ]),
  );
  // What the engine already runs for its reference models: their sites' points join the existing values.
  const existing = new Map(
    [...manifestOnly].map(([f, params]) => [f, new Map([...params].map(([p, v]) => [p, new Set(v)]))]),
  );
  const referencePlacements = input.references.map((ref) =>
    ref.runs.map((run) => {
      const placements = placeAll(run, input, manifestOnly);
      for (const p of placements.values()) {
        if (!p.family) continue;
        for (const [param, value] of Object.entries(p.point)) existing.get(p.family)?.get(param)?.add(value);
      }
      return placements;
    }),
  );
  return { existing, referencePlacements };
}

/** One run's sites with their class, family and measurement, and what each site not run as built would save on the next-best family. */
function classifySites(
  run: VennRun,
  placements: ReadonlyMap<string, Placement>,
  costOf: ReadonlyMap<string, NodeCost>,
  atOne: ReadonlyMap<string, NodeCost>,
  nodeOf: ReadonlyMap<string, ConcreteNode>,
  input: VennInput,
  existing: ExistingValues,
) {
  const perSite = new Map<string, SiteVenn>();
  const saved = new Map<string, SiteSaving>();
  for (const [site, p] of placements) {
    const cost = costOf.get(site);
    const node = nodeOf.get(site);
    if (cost && node && run.profile && (p.family === null || p.differences.length > 0)) {
      const next = nextBest(node, p, {
        run: run.run,
        hardware: run.hardware,
        profile: run.profile,
        kernels: input.kernels,
        kernelsFile: input.kernelsFile,
        existing,
        floorSeconds: cost.floorSeconds,
        floorAtOneRow: atOne.get(site)?.floorSeconds ?? null,
      });
      saved.set(site, { seconds: savedSeconds(next, cost.floorSeconds, cost.count), next });
    }
    const measured =
      p.measurement && cost
        ? { ...p.measurement, ofFloor: ofFloor(cost.floorSeconds, p.measurement.seconds) }
        : null;
    perSite.set(site, {
      class: p.class,
      family: p.family,
      differences: p.differences,
      point: p.point,
      measured,
    });
  }
  return { perSite, saved };
}

/** Classifies every target site at every run; reference models widen the values that exist. */
export function classifyVenn(input: VennInput): VennResult {
  const diagnostics = checkParams(input);
  const { existing, referencePlacements } = existingValues(input);
  const sites: Map<string, SiteVenn>[] = [];
  const flags: Flag[] = [];
  const regions: Regions[] = [];
  const work = new WorkListBuilder(input.kernels);
  input.target.forEach((run, index) => {
    const placements = placeAll(run, input, existing);
    const total = stepSeconds(run.costs);
    const costOf = new Map(run.costs.map((c) => [c.site, c]));
    const atOne = new Map(run.costsAtOneRow.map((c) => [c.site, c]));
    const shareOf = (site: string) => {
      const c = costOf.get(site);
      return c && total > 0 ? (c.floorSeconds * c.count) / total : 0;
    };
    const nodeOf = new Map(run.nodes.map((n) => [n.site, n]));
    const { perSite, saved } = classifySites(run, placements, costOf, atOne, nodeOf, input, existing);
    work.add({ run: run.run, hardware: run.hardware, placements, nodeOf, perSite, saved, shareOf });
    sites.push(perSite);
    flags.push(...perRowFlags(run, placements, costOf, atOne, total));
    const references = input.references.map((ref, r) => ({
      run: ref.runs[index],
      placements: referencePlacements[r]?.[index],
    }));
    regions.push(regionsOf(run, placements, references, shareOf));
  });
  return {
    sites,
    flags,
    regions,
    workList: {
      ...work.finish(),
      ...(input.fusionCandidates
        ? {
            fusions: rankFusionOpportunities(
              input.target.map((run, i) => ({
                hardware: run.hardware,
                run: run.run,
                candidates: input.fusionCandidates?.[i] ?? [],
                stepSeconds: stepSeconds(run.costs),
                stepExpectedSeconds: expectedStep(run),
              })),
            ),
          }
        : {}),
    },
    classes: CLASS_ORDER.map((id) => ({ id, title: VENN_CLASSES[id].title, short: VENN_CLASSES[id].short })),
    diagnostics,
  };
}

export { VENN_CLASSES, type VennClass } from "./classes.ts";
export type { Difference, Placement } from "./classify.ts";
export type { FusionOpportunity } from "./fusions.ts";
export type {
  Flag,
  Regions,
  Saving,
  SiteShape,
  SiteVenn,
  VennInput,
  VennResult,
  VennRun,
  WorkList,
} from "./types.ts";
export { siteShape } from "./work-list.ts";
