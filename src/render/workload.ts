// The serving section (--workload) for templates: labels, and the $/Mtok-against-ITL chart's geometry.
import type { WorkloadSection } from "../report/index.ts";
import { fmtSeconds, fmtTokensPerSecond } from "./format.ts";
import { decadeDomain, logScale, px } from "./svg.ts";

type Row = WorkloadSection["rows"][number];

const PICKED_BY: Record<WorkloadSection["choices"][number]["pickedBy"], string> = {
  usd: "cheapest $/Mtok",
  energy: "least energy per token (a profile has no price)",
  throughput: "most tokens/s per device (a profile has no price or power)",
};

/** Devices are told apart by one of this many colours (the stylesheet's r0…r7). */
const DEVICE_COLOURS = 8;
const CHART = { width: 880, height: 420, left: 84, right: 24, top: 20, bottom: 56 } as const;

const rowText = (r: Row) => `\`${r.precision}\` · ${r.layout} · batch ${r.batch}`;

/** "TTFT ≤ 500 ms, ITL ≤ 30 ms", or null without an SLA. */
function slaText(sla: WorkloadSection["sla"]): string | null {
  if (!sla) return null;
  const parts = [
    sla.ttftSeconds !== null ? `TTFT ≤ ${fmtSeconds(sla.ttftSeconds)}` : null,
    sla.itlSeconds !== null ? `ITL ≤ ${fmtSeconds(sla.itlSeconds)}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}

/** Presentation of the section: the load in words, the SLA, each pick and candidate with its label. */
export function workloadView(section: WorkloadSection, names: ReadonlyMap<string, string>) {
  const loadText =
    section.concurrency !== null
      ? `concurrency ${section.concurrency}`
      : `rate ${fmtTokensPerSecond(section.rate ?? 0)} requests/s`;
  const rankedBy = [...new Set(section.rows.map((r) => r.rankedBy))];
  return {
    ...section,
    loadText,
    slaText: slaText(section.sla),
    hasSla: section.sla !== null,
    isRate: section.rate !== null,
    contextsText: section.decodeContexts.join(", "),
    layoutsText: section.layouts.join(", "),
    rankedByText:
      rankedBy.length === 1
        ? `the ${rankedBy[0]} time`
        : "the expected time where calibrated, else the floor",
    hasPower: section.rows.some((r) => r.powerWatts !== null),
    powerText: [
      ...new Map(
        section.rows
          .filter((r) => r.powerWatts !== null)
          .map((r) => [
            r.hardware,
            r.powerBasis === "modelled"
              ? `${names.get(r.hardware) ?? r.hardware} modelled per step from its activity (idle + memory + compute, capped at the board limit)`
              : `${names.get(r.hardware) ?? r.hardware} ${r.powerWatts} W (${r.powerBasis})`,
          ]),
      ).values(),
    ].join(", "),
    choices: section.choices.map((c) => ({
      ...c,
      pickedByText: PICKED_BY[c.pickedBy],
      pickText: c.row ? rowText(c.row) : null,
    })),
    rows: section.rows.map((r) => ({
      ...r,
      hardwareName: names.get(r.hardware) ?? r.hardware,
      slaMark: r.meetsSla === null ? "—" : r.meetsSla ? "✓" : "✗",
      fitMark: r.fits ? "✓" : "✗",
    })),
    chart: deploymentChart(section, names),
  };
}

/**
 * $/Mtok (log y) against ITL (linear x) for every candidate that fits, one line per device × precision × layout through its batch sizes; picks are ringed, the SLA's ITL bound is a dashed line. Null when no candidate has both numbers.
 */
export function deploymentChart(section: WorkloadSection, names: ReadonlyMap<string, string>) {
  const plotted = section.rows.filter(
    (r) =>
      r.fits &&
      r.itlSeconds !== null &&
      r.deployment.usdPerMillionTokens !== null &&
      r.deployment.usdPerMillionTokens > 0,
  );
  if (!plotted.length) return null;
  const plot = {
    x: CHART.left,
    y: CHART.top,
    width: CHART.width - CHART.left - CHART.right,
    height: CHART.height - CHART.top - CHART.bottom,
  };
  const itlMs = (r: Row) => (r.itlSeconds as number) * 1e3;
  const bound = section.sla && section.sla.itlSeconds !== null ? section.sla.itlSeconds * 1e3 : null;
  const xMaxRaw = Math.max(...plotted.map(itlMs), bound ?? 0);
  const xStep = niceStep(xMaxRaw / 5);
  const xMax = Math.ceil((xMaxRaw * 1.05) / xStep) * xStep;
  const x = (ms: number) => px(plot.x + (ms / xMax) * plot.width);
  const domain = decadeDomain(plotted.map((r) => r.deployment.usdPerMillionTokens as number));
  const y = logScale(domain.min, domain.max, plot.y + plot.height, plot.y);
  const devices = section.choices.map((c) => c.hardware);
  const colour = (hardware: string) => `r${Math.max(0, devices.indexOf(hardware)) % DEVICE_COLOURS}`;
  const seriesKey = (r: Row) => `${r.hardware}|${r.precision}|${r.layout}`;
  const series = [...new Set(plotted.map(seriesKey))].map((key) => {
    const points = plotted.filter((r) => seriesKey(r) === key).sort((a, b) => a.batch - b.batch);
    const first = points[0] as Row;
    const name = `${names.get(first.hardware) ?? first.hardware} · ${first.precision} · ${first.layout}`;
    const last = points[points.length - 1] as Row;
    return {
      key,
      colour: colour(first.hardware),
      name,
      end: {
        x: x(itlMs(last)),
        y: y(last.deployment.usdPerMillionTokens as number),
        text: `${first.precision} ${first.layout}`,
      },
      path: points.map((p) => `${x(itlMs(p))},${y(p.deployment.usdPerMillionTokens as number)}`).join(" "),
      points: points.map((p) => ({
        cx: x(itlMs(p)),
        cy: y(p.deployment.usdPerMillionTokens as number),
        isChoice: p.isChoice,
        meetsSla: p.meetsSla !== false,
        title: `${name} · batch ${p.batch}: ITL ${fmtSeconds(p.itlSeconds as number)}, TTFT ${fmtSeconds(p.ttftSeconds)}, $${(p.deployment.usdPerMillionTokens as number).toPrecision(3)}/Mtok, ${fmtTokensPerSecond(p.tokensPerSecondPerDevice)} tok/s per device${p.meetsSla === false ? " (misses the SLA)" : ""}`,
      })),
    };
  });
  // Labels are placed in turn: a pick's label moves up until it clears the ones before it; a line's end label
  // that would overlap a placed label is left out (the line's title and the legend still name it).
  const placed: Box[] = [];
  const picks = plotted
    .filter((r) => r.isChoice)
    .map((r) => {
      const text = `${r.hardware}: ${r.precision} ${r.layout} ×${r.batch}`;
      const cx = x(itlMs(r));
      const cy = y(r.deployment.usdPerMillionTokens as number);
      const box = { x: cx + 10, y: cy - 8, width: text.length * LABEL_CHAR_PX, height: LABEL_LINE_PX };
      while (placed.some((b) => overlaps(b, box))) box.y -= LABEL_LINE_PX;
      placed.push(box);
      return { x: cx, y: cy, labelX: px(box.x), labelY: px(box.y), text };
    });
  for (const line of series) {
    const box = {
      x: line.end.x + 6,
      y: line.end.y + 4,
      width: line.end.text.length * LABEL_CHAR_PX,
      height: LABEL_LINE_PX,
    };
    if (placed.some((b) => overlaps(b, box))) line.end.text = "";
    else placed.push(box);
  }
  const xTicks: { x: number; label: string }[] = [];
  for (let v = 0; v <= xMax + 1e-9; v += xStep) xTicks.push({ x: x(v), label: `${px(v)}` });
  return {
    width: CHART.width,
    height: CHART.height,
    plot,
    xTicks: xTicks.map((t) => ({
      ...t,
      y1: plot.y,
      y2: plot.y + plot.height,
      labelY: plot.y + plot.height + 16,
    })),
    yTicks: domain.decades.map((d) => ({
      y: y(d),
      x1: plot.x,
      x2: plot.x + plot.width,
      labelX: plot.x - 8,
      label: `$${d >= 1 ? d : d.toPrecision(1)}`,
    })),
    xTitle: { x: px(plot.x + plot.width / 2), y: CHART.height - 12 },
    yTitle: { x: 18, y: px(plot.y + plot.height / 2) },
    bound:
      bound !== null
        ? { x: x(bound), y1: plot.y, y2: plot.y + plot.height, label: `ITL bound ${fmtSeconds(bound / 1e3)}` }
        : null,
    series,
    picks,
    legend: [...new Set(plotted.map((r) => r.hardware))].map((h) => ({
      colour: colour(h),
      name: names.get(h) ?? h,
    })),
    desc: `${plotted.length} candidates that fit, $ per million output tokens against inter-token latency; each line is one device, precision and layout through its batch sizes (left to right as the batch grows).`,
  };
}

/** A text label's box, baseline at y (SVG text), in chart pixels. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** About the advance of one 11 px sans-serif character, and one line of such labels. */
const LABEL_CHAR_PX = 6.2;
const LABEL_LINE_PX = 13;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y - a.height < b.y && b.y - b.height < a.y;

/** 1, 2 or 5 × a power of ten at or above `raw`: tick spacing that reads well. */
function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const decade = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * decade).find((s) => s >= raw);
  return step ?? 10 * decade;
}
