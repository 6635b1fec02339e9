// A named length distribution's table (workloads/NAME.lengths.csv) parsed from its text: no file read here, so the
// explorer page parses the tables it carries as `venn simulate` parses the files (lengths.ts reads them).
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";

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
const MAX_CELLS = 1_000_000;
/** The simulator's own bound on a token count (src/simulate/workload.ts MAX_TOKENS). */
const MAX_TOKENS = 10_000_000;
const MAX_PROBLEMS = 50;

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
