// The HTML report's traffic-split chart: one stacked bar per run, the step's bytes by category; byte-stable markup.
import type { ReportTable } from "../report/index.ts";
import { BAR_SPAN, BARS, barFrame, SEGMENT_TEXT_MIN_WIDTH, type StackedBars } from "./bar-frame.ts";
import { px, runLabel } from "./chart-kit.ts";
import { fmtBytes, fmtPercent } from "./format.ts";

/** The traffic chart: one stacked bar per run, a segment per byte category. */
export type TrafficBars = StackedBars<{ title: string; reducedBy: string }, { category: string }>;

/** Category i takes the stylesheet's colour k<i>; k0 is dark enough for white text. */
const keyClass = (i: number) => `k${i}`;

type Split = NonNullable<ReportTable["traffic"]>;

/** Stacked bars of each run's DRAM bytes by traffic category; null when no table carries a traffic split. */
export function trafficBars(tables: readonly ReportTable[], hardwareName: string): TrafficBars | null {
  const rows = tables.filter((t): t is ReportTable & { traffic: Split } => t.traffic !== undefined);
  const first = rows[0];
  if (!first) return null;
  const bars = rows.map((t, row) => {
    const y = BARS.top + row * (BARS.rowHeight + BARS.rowGap);
    const label = runLabel(t);
    let cumulative = 0;
    const segments = t.traffic.categories.flatMap((c, i) => {
      if (c.share <= 0) return [];
      const x0 = px(BARS.left + cumulative * BAR_SPAN);
      cumulative += c.share;
      const x1 = px(BARS.left + Math.min(1, cumulative) * BAR_SPAN);
      const w = px(x1 - x0);
      return [
        {
          keyClass: keyClass(i),
          category: c.id,
          x: x0,
          width: w,
          title: `${c.title} · ${label}: ${fmtBytes(c.bytes)}, ${fmtPercent(c.share)} of the step's bytes; reduced by ${c.reducedBy}`,
          text: w >= SEGMENT_TEXT_MIN_WIDTH ? fmtPercent(c.share) : null,
          textX: px(x0 + w / 2),
          hasLightText: i === 0,
        },
      ];
    });
    return { label, total: fmtBytes(t.traffic.bytes), y, labelY: y + BARS.rowHeight / 2 + 4, segments };
  });
  return {
    title: `Traffic split by category on ${hardwareName}`,
    desc:
      `One stacked bar per run (${rows.map(runLabel).join(", ")}), each the step's DRAM bytes split into ` +
      `${first.traffic.categories.map((c) => c.title.toLowerCase()).join(", ")}.`,
    keys: first.traffic.categories.map((c, i) => ({
      keyClass: keyClass(i),
      title: c.title,
      reducedBy: c.reducedBy,
    })),
    bars,
    ...barFrame(rows.length),
  };
}
