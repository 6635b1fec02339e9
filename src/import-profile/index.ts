// Import-profile: a profiler export (Nsight Systems kernel summary or PyTorch trace) + a name map → a measurements CSV.
import { type Diagnostic, diagnose, hasErrors, sortDiagnostics } from "../diagnostics/index.ts";
import { parseJson } from "../import-hf/json.ts";
import { compareText, compileGlob, compileRegex, MAX_PATTERN_LENGTH, type RunMode } from "../ir/index.ts";
import { attachPositions, parseCsv, parseSource, type SourceFile } from "../load/index.ts";
import { MEASUREMENT_COLUMNS, type ProfileMapDoc } from "../schema/index.ts";
import { numberProblem } from "../schema/numbers.ts";
import { checkWritten, validateMeasurements, validateProfileMap } from "../validate/index.ts";

/** The exports people have, each read into per-name totals. */
export const PROFILE_KINDS = ["nsys", "torch-trace"] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

export interface ImportProfileInput {
  profile: { kind: ProfileKind; text: string; file: string };
  map: { text: string; file: string };
  hardware: string;
  mode: RunMode;
  rows: number;
  context: number;
  /** Overrides the map's steps: how many steps the capture covers. */
  steps?: number;
  precision?: string;
  /** The source column; default: the export's kind and file. */
  source?: string;
}

export interface ImportProfileResult {
  text?: string;
  rows?: number;
  diagnostics: Diagnostic[];
}

/** One kernel name's total time and launch count over the whole capture. */
export interface KernelTotal {
  name: string;
  seconds: number;
  launches: number;
}

/** The columns of `nsys stats --report cuda_gpu_kern_sum --format csv` that the importer reads. */
const NSYS_COLUMNS = { total: "Total Time (ns)", instances: "Instances", name: "Name" } as const;

/** Nsight Systems' kernel summary: one row per kernel name with its total nanoseconds and instances. */
export function readNsysKernelSummary(
  text: string,
  file: string,
): { kernels?: KernelTotal[]; diagnostics: Diagnostic[] } {
  const { table, diagnostics } = parseCsv(text, file);
  if (!table) return { diagnostics };
  const names = table.header.map((h) => h.text.trim());
  const index = Object.fromEntries(
    Object.entries(NSYS_COLUMNS).map(([key, column]) => [key, names.indexOf(column)]),
  ) as Record<keyof typeof NSYS_COLUMNS, number>;
  const missing = Object.entries(NSYS_COLUMNS).filter(([key]) => index[key as keyof typeof NSYS_COLUMNS] < 0);
  if (missing.length > 0) {
    const first = table.header[0];
    return {
      diagnostics: missing.map(([, column]) => ({
        ...diagnose("IMPORT_PROFILE_COLUMN_MISSING", { column, found: names }, { file, path: [] }),
        line: first?.line ?? 1,
        col: first?.col ?? 1,
      })),
    };
  }
  const out: Diagnostic[] = [];
  const kernels: KernelTotal[] = [];
  for (const row of table.rows) {
    const number = (key: "total" | "instances") => {
      const cell = row[index[key]];
      const value = Number(cell?.text.trim().replace(/,/g, ""));
      if (cell && (!Number.isFinite(value) || value < 0 || cell.text.trim() === "")) {
        out.push({
          ...diagnose(
            "IMPORT_VALUE_INVALID",
            { key: NSYS_COLUMNS[key], value: `"${cell.text}"`, expected: "a non-negative number" },
            { file, path: [] },
          ),
          line: cell.line,
          col: cell.col,
        });
      }
      return value;
    };
    const seconds = number("total") * 1e-9;
    const launches = number("instances");
    kernels.push({ name: row[index.name]?.text ?? "", seconds, launches });
  }
  return hasErrors(out) ? { diagnostics: out } : { kernels, diagnostics: out };
}

/** A PyTorch profiler Chrome trace: complete events (ph "X") of category kernel, dur in microseconds. */
export function readTorchTrace(
  text: string,
  file: string,
): { kernels?: KernelTotal[]; diagnostics: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      diagnostics: [
        {
          ...diagnose("IMPORT_JSON_INVALID", jsonProblem(text, error), { file, path: [] }),
          ...jsonProblemAt(text, error),
        },
      ],
    };
  }
  const events = (data as { traceEvents?: unknown } | null)?.traceEvents;
  if (!Array.isArray(events)) {
    return {
      diagnostics: [
        {
          ...diagnose(
            "IMPORT_KEY_MISSING",
            { key: "traceEvents", need: "a PyTorch profiler trace (torch.profiler export_chrome_trace)" },
            { file, path: [] },
          ),
          line: 1,
          col: 1,
        },
      ],
    };
  }
  const totals = new Map<string, KernelTotal>();
  const durations = durationsIn(text);
  const out: Diagnostic[] = [];
  let withDur = -1;
  for (const e of events as { ph?: unknown; cat?: unknown; name?: unknown; dur?: unknown }[]) {
    if (e !== null && typeof e === "object" && Object.hasOwn(e, "dur")) withDur++;
    if (e?.ph !== "X" || e.cat !== "kernel" || typeof e.name !== "string" || typeof e.dur !== "number")
      continue;
    if (!(e.dur > 0) || numberProblem(e.dur)) {
      // A kernel takes time: dur 0 or below would write a row --measurements refuses.
      if (out.length < MAX_REPORTED)
        out.push({
          ...diagnose(
            "IMPORT_VALUE_INVALID",
            { key: "dur", value: String(e.dur), expected: "microseconds > 0 (a kernel takes time)" },
            { file, path: [] },
          ),
          ...(durations.next(withDur) ?? { line: 1, col: 1 }),
        });
      continue;
    }
    const t = totals.get(e.name) ?? { name: e.name, seconds: 0, launches: 0 };
    t.seconds += e.dur * 1e-6;
    t.launches += 1;
    totals.set(e.name, t);
  }
  return hasErrors(out) ? { diagnostics: out } : { kernels: [...totals.values()], diagnostics: [] };
}

/** Bad events said one by one up to this many: a broken trace may hold millions. */
const MAX_REPORTED = 20;

/**
 * Where the k-th "dur" key of a trace is written, found by scanning the text forward (JSON.parse keeps no
 * positions, and the positioned parser costs gigabytes on a real trace). Only asked for on an error.
 */
function durationsIn(text: string) {
  const pattern = /"dur"\s*:/g;
  let seen = -1;
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  return {
    next(k: number): { line: number; col: number } | undefined {
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        for (let i = scanned; i < m.index; i++)
          if (text.charCodeAt(i) === 10) {
            line++;
            lineStart = i + 1;
          }
        scanned = m.index;
        if (++seen === k) return { line, col: m.index - lineStart + 1 };
      }
      return undefined;
    },
  };
}

/** JSON.parse's reason, in the positioned parser's words where the text is small enough to parse again. */
function jsonProblem(text: string, error: unknown): { detail: string } {
  if (text.length <= SMALL_JSON) {
    const parsed = parseJson(text);
    return { detail: parsed.ok ? "not a JSON document" : parsed.message };
  }
  return { detail: (error as Error).message };
}

function jsonProblemAt(text: string, error: unknown): { line: number; col: number } {
  if (text.length <= SMALL_JSON) {
    const parsed = parseJson(text);
    return parsed.ok ? { line: 1, col: 1 } : parsed.at;
  }
  const position = /at position (\d+)/.exec((error as Error).message);
  const index = position ? Number(position[1]) : text.length;
  const before = text.slice(0, index);
  const line = before.split("\n").length;
  return { line, col: index - before.lastIndexOf("\n") };
}

/** Above this the positioned JSON parser (a map entry per value) would cost far more than the trace itself. */
const SMALL_JSON = 1024 * 1024;

const PROFILE_READERS: Record<ProfileKind, { label: string; read: typeof readNsysKernelSummary }> = {
  nsys: { label: "nsys cuda_gpu_kern_sum", read: readNsysKernelSummary },
  "torch-trace": { label: "torch profiler trace", read: readTorchTrace },
};

type Entry = ProfileMapDoc["kernels"][number];

/** Each entry's matcher; a `match:` the linear matcher cannot run, or a pattern past MAX_PATTERN_LENGTH, is refused where it is written. */
function compileMap(map: ProfileMapDoc, file: string) {
  const diagnostics: Diagnostic[] = [];
  const refuse = (i: number, kind: "regex" | "glob", pattern: string, detail: string) => {
    diagnostics.push(
      diagnose(
        "IMPORT_PROFILE_PATTERN_INVALID",
        { kind, pattern, detail },
        { file, path: ["kernels", i, kind === "glob" ? "glob" : "match"] },
      ),
    );
    return { test: () => false };
  };
  const matchers = map.kernels.map((entry, i) => {
    const kind = entry.glob !== undefined ? "glob" : "regex";
    const pattern = (entry.glob ?? entry.match) as string;
    if (pattern.length > MAX_PATTERN_LENGTH)
      return {
        entry,
        test: refuse(i, kind, pattern, `${pattern.length} characters, more than ${MAX_PATTERN_LENGTH}`),
      };
    if (entry.glob !== undefined) return { entry, test: compileGlob(entry.glob) };
    const { matcher, refused } = compileRegex(pattern);
    if (matcher) return { entry, test: matcher };
    const detail = `${refused?.problem} at character ${(refused?.index ?? 0) + 1}`;
    return { entry, test: refuse(i, kind, pattern, detail) };
  });
  return { matchers, diagnostics };
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** Six significant digits: below a profiler's own jitter, and the same bytes on every run. */
const fmtSeconds = (s: number) => String(Number(s.toPrecision(6)));

/**
 * Sums each kernel's time into the first map entry that matches its name, then divides by the launches per step
 * the entry names and the steps captured: one launch's mean time per site (or family), as measurements rows.
 */
export function importProfile(input: ImportProfileInput): ImportProfileResult {
  const reader = PROFILE_READERS[input.profile.kind];
  const read = reader.read(input.profile.text, input.profile.file);
  const mapSource = parseSource(input.map.text, input.map.file);
  const diagnostics: Diagnostic[] = [...read.diagnostics, ...mapSource.diagnostics];
  const sources = new Map<string, SourceFile>();
  if (mapSource.source) sources.set(input.map.file, mapSource.source);
  const validated = mapSource.source ? validateProfileMap(mapSource.source.data, input.map.file) : undefined;
  diagnostics.push(...(validated?.diagnostics ?? []));
  const map = validated?.value;
  const compiled = map ? compileMap(map, input.map.file) : undefined;
  diagnostics.push(...(compiled?.diagnostics ?? []));
  const finish = (result: Omit<ImportProfileResult, "diagnostics">): ImportProfileResult => ({
    ...result,
    diagnostics: sortDiagnostics(attachPositions(diagnostics, sources)),
  });
  if (!read.kernels || !map || !compiled || hasErrors(diagnostics)) return finish({});

  const steps = input.steps ?? map.steps;
  const perTarget = new Map<string, { entry: Entry; seconds: number; launches: number; kernels: number }>();
  const unmatched: KernelTotal[] = [];
  for (const k of read.kernels) {
    const hit = compiled.matchers.find((m) => m.test.test(k.name));
    if (!hit) {
      unmatched.push(k);
      continue;
    }
    const e = hit.entry;
    const key = e.site !== undefined ? `site\t${e.site}` : `family\t${e.family}`;
    const t = perTarget.get(key) ?? { entry: e, seconds: 0, launches: 0, kernels: 0 };
    // One launch of the target: the kernel's time over the capture ÷ (steps × the target's launches per step).
    t.seconds += k.seconds / (steps * e.per_step);
    t.launches += k.launches;
    t.kernels += 1;
    perTarget.set(key, t);
  }
  const total = read.kernels.reduce((s, k) => s + k.seconds, 0);
  if (unmatched.length > 0) {
    const names = [...unmatched].sort((a, b) => b.seconds - a.seconds || compareText(a.name, b.name));
    const shown = names.slice(0, 5).map((k) => (k.name.length > 80 ? `${k.name.slice(0, 77)}...` : k.name));
    diagnostics.push({
      ...diagnose(
        "IMPORT_PROFILE_UNMATCHED",
        {
          count: unmatched.length,
          share: total > 0 ? unmatched.reduce((s, k) => s + k.seconds, 0) / total : 0,
          names: names.length > shown.length ? [...shown, `… ${names.length - shown.length} more`] : shown,
        },
        { file: input.profile.file, path: [] },
      ),
      // About the export as a whole: its first line.
      line: 1,
      col: 1,
    });
  }
  if (perTarget.size === 0) {
    diagnostics.push(
      diagnose(
        "IMPORT_PROFILE_EMPTY",
        { what: input.profile.file },
        { file: input.map.file, path: ["kernels"] },
      ),
    );
    return finish({});
  }
  const source = input.source ?? `${reader.label}: ${input.profile.file}`;
  const lines = [...perTarget.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([, t]) => {
      const cells: Record<(typeof MEASUREMENT_COLUMNS)[number], string> = {
        site: t.entry.site ?? "",
        family: t.entry.family ?? "",
        hardware: input.hardware,
        mode: input.mode,
        rows: String(input.rows),
        context: String(input.context),
        seconds: fmtSeconds(t.seconds),
        precision: input.precision ?? "",
        source,
        note: `${t.kernels} kernel name${t.kernels === 1 ? "" : "s"}, ${t.launches} launch${t.launches === 1 ? "" : "es"} over ${steps} step${steps === 1 ? "" : "s"} ÷ ${t.entry.per_step} per step`,
      };
      return MEASUREMENT_COLUMNS.map((c) => csvCell(cells[c])).join(",");
    });
  const text = `${[MEASUREMENT_COLUMNS.join(","), ...lines].join("\n")}\n`;
  const written = checkWritten(text, "measurements", validateMeasurements, {
    file: input.profile.file,
    line: 1,
    col: 1,
  });
  diagnostics.push(...written);
  return written.length ? finish({}) : finish({ text, rows: lines.length });
}
