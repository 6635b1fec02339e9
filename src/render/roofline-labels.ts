// The roofline chart's label placer: candidate spots round each point, the overlap search, and the leader lines.
import { type Box, boxesOverlap, px } from "./chart-kit.ts";

/** A leader this many pixels long costs as much as crossing a label's edge once. */
const LEADER_PX_PER_COST = 40;
/** Label text metrics at the stylesheet's 11 px: a generous average glyph width, so estimates err wide. */
const LABEL = { charWidth: 6.4, boldCharWidth: 7.2, height: 13, pad: 2 } as const;

/** Label offsets from a point's edge, nearest first: below-right (under the roof), below-left, then above. */
const LABEL_OFFSETS: readonly [number, number][] = (() => {
  const out: [number, number][] = [];
  for (let ring = 0; ring < 14; ring++)
    for (const dx of [6, 40, 90, 150, -6, -40]) for (const dy of [4 + ring * 15]) out.push([dx, dy]);
  for (let ring = 0; ring < 8; ring++) for (const dx of [6, -6]) out.push([dx, -(4 + ring * 15)]);
  return out;
})();

/** A point's name on the chart: the text, the box it fills, and the leader line from the point's edge to it. */
export interface RooflineLabel {
  x: number;
  y: number;
  /** `end` when the label sits left of its point, so the text ends where the leader does. */
  anchor: "start" | "end";
  text: string;
  site: string;
  runLabel: string;
  box: Box;
  leader: { x1: number; y1: number; x2: number; y2: number };
}

type Segment = { x1: number; y1: number; x2: number; y2: number };
type LabelPoint = { x: number; y: number; r: number; site: string; runLabel: string };

/** A point's circle as its bounding box: labels keep off it. */
export const circleBox = (p: { x: number; y: number; r: number }): Box => ({
  x: p.x - p.r,
  y: p.y - p.r,
  width: 2 * p.r,
  height: 2 * p.r,
});

type SlopeText = { x: number; y: number; angle: number; text: string };

/** The corners of the slope label's rotated text box, in order round it (the label is bold). */
function slopeLabelCorners(l: SlopeText): (readonly [number, number])[] {
  const w = l.text.length * LABEL.boldCharWidth;
  const a = (l.angle * Math.PI) / 180;
  return [
    [0, 0],
    [w * Math.cos(a), w * Math.sin(a)],
    [w * Math.cos(a) + LABEL.height * Math.sin(a), w * Math.sin(a) - LABEL.height * Math.cos(a)],
    [LABEL.height * Math.sin(a), -LABEL.height * Math.cos(a)],
  ].map(([dx, dy]) => [l.x + (dx ?? 0), l.y + (dy ?? 0)] as const);
}

/** The edges of the slope label's rotated box: a leader may pass its corner but not cut through the text. */
export function slopeLabelEdges(l: SlopeText): Segment[] {
  const c = slopeLabelCorners(l);
  return c.map((p, i) => {
    const q = c[(i + 1) % c.length] ?? p;
    return { x1: p[0], y1: p[1], x2: q[0], y2: q[1] };
  });
}

/** The slope label's axis-aligned bounds: wide enough to keep labels off it. */
export function slopeLabelBox(l: SlopeText): Box {
  const ends = slopeLabelCorners(l);
  const xs = ends.map((e) => e[0]);
  const ys = ends.map((e) => e[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

/** Whether two segments cross (touching ends count). */
export function segmentsCross(a: Segment, b: Segment): boolean {
  const side = (s: Segment, x: number, y: number) =>
    Math.sign((s.x2 - s.x1) * (y - s.y1) - (s.y2 - s.y1) * (x - s.x1));
  return (
    side(a, b.x1, b.y1) * side(a, b.x2, b.y2) <= 0 &&
    side(b, a.x1, a.y1) * side(b, a.x2, a.y2) <= 0 &&
    Math.max(a.x1, a.x2) >= Math.min(b.x1, b.x2) &&
    Math.max(b.x1, b.x2) >= Math.min(a.x1, a.x2) &&
    Math.max(a.y1, a.y2) >= Math.min(b.y1, b.y2) &&
    Math.max(b.y1, b.y2) >= Math.min(a.y1, a.y2)
  );
}

/** Whether a segment crosses a box (Liang–Barsky clipping). */
export function segmentHitsBox(s: Segment, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const edges: [number, number][] = [
    [-dx, s.x1 - b.x],
    [dx, b.x + b.width - s.x1],
    [-dy, s.y1 - b.y],
    [dy, b.y + b.height - s.y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/**
 * Names the given points (largest first): each label takes the nearest free spot from a fixed list of offsets,
 * below the roof first (where no point can be), then above; free means inside the plot, clear of the lines,
 * the other points, the slope label and every label placed before it.
 */
export function placeLabels(
  points: readonly LabelPoint[],
  withRun: boolean,
  plot: Box,
  lines: readonly Segment[],
  obstacles: readonly Box[],
  textEdges: readonly Segment[] = [],
): RooflineLabel[] {
  const placed: RooflineLabel[] = [];
  for (const p of points) {
    const text = withRun ? `${p.site} · ${p.runLabel}` : p.site;
    const width = px(text.length * LABEL.charWidth);
    const taken = [...obstacles, ...placed.map((l) => l.box)];
    let best: { box: Box; cost: number } | null = null;
    for (const [dx, dy] of LABEL_OFFSETS) {
      // a label that would run past the plot's side slides back inside it, still below (or above) its point
      const wanted = dx >= 0 ? p.x + p.r + dx : p.x - p.r + dx - width;
      const x = Math.min(Math.max(wanted, plot.x + LABEL.pad), plot.x + plot.width - LABEL.pad - width);
      const y = dy >= 0 ? p.y + p.r + dy : p.y - p.r + dy - LABEL.height;
      const box = { x: px(x), y: px(y), width, height: LABEL.height };
      const inside =
        box.x >= plot.x + LABEL.pad &&
        box.y >= plot.y + LABEL.pad &&
        box.x + box.width <= plot.x + plot.width - LABEL.pad &&
        box.y + box.height <= plot.y + plot.height - LABEL.pad;
      if (!inside) continue;
      const padded = { x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2 };
      const { x2, y2 } = leaderEnd(p, box);
      // measured from just outside the point, so a point on a line does not count that line
      const angle = Math.atan2(y2 - p.y, x2 - p.x);
      const leader = {
        x1: p.x + Math.cos(angle) * (p.r + 1.5),
        y1: p.y + Math.sin(angle) * (p.r + 1.5),
        x2,
        y2,
      };
      // a label on a point, a label or a line is worst; then a leader cutting text or a line; then a long leader
      const cost =
        taken.filter((o) => boxesOverlap(o, padded)).length * 10 +
        lines.filter((l) => segmentHitsBox(l, padded)).length * 6 +
        placed.filter((l) => segmentHitsBox(leader, l.box) || segmentHitsBox(l.leader, padded)).length * 4 +
        textEdges.filter((e) => segmentsCross(leader, e)).length * 2 +
        lines.filter((l) => segmentsCross(leader, l)).length * 3 +
        Math.hypot(x2 - leader.x1, y2 - leader.y1) / LEADER_PX_PER_COST;
      // the first of equal costs wins, so the offsets' order (nearest first) breaks ties
      if (!best || cost < best.cost - 1e-9) best = { box, cost };
    }
    if (!best) continue;
    const { box } = best;
    const { x2: toX, y2: toY } = leaderEnd(p, box);
    const angle = Math.atan2(toY - p.y, toX - p.x);
    const isLeft = box.x + box.width / 2 < p.x;
    placed.push({
      x: isLeft ? px(box.x + box.width) : box.x,
      y: px(box.y + LABEL.height - 3),
      anchor: isLeft ? "end" : "start",
      text,
      site: p.site,
      runLabel: p.runLabel,
      box,
      leader: {
        x1: px(p.x + Math.cos(angle) * p.r),
        y1: px(p.y + Math.sin(angle) * p.r),
        x2: px(toX),
        y2: px(toY),
      },
    });
  }
  return placed;
}

/** The leader runs from the point to the label's corner nearest it: the text starts (or ends) there. */
function leaderEnd(p: { x: number; y: number }, box: Box) {
  return {
    x2: box.x + box.width / 2 < p.x ? box.x + box.width : box.x,
    y2: box.y + box.height / 2 < p.y ? box.y + box.height : box.y,
  };
}
