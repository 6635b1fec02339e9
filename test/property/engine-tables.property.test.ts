// Generated engine kernel tables with hostile rows (missing cells, NaN, negative, huge, stray text, duplicates):
// parsing never throws, a bad table is refused with every diagnostic at a cell inside the file, a good one answers
// every lookup with a finite positive time between the rows around it, or says why not.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AllReduceTable,
  type AttentionTable,
  allReduceSeconds,
  attentionSeconds,
  type EngineTableKind,
  type GemmTable,
  gemmSeconds,
  parseEngineTable,
  type TableLookup,
} from "../../src/engine-tables/index.ts";
import { announce, params } from "./harness.ts";

const RUNS = 300;

const PROVENANCE = [
  "# hardware: h100-sxm",
  "# framework: vllm",
  "# version: 0.24.0",
  "# device: NVIDIA H100 80GB HBM3",
  "# source: https://github.com/ai-dynamo/aiconfigurator",
  "# commit: 095f58a51c4ca8e61b66ec108d86f223f8d559ce",
  "# file: generated",
  "# license: Apache-2.0",
];

const COLUMNS: Record<EngineTableKind, string[]> = {
  gemm: ["dtype", "kernel", "m", "n", "k", "us"],
  attention: [
    "phase",
    "kernel",
    "batch",
    "tokens",
    "q_heads",
    "kv_heads",
    "head_dim",
    "attn_dtype",
    "kv_dtype",
    "us",
  ],
  allreduce: ["kernel", "ranks", "dtype", "elements", "bytes", "us"],
};

/** A good cell per column: few distinct values, so points repeat and lookups land on and between rows. */
const good: Record<string, fc.Arbitrary<string>> = {
  dtype: fc.constantFrom("bfloat16", "fp8"),
  kernel: fc.constantFrom("k1", "k2"),
  phase: fc.constantFrom("prefill", "decode"),
  attn_dtype: fc.constant("bfloat16"),
  kv_dtype: fc.constantFrom("bfloat16", "fp8"),
  // Few configurations, so points share one and lookups interpolate between them.
  n: fc.constantFrom("64", "4096"),
  k: fc.constantFrom("64", "4096"),
  q_heads: fc.constant("8"),
  kv_heads: fc.constantFrom("1", "8"),
  head_dim: fc.constant("128"),
  ranks: fc.constantFrom("2", "8"),
  us: fc.double({ min: 0.5, max: 1e6, noNaN: true }).map((v) => String(Number(v.toPrecision(5)))),
};
const size = fc.constantFrom(1, 2, 4, 16, 64, 128, 1024, 4096).map(String);

/** Cells no table may hold. */
const hostile = fc.constantFrom(
  "",
  "NaN",
  "nan",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e400",
  "9".repeat(40),
  "1e10",
  "12abc",
  " 5",
  "0x10",
  "1,5",
  '"quoted"',
  "ⅷ",
  "__proto__",
);

const cellFor = (column: string) => good[column] ?? size;

/** The columns that make a row one point (all but the time and the element count). */
const keyOf = (kind: EngineTableKind, cells: readonly string[]) =>
  COLUMNS[kind].map((c, i) => (c === "us" || c === "elements" ? "" : cells[i])).join("|");

const render = (
  kind: EngineTableKind,
  rows: readonly string[][],
  dropProvenance?: number,
  dropColumn?: number,
) => {
  const lines = PROVENANCE.filter((_, i) => i !== dropProvenance);
  lines.push(COLUMNS[kind].filter((_, i) => i !== dropColumn).join(","));
  for (const row of rows) lines.push(row.filter((_, i) => i !== dropColumn).join(","));
  return `${lines.join("\n")}\n`;
};

const rowsOf = (kind: EngineTableKind, maxLength: number) =>
  fc.uniqueArray(
    fc.tuple(...COLUMNS[kind].map(cellFor)).map((cells) => [...cells]),
    { minLength: 0, maxLength, selector: (cells) => keyOf(kind, cells) },
  );

/** Half the tables are well formed (distinct points, every cell good); the rest carry hostile cells or lose a part. */
const table = (kind: EngineTableKind) =>
  fc.oneof(
    rowsOf(kind, 60).map((rows) => render(kind, rows)),
    fc
      .record({
        rows: rowsOf(kind, 20),
        bad: fc.array(fc.tuple(fc.nat(19), fc.nat(COLUMNS[kind].length - 1), hostile), { maxLength: 3 }),
        duplicate: fc.option(fc.nat(19), { freq: 3 }),
        dropProvenance: fc.option(fc.nat(PROVENANCE.length - 1), { freq: 4 }),
        dropColumn: fc.option(fc.nat(COLUMNS[kind].length - 1), { freq: 4 }),
      })
      .map(({ rows, bad, duplicate, dropProvenance, dropColumn }) => {
        const out = rows.map((r) => [...r]);
        for (const [row, col, cell] of bad) if (out[row]) (out[row] as string[])[col] = cell;
        if (duplicate !== null && out[duplicate]) out.push([...(out[duplicate] as string[])]);
        return render(kind, out, dropProvenance ?? undefined, dropColumn ?? undefined);
      }),
  );

const sizes = [0.5, 1, 3, 16, 100, 4096, 5000, 1e7];

/** A found time lies between the smallest and largest time of the rows it could have come from. */
function checkLookup(r: TableLookup, times: readonly number[]) {
  if (!r.ok) {
    expect(r.reason.length).toBeGreaterThan(0);
    return;
  }
  expect(Number.isFinite(r.seconds)).toBe(true);
  expect(r.seconds).toBeGreaterThan(0);
  expect(r.seconds).toBeGreaterThanOrEqual(Math.min(...times) * (1 - 1e-9));
  expect(r.seconds).toBeLessThanOrEqual(Math.max(...times) * (1 + 1e-9));
}

describe("engine tables under hostile rows", () => {
  announce("engine-tables", RUNS * 3);
  const lineCount = (text: string) => text.split("\n").length;

  it.each(["gemm", "attention", "allreduce"] as const)(
    "%s: refused at cells inside the file, or answers within its rows",
    (kind) => {
      fc.assert(
        fc.property(table(kind), (text) => {
          const parsed = parseEngineTable(kind, text, "gen.csv");
          if (!parsed.table) {
            expect(parsed.diagnostics.length).toBeGreaterThan(0);
            for (const d of parsed.diagnostics) {
              expect(d.code.startsWith("ENGINE_TABLE_") || d.code === "LOAD_CSV_SYNTAX").toBe(true);
              expect(d.line).toBeGreaterThanOrEqual(1);
              expect(d.line).toBeLessThanOrEqual(lineCount(text));
              expect(d.col).toBeGreaterThanOrEqual(1);
            }
            return;
          }
          expect(parsed.diagnostics).toEqual([]);
          const t = parsed.table;
          const times = t.rows.map((r) => r.us * 1e-6);
          for (const r of t.rows) expect(Number.isFinite(r.us) && r.us > 0).toBe(true);
          // Queries at each row's own configuration, over sizes on, between and beyond the generated ones.
          for (const x of sizes) {
            if (t.kind === "gemm") {
              const g = t as GemmTable;
              for (const { dtype, n, k } of g.rows.slice(0, 4)) {
                checkLookup(gemmSeconds(g, { dtype, n, k, m: x }), times);
                checkLookup(gemmSeconds(g, { dtype, n: x, k: x * 4, m: x }), times);
              }
            } else if (t.kind === "attention") {
              const a = t as AttentionTable;
              for (const r of a.rows.slice(0, 4)) {
                const q = {
                  phase: r.phase,
                  qHeads: r.q_heads,
                  kvHeads: r.kv_heads,
                  headDim: r.head_dim,
                  kvDtype: r.kv_dtype,
                };
                checkLookup(attentionSeconds(a, { ...q, batch: r.batch, tokens: x }), times);
                checkLookup(attentionSeconds(a, { ...q, batch: x, tokens: x * 8 }), times);
              }
            } else {
              const ar = t as AllReduceTable;
              for (const { kernel, ranks } of ar.rows.slice(0, 4))
                checkLookup(allReduceSeconds(ar, { kernel, ranks, bytes: x }), times);
            }
          }
        }),
        params(RUNS),
      );
    },
  );
});
