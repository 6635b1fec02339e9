// A microbenchmark CSV → validated rows, every problem reported at its cell in one run.
import { z } from "zod";
import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { attachPositions, parseCsv, parseCsvSource } from "../load/index.ts";
import { issuesToDiagnostics } from "../validate/index.ts";
import {
  DTYPES,
  MICROBENCH_COLUMNS,
  MICROBENCH_OP_NAMES,
  MICROBENCH_OPS,
  type MicrobenchRow,
  NUMBER_COLUMNS,
  REQUIRED_COLUMNS,
  SECTIONS,
} from "./table.ts";

const NUMBER_TEXT = /^[+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** One CSV row as text cells: the known columns, numbers finite and positive. */
function rowSchema() {
  const number = z
    .string()
    .regex(NUMBER_TEXT, "a non-negative decimal number")
    .transform(Number)
    .pipe(z.number().nonnegative().finite());
  const shape: Record<string, z.ZodType> = {
    section: z.enum(SECTIONS),
    op: z.enum(MICROBENCH_OP_NAMES as [string, ...string[]]),
    dtype: z.enum(DTYPES),
    backend: z.string().optional(),
  };
  // Sizes and counts are whole numbers from 1 that a double holds exactly: ctx=1e308 (or b=0) costed a row at Infinity µs.
  const count = number.pipe(
    z
      .number()
      .refine(
        (v) => Number.isSafeInteger(v) && v >= 1,
        `a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`,
      ),
  );
  for (const c of NUMBER_COLUMNS)
    shape[c] =
      c === "us_median"
        ? number.pipe(z.number().positive())
        : c === "us_min"
          ? number.optional()
          : count.optional();
  return z.object({ rows: z.array(z.object(shape)) });
}

export interface ReadTable {
  rows?: MicrobenchRow[];
  /** From a "# measured: YYYY-MM-DD" line, else from the file name. */
  date?: string;
  /** The other leading comment lines (device, method), joined. */
  note?: string;
  diagnostics: Diagnostic[];
}

/**
 * Leading "#" lines are comments (the device, date and method); they are blanked, not removed, so every cell keeps
 * its line. The date comes from "# measured: YYYY-MM-DD", else a YYYY-MM-DD in the file name.
 */
export function readMicrobench(text: string, file: string): ReadTable {
  const lines = text.split("\n");
  let date: string | undefined;
  const comments: string[] = [];
  for (let i = 0; i < lines.length && (lines[i] ?? "").startsWith("#"); i++) {
    const line = lines[i] ?? "";
    const measured = /^#\s*measured:\s*(\d{4}-\d{2}-\d{2})\b/.exec(line)?.[1];
    if (measured) date ??= measured;
    else comments.push(line.replace(/^#\s*/, "").trim());
    lines[i] = "";
  }
  date ??= /(\d{4}-\d{2}-\d{2})/.exec(file.split("/").at(-1) ?? "")?.[1];
  const body = lines.join("\n");
  const { table, diagnostics } = parseCsv(body, file);
  // An empty table has no cell to point at: its first line.
  if (!table)
    return { diagnostics: diagnostics.map((d) => (d.line === undefined ? { ...d, line: 1, col: 1 } : d)) };
  const header = checkHeader(table.header, file);
  // Without a required column no row can be read: the header's problems are the whole answer.
  if (header.some((d) => d.code === "CALIBRATE_COLUMN_MISSING"))
    return { diagnostics: date ? header : [...header, noDate(file)] };
  const parsed = parseCsvSource(body, file, "rows");
  if (!parsed.source) return { diagnostics: [...header, ...parsed.diagnostics] };
  const source = parsed.source;
  const schema = rowSchema();
  const result = schema.safeParse(source.data, { reportInput: true });
  const found: Diagnostic[] = [...header];
  if (!result.success) found.push(...issuesToDiagnostics(schema, result.error.issues, file));
  if (!date) found.push(noDate(file));
  const rows = result.success ? toRows(result.data.rows as Record<string, unknown>[]) : [];
  for (const row of rows) {
    for (const column of MICROBENCH_OPS[row.op]?.needs ?? [])
      if (row.values[column] === undefined)
        found.push(
          diagnose(
            "CALIBRATE_CELL_MISSING",
            { op: row.op, column },
            { file, path: ["rows", row.index, "op"] },
          ),
        );
  }
  const positioned = attachPositions(found, new Map([[file, source]]));
  return positioned.length > 0 || !date
    ? { diagnostics: positioned }
    : { rows, date, ...(comments.length ? { note: comments.join(" ") } : {}), diagnostics: [] };
}

const noDate = (file: string): Diagnostic => ({
  ...diagnose("CALIBRATE_NO_DATE", { file }, { file, path: [] }),
  line: 1,
  col: 1,
});

function checkHeader(
  header: readonly { text: string; line: number; col: number }[],
  file: string,
): Diagnostic[] {
  const names = header.map((h) => h.text.trim());
  const out: Diagnostic[] = [];
  header.forEach((cell, i) => {
    const name = names[i] as string;
    if ((MICROBENCH_COLUMNS as readonly string[]).includes(name)) return;
    const hint = closest(name, MICROBENCH_COLUMNS);
    out.push({
      ...diagnose(
        "SCHEMA_UNKNOWN_KEY",
        { key: name, allowed: MICROBENCH_COLUMNS, ...(hint ? { hint } : {}) },
        { file, path: [] },
      ),
      line: cell.line,
      col: cell.col,
    });
  });
  for (const column of REQUIRED_COLUMNS)
    if (!names.includes(column))
      out.push({
        ...diagnose("CALIBRATE_COLUMN_MISSING", { column, found: names }, { file, path: [] }),
        line: header[0]?.line ?? 1,
        col: 1,
      });
  return out;
}

function toRows(data: readonly Record<string, unknown>[]): MicrobenchRow[] {
  return data.map((r, index) => {
    const values: MicrobenchRow["values"] = {};
    for (const c of NUMBER_COLUMNS) if (typeof r[c] === "number") values[c] = r[c] as number;
    return {
      section: r.section as MicrobenchRow["section"],
      op: r.op as string,
      dtype: r.dtype as MicrobenchRow["dtype"],
      ...(typeof r.backend === "string" ? { backend: r.backend } : {}),
      values,
      seconds: (values.us_median ?? 0) * 1e-6,
      index,
    };
  });
}
