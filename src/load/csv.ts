import type { Diagnostic, KeyPath } from "../diagnostics/index.ts";
import { diagnose } from "../diagnostics/index.ts";
import { PROTOTYPE_KEYS } from "./guards.ts";

/** One parsed CSV cell with the 1-based line and column where it starts. */
export interface CsvCell {
  text: string;
  line: number;
  col: number;
}

export interface CsvTable {
  header: CsvCell[];
  rows: CsvCell[][];
}

/** RFC 4180 CSV (quoted cells may hold commas, quotes and newlines); every malformed row is reported. */
export function parseCsv(text: string, file: string): { table?: CsvTable; diagnostics: Diagnostic[] } {
  const records: CsvCell[][] = [];
  const diagnostics: Diagnostic[] = [];
  let record: CsvCell[] = [];
  let line = 1;
  let col = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const at = (l: number, c: number) => ({ line: l, col: c });
  while (i <= text.length) {
    const start = at(line, col);
    let value = "";
    if (text[i] === '"') {
      i++;
      col++;
      let closed = false;
      while (i < text.length) {
        const ch = text[i] as string;
        if (ch === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
          col += 2;
        } else if (ch === '"') {
          i++;
          col++;
          closed = true;
          break;
        } else {
          value += ch;
          i++;
          if (ch === "\n") {
            line++;
            col = 1;
          } else col++;
        }
      }
      if (!closed) {
        diagnostics.push({
          ...diagnose("LOAD_CSV_SYNTAX", { detail: "a quoted cell is never closed" }, { file, path: [] }),
          ...start,
        });
        return { diagnostics };
      }
      if (i < text.length && !",\r\n".includes(text[i] as string)) {
        diagnostics.push({
          ...diagnose(
            "LOAD_CSV_SYNTAX",
            { detail: `text after a closing quote (found "${text[i]}", expected , or end of line)` },
            { file, path: [] },
          ),
          ...at(line, col),
        });
        while (i < text.length && !"\r\n".includes(text[i] as string)) {
          i++;
          col++;
        }
      }
    } else {
      while (i < text.length && !",\r\n".includes(text[i] as string)) {
        value += text[i];
        i++;
        col++;
      }
    }
    record.push({ text: value, ...start });
    if (text[i] === ",") {
      i++;
      col++;
      continue;
    }
    if (text[i] === "\r") i++;
    i++;
    const isBlank = record.length === 1 && record[0]?.text === "";
    if (!isBlank) records.push(record);
    record = [];
    line++;
    col = 1;
  }
  const [header, ...rows] = records;
  if (!header) {
    diagnostics.push(diagnose("LOAD_CSV_SYNTAX", { detail: "no header row" }, { file, path: [] }));
    return { diagnostics };
  }
  diagnostics.push(...headerProblems(header, file));
  for (const row of rows) {
    if (row.length !== header.length) {
      const first = row[0] as CsvCell;
      diagnostics.push({
        ...diagnose(
          "LOAD_CSV_SYNTAX",
          { detail: `row has ${row.length} cells, expected ${header.length} (one per header column)` },
          { file, path: [] },
        ),
        line: first.line,
        col: first.col,
      });
    }
  }
  if (diagnostics.length > 0) return { diagnostics };
  return { table: { header, rows }, diagnostics };
}

/** A column named twice (the second would silently win) or after the prototype chain: each header cell refused. */
function headerProblems(header: readonly CsvCell[], file: string): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const cell of header) {
    const name = cell.text.trim();
    const at = { line: cell.line, col: cell.col };
    if (PROTOTYPE_KEYS.has(name))
      out.push({ ...diagnose("LOAD_KEY_FORBIDDEN", { key: name }, { file, path: [] }), ...at });
    else if (name !== "" && seen.has(name))
      out.push({
        ...diagnose(
          "LOAD_CSV_SYNTAX",
          { detail: `column "${name}" is named twice in the header` },
          { file, path: [] },
        ),
        ...at,
      });
    seen.add(name);
  }
  return out;
}

/**
 * CSV rows as objects under one list key ({ [key]: [{ column: text }] }), empty cells left out, with a
 * lookup from a key path ([key, row, column]) to the cell's position, or the header cell's for isKey.
 */
export function csvRecords(
  table: CsvTable,
  key: string,
): { data: unknown; positionOf: (path: KeyPath, isKey?: boolean) => { line: number; col: number } } {
  const names = table.header.map((h) => h.text.trim());
  const data = {
    [key]: table.rows.map((row) =>
      Object.fromEntries(
        row.flatMap((cell, c) => (cell.text.trim() === "" ? [] : [[names[c] as string, cell.text.trim()]])),
      ),
    ),
  };
  const positionOf = (path: KeyPath, isKey = false) => {
    const [, index, column] = path;
    const c = typeof column === "string" ? names.indexOf(column) : -1;
    const row = typeof index === "number" ? table.rows[index] : undefined;
    const cell = isKey ? table.header[c] : row?.[c];
    const fallback = row?.[0] ?? table.header[0];
    return { line: (cell ?? fallback)?.line ?? 1, col: (cell ?? fallback)?.col ?? 1 };
  };
  return { data, positionOf };
}
