// Engine tables: a framework's own kernels measured on silicon (AIConfigurator's database, converted by
// tools/aic/convert.ts into engines/measurements/aic/) → the seconds of one GEMM, attention or all-reduce launch,
// interpolated log-log between measured points and never extrapolated: a point outside the table says so.
import type { ZodType } from "zod";
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { type CsvCell, parseCsv } from "../load/index.ts";
import {
  type AllReduceRow,
  type AttentionRow,
  ENGINE_TABLE_COLUMNS,
  ENGINE_TABLE_PROVENANCE,
  type EngineTableKind,
  type GemmRow,
} from "../schema/index.ts";

export { ENGINE_TABLE_KINDS, type EngineTableKind } from "../schema/index.ts";
export type { AllReduceRow, AttentionRow, GemmRow };

/** Where the tables live, relative to the package root, and how one is named. */
export const ENGINE_TABLES_DIR = "engines/measurements/aic";
export const engineTableFile = (hardware: string, engine: string, version: string, kind: EngineTableKind) =>
  `${ENGINE_TABLES_DIR}/${hardware}.${engine}-${version}.${kind}.csv`;

type RowOf<K extends EngineTableKind> = K extends "gemm"
  ? GemmRow
  : K extends "attention"
    ? AttentionRow
    : AllReduceRow;

export interface EngineTable<K extends EngineTableKind = EngineTableKind> {
  kind: K;
  file: string;
  /** The `# key: value` lines before the header (source, commit, framework, version, device, license …). */
  meta: Readonly<Record<string, readonly string[]>>;
  rows: readonly RowOf<K>[];
}
export type GemmTable = EngineTable<"gemm">;
export type AttentionTable = EngineTable<"attention">;
export type AllReduceTable = EngineTable<"allreduce">;

/** A table's answer at one point: seconds with how they were found, or why the table cannot say. */
export type TableLookup =
  | {
      ok: true;
      /** One launch, seconds. */
      seconds: number;
      /** True when a measured row sits exactly at the point. */
      exact: boolean;
      /** Which rows gave the number, e.g. "log-log in m between 16 and 32 at n 6144, k 4096". */
      basis: string;
      /** The kernels of the rows used. */
      kernels: readonly string[];
    }
  | { ok: false; reason: string };

// ---- parsing -------------------------------------------------------------------------------------------------

/**
 * Parses one table of the given kind. Every problem is reported at its cell (file:line:col): a missing column or
 * provenance line, an empty, non-numeric, non-finite, negative or huge cell, a point measured twice. A table with
 * any problem is not returned.
 */
export function parseEngineTable<K extends EngineTableKind>(
  kind: K,
  text: string,
  file: string,
): { table?: EngineTable<K>; diagnostics: Diagnostic[] } {
  // Comment lines become blank lines, which the CSV parser skips, so every cell keeps its line number.
  const meta: Record<string, string[]> = {};
  const lines = text.split("\n");
  const stripped = lines.map((line) => {
    if (!line.startsWith("#")) return line;
    const m = /^#\s*([a-z_]+):\s*(.*?)\s*$/.exec(line);
    if (m) meta[m[1] as string] = [...(meta[m[1] as string] ?? []), m[2] as string];
    return "";
  });
  const parsed = parseCsv(stripped.join("\n"), file);
  if (!parsed.table) return { diagnostics: parsed.diagnostics };
  const at = (cell: Pick<CsvCell, "line" | "col">) => ({ line: cell.line, col: cell.col });
  const diagnostics: Diagnostic[] = [];
  const first = parsed.table.header[0] as CsvCell;
  const missingMeta = ENGINE_TABLE_PROVENANCE.filter((k) => !meta[k]?.some((v) => v !== ""));
  if (missingMeta.length)
    diagnostics.push({
      ...diagnose("ENGINE_TABLE_PROVENANCE", { missing: missingMeta }, { file, path: [] }),
      ...at({ line: 1, col: 1 }),
    });
  const columns = ENGINE_TABLE_COLUMNS[kind] as Record<string, ZodType>;
  const names = Object.keys(columns);
  const found = parsed.table.header.map((c) => c.text);
  const missing = names.filter((n) => !found.includes(n));
  if (missing.length) {
    diagnostics.push({
      ...diagnose("ENGINE_TABLE_COLUMNS", { kind, missing, found }, { file, path: [] }),
      ...at(first),
    });
    return { diagnostics };
  }
  const index = new Map(names.map((n) => [n, found.indexOf(n)]));
  const rows: RowOf<K>[] = [];
  const firstAt = new Map<string, CsvCell>();
  // A cell's schema is a pure function of its text, and key columns repeat a few values over thousands of rows: each
  // column's distinct texts are checked once (a third of the parse time of a GEMM table).
  const checked = new Map(names.map((n) => [n, new Map<string, ReturnType<ZodType["safeParse"]>>()]));
  for (const record of parsed.table.rows) {
    const row: Record<string, unknown> = {};
    let good = true;
    for (const name of names) {
      const cell = record[index.get(name) as number] as CsvCell;
      const schema = columns[name] as ZodType;
      const seen = checked.get(name) as Map<string, ReturnType<ZodType["safeParse"]>>;
      const result = seen.get(cell.text) ?? schema.safeParse(cell.text);
      seen.set(cell.text, result);
      if (result.success) row[name] = result.data;
      else {
        good = false;
        diagnostics.push({
          ...diagnose(
            "ENGINE_TABLE_CELL",
            { column: name, found: cell.text.slice(0, 60), expected: schema.description ?? "a value" },
            { file, path: [] },
          ),
          ...at(cell),
        });
      }
    }
    if (!good) continue;
    const key = pointKey(kind, row);
    const prior = firstAt.get(key);
    const start = record[0] as CsvCell;
    if (prior)
      diagnostics.push({
        ...diagnose(
          "ENGINE_TABLE_DUPLICATE",
          { key },
          { file, path: [] },
          {
            file,
            path: [],
            line: prior.line,
            col: prior.col,
            label: "first measured",
          },
        ),
        ...at(start),
      });
    else firstAt.set(key, start);
    rows.push(row as RowOf<K>);
  }
  if (diagnostics.length) return { diagnostics };
  return { table: { kind, file, meta, rows }, diagnostics };
}

/** What makes a row one measured point (its kernel included: one point may hold two backends). */
function pointKey(kind: EngineTableKind, r: Record<string, unknown>): string {
  const cols = Object.keys(ENGINE_TABLE_COLUMNS[kind]).filter((c) => c !== "us" && c !== "elements");
  return cols.map((c) => `${c} ${String(r[c])}`).join(", ");
}

// ---- interpolation -------------------------------------------------------------------------------------------

interface Point {
  x: number;
  seconds: number;
  kernel: string;
}
type Found = { seconds: number; exact: boolean; kernels: string[]; basis: string } | { reason: string };

const seconds = (us: number) => us * 1e-6;

/** log-log between the two measured x around `x`; exact at a measured x; refused outside or where kernels tie. */
function along(points: readonly Point[], x: number, axis: string): Found {
  if (!points.length) return { reason: `no rows along ${axis}` };
  const at = points.filter((p) => p.x === x);
  if (at.length > 1) return ambiguous(at, `${axis} ${x}`);
  if (at[0]) return { seconds: at[0].seconds, exact: true, kernels: [at[0].kernel], basis: `${axis} ${x}` };
  const xs = [...new Set(points.map((p) => p.x))].sort((a, b) => a - b);
  const lo = xs.filter((v) => v < x).at(-1);
  const hi = xs.find((v) => v > x);
  if (lo === undefined || hi === undefined)
    return { reason: `${axis} ${x} is outside the measured ${xs[0]}–${xs.at(-1)}` };
  const below = points.filter((p) => p.x === lo);
  const above = points.filter((p) => p.x === hi);
  if (below.length > 1) return ambiguous(below, `${axis} ${lo}`);
  if (above.length > 1) return ambiguous(above, `${axis} ${hi}`);
  const b = below[0] as Point;
  const a = above[0] as Point;
  const t = (Math.log(x) - Math.log(lo)) / (Math.log(hi) - Math.log(lo));
  return {
    seconds: Math.exp(Math.log(b.seconds) + t * (Math.log(a.seconds) - Math.log(b.seconds))),
    exact: false,
    kernels: [...new Set([b.kernel, a.kernel])].sort(),
    basis: `log-log in ${axis} between ${lo} and ${hi}`,
  };
}

const ambiguous = (at: readonly Point[], where: string): Found => ({
  reason: `several kernels are measured at ${where} (${[...new Set(at.map((p) => p.kernel))].sort().join(", ")}); name one`,
});

/** The measured grid values around v (v itself when measured); undefined when v is outside them. */
function bracket(grid: readonly number[], v: number): number[] | undefined {
  if (grid.includes(v)) return [v];
  const lo = grid.filter((g) => g < v).at(-1);
  const hi = grid.find((g) => g > v);
  return lo === undefined || hi === undefined ? undefined : [lo, hi];
}

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

function done(found: Found, where: string): TableLookup {
  if ("reason" in found) return { ok: false, reason: `${found.reason} (${where})` };
  return { ok: true, ...found, basis: `${found.basis}; ${where}` };
}

// ---- lookups -------------------------------------------------------------------------------------------------

export interface GemmQuery {
  /** AIConfigurator's gemm_dtype: bfloat16, fp8, fp8_block, nvfp4 … */
  dtype: string;
  /** Output columns, reduction depth and rows (tokens) of out[m × n] = in[m × k] · W[k × n]. */
  n: number;
  k: number;
  m: number;
  /** Only rows of this kernel (kernel_source); otherwise whichever the framework ran at each m. */
  kernel?: string;
}

/**
 * One GEMM launch: log-log in m at the measured (n, k). Where (n, k) is between measured shapes (the database
 * measures a grid, e.g. n 16384 and 51200 around Llama's 28672), bilinear in n and k between the four grid shapes
 * around it, each log-log in m; `exact` is then false and the basis names the shapes. Bilinear would be exact for
 * t = a + b·n·k; on the H200 tables, predicting n 16384 from 12288 and 51200 this way is off by −10 … +16 %
 * (docs/engine-tables.md), so a consumer that needs better should prefer shapes on the grid.
 */
/** A table's rows of one dtype (and kernel), grouped by shape in file order, with the measured n and k: built once. */
interface GemmIndex {
  rows: readonly GemmTable["rows"][number][];
  ns: number[];
  ks: number[];
  byShape: Map<string, GemmTable["rows"][number][]>;
}
const gemmIndexes = new WeakMap<GemmTable, Map<string, GemmIndex>>();

/** The rows a query reads: a simulator binds thousands of lookups, and filtering every row for each was most of it. */
function gemmIndex(table: GemmTable, dtype: string, kernel: string | undefined): GemmIndex {
  const byKey = gemmIndexes.get(table) ?? new Map<string, GemmIndex>();
  gemmIndexes.set(table, byKey);
  const key = `${dtype}\u0000${kernel ?? ""}`;
  const known = byKey.get(key);
  if (known) return known;
  const rows = table.rows.filter((r) => r.dtype === dtype && (kernel === undefined || r.kernel === kernel));
  const byShape = new Map<string, GemmTable["rows"][number][]>();
  for (const r of rows) {
    const shape = `${r.n},${r.k}`;
    const group = byShape.get(shape);
    if (group) group.push(r);
    else byShape.set(shape, [r]);
  }
  const index = { rows, ns: sorted(rows.map((r) => r.n)), ks: sorted(rows.map((r) => r.k)), byShape };
  byKey.set(key, index);
  return index;
}

export function gemmSeconds(table: GemmTable, q: GemmQuery): TableLookup {
  const index = gemmIndex(table, q.dtype, q.kernel);
  const rows = index.rows;
  const where = `${q.dtype}${q.kernel ? ` ${q.kernel}` : ""} in ${table.file}`;
  if (!rows.length) {
    const dtypes = [...new Set(table.rows.map((r) => r.dtype))].sort().join(", ");
    return {
      ok: false,
      reason: `no ${q.dtype}${q.kernel ? ` ${q.kernel}` : ""} rows (measured: ${dtypes}) in ${table.file}`,
    };
  }
  const ns = bracket(index.ns, q.n);
  const ks = bracket(index.ks, q.k);
  if (!ns || !ks) {
    const axis = !ns ? `n ${q.n}` : `k ${q.k}`;
    return { ok: false, reason: `${axis} is outside the measured shapes (${where})` };
  }
  const corner = (n: number, k: number) =>
    along(
      (index.byShape.get(`${n},${k}`) ?? []).map((r) => ({
        x: r.m,
        seconds: seconds(r.us),
        kernel: r.kernel,
      })),
      q.m,
      "m",
    );
  if (ns.length === 1 && ks.length === 1) return done(corner(q.n, q.k), `n ${q.n}, k ${q.k}, ${where}`);
  let total = 0;
  const kernels = new Set<string>();
  const bases: string[] = [];
  for (const n of ns)
    for (const k of ks) {
      const c = corner(n, k);
      if ("reason" in c) return done(c, `shape n ${n}, k ${k} around n ${q.n}, k ${q.k}, ${where}`);
      const wn = ns.length === 1 ? 1 : weight(ns, n, q.n);
      const wk = ks.length === 1 ? 1 : weight(ks, k, q.k);
      total += wn * wk * c.seconds;
      for (const kn of c.kernels) kernels.add(kn);
      bases.push(c.basis);
    }
  return {
    ok: true,
    seconds: total,
    exact: false,
    kernels: [...kernels].sort(),
    basis: `bilinear in n, k between n ${ns.join("/")} and k ${ks.join("/")} (${[...new Set(bases)].join("; ")}); ${where}`,
  };
}

/** The linear weight of grid value g (one of the two in pair) at v. */
const weight = (pair: readonly number[], g: number, v: number) => {
  const [lo, hi] = pair as [number, number];
  const t = (v - lo) / (hi - lo);
  return g === lo ? 1 - t : t;
};

export interface AttentionQuery {
  phase: "prefill" | "decode";
  /** Sequences in the launch. */
  batch: number;
  /** Tokens each sequence attends over: the prompt (prefill, causal, no prefix) or cached + new (decode). */
  tokens: number;
  qHeads: number;
  kvHeads: number;
  headDim: number;
  /** KV-cache dtype (bfloat16, fp8); default bfloat16. */
  kvDtype?: string;
  /** Attention math dtype (bfloat16, fp8 where the framework has it); default bfloat16. */
  attnDtype?: string;
  kernel?: string;
}

/** One attention launch: at the exact heads and dtypes, log-log in tokens then in batch between measured points. */
export function attentionSeconds(table: AttentionTable, q: AttentionQuery): TableLookup {
  const kvDtype = q.kvDtype ?? "bfloat16";
  const attnDtype = q.attnDtype ?? "bfloat16";
  const config = `${q.phase} heads ${q.qHeads}/${q.kvHeads}/${q.headDim}, attn ${attnDtype}, kv ${kvDtype}${q.kernel ? `, ${q.kernel}` : ""}`;
  const where = `${config} in ${table.file}`;
  const rows = table.rows.filter(
    (r) =>
      r.phase === q.phase &&
      r.q_heads === q.qHeads &&
      r.kv_heads === q.kvHeads &&
      r.head_dim === q.headDim &&
      r.kv_dtype === kvDtype &&
      r.attn_dtype === attnDtype &&
      (q.kernel === undefined || r.kernel === q.kernel),
  );
  if (!rows.length) return { ok: false, reason: `no rows for ${where}` };
  const batches = bracket(sorted(rows.map((r) => r.batch)), q.batch);
  if (!batches)
    return done(
      {
        reason: `batch ${q.batch} is outside the measured ${Math.min(...rows.map((r) => r.batch))}–${Math.max(...rows.map((r) => r.batch))}`,
      },
      where,
    );
  const at = batches.map((b) =>
    along(
      rows
        .filter((r) => r.batch === b)
        .map((r) => ({ x: r.tokens, seconds: seconds(r.us), kernel: r.kernel })),
      q.tokens,
      "tokens",
    ),
  );
  for (const [i, f] of at.entries()) if ("reason" in f) return done(f, `batch ${batches[i]}, ${where}`);
  const found = at as Exclude<Found, { reason: string }>[];
  if (batches.length === 1)
    return done(
      { ...(found[0] as (typeof found)[0]), basis: `${found[0]?.basis} at batch ${q.batch}` },
      where,
    );
  const b = along(
    batches.map((x, i) => ({
      x,
      seconds: (found[i] as (typeof found)[0]).seconds,
      kernel: found[i]?.kernels.join("+") ?? "",
    })),
    q.batch,
    "batch",
  );
  if ("reason" in b) return done(b, where);
  return done(
    {
      ...b,
      exact: false,
      kernels: [...new Set(found.flatMap((f) => f.kernels))].sort(),
      basis: `${b.basis} of (${found.map((f) => f.basis).join("; ")})`,
    },
    where,
  );
}

export interface AllReduceQuery {
  /** kernel_source: NCCL, TRTLLM, vLLM_custom_graph, SGLang_CustomAllReduce_graph … */
  kernel: string;
  ranks: number;
  /** Bytes reduced per rank. */
  bytes: number;
}

/** One all-reduce: log-log in bytes at the exact kernel and rank count. */
export function allReduceSeconds(table: AllReduceTable, q: AllReduceQuery): TableLookup {
  const rows = table.rows.filter((r) => r.kernel === q.kernel && r.ranks === q.ranks);
  const where = `${q.kernel} over ${q.ranks} ranks in ${table.file}`;
  if (!rows.length) {
    const have = [...new Set(table.rows.map((r) => `${r.kernel}×${r.ranks}`))].sort().join(", ");
    return { ok: false, reason: `no rows for ${where} (measured: ${have})` };
  }
  return done(
    along(
      rows.map((r) => ({ x: r.bytes, seconds: seconds(r.us), kernel: r.kernel })),
      q.bytes,
      "bytes",
    ),
    where,
  );
}
