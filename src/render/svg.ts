// Stacked share bars for the HTML report: one bar per run, a segment per site in the time the tables rank by.
import { compareText, type ReportTable, rankedSeconds } from "../report/index.ts";
import { BAR_FRAMES, barFrame, barSpan, SEGMENT_TEXT_MIN_WIDTH, type StackedBars } from "./bar-frame.ts";
import {
  type ChartOptions,
  px,
  rankedSiteSeconds,
  runLabel,
  shareOf,
  shareWords,
  timeWordsOf,
} from "./chart-kit.ts";
import { fmtPercent, fmtSeconds } from "./format.ts";

/** Geometry of the stacked share bars of one device: one bar per run, the top sites by colour, the rest as "other". */
export type ShareBars = StackedBars<{ site: string }, { site: string }> & { timeWords: string };

/** The stylesheet's colour class of a site's key (k0…k9), or of the grouped rest. */
const keyClass = (key: number | null | "step") =>
  key === "step" ? "k-step" : key === null ? "k-other" : `k${key}`;

/** Stacked bars of each run's time shares by site; sites that reach `minShare` in some run get a colour (at most `top`). */
export function shareBars(
  tables: readonly ReportTable[],
  hardwareName: string,
  top = 8,
  minShare = 0.01,
  options: ChartOptions = {},
): ShareBars {
  const layout = options.layout ?? "wide";
  const frame = BAR_FRAMES[layout];
  const span = barSpan(layout);
  // One time throughout, the one the tables rank by: expected where the profile is calibrated, else the floor.
  const best = new Map<string, number>();
  for (const t of tables)
    for (const s of t.sites) best.set(s.site, Math.max(best.get(s.site) ?? 0, shareOf(t, s)));
  const chosen = [...best.entries()]
    .filter(([, share]) => share >= minShare)
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .slice(0, top)
    .map(([site]) => site);
  const keyOf = new Map(chosen.map((site, i) => [site, i]));
  const bars = tables.map((t, row) => {
    const y = frame.top + row * (frame.rowHeight + frame.rowGap);
    const label = runLabel(t);
    const parts: {
      key: number | null | "step";
      site: string;
      share: number;
      seconds: number;
      count: number;
    }[] = chosen.map((site, key) => {
      const s = t.sites.find((x) => x.site === site);
      return {
        key,
        site,
        share: s ? shareOf(t, s) : 0,
        seconds: s ? rankedSiteSeconds(t, s) : 0,
        count: 1,
      };
    });
    const rest = t.sites.filter((s) => !keyOf.has(s.site));
    if (rest.length)
      parts.push({
        key: null,
        site: "other",
        share: rest.reduce((sum, s) => sum + shareOf(t, s), 0),
        seconds: rest.reduce((sum, s) => sum + rankedSiteSeconds(t, s), 0),
        count: rest.length,
      });
    // The expected step also holds a per-step cost no site owns (graph replay, scheduling): its own segment fills the bar.
    const sited = parts.reduce((sum, p) => sum + p.share, 0);
    if (t.rankedBy === "expected" && 1 - sited > 1e-9)
      parts.push({
        key: "step",
        site: "per-step cost",
        share: 1 - sited,
        seconds: (1 - sited) * rankedSeconds(t).seconds,
        count: 0,
      });
    let cumulative = 0;
    const segments = parts
      .filter((p) => p.share > 0)
      .map((p) => {
        const x0 = px(frame.left + cumulative * span);
        cumulative += p.share;
        const x1 = px(frame.left + Math.min(1, cumulative) * span);
        const w = px(x1 - x0);
        const name =
          p.key === null
            ? `other (${p.count} site${p.count === 1 ? "" : "s"})`
            : p.key === "step"
              ? "per-step cost (no site)"
              : p.site;
        return {
          keyClass: keyClass(p.key),
          site: p.site,
          x: x0,
          width: w,
          title: `${name} · ${label}: ${fmtPercent(p.share)} of the ${shareWords(t)}, ${fmtSeconds(p.seconds)}`,
          text: w >= SEGMENT_TEXT_MIN_WIDTH ? fmtPercent(p.share) : null,
          textX: px(x0 + w / 2),
          hasLightText: p.key === 0,
        };
      });
    return {
      label,
      total: fmtSeconds(rankedSeconds(t).seconds),
      y,
      labelY: y + frame.rowHeight / 2 + 4,
      segments,
    };
  });
  const hasOther = bars.some((b) => b.segments.some((s) => s.keyClass === keyClass(null)));
  const hasStep = bars.some((b) => b.segments.some((s) => s.keyClass === keyClass("step")));
  const timeWords = timeWordsOf(tables);
  return {
    title: `Time shares by site on ${hardwareName}`,
    desc:
      `One stacked bar per run (${tables.map(runLabel).join(", ")}), each the ${timeWords} split by site: ` +
      `${chosen.join(", ")}${hasOther ? ", and the other sites together" : ""}.`,
    keys: [
      ...chosen.map((site, key) => ({ keyClass: keyClass(key), site })),
      ...(hasOther ? [{ keyClass: keyClass(null), site: "other" }] : []),
      ...(hasStep ? [{ keyClass: keyClass("step"), site: "per-step cost" }] : []),
    ],
    bars,
    timeWords,
    ...barFrame(tables.length, layout),
  };
}
