// Named length distributions (`venn simulate --isl NAME --osl NAME`): 2-D histograms of (prompt, output) tokens built
// from published traces by tools/lengths/histogram.ts, shipped in workloads/NAME.lengths.csv with their source in `#`
// lines. Every bad row is one positioned diagnostic, and a file with any is refused whole.
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { packageRoot } from "./resolve.ts";
import { readText } from "./source.ts";

/** A 2-D length histogram: cell i covers prompts inMin[i]..inMax[i] and outputs outMin[i]..outMax[i], count[i] requests. */
export interface LengthHistogram {
  name: string;
  /** The file as the report names it, and its `# source:` line. */
  file: string;
  source: string;
  cells: number;
  inMin: Int32Array;
  inMax: Int32Array;
  outMin: Int32Array;
  outMax: Int32Array;
  count: Float64Array;
  total: number;
}

/** The folder of named distributions, in the working directory and in the package. */
export const LENGTHS_FOLDER = "workloads";
export const LENGTHS_SUFFIX = ".lengths.csv";
const HEADER = "input_min,input_max,output_min,output_max,count";
/** A histogram is small: the shipped ones are under 50 KB; a million cells would be a trace, not a histogram. */
const MAX_LENGTHS_BYTES = 16 * 1024 * 1024;
const MAX_CELLS = 1_000_000;
/** The simulator's own bound on a token count (src/simulate/workload.ts MAX_TOKENS). */
const MAX_TOKENS = 10_000_000;
const MAX_PROBLEMS = 50;

/** The distribution names found (working directory first, then the package's). */
export function lengthNames(cwd: string): string[] {
  const names = new Set<string>();
  for (const dir of new Set([resolve(cwd, LENGTHS_FOLDER), join(packageRoot(), LENGTHS_FOLDER)])) {
    let entries: string[] = [];
    try {
      entries = readdirSync(dir);
    } catch {}
    for (const e of entries) if (e.endsWith(LENGTHS_SUFFIX)) names.add(e.slice(0, -LENGTHS_SUFFIX.length));
  }
  return [...names].sort();
}

/** Whether a --isl/--osl value names a histogram file rather than a shipped distribution. */
export const isLengthsPath = (ref: string) => ref.includes("/") || ref.endsWith(LENGTHS_SUFFIX);

/** Reads a named distribution (or a path to a .lengths.csv file). */
export function readLengthHistogram(
  ref: string,
  cwd: string,
): { histogram?: LengthHistogram; diagnostics: Diagnostic[] } {
  let path: string | undefined;
  let display = ref;
  if (isLengthsPath(ref)) path = resolve(cwd, ref);
  else {
    for (const dir of [resolve(cwd, LENGTHS_FOLDER), join(packageRoot(), LENGTHS_FOLDER)]) {
      const p = join(dir, ref + LENGTHS_SUFFIX);
      if (existsSync(p)) {
        path = p;
        display = `${LENGTHS_FOLDER}/${ref}${LENGTHS_SUFFIX}`;
        break;
      }
    }
    if (!path) {
      const names = lengthNames(cwd);
      const near = closest(ref, names);
      return {
        diagnostics: [
          {
            ...diagnose(
              "LOAD_LENGTHS",
              {
                detail: `no length distribution named "${ref}": expected a number, uniform:, normal:, lognormal:, a .lengths.csv path or one of ${names.join(", ")}${near ? ` (did you mean "${near}"?)` : ""}`,
              },
              { file: ref, path: [] },
            ),
            line: 1,
            col: 1,
          },
        ],
      };
    }
  }
  const read = readText(path, display, MAX_LENGTHS_BYTES);
  if (read.text === undefined) return { diagnostics: read.diagnostics };
  return parseLengthHistogram(read.text, display, isLengthsPath(ref) ? display : ref);
}

/** Parses histogram text: `#` lines (the source), the header row, then whole-number rows. */
export function parseLengthHistogram(
  text: string,
  file: string,
  name: string,
): { histogram?: LengthHistogram; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const problem = (line: number, col: number, detail: string) => {
    if (diagnostics.length < MAX_PROBLEMS)
      diagnostics.push({ ...diagnose("LOAD_LENGTHS", { detail }, { file, path: [] }), line, col });
  };
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r?\n/);
  let source = "";
  let header = false;
  const rows: number[][] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const line = i + 1;
    if (raw.startsWith("#")) {
      const m = /^#\s*source:\s*(.*)$/.exec(raw);
      if (m && !source) source = (m[1] as string).trim();
      continue;
    }
    if (raw.trim() === "") continue;
    if (!header) {
      if (raw.trim() !== HEADER)
        problem(line, 1, `expected the header row "${HEADER}", found "${raw.slice(0, 80)}"`);
      header = true;
      continue;
    }
    const cells = raw.split(",");
    if (cells.length !== 5) {
      problem(line, 1, `expected 5 cells (${HEADER}), found ${cells.length}`);
      continue;
    }
    const values: number[] = [];
    let col = 1;
    let ok = true;
    for (let c = 0; c < 5; c++) {
      const t = (cells[c] as string).trim();
      const n = Number(t);
      const label = HEADER.split(",")[c] as string;
      const limit = c === 4 ? Number.MAX_SAFE_INTEGER : MAX_TOKENS;
      if (!/^\d+$/.test(t) || n < 1 || n > limit) {
        problem(
          line,
          col,
          `column "${label}": expected a whole number from 1 to ${limit}, found ${t === "" ? "an empty cell" : `"${t.slice(0, 40)}"`}`,
        );
        ok = false;
      }
      values.push(n);
      col += (cells[c] as string).length + 1;
    }
    if (!ok) continue;
    const [inMin, inMax, outMin, outMax] = values as [number, number, number, number, number];
    if (inMax < inMin) {
      problem(line, 1, `input_max ${inMax} is below input_min ${inMin}`);
      continue;
    }
    if (outMax < outMin) {
      problem(line, 1, `output_max ${outMax} is below output_min ${outMin}`);
      continue;
    }
    if (rows.length >= MAX_CELLS) {
      problem(line, 1, `more than ${MAX_CELLS} cells: a histogram, not a trace, is expected (use --trace)`);
      break;
    }
    rows.push(values);
  }
  if (!header) problem(1, 1, `the file has no header row "${HEADER}"`);
  else if (rows.length === 0 && diagnostics.length === 0) problem(1, 1, "the histogram has no rows");
  if (diagnostics.length) return { diagnostics };
  const n = rows.length;
  const h: LengthHistogram = {
    name,
    file,
    source,
    cells: n,
    inMin: new Int32Array(n),
    inMax: new Int32Array(n),
    outMin: new Int32Array(n),
    outMax: new Int32Array(n),
    count: new Float64Array(n),
    total: 0,
  };
  rows.forEach((r, i) => {
    h.inMin[i] = r[0] as number;
    h.inMax[i] = r[1] as number;
    h.outMin[i] = r[2] as number;
    h.outMax[i] = r[3] as number;
    h.count[i] = r[4] as number;
    h.total += r[4] as number;
  });
  return { histogram: h, diagnostics: [] };
}
