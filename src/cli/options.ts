import { InvalidArgumentError, Option } from "commander";
import {
  canonicalRef,
  type Layout,
  MODEL_PRECISION,
  PRESETS,
  parseFormat,
  parseLayouts,
  parseSla,
  parseWorkload,
  REPORT_VIEWS,
  type ReportView,
  RUN_KINDS,
  RUN_MODES,
  type RunSpec,
  runsBeyondContext,
  type Sla,
  suggestFormats,
  TEXT_WIDTH_MAX,
  TEXT_WIDTH_MIN,
  type Workload,
} from "../index.ts";
import { mixedRunsHint } from "./forgive.ts";
import { type Io, UsageError } from "./io.ts";

/** The options more than one command takes, each defined once; a description differs only where the meaning does. */

export const MODES = RUN_MODES;

/** The run every command costs when --runs is not given (a fresh list each time: callers own it). */
export const defaultRuns = (): RunSpec[] => [{ mode: "multi", rows: 1 }];

/** Comma-separated or repeated values; a value given twice counts once, in first-seen order. */
export const collect = (value: string, previous: string[] = []) => [
  ...new Set([...previous, ...value.split(",").filter(Boolean)]),
];

/** Each run is a costed step and a report column; a sweep of 13 batch sizes is typical, 100,000 exhausts the heap. */
export const MAX_RUNS = 256;

/** "multi:1,16,128" → three runs; repeatable; the mode in any case. */
export function parseRuns(value: string, previous: RunSpec[] = []): RunSpec[] {
  const match = /^(\w+):([\d,]+)$/.exec(value.trim());
  if (!match)
    throw new InvalidArgumentError(
      mixedRunsHint(value) ??
        `expected MODE:ROWS[,ROWS...] such as multi:1,16,128 or verify:4, received "${value}"`,
    );
  const mode = (match[1] ?? "").toLowerCase() as RunSpec["mode"];
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new InvalidArgumentError(`mode "${mode}" is not one of ${MODES.join(", ")}`);
  }
  const rows = (match[2] ?? "").split(",").map((r) => Number(r));
  if (rows.some((r) => !Number.isSafeInteger(r) || r <= 0)) {
    throw new InvalidArgumentError(
      `rows must be positive whole numbers up to ${Number.MAX_SAFE_INTEGER}, received "${match[2]}"`,
    );
  }
  const runs = [...previous, ...rows.map((r) => ({ mode, rows: r }))];
  if (runs.length > MAX_RUNS)
    throw new InvalidArgumentError(`${runs.length} runs given; --runs takes at most ${MAX_RUNS} runs`);
  return runs;
}

/** C0 and C1 controls, DEL, and the marks that reorder text on screen: ESC/OSC sequences a terminal would run. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_TEXT = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A flag's free text that goes into an output file (a revision, a source note): refused where it holds a control
 * character, which a terminal showing the file would act on (ESC [ 2 J clears it, OSC 52 writes the clipboard). The
 * message shows the text escaped: commander's own would echo the bytes to the terminal.
 */
export const plainTextFlag = (flag: string) => (value: string) => {
  const at = CONTROL_TEXT.exec(value);
  if (!at) return value;
  const shown = value.replace(new RegExp(CONTROL_TEXT.source, "g"), (c) => `\\u${hex(c)}`);
  throw new UsageError(
    `${flag} "${shown}" holds the control character U+${hex(at[0])} at character ${at.index + 1}; give printable text`,
  );
};
const hex = (c: string) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");

export function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0)
    throw new InvalidArgumentError(`expected a positive whole number, received "${value}"`);
  return n;
}

function parseContext(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError(`expected a whole number of tokens, received "${value}"`);
  if (n === 0)
    throw new InvalidArgumentError(
      "a context of 0 tokens holds not even the token being decoded; give 1 or more, up to the model's max_context (default 4096)",
    );
  return n;
}

/** A single:N chunk (or verify:N step) is the last N tokens of the context its KV cache holds (the cost stage reads `context` tokens of KV), so N ≤ context. */
export function runsWithin(runs: RunSpec[], context: number): RunSpec[] {
  const problem = runsBeyondContext(runs, context);
  if (problem) throw new UsageError(problem);
  return runs;
}

/** --views traffic,gemm: comma-separated or repeated, each one of REPORT_VIEWS. */
function parseViews(value: string, previous: ReportView[] = []): ReportView[] {
  const views = value.split(",").filter(Boolean);
  const unknown = views.find((v) => !(REPORT_VIEWS as readonly string[]).includes(v));
  if (unknown !== undefined || !views.length)
    throw new InvalidArgumentError(
      `"${unknown ?? value}" is not a view; views are ${REPORT_VIEWS.join(", ")} (comma-separated)`,
    );
  return [...new Set([...previous, ...(views as ReportView[])])];
}

/** --hardware as a list of profiles (ids or paths). */
export const hardwareListOption = (description = "hardware ids or paths, comma-separated or repeated") =>
  new Option("--hardware <ids>", description).argParser(collect);

/** --hardware as the one profile a command runs on. */
export const hardwareOneOption = (description: string) => new Option("--hardware <id>", description);

/** --runs and --context, the same on every command that costs runs. */
export const runsOption = () =>
  new Option(
    "--runs <mode:rows>",
    `runs such as multi:1,16,128, single:2048 or verify:4; repeatable (default multi:1). ${RUN_MODES.map((m) => `${m}:N: ${RUN_KINDS[m].summary}`).join("; ")}`,
  ).argParser(parseRuns);

export const contextOption = () =>
  new Option("--context <tokens>", "KV-cache tokens each sequence attends over")
    .argParser(parseContext)
    .default(4096);

/** One preset in any case (FP8 is fp8); several point to compare, which puts them side by side. */
function parsePreset(value: string): string {
  const presets = value.split(",").filter(Boolean);
  if (presets.length > 1)
    throw new InvalidArgumentError(
      `"${value}" names ${presets.length} presets and this command costs one; venn compare MODEL --hardware ... --precision ${presets.join(",")} puts them side by side`,
    );
  const preset = value.toLowerCase();
  if (!Object.hasOwn(PRESETS, preset))
    throw new InvalidArgumentError(`"${value}" is not one of ${Object.keys(PRESETS).join(", ")}`);
  return preset;
}

/** --precision as one preset (compare takes a list: presetListOption). */
export const presetOption = (description: string) =>
  new Option("--precision <preset>", `${description}: ${Object.keys(PRESETS).join(", ")}`).argParser(
    parsePreset,
  );

/** compare's --precision: a list of presets in any case, the model's own formats first unless listed. */
export const presetListOption = () =>
  new Option(
    "--precision <presets>",
    `presets, comma-separated: ${MODEL_PRECISION} (the model's own formats), ${Object.keys(PRESETS).join(", ")}; ${MODEL_PRECISION} is added as the first column unless listed`,
  ).argParser((value: string, previous: string[] = []) => collect(value.toLowerCase(), previous));

export const kernelsOption = (description: string) => new Option("--kernels <manifest>", description);

export const kvCacheOption = (description: string) => new Option("--kv-cache <format>", description);

/** --graphs on|off: whether the engine replays decode from CUDA/HIP graphs (per-kernel launch cost). */
export const graphsOption = () =>
  new Option(
    "--graphs <on|off>",
    "engine runs decode under CUDA/HIP graphs (default: the engine's mode)",
  ).choices(["on", "off"]);

/** --engine ID|PATH: the serving engine (engines/<id>.engine.yaml): fusions, graph mode, host cost, kernel factors. */
export const engineOption = () =>
  new Option(
    "--engine <id>",
    "serving engine (engines/<id>.engine.yaml or a path): its fusions, graph mode, host cost per step and kernel factors (default vllm)",
  );

export const engineFlag = (value?: string) => (value === undefined ? {} : { engine: value });

/** --measurements, the same on report, compare and diff. */
export const measurementsOption = () =>
  new Option(
    "--measurements <file>",
    "measured times (CSV, JSON or YAML; venn import-profile writes one) replacing estimates where they apply",
  );

/** --parallel tp=N,ep=N,pp=N on report and diff: one layout. */
export const parallelOption = () =>
  new Option(
    "--parallel <layout>",
    "spread the model over devices, e.g. tp=4 or tp=4,ep=8,pp=1: every cost is one device's, with its collectives",
  );

/** compare's --parallel: a list of layouts per value. */
export const parallelListOption = () =>
  new Option(
    "--parallel <layouts>",
    'layouts to run each device at (the matrix and the workload), e.g. "tp=1,tp=2,tp=4,tp=8" or "tp=2,ep=8;tp=8": ";" or a repeated axis starts the next layout; repeatable',
  ).argParser(
    // Each value is kept whole: its commas belong to one layout ("tp=2,ep=8").
    (value: string, previous: string[] = []) => [...previous, value],
  );

/** --workload and --sla, the same on report and compare. */
export const workloadOption = () =>
  new Option(
    "--workload <spec>",
    "serving workload isl=N,osl=N,concurrency=N (or rate=R requests/s)[,chunk=N prefill tokens per step]: TTFT, ITL, tokens/s, $/Mtok, J/token",
  );

export const slaOption = () =>
  new Option("--sla <bounds>", "latency bounds with --workload, e.g. ttft=500ms,itl=30ms");

/** --fusions, the same on report, compare and diff. */
export const fusionsOption = () =>
  new Option(
    "--fusions <file>",
    "fusion groups (id or path: circuits/fusions/<engine>.fusions.yaml) whose nodes run and are costed as one kernel each; default: the engine's; none: no fusions",
  );

export const viewsOption = () =>
  new Option(
    "--views <views>",
    `workload views added to every run: ${REPORT_VIEWS.join(", ")} (traffic split, GEMM shapes); comma-separated`,
  ).argParser(parseViews);

/** --format over the formats a command renders; report's is repeatable (several files with --out). */
export const formatOption = (formats: readonly string[], repeatable = false) => {
  const option = new Option(
    "--format <format>",
    `output format: ${formats.join(", ")}${repeatable ? "; repeatable" : ""} (default text on a terminal, md when piped or with -o)`,
  );
  return repeatable ? option.argParser(collect) : option;
};

function parseWidth(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < TEXT_WIDTH_MIN || n > TEXT_WIDTH_MAX)
    throw new InvalidArgumentError(
      `expected a width of ${TEXT_WIDTH_MIN} to ${TEXT_WIDTH_MAX} columns, received "${value}"`,
    );
  return n;
}

/** --width and --wide: the terminal view's columns (default: the terminal's) and every site instead of the top five. */
export const widthOption = () =>
  new Option(
    "--width <columns>",
    `text view width, ${TEXT_WIDTH_MIN}–${TEXT_WIDTH_MAX} (default: the terminal's, at most ${TEXT_WIDTH_MAX})`,
  ).argParser(parseWidth);
export const wideOption = () =>
  new Option("--wide", "text view: every site and changed site, not the five that cost most");

export const outputOption = (description = "write to FILE") => new Option("-o, --output <file>", description);

export const outDirOption = (description: string) => new Option("--out <dir>", description);

/** --workload isl=N,osl=N,concurrency=N|rate=R[,chunk=N] → a workload; a bad spec is a usage error naming the flag. */
export function workloadFlag(value: string | undefined): Workload | undefined {
  if (value === undefined) return undefined;
  const { workload, problem } = parseWorkload(value);
  if (!workload) throw new UsageError(`--workload "${value}": ${problem}`);
  return workload;
}

/** --sla ttft=500ms,itl=30ms → latency bounds; only with --workload. */
export function slaFlag(value: string | undefined, workload: Workload | undefined): Sla | undefined {
  if (value === undefined) return undefined;
  if (!workload)
    throw new UsageError("--sla needs --workload (the SLA is checked against the workload's TTFT and ITL)");
  const { sla, problem } = parseSla(value);
  if (!sla) throw new UsageError(`--sla "${value}": ${problem}`);
  return sla;
}

/** compare's --parallel values: each a list of layouts (see parseLayouts); a bad one is a usage error. */
export function parseLayoutList(values: readonly string[]): Layout[] {
  const layouts: Layout[] = [];
  for (const value of values) {
    const parsed = parseLayouts(value);
    if (!parsed.layouts) throw new UsageError(`--parallel "${value}": ${parsed.problem}`);
    for (const l of parsed.layouts)
      if (!layouts.some((x) => x.tp === l.tp && x.ep === l.ep && x.pp === l.pp)) layouts.push(l);
  }
  return layouts;
}

/** report's and diff's --parallel: exactly one layout. */
export function oneLayout(value?: string): { parallel?: Layout } {
  if (value === undefined) return {};
  const [layout, ...more] = parseLayoutList([value]);
  if (!layout || more.length)
    throw new UsageError(
      `--parallel "${value}" names ${more.length + 1} layouts; report and diff take one (compare takes a list)`,
    );
  return { parallel: layout };
}

/** Ids as the files spell them: another case or a model's Hugging Face id becomes the id (see canonicalRef). */
export function canonical<T extends string | readonly string[]>(
  kind: "model" | "hardware",
  refs: T,
  io: Io,
): T {
  const one = (ref: string) => canonicalRef(kind, ref, io.cwd);
  return (typeof refs === "string" ? one(refs) : refs.map(one)) as T;
}

export const graphsFlag = (value?: string) => (value === undefined ? {} : { graphs: value === "on" });

/** --price ID=USD/h, repeatable or comma-separated: a rental price per hardware id. */
export const priceOption = () =>
  new Option(
    "--price <id=usd>",
    'rental price per device in USD per hour, replacing or supplying the profile\'s, e.g. "mi355x=2.95"; repeatable',
  ).argParser(collect);

/** Parses every --price value: ID=USD/h with a positive price, each id once. */
export function priceFlag(values?: readonly string[]): { prices?: Readonly<Record<string, number>> } {
  if (!values?.length) return {};
  const prices: Record<string, number> = {};
  for (const item of values.flatMap((v) => v.split(","))) {
    const m = /^\s*([a-z0-9][a-z0-9._-]*)\s*=\s*\$?([0-9]+(?:\.[0-9]+)?)\s*(?:usd\/h)?\s*$/i.exec(item);
    const price = m ? Number(m[2]) : Number.NaN;
    if (!m?.[1] || !(price > 0) || !Number.isFinite(price))
      throw new UsageError(`--price "${item}" is not ID=USD/h with a positive price, e.g. "mi355x=2.95"`);
    if (m[1] in prices) throw new UsageError(`--price names ${m[1]} twice`);
    prices[m[1]] = price;
  }
  return { prices };
}

/** --kv-cache FORMAT, checked against the format registry with a spelling hint. */
export function kvCacheFlag(value?: string): { kvCache?: string } {
  return value ? { kvCache: checkedFormat("--kv-cache", value) } : {};
}

function checkedFormat(flag: string, value: string): string {
  const parsed = parseFormat(value);
  if (parsed.ok) return value;
  // A format in another case is that format (FP8/TENSOR is fp8/tensor).
  if (parsed.canonical && parseFormat(parsed.canonical).ok && parsed.canonical === value.toLowerCase())
    return parsed.canonical;
  if (parsed.canonical)
    throw new UsageError(`${flag} "${value}" is not a format; write "${parsed.canonical}"`);
  const [first, ...others] = suggestFormats(value);
  const hint = first
    ? `; did you mean "${first}"?${others.length ? ` (also ${others.join(", ")})` : ""}`
    : " (see venn list formats)";
  throw new UsageError(`${flag} "${value}" is not a format${hint}`);
}
