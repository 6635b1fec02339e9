// Venn: evaluated sites + a kernel manifest (+ reference models) → a class per site and run, flags, regions, work list.
import { type NodeCost, ofFloor, sumTerms } from "../cost/index.ts";
import type { Diagnostic } from "../diagnostics/index.ts";
import type { FusionCandidate } from "../fuse/index.ts";
import type { Profile } from "../hardware/index.ts";
import {
  type ConcreteNode,
  compareText,
  OP_SIGNATURES,
  type OpSignature,
  type ParamValue,
  type RunPoint,
  SITE_PARAMS,
} from "../ir/index.ts";
import type { KernelsDoc } from "../schema/index.ts";
import { CLASS_ORDER, VENN_CLASSES, type VennClass } from "./classes.ts";
import {
  type Difference,
  type ExistingValues,
  type Placement,
  placeSite,
  sortValues,
  unsuppliedParams,
} from "./classify.ts";
import { type FusionOpportunity, rankFusionOpportunities } from "./fusions.ts";
import { type NextBest, nextBest, savedSeconds } from "./savings.ts";

/** One costed run of one model: its nodes, their costs, and the same sites' costs at one row. */
export interface VennRun {
  hardware: string;
  run: RunPoint;
  nodes: readonly ConcreteNode[];
  costs: readonly NodeCost[];
  costsAtOneRow: readonly NodeCost[];
  /** The device, so the work list can cost a site as the next-best family would run it. */
  profile?: Profile;
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
  /** The cache or state it reads, per token: heads × channels. */
  kv: string | null;
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

const stepSeconds = (costs: readonly NodeCost[]) =>
  costs.reduce((sum, c) => sum + c.floorSeconds * c.count, 0);
/** The step's expected seconds, its per-step term included; null uncalibrated. */
const expectedStep = (run: VennRun) =>
  run.costs.every((c) => c.expectedTerms !== null)
    ? run.costs.reduce((sum, c) => sum + (c.expectedTerms ? sumTerms(c.expectedTerms) : 0) * c.count, 0) +
      (run.profile?.efficiency?.stepSeconds ?? 0)
    : null;
const layerKindOf = (site: string) => site.split(".")[0] ?? site;

/** Rows of a tensor per token of the step (`n`, `8n`), or the number itself where it does not scale with n. */
function perToken(rows: number, runRows: number): string {
  const k = rows / runRows;
  if (Number.isInteger(k)) return k === 1 ? "n" : `${k}n`;
  return String(rows);
}

const RESTATED = new Set(["weight_format", "act_format", "n", "k"]);

/** A site's input and weight shapes, and the point a kernel must be built for (the family's, or every parameter the site supplies). */
export function siteShape(
  node: ConcreteNode,
  run: RunPoint,
  point: Record<string, ParamValue> | null,
): SiteShape {
  const input = node.ins[0];
  const own: Record<string, ParamValue> = {};
  if (!point)
    for (const [name, param] of Object.entries(SITE_PARAMS)) {
      const v = param.value(node);
      // formats and the weight's n × k are shown beside the point already
      if (v !== undefined && !RESTATED.has(name)) own[name] = v;
    }
  return {
    site: node.site,
    input: input ? `${perToken(input.rows, run.rows)}×${input.cols}` : null,
    weight: node.weight
      ? `${node.weight.count > 1 ? `${node.weight.count}×` : ""}${node.weight.rows}×${node.weight.cols}`
      : null,
    kv: node.states[0] ? `${node.states[0].rowsPerToken}×${node.states[0].cols}` : null,
    point: point ?? own,
  };
}

const NO_SAVING: Saving = { savedSeconds: null, savedAt: null, nextFamily: null, nextHow: null };

/** Keeps a work item's largest saving over runs: the run's sum over the item's sites. */
function foldSaving(
  item: Saving,
  sites: readonly string[],
  saved: ReadonlyMap<string, { seconds: number | null; next: NextBest | null }>,
  at: NonNullable<Saving["savedAt"]>,
) {
  const here = sites.map((x) => saved.get(x)).filter((v) => v !== undefined && v.seconds !== null);
  if (!here.length) return;
  const total = here.reduce((sum, v) => sum + (v?.seconds ?? 0), 0);
  if (item.savedSeconds !== null && total <= item.savedSeconds) return;
  const largest = [...here].sort((a, b) => (b?.seconds ?? 0) - (a?.seconds ?? 0))[0];
  item.savedSeconds = total;
  item.savedAt = at;
  item.nextFamily = largest?.next?.family ?? null;
  item.nextHow = largest?.next?.how ?? null;
}

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

/** Classifies every target site at every run; reference models widen the values that exist. */
export function classifyVenn(input: VennInput): VennResult {
  const diagnostics = checkParams(input);
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

  const sites: Map<string, SiteVenn>[] = [];
  const flags: Flag[] = [];
  const regions: Regions[] = [];
  const plan = new Map<string, WorkList["plan"][number]>();
  const novel = new Map<string, WorkList["novel"][number]>();
  const novelKernels = new Map<string, WorkList["novelKernels"][number]>();
  const sourceOf = new Map(input.kernels.families.map((f) => [f.id, f.source ?? null]));
  const unmeasured = new Map<string, WorkList["unmeasured"][number]>();

  input.target.forEach((run, index) => {
    const placements = placeAll(run, input, existing);
    const total = stepSeconds(run.costs);
    const costOf = new Map(run.costs.map((c) => [c.site, c]));
    const atOne = new Map(run.costsAtOneRow.map((c) => [c.site, c]));
    const shareOf = (site: string) => {
      const c = costOf.get(site);
      return c && total > 0 ? (c.floorSeconds * c.count) / total : 0;
    };
    const perSite = new Map<string, SiteVenn>();
    const flagged = new Map<string, Flag>();
    const saved = new Map<string, { seconds: number | null; next: NextBest | null }>();
    const nodeOf = new Map(run.nodes.map((n) => [n.site, n]));
    const at = { hardware: run.hardware, mode: run.run.mode, rows: run.run.rows };
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
      const share = shareOf(site);
      if (p.isPerRowOnly && cost) {
        // Running the rows one launch at a time: rows·cost(1) − cost(rows).
        const one = atOne.get(site)?.floorSeconds ?? 0;
        const added = (run.run.rows * one - cost.floorSeconds) * cost.count;
        const kind = layerKindOf(site);
        const flag = flagged.get(kind) ?? {
          hardware: run.hardware,
          mode: run.run.mode,
          rows: run.run.rows,
          layerKind: kind,
          families: [],
          sites: [],
          addedSeconds: 0,
          share: 0,
        };
        flag.sites.push(site);
        if (p.family && !flag.families.includes(p.family)) flag.families.push(p.family);
        flag.addedSeconds += added;
        flag.share = total > 0 ? flag.addedSeconds / total : 0;
        flagged.set(kind, flag);
      }
      if (p.family === null) {
        const item = novel.get(site) ?? {
          site,
          op: node?.op ?? "",
          weightFormat: node?.weight?.format.name ?? null,
          activationFormat: node?.ins[0]?.format.name ?? null,
          share: 0,
        };
        item.share = Math.max(item.share, share);
        novel.set(site, item);
        const key = `${item.op}|${item.weightFormat}|${item.activationFormat}`;
        const kernel = novelKernels.get(key) ?? {
          op: item.op,
          weightFormat: item.weightFormat,
          activationFormat: item.activationFormat,
          sites: [],
          share: 0,
          shapes: [],
          ...NO_SAVING,
        };
        if (!kernel.sites.includes(site)) {
          kernel.sites.push(site);
          if (node) kernel.shapes.push(siteShape(node, run.run, null));
        }
        novelKernels.set(key, kernel);
      }
      for (const d of p.differences) {
        const key = `${p.family}|${d.param}|${d.target}`;
        const item = plan.get(key) ?? {
          family: p.family ?? "",
          change: `${d.param} ${d.target} (have ${d.have.length ? d.have.join(", ") : "none"})`,
          param: d.param,
          kind: d.kind,
          target: d.target,
          have: d.have,
          class: p.class,
          sites: [],
          share: 0,
          source: sourceOf.get(p.family ?? "") ?? null,
          shapes: [],
          ...NO_SAVING,
        };
        if (!item.sites.includes(site)) {
          item.sites.push(site);
          if (node) item.shapes.push(siteShape(node, run.run, p.point));
        }
        plan.set(key, item);
      }
      if (VENN_CLASSES[p.class].needsMeasurement && p.family) {
        const item = unmeasured.get(p.family) ?? {
          family: p.family,
          sites: [],
          share: 0,
          source: sourceOf.get(p.family) ?? null,
        };
        if (!item.sites.includes(site)) item.sites.push(site);
        unmeasured.set(p.family, item);
      }
    }
    // A work item's share at this run: the step share of every site it touches, summed; its rank is the max over runs.
    for (const item of plan.values()) {
      item.share = Math.max(
        item.share,
        item.sites.reduce((s, x) => s + (perSite.has(x) ? shareOf(x) : 0), 0),
      );
      foldSaving(item, item.sites, saved, at);
    }
    for (const item of novelKernels.values()) {
      item.share = Math.max(
        item.share,
        item.sites.reduce((s, x) => s + (perSite.get(x)?.family === null ? shareOf(x) : 0), 0),
      );
      foldSaving(item, item.sites, saved, at);
    }
    for (const item of unmeasured.values())
      item.share = Math.max(
        item.share,
        item.sites.reduce((s, x) => {
          const venn = perSite.get(x);
          return s + (venn && VENN_CLASSES[venn.class].needsMeasurement ? shareOf(x) : 0);
        }, 0),
      );
    sites.push(perSite);
    flags.push(
      ...[...flagged.values()].sort(
        (a, b) => b.addedSeconds - a.addedSeconds || compareText(a.layerKind, b.layerKind),
      ),
    );

    const targetFamilies = new Set(
      [...placements.values()].map((p) => p.family).filter((f): f is string => f !== null),
    );
    const targetOnly = [...placements].filter(([, p]) => p.family === null).map(([s]) => s);
    const both = [...placements].filter(([, p]) => p.family !== null).map(([s]) => s);
    const referenceShares = new Map<string, number>();
    input.references.forEach((ref, r) => {
      const refRun = ref.runs[index];
      const refPlacements = referencePlacements[r]?.[index];
      if (!refRun || !refPlacements) return;
      const refTotal = stepSeconds(refRun.costs);
      const byFamily = new Map<string, number>();
      for (const c of refRun.costs) {
        const family = refPlacements.get(c.site)?.family;
        if (!family || targetFamilies.has(family)) continue;
        byFamily.set(
          family,
          (byFamily.get(family) ?? 0) + (refTotal > 0 ? (c.floorSeconds * c.count) / refTotal : 0),
        );
      }
      for (const [family, share] of byFamily)
        referenceShares.set(family, Math.max(referenceShares.get(family) ?? 0, share));
    });
    regions.push({
      hardware: run.hardware,
      mode: run.run.mode,
      rows: run.run.rows,
      targetOnly: { share: targetOnly.reduce((s, x) => s + shareOf(x), 0), sites: targetOnly.sort() },
      both: { share: both.reduce((s, x) => s + shareOf(x), 0), sites: both.sort() },
      referenceOnly: {
        families: [...referenceShares]
          .map(([family, share]) => ({ family, share }))
          .sort((a, b) => b.share - a.share || compareText(a.family, b.family)),
      },
    });
  });

  const byShare = <T extends { share: number }>(items: Iterable<T>, name: (t: T) => string) =>
    [...items].sort((a, b) => b.share - a.share || compareText(name(a), name(b)));
  return {
    sites,
    flags,
    regions,
    workList: {
      plan: byShare(plan.values(), (p) => `${p.family} ${p.change}`).map((p) => ({
        ...p,
        sites: p.sites.sort(),
        have: sortValues(p.have),
        shapes: p.shapes.sort((a, b) => compareText(a.site, b.site)),
      })),
      novel: byShare(novel.values(), (n) => n.site),
      novelKernels: byShare(
        novelKernels.values(),
        (k) => `${k.op} ${k.weightFormat} ${k.activationFormat}`,
      ).map((k) => ({
        ...k,
        sites: k.sites.sort(),
        shapes: k.shapes.sort((a, b) => compareText(a.site, b.site)),
      })),
      unmeasured: byShare(unmeasured.values(), (u) => u.family).map((u) => ({ ...u, sites: u.sites.sort() })),
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
