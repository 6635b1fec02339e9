// `venn explore`: one self-contained HTML page with the cost pipeline inside (the explorer page's script, built by
// npm run build:cli) and the documents it reads, so every control change reruns `venn report` in the browser, offline.
import { gzipSync } from "node:zlib";
import { type Diagnostic, hasErrors } from "../diagnostics/index.ts";
import { DEFAULT_ENGINE, normalizeEngine } from "../engine/index.ts";
import { ENGINE_TABLE_KINDS, engineTableFile } from "../engine-tables/index.ts";
import { DEFAULT_STATE, type ExploreState, esc, MAX_DEVICES } from "../explore/index.ts";
import { fsReader, INPUT_KINDS, type InputKind, packageRoot, readText } from "../load/index.ts";
import type { EngineDoc } from "../schema/index.ts";
import { validateEngine } from "../validate/index.ts";
import { Session } from "./shared/session.ts";

export interface ExploreOptions {
  /** Models shown (ids or paths); the first is the page's opening model. Default: every shipped one, llama-3.1-8b first. */
  models: readonly string[];
  /** Devices (ids or paths), the first MAX_DEVICES opened side by side; their engine tables are carried. */
  hardware: readonly string[];
  /** Engines whose tables are carried for the devices (default: the default engine). */
  engines?: readonly string[];
  cwd?: string;
  /** The page script (dist/explore.page.js): read by the command, or handed in by a test. */
  script?: string;
}

export interface ExploreResult {
  html?: string;
  diagnostics: Diagnostic[];
  /** Bytes of documents carried, before compression, by kind. */
  carried?: Record<string, number>;
}

/** The model the page opens on where none is named. */
const OPENING_MODEL = "llama-3.1-8b";

/** Kinds whose every shipped file the page carries (engine tables are chosen per device). */
const CARRIED: readonly InputKind[] = ["circuit", "model", "hardware", "kernels", "fusions", "engine"];

export function explore(options: ExploreOptions): ExploreResult {
  const cwd = options.cwd ?? process.cwd();
  const reader = fsReader(cwd);
  const session = new Session(reader);
  const root = packageRoot();
  const documents: Record<string, string> = {};
  const carried: Record<string, number> = {};
  const carry = (key: string, text: string, kind: string) => {
    documents[key] = text;
    carried[kind] = (carried[kind] ?? 0) + text.length;
  };
  // A file named on the command line is carried under its kind's folder by its file name, so ids resolve as shipped.
  const idOf = (kind: InputKind, ref: string): string | undefined => {
    const { path, diagnostics } = reader.resolve(kind, ref);
    session.diagnostics.push(...diagnostics);
    if (!path) return undefined;
    const name = path.split(/[\\/]/).pop() as string;
    const { text, diagnostics: read } = readText(path, reader.display(path));
    session.diagnostics.push(...read);
    if (text === undefined) return undefined;
    carry(`${INPUT_KINDS[kind].folder}/${name}`, text, kind);
    return name.slice(0, -INPUT_KINDS[kind].suffix.length);
  };
  for (const kind of CARRIED) for (const id of reader.listIds(kind)) idOf(kind, id);
  const models = (options.models.length ? options.models : [OPENING_MODEL]).flatMap(
    (m) => idOf("model", m) ?? [],
  );
  const hardware = options.hardware.flatMap((h) => idOf("hardware", h) ?? []);
  // Each engine's measured tables for the devices named: only those, as the page cannot cost a device it lacks.
  const engines = options.engines?.length ? options.engines : [DEFAULT_ENGINE];
  for (const ref of engines) {
    const read = session.load<EngineDoc>("engine", ref, validateEngine);
    if (!read) continue;
    const engine = normalizeEngine(read.value, read.file);
    const base = reader.dirname(reader.dirname(read.path));
    for (const h of hardware) {
      const version = engine.tables?.devices[h];
      if (!engine.tables || version === undefined) continue;
      for (const kind of ENGINE_TABLE_KINDS) {
        const file = engineTableFile(h, engine.tables.framework, version, kind);
        const { text, diagnostics } = readText(reader.join(base, file), file);
        if (text !== undefined) carry(file, text, "engine-table");
        else if (!diagnostics.some((d) => d.code === "LOAD_FILE_NOT_FOUND"))
          session.diagnostics.push(...diagnostics);
      }
    }
  }
  const diagnostics = session.finish();
  if (hasErrors(diagnostics) || !models.length || !hardware.length) return { diagnostics };
  const script = options.script ?? readText(`${root}/dist/explore.page.js`, "dist/explore.page.js");
  const scriptText = typeof script === "string" ? script : script.text;
  if (scriptText === undefined)
    return { diagnostics: [...diagnostics, ...(typeof script === "string" ? [] : script.diagnostics)] };
  // Engines the page can run on every device shown: those with tables carried or none needed.
  const runnable = reader
    .listIds("engine")
    .filter((id) => documents[`engines/${id}.engine.yaml`] !== undefined);
  const initial: ExploreState = {
    ...DEFAULT_STATE,
    model: models[0] as string,
    hardware: hardware.slice(0, MAX_DEVICES),
    engine:
      engines[0] === DEFAULT_ENGINE || !engines[0]
        ? DEFAULT_ENGINE
        : (idOf("engine", engines[0]) ?? DEFAULT_ENGINE),
  };
  const data = {
    models: [...new Set([...models, ...reader.listIds("model")])],
    hardware: [...new Set(hardware)],
    engines: runnable,
    initial,
  };
  return { html: explorePage(data, documents, scriptText), diagnostics, carried };
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The page: styles, the controls' and panels' places, the data and the script; the same inputs give the same bytes. */
function explorePage(data: object, documents: Record<string, string>, script: string): string {
  // Sorted, so the bytes depend on the documents, not the order they were read in; gzip level fixed for the same reason.
  const sorted = Object.fromEntries(
    Object.entries(documents).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const packed = gzipSync(JSON.stringify(sorted), { level: 9 }).toString("base64");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' blob:; style-src 'unsafe-inline'; img-src data:; connect-src data:">
<title>venn explore</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<header><h1>venn explore</h1><p>The cost model of <code>venn report</code>, run in this page on the documents it carries: no network.</p></header>
<form id="controls" aria-label="Settings" onsubmit="return false"></form>
<div class="cli"><label for="cli">Command for these numbers</label><input id="cli" readonly><button id="copy" type="button">Copy CLI</button></div>
<main id="panels" aria-live="polite"><p>Loading…</p></main>
<script type="application/json" id="venn-data">${scriptJson(data)}</script>
<script type="application/octet-stream" id="venn-documents">${esc(packed)}</script>
<script>${script}</script>
</body>
</html>
`;
}

const PAGE_CSS = `
:root{--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--bg:#fff;--accent:#0969da;font-family:system-ui,sans-serif;color:var(--fg);background:var(--bg)}
body{margin:0 auto;max-width:1440px;padding:12px}
h1{font-size:1.3rem;margin:0}header p{margin:4px 0 10px;color:var(--muted)}
form{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px 12px;padding:10px;border:1px solid var(--line);border-radius:6px}
label{display:flex;flex-direction:column;font-size:.8rem;color:var(--muted);gap:2px}
select,input{font:inherit;font-size:.95rem;padding:4px;min-height:32px;border:1px solid var(--line);border-radius:4px;color:var(--fg);background:#fff;width:100%;min-width:0;box-sizing:border-box}
label,form>*{min-width:0}
:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.cli{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:10px 0}.cli label{flex-basis:100%}
.cli input{flex:1;width:auto;min-width:0;font-family:ui-monospace,monospace;font-size:.8rem}
button{font:inherit;padding:6px 12px;min-height:32px;border:1px solid var(--accent);background:var(--accent);color:#fff;border-radius:4px;cursor:pointer}
.devices{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:12px}
section{border:1px solid var(--line);border-radius:6px;padding:10px;margin-bottom:12px;min-width:0}
h2{font-size:1.05rem;margin:0 0 6px}h3{font-size:.9rem;margin:12px 0 4px;color:var(--muted)}
dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:6px;margin:0}
.fig{border-left:3px solid var(--line);padding-left:6px}dt{font-size:.75rem;color:var(--muted)}dd{margin:0;font-size:1.1rem;font-variant-numeric:tabular-nums;cursor:help}
.chart{overflow-x:auto}.chart svg{width:100%;height:auto;display:block}.chart.narrow{max-width:520px}
svg text{font-size:12px;fill:var(--fg)}svg .tick{font-size:11px;fill:var(--muted)}svg .axis-title{font-size:12px}
svg .grid{stroke:#eef1f4}svg .frame{fill:none;stroke:var(--line)}svg .slope,svg .ceiling{stroke:#24292f;stroke-width:1.5}
svg .leader{stroke:#8c959f}svg .drop{stroke:#8c959f;stroke-dasharray:2 2}svg .point{fill-opacity:.75;stroke:#fff}
svg .strip{fill:#f6f8fa;stroke:var(--line);stroke-dasharray:3 2}svg .frontier{fill:none;stroke:var(--accent);stroke-width:2}svg .point-label,svg .ceiling-label{font-size:11px}
.r0,.k0{fill:#0969da}.r1,.k1{fill:#cf222e}.r2,.k2{fill:#1a7f37}.r3,.k3{fill:#8250df}.r4,.k4{fill:#bf8700}.r5,.k5{fill:#0a7b83}.r6,.k6{fill:#d1242f}.r7,.k7{fill:#6e7781}.k8{fill:#953800}.k9{fill:#57606a}
.error{color:#cf222e;white-space:pre-wrap}
@media (max-width:480px){body{padding:8px}form{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}.devices{grid-template-columns:minmax(0,1fr)}dl{grid-template-columns:1fr 1fr}
.chart svg.roofline{min-width:600px}}
`;
