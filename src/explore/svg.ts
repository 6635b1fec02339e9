// The explorer's charts as SVG text, drawn from the report charts' own geometry (render/roofline-svg.ts, pareto.ts):
// the same points, ticks and labels as `venn report --format html`, without its template engine in the page.

import { fmtTokensPerSecond, fmtUsd } from "../render/format.ts";
import { axisFor, paretoFrontier, stepPath } from "../render/pareto.ts";
import { rooflineChart } from "../render/roofline-svg.ts";
import type { ReportModel, ReportTable } from "../report/index.ts";
import { esc, type ShareRow } from "./panels.ts";

const line = (l: { x1: number; y1: number; x2: number; y2: number }, cls: string) =>
  `<line class="${cls}" x1="${l.x1}" y1="${l.y1}" x2="${l.x2}" y2="${l.y2}"/>`;
const text = (x: number, y: number, body: string, cls: string, anchor = "start") =>
  `<text class="${cls}" x="${x}" y="${y}" text-anchor="${anchor}">${esc(body)}</text>`;

/**
 * A device's roofline with its sites at their achieved rates, as the HTML report draws it, in one of its frames: wide
 * (ceilings named right of the plot, 880 units) or narrow (named on their lines, 360 units), which the page picks
 * for a device column under 640 px: three columns at 1440 px are 450 px each, where the wide frame's text shrank to
 * 7 px and its longest ceiling names ran past the right edge.
 */
export function rooflineSvg(
  report: ReportModel,
  hardware: string,
  tables: readonly ReportTable[],
  layout: "wide" | "narrow" = "wide",
): string {
  const hw = report.hardware.find((h) => h.id === hardware);
  if (!hw || !tables.length) return "";
  return rooflineFrame(rooflineChart(hw, tables, { layout }), layout);
}

function rooflineFrame(c: ReturnType<typeof rooflineChart>, layout: "wide" | "narrow"): string {
  return [
    `<svg class="roofline ${layout}" viewBox="0 0 ${c.width} ${c.height}" role="img" aria-label="${esc(c.title)}"><title>${esc(c.desc)}</title>`,
    ...c.xTicks.map((t) => line({ x1: t.x, y1: t.y1, x2: t.x, y2: t.y2 }, "grid")),
    ...c.yTicks.map((t) => line({ x1: t.x1, y1: t.y, x2: t.x2, y2: t.y }, "grid")),
    `<rect class="frame" x="${c.plot.x}" y="${c.plot.y}" width="${c.plot.width}" height="${c.plot.height}"/>`,
    ...c.xTicks.map((t) => text(t.x, t.labelY, t.label, "tick", "middle")),
    ...c.yTicks.map((t) => text(t.labelX, t.y + 4, t.label, "tick", "end")),
    text(c.xTitle.x, c.xTitle.y, c.xTitle.text, "axis-title", "middle"),
    `<text class="axis-title" x="${c.yTitle.x}" y="${c.yTitle.y}" text-anchor="middle" transform="rotate(-90 ${c.yTitle.x} ${c.yTitle.y})">${esc(c.axisTitle)}</text>`,
    `<line class="slope" x1="${c.slope.x1}" y1="${c.slope.y1}" x2="${c.slope.x2}" y2="${c.slope.y2}"><title>${esc(c.slopeLabel.text)} bandwidth</title></line>`,
    ...c.ceilings.map(
      (l) =>
        `<line class="ceiling" x1="${l.x1}" y1="${l.y1}" x2="${l.x2}" y2="${l.y2}"><title>${esc(l.title)}</title></line>`,
    ),
    ...c.ceilingLabels.map(
      (l) => (l.leader ? line(l.leader, "leader") : "") + text(l.x, l.y, l.text, "ceiling-label", l.anchor),
    ),
    c.strip
      ? `<rect class="strip" x="${c.strip.box.x}" y="${c.strip.box.y}" width="${c.strip.box.width}" height="${c.strip.box.height}"/>${text(c.strip.label.x, c.strip.label.y, c.strip.label.text, "tick", "end")}`
      : "",
    ...c.points.map(
      (p) =>
        (p.roofY === null ? "" : line({ x1: p.x, y1: p.roofY, x2: p.x, y2: p.y }, `drop ${p.colour}`)) +
        `<circle class="point ${p.colour}${p.isOffScale ? " off" : ""}" cx="${p.x}" cy="${p.y}" r="${p.r}"><title>${esc(p.title)}</title></circle>`,
    ),
    ...c.labels.map((l) => line(l.leader, "leader") + text(l.x, l.y, l.text, "point-label", l.anchor)),
    "</svg>",
  ].join("");
}

/** A name cut to what fits left of the bars; the bar's hover says it whole. */
const short = (name: string) => (name.length > 21 ? `${name.slice(0, 20)}…` : name);

/** Horizontal share bars, one per row, the share written beside each. */
export function shareSvg(rows: readonly ShareRow[], label: string): string {
  const h = 22;
  const width = 360;
  const barX = 150;
  const barW = width - barX - 50;
  return [
    `<svg class="shares" viewBox="0 0 ${width} ${rows.length * h + 4}" role="img" aria-label="${esc(label)}">`,
    ...rows.map((r, i) => {
      const y = i * h + 2;
      const w = Math.max(1, r.share * barW);
      return `<g><title>${esc(r.title)}</title>${text(barX - 6, y + 14, short(r.name), "bar-label", "end")}<rect class="bar k${i % 10}" x="${barX}" y="${y}" width="${w.toFixed(1)}" height="${h - 6}"/>${text(barX + w + 4, y + 14, r.text, "bar-value")}</g>`;
    }),
    "</svg>",
  ].join("");
}

/** Devices by tokens/s and tokens per dollar, both better up and right, with the frontier no device beats. */
/** A tick of tokens per $ in the Pareto chart's margin: millions and thousands shortened ("6.2M"), so it fits. */
const compact = (v: number) =>
  v >= 1e6
    ? `${Number((v / 1e6).toPrecision(3))}M`
    : v >= 1e4
      ? `${Number((v / 1e3).toPrecision(3))}k`
      : fmtTokensPerSecond(v);

/** About the advance of one character of a 12 px point label, in chart units. */
const LABEL_CHAR = 7.2;

export function paretoSvg(
  points: readonly { id: string; tokensPerSecond: number; usdPerMtok: number | null }[],
  xTitle = "tokens/s per step (one replica)",
): string {
  const priced = points.filter((p) => p.usdPerMtok !== null && p.tokensPerSecond > 0);
  if (!priced.length) return `<p class="note">No device here states a price: set one to place them.</p>`;
  const W = 360;
  const H = 240;
  const box = { left: 60, right: 20, top: 12, bottom: 40 };
  const xs = priced.map((p) => p.tokensPerSecond);
  const ys = priced.map((p) => 1e6 / (p.usdPerMtok as number));
  const ax = axisFor(xs, box.left, W - box.right);
  const ay = axisFor(ys, H - box.bottom, box.top);
  const xy = priced.map((p, i) => ({ x: ax.scale(xs[i] as number), y: ay.scale(ys[i] as number), p }));
  const front = paretoFrontier(priced.map((_, i) => ({ x: xs[i] as number, y: ys[i] as number })));
  const path = stepPath(front.map((i) => xy[i] as { x: number; y: number }));
  return [
    `<svg class="pareto" viewBox="0 0 ${W} ${H}" role="img" aria-label="Tokens per second against tokens per dollar, by device">`,
    `<rect class="frame" x="${box.left}" y="${box.top}" width="${W - box.left - box.right}" height="${H - box.top - box.bottom}"/>`,
    ...ax.ticks.map((t) => text(t.at, H - box.bottom + 14, fmtTokensPerSecond(t.value), "tick", "middle")),
    ...ay.ticks.map((t) => text(box.left - 4, t.at + 4, compact(t.value), "tick", "end")),
    text((box.left + W - box.right) / 2, H - 6, xTitle, "axis-title", "middle"),
    `<text class="axis-title" x="12" y="${H / 2}" text-anchor="middle" transform="rotate(-90 12 ${H / 2})">tokens per $</text>`,
    path ? `<path class="frontier" d="${path}"/>` : "",
    ...xy.map(
      ({ x, y, p }, i) =>
        `<circle class="point r${i}" cx="${x}" cy="${y}" r="5"><title>${esc(`${p.id}: ${fmtTokensPerSecond(p.tokensPerSecond)} tokens/s, ${fmtUsd(p.usdPerMtok as number)}/Mtok`)}</title></circle>${
          // A label that would run past the right edge goes to the point's left (12 px text, about 7.2 units a character).
          x + 7 + p.id.length * LABEL_CHAR > W
            ? text(x - 7, y - 6, p.id, "point-label", "end")
            : text(x + 7, y - 6, p.id, "point-label")
        }`,
    ),
    "</svg>",
  ].join("");
}
