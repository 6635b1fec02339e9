// The explorer's serving-simulator panel as data: every number `venn simulate --format json` writes that the panel
// shows (raw value, text, what it is), and the panel's HTML around them and the run's time-series chart. The browser
// test reads the same figures from the CLI's JSON, so the comparison is exact.
import { fmtMilliseconds, fmtPercent, fmtTokensPerSecond } from "../render/format.ts";
import { simulationSeriesChart } from "../render/simulate.ts";
import type { SimulateModel } from "../report/index.ts";
import { esc } from "./panels.ts";

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
