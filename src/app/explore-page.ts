/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The explorer page's script (bundled for the browser by build/explore.ts, inlined by `venn explore`): it reads the
// documents the page carries, runs the same analysis as `venn report` on them at every control change, and draws the
// panels. Its state lives in the URL hash.

import { type Diagnostic, diagnose, formatDiagnostic } from "../diagnostics/index.ts";
import {
  decodeTable,
  deviceFigures,
  type ExploreState,
  esc,
  figureHtml,
  KNEE_RATES,
  type KneeRow,
  kindShares,
  kneeArgs,
  kneePanelHtml,
  kneeRow,
  MAX_DEVICES,
  MAX_PAGE_REQUESTS,
  type PackedDocuments,
  paretoSvg,
  reportCommand,
  rooflineSvg,
  settingsProblem,
  shareSvg,
  simulateCommand,
  simulationPanelHtml,
  simulationSpec,
  siteShares,
  stateFromHash,
  stateToHash,
  unpackDocuments as unpackTables,
  usdPerMillionTokens,
  workItems,
} from "../explore/index.ts";
import { PRESETS, type PresetName } from "../formats/index.ts";
import { parseLayout, SINGLE_DEVICE } from "../ir/index.ts";
import {
  type InputDocuments,
  type InputReader,
  LENGTHS_FOLDER,
  LENGTHS_SUFFIX,
  type LengthHistogram,
  memoryReader,
  parseLengthHistogram,
} from "../load/index.ts";
import type { ReportModel, SimulateModel } from "../report/index.ts";
import { CommandScope } from "./scope.ts";
import { analyzeState as analyzeExploreState, type ExploreData } from "./shared/explore-analysis.ts";
import { importDropped } from "./shared/explore-import.ts";
import { fillLengths, simulateWith } from "./shared/simulation.ts";

/** Whether this build has the serving simulator (build/explore.ts: explore-sim.page.js); false leaves its code out. */
declare const VENN_SIMULATOR: boolean;

/** This script also runs as the simulator's Web Worker, from a Blob of its own text: there is no document there. */
const IN_WORKER = typeof document === "undefined";
/** The script's own text, the worker's source (an inline script's currentScript, read while it runs). */
const OWN_SOURCE = IN_WORKER ? "" : (document.currentScript?.textContent ?? "");

const data = (
  IN_WORKER ? {} : JSON.parse((document.getElementById("venn-data") as HTMLElement).textContent as string)
) as ExploreData;
let reader: InputReader;
// One scope for the page: every input is read, parsed and validated once, and a model bound once per precision.
const scope = new CommandScope();
const $ = (id: string) => document.getElementById(id) as HTMLElement;

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${esc(value)}"${selected ? " selected" : ""}>${esc(label)}</option>`;
const select = (id: string, label: string, values: readonly [string, string][], chosen: string) =>
  `<label for="${id}">${esc(label)}<select id="${id}">${values.map(([v, l]) => option(v, l, v === chosen)).join("")}</select></label>`;
const number = (id: string, label: string, value: number, min: number, step = 1) =>
  `<label for="${id}">${esc(label)}<input id="${id}" type="number" inputmode="numeric" min="${min}" step="${step}" value="${value}"></label>`;

/** The controls for a state, each labelled; a change anywhere reads them all back. */
function controlsHtml(s: ExploreState): string {
  const ids = (list: readonly string[]) => list.map((v) => [v, v] as [string, string]);
  const devices = Array.from({ length: MAX_DEVICES }, (_, i) =>
    select(
      `hw${i}`,
      `Device ${i + 1}`,
      i === 0 ? ids(data.hardware) : [["", "none"], ...ids(data.hardware)],
      s.hardware[i] ?? "",
    ),
  );
  return [
    select("model", "Model", ids(data.models), s.model),
    ...devices,
    select("precision", "Precision", [["", "model's own"], ...ids(Object.keys(PRESETS))], s.precision),
    select("engine", "Engine", ids(data.engines), s.engine),
    `<label for="parallel">Parallel layout<input id="parallel" type="text" placeholder="tp=2" value="${esc(s.parallel)}" spellcheck="false"></label>`,
    number("batch", "Batch (sequences)", s.batch, 1),
    number("context", "Context (tokens)", s.context, 1),
    number("chunk", "Prefill chunk (0: none)", s.chunk, 0),
    number("price", "Price per device-hour (USD, 0: profile's)", s.price, 0, 0.01),
    select(
      "against",
      "Venn against (a model the engine serves)",
      [["", "none"], ...ids(data.models)],
      s.against,
    ),
  ].join("");
}

function readControls(): ExploreState {
  const v = (id: string) => ($(id) as HTMLInputElement).value;
  const hardware = Array.from({ length: MAX_DEVICES }, (_, i) => v(`hw${i}`)).filter((h) => h !== "");
  const hash = stateToHash({
    ...state,
    model: v("model"),
    hardware: [...new Set(hardware)],
    precision: v("precision") as PresetName | "",
    engine: v("engine"),
    parallel: v("parallel").trim(),
    batch: Number(v("batch")),
    context: Number(v("context")),
    chunk: Number(v("chunk")),
    price: Number(v("price")),
    against: v("against"),
  });
  return stateFromHash(hash, state);
}

/** The analysis `venn report` runs for these arguments, on the page's documents. */
const analyzeState = (s: ExploreState) => analyzeExploreState(reader, s, scope);

/** The roofline frame that fits a device column now: narrow under 640 px (the .devices grid: 320 px columns, 12 px gaps). */
function rooflineFrame(devices: number): "wide" | "narrow" {
  const width = $("panels").clientWidth;
  const perRow = Math.max(1, Math.min(devices, Math.floor((width + 12) / 332)));
  return (width - 12 * (perRow - 1)) / perRow - 22 < 640 ? "narrow" : "wide";
}

function panelsHtml(report: ReportModel, s: ExploreState): string {
  const frame = rooflineFrame(report.hardware.length);
  const layout = (s.parallel && parseLayout(s.parallel).layout) || SINGLE_DEVICE;
  const columns = report.hardware.map((hw) => {
    const figures = deviceFigures(report, hw.id, layout);
    const t = decodeTable(report, hw.id);
    const tables = report.tables.filter((x) => x.hardware === hw.id);
    const at = (k: string) => figures.find((f) => f.key === `${hw.id}.${k}`);
    const group = (keys: string[]) =>
      `<dl>${keys
        .flatMap((k) => at(k) ?? [])
        .map(figureHtml)
        .join("")}</dl>`;
    return `<section class="device" aria-labelledby="h-${esc(hw.id)}">
<h2 id="h-${esc(hw.id)}">${esc(hw.name)}</h2>
<h3>Headline</h3>${group(["floorSeconds", "expectedSeconds", "tokensPerSecondExpected", "neededBytes", "usdPerMillionTokens", "joulesPerToken"])}
<h3>Memory</h3>${group(["weightBytes", "kvBytes", "activationBytes", "headroomBytes"])}
${
  report.venn
    ? `<h3>Venn against ${esc(report.venn.against.join(", "))}</h3><dl>${figures
        .filter((f) => f.key.startsWith(`${hw.id}.venn.`))
        .map(figureHtml)
        .join("")}</dl>`
    : ""
}
<h3>Roofline</h3><div class="chart">${rooflineSvg(report, hw.id, tables, frame)}</div>
${t ? `<h3>Time by site</h3><div class="chart">${shareSvg(siteShares(t), `time share by site on ${hw.name}`)}</div>` : ""}
${t ? `<h3>Floor by kernel kind</h3><div class="chart">${shareSvg(kindShares(t), `floor share by kind on ${hw.name}`)}</div>` : ""}
</section>`;
  });
  const pareto = report.hardware.map((hw) => {
    const t = decodeTable(report, hw.id);
    const tps = t?.tokensPerSecondExpected ?? 0;
    return {
      id: hw.id,
      tokensPerSecond: tps,
      usdPerMtok: usdPerMillionTokens(hw.pricePerHour, Math.max(layout.tp, layout.ep) * layout.pp, tps),
    };
  });
  const work = workItems(report);
  const workList = report.venn
    ? `<section aria-labelledby="h-work"><h2 id="h-work">Work list for the ${esc(report.venn.kernels)} kernels</h2>${work.length ? `<ol>${work.map((w) => `<li title="${esc(w.title)}">${esc(w.text)}</li>`).join("")}</ol>` : "<p>Nothing to add: every site is served as it is.</p>"}</section>`
    : "";
  return `<div class="devices">${columns.join("")}</div>${workList}
<section aria-labelledby="h-pareto"><h2 id="h-pareto">Across devices</h2><div class="chart narrow">${paretoSvg(pareto)}</div></section>`;
}

let state: ExploreState = IN_WORKER ? ({} as ExploreState) : stateFromHash(location.hash, data.initial);
let updates = 0;

function update(): void {
  const started = performance.now();
  const problem = settingsProblem(state);
  const cli = reportCommand(state);
  ($("cli") as HTMLInputElement).value = cli;
  if (problem) {
    $("panels").innerHTML = `<p class="error" role="alert">${esc(problem)}</p>`;
  } else {
    const result = analyzeState(state);
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    $("panels").innerHTML = result.report
      ? panelsHtml(result.report, state)
      : `<pre class="error" role="alert">${esc(errors.map((d) => formatDiagnostic(d)).join("\n"))}</pre>`;
  }
  if (VENN_SIMULATOR) requestSimulation(state);
  history.replaceState(null, "", `#${stateToHash(state)}`);
  updates += 1;
  const ms = performance.now() - started;
  document.body.dataset.updates = String(updates);
  document.body.dataset.updateMs = ms.toFixed(2);
}

/** The documents the page carries: base64 of gzipped JSON, decoded and unpacked by the browser's own code. */
async function unpackDocuments(): Promise<InputDocuments> {
  // The documents follow this script in the page: wait for the parser to reach them.
  if (document.readyState === "loading")
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  const packed = (document.getElementById("venn-documents") as HTMLElement).textContent?.trim() ?? "";
  // A data: URL (the page's CSP allows connect-src data:) decodes base64 natively, where atob and a copy per byte did not.
  const body = (await fetch(`data:application/octet-stream;base64,${packed}`)).body as ReadableStream;
  const stream = body.pipeThrough(new DecompressionStream("gzip"));
  return unpackTables(JSON.parse(await new Response(stream).text()) as PackedDocuments);
}

/** The page's documents: those it carries, then model files imported from dropped configs. */
let documents: InputDocuments = {};

/** A dropped or chosen config.json: imported as `venn import-hf` would, added as a model and costed. */
async function addConfig(file: File): Promise<void> {
  const dropped = importDropped(await file.text(), file.name, data.models);
  const problems = dropped.diagnostics.map((d) => formatDiagnostic(d)).join("\n");
  const errors = dropped.diagnostics.some((d) => d.severity === "error");
  const said = problems ? `<pre class="${errors ? "error" : ""}">${esc(problems)}</pre>` : "";
  document.body.dataset.imports = String(Number(document.body.dataset.imports ?? 0) + 1);
  if (!dropped.id || dropped.path === undefined || dropped.text === undefined) {
    $("imported").innerHTML = `<p class="error" role="alert">${esc(file.name)} was not imported:</p>${said}`;
    return;
  }
  documents = { ...documents, [dropped.path]: dropped.text };
  reader = memoryReader(documents);
  if (VENN_SIMULATOR) shareDocuments(documents);
  data.models.push(dropped.id);
  $("imported").innerHTML =
    `<p>Imported ${esc(file.name)} as <b>${esc(dropped.id)}</b>: <code>${esc(`${dropped.command} -o ${dropped.path}`)}</code> writes the same model file.</p>${said}`;
  state = { ...state, model: dropped.id };
  $("controls").innerHTML = controlsHtml(state);
  update();
}

/** The file input and drops anywhere on the page; any failure is said on the page, never thrown. */
function acceptConfigs(): void {
  const take = (file: File | undefined) => {
    if (file)
      addConfig(file).catch((error: unknown) => {
        $("imported").innerHTML = `<p class="error" role="alert">${esc(String(error))}</p>`;
      });
  };
  const input = $("hf-config") as HTMLInputElement;
  input.addEventListener("change", () => {
    take(input.files?.[0]);
    input.value = "";
  });
  document.addEventListener("dragover", (e) => {
    e.preventDefault();
    document.body.classList.add("dropping");
  });
  document.addEventListener("dragleave", () => document.body.classList.remove("dropping"));
  document.addEventListener("drop", (e) => {
    e.preventDefault();
    document.body.classList.remove("dropping");
    take(e.dataTransfer?.files[0]);
  });
}

/** Where the page opens on the state `venn explore` analyzed, its panels drawn from that report; else undefined. */
function openingPanels(): string | undefined {
  if (!data.opening || stateToHash(state) !== stateToHash(data.initial)) return undefined;
  ($("cli") as HTMLInputElement).value = reportCommand(state);
  $("panels").innerHTML = panelsHtml(data.opening, state);
  document.body.dataset.opening = "drawn";
  document.body.dataset.openingAt = performance.now().toFixed(0);
  // As the document holds it, to compare with what the page's own analysis draws.
  return $("panels").innerHTML;
}

async function start(): Promise<void> {
  $("controls").innerHTML = controlsHtml(state);
  const opening = openingPanels();
  // Let the browser paint the opening panels (the next frame) before the documents are unpacked and analyzed.
  if (opening) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const unpacking = performance.now();
  documents = await unpackDocuments();
  reader = memoryReader(documents);
  if (VENN_SIMULATOR) startSimulator(documents);
  acceptConfigs();
  document.body.dataset.unpackMs = (performance.now() - unpacking).toFixed(2);
  $("controls").addEventListener("change", () => {
    state = readControls();
    update();
  });
  $("copy").addEventListener("click", () => {
    const cli = $("cli") as HTMLInputElement;
    cli.select();
    // Both commands, where the page has the simulator: the cost panels' and the simulator's.
    const sim = VENN_SIMULATOR ? `\n${($("sim-cli") as HTMLInputElement).value}` : "";
    navigator.clipboard?.writeText(`${cli.value}${sim}`).catch(() => undefined);
  });
  // A resize that changes which roofline frame fits redraws the panels.
  let frame = rooflineFrame(state.hardware.length);
  window.addEventListener("resize", () => {
    if (rooflineFrame(state.hardware.length) === frame) return;
    frame = rooflineFrame(state.hardware.length);
    update();
  });
  window.addEventListener("hashchange", () => {
    const next = stateFromHash(location.hash, state);
    if (stateToHash(next) === stateToHash(state)) return;
    state = next;
    $("controls").innerHTML = controlsHtml(state);
    if (VENN_SIMULATOR) $("sim-controls").innerHTML = simControlsHtml(state);
    update();
  });
  update();
  document.body.dataset.analyzedAt = performance.now().toFixed(0);
  // The page's own analysis of the opening state against the one `venn explore` carried: the same panels, or a bug.
  if (opening) document.body.dataset.opening = $("panels").innerHTML === opening ? "same" : "differs";
}

if (IN_WORKER) {
  if (VENN_SIMULATOR) serveSimulations();
} else
  start().catch((error: unknown) => {
    $("panels").innerHTML = `<p class="error" role="alert">${esc(String(error))}</p>`;
  });

// The serving simulator (`venn simulate` on the first device shown). It runs in a Web Worker made from this same script,
// so a control change redraws the cost panels at once and the simulator's panel when its run ends. Each run carries the
// generation of the state it was asked for; a reply for an older generation is dropped, never drawn.

/** What the page asks the worker: the state of one generation. */
interface SimJob {
  generation: number;
  state: ExploreState;
}

/** What the worker answers: the report model `venn simulate --format json` writes, or why there is none. */
interface SimReply {
  generation: number;
  report?: SimulateModel;
  problem?: string;
}

/** The simulator controls for a state, each labelled; the distribution names carried are offered for the lengths. */
function simControlsHtml(s: ExploreState): string {
  const names = data.lengths ?? [];
  const text = (id: string, label: string, value: string) =>
    `<label for="${id}">${esc(label)}<input id="${id}" type="text" list="length-names" value="${esc(value)}" spellcheck="false"></label>`;
  const max = (html: string, limit: number) => html.replace("<input ", `<input max="${limit}" `);
  return [
    text("isl", "Input tokens (number or distribution)", s.isl),
    text("osl", "Output tokens (number or distribution)", s.osl),
    `<datalist id="length-names">${names.map((n) => `<option value="${esc(n)}"></option>`).join("")}<option value="lognormal:1000,600"></option></datalist>`,
    select(
      "load",
      "Load",
      [
        ["poisson", "Poisson arrivals"],
        ["concurrency", "Concurrency (closed loop)"],
      ],
      s.load,
    ),
    number("rate", "Arrival rate (requests/s)", s.rate, 0, 0.1),
    max(number("concurrency", "Concurrency (requests in flight)", s.concurrency, 1), MAX_PAGE_REQUESTS),
    max(number("requests", `Requests (≤ ${MAX_PAGE_REQUESTS})`, s.requests, 1), MAX_PAGE_REQUESTS),
    number("ttft", "SLA TTFT (ms, 0: none)", s.ttft, 0),
    number("tpot", "SLA TPOT (ms, 0: none)", s.tpot, 0),
  ].join("");
}

function readSimControls(): ExploreState {
  const v = (id: string) => ($(id) as HTMLInputElement).value;
  const hash = stateToHash({
    ...state,
    isl: v("isl"),
    osl: v("osl"),
    load: v("load") as ExploreState["load"],
    rate: Number(v("rate")),
    concurrency: Number(v("concurrency")),
    requests: Number(v("requests")),
    ttft: Number(v("ttft")),
    tpot: Number(v("tpot")),
  });
  return stateFromHash(hash, state);
}

let simWorker: Worker | undefined;
/** The newest state's generation, the one in the worker (null when idle), and the newest waiting behind it. */
let simGeneration = 0;
let simRunning: number | null = null;
let simWaiting: SimJob | undefined;
let simAskedAt = 0;

const simPanel = (html: string) => {
  $("sim-panel").innerHTML = html;
};

/** The simulator's section, after the cost panels. */
const SIMULATOR_SECTION = `<section id="simulator" class="sim" aria-labelledby="h-sim">
<h2 id="h-sim">Serving simulator: <code>venn simulate</code> on the first device</h2>
<form id="sim-controls" aria-label="Workload" onsubmit="return false"></form>
<div class="cli"><label for="sim-cli">Command for the simulator's numbers</label><input id="sim-cli" readonly><button id="copy-sim" type="button">Copy</button></div>
<div id="sim-panel" aria-live="polite"><p>Loading…</p></div>
<h3 id="h-knee">SLA knee across devices: the highest arrival rate with the SLA met</h3>
<div id="knee-panel" aria-live="polite" aria-labelledby="h-knee"><p>Loading…</p></div>
</section>`;

/** A worker running this same script (IN_WORKER), from one Blob URL of its text. */
let ownScriptUrl: string | undefined;
const ownWorker = () => {
  ownScriptUrl ??= URL.createObjectURL(new Blob([OWN_SOURCE], { type: "text/javascript" }));
  return new Worker(ownScriptUrl);
};

/** Starts the worker and hands it the documents; without one (a browser that refuses it) the panel says so. */
function startSimulator(documents: InputDocuments): void {
  $("panels").insertAdjacentHTML("afterend", SIMULATOR_SECTION);
  $("sim-controls").innerHTML = simControlsHtml(state);
  // A workload change leaves the cost panels as they are: only the simulator runs, and the hash follows.
  $("sim-controls").addEventListener("change", () => {
    state = readSimControls();
    requestSimulation(state);
    history.replaceState(null, "", `#${stateToHash(state)}`);
  });
  $("copy-sim").addEventListener("click", () => {
    const cli = $("sim-cli") as HTMLInputElement;
    cli.select();
    navigator.clipboard?.writeText(cli.value).catch(() => undefined);
  });
  try {
    simWorker = ownWorker();
  } catch (error) {
    simPanel(`<p class="error" role="alert">The simulator needs a Web Worker: ${esc(String(error))}</p>`);
    return;
  }
  simWorker.addEventListener("message", (event: MessageEvent) => drawSimulation(event.data as SimReply));
  simWorker.addEventListener("error", (event: ErrorEvent) => {
    simRunning = null;
    simPanel(`<p class="error" role="alert">The simulator stopped: ${esc(event.message)}</p>`);
    startWaitingKnees();
  });
  simWorker.postMessage({ documents, lengths: data.lengths ?? [] });
  startKneeWorker(documents);
}

/** The documents again, to both workers, after a dropped config.json added a model (before any run that names it). */
function shareDocuments(documents: InputDocuments): void {
  for (const worker of [simWorker, kneeWorker])
    worker?.postMessage({ documents, lengths: data.lengths ?? [] });
}

/** The command of the run asked last: a change that leaves it as it was (batch, context, against) runs nothing. */
let simAskedFor = "";

/** Asks for this state's simulation, then its knees (which wait until the simulation is drawn). */
function requestSimulation(s: ExploreState): void {
  askSimulation(s);
  requestKnees(s);
}

/** Asks for a run of this state: a new generation, so whatever runs or waits for an older one is never drawn. */
function askSimulation(s: ExploreState): void {
  const command = simulateCommand(s);
  if (command === simAskedFor) return;
  simAskedFor = command;
  simGeneration += 1;
  simAskedAt = performance.now();
  document.body.dataset.simAsked = String(simGeneration);
  ($("sim-cli") as HTMLInputElement).value = command;
  const { problem } = simulationSpec(s, data.lengths ?? []);
  if (problem || !simWorker) {
    simWaiting = undefined;
    if (problem) simPanel(`<p class="error" role="alert">${esc(problem)}</p>`);
    document.body.dataset.simDrawn = String(simGeneration);
    return;
  }
  $("sim-panel").setAttribute("aria-busy", "true");
  simPanel(`<p class="sim-wait">Simulating ${s.requests} requests on ${esc(s.hardware[0] ?? "")}…</p>`);
  const job = { generation: simGeneration, state: s };
  if (simRunning === null) postSimulation(job);
  else simWaiting = job;
}

function postSimulation(job: SimJob): void {
  simRunning = job.generation;
  simWorker?.postMessage({ run: job });
}

function drawSimulation(reply: SimReply): void {
  simRunning = null;
  if (simWaiting) {
    const next = simWaiting;
    simWaiting = undefined;
    postSimulation(next);
  }
  // A reply for an older state: a newer run is under way or its problem is already shown.
  startWaitingKnees();
  if (reply.generation !== simGeneration) return;
  simPanel(
    reply.report
      ? simulationPanelHtml(reply.report)
      : `<pre class="error" role="alert">${esc(reply.problem ?? "no result")}</pre>`,
  );
  $("sim-panel").removeAttribute("aria-busy");
  document.body.dataset.simDrawn = String(reply.generation);
  document.body.dataset.simMs = (performance.now() - simAskedAt).toFixed(1);
}

// The SLA knee of every device shown, swept in a second worker of the same script so the simulator's own panel never
// waits behind a sweep; tagged by generation like it.
let kneeWorker: Worker | undefined;
let kneeGeneration = 0;
let kneeRunning: number | null = null;
let kneeWaiting: SimJob | undefined;
let kneeAskedFor = "";
/** A sweep starts once the controls have been still this long (and the simulator is idle): it is seconds of work. */
const KNEE_IDLE_MS = 1000;
let kneeChangedAt = 0;

function startKneeWorker(documents: InputDocuments): void {
  try {
    kneeWorker = ownWorker();
  } catch (error) {
    $("knee-panel").innerHTML = `<p class="error" role="alert">${esc(String(error))}</p>`;
    return;
  }
  kneeWorker.addEventListener("message", (event: MessageEvent) =>
    drawKnees(event.data as { generation: number; knees: KneeRow[] }),
  );
  kneeWorker.addEventListener("error", (event: ErrorEvent) => {
    kneeRunning = null;
    $("knee-panel").innerHTML = `<p class="error" role="alert">The sweep stopped: ${esc(event.message)}</p>`;
  });
  kneeWorker.postMessage({ documents, lengths: data.lengths ?? [] });
}

/** Asks for every shown device's knee; the rate and load controls do not change it (the sweep sets the rate). */
function requestKnees(s: ExploreState): void {
  // Any change restarts the wait for still controls, a sweep asked earlier included.
  kneeChangedAt = performance.now();
  if (kneeWaiting) setTimeout(startWaitingKnees, KNEE_IDLE_MS);
  const commands = s.hardware.map((h) => kneeArgs(s, h).join(" ")).join("\n");
  if (commands === kneeAskedFor) return;
  kneeAskedFor = commands;
  kneeGeneration += 1;
  document.body.dataset.kneeAsked = String(kneeGeneration);
  const swept = { ...s, load: "poisson" as const, rate: KNEE_RATES[0] };
  const { problem } = simulationSpec(swept, data.lengths ?? []);
  if (problem || !kneeWorker) {
    kneeWaiting = undefined;
    if (problem) $("knee-panel").innerHTML = `<p class="error" role="alert">${esc(problem)}</p>`;
    document.body.dataset.kneeDrawn = String(kneeGeneration);
    return;
  }
  $("knee-panel").innerHTML =
    `<p class="sim-wait">Sweeping ${KNEE_RATES.join(", ")} req/s on ${esc(s.hardware.join(", "))}…</p>`;
  // A sweep waits for the simulator and for the controls to be still: one worker busy at a time, and none while the
  // settings are being changed, leaves the page's own updates a core.
  kneeWaiting = { generation: kneeGeneration, state: s };
  setTimeout(startWaitingKnees, KNEE_IDLE_MS);
}

function startWaitingKnees(): void {
  if (!kneeWaiting || kneeRunning !== null || simRunning !== null) return;
  if (performance.now() - kneeChangedAt < KNEE_IDLE_MS - 1) return;
  const next = kneeWaiting;
  kneeWaiting = undefined;
  kneeRunning = next.generation;
  kneeWorker?.postMessage({ knee: next });
}

function drawKnees(reply: { generation: number; knees: KneeRow[] }): void {
  kneeRunning = null;
  startWaitingKnees();
  if (reply.generation !== kneeGeneration) return;
  $("knee-panel").innerHTML = kneePanelHtml(reply.knees);
  document.body.dataset.kneeDrawn = String(reply.generation);
}

/** The worker's side: the documents once, then one simulation per message, as `venn simulate` runs it on files. */
function serveSimulations(): void {
  const worker = globalThis as unknown as {
    onmessage: ((event: MessageEvent) => void) | null;
    postMessage(message: SimReply | { generation: number; knees: KneeRow[] }): void;
  };
  // One scope for the worker's life: inputs read and a model bound once, as in the page.
  const simScope = new CommandScope();
  let documents: InputDocuments = {};
  let simReader: InputReader | undefined;
  let carried: string[] = [];
  const tables = new Map<string, { histogram?: LengthHistogram; diagnostics: Diagnostic[] }>();
  // A carried distribution parsed as `venn simulate` parses workloads/NAME.lengths.csv, once.
  const lengthTable = (name: string) => {
    const file = `${LENGTHS_FOLDER}/${name}${LENGTHS_SUFFIX}`;
    const known = tables.get(name);
    if (known) return known;
    const text = documents[file];
    const read =
      text === undefined
        ? { diagnostics: [diagnose("LOAD_FILE_NOT_FOUND", { path: file })] }
        : parseLengthHistogram(text, file, name);
    tables.set(name, read);
    return read;
  };
  worker.onmessage = (event) => {
    const message = event.data as {
      documents?: InputDocuments;
      lengths?: string[];
      run?: SimJob;
      knee?: SimJob;
    };
    if (message.documents) {
      documents = message.documents;
      carried = message.lengths ?? [];
      simReader = memoryReader(documents);
      return;
    }
    if (message.knee && simReader) {
      const r = simReader;
      const { generation, state: s } = message.knee;
      worker.postMessage({ generation, knees: s.hardware.map((h) => kneeOf(r, s, h)) });
      return;
    }
    const job = message.run;
    if (!job || !simReader) return;
    worker.postMessage({ generation: job.generation, ...simulateState(simReader, job.state) });
  };

  /** One device's knee as `venn simulate --rates` finds it (kneeArgs): the state's workload over KNEE_RATES. */
  function kneeOf(r: InputReader, s: ExploreState, hardware: string): KneeRow {
    const swept: ExploreState = { ...s, hardware: [hardware], load: "poisson", rate: KNEE_RATES[0] };
    const { problem, report } = simulateState(r, swept, KNEE_RATES);
    return report
      ? kneeRow(report)
      : {
          id: hardware,
          name: hardware,
          knee: null,
          outputTokensPerSecond: null,
          usdPerMillionTokens: null,
          problem: problem ?? "",
        };
  }

  function simulateState(
    r: InputReader,
    s: ExploreState,
    rates?: readonly number[],
  ): Omit<SimReply, "generation"> {
    const { spec, problem } = simulationSpec(s, carried);
    if (!spec) return { problem: problem ?? "" };
    const hardware = s.hardware[0] ?? "";
    const layout = s.parallel ? parseLayout(s.parallel).layout : undefined;
    const filled = fillLengths(
      { arrivals: spec.arrivals, isl: spec.isl, osl: spec.osl, requests: s.requests, seed: 0 },
      lengthTable,
    );
    if ("diagnostics" in filled)
      return { problem: filled.diagnostics.map((d) => formatDiagnostic(d)).join("\n") };
    try {
      const result = simulateWith(
        r,
        {
          model: s.model,
          hardware,
          engine: s.engine,
          ...(s.precision ? { preset: s.precision } : {}),
          ...(layout ? { parallel: layout } : {}),
          ...(s.price > 0 ? { prices: { [hardware]: s.price } } : {}),
          workload: filled.workload,
          ...(spec.sla ? { sla: spec.sla } : {}),
          ...(rates ? { rates } : {}),
        },
        simScope,
      );
      if (result.report) return { report: result.report };
      const errors = result.diagnostics.filter((d) => d.severity === "error");
      return { problem: errors.map((d) => formatDiagnostic(d)).join("\n") || "the simulator gave no result" };
    } catch (error) {
      return { problem: `the simulator failed: ${String(error)}` };
    }
  }
}
