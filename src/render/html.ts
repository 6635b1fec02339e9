import { sha256Base64 } from "../input-cache/sha256.ts";
import {
  type CompareModel,
  type DiffModel,
  type DiffSetModel,
  type ReportModel,
  type UnionModel,
  vennClassRow,
} from "../report/index.ts";
import { runLabel } from "./chart-kit.ts";
import { compareView, diffSetView } from "./compare-diff.ts";
import { eulerDiagrams, eulerFromGroups } from "./euler.ts";
import { fmtEngine, fmtPercent } from "./format.ts";
import { compileTemplates, type Templates } from "./handlebars.ts";
import { reportView } from "./markdown.ts";
import { rooflineChart } from "./roofline-svg.ts";
import { shareBars } from "./svg.ts";
import { trafficBars } from "./traffic-svg.ts";

/** A Venn class's badge CSS class from its row; any other id is drawn plain. */
const classKey = (id: string | null) => (id ? vennClassRow(id)?.css : undefined) ?? "none";

/** The Content-Security-Policy hash of the inline sorting script, so nothing else (an injected script) can run. */
export function scriptHash(templates: Templates): string {
  const script = templates["partials/sort-script.html"];
  if (script === undefined)
    throw new Error("internal: template partials/sort-script.html.hbs was not loaded");
  return `sha256-${sha256Base64(script)}`;
}

/** Each wide diagram with its narrow twin (the same run in the phone's frame), which the template draws beside it. */
const withNarrow = <T>(wide: readonly T[], narrow: readonly T[]) =>
  wide.map((d, i) => ({ ...d, narrow: narrow[i] as T }));

/** Everything the HTML templates read: the Markdown view, plus sections per device with their charts; no numbers change. */
export function htmlView(model: ReportModel, templates: Templates) {
  const base = reportView(model);
  return {
    ...base,
    title: `${model.modelName} on ${model.hardware.map((h) => h.name).join(", ")}`,
    scriptHash: scriptHash(templates),
    overrideList: Object.entries(model.precision.overrides).map(([glob, o]) => ({
      glob,
      formats: Object.entries(o).map(([role, format]) => ({ role, format })),
    })),
    replacedList: model.precision.replacedOverrides ?? [],
    tables: base.tables.map((t) => ({
      ...t,
      runLabel: runLabel(t),
      sites: t.sites.map((s) => ({ ...s, classKey: classKey(s.class) })),
    })),
    regions: base.regions.map((r) => ({ ...r, runLabel: runLabel(r) })),
    euler: model.venn ? withNarrow(eulerDiagrams(model), eulerDiagrams(model, { layout: "narrow" })) : [],
    // The Regions table (floor shares) follows the diagrams on a report page; the union page has none.
    eulerTableBelow: true,
    flags: base.flags.map((f) => ({ ...f, runLabel: runLabel(f) })),
    venn: base.venn
      ? {
          ...base.venn,
          classes: base.venn.classes.map((c) => ({ ...c, classKey: classKey(c.id) })),
          workList: {
            ...base.venn.workList,
            plan: base.venn.workList.plan.map((p) => ({ ...p, classKey: classKey(p.class) })),
          },
        }
      : null,
    sections: model.hardware.map((h, i) => {
      const tables = base.tables.filter((t) => t.hardware === h.id);
      return {
        id: `hw-${i}`,
        name: h.name,
        hardwareId: h.id,
        bytesPerSecond: h.bytesPerSecond,
        capacityBytes: h.capacityBytes,
        peaks: Object.entries(h.peaks).map(([lane, flopsPerSecond]) => ({ lane, flopsPerSecond })),
        fallback: Object.entries(h.fallback).map(([lane, to]) => ({ lane, to })),
        calibrated: h.calibrated,
        // every chart twice: the wide frame for a desktop window, the narrow one for a phone (the stylesheet picks)
        roofline: tables.length ? rooflineChart(h, tables) : null,
        rooflineNarrow: tables.length ? rooflineChart(h, tables, { layout: "narrow" }) : null,
        bars: tables.length ? shareBars(tables, h.name) : null,
        barsNarrow: tables.length
          ? shareBars(tables, h.name, undefined, undefined, { layout: "narrow" })
          : null,
        trafficBars: trafficBars(tables, h.name),
        trafficBarsNarrow: trafficBars(tables, h.name, { layout: "narrow" }),
        runs: tables.map((t, j) => ({
          ...t,
          id: `run-${i}-${j}`,
          runLabel: runLabel(t),
          sites: t.sites.map((s) => ({ ...s, classKey: classKey(s.class) })),
        })),
      };
    }),
  };
}

export function renderHtml(model: ReportModel, templates: Templates): string {
  return compileTemplates(templates, "html")(htmlView(model, templates));
}

export function renderUnionHtml(model: UnionModel, templates: Templates): string {
  const titles = new Map(model.classes.map((c) => [c.id, c.title]));
  const view = {
    ...model,
    title: `Kernel union: ${model.models.map((m) => m.model).join(", ")} against ${model.kernels}`,
    engineText: model.engine ? fmtEngine(model.engine) : null,
    scriptHash: scriptHash(templates),
    runLabels: model.runs.map(runLabel).join(", "),
    // family ids break after their underscores, so thirteen columns fit a 1,280-px window
    familyHeads: model.families.map((f) => ({
      family: f,
      parts: f.split("_").map((p, i, all) => (i < all.length - 1 ? `${p}_` : p)),
    })),
    classes: model.classes.map((c) => ({ ...c, classKey: classKey(c.id) })),
    eulerTableBelow: false,
    // The report's Euler diagram per model and run: where each model's step falls against the engine's kernels.
    euler: model.models.flatMap((m) =>
      m.euler.map((e) => {
        const args = [
          `euler-${m.model}-${runLabel(e)}`.replace(/[^a-z0-9-]/gi, "-"),
          `${m.model} · ${model.hardware} · ${runLabel(e)}`,
          e.basis,
          e.regions,
        ] as const;
        return { ...eulerFromGroups(...args), narrow: eulerFromGroups(...args, { layout: "narrow" }) };
      }),
    ),
    models: model.models.map((m) => ({
      ...m,
      cells: m.cells.map((c) => ({
        ...c,
        classKey: classKey(c.class),
        classTitle: c.class ? (titles.get(c.class) ?? c.class) : null,
      })),
    })),
  };
  return compileTemplates(templates, "html", "union")(view);
}

/** Heat-map shades of the compare matrix: a cell's tokens/s as a fraction of its run's best, in fifths. */
export const HEAT_LEVELS = 5;
export function heatLevel(tokensPerSecond: number, best: number): number {
  if (!(best > 0)) return 0;
  return Math.min(HEAT_LEVELS - 1, Math.floor((tokensPerSecond / best) * HEAT_LEVELS));
}

/** The compare matrices with a heat-map shade per cell (tokens/s within its run); gaps stay named gaps. */
export function compareHtmlView(model: CompareModel, templates: Templates) {
  const base = compareView(model);
  return {
    ...base,
    title: `${model.modelName}: ${model.hardware.map((h) => h.name).join(", ")} × ${model.precisions.join(", ")}`,
    scriptHash: scriptHash(templates),
    heatLegend: Array.from({ length: HEAT_LEVELS }, (_, level) => ({
      level,
      text: `${fmtPercent(level / HEAT_LEVELS)}–${fmtPercent((level + 1) / HEAT_LEVELS)}`,
    })),
    runs: base.runs.map((run, i) => {
      const ranked = (c: { tokensPerSecond?: number | null; tokensPerSecondExpected?: number | null }) =>
        (run.rankedBy === "expected" ? c.tokensPerSecondExpected : c.tokensPerSecond) ?? null;
      const best = Math.max(
        0,
        ...model.cells
          .filter((c) => c.mode === run.mode && c.rows === run.rows && c.status === "ok")
          .map((c) => ranked(c) ?? 0),
      );
      return {
        ...run,
        id: `run-${i}`,
        runLabel: runLabel(run),
        matrix: run.matrix.map((row) => ({
          ...row,
          cells: row.cells.map((c) => {
            const isOk = c.status === "ok" && typeof ranked(c) === "number";
            const tokens = isOk ? (ranked(c) ?? 0) : 0;
            return {
              isOk,
              isNoFit: c.isNoFit,
              tryParallel: c.tryParallel,
              memoryBytes: c.memoryBytes ?? null,
              primary: c.primary,
              secondary: c.secondary,
              isBest: c.isBest === true,
              isCheapest: c.isCheapest === true,
              fits: c.fits !== false,
              devices: c.devices ?? null,
              floorSeconds: c.floorSeconds ?? null,
              tokensPerSecond: c.tokensPerSecond ?? null,
              usdPerMillionTokens: c.usdPerMillionTokens ?? null,
              executionText: c.executionText,
              gapCode: c.gap?.code ?? "no result",
              gapReason: c.gapReason,
              gapMessage: c.gap?.message ?? "",
              heat: isOk ? `heat${heatLevel(tokens, best)}` : "gap",
              ofBest: isOk ? fmtPercent(best > 0 ? tokens / best : 0) : null,
            };
          }),
        })),
      };
    }),
  };
}

export function renderCompareHtml(model: CompareModel, templates: Templates): string {
  return compileTemplates(templates, "html", "compare")(compareHtmlView(model, templates));
}

const deltaClass = (pct: number | null) => (pct === null || pct === 0 ? "" : pct > 0 ? "worse" : "better");

/** The diff page for reviewers outside GitHub: every changed site (nothing is shrunk), the same shell as the report. */
export function diffHtmlView(model: DiffModel | DiffSetModel, templates: Templates) {
  const base = diffSetView(model);
  return {
    ...base,
    pageTitle: `circuit-venn diff: ${base.title}`,
    scriptHash: scriptHash(templates),
    gateWords: base.diffs[0]?.gateWords ?? "expected step time",
    percentNumber: base.worstRegressionPct.toFixed(1),
    // A lost device fails the gate whatever the percentage: the gate line names it.
    lostDevices: [...new Set(base.diffs.flatMap((d) => d.lostDevices ?? []))],
    diffs: base.diffs.map((d, i) => ({
      ...d,
      id: `diff-${i}`,
      tables: d.tables.map((t) => ({
        ...t,
        floorClass: deltaClass(t.deltaPct),
        expectedClass: deltaClass(t.deltaExpectedPct),
      })),
    })),
  };
}

export function renderDiffHtml(model: DiffModel | DiffSetModel, templates: Templates): string {
  return compileTemplates(templates, "html", "diff")(diffHtmlView(model, templates));
}
