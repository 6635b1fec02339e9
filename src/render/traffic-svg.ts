// The HTML report's traffic-split chart: one stacked bar per run, the step's bytes by category; byte-stable markup.
import type { ReportTable } from "../report/index.ts";
import { BAR_FRAMES, barFrame, barSpan, SEGMENT_TEXT_MIN_WIDTH, type StackedBars } from "./bar-frame.ts";
import { type ChartOptions, px, runLabel } from "./chart-kit.ts";
import { fmtBytes, fmtPercent } from "./format.ts";

/** The traffic chart: one stacked bar per run, a segment per byte category. */
export type TrafficBars = StackedBars<{ title: string; reducedBy: string }, { category: string }>;

/** Category i takes the stylesheet's colour k<i>; k0 is dark enough for white text. */
const keyClass = (i: number) => `k${i}`;

type Split = NonNullable<ReportTable["traffic"]>;

/** Stacked bars of each run's DRAM bytes by traffic category; null when no table carries a traffic split. */
export function trafficBars(
  tables: readonly ReportTable[],
  hardwareName: string,
  options: ChartOptions = {},
): TrafficBars | null {
  const layout = options.layout ?? "wide";
  const frame = BAR_FRAMES[layout];
  const span = barSpan(layout);
  const rows = tables.filter((t): t is ReportTable & { traffic: Split } => t.traffic !== undefined);
  const first = rows[0];
  if (!first) return null;
  const bars = rows.map((t, row) => {
    const y = frame.top + row * (frame.rowHeight + frame.rowGap);
    const label = runLabel(t);
    let cumulative = 0;
    const segments = t.traffic.categories.flatMap((c, i) => {
      if (c.share <= 0) return [];
      const x0 = px(frame.left + cumulative * span);
      cumulative += c.share;
      const x1 = px(frame.left + Math.min(1, cumulative) * span);
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
    return { label, total: fmtBytes(t.traffic.bytes), y, labelY: y + frame.rowHeight / 2 + 4, segments };
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
    ...barFrame(rows.length, layout),
  };
}
