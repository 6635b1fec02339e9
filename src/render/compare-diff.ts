import type { CompareModel, DiffModel } from "../report/index.ts";
import { compileTemplates, type Templates } from "./handlebars.ts";

/** The matrix per run: hardware rows × precision columns. */
export function compareView(model: CompareModel) {
  return {
    ...model,
    runs: model.runs.map((run) => ({
      ...run,
      matrix: model.hardware.map((hw) => ({
        hardwareName: hw.name,
        cells: model.precisions.map((precision) => {
          const cell = model.cells.find(
            (c) =>
              c.hardware === hw.id && c.precision === precision && c.mode === run.mode && c.rows === run.rows,
          );
          return {
            ...cell,
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
