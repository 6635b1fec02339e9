// `venn explore`: one self-contained HTML page with the cost pipeline inside (the explorer page's script, built by
// npm run build:cli) and the documents it reads, so every control change reruns `venn report` in the browser, offline.
import { gzipSync } from "node:zlib";
import { type Diagnostic, hasErrors } from "../diagnostics/index.ts";
import { DEFAULT_ENGINE, normalizeEngine } from "../engine/index.ts";
import { ENGINE_TABLE_KINDS, ENGINE_TABLES_DIR, engineTableFile } from "../engine-tables/index.ts";
import {
  DEFAULT_STATE,
  type ExploreState,
  esc,
  MAX_DEVICES,
  packDocuments,
  rowsOfDtypes,
} from "../explore/index.ts";
import {
  fsReader,
  INPUT_KINDS,
  type InputKind,
  LENGTHS_FOLDER,
  LENGTHS_SUFFIX,
  lengthNames,
  lengthsFile,
  memoryReader,
  packageRoot,
  readText,
} from "../load/index.ts";
import type { EngineDoc } from "../schema/index.ts";
import { validateEngine } from "../validate/index.ts";
import { analyzeState, type ExploreData } from "./shared/explore-analysis.ts";
import { Session } from "./shared/session.ts";

export interface ExploreOptions {
  /** Models shown (ids or paths); the first is the page's opening model. Default: every shipped one, llama-3.1-8b first. */
  models: readonly string[];
  /** Devices (ids or paths), the first MAX_DEVICES opened side by side; their engine tables are carried. */
  hardware: readonly string[];
  /** Engines whose tables are carried for the devices (default: the default engine). */
  engines?: readonly string[];
  cwd?: string;
  /**
   * The serving simulator (dist/explore-sim.page.js) and the named length distributions it draws from
   * (workloads/*.lengths.csv), about 30 KB gzipped: on unless false (`--no-simulator`, the cost panels only).
   */
  simulator?: boolean;
  /** The page script (dist/explore.page.js, or explore-sim.page.js with `simulator`): read by the command, or handed in by a test. */
  script?: string;
  /** The page around it (templates/explore-page.html), likewise. */
  shell?: string;
}

export interface ExploreResult {
  html?: string;
  diagnostics: Diagnostic[];
  /** Bytes of documents carried, before compression, by kind. */
  carried?: Record<string, number>;
}

/** The model the page opens on where none is named. */
const OPENING_MODEL = "llama-3.1-8b";

/** Kinds whose every shipped file the page carries; hardware profiles and engine tables only for the devices named
 * (the device controls offer those alone, and a profile reads no other file). */
const CARRIED: readonly InputKind[] = ["circuit", "model", "kernels", "fusions", "engine"];

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
  // A GEMM row is read only at a dtype a carried engine maps a weight format to (src/cost/engine-table.ts), so rows
  // of any other dtype (vLLM's fp8_block) could never answer on the page: they are left out, about a third of a table.
  const gemmDtypes = new Map<string, Set<string>>();
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
        if (kind === "gemm")
          gemmDtypes.set(
            file,
            new Set([...(gemmDtypes.get(file) ?? []), ...Object.values(engine.tables.gemm)]),
          );
      }
    }
  }
  for (const [file, dtypes] of gemmDtypes) {
    const text = documents[file];
    if (text === undefined) continue;
    const kept = rowsOfDtypes(text, dtypes);
    carried["engine-table"] = (carried["engine-table"] ?? 0) - text.length + kept.length;
    documents[file] = kept;
  }
  // The named length distributions (28 KB, 11 KB gzipped), so the simulator draws from the tables `venn simulate` reads.
  const lengths = (options.simulator !== false ? lengthNames(cwd) : []).filter((name) => {
    const path = lengthsFile(name, cwd);
    const file = `${LENGTHS_FOLDER}/${name}${LENGTHS_SUFFIX}`;
    // One the page cannot carry (over the document size limit) is left out of its menu, not an error of the page.
    const text = path ? readText(path, file).text : undefined;
    if (text !== undefined) carry(file, text, "lengths");
    return text !== undefined;
  });
  // An engine with measured tables for a device shown, tables not carried (--engines names those carried), could not
  // cost that device on the page: it is not carried, and so not offered.
  const chosen = new Set(engines.map((ref) => reader.resolve("engine", ref).path));
  for (const id of reader.listIds("engine")) {
    const read = session.load<EngineDoc>("engine", id, validateEngine);
    if (!read || chosen.has(read.path)) continue;
    const devices = normalizeEngine(read.value, read.file).tables?.devices ?? {};
    if (hardware.some((h) => devices[h] !== undefined)) {
      const key = `${INPUT_KINDS.engine.folder}/${id}${INPUT_KINDS.engine.suffix}`;
      carried.engine = (carried.engine ?? 0) - (documents[key]?.length ?? 0);
      delete documents[key];
    }
  }
  const diagnostics = session.finish();
  if (hasErrors(diagnostics) || !models.length || !hardware.length) return { diagnostics };
  const read = (given: string | undefined, file: string) =>
    given === undefined ? readText(`${root}/${file}`, file) : { text: given, diagnostics: [] };
  const script = read(
    options.script,
    options.simulator !== false ? "dist/explore-sim.page.js" : "dist/explore.page.js",
  );
  const shell = read(options.shell, "templates/explore-page.html");
  if (script.text === undefined || shell.text === undefined)
    return { diagnostics: [...diagnostics, ...script.diagnostics, ...shell.diagnostics] };
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
  // The opening state analyzed here, on the documents the page carries, as the page would: it draws these panels
  // at once and then its own (src/app/explore-page.ts).
  const opening = analyzeState(memoryReader(documents), initial).report;
  const data: ExploreData = {
    models: [...new Set([...models, ...reader.listIds("model")])],
    hardware: [...new Set(hardware)],
    engines: runnable,
    lengths,
    initial,
    ...(opening ? { opening } : {}),
  };
  return { html: explorePage(shell.text, data, documents, script.text), diagnostics, carried };
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The page: the shell (templates/explore-page.html) around the data and the script; the same inputs give the same bytes. */
function explorePage(shell: string, data: object, documents: Record<string, string>, script: string): string {
  // Sorted, so the bytes depend on the documents, not the order they were read in; gzip level fixed for the same reason.
  const sorted = Object.fromEntries(
    Object.entries(documents).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  // Engine tables go column by column (src/explore/pack.ts): 3 devices' vLLM tables gzip to half the bytes.
  const tables = packDocuments(sorted, (file) => file.startsWith(`${ENGINE_TABLES_DIR}/`));
  const packed = gzipSync(JSON.stringify(tables), { level: 9 }).toString("base64");
  // split/join, not replace: a script's "$&" is text, not a pattern
  return [
    ["<!--venn:data-->", scriptJson(data)],
    ["<!--venn:documents-->", esc(packed)],
    ["<!--venn:script-->", script],
  ].reduce((page, [marker, text]) => page.split(marker as string).join(text as string), shell);
}
