import { CLASS_ORDER } from "../venn/classes.ts";
import { eulerGroups } from "./euler.ts";
import type { ReportModel, UnionModel } from "./schema.ts";

/** Folds per-model reports (each classified against one manifest) into models × families. */
export function buildUnionModel(
  reports: readonly ReportModel[],
  kernels: string,
  hardware: string,
): UnionModel {
  const first = reports[0];
  const families = new Set<string>();
  const models = reports.map((report) => {
    const byFamily = new Map<string, { class: string; sites: Set<string> }>();
    const novel = new Set<string>();
    for (const table of report.tables) {
      for (const site of table.sites) {
        const family = site.venn?.family;
        if (!family) {
          // a classified site no family passes is novel
          if (site.class !== null) novel.add(site.site);
          continue;
        }
        families.add(family);
        const cell = byFamily.get(family) ?? { class: site.class ?? "shared", sites: new Set<string>() };
        // A family's cell shows the worst class any of the model's sites has with it.
        const rank = (c: string) => CLASS_ORDER.indexOf(c as (typeof CLASS_ORDER)[number]);
        if (site.class && rank(site.class) > rank(cell.class)) cell.class = site.class;
        cell.sites.add(site.site);
        byFamily.set(family, cell);
      }
    }
    const euler = report.tables
      .filter((t) => t.hardware === hardware)
      .flatMap((t) => {
        const found = eulerGroups(t);
        return found ? [{ mode: t.mode, rows: t.rows, basis: found.basis, regions: found.groups }] : [];
      });
    return { model: report.model, byFamily, novel: [...novel].sort(), euler };
  });
  const familyList = [...families].sort();
  return {
    schemaVersion: 1,
    command: "union",
    kernels,
    hardware,
    ...(first?.engine ? { engine: first.engine } : {}),
    runs: (first?.tables ?? [])
      .filter((t) => t.hardware === hardware)
      .map((t) => ({ mode: t.mode, rows: t.rows })),
    context: first?.tables[0]?.context ?? 0,
    families: familyList,
    models: models.map((m) => ({
      model: m.model,
      cells: familyList.map((family) => {
        const cell = m.byFamily.get(family);
        return { family, class: cell?.class ?? null, sites: cell ? [...cell.sites].sort() : [] };
      }),
      novel: m.novel,
      euler: m.euler,
    })),
    classes: first?.venn?.classes ?? [],
  };
}
