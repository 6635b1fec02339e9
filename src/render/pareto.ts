// Pareto geometry for the deployment chart: the non-dominated candidates per device, the step line through
// them, axis scales that go logarithmic when a range spans decades, and a label placer that never overlaps.
import { type Box, boxesOverlap, decadeDomain, logScale, px } from "./chart-kit.ts";

export interface XY {
  x: number;
  y: number;
}

/**
 * Indices of the points no other point dominates, both axes maximised (a point dominates another when it is
 * at least as good on both and better on one), ordered by x ascending (so y descending). Equal points are
 * kept once: the first by index, so the answer is deterministic.
 */
export function paretoFrontier(points: readonly XY[]): number[] {
  const order = points
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => Number.isFinite(p.x) && Number.isFinite(p.y))
    // x descending, then y descending, then index: a sweep keeps a point when its y beats every y to its right
    .sort((a, b) => b.p.x - a.p.x || b.p.y - a.p.y || a.i - b.i);
  const kept: number[] = [];
  let bestY = Number.NEGATIVE_INFINITY;
  for (const { p, i } of order) {
    if (p.y > bestY) {
      kept.push(i);
      bestY = p.y;
    }
  }
  return kept.reverse();
}

/** The staircase that bounds what a device attains: from each frontier point down to the next one's y, then across to it. */
export function stepPath(frontier: readonly XY[]): string {
  const [first, ...rest] = frontier;
  if (!first) return "";
  let d = `M${px(first.x)},${px(first.y)}`;
  for (const p of rest) d += ` V${px(p.y)} H${px(p.x)}`;
  return d;
}

export interface Axis {
  /** Value → pixel. */
  scale: (v: number) => number;
  log: boolean;
  ticks: { value: number; at: number }[];
  min: number;
  max: number;
}

/**
 * An axis over `values` from pixel `from` to `to`: log10 with decade ticks when the positive values span more
 * than one decade, else linear from 0 with 1-2-5 ticks.
 */
export function axisFor(values: readonly number[], from: number, to: number): Axis {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  const lo = positive.length ? Math.min(...positive) : 1;
  const hi = positive.length ? Math.max(...positive) : 1;
  if (hi / lo > 10) {
    const domain = decadeDomain(positive);
    const scale = logScale(domain.min, domain.max, from, to);
    return {
      scale,
      log: true,
      ticks: domain.decades.map((value) => ({ value, at: scale(value) })),
      min: domain.min,
      max: domain.max,
    };
  }
  const step = niceStep((hi * 1.08) / 5);
  const max = Math.ceil((hi * 1.08) / step) * step;
  const scale = (v: number) => px(from + (v / max) * (to - from));
  const ticks: { value: number; at: number }[] = [];
  for (let k = 0; k * step <= max + step * 1e-9; k++) {
    const value = Number((k * step).toPrecision(12));
    ticks.push({ value, at: scale(value) });
  }
  return { scale, log: false, ticks, min: 0, max };
}

/** 1, 2 or 5 × a power of ten at or above `raw`: tick spacing that reads well. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const decade = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * decade).find((s) => s >= raw * (1 - 1e-12));
  return step ?? 10 * decade;
}

export interface LabelRequest {
  /** The point it names. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLabel extends Box {
  /** True when the label sits away from its point and a leader line joins them. */
  leader: boolean;
}

/** Directions tried around a point, in order: right, left, above, below, then the diagonals. */
const DIRECTIONS = [
  [1, 0],
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
] as const;
/** Gaps from the point tried in turn; beyond the first the label gets a leader line. */
const FIRST_GAP = 10;
const GAPS = [FIRST_GAP, 24, 40, 64, 96, 136, 192, 256, 340];

/** Gaps within which a label first tries to also clear the soft obstacles (lines) before settling for less. */
const SOFT_GAPS = 3;

/**
 * Places each label in turn at the first position around its point (nearest first) whose box stays inside
 * `bounds` and clears every label placed before it and every obstacle (points, given as boxes). Soft
 * obstacles (the frontier lines, as thin boxes) are cleared too where a position within the first few gaps
 * allows; otherwise a label may lie over a line (its white halo keeps it legible), never over a point or a
 * label. Order and positions are fixed, so the answer is deterministic. A label that finds no free position
 * anywhere goes to its point's right regardless (the browser test on the crowded chart would then fail).
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Box[],
  bounds: Box,
  soft: readonly Box[] = [],
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const inside = (r: Box) =>
    r.x >= bounds.x &&
    r.y >= bounds.y &&
    r.x + r.width <= bounds.x + bounds.width &&
    r.y + r.height <= bounds.y + bounds.height;
  const search = (req: LabelRequest, gaps: readonly number[], avoid: readonly Box[]): PlacedLabel | null => {
    for (const [gi, gap] of gaps.entries())
      for (const [dx, dy] of DIRECTIONS) {
        const x = dx > 0 ? req.x + gap : dx < 0 ? req.x - gap - req.width : req.x - req.width / 2;
        const y = dy > 0 ? req.y + gap : dy < 0 ? req.y - gap - req.height : req.y - req.height / 2;
        const box = { x: px(x), y: px(y), width: req.width, height: req.height, leader: gi > 0 };
        if (!inside(box)) continue;
        if (placed.some((b) => boxesOverlap(b, box)) || avoid.some((o) => boxesOverlap(o, box))) continue;
        return box;
      }
    return null;
  };
  for (const req of requests) {
    const chosen =
      (soft.length ? search(req, GAPS.slice(0, SOFT_GAPS), [...obstacles, ...soft]) : null) ??
      search(req, GAPS, obstacles);
    placed.push(
      chosen ?? {
        x: px(req.x + FIRST_GAP),
        y: px(req.y - req.height / 2),
        width: req.width,
        height: req.height,
        leader: false,
      },
    );
  }
  return placed;
}
