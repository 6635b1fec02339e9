import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENGINE_TABLES_DIR } from "../../../src/engine-tables/index.ts";
import { packDocuments, rowsOfDtypes, unpackDocuments } from "../../../src/explore/index.ts";

// The page's engine tables go column by column (src/explore/pack.ts): what comes back must be every file's text,
// byte for byte, so the page parses exactly what the CLI parses.
const shipped = Object.fromEntries(
  readdirSync(ENGINE_TABLES_DIR)
    .filter((f) => f.endsWith(".csv"))
    .map((f) => [`${ENGINE_TABLES_DIR}/${f}`, readFileSync(join(ENGINE_TABLES_DIR, f), "utf8")]),
);
const isTable = (file: string) => file.endsWith(".csv");

describe("packDocuments", () => {
  it("gives back every shipped engine table byte for byte, each packed as columns", () => {
    const packed = packDocuments(shipped, isTable);
    expect(Object.keys(packed.documents)).toEqual([]);
    expect(Object.keys(packed.tables.tables).sort()).toEqual(Object.keys(shipped).sort());
    expect(unpackDocuments(JSON.parse(JSON.stringify(packed)))).toEqual(shipped);
  });

  it("stores a column two tables share once (H100 and H200 measure the same GEMM points)", () => {
    const h100 = `${ENGINE_TABLES_DIR}/h100-sxm.vllm-0.24.0.gemm.csv`;
    const h200 = `${ENGINE_TABLES_DIR}/h200-sxm.vllm-0.24.0.gemm.csv`;
    const { tables } = packDocuments(
      { [h100]: shipped[h100] as string, [h200]: shipped[h200] as string },
      isTable,
    );
    const a = tables.tables[h100]?.columns ?? [];
    const b = tables.tables[h200]?.columns ?? [];
    // dtype, kernel, m, n, k the same; us measured on each
    expect(a.slice(0, 5)).toEqual(b.slice(0, 5));
    expect(a[5]).not.toBe(b[5]);
  });

  it("carries as it is a file that is not plain rows of one width, and the other files untouched", () => {
    const files = {
      "t/ragged.csv": "# c: 1\na,b\n1,2\n3\n",
      "t/no-newline.csv": "a,b\n1,2",
      "t/comment-inside.csv": "a,b\n1,2\n# late: x\n",
      "t/quoted.csv": 'a,b\n"1,2",3\n',
      "t/header-only.csv": "a,b\n",
      "models/x.yaml": "a: 1\n",
    };
    const packed = packDocuments(files, isTable);
    expect(unpackDocuments(packed)).toEqual(files);
    expect(Object.keys(packed.tables.tables)).toEqual([]);
  });

  it("gives back any text it is handed, whether it packs it or not", () => {
    const cell = fc.stringMatching(/^[^\n,]{0,6}$/);
    const table = fc
      .tuple(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.string(), { maxLength: 2 }),
      )
      .chain(([width, rows, comments]) =>
        fc
          .array(fc.array(cell, { minLength: width, maxLength: width }), {
            minLength: rows + 1,
            maxLength: rows + 1,
          })
          .map(
            (lines) =>
              `${comments.map((c) => `#${c.replace(/\n/g, " ")}\n`).join("")}${lines.map((l) => l.join(",")).join("\n")}\n`,
          ),
      );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(table, fc.string())), (files) => {
        const packed = packDocuments(files, () => true);
        expect(unpackDocuments(JSON.parse(JSON.stringify(packed)))).toEqual(files);
      }),
      { numRuns: 300 },
    );
  });
});

describe("rowsOfDtypes: the GEMM rows the page's engines can read", () => {
  const table = [
    "# title: t",
    "dtype,kernel,m,n,k,us",
    "bfloat16,a,1,8,8,1.5",
    "fp8_block,b,1,8,8,2.5",
    "fp8,c,1,8,8,3.5",
    "",
  ].join("\n");

  it("keeps the comments, the header and the rows of the named dtypes, in order", () => {
    expect(rowsOfDtypes(table, new Set(["fp8", "bfloat16"]))).toBe(
      ["# title: t", "dtype,kernel,m,n,k,us", "bfloat16,a,1,8,8,1.5", "fp8,c,1,8,8,3.5", ""].join("\n"),
    );
  });

  it("gives back a table without a dtype column as it is", () => {
    const other = "# x\nkernel,ranks,us\nNCCL,2,3\n";
    expect(rowsOfDtypes(other, new Set(["fp8"]))).toBe(other);
  });

  it("leaves out vLLM's fp8_block rows of a shipped table and no other", () => {
    const text = readFileSync(join(ENGINE_TABLES_DIR, "h200-sxm.vllm-0.24.0.gemm.csv"), "utf8");
    const kept = rowsOfDtypes(text, new Set(["bfloat16", "fp8"]));
    const lines = (t: string) => t.split("\n").filter((l) => l && !l.startsWith("#"));
    const dropped = lines(text).filter((l) => !lines(kept).includes(l));
    expect(dropped.length).toBeGreaterThan(1000);
    expect(dropped.every((l) => l.startsWith("fp8_block,"))).toBe(true);
    expect(lines(kept).some((l) => l.startsWith("fp8_block,"))).toBe(false);
  });
});
