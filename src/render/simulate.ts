// `venn simulate` rendered: text (≤ 100 columns), Markdown, JSON and one self-contained HTML page with SVG charts.
import type { LatencyStats, SimulateModel, SweepPoint } from "../report/index.ts";
import type { ChartLayout } from "./chart-kit.ts";
import { fmtInt, fmtJoules, fmtMilliseconds, fmtPercent, fmtTokensPerSecond, fmtUsd } from "./format.ts";
import { compileTemplates, type Templates } from "./handlebars.ts";
import { scriptHash } from "./html.ts";

export const SIMULATE_FORMATS = ["text", "md", "json", "html"] as const;
export type SimulateFormat = (typeof SIMULATE_FORMATS)[number];
export const SIMULATE_EXTENSIONS: Record<SimulateFormat, string> = {
  text: "txt",
  md: "md",
  json: "json",
  html: "html",
};

const LATENCIES = [
  ["TTFT", "ttft"],
  ["TPOT", "tpot"],
  ["ITL", "itl"],
  ["E2E", "e2e"],
  ["queue", "queue"],
] as const;
const COLUMNS = ["mean", "p50", "p90", "p95", "p99", "max"] as const;

const fmtRate = (r: number) => (r >= 100 ? fmtInt(r) : Number(r.toPrecision(3)).toString());
const ms = (s: number) => fmtMilliseconds(s);

/** Where a knob's value came from, in one word for the terminal (the full source is in Markdown and JSON). */
const origin = (source: string) =>
  source.startsWith("--") ? "flag" : source.startsWith("the fit model") ? "fit model" : "engine";

function headline(m: SimulateModel): string[] {
  const s = m.scheduler;
  const w = m.workload;
  const amount =
    w.durationSeconds !== null
      ? `${w.durationSeconds} s (≤ ${fmtInt(w.requests)} requests)`
      : `${fmtInt(w.requests)} requests`;
  const prefix = w.prefix ? ` · prefix ${w.prefix.tokens} tokens in ${w.prefix.groups} groups` : "";
  return [
    `${m.modelName} on ${m.hardware.name} · ${m.engine.name} ${m.engine.version} · ${m.precision} · ${m.parallel}`,
    // A replayed trace draws nothing: its line names the file and the lengths' means, no seed.
    ...(w.arrivals.startsWith("trace ")
      ? [`workload   ${w.arrivals} · ${amount}`, `           isl ${w.isl} · osl ${w.osl}`]
      : [`workload   ${w.arrivals} · isl ${w.isl} · osl ${w.osl} · ${amount} · seed ${w.seed}${prefix}`]),
    `scheduler  max_num_seqs ${s.maxNumSeqs.value} (${origin(s.maxNumSeqs.source)}) · batched tokens ${fmtInt(s.maxBatchedTokens.value)} (${origin(s.maxBatchedTokens.source)}) · block ${s.blockSize.value}${policyText(s)}`,
    `           KV blocks ${fmtInt(s.kvBlocks.value)} (${origin(s.kvBlocks.source)}) · prefix caching ${s.prefixCaching.value ? "on" : "off"}${s.reserveFullIsl.value ? " · full-ISL admission" : ""} · max_model_len ${fmtInt(s.maxModelLen.value)}`,
  ];
}

/** The policy rows that differ from vLLM V1's (mixed steps, chunked prompts, admission by chunk), for the header. */
function policyText(s: SimulateModel["scheduler"]): string {
  const parts = [
    s.batching.value === "prefill-first" ? "prefill-first" : "",
    s.chunkedPrefill.value ? "" : "whole prompts",
    s.admission.value === "whole-request" ? "whole-request admission" : "",
  ].filter(Boolean);
  return parts.length ? ` · ${parts.join(" · ")}` : "";
}

function slaText(m: SimulateModel): string {
  const parts: string[] = [];
  if (m.sla?.ttftSeconds !== undefined) parts.push(`TTFT ≤ ${ms(m.sla.ttftSeconds)} ms`);
  if (m.sla?.tpotSeconds !== undefined) parts.push(`TPOT ≤ ${ms(m.sla.tpotSeconds)} ms`);
  return parts.join(", ");
}

function facts(m: SimulateModel): [string, string][] {
  const t = m.throughput;
  const r = m.requests;
  const rows: [string, string][] = [
    [
      "throughput",
      `${fmtRate(t.requestsPerSecond)} req/s · ${fmtTokensPerSecond(t.outputTokensPerSecond)} output tok/s · ${fmtTokensPerSecond(t.inputTokensPerSecond)} input tok/s`,
    ],
  ];
  if (t.goodputRequestsPerSecond !== null)
    rows.push([
      "goodput",
      `${fmtRate(t.goodputRequestsPerSecond)} req/s meet ${slaText(m)} (${fmtPercent(m.slaShare ?? 0)} of requests)`,
    ]);
  rows.push(
    [
      "requests",
      `${fmtInt(r.completed)} completed · ${fmtInt(r.rejected)} rejected · ${fmtInt(r.preempted)} preempted (${fmtInt(r.preemptions)} preemptions)`,
    ],
    [
      "KV cache",
      `peak ${fmtPercent(m.kv.peakShare)} · mean ${fmtPercent(m.kv.meanShare)} of ${fmtInt(m.kv.blocks)} blocks · prefix hits ${fmtPercent(m.prefixHitShare)} of prompt tokens`,
    ],
    [
      "batch",
      `mean ${fmtRate(m.batch.meanRunning)} running · ${fmtRate(m.batch.meanTokensPerStep)} tokens/step (${fmtPercent(m.batch.prefillShare)} prefill) · ${fmtInt(m.batch.steps)} steps · busy ${fmtPercent(m.busyShare)}`,
    ],
    ...speculativeFacts(m),
    [
      "verdict",
      m.verdict.verdict === "stable"
        ? `stable: ${fmtInt(m.verdict.waitingAtLastArrival)} waiting when the last request arrived`
        : `overloaded: ${fmtInt(m.verdict.waitingAtLastArrival)} waiting when the last request arrived; it holds ${fmtRate(m.verdict.sustainedRequestsPerSecond)} req/s`,
    ],
    [
      "cost",
      `${m.joulesPerToken === null ? "no power figure" : `${fmtJoules(m.joulesPerToken)}/token`} · ${m.usdPerMillionTokens === null ? "no price" : `${fmtUsd(m.usdPerMillionTokens)}/Mtok`} at ${fmtTokensPerSecond(t.outputTokensPerSecond)} output tok/s over ${m.devices} device${m.devices === 1 ? "" : "s"}`,
    ],
  );
  return rows;
}

/** Speculative decoding's row: the draft, k and α, and the tokens each verification produced (expected and drawn). */
function speculativeFacts(m: SimulateModel): [string, string][] {
  const sp = m.speculative;
  if (!sp) return [];
  const drawn = sp.draftsVerified > 0 ? sp.draftsAccepted / sp.draftsVerified : 0;
  return [
    [
      "drafts",
      `${sp.draftName} · k ${sp.tokens} · α ${sp.accept} · ${fmtRate(sp.expectedTokensPerStep)} tokens/verification expected, ${fmtRate(sp.meanTokensPerStep)} drawn (${fmtPercent(drawn)} of ${fmtInt(sp.draftsVerified)} drafts accepted) · latencies and tok/s count produced tokens`,
    ],
  ];
}

const pad = (text: string, width: number) => text.padStart(width);
const padEnd = (text: string, width: number) => text.padEnd(width);

function sweepRows(sweep: readonly SweepPoint[]): string[][] {
  return sweep.map((p) => [
    fmtRate(p.rate),
    ms(p.ttft.p50),
    ms(p.ttft.p99),
    ms(p.tpot.p50),
    ms(p.tpot.p99),
    ms(p.e2e.p50),
    fmtRate(p.requestsPerSecond),
    fmtTokensPerSecond(p.outputTokensPerSecond),
    p.slaShare === null ? "–" : fmtPercent(p.slaShare),
    p.verdict,
  ]);
}
const SWEEP_HEAD = [
  "rate/s",
  "TTFT p50",
  "TTFT p99",
  "TPOT p50",
  "TPOT p99",
  "E2E p50",
  "req/s",
  "tok/s",
  "SLA met",
  "verdict",
];

const latencyCells = (stats: LatencyStats) => COLUMNS.map((c) => ms(stats[c]));

/** Text: every line within 100 columns (the latency table and the sweep are fixed width; long lines wrap at " · "). */
export function renderSimulationText(m: SimulateModel): string {
  const lines = [...headline(m), ""];
  lines.push(`${padEnd("latency (ms)", 12)}${COLUMNS.map((c) => pad(c, 10)).join("")}`);
  for (const [label, key] of LATENCIES)
    lines.push(
      `${padEnd(label, 12)}${latencyCells(m.latency[key])
        .map((c) => pad(c, 10))
        .join("")}`,
    );
  lines.push("");
  for (const [label, text] of facts(m)) lines.push(...wrap(`${padEnd(label, 11)}${text}`, 100, 11));
  if (m.sweep) {
    lines.push("", "rate sweep (latencies in ms)");
    const widths = [7, 9, 9, 9, 9, 9, 7, 8, 8, 11];
    lines.push(SWEEP_HEAD.map((h, i) => pad(h, widths[i] as number)).join(""));
    for (const row of sweepRows(m.sweep)) lines.push(row.map((c, i) => pad(c, widths[i] as number)).join(""));
    lines.push(...wrap(kneeText(m), 100, 0));
  }
  lines.push("", ...wrap(pricingText(m), 100, 0));
  return `${lines.join("\n")}\n`;
}

function kneeText(m: SimulateModel): string {
  const what = m.sla ? `meets ${slaText(m)} for ≥ 90 % of requests and is stable` : "is stable";
  return m.knee === null
    ? `no swept rate ${what}`
    : `knee: ${fmtRate(m.knee)} req/s is the highest rate that ${what}`;
}

const pricingText = (m: SimulateModel) =>
  `each step priced from ${m.stepPricing.gridSteps} ${m.stepPricing.basis} step times of the cost model (venn report's), interpolated for mixed steps`;

/** Breaks a line at " · " (then spaces) so none exceeds `width`; continuation lines are indented by `indent`. */
function wrap(line: string, width: number, indent: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(" · ", width - 1);
    let skip = 3;
    if (cut <= indent) {
      cut = rest.lastIndexOf(" ", width - 1);
      skip = 1;
    }
    if (cut <= indent) break;
    out.push(rest.slice(0, cut));
    rest = " ".repeat(indent) + rest.slice(cut + skip);
  }
  out.push(rest);
  return out;
}

const mdEscape = (text: string) => text.replace(/\|/g, "\\|");

export function renderSimulationMarkdown(m: SimulateModel): string {
  const [title, ...rest] = headline(m);
  const out = [
    `# venn simulate: ${mdEscape(title as string)}`,
    "",
    ...rest.map((l) => `- ${mdEscape(l.trim())}`),
    "",
  ];
  out.push(`| latency (ms) | ${COLUMNS.join(" | ")} |`, `|---|${COLUMNS.map(() => "---:").join("|")}|`);
  for (const [label, key] of LATENCIES)
    out.push(`| ${label} | ${latencyCells(m.latency[key]).join(" | ")} |`);
  out.push("", "| | |", "|---|---|");
  for (const [label, text] of facts(m)) out.push(`| ${label} | ${mdEscape(text)} |`);
  if (m.sweep) {
    out.push(
      "",
      "## Rate sweep (latencies in ms)",
      "",
      `| ${SWEEP_HEAD.join(" | ")} |`,
      `|${SWEEP_HEAD.map(() => "---:").join("|")}|`,
    );
    for (const row of sweepRows(m.sweep)) out.push(`| ${row.join(" | ")} |`);
    out.push("", kneeText(m));
  }
  out.push("", "## Scheduler", "", "| knob | value | source |", "|---|---:|---|");
  const s = m.scheduler;
  const knobs: [string, string, string][] = [
    ["max_num_seqs", String(s.maxNumSeqs.value), s.maxNumSeqs.source],
    ["max_num_batched_tokens", String(s.maxBatchedTokens.value), s.maxBatchedTokens.source],
    ["block_size", String(s.blockSize.value), s.blockSize.source],
    ["KV blocks", String(s.kvBlocks.value), s.kvBlocks.source],
    ["prefix caching", s.prefixCaching.value ? "on" : "off", s.prefixCaching.source],
    ["reserve full ISL", s.reserveFullIsl.value ? "on" : "off", s.reserveFullIsl.source],
    ["max_model_len", String(s.maxModelLen.value), s.maxModelLen.source],
    ["batching", s.batching.value, s.batching.source],
    ["chunked prefill", s.chunkedPrefill.value ? "on" : "off", s.chunkedPrefill.source],
    ["admission", s.admission.value, s.admission.source],
  ];
  for (const [k, v, src] of knobs) out.push(`| ${k} | ${v} | ${mdEscape(src)} |`);
  out.push("", pricingText(m), "");
  return out.join("\n");
}

export const renderSimulationJson = (m: SimulateModel) => `${JSON.stringify(m, null, 2)}\n`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The line charts' frames (chart-kit's ChartLayout): the wide one drawn at 1:1 on a desktop, the narrow one on a phone. */
const LINE_FRAMES = {
  wide: { width: 880, height: 260, left: 48, right: 10, bottom: 28 },
  narrow: { width: 360, height: 240, left: 16, right: 8, bottom: 28 },
} as const satisfies Record<ChartLayout, object>;
/** About the advance of one 12-px sans-serif character, and a legend row's height. */
const LINE_CHAR_PX = 7;
const LEGEND_ROW_PX = 16;

/**
 * A line chart in SVG: series over a shared x axis, each scaled to the chart's height by its own maximum or 1. The
 * wide frame puts the legend on one row; the narrow one stacks it, a row per series, above the lines.
 */
function lineChartSvg(
  layout: ChartLayout,
  xs: readonly number[],
  series: readonly { name: string; values: readonly number[]; color: string; max?: number }[],
  xLabel: string,
  marker?: number,
): string {
  const f = LINE_FRAMES[layout];
  const [w, h, left, bottom] = [f.width, f.height, f.left, f.bottom];
  const top = layout === "wide" ? 24 : 8 + series.length * LEGEND_ROW_PX;
  const xMax = Math.max(1e-12, ...xs);
  const x = (v: number) => left + ((w - left - f.right) * v) / xMax;
  const paths = series.map((s) => {
    const max = s.max ?? Math.max(1e-12, ...s.values);
    const y = (v: number) => h - bottom - ((h - bottom - top) * v) / max;
    const points = s.values.map((v, i) => `${x(xs[i] as number).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    return `<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${points}"/>`;
  });
  let legendX = left + 8;
  const legend = series
    .map((s, i) => {
      const at = layout === "wide" ? `x="${legendX}" y="14"` : `x="${left}" y="${14 + i * LEGEND_ROW_PX}"`;
      legendX += s.name.length * LINE_CHAR_PX + 24;
      return `<text ${at} fill="${s.color}">${escapeHtml(s.name)}</text>`;
    })
    .join("");
  const knee =
    marker === undefined
      ? ""
      : `<line x1="${x(marker).toFixed(1)}" x2="${x(marker).toFixed(1)}" y1="${top}" y2="${h - bottom}" stroke="#888" stroke-dasharray="4 3"/><text x="${(x(marker) + 4).toFixed(1)}" y="${h - bottom - 6}" fill="#555"${x(marker) > w / 2 ? ` text-anchor="end" dx="-8"` : ""}>knee ${fmtRate(marker)}/s</text>`;
  const cls = layout === "wide" ? "line-chart chart-wide" : "line-chart-narrow chart-narrow";
  return `<svg class="${cls}" viewBox="0 0 ${w} ${h}" role="img" font-size="12" font-family="system-ui,sans-serif"><line x1="${left}" y1="${h - bottom}" x2="${w - f.right}" y2="${h - bottom}" stroke="#333"/><line x1="${left}" y1="${top}" x2="${left}" y2="${h - bottom}" stroke="#333"/>${paths.join("")}${legend}${knee}<text x="${w - f.right}" y="${h - 8}" text-anchor="end" fill="#333">${escapeHtml(xLabel)} (max ${fmtRate(xMax)})</text></svg>`;
}

/** A figure holding the chart in both frames (the stylesheet shows one), under its caption. */
function lineChart(
  title: string,
  xs: readonly number[],
  series: readonly { name: string; values: readonly number[]; color: string; max?: number }[],
  xLabel: string,
  marker?: number,
): string {
  const svgs = (["wide", "narrow"] as const).map((layout) =>
    lineChartSvg(layout, xs, series, xLabel, marker),
  );
  return `<figure><figcaption>${escapeHtml(title)}</figcaption>${svgs.join("")}</figure>`;
}

/** The run's time series (running, waiting, KV use) as a figure in both frames; the explorer page draws it too. */
export function simulationSeriesChart(m: SimulateModel): string {
  const times = m.series.running.map((_, i) => (i + 0.5) * m.series.binSeconds);
  return lineChart(
    "Running and waiting requests, KV use (each line scaled to its own maximum; KV to 100 %)",
    times,
    [
      {
        name: `running (max ${fmtRate(Math.max(0, ...m.series.running))})`,
        values: m.series.running,
        color: "#1f77b4",
      },
      {
        name: `waiting (max ${fmtRate(Math.max(0, ...m.series.waiting))})`,
        values: m.series.waiting,
        color: "#d62728",
      },
      { name: "KV use (of 100 %)", values: m.series.kvShare, color: "#2ca02c", max: 1 },
    ],
    "time, s",
  );
}

/** One self-contained page: the Markdown's facts as HTML tables, the time series and the sweep's latency curve. */
export function renderSimulationHtml(m: SimulateModel, templates: Templates): string {
  const charts = [simulationSeriesChart(m)];
  if (m.sweep) {
    const rates = m.sweep.map((p) => p.rate);
    charts.push(
      lineChart(
        "Latency against arrival rate (P99 TTFT and P99 TPOT, each scaled to its own maximum)",
        rates,
        [
          {
            name: `TTFT p99 (max ${ms(Math.max(...m.sweep.map((p) => p.ttft.p99)))} ms)`,
            values: m.sweep.map((p) => p.ttft.p99),
            color: "#9467bd",
          },
          {
            name: `TPOT p99 (max ${ms(Math.max(...m.sweep.map((p) => p.tpot.p99)))} ms)`,
            values: m.sweep.map((p) => p.tpot.p99),
            color: "#ff7f0e",
          },
        ],
        "arrival rate, req/s",
        m.knee ?? undefined,
      ),
    );
  }
  // In a scrolling region of its own, as the report's tables: a narrow screen scrolls the table, not the page.
  const table = (label: string, head: readonly string[], rows: readonly (readonly string[])[]) =>
    `<div class="scroll" role="region" aria-label="${escapeHtml(label)}" tabindex="0"><table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
      .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`)
      .join("")}</tbody></table></div>`;
  const [title, ...rest] = headline(m);
  const body = [
    `<h1>venn simulate: ${escapeHtml(title as string)}</h1>`,
    `<ul>${rest.map((l) => `<li>${escapeHtml(l.trim())}</li>`).join("")}</ul>`,
    table(
      "latency percentiles",
      ["latency (ms)", ...COLUMNS],
      LATENCIES.map(([label, key]) => [label, ...latencyCells(m.latency[key])]),
    ),
    table("throughput, requests, KV cache and cost", ["", ""], facts(m)),
    ...charts,
    ...(m.sweep
      ? [table("rate sweep", SWEEP_HEAD, sweepRows(m.sweep)), `<p>${escapeHtml(kneeText(m))}</p>`]
      : []),
    `<p>${escapeHtml(pricingText(m))}</p>`,
  ];
  // The page shell (head, stylesheet, CSP) is the shared layout template's, in the HTML chunk like every page's.
  return compileTemplates(
    templates,
    "html",
    "simulate",
  )({
    pageTitle: `venn simulate: ${m.modelName}`,
    scriptHash: scriptHash(templates),
    body: body.join("\n"),
  });
}

export const SIMULATE_RENDERERS: Record<SimulateFormat, (m: SimulateModel, templates: Templates) => string> =
  {
    text: renderSimulationText,
    md: renderSimulationMarkdown,
    json: renderSimulationJson,
    html: renderSimulationHtml,
  };
