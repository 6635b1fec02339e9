// Regions: the step share that only the target needs, that target and engine share, and the families only references use.
import type { NodeCost } from "../cost/index.ts";
import { compareText } from "../ir/index.ts";
import type { Placement } from "./classify.ts";
import type { Regions, VennRun } from "./types.ts";

/** The step's floor seconds: every site's floor times its count. */
export const stepSeconds = (costs: readonly NodeCost[]) =>
  costs.reduce((sum, c) => sum + c.floorSeconds * c.count, 0);

/** A reference's run at the same point as the target's, with its sites placed. */
export interface PlacedReferenceRun {
  run: VennRun | undefined;
  placements: ReadonlyMap<string, Placement> | undefined;
}

/** One target run's regions: its sites split by whether a family runs them, and reference-only families by their largest share. */
export function regionsOf(
  run: VennRun,
  placements: ReadonlyMap<string, Placement>,
  references: readonly PlacedReferenceRun[],
  shareOf: (site: string) => number,
): Regions {
  const targetFamilies = new Set(
    [...placements.values()].map((p) => p.family).filter((f): f is string => f !== null),
  );
  const targetOnly = [...placements].filter(([, p]) => p.family === null).map(([s]) => s);
  const both = [...placements].filter(([, p]) => p.family !== null).map(([s]) => s);
  const referenceShares = new Map<string, number>();
  for (const { run: refRun, placements: refPlacements } of references) {
    if (!refRun || !refPlacements) continue;
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
  }
  return {
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
  };
}
