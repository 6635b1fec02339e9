// Flags: layer kinds whose family runs one row per launch, and the time that adds to the step.
import type { NodeCost } from "../cost/index.ts";
import { compareText } from "../ir/index.ts";
import type { Placement } from "./classify.ts";
import type { Flag, VennRun } from "./types.ts";

const layerKindOf = (site: string) => site.split(".")[0] ?? site;

/** One run's per-row-only sites, one flag per layer kind, largest added time first. */
export function perRowFlags(
  run: VennRun,
  placements: ReadonlyMap<string, Placement>,
  costOf: ReadonlyMap<string, NodeCost>,
  atOne: ReadonlyMap<string, NodeCost>,
  total: number,
): Flag[] {
  const flagged = new Map<string, Flag>();
  for (const [site, p] of placements) {
    const cost = costOf.get(site);
    if (!p.isPerRowOnly || !cost) continue;
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
  return [...flagged.values()].sort(
    (a, b) => b.addedSeconds - a.addedSeconds || compareText(a.layerKind, b.layerKind),
  );
}
