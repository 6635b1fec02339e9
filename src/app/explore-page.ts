/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The explorer page's script (bundled for the browser by build/explore.ts, inlined by `venn explore`): it reads the
// documents the page carries, runs the same analysis as `venn report` on them at every control change, and draws the
// panels. Its state lives in the URL hash.

import { formatDiagnostic } from "../diagnostics/index.ts";
import {
  decodeTable,
  deviceFigures,
  type ExploreState,
  esc,
  figureHtml,
  kindShares,
  MAX_DEVICES,
  type PackedDocuments,
  paretoSvg,
  reportCommand,
  rooflineSvg,
  settingsProblem,
  shareSvg,
  siteShares,
  stateFromHash,
  stateToHash,
  unpackDocuments as unpackTables,
  usdPerMillionTokens,
  workItems,
} from "../explore/index.ts";
import { PRESETS, type PresetName } from "../formats/index.ts";
import { parseLayout, SINGLE_DEVICE } from "../ir/index.ts";
import { type InputDocuments, type InputReader, memoryReader } from "../load/index.ts";
import type { ReportModel } from "../report/index.ts";
import { CommandScope } from "./scope.ts";
import { analyzeState as analyzeExploreState, type ExploreData } from "./shared/explore-analysis.ts";
import { importDropped } from "./shared/explore-import.ts";

const data = JSON.parse(
  (document.getElementById("venn-data") as HTMLElement).textContent as string,
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

let state: ExploreState = stateFromHash(location.hash, data.initial);
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
  acceptConfigs();
  document.body.dataset.unpackMs = (performance.now() - unpacking).toFixed(2);
  $("controls").addEventListener("change", () => {
    state = readControls();
    update();
  });
  $("copy").addEventListener("click", () => {
    const cli = $("cli") as HTMLInputElement;
    cli.select();
    navigator.clipboard?.writeText(cli.value).catch(() => undefined);
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
    update();
  });
  update();
  document.body.dataset.analyzedAt = performance.now().toFixed(0);
  // The page's own analysis of the opening state against the one `venn explore` carried: the same panels, or a bug.
  if (opening) document.body.dataset.opening = $("panels").innerHTML === opening ? "same" : "differs";
}

start().catch((error: unknown) => {
  $("panels").innerHTML = `<p class="error" role="alert">${esc(String(error))}</p>`;
});
