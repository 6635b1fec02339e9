// Chart pieces every chart shares: pixel rounding, log scales, boxes, run labels, and the time a run's shares are of.
import type { ReportTable } from "../report/index.ts";

/** Rounds a pixel coordinate to two decimals (and turns -0 into 0). */
export const px = (v: number) => Math.round(v * 100) / 100 + 0;

/** The decade exponent at or below a positive value, tolerant of log10's last-bit error (log10(1000) may be 2.9999…). */
const decadeBelow = (v: number) => Math.floor(Math.log10(v) + 1e-9);
const decadeAbove = (v: number) => Math.ceil(Math.log10(v) - 1e-9);
const power = (k: number) => Number(`1e${k}`);

/** The whole decades that enclose every value, at least one decade wide. */
export function decadeDomain(values: readonly number[]): { min: number; max: number; decades: number[] } {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  const lo = positive.length ? decadeBelow(Math.min(...positive)) : 0;
  let hi = positive.length ? decadeAbove(Math.max(...positive)) : 1;
  if (hi <= lo) hi = lo + 1;
  const decades: number[] = [];
  for (let k = lo; k <= hi; k++) decades.push(power(k));
  return { min: power(lo), max: power(hi), decades };
}

/** A log10 scale from the domain [min, max] onto pixels [from, to] (to < from for a y axis). */
export function logScale(min: number, max: number, from: number, to: number) {
  const a = Math.log10(min);
  const span = Math.log10(max) - a;
  return (v: number) => px(from + ((Math.log10(v) - a) / span) * (to - from));
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes overlap (touching edges do not). */
export const boxesOverlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const runLabel = (t: Pick<ReportTable, "mode" | "rows">) => `${t.mode}:${t.rows}`;

/** The share a run's tables rank and chart by: of the expected step where the table ranks by it, else of the floor. */
export const shareOf = (
  t: Pick<ReportTable, "rankedBy">,
  s: Pick<ReportTable["sites"][number], "share" | "expectedShare">,
) => (t.rankedBy === "expected" && s.expectedShare !== null ? s.expectedShare : s.share);

/** What `shareOf` is a share of, in words. */
export const shareWords = (t: Pick<ReportTable, "rankedBy">) =>
  t.rankedBy === "expected" ? "expected step" : "step floor";

/** A site's time in the time its table ranks by. */
export const rankedSiteSeconds = (
  t: Pick<ReportTable, "rankedBy">,
  s: Pick<ReportTable["sites"][number], "floorSeconds" | "expectedSeconds">,
) => (t.rankedBy === "expected" && s.expectedSeconds !== null ? s.expectedSeconds : s.floorSeconds);

/** The time a set of runs' bars are drawn in, in words: one time where every run ranks by it. */
export function timeWordsOf(tables: readonly Pick<ReportTable, "rankedBy">[]): string {
  const by = new Set(tables.map((t) => t.rankedBy));
  if (by.size > 1) return "expected step time where calibrated, else the step floor";
  return by.has("expected") ? "expected step time" : "step floor (the profile is not calibrated)";
}

/**
 * The two frames every chart is drawn in: `wide` for a desktop window (an 880-unit frame shown at 1:1), `narrow` for a
 * phone (a 360-unit frame shown at a 390-px window's width), so chart text stays at its 11-px size on both; the page's
 * stylesheet shows the one that fits the window.
 */
export type ChartLayout = "wide" | "narrow";

/** What a chart builder takes besides its data; every field has a default, so existing callers get the wide chart. */
export interface ChartOptions {
  layout?: ChartLayout;
}

/** Average advance of one character of the stylesheet's 11-px chart type: a generous estimate, so widths err wide. */
export const CHAR_PX = 6.4;

/**
 * Which of evenly spaced tick labels to print: every k-th (from the first) for the smallest k that leaves `gap` units
 * between neighbours, so a narrow axis drops labels instead of running them together; gridlines stay at every tick.
 * A label's extent along the axis is its width (an x axis) unless `extent` (a y axis: the line height) is given.
 */
export function thinLabels<T extends { label: string }>(
  ticks: readonly T[],
  spacing: number,
  extent?: number,
  gap = 8,
): T[] {
  const along = extent ?? Math.max(0, ...ticks.map((t) => t.label.length * CHAR_PX));
  const every = spacing > 0 ? Math.max(1, Math.ceil((along + gap) / spacing)) : 1;
  return ticks.map((t, i) => (i % every === 0 ? t : { ...t, label: "" }));
}
