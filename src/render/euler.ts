// The Venn section's Euler diagram: per run, the model's step as one circle and the engine's kernels as
// another, each region's area proportional to its share of the step. The overlap (sites a family runs) is cut
// by vertical chords into one slice per class; the model's part outside the engine (novel, unclassified) is
// cut the same way. Radii and the centre distance come from bisection on the lens-area formula, slice edges
// from bisection on the exact area left of a vertical line, so every area is within a hair of its target.
import { type EulerGroup, eulerGroups, type ReportModel, vennClassRow } from "../report/index.ts";
import { type ChartOptions, px, runLabel } from "./chart-kit.ts";
import { fmtPercent } from "./format.ts";

type Table = ReportModel["tables"][number];

/** Area of the lens two circles at centre distance d share. */
export function lensArea(rA: number, rB: number, d: number): number {
  if (d >= rA + rB) return 0;
  if (d <= Math.abs(rA - rB)) return Math.PI * Math.min(rA, rB) ** 2;
  const a = rA * rA * Math.acos((d * d + rA * rA - rB * rB) / (2 * d * rA));
  const b = rB * rB * Math.acos((d * d + rB * rB - rA * rA) / (2 * d * rB));
  const c = 0.5 * Math.sqrt((-d + rA + rB) * (d + rA - rB) * (d - rA + rB) * (d + rA + rB));
  return a + b - c;
}

/** Bisects a decreasing function f on [lo, hi] for f(x) = target. */
function bisectDecreasing(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let k = 0; k < 100; k++) {
    const m = (a + b) / 2;
    if (f(m) > target) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/** The centre distance at which two circles share `target` area (clamped to what the radii allow). */
export function distanceForLens(rA: number, rB: number, target: number): number {
  const lo = Math.abs(rA - rB);
  const hi = rA + rB;
  if (target <= 0) return hi;
  if (target >= Math.PI * Math.min(rA, rB) ** 2) return lo;
  return bisectDecreasing((d) => lensArea(rA, rB, d), target, lo, hi);
}

/** ∫ 2·√(r² − u²) du over [a, b] ∩ [−r, r]: a circle's area between two vertical lines, centre at 0. */
export function stripArea(r: number, a: number, b: number): number {
  const lo = Math.max(-r, a);
  const hi = Math.min(r, b);
  if (hi <= lo) return 0;
  const F = (u: number) => u * Math.sqrt(Math.max(0, r * r - u * u)) + r * r * Math.asin(u / r);
  return F(hi) - F(lo);
}

/** Two circles on the x axis: A (the engine) centred at 0, B (the model's step) at d > A's left. */
export interface Pair {
  rA: number;
  rB: number;
  d: number;
}

/** Where the lens's height switches from B's arc to A's: the radical line (±∞ when one circle holds the other). */
function radical({ rA, rB, d }: Pair): number {
  if (d < 1e-12) return rA >= rB ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return (d * d + rA * rA - rB * rB) / (2 * d);
}

/** The lens's area left of the vertical line x = t. */
export function lensLeftOf(p: Pair, t: number): number {
  if (p.d >= p.rA + p.rB) return 0;
  const x0 = radical(p);
  // left of the radical line B's arc is the lower of the two, right of it A's
  return stripArea(p.rB, -p.rB, Math.min(t, x0) - p.d) + stripArea(p.rA, Math.max(x0, -p.rA), t);
}

/** B's area outside A, left of x = t. */
export const bOnlyLeftOf = (p: Pair, t: number) => stripArea(p.rB, -p.rB, t - p.d) - lensLeftOf(p, t);

/** The x at which `areaLeftOf` reaches `target`, between lo and hi (it grows with x). */
export function chordFor(areaLeftOf: (t: number) => number, target: number, lo: number, hi: number): number {
  return bisectDecreasing((t) => -areaLeftOf(t), -target, lo, hi);
}

/** A circle pair for the given areas: B = `step`, A∩B = `both`, A = `both + engineOnly`. */
export function pairFor(step: number, both: number, engineOnly: number): Pair {
  const rB = Math.sqrt(step / Math.PI);
  const rA = Math.sqrt((both + engineOnly) / Math.PI);
  return { rA, rB, d: distanceForLens(rA, rB, both) };
}

/** One region of the diagram: the sites of one class on one side of the engine circle. */
export interface EulerRegion {
  key: string;
  title: string;
  inEngine: boolean;
  sites: number;
  share: number;
  /** Left and right chord, in diagram units. */
  from: number;
  to: number;
}

/**
 * Cuts the lens (regions in the engine) and B outside A (the rest) into slices left to right, each with its
 * share of B's area. Shares are fractions of the step; B's area is 1.
 */
export function sliceRegions(
  pair: Pair,
  regions: readonly Omit<EulerRegion, "from" | "to">[],
): EulerRegion[] {
  const out: EulerRegion[] = [];
  const lensFrom = Math.max(-pair.rA, pair.d - pair.rB);
  const lensTo = Math.min(pair.rA, pair.d + pair.rB);
  const bFrom = pair.d - pair.rB;
  const bTo = pair.d + pair.rB;
  for (const inEngine of [true, false]) {
    const area = inEngine ? (t: number) => lensLeftOf(pair, t) : (t: number) => bOnlyLeftOf(pair, t);
    const [lo, hi] = inEngine ? [lensFrom, lensTo] : [bFrom, bTo];
    let cumulative = 0;
    let from = lo;
    const side = regions.filter((r) => r.inEngine === inEngine);
    for (const [i, r] of side.entries()) {
      cumulative += r.share;
      const to = i === side.length - 1 ? hi : chordFor(area, cumulative, lo, hi);
      out.push({ ...r, from, to });
      from = to;
    }
  }
  return out;
}

/** Half-height of the drawn shape at x: the lens's (both arcs), or B's. */
const halfHeight = (r: number, u: number) => Math.sqrt(Math.max(0, r * r - u * u));
const lensHalf = (p: Pair, x: number) => Math.min(halfHeight(p.rA, x), halfHeight(p.rB, x - p.d));
const bHalf = (p: Pair, x: number) => halfHeight(p.rB, x - p.d);

/**
 * A closed polygon through the top edge left to right and the bottom edge back. Samples are cosine-spaced,
 * dense at the ends where a slice may run into a circle's steep edge, so the drawn area stays within 1 %.
 */
function band(
  half: (x: number) => number,
  from: number,
  to: number,
  step: number,
  toPx: (x: number, y: number) => string,
) {
  const n = Math.max(24, Math.ceil((to - from) / step));
  const xs = Array.from(
    { length: n + 1 },
    (_, k) => from + ((to - from) * (1 - Math.cos((Math.PI * k) / n))) / 2,
  );
  const top = xs.map((x) => toPx(x, -half(x)));
  const bottom = [...xs].reverse().map((x) => toPx(x, half(x)));
  return `M${[...top, ...bottom].join(" L")} Z`;
}

/** B's band between two chords with the lens's band (where the chords cross it) cut out, drawn even-odd. */
function outsideEngine(
  p: Pair,
  from: number,
  to: number,
  step: number,
  toPx: (x: number, y: number) => string,
) {
  const outer = band((x) => bHalf(p, x), from, to, step, toPx);
  const lo = Math.max(from, -p.rA, p.d - p.rB);
  const hi = Math.min(to, p.rA, p.d + p.rB);
  // a zero-height hole would draw its outline as a line across the region
  return hi > lo && p.d < p.rA + p.rB ? `${outer} ${band((x) => lensHalf(p, x), lo, hi, step, toPx)}` : outer;
}

/** Engine circle's area outside the model, as a fraction of the step: not time in this step, drawn for the picture. */
export const ENGINE_ONLY_AREA = 0.3;
const R_B_PX = 88;
const LABEL_LINE_PX = 17;
const LABEL_CHAR_PX = 6.6;
/** The two circle captions, each on a row of its own above and below the circles (11 px type, ~6 px a character). */
const MODEL_TITLE = "solid: the model's sites (the whole step)";
const ENGINE_TITLE = "dashed: the engine's kernel families";
const TITLE_ROW_PX = 22;
const TITLE_CHAR_PX = 6.2;
const PAD = 12;

/** A narrow diagram's key row: a swatch in the region's colours, then its words. */
const KEY_SWATCH_PX = 11;

/** One run's diagram; null when the run has no classified site. */
export function eulerDiagram(table: Table, hardwareName: string, options: ChartOptions = {}) {
  const found = eulerGroups(table);
  if (!found) return null;
  return eulerFromGroups(
    `euler-${table.hardware}-${runLabel(table).replace(/[^a-z0-9]/gi, "-")}`,
    `${hardwareName} · ${runLabel(table)}`,
    found.basis,
    found.groups,
    options,
  );
}

/**
 * The diagram of a run's regions: circles, slices, and a label per region; wide puts the labels beside the circles
 * with a leader into each region, narrow (a phone's width) lists them below as a key, each behind its region's colours.
 */
export function eulerFromGroups(
  id: string,
  heading: string,
  basis: "expected" | "floor",
  groups: readonly EulerGroup[],
  options: ChartOptions = {},
) {
  const isNarrow = options.layout === "narrow";
  const expected = basis === "expected";
  const both = groups.filter((g) => g.inEngine).reduce((sum, g) => sum + g.share, 0);
  const pair = pairFor(1, both, ENGINE_ONLY_AREA);
  const regions = sliceRegions(pair, groups);

  const scale = R_B_PX / pair.rB;
  const left = Math.min(-pair.rA, pair.d - pair.rB);
  const right = Math.max(pair.rA, pair.d + pair.rB);
  const halfTall = Math.max(pair.rA, pair.rB);
  const labelsHeight = regions.length * LABEL_LINE_PX;
  // beside the circles (wide) the labels share their height; below them (narrow) they add theirs
  const besideHeight = isNarrow ? 0 : labelsHeight;
  const keyHeight = isNarrow ? labelsHeight + PAD / 2 : 0;
  // a caption row above and one below the circles, so neither caption runs over a circle's edge
  const circlesBottom = px(Math.max(2 * halfTall * scale, besideHeight) + 2 * PAD + 2 * TITLE_ROW_PX);
  const height = px(circlesBottom + keyHeight);
  const cy = px(TITLE_ROW_PX + PAD + Math.max(halfTall * scale, besideHeight / 2));
  const ox = PAD - left * scale;
  const toPx = (x: number, y: number) => `${px(ox + x * scale)},${px(cy + y * scale)}`;
  const diagramRight = px(ox + right * scale);
  const labelX = isNarrow ? PAD + KEY_SWATCH_PX + 6 : diagramRight + 36;
  const texts = regions.map(
    (r) =>
      `${r.title}${r.inEngine ? "" : " (outside the engine)"}: ${r.sites} site${r.sites === 1 ? "" : "s"} · ${fmtPercent(r.share)}`,
  );
  // wide enough for the labels and for both captions, which start at the left padding
  const width = px(
    Math.max(
      labelX + Math.max(...texts.map((t) => t.length)) * LABEL_CHAR_PX,
      PAD + Math.max(MODEL_TITLE.length, ENGINE_TITLE.length) * TITLE_CHAR_PX,
      diagramRight,
    ) + PAD,
  );
  const step = 1.5 / scale;
  const fill = (key: string) => vennClassRow(key)?.background ?? "#e8e8e8";
  const stroke = (key: string) => vennClassRow(key)?.border ?? "#9a9a9a";
  // one label row per region, in slice order; each leader leaves its region at the row's height where the
  // region reaches it, so leaders run (nearly) level and do not cross
  const top = isNarrow ? circlesBottom : cy - labelsHeight / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  const labels = regions.map((r, k) => {
    const y = px(top + k * LABEL_LINE_PX + LABEL_LINE_PX / 2);
    const area = r.inEngine ? (t: number) => lensLeftOf(pair, t) : (t: number) => bOnlyLeftOf(pair, t);
    const mid = chordFor(area, (area(r.from) + area(r.to)) / 2, r.from, r.to);
    const want = (y - cy) / scale;
    const hl = lensHalf(pair, mid);
    const hb = bHalf(pair, mid);
    let ay: number;
    if (r.inEngine || hl === 0) {
      const h = 0.8 * (r.inEngine ? hl : hb);
      ay = clamp(want, -h, h);
    } else {
      // outside the engine at this x: B's parts above and below the lens
      const margin = 0.2 * (hb - hl);
      ay = want < 0 ? clamp(want, -hb + margin, -hl - margin) : clamp(want, hl + margin, hb - margin);
    }
    return {
      x1: px(ox + mid * scale),
      y1: px(cy + ay * scale),
      x2: labelX - 4,
      y2: y,
      // narrow: no leader; a swatch in the region's colours starts the row instead
      hasLeader: !isNarrow,
      swatch: isNarrow
        ? {
            x: PAD,
            y: px(y - KEY_SWATCH_PX / 2),
            size: KEY_SWATCH_PX,
            fill: fill(r.key),
            stroke: stroke(r.key),
          }
        : null,
      textX: labelX,
      textY: px(y + 4),
      text: texts[k] as string,
      key: r.key,
    };
  });
  return {
    id,
    heading,
    basis,
    isExpected: expected,
    desc: `Area-proportional Euler diagram of the ${expected ? "expected" : "floor"} step time: ${texts.join("; ")}.`,
    width,
    height,
    engine: {
      cx: px(ox),
      cy,
      r: px(pair.rA * scale),
      title: ENGINE_TITLE,
      titleX: PAD,
      titleY: px(circlesBottom - 6),
    },
    model: {
      cx: px(ox + pair.d * scale),
      cy,
      r: px(pair.rB * scale),
      title: MODEL_TITLE,
      titleX: PAD,
      titleY: 16,
    },
    regions: regions.map((r) => ({
      key: r.key,
      sites: r.sites,
      share: r.share,
      fill: fill(r.key),
      stroke: stroke(r.key),
      title: texts[regions.indexOf(r)] as string,
      // outside the engine: B's band with the lens's band cut out (even-odd)
      d: r.inEngine
        ? band((x) => lensHalf(pair, x), r.from, r.to, step, toPx)
        : outsideEngine(pair, r.from, r.to, step, toPx),
    })),
    labels,
  };
}

/** Every run's diagram, in table order. */
export function eulerDiagrams(model: Pick<ReportModel, "tables" | "hardware">, options: ChartOptions = {}) {
  const names = new Map(model.hardware.map((h) => [h.id, h.name]));
  return model.tables
    .map((t) => eulerDiagram(t, names.get(t.hardware) ?? t.hardware, options))
    .filter((d): d is NonNullable<typeof d> => d !== null);
}
