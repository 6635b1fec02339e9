import { type ReportModel, RUN_KINDS, type UnionModel, vennClassRow } from "../report/index.ts";
import { fmtEngine, fmtSeconds, fmtSecondsIn } from "./format.ts";
import { compileTemplates, type Templates } from "./handlebars.ts";
import { summaryTokens, verifyNote } from "./verify.ts";
import { workloadView } from "./workload.ts";

/**
 * A row with presentation fields added: the row's keys in order, then the new ones (a new value replaces a key in
 * place), as a spread gives, for the few rows a report has of each kind (the model, its tables). Object.assign, not a
 * spread: in the cold interpreter every key added after a spread makes a fresh hidden class. Site rows, hundreds a
 * report, are written out in siteView instead.
 */
const withFields = <T extends object, U extends object>(row: T, fields: U): Omit<T, keyof U> & U =>
  Object.assign({}, row, fields);

type Venn = NonNullable<ReportModel["venn"]>;
type Saving = Pick<Venn["workList"]["plan"][number], "savedAt" | "shapes">;

/** A measured site's launch and step times in one unit (the step's): the Floor column is per step, a measurement per launch. */
function measuredTimes(s: ReportModel["tables"][number]["sites"][number]) {
  const m = s.venn?.measured;
  if (!m) return null;
  const step = m.seconds * s.count;
  return {
    launch: `${fmtSecondsIn(m.seconds, step)}/launch`,
    step: `${fmtSeconds(step)}/step (×${s.count})`,
  };
}

/** The distinct measurement sources of a table's sites, in site order (the notes a Timing cell points at), each by its note number. */
function sourcesOf(sites: readonly { measuredBasis: string | null }[]): Map<string, number> {
  const notes = new Map<string, number>();
  for (const s of sites)
    if (s.measuredBasis !== null && !notes.has(s.measuredBasis)) notes.set(s.measuredBasis, notes.size + 1);
  return notes;
}

/** A work item's saving run named for people, and each site's shape and parameter point as one line. */
function workItemView<T extends Saving>(item: T, names: ReadonlyMap<string, string>) {
  return withFields(item, {
    savedAtText: item.savedAt
      ? `${names.get(item.savedAt.hardware) ?? item.savedAt.hardware} · ${item.savedAt.mode}:${item.savedAt.rows}`
      : null,
    // The same run by its profile id, short enough for a one-line Markdown cell.
    savedAtShort: item.savedAt
      ? `${item.savedAt.hardware} · ${item.savedAt.mode}:${item.savedAt.rows}`
      : null,
    shapes: item.shapes.map((sh) =>
      withFields(sh, {
        state: sh.state ?? null,
        pointText: Object.entries(sh.point)
          .map(([k, v]) => `${k}=${v}`)
          .join(", "),
      }),
    ),
  });
}

type Table = ReportModel["tables"][number];

/** A table's fused step beside the unfused one, and its fused rows in rank order. */
function fusionView(t: Table) {
  const f = t.fusion as NonNullable<Table["fusion"]>;
  return withFields(f, {
    bytes: t.sites.reduce((sum, s) => sum + s.bytes, 0),
    // The fused rows themselves, not copies: only their type changes (fusion present).
    rows: t.sites.filter((s): s is Site & Required<Pick<Site, "fusion">> => s.fusion !== undefined),
  });
}

type Site = Table["sites"][number];

/** What the templates add to a site row. */
interface SiteExtras {
  classTitle: string;
  family: string | null;
  measured: ReturnType<typeof measuredTimes>;
  sourceNote: number | null;
  rankedShare: number | null;
}

/**
 * A site row with its presentation fields, each written out (the type makes a new site field a compile error here).
 * A report has hundreds of rows: one literal gives them one hidden class, where a copy by spread or Object.assign
 * costs some 10 µs a row cold.
 */
function siteView(s: Site, x: SiteExtras): { [K in keyof Required<Site>]: Site[K] } & SiteExtras {
  return {
    site: s.site,
    op: s.op,
    weightFormat: s.weightFormat,
    activationFormat: s.activationFormat,
    kvFormat: s.kvFormat,
    execution: s.execution,
    lane: s.lane,
    count: s.count,
    floorSeconds: s.floorSeconds,
    expectedSeconds: s.expectedSeconds,
    share: s.share,
    expectedShare: s.expectedShare,
    flops: s.flops,
    bytes: s.bytes,
    bytesSplit: s.bytesSplit,
    intensity: s.intensity,
    bound: s.bound,
    linkBytes: s.linkBytes,
    class: s.class,
    venn: s.venn,
    timing: s.timing,
    measuredSeconds: s.measuredSeconds,
    measuredOfFloor: s.measuredOfFloor,
    measuredBasis: s.measuredBasis,
    fusion: s.fusion,
    classTitle: x.classTitle,
    family: x.family,
    measured: x.measured,
    sourceNote: x.sourceNote,
    rankedShare: x.rankedShare,
  };
}

/** How the kernels of a run are launched, in its run kind's words (decode and verify replay a graph, a prefill chunk queues). */
function launchWords(mode: keyof typeof RUN_KINDS, rows: number, graphs: boolean): string {
  return graphs ? RUN_KINDS[mode].launch(rows) : "cold kernel launches";
}

/** The engine the expected time assumes, in one line: its name, version, graph mode and fusion file. */
export function engineLine(model: ReportModel): string {
  const e = model.engine;
  if (!e) return "";
  const graphs = (model.graphs ?? true) ? "CUDA/HIP graphs" : "no graphs";
  const fused = model.fusions ? `, fusions ${model.fusions.engine}` : ", no fusions";
  return fmtEngine(e, `${graphs}${fused}`);
}

/** Presentation-only additions the templates need (names resolved, fit table pivoted); no numbers change. */
export function reportView(model: ReportModel) {
  const names = new Map(model.hardware.map((h) => [h.id, h.name]));
  const titles = new Map((model.venn?.classes ?? []).map((c) => [c.id, c.title]));
  const classTitle = (id: string | null) => (id ? (titles.get(id) ?? id) : "—");
  return withFields(model, {
    // Templates compile strict: fields --parallel adds are null without it.
    parallel: model.parallel ?? null,
    deployment: model.workload ? workloadView(model.workload, names) : null,
    overrideList: Object.entries(model.precision.overrides).map(([glob, o]) => ({
      glob,
      formats: Object.entries(o)
        .map(([role, f]) => `${role} \`${f}\``)
        .join(", "),
    })),
    replacedText: (model.precision.replacedOverrides ?? []).map((g) => `\`${g}\``).join(", ") || null,
    fusions: model.fusions ?? null,
    engineLine: model.engine ? engineLine(model) : null,
    tables: model.tables.map((t) => {
      const notes = sourcesOf(t.sites);
      return withFields(t, {
        fusionStep: t.fusion ? fusionView(t) : null,
        hardwareName: names.get(t.hardware) ?? t.hardware,
        // The fit is each device's under --parallel; where it does not fit, the smallest layout that would.
        fitLayout: t.fit.layout ?? null,
        tryParallel: t.fit.tryParallel ?? null,
        comm: t.communication ?? null,
        launchText: launchWords(t.mode, t.rows, model.graphs ?? true),
        verifyNote: verifyNote(t),
        ...summaryTokens(t),
        isRankedByExpected: t.rankedBy === "expected",
        trafficSplit: t.traffic ?? null,
        gemmShapes: t.gemms ?? null,
        // A measurement's source is long: the Timing cell points at a numbered note under the table, so each cell stays one line.
        measurementSources: [...notes.keys()],
        hasKernelMeasured: t.sites.some((s) => s.venn?.measured),
        sites: t.sites.map((s) =>
          siteView(s, {
            classTitle: classTitle(s.class),
            family: s.venn?.family ?? null,
            measured: measuredTimes(s),
            sourceNote: s.measuredBasis === null ? null : (notes.get(s.measuredBasis) as number),
            rankedShare: t.rankedBy === "expected" ? s.expectedShare : s.share,
          }),
        ),
        findings: t.sites
          .filter((s) => s.class !== null && vennClassRow(s.class)?.isShared === false)
          .map((s) => ({
            site: s.site,
            op: s.op,
            weightFormat: s.weightFormat,
            activationFormat: s.activationFormat,
            classTitle: classTitle(s.class),
            family: s.venn?.family ?? null,
            differences: (s.venn?.differences ?? []).map((d) =>
              withFields(d, { have: d.have.length ? d.have.join(", ") : "none" }),
            ),
          })),
      });
    }),
    regions: model.regions.map((r) => withFields(r, { hardwareName: names.get(r.hardware) ?? r.hardware })),
    flags: model.flags.map((f) => withFields(f, { hardwareName: names.get(f.hardware) ?? f.hardware })),
    venn: model.venn
      ? withFields(model.venn, {
          workList: withFields(model.venn.workList, {
            plan: model.venn.workList.plan.map((p) =>
              withFields(workItemView(p, names), { classTitle: classTitle(p.class) }),
            ),
            novelKernels: model.venn.workList.novelKernels.map((k) => workItemView(k, names)),
            fusions:
              model.venn.workList.fusions?.map((f) =>
                withFields(f, {
                  atText: `${names.get(f.at.hardware) ?? f.at.hardware} · ${f.at.mode}:${f.at.rows}`,
                }),
              ) ?? null,
          }),
        })
      : null,
    memory: model.memory.map((m) => {
      const contexts = [...new Set(m.fit.map((f) => f.context))];
      return withFields(m, {
        hardwareName: names.get(m.hardware) ?? m.hardware,
        context: contexts[0] ?? 0,
        hasMaxSequences: m.maxSequences !== null,
        isSparse: m.activeParams < m.weightParams,
        sequences: [...new Set(m.fit.map((f) => f.sequences))],
        fitRows: contexts.map((context) => ({ context, cells: m.fit.filter((f) => f.context === context) })),
      });
    }),
  });
}

export function renderMarkdown(model: ReportModel, templates: Templates): string {
  return compileTemplates(templates, "md")(reportView(model));
}

export function renderUnionMarkdown(model: UnionModel, templates: Templates): string {
  const titles = new Map(model.classes.map((c) => [c.id, c.title]));
  const view = {
    ...model,
    engineText: model.engine ? fmtEngine(model.engine) : null,
    models: model.models.map((m) => ({
      ...m,
      cells: m.cells.map((c) => ({ ...c, classTitle: c.class ? (titles.get(c.class) ?? c.class) : "·" })),
    })),
  };
  return compileTemplates(templates, "md", "union")(view);
}
