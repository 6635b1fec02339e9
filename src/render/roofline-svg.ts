// The roofline chart: each site at its achieved rate under the roof its floor sets, labels placed off points and lines.
import { compareText, type ReportModel, type ReportTable } from "../report/index.ts";
import {
  type Box,
  CHAR_PX,
  type ChartLayout,
  type ChartOptions,
  decadeDomain,
  logScale,
  px,
  runLabel,
  shareOf,
  shareWords,
  thinLabels,
} from "./chart-kit.ts";
import { fmtBytes, fmtFlops, fmtInt, fmtIntensity, fmtPercent, fmtRate, fmtSeconds } from "./format.ts";
import {
  circleBox,
  placeLabels,
  type RooflineLabel,
  slopeLabelBox,
  slopeLabelEdges,
} from "./roofline-labels.ts";

type HardwareRow = ReportModel["hardware"][number];

/** Geometry of one roofline plot: the device's ceilings and bandwidth slope, and every site of every run as a point. */
export interface RooflineChart {
  width: number;
  height: number;
  plot: Box;
  title: string;
  desc: string;
  xTicks: { x: number; y1: number; y2: number; labelY: number; label: string }[];
  yTicks: { y: number; x1: number; x2: number; labelX: number; label: string }[];
  xTitle: { x: number; y: number; text: string };
  yTitle: { x: number; y: number };
  slope: { x1: number; y1: number; x2: number; y2: number };
  slopeLabel: { x: number; y: number; angle: number; text: string };
  ceilings: { lane: string; x1: number; y1: number; x2: number; y2: number; title: string }[];
  ceilingLabels: {
    x: number;
    y: number;
    text: string;
    anchor: "start" | "end";
    /** Wide: a short line from the ceiling's end to its label right of the plot; narrow: none (the label sits on its line). */
    leader: { x1: number; y1: number; x2: number; y2: number } | null;
  }[];
  ridges: { lane: string; x: number; y: number; title: string }[];
  ridgeText: string;
  runs: { index: number; colour: string; label: string; points: number }[];
  points: {
    run: number;
    colour: string;
    runLabel: string;
    site: string;
    x: number;
    y: number;
    r: number;
    /** Where the point's roof (its rate at the floor) is at its intensity; null off the axes. */
    roofY: number | null;
    time: PointTime;
    isOffScale: boolean;
    title: string;
  }[];
  /** Which time the points are at, in words (the axis title and caption say it). */
  timeWords: string;
  axisTitle: string;
  offScale: number;
  /** With --fusions: each fused row's members run one kernel each (hollow square), joined to the fused point it becomes. */
  fusionPoints: {
    colour: string;
    site: string;
    runLabel: string;
    x: number;
    y: number;
    to: { x: number; y: number };
    title: string;
  }[];
  /** The band below the axes where sites without FLOPs sit (no place on log axes); null when there are none. */
  strip: { box: Box; label: { x: number; y: number; text: string } } | null;
  /** The largest points by share, each named beside its point with a leader line. */
  labels: RooflineLabel[];
}

/** Runs are told apart by one of this many colours (the stylesheet's r0…r7), reused past that. */
const RUN_COLOURS = 8;
/** Sites without FLOPs have no place on log axes: they sit on a strip of this height below the axis title. */
const STRIP = { height: 30, gap: 10 } as const;
/**
 * The frames: wide has the ceilings named right of the plot; narrow (360 units, a phone's width) names them on their
 * lines by lane, prints y ticks without the unit the axis title carries, and drops x tick labels that would touch.
 */
const ROOF_FRAMES = {
  wide: {
    width: 880,
    height: 440,
    left: 96,
    right: 200,
    top: 20,
    bottom: 58,
    yTitleX: 16,
    rateUnit: "FLOP/s",
    xTitle: "Arithmetic intensity (FLOP per byte, log scale)",
  },
  narrow: {
    width: 360,
    height: 440,
    left: 64,
    // half the widest x tick label ("10,000"), so the last one stays inside the frame
    right: 22,
    top: 20,
    bottom: 52,
    yTitleX: 12,
    rateUnit: "",
    xTitle: "Intensity (FLOP per byte, log)",
  },
} as const satisfies Record<ChartLayout, object>;
/** How many of the largest points are named on the chart. */
export const LABELLED_POINTS = 5;

/** Point radius in pixels for a share of the step: area grows with the share. */
export const pointRadius = (share: number) => px(2.5 + 9 * Math.sqrt(Math.max(0, share)));

/** A site's achieved FLOP rate at its floor: FLOPs over floor time (both summed over the site's layers). This is its roof. */
export const achievedFlopsPerSecond = (s: Pick<ReportTable["sites"][number], "flops" | "floorSeconds">) =>
  s.floorSeconds > 0 ? s.flops / s.floorSeconds : 0;

/** How far a point sits below its roof, in words for its tooltip. */
function roofWords(p: {
  s: { floorSeconds: number };
  time: { seconds: number; basis: PointTime };
  achieved: number;
  roof: number;
}) {
  if (p.time.basis === "floor") return `at its floor ${fmtSeconds(p.s.floorSeconds)}, on its roof`;
  const of = fmtPercent(p.roof > 0 ? p.achieved / p.roof : 0);
  return `at its ${p.time.basis} time ${fmtSeconds(p.time.seconds)}, ${of} of its roof ${fmtRate(p.roof, "FLOP/s")} (floor ${fmtSeconds(p.s.floorSeconds)})`;
}

/** Which time a point is plotted at: the floor only puts it on its own roof, so a real time is used where there is one. */
export type PointTime = "measured" | "expected" | "floor";
type TimedSite = Pick<ReportTable["sites"][number], "floorSeconds" | "expectedSeconds" | "measuredSeconds">;

/** The time a site is plotted at: measured where a measurement exists, else expected where the profile is calibrated, else the floor. */
export function pointTime(s: TimedSite): { seconds: number; basis: PointTime } {
  if (s.measuredSeconds !== null && s.measuredSeconds > 0)
    return { seconds: s.measuredSeconds, basis: "measured" };
  if (s.expectedSeconds !== null && s.expectedSeconds > 0)
    return { seconds: s.expectedSeconds, basis: "expected" };
  return { seconds: s.floorSeconds, basis: "floor" };
}

const POINT_TIME_WORDS: Record<PointTime, string> = {
  measured: "measured time",
  expected: "expected time",
  floor: "floor (no calibration, so on the roof)",
};

/** The y axis's title: short enough to fit beside the plot, naming the time the points are at. */
export function pointAxisTitle(bases: ReadonlySet<PointTime>): string {
  const used = (["measured", "expected", "floor"] as const).filter((b) => bases.has(b));
  if (used.length <= 1)
    return `Achieved FLOP/s at the ${used[0] === "floor" || !used[0] ? "floor" : `${used[0]} time`} (log scale)`;
  return `Achieved FLOP/s, ${used.join(" or ")} (log scale)`;
}

/** The chart's words for the times its points use, e.g. "measured time where measured, else expected time". */
export function pointTimeWords(bases: ReadonlySet<PointTime>): string {
  const order: PointTime[] = ["measured", "expected", "floor"];
  const used = order.filter((b) => bases.has(b));
  if (used.length === 0) return POINT_TIME_WORDS.floor;
  if (used.length === 1) return POINT_TIME_WORDS[used[0] ?? "floor"];
  return `${POINT_TIME_WORDS[used[0] ?? "floor"]} where there is one, else ${used
    .slice(1)
    .map((b) => POINT_TIME_WORDS[b])
    .join(", else ")}`;
}

/** Roofline plot of one device: log-log axes, a ceiling per lane in `peaks`, the bandwidth slope, the ridges, and one point per site per run. */
export function rooflineChart(
  hardware: HardwareRow,
  tables: readonly ReportTable[],
  options: ChartOptions = {},
): RooflineChart {
  const layout = options.layout ?? "wide";
  const ROOF = ROOF_FRAMES[layout];
  const bandwidth = hardware.bytesPerSecond;
  const lanes = Object.entries(hardware.peaks)
    .map(([lane, peak]) => ({ lane, peak, ridge: peak / bandwidth }))
    .sort((a, b) => b.peak - a.peak || compareText(a.lane, b.lane));
  // Each point sits at its achieved rate at the time it takes; its roof (the rate at its floor) is drawn above it.
  const sites = tables.flatMap((t, run) =>
    t.sites.map((s) => {
      const time = pointTime(s);
      return {
        run,
        t,
        s,
        time,
        roof: achievedFlopsPerSecond(s),
        achieved: time.seconds > 0 ? s.flops / time.seconds : 0,
      };
    }),
  );
  const onScale = (p: { s: { intensity: number }; achieved: number }) => p.s.intensity > 0 && p.achieved > 0;
  const bases = new Set(sites.filter(onScale).map((p) => p.time.basis));
  const timeWords = pointTimeWords(bases);
  const axisTitle =
    layout === "wide" ? pointAxisTitle(bases) : pointAxisTitle(bases).replace(" (log scale)", ", log");
  // The members of a fused row as they run unfused: summed FLOPs over summed bytes, at the same kind of time.
  const unfused = sites.flatMap((p) => {
    const u = p.s.fusion?.unfused;
    if (!u || !onScale(p) || u.intensity <= 0 || u.floorSeconds <= 0) return [];
    const seconds =
      p.time.basis === "floor" || u.expectedSeconds === null ? u.floorSeconds : u.expectedSeconds;
    return [{ ...p, intensity: u.intensity, achievedUnfused: u.flops / seconds, unfusedSeconds: seconds, u }];
  });

  const x = decadeDomain([
    ...sites.filter(onScale).map((p) => p.s.intensity),
    ...unfused.map((p) => p.intensity),
    ...lanes.map((l) => l.ridge),
    // keep a decade of headroom right of the last ridge so its ceiling is visible
    ...lanes.map((l) => l.ridge * 4),
  ]);
  const bottomRate = Math.min(
    bandwidth * x.min,
    ...sites.filter(onScale).map((p) => p.achieved),
    ...unfused.map((p) => p.achievedUnfused),
  );
  const y = decadeDomain([bottomRate, ...lanes.map((l) => l.peak * 2)]);
  const plot: Box = {
    x: ROOF.left,
    y: ROOF.top,
    width: ROOF.width - ROOF.left - ROOF.right,
    height: ROOF.height - ROOF.top - ROOF.bottom,
  };
  const right = plot.x + plot.width;
  const bottom = plot.y + plot.height;
  const sx = logScale(x.min, x.max, plot.x, right);
  const sy = logScale(y.min, y.max, bottom, plot.y);

  const top = lanes[0];
  const slopeStart = Math.max(x.min, y.min / bandwidth);
  const slopeEnd = top ? top.ridge : x.max;
  const slope = {
    x1: sx(slopeStart),
    y1: sy(bandwidth * slopeStart),
    x2: sx(slopeEnd),
    y2: sy(bandwidth * slopeEnd),
  };
  // The label sits above the slope, where no point can be (every point lies on or below its roof).
  const radians = Math.atan2(slope.y2 - slope.y1, slope.x2 - slope.x1);
  const along = 0.3;
  const above = 6;
  const slopeLabel = {
    x: px(slope.x1 + (slope.x2 - slope.x1) * along + Math.sin(radians) * above),
    y: px(slope.y1 + (slope.y2 - slope.y1) * along - Math.cos(radians) * above),
    angle: px((radians * 180) / Math.PI),
    text: `memory ${fmtRate(bandwidth, "B/s")}`,
  };

  const ceilings = lanes.map((l) => ({
    lane: l.lane,
    x1: sx(Math.max(l.ridge, x.min)),
    y1: sy(l.peak),
    x2: right,
    y2: sy(l.peak),
    title: `${l.lane} ceiling ${fmtRate(l.peak, "FLOP/s")}, ridge at ${fmtIntensity(l.ridge)} FLOP/B`,
  }));
  // Lanes with the same peak share one label; labels are pushed apart so none overlap.
  const groups: { lanes: string[]; peak: number }[] = [];
  for (const l of lanes) {
    const same = groups.find((g) => g.peak === l.peak);
    if (same) same.lanes.push(l.lane);
    else groups.push({ lanes: [l.lane], peak: l.peak });
  }
  const gap = 15;
  let last = Number.NEGATIVE_INFINITY;
  const ceilingLabels: RooflineChart["ceilingLabels"] =
    layout === "wide"
      ? groups.map((g) => {
          const lineY = sy(g.peak);
          const labelY = Math.max(lineY, last + gap);
          last = labelY;
          return {
            x: right + 12,
            y: px(labelY + 4),
            text: `${g.lanes.join(" · ")} ${fmtRate(g.peak, "FLOP/s")}`,
            anchor: "start" as const,
            leader: { x1: right, y1: lineY, x2: right + 9, y2: px(labelY) },
          };
        })
      : // on its line at the plot's right edge: above it where the next ceiling up leaves room, else below it
        groups.map((g, i) => {
          const lineY = sy(g.peak);
          const upper = i > 0 ? sy((groups[i - 1] as (typeof groups)[number]).peak) : plot.y;
          const y = lineY - upper >= gap ? lineY - 4 : lineY + 13;
          return { x: right - 4, y: px(y), text: g.lanes.join(" · "), anchor: "end" as const, leader: null };
        });
  const ridges = lanes.map((l) => ({
    lane: l.lane,
    x: sx(Math.max(l.ridge, x.min)),
    y: sy(l.peak),
    title: `ridge ${l.lane}: ${fmtIntensity(l.ridge)} FLOP/B`,
  }));
  const ridgeText = groups
    .map((g) => `${g.lanes.join(" · ")} ${fmtIntensity(g.peak / bandwidth)} FLOP/B`)
    .join(", ");

  const strip: RooflineChart["strip"] = sites.some((p) => !onScale(p))
    ? {
        box: { x: plot.x, y: ROOF.height + STRIP.gap, width: plot.width, height: STRIP.height },
        label: { x: plot.x - 6, y: px(ROOF.height + STRIP.gap + STRIP.height / 2 + 4), text: "no FLOPs" },
      }
    : null;
  const offSites = sites.filter((p) => !onScale(p));
  const offOrder = new Map(
    [...offSites]
      .sort((a, b) => b.s.share - a.s.share || a.run - b.run || compareText(a.s.site, b.s.site))
      .map((p, i) => [p, i]),
  );
  const offX = (p: (typeof sites)[number]) =>
    px(plot.x + ((offOrder.get(p) ?? 0) + 1) * (plot.width / (offSites.length + 1)));
  const points = sites
    .map((p) => {
      const isOffScale = !onScale(p);
      const label = runLabel(p.t);
      const numbers = isOffScale
        ? `${fmtFlops(p.s.flops)}, ${fmtBytes(p.s.bytes)}: no FLOPs, so no place on the log axes; on the strip below, ordered by share`
        : `${fmtIntensity(p.s.intensity)} FLOP/B, ${fmtRate(p.achieved, "FLOP/s")} ${roofWords(p)}`;
      const share = shareOf(p.t, p.s);
      return {
        run: p.run,
        colour: `r${p.run % RUN_COLOURS}`,
        runLabel: label,
        site: p.s.site,
        x: isOffScale ? offX(p) : sx(p.s.intensity),
        y: isOffScale && strip ? px(strip.box.y + strip.box.height / 2) : sy(p.achieved),
        r: pointRadius(share),
        roofY: isOffScale ? null : sy(p.roof),
        time: p.time.basis,
        isOffScale,
        share,
        title: `${p.s.site} · ${label}: ${numbers}; ${fmtPercent(share)} of the ${shareWords(p.t)}, ${p.s.bound}-bound`,
      };
    })
    // large points first so small ones stay visible on top
    .sort((a, b) => b.share - a.share || a.run - b.run || compareText(a.site, b.site))
    .map(({ share: _share, ...point }) => point);
  // the narrow frame's ceiling names sit inside the plot: point labels keep off them
  const ceilingBoxes: Box[] =
    layout === "wide"
      ? []
      : ceilingLabels.map((c) => ({
          x: c.x - c.text.length * CHAR_PX,
          y: c.y - 10,
          width: c.text.length * CHAR_PX,
          height: 13,
        }));

  const offScale = points.filter((p) => p.isOffScale).length;
  const fusionPoints = unfused.map((p) => ({
    colour: `r${p.run % RUN_COLOURS}`,
    site: p.s.site,
    runLabel: runLabel(p.t),
    x: sx(p.intensity),
    y: sy(p.achievedUnfused),
    to: { x: sx(p.s.intensity), y: sy(p.achieved) },
    title: `${p.s.site} · ${runLabel(p.t)} unfused (${fmtInt(p.u.kernels)} kernels): ${fmtIntensity(p.intensity)} FLOP/B, ${fmtBytes(p.u.bytes)}, ${fmtSeconds(p.unfusedSeconds)}; fused: ${fmtIntensity(p.s.intensity)} FLOP/B, ${fmtBytes(p.s.bytes)}, ${fmtSeconds(p.time.seconds)}`,
  }));
  const labels = placeLabels(
    points.filter((p) => !p.isOffScale).slice(0, LABELLED_POINTS),
    tables.length > 1,
    plot,
    [
      ...ceilings.map((c) => ({ x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2 })),
      { x1: slope.x1, y1: slope.y1, x2: slope.x2, y2: slope.y2 },
    ],
    [slopeLabelBox(slopeLabel), ...ceilingBoxes, ...points.filter((p) => !p.isOffScale).map(circleBox)],
    slopeLabelEdges(slopeLabel),
  );
  const laneText = groups.map((g) => `${g.lanes.join(" and ")} ${fmtRate(g.peak, "FLOP/s")}`).join(", ");
  return {
    width: ROOF.width,
    height: strip ? ROOF.height + STRIP.gap + STRIP.height + 4 : ROOF.height,
    plot,
    title: `Roofline of ${hardware.name}`,
    desc:
      `Log-log roofline: arithmetic intensity in FLOP per byte against achieved FLOP/s at the ${timeWords}; ` +
      `each point's distance below the roof is the time it takes beyond its floor. ` +
      `Bandwidth slope ${fmtRate(bandwidth, "B/s")}; ceilings ${laneText}; ridge points ${ridgeText}. ` +
      `${points.length} points, one per site per run (${tables.map(runLabel).join(", ")}), sized by share of the step` +
      (offScale ? `; ${offScale} points without FLOPs on a strip below the axes, ordered by share.` : ".") +
      (labels.length ? ` Named: ${labels.map((l) => l.text).join(", ")}.` : ""),
    xTicks: thinLabels(
      x.decades.map((v) => ({
        x: sx(v),
        y1: plot.y,
        y2: bottom,
        labelY: bottom + 16,
        label: fmtIntensity(v),
      })),
      plot.width / Math.max(1, x.decades.length - 1),
    ),
    yTicks: thinLabels(
      y.decades.map((v) => ({
        y: sy(v),
        x1: plot.x,
        x2: right,
        labelX: plot.x - 6,
        label: fmtRate(v, ROOF.rateUnit).trim(),
      })),
      plot.height / Math.max(1, y.decades.length - 1),
      13,
    ),
    xTitle: { x: px(plot.x + plot.width / 2), y: ROOF.height - 14, text: ROOF.xTitle },
    yTitle: { x: ROOF.yTitleX, y: px(plot.y + plot.height / 2) },
    slope,
    slopeLabel,
    ceilings,
    ceilingLabels,
    ridges,
    ridgeText,
    runs: tables.map((t, index) => ({
      index,
      colour: `r${index % RUN_COLOURS}`,
      label: runLabel(t),
      points: t.sites.length,
    })),
    points,
    timeWords,
    axisTitle,
    offScale,
    fusionPoints,
    strip,
    labels,
  };
}
