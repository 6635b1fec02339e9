// The deployment chart (--workload): tokens/s per user against tokens/s per GPU, the view used to choose a
// deployment (as in SemiAnalysis' InferenceMAX and NVIDIA's throughput-vs-interactivity plots). Per device, a
// step line through its Pareto frontier; dominated candidates faded; the SLA's ITL bound as a shaded region;
// the picks ringed and labelled where no label overlaps another or a frontier point.
//
// y is tokens/s per GPU, not $/Mtok: every profile has a throughput, not every one has a price, and a chart
// that drops devices without a price would hide the comparison it is for.
import type { WorkloadSection } from "../report/index.ts";
import { type Box, type ChartLayout, type ChartOptions, px, thinLabels } from "./chart-kit.ts";
import { fmtSeconds, fmtTokensPerSecond, fmtUsd } from "./format.ts";
import { axisFor, type LabelRequest, paretoFrontier, placeLabels, stepPath } from "./pareto.ts";

type Row = WorkloadSection["rows"][number];

/** Devices are told apart by one of this many colours (the stylesheet's r0…r7). */
const DEVICE_COLOURS = 8;
/** The frames (chart-kit's ChartLayout): narrow is a phone's width, its axis titles and SLA label in fewer words. */
const CHART_FRAMES = {
  wide: { width: 880, height: 440, left: 76, right: 24, top: 20, bottom: 56, yTitleX: 18 },
  narrow: { width: 360, height: 400, left: 52, right: 16, top: 20, bottom: 52, yTitleX: 12 },
} as const satisfies Record<ChartLayout, object>;
/** About the advance of one 11 px sans-serif character, and the height of its line box. */
const LABEL_CHAR_PX = 6.4;
const LABEL_HEIGHT_PX = 14;
const POINT_R = 4;
const PICK_R = 8;

/** Output tokens/s one user sees while decoding: 1 / ITL. */
export const tokensPerUser = (r: Pick<Row, "itlSeconds">) => 1 / (r.itlSeconds as number);

const compact = (v: number) =>
  v >= 1000 ? `${Number((v / 1000).toPrecision(3))}k` : `${Number(v.toPrecision(3))}`;

/** The step line's segments (down, then across, from each frontier point to the next) as 2-px boxes. */
function frontierSegments(frontier: readonly { x: number; y: number }[]): Box[] {
  const out: Box[] = [];
  for (let i = 1; i < frontier.length; i++) {
    const a = frontier[i - 1] as { x: number; y: number };
    const b = frontier[i] as { x: number; y: number };
    out.push({ x: a.x - 1, y: Math.min(a.y, b.y), width: 2, height: Math.abs(b.y - a.y) });
    out.push({ x: a.x, y: b.y - 1, width: b.x - a.x, height: 2 });
  }
  return out;
}

/** Null when no candidate fits with a decode step (osl 1 has no ITL). */
export function deploymentChart(
  section: WorkloadSection,
  names: ReadonlyMap<string, string>,
  options: ChartOptions = {},
) {
  const layout = options.layout ?? "wide";
  const CHART = CHART_FRAMES[layout];
  const plotted = section.rows.filter(
    (r) => r.fits && r.itlSeconds !== null && r.itlSeconds > 0 && r.tokensPerSecondPerDevice > 0,
  );
  if (!plotted.length) return null;
  const plot: Box = {
    x: CHART.left,
    y: CHART.top,
    width: CHART.width - CHART.left - CHART.right,
    height: CHART.height - CHART.top - CHART.bottom,
  };
  const bound = section.sla?.itlSeconds ?? null;
  const minPerUser = bound !== null && bound > 0 ? 1 / bound : null;
  const xAxis = axisFor(
    [...plotted.map(tokensPerUser), ...(minPerUser !== null ? [minPerUser] : [])],
    plot.x,
    plot.x + plot.width,
  );
  const yAxis = axisFor(
    plotted.map((r) => r.tokensPerSecondPerDevice),
    plot.y + plot.height,
    plot.y,
  );
  const at = (r: Row) => ({ x: xAxis.scale(tokensPerUser(r)), y: yAxis.scale(r.tokensPerSecondPerDevice) });
  const devices = section.choices.map((c) => c.hardware);
  const colour = (hardware: string) => `r${Math.max(0, devices.indexOf(hardware)) % DEVICE_COLOURS}`;
  const nameOf = (h: string) => names.get(h) ?? h;
  const order = [...new Set([...devices, ...plotted.map((r) => r.hardware)])].filter((h) =>
    plotted.some((r) => r.hardware === h),
  );

  const series = order.map((hardware) => {
    const rows = plotted.filter((r) => r.hardware === hardware);
    const onFrontier = new Set(
      paretoFrontier(rows.map((r) => ({ x: tokensPerUser(r), y: r.tokensPerSecondPerDevice }))),
    );
    const frontier = [...onFrontier].map((i) => at(rows[i] as Row));
    return {
      hardware,
      colour: colour(hardware),
      name: nameOf(hardware),
      path: stepPath(frontier),
      frontier,
      frontierCount: frontier.length,
      points: rows.map((r, i) => {
        const p = at(r);
        return {
          cx: p.x,
          cy: p.y,
          dominated: !onFrontier.has(i),
          missesSla: r.meetsSla === false,
          title: `${nameOf(hardware)} · ${r.precision} · ${r.layout} · batch ${r.batch}: ${fmtTokensPerSecond(tokensPerUser(r))} tok/s per user (ITL ${fmtSeconds(r.itlSeconds as number)}), ${fmtTokensPerSecond(r.tokensPerSecondPerDevice)} tok/s per GPU, TTFT ${fmtSeconds(r.ttftSeconds)}${r.usdPerMillionTokens !== null ? `, ${fmtUsd(r.usdPerMillionTokens)}/Mtok` : ""}${onFrontier.has(i) ? "" : " (dominated)"}${r.meetsSla === false ? " (misses the SLA)" : ""}`,
        };
      }),
    };
  });

  const slaRegion =
    minPerUser !== null
      ? {
          x: Math.max(plot.x, xAxis.scale(minPerUser)),
          y: plot.y,
          width: px(plot.x + plot.width - Math.max(plot.x, xAxis.scale(minPerUser))),
          height: plot.height,
          bottom: plot.y + plot.height,
          label: `SLA: ≥ ${fmtTokensPerSecond(minPerUser)} tok/s per user (ITL ≤ ${fmtSeconds(bound as number)})`,
        }
      : null;
  const slaText =
    slaRegion && layout === "narrow" ? `SLA: ITL ≤ ${fmtSeconds(bound as number)}` : (slaRegion?.label ?? "");
  const slaLabel = slaRegion
    ? {
        x: px(Math.min(slaRegion.x + 6, plot.x + plot.width - slaText.length * LABEL_CHAR_PX - 4)),
        y: plot.y + 14,
        text: slaText,
      }
    : null;

  // Obstacles for labels: frontier points and picks (faded points may be covered), and the SLA's own label.
  const obstacles: Box[] = series.flatMap((s) =>
    s.points
      .filter((p) => !p.dominated)
      .map((p) => ({
        x: p.cx - POINT_R - 1,
        y: p.cy - POINT_R - 1,
        width: 2 * POINT_R + 2,
        height: 2 * POINT_R + 2,
      })),
  );
  const picked = plotted.filter((r) => r.isChoice);
  for (const r of picked) {
    const p = at(r);
    obstacles.push({
      x: p.x - PICK_R - 1,
      y: p.y - PICK_R - 1,
      width: 2 * PICK_R + 2,
      height: 2 * PICK_R + 2,
    });
  }
  if (slaRegion && slaLabel)
    obstacles.push({
      x: slaLabel.x,
      y: slaLabel.y - 11,
      width: slaText.length * LABEL_CHAR_PX,
      height: LABEL_HEIGHT_PX,
    });
  // narrow: the device alone (the picks table above the chart gives precision, layout and batch), so eight fit
  const texts = picked.map((r) =>
    layout === "wide" ? `${r.hardware}: ${r.precision} ${r.layout} ×${r.batch}` : r.hardware,
  );
  const requests: LabelRequest[] = picked.map((r, i) => ({
    ...at(r),
    width: (texts[i] as string).length * LABEL_CHAR_PX,
    height: LABEL_HEIGHT_PX,
  }));
  // the step lines' segments are axis-aligned: each is a thin box the placer avoids where it can
  const lines: Box[] = series.flatMap((s) => frontierSegments(s.frontier));
  const boxes = placeLabels(requests, obstacles, plot, lines);
  const picks = picked.map((r, i) => {
    const p = at(r);
    const box = boxes[i] as (typeof boxes)[number];
    // the leader runs from the ring's edge toward the label box's nearest point
    const tx = Math.min(Math.max(p.x, box.x), box.x + box.width);
    const ty = Math.min(Math.max(p.y, box.y), box.y + box.height);
    const len = Math.hypot(tx - p.x, ty - p.y) || 1;
    return {
      x: p.x,
      y: p.y,
      colour: colour(r.hardware),
      text: texts[i] as string,
      box: { x: box.x, y: box.y, width: px(box.width), height: box.height },
      labelX: px(box.x + 1),
      labelY: px(box.y + box.height - 3.5),
      leader: box.leader
        ? {
            x1: px(p.x + ((tx - p.x) / len) * PICK_R),
            y1: px(p.y + ((ty - p.y) / len) * PICK_R),
            x2: px(tx),
            y2: px(ty),
          }
        : null,
    };
  });

  return {
    width: CHART.width,
    height: CHART.height,
    plot,
    xLog: xAxis.log,
    yLog: yAxis.log,
    xTicks: thinLabels(
      xAxis.ticks.map((t) => ({
        x: t.at,
        y1: plot.y,
        y2: plot.y + plot.height,
        labelY: plot.y + plot.height + 16,
        label: compact(t.value),
      })),
      plot.width / Math.max(1, xAxis.ticks.length - 1),
    ),
    yTicks: thinLabels(
      yAxis.ticks.map((t) => ({
        y: t.at,
        x1: plot.x,
        x2: plot.x + plot.width,
        labelX: plot.x - 8,
        label: compact(t.value),
      })),
      plot.height / Math.max(1, yAxis.ticks.length - 1),
      LABEL_HEIGHT_PX,
    ),
    xTitle: {
      x: px(plot.x + plot.width / 2),
      y: CHART.height - 12,
      text:
        layout === "wide"
          ? `Output tokens/s per user (1 / ITL${xAxis.log ? ", log scale" : ""}) → more interactive`
          : `tok/s per user (1 / ITL${xAxis.log ? ", log" : ""}) →`,
    },
    yTitle: {
      x: CHART.yTitleX,
      y: px(plot.y + plot.height / 2),
      text: `${layout === "wide" ? "Output tokens/s" : "tok/s"} per GPU${yAxis.log ? (layout === "wide" ? " (log scale)" : " (log)") : ""}`,
    },
    slaRegion,
    slaLabel,
    series,
    picks,
    legend: series.map((s) => ({ colour: s.colour, name: s.name, frontierCount: s.frontierCount })),
    desc: `${plotted.length} candidates that fit: output tokens/s per user (1 / ITL) against output tokens/s per GPU; per device a step line through the candidates no other candidate of that device beats on both, the rest faded.`,
  };
}
