import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locate, parseCsv, parseCsvSource } from "../../../src/load/index.ts";

describe("parseCsv", () => {
  // Issue 30, round two: cells were built a character at a time (a 200,000-row Nsight summary took 23.5 s).
  it("reads any table written the RFC 4180 way back cell for cell, each at the line:col it was written", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "1", " ", ",", '"', "\n", "\r", "é"), maxLength: 6 });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((n) =>
            fc.array(fc.array(cell, { minLength: n, maxLength: n }), { minLength: 1, maxLength: 6 }),
          ),
        (cells) => {
          // Distinct column names (a name twice is refused); a row of one empty cell is a blank line, skipped.
          const header = (cells[0] ?? []).map((_, k) => `c${k}`);
          const table = [header, ...cells.map((row) => (row.length === 1 && row[0] === "" ? ["a"] : row))];
          // Cells quoted where they must be; a first cell that is empty is quoted too (else the row would be blank).
          const write = (c: string, first: boolean) =>
            /[",\r\n]/.test(c) || (first && c === "") ? `"${c.replace(/"/g, '""')}"` : c;
          let text = "";
          const where: string[][] = [];
          for (const row of table) {
            const at: string[] = [];
            row.forEach((c, k) => {
              const before = text.split("\n");
              at.push(`${before.length}:${(before[before.length - 1] as string).length + 1}`);
              text += write(c, k === 0) + (k < row.length - 1 ? "," : "\n");
            });
            where.push(at);
          }
          const { table: parsed, diagnostics } = parseCsv(text, "t.csv");
          expect(diagnostics).toEqual([]);
          const all = parsed ? [parsed.header, ...parsed.rows] : [];
          expect(all.map((r) => r.map((c) => c.text))).toEqual(table);
          expect(all.map((r) => r.map((c) => `${c.line}:${c.col}`))).toEqual(where);
        },
      ),
      { seed: 20261205, numRuns: 500 },
    );
  });

  it("reads a 200,000-row Nsight kernel summary", () => {
    const head = '"Time (%)","Total Time (ns)","Instances","Name"\n';
    const rows = Array.from(
      { length: 200_000 },
      (_, i) => `0.0,${1000 + i},10,"void k_${i}<float>(float*, int)"`,
    );
    const { table, diagnostics } = parseCsv(head + rows.join("\n"), "nsys.csv");
    expect(diagnostics).toEqual([]);
    expect(table?.rows.length).toBe(200_000);
    expect(table?.rows[199_999]?.[3]).toEqual({
      text: "void k_199999<float>(float*, int)",
      line: 200_001,
      col: 15,
    });
  });

  it("reads quoted cells holding commas, doubled quotes and newlines, and keeps each cell's line:col", () => {
    const text = 'a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",z\n';
    const { table, diagnostics } = parseCsv(text, "t.csv");
    expect(diagnostics).toEqual([]);
    expect(table?.header.map((c) => c.text)).toEqual(["a", "b", "c"]);
    expect(table?.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["1", "x, y", 'say "hi"'],
      ["2", "two\nlines", "z"],
    ]);
    expect(table?.rows.map((r) => r.map((c) => `${c.line}:${c.col}`))).toEqual([
      ["2:1", "2:3", "2:10"],
      ["3:1", "3:3", "4:8"],
    ]);
  });

  it("accepts CRLF line ends, a byte-order mark, blank lines and no final newline", () => {
    const { table } = parseCsv("\ufeffa,b\r\n1,2\r\n\r\n3,4", "t.csv");
    expect(table?.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["1", "2"],
      ["3", "4"],
    ]);
    expect(table?.rows[1]?.[1]).toMatchObject({ line: 4, col: 3 });
  });

  it.each([
    ['a,b\n1,"open\n', "1:0", "a quoted cell is never closed"],
    ["a,b\n1,2,3\n", "2:1", "row has 3 cells, expected 2"],
    ['a,b\n1,"x"y\n', "2:6", "text after a closing quote"],
    ["", "none", "no header row"],
  ])("%j → LOAD_CSV_SYNTAX at %s: %s", (text, _at, detail) => {
    const { table, diagnostics } = parseCsv(text, "t.csv");
    expect(table).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(["LOAD_CSV_SYNTAX"]);
    expect(diagnostics[0]?.message).toContain(detail);
  });

  it("positions: an unclosed quote points at its opening cell", () => {
    const { diagnostics } = parseCsv('a,b\n1,"open\n', "t.csv");
    expect(diagnostics[0]).toMatchObject({ line: 2, col: 3 });
  });
});

describe("parseCsvSource: rows under a key, key paths located at cells", () => {
  const { source } = parseCsvSource("site,seconds\nffn.down,1e-6\n,2e-6\n", "m.csv", "measurements");

  it("empty cells are left out of the row objects", () => {
    expect(source?.data).toEqual({
      measurements: [{ site: "ffn.down", seconds: "1e-6" }, { seconds: "2e-6" }],
    });
  });

  it.each([
    [["measurements", 0, "seconds"], false, "2:10"],
    [["measurements", 1, "seconds"], false, "3:2"],
    [["measurements", 1, "site"], false, "3:1"],
    [["measurements", 1], false, "3:1"],
    [["measurements", 0, "seconds"], true, "1:6"],
  ] as const)("%j (isKey %s) → %s", (path, isKey, at) => {
    if (!source) throw new Error("test setup");
    const p = locate(source, path, isKey);
    expect(`${p.line}:${p.col}`).toBe(at);
  });
});
