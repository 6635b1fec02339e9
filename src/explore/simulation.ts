// The explorer's serving-simulator panel as data: every number `venn simulate --format json` writes that the panel
// shows (raw value, text, what it is), and the panel's HTML around them and the run's time-series chart. The browser
// test reads the same figures from the CLI's JSON, so the comparison is exact.
import { fmtMilliseconds, fmtPercent, fmtTokensPerSecond, fmtUsd } from "../render/format.ts";
import { simulationSeriesChart } from "../render/simulate.ts";
import type { SimulateModel } from "../report/index.ts";
import { esc } from "./panels.ts";
import { KNEE_RATES } from "./state.ts";
import { paretoSvg } from "./svg.ts";

/** One simulator number: its key (data-sim), the value as the JSON report has it, the text shown and what it is. */
export interface SimFigure {
  key: string;
  label: string;
  value: number | null;
  text: string;
  title: string;
}

const LATENCIES = [
  ["ttft", "TTFT", "time to first token: arrival to the first output token"],
  ["tpot", "TPOT", "time per output token after the first, per request"],
  ["e2e", "E2E", "arrival to the last output token"],
] as const;

const rate = (v: number) => (v >= 100 ? fmtTokensPerSecond(v) : String(Number(v.toPrecision(3))));

/** The panel's numbers, in the order drawn: latency P50 and P99, throughput, goodput and SLA attainment, KV peak. */
export function simulationFigures(m: SimulateModel): SimFigure[] {
  const fig = (
    key: string,
    label: string,
    value: number | null,
    text: (v: number) => string,
    title: string,
  ) => ({
    key,
    label,
    value,
    text: value === null ? "—" : text(value),
    title,
  });
  const ms = (v: number) => `${fmtMilliseconds(v)} ms`;
  const sla = m.sla
    ? [
        m.sla.ttftSeconds !== undefined ? `TTFT ≤ ${fmtMilliseconds(m.sla.ttftSeconds)} ms` : "",
        m.sla.tpotSeconds !== undefined ? `TPOT ≤ ${fmtMilliseconds(m.sla.tpotSeconds)} ms` : "",
      ]
        .filter(Boolean)
        .join(" and ")
    : "no SLA set";
  return [
    ...LATENCIES.flatMap(([key, name, what]) => [
      fig(`latency.${key}.p50`, `${name} P50`, m.latency[key].p50, ms, `median ${what}`),
      fig(`latency.${key}.p99`, `${name} P99`, m.latency[key].p99, ms, `99th percentile ${what}`),
    ]),
    fig(
      "throughput.requestsPerSecond",
      "Throughput",
      m.throughput.requestsPerSecond,
      (v) => `${rate(v)} req/s`,
      "completed requests per second of the run",
    ),
    fig(
      "throughput.outputTokensPerSecond",
      "Output tokens/s",
      m.throughput.outputTokensPerSecond,
      (v) => `${fmtTokensPerSecond(v)} tok/s`,
      "output tokens per second of the run",
    ),
    fig(
      "throughput.goodputRequestsPerSecond",
      "Goodput",
      m.throughput.goodputRequestsPerSecond,
      (v) => `${rate(v)} req/s`,
      `requests per second meeting ${sla}`,
    ),
    fig("slaShare", "SLA attainment", m.slaShare, fmtPercent, `share of completed requests meeting ${sla}`),
    fig("kv.peakShare", "KV cache peak", m.kv.peakShare, fmtPercent, `of ${m.kv.blocks} KV blocks`),
  ];
}

/** The panel: what ran, the figures, the verdict and the time series (both frames; the stylesheet shows one). */
export function simulationPanelHtml(m: SimulateModel): string {
  const w = m.workload;
  const figures = simulationFigures(m)
    .map(
      (f) =>
        `<div class="fig"><dt>${esc(f.label)}</dt><dd data-sim="${esc(f.key)}" data-value="${f.value === null ? "" : String(f.value)}" title="${esc(f.title)}">${esc(f.text)}</dd></div>`,
    )
    .join("");
  const verdict =
    m.verdict.verdict === "stable"
      ? `Stable: ${m.verdict.waitingAtLastArrival} waiting when the last request arrived.`
      : `Overloaded: ${m.verdict.waitingAtLastArrival} waiting when the last request arrived; it holds ${rate(m.verdict.sustainedRequestsPerSecond)} req/s.`;
  return `<p class="sim-run">${esc(`${m.modelName} on ${m.hardware.name} · ${m.engine.name} · ${m.precision} · ${m.parallel} · ${w.arrivals} · isl ${w.isl} · osl ${w.osl} · ${w.requests} requests · seed ${w.seed}`)}</p>
<dl>${figures}</dl>
<p class="sim-verdict" data-sim-verdict="${esc(m.verdict.verdict)}">${esc(verdict)}</p>
<div class="chart sim-chart">${simulationSeriesChart(m)}</div>`;
}

/** One device's SLA knee: what `venn simulate --rates` reports for it (the knee's run), or why it has none. */
export interface KneeRow {
  id: string;
  name: string;
  /** The highest swept rate meeting the SLA; null where none does. */
  knee: number | null;
  /** The reported run's output tokens/s and $/Mtok (the knee's, or the lowest rate's where none meets the SLA). */
  outputTokensPerSecond: number | null;
  usdPerMillionTokens: number | null;
  problem?: string;
}

/** A device's knee row from its `venn simulate --rates` report model. */
export const kneeRow = (m: SimulateModel): KneeRow => ({
  id: m.hardware.id,
  name: m.hardware.name,
  knee: m.knee,
  outputTokensPerSecond: m.knee === null ? null : m.throughput.outputTokensPerSecond,
  usdPerMillionTokens: m.knee === null ? null : m.usdPerMillionTokens,
});

/** The knee per device (a list, each number with its raw value) and the devices at their knees on the Pareto chart. */
export function kneePanelHtml(rows: readonly KneeRow[]): string {
  const top = KNEE_RATES[KNEE_RATES.length - 1] as number;
  const cell = (key: string, value: number | null, text: string) =>
    `<span data-knee="${esc(key)}" data-value="${value === null ? "" : String(value)}">${esc(text)}</span>`;
  const items = rows.map((r) => {
    if (r.problem) return `<li>${esc(r.name)}: <span class="error">${esc(r.problem)}</span></li>`;
    if (r.knee === null)
      return `<li>${esc(r.name)}: ${cell(`${r.id}.knee`, null, `no rate from ${KNEE_RATES[0]} req/s meets the SLA`)}</li>`;
    const knee = `${r.knee === top ? "≥ " : ""}${r.knee} req/s`;
    return `<li>${esc(r.name)}: ${cell(`${r.id}.knee`, r.knee, knee)} · ${cell(`${r.id}.outputTokensPerSecond`, r.outputTokensPerSecond, `${fmtTokensPerSecond(r.outputTokensPerSecond ?? 0)} output tok/s`)} · ${cell(`${r.id}.usdPerMillionTokens`, r.usdPerMillionTokens, r.usdPerMillionTokens === null ? "no price" : `${fmtUsd(r.usdPerMillionTokens)}/Mtok`)}</li>`;
  });
  const points = rows.flatMap((r) =>
    r.knee !== null && r.outputTokensPerSecond !== null
      ? [{ id: r.id, tokensPerSecond: r.outputTokensPerSecond, usdPerMtok: r.usdPerMillionTokens }]
      : [],
  );
  return `<ul class="knees">${items.join("")}</ul>${points.length ? `<div class="chart narrow">${paretoSvg(points, "output tokens/s at the SLA knee")}</div>` : ""}`;
}
