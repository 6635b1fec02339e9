// What both stacked-bar charts (time shares, traffic split) share: the layout, the row and chart types, and the frame
// around the bars; written once so the two charts cannot drift apart by a pixel.
import { type Box, px } from "./chart-kit.ts";
import { fmtPercent } from "./format.ts";

/** One segment of a stacked bar: where it sits, its tooltip, and its share printed where the segment is wide enough. */
export interface BarSegment {
  keyClass: string;
  x: number;
  width: number;
  title: string;
  text: string | null;
  textX: number;
  hasLightText: boolean;
}

/** One bar per run, its segments of kind S. */
export interface BarRow<S> {
  label: string;
  total: string;
  y: number;
  labelY: number;
  segments: (BarSegment & S)[];
}

/** What every stacked-bar chart shares: its frame, the axis ticks, where row labels and totals go. */
export interface StackedBars<K, S> {
  width: number;
  height: number;
  title: string;
  desc: string;
  keys: ({ keyClass: string } & K)[];
  bars: BarRow<S>[];
  ticks: { x: number; label: string }[];
  axisY: number;
  labelX: number;
  totalX: number;
  bar: Box;
}

export const BARS = {
  width: 880,
  left: 120,
  right: 96,
  rowHeight: 28,
  rowGap: 12,
  top: 8,
  axis: 30,
} as const;
export const SEGMENT_TEXT_MIN_WIDTH = 40;

/** Where the bars run: the chart less the run labels on the left and the totals on the right. */
export const BAR_SPAN = BARS.width - BARS.left - BARS.right;

/** The frame around `rows` stacked bars: the chart's size, the quarter ticks of the share axis, the label and total columns. */
export function barFrame(
  rows: number,
): Omit<StackedBars<unknown, unknown>, "title" | "desc" | "keys" | "bars"> {
  const axisY = BARS.top + rows * (BARS.rowHeight + BARS.rowGap) - BARS.rowGap + 6;
  return {
    width: BARS.width,
    height: axisY + BARS.axis,
    ticks: [0, 0.25, 0.5, 0.75, 1].map((f) => ({ x: px(BARS.left + f * BAR_SPAN), label: fmtPercent(f) })),
    axisY,
    labelX: BARS.left - 10,
    totalX: BARS.left + BAR_SPAN + 10,
    bar: { x: BARS.left, y: BARS.top, width: BAR_SPAN, height: BARS.rowHeight },
  };
}
