import { z } from "zod";

// Engine kernel tables (engines/measurements/aic/*.csv, written by tools/aic/convert.ts): one zod schema per cell,
// each taking the cell's text; `description` is what a diagnostic says it expected.

/** Sizes: a positive integer below 2^40 (bytes of a 512 MiB message per rank fit; no float, sign or exponent). */
const size = z
  .string()
  .regex(/^[1-9][0-9]{0,12}$/)
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive()
      .max(2 ** 40),
  )
  .describe("a positive integer");

/** One launch in microseconds: a finite positive decimal, at most 1e9 µs (a quarter hour; no kernel takes longer). */
const micros = z
  .string()
  .regex(/^[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?$/i)
  .transform(Number)
  .pipe(z.number().positive().max(1e9))
  .describe("a positive number of microseconds, at most 1e9");

const name = z
  .string()
  .regex(/^[A-Za-z0-9_.:+-]+$/)
  .describe("a name (letters, digits, _ . : + -)");

const phase = z.enum(["prefill", "decode"]).describe("prefill or decode");

export const ENGINE_TABLE_KINDS = ["gemm", "attention", "allreduce"] as const;
export type EngineTableKind = (typeof ENGINE_TABLE_KINDS)[number];

/** The columns of each kind, in file order, each with the schema of its cells. */
export const ENGINE_TABLE_COLUMNS = {
  gemm: { dtype: name, kernel: name, m: size, n: size, k: size, us: micros },
  attention: {
    phase,
    kernel: name,
    batch: size,
    tokens: size,
    q_heads: size,
    kv_heads: size,
    head_dim: size,
    attn_dtype: name,
    kv_dtype: name,
    us: micros,
  },
  allreduce: { kernel: name, ranks: size, dtype: name, elements: size, bytes: size, us: micros },
} as const satisfies Record<EngineTableKind, Record<string, z.ZodType>>;

type Cells<K extends EngineTableKind> = {
  [C in keyof (typeof ENGINE_TABLE_COLUMNS)[K]]: z.output<(typeof ENGINE_TABLE_COLUMNS)[K][C]>;
};
export type GemmRow = Cells<"gemm">;
export type AttentionRow = Cells<"attention">;
export type AllReduceRow = Cells<"allreduce">;

/** Provenance lines (`# key: value`) every table carries before its header row. */
export const ENGINE_TABLE_PROVENANCE = [
  "hardware",
  "framework",
  "version",
  "device",
  "source",
  "commit",
  "file",
  "license",
] as const;
