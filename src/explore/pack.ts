// The documents `venn explore` carries, packed for gzip: an engine table's rows are stored column by column (a
// column of measured microseconds sits together, and the key columns, m repeating along every shape, compress to
// almost nothing), and a column that is the same text in two tables (H100 and H200 measure the same points) is
// stored once. Unpacking gives back every file's text byte for byte: pack refuses a file it cannot give back.

/** Engine tables as columns; `pool` holds each distinct column's cells joined by commas. */
export interface PackedTables {
  pool: string[];
  /** Per file: the text before its first row (comments and the header line), and its columns as pool indices. */
  tables: Record<string, { head: string; columns: number[] }>;
}

export interface PackedDocuments {
  /** Files carried as they are. */
  documents: Record<string, string>;
  tables: PackedTables;
}

/** A table's text as head + columns, or undefined where its rows are not plain comma-separated cells of one width. */
function columnsOf(text: string): { head: string; columns: string[] } | undefined {
  if (!text.endsWith("\n")) return undefined;
  const lines = text.slice(0, -1).split("\n");
  const header = lines.findIndex((l) => !l.startsWith("#"));
  if (header < 0) return undefined;
  const width = (lines[header] as string).split(",").length;
  const rows = lines.slice(header + 1).map((l) => l.split(","));
  if (!rows.length || rows.some((r) => r.length !== width || r.join(",").startsWith("#"))) return undefined;
  const head = `${lines.slice(0, header + 1).join("\n")}\n`;
  return { head, columns: Array.from({ length: width }, (_, i) => rows.map((r) => r[i]).join(",")) };
}

/** The rows of a packed table back as CSV text. */
function tableText(head: string, columns: readonly string[]): string {
  const cells = columns.map((c) => c.split(","));
  const rows = (cells[0] as string[]).length;
  const lines: string[] = new Array(rows);
  for (let r = 0; r < rows; r++) lines[r] = cells.map((c) => c[r]).join(",");
  return `${head}${lines.join("\n")}\n`;
}

/** Packs the files named by `isTable` as columns (where each comes back exactly), the rest as they are. */
export function packDocuments(
  files: Readonly<Record<string, string>>,
  isTable: (file: string) => boolean,
): PackedDocuments {
  const documents: Record<string, string> = {};
  const pool: string[] = [];
  const at = new Map<string, number>();
  const tables: PackedTables["tables"] = {};
  for (const [file, text] of Object.entries(files)) {
    const packed = isTable(file) ? columnsOf(text) : undefined;
    if (!packed || tableText(packed.head, packed.columns) !== text) {
      documents[file] = text;
      continue;
    }
    tables[file] = {
      head: packed.head,
      columns: packed.columns.map((c) => {
        const known = at.get(c);
        if (known !== undefined) return known;
        at.set(c, pool.length);
        pool.push(c);
        return pool.length - 1;
      }),
    };
  }
  return { documents, tables: { pool, tables } };
}

/** Every file's text, as `packDocuments` was given it. */
export function unpackDocuments(packed: PackedDocuments): Record<string, string> {
  const files: Record<string, string> = { ...packed.documents };
  for (const [file, t] of Object.entries(packed.tables.tables))
    files[file] = tableText(
      t.head,
      t.columns.map((i) => packed.tables.pool[i] as string),
    );
  return files;
}

/** A GEMM table's text with only the rows of these dtypes (its `dtype` column); comments and header kept. */
export function rowsOfDtypes(text: string, dtypes: ReadonlySet<string>): string {
  const lines = text.split("\n");
  const header = lines.findIndex((l) => !l.startsWith("#"));
  const column = header < 0 ? -1 : (lines[header] as string).split(",").indexOf("dtype");
  if (column < 0) return text;
  return lines
    .filter((l, i) => i <= header || l === "" || dtypes.has(l.split(",")[column] as string))
    .join("\n");
}
