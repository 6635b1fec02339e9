import type { CompareModel, DiffModel, DiffSetModel } from "../report/index.ts";
import { fmtBytes, fmtEngine } from "./format.ts";
import { compileTemplates, type Templates } from "./handlebars.ts";
import { workloadView } from "./workload.ts";

type Basis = "expected" | "floor";

/** A cell's time and tokens/s on one basis, or null where that basis has no number. */
function onBasis(cell: CompareModel["cells"][number] | undefined, basis: Basis) {
  const seconds = basis === "expected" ? cell?.expectedSeconds : cell?.floorSeconds;
  const tokens = basis === "expected" ? cell?.tokensPerSecondExpected : cell?.tokensPerSecond;
  return typeof seconds === "number" && typeof tokens === "number" ? { basis, seconds, tokens } : null;
}

/** Formats of every column, and for a preset the per-site overrides it left in place. */
function columnNotes(model: CompareModel) {
  return model.precisionColumns.map((c) => ({
    ...c,
    hasFormats: c.weight !== null,
    overrideText: c.overrides
      .map(
        (o) =>
          `\`${o.glob}\` (${Object.entries(o.formats)
            .map(([role, f]) => `${role} \`${f}\``)
            .join(", ")})`,
      )
      .join(", "),
  }));
}

/** The matrix per run: hardware rows × precision columns, each cell's ranked time first and the other basis beside it. */
/** The engine a compare or diff assumed, in one phrase; null where the model names none (templates compile strict). */
const engineText = (e: CompareModel["engine"]) => (e ? fmtEngine(e) : null);

export function compareView(model: CompareModel) {
  const names = new Map(model.hardware.map((h) => [h.id, h.name]));
  // Every matrix position looks its cell up: indexed once (the first cell at a key, as a search would find it).
  const cellKey = (hardware: string, precision: string, mode: string, rows: number, layout: string | null) =>
    [hardware, precision, mode, rows, layout ?? ""].join("\u0000");
  const cellAt = new Map<string, CompareModel["cells"][number]>();
  for (const c of model.cells) {
    const key = cellKey(c.hardware, c.precision, c.mode, c.rows, c.layout?.name ?? null);
    if (!cellAt.has(key)) cellAt.set(key, c);
  }
  const ranked = new Set(model.cells.filter((c) => c.status === "ok").map((c) => `${c.mode}:${c.rows}`));
  const other = (basis: Basis): Basis => (basis === "expected" ? "floor" : "expected");
  return {
    ...model,
    hardwareIds: model.hardware.map((h) => ({ id: h.id, name: h.name })),
    hasCommunication: model.cells.some((c) => c.communicationShare !== undefined),
    hasMeasured: model.cells.some((c) => measuredShare(c.timingShare) !== null),
    engineText: engineText(model.engine),
    deployment: model.workload ? workloadView(model.workload, names) : null,
    columns: columnNotes(model),
    runs: model.runs.map((run) => ({
      ...run,
      isExpected: run.rankedBy === "expected",
      hasRanked: ranked.has(`${run.mode}:${run.rows}`),
      floorOnlyText: run.floorOnly.join(", "),
      unpricedText: (run.unpriced ?? []).join(", "),
      primaryBasis: run.rankedBy,
      secondaryBasis: other(run.rankedBy),
      // One row per device (and layout) and precision, each cell one short value, units in the header: a PR comment reads as a table.
      lines: model.hardware.flatMap((hw) =>
        (model.layouts ?? [null]).flatMap((layout) =>
          model.precisions.map((precision) => {
            const cell = cellAt.get(cellKey(hw.id, precision, run.mode, run.rows, layout));
            const marks = [cell?.isBest ? "★ fastest" : "", cell?.isCheapest ? "$ cheapest" : ""].filter(
              Boolean,
            );
            return {
              hardware: layout === null ? hw.id : `${hw.id} · ${layout}`,
              precision,
              isBest: cell?.isBest === true,
              ...lineNumbers(cell?.status === "ok" ? cell : undefined, run.rankedBy),
              usdPerMillionTokens: cell?.status === "ok" ? (cell.usdPerMillionTokens ?? null) : null,
              // Why a row has no numbers, in words: a missing lane, another gap, or the memory it needs.
              why:
                cell?.status === "gap"
                  ? `gap: ${cell.gap?.lane ? `no ${cell.gap.lane} lane` : (cell.gap?.message ?? "no result")}`
                  : cell?.status === "no-fit"
                    ? `does not fit (needs ${cell.devices ?? "?"} · ${fmtBytes(cell.memoryBytes ?? 0)})${cell.fit?.tryParallel ? `: try \`--parallel ${cell.fit.tryParallel}\`` : ""}`
                    : cell === undefined
                      ? "no result"
                      : null,
              marks: marks.join(", "),
              executionText: cell?.execution.join(", ") ?? "",
              communicationShare: cell?.status === "ok" ? (cell.communicationShare ?? null) : null,
              measuredShare: measuredShare(cell?.timingShare),
              stepSeconds: cell?.stepSeconds ?? null,
            };
          }),
        ),
      ),
      // With --parallel, one row per device and layout.
      matrix: model.hardware.flatMap((hw) =>
        (model.layouts ?? [null]).map((layout) => ({
          hardwareName: layout === null ? hw.name : `${hw.name} · ${layout}`,
          cells: model.precisions.map((precision) => {
            const cell = cellAt.get(cellKey(hw.id, precision, run.mode, run.rows, layout));
            const primary = onBasis(cell, run.rankedBy);
            const secondary = onBasis(cell, run.rankedBy === "expected" ? "floor" : "expected");
            return {
              ...cell,
              isNoFit: cell?.status === "no-fit",
              tryParallel: cell?.fit?.tryParallel ?? null,
              primary,
              secondary,
              // A missing lane reads "no fp4 lane"; other gaps keep their message.
              gapReason: cell?.gap?.lane ? `no ${cell.gap.lane} lane` : (cell?.gap?.message ?? ""),
              executionText: cell?.execution.join(", ") ?? "",
              measuredShare: measuredShare(cell?.timingShare),
              communicationShare: cell?.communicationShare ?? null,
            };
          }),
        })),
      ),
    })),
  };
}

/** A row's step time and tokens/s on the ranked basis and the other, each null where there is no number. */
function lineNumbers(cell: CompareModel["cells"][number] | undefined, basis: Basis) {
  const primary = onBasis(cell, basis);
  const secondary = onBasis(cell, basis === "expected" ? "floor" : "expected");
  return {
    primarySeconds: primary?.seconds ?? null,
    primaryTokens: primary?.tokens ?? null,
    secondarySeconds: secondary?.seconds ?? null,
    secondaryTokens: secondary?.tokens ?? null,
  };
}

/** Measured plus interpolated share of a step, null when nothing in it is measured (the mark is then left out). */
function measuredShare(t: { measured: number; interpolated: number } | null | undefined): number | null {
  const share = (t?.measured ?? 0) + (t?.interpolated ?? 0);
  return share > 0 ? share : null;
}

export function renderCompareMarkdown(model: CompareModel, templates: Templates): string {
  return compileTemplates(templates, "md", "compare")(compareView(model));
}

/** GitHub rejects comments over 65,536 characters; site tables shrink until the comment fits. */
export const COMMENT_LIMIT = 65_536;

/** How much a view keeps: site rows per run, and run rows per diff (null: all). */
export interface DiffBudget {
  sitesPerTable: number;
  tablesPerDiff: number | null;
}
const FULL: DiffBudget = { sitesPerTable: Number.POSITIVE_INFINITY, tablesPerDiff: null };

type Totals = DiffModel["tables"][number]["base"];
const fitText = (t: Totals) =>
  t.fit.fits
    ? `fits (${fmtBytes(t.fit.neededBytes)} of ${fmtBytes(t.fit.usableBytes)})`
    : `does not fit: ${fmtBytes(t.fit.neededBytes)} of ${fmtBytes(t.fit.usableBytes)}, needs ${t.fit.devicesNeeded} devices`;

const changeText = (c: DiffModel["inputsChanged"][number]) =>
  c.status !== "changed"
    ? `${c.status} on the head side`
    : c.changes
        .map((x) =>
          x.path === "sources"
            ? "sources"
            : `\`${x.path}\` ${x.base ?? "(absent)"} → ${x.head ?? "(absent)"}`,
        )
        .join("; ") + (c.more ? `; and ${c.more} more` : "");

/** One diff as the templates read it: changed sites only, cut to the budget, with what was left out counted. */
export function diffView(model: DiffModel, budget: DiffBudget = FULL) {
  const kept = budget.tablesPerDiff === null ? model.tables : model.tables.slice(0, budget.tablesPerDiff);
  const tables = kept.map((t) => {
    const changedSites = t.sites
      .filter((s) => s.status !== "same")
      .map((s) => ({
        ...s,
        baseSeconds: s.base?.floorSeconds ?? null,
        headSeconds: s.head?.floorSeconds ?? null,
        baseExpected: s.base?.expectedSeconds ?? null,
        headExpected: s.head?.expectedSeconds ?? null,
        formatChange:
          s.base && s.head && s.base.weightFormat !== s.head.weightFormat
            ? `${s.base.weightFormat ?? "—"} → ${s.head.weightFormat ?? "—"}`
            : s.base && s.head && s.base.execution !== s.head.execution
              ? `${s.base.execution} → ${s.head.execution}`
              : s.base && s.head && s.base.class !== s.head.class
                ? `${s.base.class ?? "unclassified"} → ${s.head.class ?? "unclassified"}`
                : "",
      }));
    const shownSites = changedSites.slice(0, budget.sitesPerTable);
    const fitChanged = t.base.fit.fits !== t.head.fit.fits;
    return {
      ...t,
      changedSites,
      shownSites,
      hiddenSites: changedSites.length - shownSites.length,
      fitText: fitChanged ? `${fitText(t.base)} → ${fitText(t.head)}` : fitText(t.head),
      fits: t.head.fit.fits,
      gateMark: t.gateBasis === "expected" ? "" : " (floor)",
      baseMeasuredShare: measuredShare(t.base.timingShare),
      headMeasuredShare: measuredShare(t.head.timingShare),
    };
  });
  return {
    ...model,
    engineText: engineText(model.engine),
    hasGate: model.failOnRegressionPct !== null,
    gateWords:
      model.gateBasis === "expected"
        ? "expected step time"
        : model.gateBasis === "floor"
          ? "step-time floor, since no run has an expected time on both sides"
          : "expected step time where both sides have one, else the floor",
    inputsChanged: model.inputsChanged.map((c) => ({ ...c, changeText: changeText(c) })),
    tables,
    gaps: model.gaps.map((g) => ({
      ...g,
      sideText: g.side === "both" ? "either side" : `the ${g.side} side`,
      reason: g.lane ? `no ${g.lane} lane` : g.message,
    })),
    leftOutSites: tables.reduce((n, t) => n + t.hiddenSites, 0),
    leftOutRuns: model.tables.length - kept.length,
  };
}

const leftOutNote = (sites: number, runs: number) => {
  const parts = [
    sites ? `${sites} site row${sites === 1 ? "" : "s"}` : "",
    runs ? `${runs} run row${runs === 1 ? "" : "s"} (with their sites)` : "",
  ].filter(Boolean);
  return parts.length
    ? `Left out to stay under GitHub's ${COMMENT_LIMIT.toLocaleString("en-US")}-character comment limit: ${parts.join(" and ")}; \`--format json\` or \`--format html\` has everything.`
    : "";
};

/** A single diff or a set, as one list of diffs under one heading. */
export function diffSetView(model: DiffModel | DiffSetModel, budget: DiffBudget = FULL) {
  const isSet = "diffs" in model;
  const diffs = (isSet ? model.diffs : [model]).map((d) => diffView(d, budget));
  const sites = diffs.reduce((n, d) => n + d.leftOutSites, 0);
  const runs = diffs.reduce((n, d) => n + d.leftOutRuns, 0);
  return {
    isSet,
    title: isSet
      ? `${diffs.length} model${diffs.length === 1 ? "" : "s"} against ${model.baseRef}`
      : `${model.base.label} → ${model.head.label}`,
    baseRef: isSet ? model.baseRef : null,
    verdict: model.verdict,
    hasGate: model.failOnRegressionPct !== null,
    failOnRegressionPct: model.failOnRegressionPct,
    isRegression: model.isRegression,
    worstRegressionPct: model.worstRegressionPct,
    gateBasis: model.gateBasis,
    skipped: isSet ? model.skipped : [],
    diffs,
    leftOut: leftOutNote(sites, runs),
  };
}

/** Budgets tried in order until the comment fits: fewer site rows first, then fewer runs. */
const BUDGETS: readonly DiffBudget[] = [
  ...[50, 20, 10, 5, 0].map((sitesPerTable) => ({ sitesPerTable, tablesPerDiff: null })),
  ...[24, 8, 3, 1].map((tablesPerDiff) => ({ sitesPerTable: 0, tablesPerDiff })),
];

export function renderDiffMarkdown(model: DiffModel | DiffSetModel, templates: Templates): string {
  const template = compileTemplates(templates, "md", "diff");
  let text = "";
  for (const budget of BUDGETS) {
    text = template(diffSetView(model, budget));
    if (text.length < COMMENT_LIMIT) return text;
  }
  return text;
}
