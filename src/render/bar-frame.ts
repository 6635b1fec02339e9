// What both stacked-bar charts (time shares, traffic split) share: the layout, the row and chart types, and the frame
// around the bars; written once so the two charts cannot drift apart by a pixel.
import { type Box, type ChartLayout, px } from "./chart-kit.ts";
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

/** The frames (chart-kit's ChartLayout): narrow keeps room for "single:2048" on the left and a total on the right. */
export const BAR_FRAMES = {
  wide: { width: 880, left: 120, right: 96, rowHeight: 28, rowGap: 12, top: 8, axis: 30 },
  narrow: { width: 360, left: 92, right: 62, rowHeight: 28, rowGap: 12, top: 8, axis: 30 },
} as const satisfies Record<ChartLayout, object>;
export const BARS = BAR_FRAMES.wide;
export const SEGMENT_TEXT_MIN_WIDTH = 40;

/** Where the bars run: the chart less the run labels on the left and the totals on the right. */
export const barSpan = (layout: ChartLayout = "wide") =>
  BAR_FRAMES[layout].width - BAR_FRAMES[layout].left - BAR_FRAMES[layout].right;
export const BAR_SPAN = barSpan("wide");

/** The frame around `rows` stacked bars: the chart's size, the quarter ticks of the share axis, the label and total columns. */
export function barFrame(
  rows: number,
  layout: ChartLayout = "wide",
): Omit<StackedBars<unknown, unknown>, "title" | "desc" | "keys" | "bars"> {
  const frame = BAR_FRAMES[layout];
  const span = barSpan(layout);
  const axisY = frame.top + rows * (frame.rowHeight + frame.rowGap) - frame.rowGap + 6;
  return {
    width: frame.width,
    height: axisY + frame.axis,
    ticks: [0, 0.25, 0.5, 0.75, 1].map((f) => ({ x: px(frame.left + f * span), label: fmtPercent(f) })),
    axisY,
    labelX: frame.left - 10,
    totalX: frame.left + span + 10,
    bar: { x: frame.left, y: frame.top, width: span, height: frame.rowHeight },
  };
}
