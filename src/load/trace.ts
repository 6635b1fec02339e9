// Request traces (`venn simulate --trace`): arrival time, prompt and output tokens per request, from the public trace
// formats as written. Each format is a registry row (how it is spotted, which columns, the time unit); every bad row is
// one positioned diagnostic, and a file with any is refused whole.
import type { Diagnostic } from "../diagnostics/index.ts";
import { diagnose } from "../diagnostics/index.ts";
import { type CsvCell, parseCsv } from "./csv.ts";
import { PROTOTYPE_KEYS } from "./guards.ts";
import { readText } from "./source.ts";

/** A trace as the simulator takes it: arrivals in seconds from the first request, in file order. */
export interface RequestTrace {
  format: TraceFormatId;
  count: number;
  arrival: Float64Array;
  prompt: Int32Array;
  output: Int32Array;
  /** Mooncake's per-request prefix block hashes, where the format has them, and the tokens each hashed block covers. */
  hashIds?: Int32Array[];
  hashBlockTokens?: number;
}

export type TraceFormatId = "csv" | "jsonl" | "azure" | "burstgpt" | "mooncake" | "llmservingsim" | "vllm";

type Kind = "csv" | "jsonl" | "json";

/** How a time column is written: seconds, milliseconds, or an ISO-like date-time (Azure). */
type TimeUnit = "s" | "ms" | "datetime";

interface TraceFormat {
  id: TraceFormatId;
  kind: Kind;
  /** Columns (CSV header cells or JSON keys): arrival time, prompt tokens, output tokens. */
  time: string;
  input: string;
  output: string;
  unit: TimeUnit;
  /** A key holding prefix block hashes (Mooncake), and the tokens one hashed block covers. */
  hashes?: string;
  hashBlockTokens?: number;
  /** What an output count of 0 means in this format, said beside the refusal. */
  zeroOutput?: string;
  source: string;
}

/** The formats, most specific first: detection takes the first whose three columns are all present. */
export const TRACE_FORMATS: readonly TraceFormat[] = [
  {
    id: "azure",
    kind: "csv",
    time: "TIMESTAMP",
    input: "ContextTokens",
    output: "GeneratedTokens",
    unit: "datetime",
    source: "Azure/AzurePublicDataset data/AzureLLMInferenceTrace_{conv,code}.csv",
  },
  {
    id: "burstgpt",
    kind: "csv",
    time: "Timestamp",
    input: "Request tokens",
    output: "Response tokens",
    unit: "s",
    zeroOutput: "BurstGPT writes 0 for a failed request: replay BurstGPT_without_fails_*.csv",
    source:
      "HPMLL/BurstGPT README (Timestamp, Model, Request tokens, Response tokens, Total tokens, Log Type)",
  },
  {
    id: "csv",
    kind: "csv",
    time: "arrival_s",
    input: "input_tokens",
    output: "output_tokens",
    unit: "s",
    source: "venn's own trace columns",
  },
  {
    id: "mooncake",
    kind: "jsonl",
    time: "timestamp",
    input: "input_length",
    output: "output_length",
    unit: "ms",
    hashes: "hash_ids",
    // kvcache-ai/Mooncake FAST25-release/README.md at 3b5a5941: "Remapped prefix block hashes. The block size is 512
    // tokens. Identical hash IDs indicate reusable prefix KV cache blocks" (its samples share 12 ids, 6,144 tokens).
    hashBlockTokens: 512,
    source: "kvcache-ai/Mooncake FAST25-release/traces/*.jsonl",
  },
  {
    id: "llmservingsim",
    kind: "jsonl",
    time: "arrival_time",
    input: "input_toks",
    output: "output_toks",
    unit: "s",
    source: "casys-kaist/LLMServingSim bench/examples/*/vllm/requests.jsonl",
  },
  {
    id: "jsonl",
    kind: "jsonl",
    time: "arrival_s",
    input: "input_tokens",
    output: "output_tokens",
    unit: "s",
    source: "venn's own trace keys",
  },
  {
    id: "vllm",
    kind: "json",
    time: "start_times",
    input: "input_lens",
    output: "output_lens",
    unit: "s",
    source:
      "vllm-project/vllm vllm/benchmarks/serve.py at 009e6d4a (result keys input_lens, start_times, output_lens with --save-result --save-detailed)",
  },
];

export const TRACE_FORMAT_IDS: readonly TraceFormatId[] = TRACE_FORMATS.map((f) => f.id);

/** A trace may be far larger than a model file: 2 million requests (the simulator's cap) at ~60 bytes a row. */
export const MAX_TRACE_BYTES = 128 * 1024 * 1024;
/** The most problems listed from one file: the first ones locate the fault; thousands more only bury it. */
export const MAX_TRACE_PROBLEMS = 50;
/** The largest token count a row may give (the simulator's own bound). */
const MAX_TRACE_TOKENS = 10_000_000;
/** The latest arrival, s, after the first: a year. */
const MAX_TRACE_SPAN = 3.2e7;

interface Cell {
  text: string;
  value: unknown;
  line: number;
  col: number;
}

interface Row {
  line: number;
  col: number;
  cells: Map<string, Cell>;
}

/** Reads a trace file through the load stage's size limit; the format from `format` or the file's header/keys. */
export function readTrace(
  path: string,
  display: string,
  format?: TraceFormatId,
): { trace?: RequestTrace; diagnostics: Diagnostic[] } {
  const read = readText(path, display, MAX_TRACE_BYTES);
  if (read.text === undefined) return { diagnostics: read.diagnostics };
  return parseTrace(read.text, display, format);
}

/** Parses trace text (see readTrace). */
export function parseTrace(
  text: string,
  file: string,
  format?: TraceFormatId,
): { trace?: RequestTrace; diagnostics: Diagnostic[] } {
  const fail = (detail: string, line = 1, col = 1) => ({
    diagnostics: [{ ...diagnose("LOAD_TRACE_FORMAT", { detail }, { file, path: [] }), line, col }],
  });
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const first = body.trimStart()[0];
  // vLLM's result file is one JSON object (often on one line) holding per-request arrays; other JSON is JSON lines.
  const kind: Kind | undefined =
    format !== undefined
      ? TRACE_FORMATS.find((f) => f.id === format)?.kind
      : first === undefined
        ? undefined
        : first !== "{"
          ? "csv"
          : /"input_lens"\s*:\s*\[/.test(body)
            ? "json"
            : "jsonl";
  if (kind === undefined) return fail("the file is empty: expected a header row or JSON lines");
  const parsed =
    kind === "csv" ? csvRows(body, file) : kind === "jsonl" ? jsonlRows(body, file) : jsonRows(body, file);
  if (!parsed.rows) return { diagnostics: parsed.diagnostics };
  const keys = parsed.keys;
  const candidates = TRACE_FORMATS.filter((f) => f.kind === kind);
  // Detection: the format with all three columns; else the one with most of them, so the refusal names what it lacks.
  const score = (f: TraceFormat) => [f.time, f.input, f.output].filter((c) => keys.has(c)).length;
  const best = [...candidates].sort((a, b) => score(b) - score(a))[0];
  const spec =
    format !== undefined
      ? candidates.find((f) => f.id === format)
      : best && score(best) > 0
        ? best
        : undefined;
  if (!spec) {
    const wanted = candidates.map((f) => `${f.id} (${f.time}, ${f.input}, ${f.output})`).join("; ");
    return fail(
      `no trace format matches the ${kind === "csv" ? "header" : "keys"} ${list(keys)}: expected ${wanted}`,
    );
  }
  const missing = [spec.time, spec.input, spec.output].filter((c) => !keys.has(c));
  if (missing.length)
    return fail(`format ${spec.id} needs ${missing.map((m) => `"${m}"`).join(", ")}; found ${list(keys)}`);
  if (parsed.rows.length === 0) return fail(`format ${spec.id}: the file holds no requests`);
  return decode(parsed.rows, spec, file, parsed.diagnostics);
}

const list = (keys: ReadonlySet<string>) =>
  keys.size
    ? [...keys]
        .slice(0, 12)
        .map((k) => `"${k}"`)
        .join(", ")
    : "nothing";

function csvRows(text: string, file: string): { rows?: Row[]; keys: Set<string>; diagnostics: Diagnostic[] } {
  const { table, diagnostics } = parseCsv(text, file);
  if (!table) return { keys: new Set(), diagnostics };
  const names = table.header.map((h) => h.text.trim());
  const rows = table.rows.map((row) => {
    const cells = new Map<string, Cell>();
    row.forEach((cell: CsvCell, c) => {
      cells.set(names[c] as string, {
        text: cell.text.trim(),
        value: cell.text.trim(),
        line: cell.line,
        col: cell.col,
      });
    });
    return { line: row[0]?.line ?? 1, col: 1, cells };
  });
  return { rows, keys: new Set(names), diagnostics: [] };
}

/** Column of `"key"` on a JSON line (1-based), for positioning a cell; the line start when not found. */
function keyColumn(line: string, key: string): number {
  const at = line.indexOf(`${JSON.stringify(key)}`);
  if (at < 0) return 1;
  const colon = line.indexOf(":", at);
  let v = colon + 1;
  while (line[v] === " ") v++;
  return v + 1;
}

function jsonlRows(
  text: string,
  file: string,
): { rows?: Row[]; keys: Set<string>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const rows: Row[] = [];
  const keys = new Set<string>();
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] as string).replace(/\r$/, "");
    if (raw.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      if (diagnostics.length < MAX_TRACE_PROBLEMS)
        diagnostics.push({
          ...diagnose(
            "LOAD_TRACE_FORMAT",
            { detail: `line is not one JSON object (${(e as Error).message})` },
            { file, path: [] },
          ),
          line: i + 1,
          col: 1,
        });
      continue;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      if (diagnostics.length < MAX_TRACE_PROBLEMS)
        diagnostics.push({
          ...diagnose(
            "LOAD_TRACE_FORMAT",
            { detail: "expected one JSON object per line" },
            { file, path: [] },
          ),
          line: i + 1,
          col: 1,
        });
      continue;
    }
    const cells = new Map<string, Cell>();
    for (const [k, v] of Object.entries(value)) {
      if (PROTOTYPE_KEYS.has(k)) continue;
      keys.add(k);
      cells.set(k, { text: JSON.stringify(v) ?? "", value: v, line: i + 1, col: keyColumn(raw, k) });
    }
    rows.push({ line: i + 1, col: 1, cells });
  }
  if (diagnostics.length) return { keys, diagnostics };
  return { rows, keys, diagnostics };
}

/** vLLM's result file: one JSON object whose per-request arrays are read as columns. */
function jsonRows(
  text: string,
  file: string,
): { rows?: Row[]; keys: Set<string>; diagnostics: Diagnostic[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      keys: new Set(),
      diagnostics: [
        {
          ...diagnose(
            "LOAD_TRACE_FORMAT",
            { detail: `not JSON (${(e as Error).message})` },
            { file, path: [] },
          ),
          line: 1,
          col: 1,
        },
      ],
    };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return {
      keys: new Set(),
      diagnostics: [
        {
          ...diagnose("LOAD_TRACE_FORMAT", { detail: "expected one JSON object" }, { file, path: [] }),
          line: 1,
          col: 1,
        },
      ],
    };
  const record = value as Record<string, unknown>;
  const arrays = Object.entries(record).filter(([k, v]) => Array.isArray(v) && !PROTOTYPE_KEYS.has(k)) as [
    string,
    unknown[],
  ][];
  const keys = new Set(arrays.map(([k]) => k));
  const n = Math.max(0, ...arrays.map(([, a]) => a.length));
  const lines = text.split("\n");
  const where = (key: string) => {
    const i = lines.findIndex((l) => l.includes(JSON.stringify(key)));
    return i < 0 ? { line: 1, col: 1 } : { line: i + 1, col: keyColumn(lines[i] as string, key) };
  };
  const at = new Map(arrays.map(([k]) => [k, where(k)]));
  const rows: Row[] = [];
  for (let r = 0; r < n; r++) {
    const cells = new Map<string, Cell>();
    for (const [k, a] of arrays) {
      if (r >= a.length) continue;
      const pos = at.get(k) as { line: number; col: number };
      cells.set(k, { text: JSON.stringify(a[r]) ?? "", value: a[r], line: pos.line, col: pos.col });
    }
    rows.push({ line: 0, col: 0, cells });
  }
  return { rows, keys, diagnostics: [] };
}

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:Z|\+00:00)?$/;

/** Seconds (UTC epoch for date-times) from a cell, or what was expected. */
function timeOf(cell: Cell, unit: TimeUnit): number | string {
  if (unit === "datetime") {
    const m = DATETIME.exec(cell.text);
    if (!m) return "a date-time YYYY-MM-DD HH:MM:SS[.fraction]";
    const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60)
      return "a valid calendar date-time";
    return Date.UTC(y, mo - 1, d, h, mi, s) / 1000 + (m[7] ? Number(m[7]) : 0);
  }
  const n =
    typeof cell.value === "number"
      ? cell.value
      : /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(cell.text)
        ? Number(cell.text)
        : Number.NaN;
  if (!Number.isFinite(n)) return `a number of ${unit === "ms" ? "milliseconds" : "seconds"}`;
  if (n < 0) return "a time ≥ 0";
  return unit === "ms" ? n / 1000 : n;
}

function tokensOf(cell: Cell): number | string {
  const n =
    typeof cell.value === "number" ? cell.value : /^\d+$/.test(cell.text) ? Number(cell.text) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_TRACE_TOKENS)
    return `a whole token count from 1 to ${MAX_TRACE_TOKENS}`;
  return n;
}

function decode(
  rows: readonly Row[],
  spec: TraceFormat,
  file: string,
  prior: Diagnostic[],
): { trace?: RequestTrace; diagnostics: Diagnostic[] } {
  const diagnostics = [...prior];
  const n = rows.length;
  const arrival = new Float64Array(n);
  const prompt = new Int32Array(n);
  const output = new Int32Array(n);
  const hashIds: Int32Array[] | undefined = spec.hashes ? [] : undefined;
  const problem = (row: Row, column: string, expected: string, cell?: Cell) => {
    if (diagnostics.length >= MAX_TRACE_PROBLEMS) return;
    const index = spec.kind === "json" ? `${column}[${rows.indexOf(row)}]` : column;
    diagnostics.push({
      ...diagnose(
        "LOAD_TRACE_ROW",
        { column: index, expected, found: cell ? cell.text.slice(0, 40) : "nothing" },
        { file, path: [] },
      ),
      line: cell?.line ?? (row.line || 1),
      col: cell?.col ?? (row.col || 1),
    });
  };
  let first = Number.NaN;
  let previous = Number.NEGATIVE_INFINITY;
  rows.forEach((row, i) => {
    const t = row.cells.get(spec.time);
    const time = t ? timeOf(t, spec.unit) : "a time";
    if (typeof time === "string") problem(row, spec.time, time, t);
    else {
      if (Number.isNaN(first)) first = time;
      if (time < previous)
        problem(row, spec.time, `a time ≥ the row before's (traces are replayed in arrival order)`, t);
      else if (time - first > MAX_TRACE_SPAN)
        problem(row, spec.time, `a time within ${MAX_TRACE_SPAN} s of the first`, t);
      else arrival[i] = time - first;
      previous = Math.max(previous, time);
    }
    const inCell = row.cells.get(spec.input);
    const input = inCell ? tokensOf(inCell) : "a token count";
    if (typeof input === "string") problem(row, spec.input, input, inCell);
    else prompt[i] = input;
    const outCell = row.cells.get(spec.output);
    const out = outCell ? tokensOf(outCell) : "a token count";
    if (typeof out === "string")
      problem(
        row,
        spec.output,
        spec.zeroOutput && outCell?.text === "0" ? `${out} (${spec.zeroOutput})` : out,
        outCell,
      );
    else output[i] = out;
    if (hashIds && spec.hashes) {
      const h = row.cells.get(spec.hashes);
      const ok =
        h === undefined ||
        (Array.isArray(h.value) && h.value.every((x) => Number.isInteger(x) && x >= 0 && x <= 0x7fffffff));
      if (!ok) problem(row, spec.hashes, "a list of whole block hashes ≥ 0", h);
      else hashIds.push(Int32Array.from((h?.value as number[] | undefined) ?? []));
    }
  });
  if (diagnostics.length) return { diagnostics };
  return {
    trace: {
      format: spec.id,
      count: n,
      arrival,
      prompt,
      output,
      ...(hashIds ? { hashIds, hashBlockTokens: spec.hashBlockTokens ?? 512 } : {}),
    },
    diagnostics,
  };
}
