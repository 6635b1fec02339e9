// The Euler diagram's regions of one run: the step's sites grouped by class, inside the engine (a family runs them)
// or outside it, each with its share of the step. The report's Venn section and the union page draw them.
import { CLASS_ORDER, vennClassRow } from "../venn/classes.ts";
import type { ReportTable } from "./schema.ts";

/** One region: the sites of one class on one side of the engine circle, and their share of the step. */
export interface EulerGroup {
  key: string;
  title: string;
  inEngine: boolean;
  sites: number;
  share: number;
}

/** A run's regions, in slice order (the engine's classes, then those outside it); null where no site is classified. */
export function eulerGroups(
  table: Pick<ReportTable, "sites">,
): { basis: "expected" | "floor"; groups: EulerGroup[] } | null {
  if (!table.sites.some((s) => s.class !== null)) return null;
  // expected shares where every site has one (calibrated), else the floor's
  const expected = table.sites.every((s) => s.expectedShare !== null);
  type Site = (typeof table.sites)[number];
  const shareOf = (s: Site) => (expected ? (s.expectedShare as number) : s.share);
  const total = table.sites.reduce((sum, s) => sum + shareOf(s), 0);
  if (!(total > 0)) return null;
  const keyOf = (s: Site) => s.class ?? "unclassified";
  const groups: EulerGroup[] = [];
  for (const inEngine of [true, false])
    for (const key of [...CLASS_ORDER, "unclassified"]) {
      const sites = table.sites.filter(
        (s) => keyOf(s) === key && ((s.venn?.family ?? null) !== null) === inEngine,
      );
      if (!sites.length) continue;
      groups.push({
        key,
        title: vennClassRow(key)?.title ?? "not classified",
        inEngine,
        sites: sites.length,
        share: sites.reduce((sum, s) => sum + shareOf(s), 0) / total,
      });
    }
  return { basis: expected ? "expected" : "floor", groups };
}
