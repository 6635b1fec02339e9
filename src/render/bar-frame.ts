// What both stacked-bar charts (time shares, traffic split) share: the layout and the row and chart types; its own
// module so the traffic chart no longer reaches into the share chart's file for them.
import type { Box } from "./chart-kit.ts";

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
