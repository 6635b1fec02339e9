import type { CompareModel, DiffModel } from "../report/index.ts";
import { compileTemplates, type Templates } from "./handlebars.ts";

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
export function compareView(model: CompareModel) {
  return {
    ...model,
    columns: columnNotes(model),
    runs: model.runs.map((run) => ({
      ...run,
      isExpected: run.rankedBy === "expected",
      hasRanked: model.cells.some((c) => c.mode === run.mode && c.rows === run.rows && c.status === "ok"),
      floorOnlyText: run.floorOnly.join(", "),
      matrix: model.hardware.map((hw) => ({
        hardwareName: hw.name,
        cells: model.precisions.map((precision) => {
          const cell = model.cells.find(
            (c) =>
              c.hardware === hw.id && c.precision === precision && c.mode === run.mode && c.rows === run.rows,
          );
          const primary = onBasis(cell, run.rankedBy);
          const secondary = onBasis(cell, run.rankedBy === "expected" ? "floor" : "expected");
          return {
            ...cell,
            isNoFit: cell?.status === "no-fit",
            primary,
            secondary,
            // "… needs the fp4 lane, which h100-sxm lacks …" → "no fp4 lane"; other gaps keep their message.
            gapReason: ((m) => (m ? `no ${m[1]} lane` : (cell?.gap?.message ?? "")))(
              /needs the (\w+) lane/.exec(cell?.gap?.message ?? ""),
            ),
            executionText: cell?.execution.join(", ") ?? "",
            measuredShare: measuredShare(cell?.timingShare),
          };
        }),
      })),
    })),
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

export function diffView(model: DiffModel, sitesPerTable: number) {
  return {
    ...model,
    tables: model.tables.map((t) => {
      const changedSites = t.sites
        .filter((s) => s.status !== "same")
        .map((s) => ({
          ...s,
          baseSeconds: s.base?.floorSeconds ?? null,
          headSeconds: s.head?.floorSeconds ?? null,
          formatChange:
            s.base && s.head && s.base.weightFormat !== s.head.weightFormat
              ? `${s.base.weightFormat ?? "—"} → ${s.head.weightFormat ?? "—"}`
              : s.base && s.head && s.base.execution !== s.head.execution
                ? `${s.base.execution} → ${s.head.execution}`
                : "",
        }));
      const shownSites = changedSites.slice(0, sitesPerTable);
      return {
        ...t,
        changedSites,
        shownSites,
        hiddenSites: changedSites.length - shownSites.length,
        baseMeasuredShare: measuredShare(t.base.timingShare),
        headMeasuredShare: measuredShare(t.head.timingShare),
      };
    }),
  };
}

export function renderDiffMarkdown(model: DiffModel, templates: Templates): string {
  const template = compileTemplates(templates, "md", "diff");
  for (const rows of [50, 20, 10, 5, 0]) {
    const text = template(diffView(model, rows));
    if (text.length < COMMENT_LIMIT) return text;
  }
  return template(diffView({ ...model, tables: model.tables.slice(0, 1) }, 0));
}
