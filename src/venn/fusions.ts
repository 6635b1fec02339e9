import type { FusionCandidate } from "../fuse/index.ts";
import type { RunPoint } from "../ir/index.ts";
import { compareText } from "../ir/index.ts";

/** A fusion of the bundled file that would run where no group of the report's file does, with what it removes. */
export interface FusionOpportunity {
  group: string;
  title: string;
  source: string;
  /** The fused rows it would make (member sites joined by "+"). */
  sites: string[];
  /** Fusible bytes and launches removed per step, and the floor and expected seconds saved, at the run where the saving is largest. */
  internalBytes: number;
  launchesRemoved: number;
  savedSeconds: number;
  savedExpectedSeconds: number | null;
  /** Largest over runs of the saved time as a share of the step (expected where calibrated, else floor). */
  share: number;
  at: { hardware: string; mode: RunPoint["mode"]; rows: number };
}

/** Folds each run's candidates per group, keeping the run where the group saves the largest share of the step; ranked by that share. */
export function rankFusionOpportunities(
  runs: readonly {
    hardware: string;
    run: RunPoint;
    candidates: readonly FusionCandidate[];
    stepSeconds: number;
    stepExpectedSeconds: number | null;
  }[],
): FusionOpportunity[] {
  const best = new Map<string, FusionOpportunity>();
  for (const r of runs) {
    const byGroup = new Map<string, FusionCandidate[]>();
    for (const c of r.candidates) byGroup.set(c.group, [...(byGroup.get(c.group) ?? []), c]);
    for (const [group, list] of byGroup) {
      const sum = (f: (c: FusionCandidate) => number) => list.reduce((s, c) => s + f(c), 0);
      const expected = list.every((c) => c.savedExpectedSeconds !== null)
        ? sum((c) => c.savedExpectedSeconds ?? 0)
        : null;
      const saved = sum((c) => c.savedSeconds);
      const share =
        expected !== null && r.stepExpectedSeconds
          ? expected / r.stepExpectedSeconds
          : r.stepSeconds > 0
            ? saved / r.stepSeconds
            : 0;
      const have = best.get(group);
      if (have && have.share >= share) continue;
      const [first] = list;
      best.set(group, {
        group,
        title: first?.title ?? group,
        source: first?.source ?? "",
        sites: list.map((c) => c.site).sort(),
        internalBytes: sum((c) => c.internalBytes),
        launchesRemoved: sum((c) => c.launchesRemoved),
        savedSeconds: saved,
        savedExpectedSeconds: expected,
        share,
        at: { hardware: r.hardware, mode: r.run.mode, rows: r.run.rows },
      });
    }
  }
  return [...best.values()].sort((a, b) => b.share - a.share || compareText(a.group, b.group));
}
