// The work list: what the engine must add (a parameter value, a kernel for a novel site, a measurement), ranked by step share and time saved.
import { type ConcreteNode, compareText, type ParamValue, type RunPoint, SITE_PARAMS } from "../ir/index.ts";
import type { KernelsDoc } from "../schema/index.ts";
import { VENN_CLASSES } from "./classes.ts";
import { type Placement, sortValues } from "./classify.ts";
import type { NextBest } from "./savings.ts";
import type { Saving, SiteShape, SiteVenn, WorkList } from "./types.ts";

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
  const kv = node.states.find((s) => !s.isRecurrent);
  const state = node.states.find((s) => s.isRecurrent);
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
    kv: kv ? `${kv.rowsPerToken}×${kv.cols}` : null,
    ...(state ? { state: `${state.rowsPerToken}×${state.cols}` } : {}),
    point: point ?? own,
  };
}

const NO_SAVING: Saving = { savedSeconds: null, savedAt: null, nextFamily: null, nextHow: null };

/** Time a site would save on the next-best family, and that family. */
export type SiteSaving = { seconds: number | null; next: NextBest | null };

/** Keeps a work item's largest saving over runs: the run's sum over the item's sites. */
function foldSaving(
  item: Saving,
  sites: readonly string[],
  saved: ReadonlyMap<string, SiteSaving>,
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

/** One run's classified sites, as the work list reads them. */
export interface ClassifiedRun {
  run: RunPoint;
  hardware: string;
  placements: ReadonlyMap<string, Placement>;
  nodeOf: ReadonlyMap<string, ConcreteNode>;
  perSite: ReadonlyMap<string, SiteVenn>;
  saved: ReadonlyMap<string, SiteSaving>;
  shareOf: (site: string) => number;
}

/** Gathers work items over every run: each item once, its share and saving the largest any run gives it. */
export class WorkListBuilder {
  private readonly plan = new Map<string, WorkList["plan"][number]>();
  private readonly novel = new Map<string, WorkList["novel"][number]>();
  private readonly novelKernels = new Map<string, WorkList["novelKernels"][number]>();
  private readonly unmeasured = new Map<string, WorkList["unmeasured"][number]>();
  private readonly sourceOf: ReadonlyMap<string, string | null>;

  constructor(kernels: KernelsDoc) {
    this.sourceOf = new Map(kernels.families.map((f) => [f.id, f.source ?? null]));
  }

  add(r: ClassifiedRun): void {
    for (const [site, p] of r.placements) {
      const node = r.nodeOf.get(site);
      if (p.family === null) this.addNovel(site, node, r);
      this.addChanges(site, p, node, r.run);
      if (VENN_CLASSES[p.class].needsMeasurement && p.family) {
        const item = this.unmeasured.get(p.family) ?? {
          family: p.family,
          sites: [],
          share: 0,
          source: this.sourceOf.get(p.family) ?? null,
        };
        if (!item.sites.includes(site)) item.sites.push(site);
        this.unmeasured.set(p.family, item);
      }
    }
    this.foldRun(r);
  }

  /** A site no family runs: a novel site, and the kernel (op kind and formats) it needs. */
  private addNovel(site: string, node: ConcreteNode | undefined, r: ClassifiedRun): void {
    const item = this.novel.get(site) ?? {
      site,
      op: node?.op ?? "",
      weightFormat: node?.weight?.format.name ?? null,
      activationFormat: node?.ins[0]?.format.name ?? null,
      share: 0,
    };
    item.share = Math.max(item.share, r.shareOf(site));
    this.novel.set(site, item);
    const key = `${item.op}|${item.weightFormat}|${item.activationFormat}`;
    const kernel = this.novelKernels.get(key) ?? {
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
      if (node) kernel.shapes.push(siteShape(node, r.run, null));
    }
    this.novelKernels.set(key, kernel);
  }

  /** Each parameter value a site needs that its family lacks: one plan item per family, parameter and value. */
  private addChanges(site: string, p: Placement, node: ConcreteNode | undefined, run: RunPoint): void {
    for (const d of p.differences) {
      const key = `${p.family}|${d.param}|${d.target}`;
      const item = this.plan.get(key) ?? {
        family: p.family ?? "",
        change: `${d.param} ${d.target} (have ${d.have.length ? d.have.join(", ") : "none"})`,
        param: d.param,
        kind: d.kind,
        target: d.target,
        have: d.have,
        class: p.class,
        sites: [],
        share: 0,
        source: this.sourceOf.get(p.family ?? "") ?? null,
        shapes: [],
        ...NO_SAVING,
      };
      if (!item.sites.includes(site)) {
        item.sites.push(site);
        if (node) item.shapes.push(siteShape(node, run, p.point));
      }
      this.plan.set(key, item);
    }
  }

  /** A work item's share at this run: the step share of every site it touches, summed; its rank is the max over runs. */
  private foldRun({ perSite, saved, shareOf, hardware, run }: ClassifiedRun): void {
    const at = { hardware, mode: run.mode, rows: run.rows };
    for (const item of this.plan.values()) {
      item.share = Math.max(
        item.share,
        item.sites.reduce((s, x) => s + (perSite.has(x) ? shareOf(x) : 0), 0),
      );
      foldSaving(item, item.sites, saved, at);
    }
    for (const item of this.novelKernels.values()) {
      item.share = Math.max(
        item.share,
        item.sites.reduce((s, x) => s + (perSite.get(x)?.family === null ? shareOf(x) : 0), 0),
      );
      foldSaving(item, item.sites, saved, at);
    }
    for (const item of this.unmeasured.values())
      item.share = Math.max(
        item.share,
        item.sites.reduce((s, x) => {
          const venn = perSite.get(x);
          return s + (venn && VENN_CLASSES[venn.class].needsMeasurement ? shareOf(x) : 0);
        }, 0),
      );
  }

  /** The work list in its stable order: largest share first, then by name. */
  finish(): Omit<WorkList, "fusions"> {
    const byShare = <T extends { share: number }>(items: Iterable<T>, name: (t: T) => string) =>
      [...items].sort((a, b) => b.share - a.share || compareText(name(a), name(b)));
    return {
      plan: byShare(this.plan.values(), (p) => `${p.family} ${p.change}`).map((p) => ({
        ...p,
        sites: p.sites.sort(),
        have: sortValues(p.have),
        shapes: p.shapes.sort((a, b) => compareText(a.site, b.site)),
      })),
      novel: byShare(this.novel.values(), (n) => n.site),
      novelKernels: byShare(
        this.novelKernels.values(),
        (k) => `${k.op} ${k.weightFormat} ${k.activationFormat}`,
      ).map((k) => ({
        ...k,
        sites: k.sites.sort(),
        shapes: k.shapes.sort((a, b) => compareText(a.site, b.site)),
      })),
      unmeasured: byShare(this.unmeasured.values(), (u) => u.family).map((u) => ({
        ...u,
        sites: u.sites.sort(),
      })),
    };
  }
}
