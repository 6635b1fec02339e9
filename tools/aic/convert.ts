// Converts NVIDIA AIConfigurator's per-framework silicon database (Apache-2.0) into venn's engine-kernel tables:
// GEMM, attention and all-reduce CSVs for one (system, framework, version), only at the shapes venn's models use.
//
//   npx tsx tools/aic/convert.ts --data DIR --system h100_sxm --framework vllm --version 0.24.0 \
//     --nccl 2.29.2 --commit SHA --commit-date 2026-08-21 --date 2026-12-05 [--out engines/measurements/aic]
//
// DIR is aic-core/src/aiconfigurator_core/systems/data of a checkout (or `git archive` export) at SHA.
// Everything written is a pure function of the inputs and the flags: no clock, no network.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { asyncBufferFromFile, parquetReadObjects } from "hyparquet";
import { compressors } from "hyparquet-compressors";
import { parse } from "yaml";

const REPO = "https://github.com/ai-dynamo/aiconfigurator";
const DATA_PATH = "aic-core/src/aiconfigurator_core/systems/data";

/** AIConfigurator system folder → venn hardware id. */
const SYSTEMS: Record<string, string> = { h100_sxm: "h100-sxm", h200_sxm: "h200-sxm", b200_sxm: "b200" };
/** Framework folder → the name used in file names and engine ids. */
const FRAMEWORKS: Record<string, string> = { vllm: "vllm", sglang: "sglang", trtllm: "tensorrt-llm" };

/** Which collector file describes each category's method (read at the same commit). */
const COLLECTORS: Record<string, (fw: string) => string> = {
  gemm: (fw) => `collector/${fw}/collect_gemm.py`,
  attention: (fw) => `collector/${fw}/collect_attn.py`,
  comm: () => "collector/network/collect_all_reduce.py",
  nccl: () => "collector/network/collect_nccl.py",
};
const METHOD: Record<string, string> = {
  gemm: "the framework's own linear layer (RowParallelLinear / Linear module) with synthetic weights; CUDA-graph replay of several layer copies (weights rotate across copies), latency = replay time / copies; see collector/helper.py benchmark_with_power",
  attention:
    "the framework's attention backend on a synthetic paged KV cache; CUDA-graph replay, one new token per sequence for generation (step = cached tokens), causal prefill without prefix for context; see collector/helper.py benchmark_with_power",
  comm: "the framework's custom all-reduce on a [tokens, 4096] BF16 tensor across the ranks of one node; CUDA-graph replay (graph rows) or eager launches (eager rows)",
  nccl: "nccl-tests all_reduce_perf on one node, in-place time of the size, 40 warm-ups and 60-100 iterations",
};

interface Args {
  data: string;
  system: string;
  framework: string;
  version: string;
  nccl: string;
  commit: string;
  commitDate: string;
  date: string;
  out: string;
}

function parseArgs(argv: readonly string[]): Args {
  const get = (flag: string, fallback?: string) => {
    const i = argv.indexOf(flag);
    const value = i >= 0 ? argv[i + 1] : fallback;
    if (value === undefined || value.startsWith("--")) fail(`missing ${flag} VALUE`);
    return value;
  };
  const args: Args = {
    data: get("--data"),
    system: get("--system"),
    framework: get("--framework"),
    version: get("--version"),
    nccl: get("--nccl"),
    commit: get("--commit"),
    commitDate: get("--commit-date"),
    date: get("--date"),
    out: get("--out", "engines/measurements/aic"),
  };
  if (!SYSTEMS[args.system])
    fail(`--system ${args.system}: expected one of ${Object.keys(SYSTEMS).join(", ")}`);
  if (!FRAMEWORKS[args.framework])
    fail(`--framework ${args.framework}: expected one of ${Object.keys(FRAMEWORKS).join(", ")}`);
  if (!/^[0-9a-f]{40}$/.test(args.commit)) fail(`--commit ${args.commit}: expected a 40-digit commit`);
  for (const key of ["commitDate", "date"] as const)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(args[key])) fail(`--${key}: expected YYYY-MM-DD, found ${args[key]}`);
  return args;
}

function fail(message: string): never {
  process.stderr.write(`convert: ${message}\n`);
  process.exit(2);
}

// ---- the shapes venn's models use ----------------------------------------------------------------------------

const TP = [1, 2, 4, 8];
/** Models whose GEMM and attention shapes the tables keep; dims are read from their model files. */
const MODELS = ["llama-3.1-8b", "llama-3.1-70b", "qwen3-8b", "qwen3-30b-a3b"];

interface Dims {
  hidden: number;
  inter?: number;
  q_heads: number;
  kv_heads: number;
  head_dim: number;
}

function modelDims(id: string): { dims: Dims; dense: boolean } {
  const doc = parse(readFileSync(join("circuits/models", `${id}.model.yaml`), "utf8")) as {
    circuit: string;
    dims: Dims & { experts?: number };
  };
  return { dims: doc.dims, dense: doc.circuit === "dense_gqa" };
}

/** (N, K) of every linear a layer runs per GPU at each tensor-parallel degree (column- and row-sharded). */
function gemmShapes(): { n: number; k: number; use: string }[] {
  const shapes: { n: number; k: number; use: string }[] = [];
  for (const id of MODELS) {
    const { dims: d, dense } = modelDims(id);
    for (const tp of TP) {
      const heads = d.q_heads / tp;
      const kv = Math.max(1, d.kv_heads / tp);
      shapes.push({ n: (heads + 2 * kv) * d.head_dim, k: d.hidden, use: `${id} tp${tp} qkv` });
      shapes.push({ n: d.hidden, k: heads * d.head_dim, use: `${id} tp${tp} o_proj` });
      if (dense && d.inter !== undefined) {
        shapes.push({ n: (2 * d.inter) / tp, k: d.hidden, use: `${id} tp${tp} gate_up` });
        shapes.push({ n: d.hidden, k: d.inter / tp, use: `${id} tp${tp} down` });
      }
    }
  }
  return shapes;
}

/** (q heads, kv heads, head_dim) per GPU of each model at each tensor-parallel degree (KV heads replicate at 1). */
function attentionHeads(): Set<string> {
  const keep = new Set<string>();
  for (const id of MODELS) {
    const { dims: d } = modelDims(id);
    for (const tp of TP) keep.add(`${d.q_heads / tp}|${Math.max(1, d.kv_heads / tp)}|${d.head_dim}`);
  }
  return keep;
}

/** The grid values around v: v itself when measured, else the nearest below and above (both, for interpolation). */
function bracket(grid: readonly number[], v: number): number[] {
  if (grid.includes(v)) return [v];
  const below = grid.filter((g) => g < v);
  const above = grid.filter((g) => g > v);
  return [...(below.length ? [Math.max(...below)] : []), ...(above.length ? [Math.min(...above)] : [])];
}

// ---- the database --------------------------------------------------------------------------------------------

interface Resolved {
  table: string;
  /** Folder (relative to the data root) that holds the parquet file. */
  folder: string;
  /** The version asked for, when a reuse.yaml pointed elsewhere. */
  reusedFrom?: { version: string; reason: string; approvedBy: string };
  provenance: string;
  status: string;
}

/** A table of one category at one version: its own collection, or the version a reuse.yaml points at. */
function resolveTable(
  args: Args,
  category: string,
  framework: string,
  version: string,
  table: string,
): Resolved {
  const folder = join(args.system, category, framework, version);
  const dir = join(args.data, folder);
  if (!existsSync(dir)) fail(`${folder}: no such folder in the database`);
  const metaFile = join(dir, "collection_meta.yaml");
  const meta = existsSync(metaFile)
    ? (parse(readFileSync(metaFile, "utf8")) as {
        provenance?: string;
        tables?: Record<string, { status?: string }>;
      })
    : undefined;
  const own = meta?.tables?.[table];
  if (own && existsSync(join(dir, `${table}.parquet`)))
    return { table, folder, provenance: meta?.provenance ?? "unstated", status: own.status ?? "unstated" };
  const reuseFile = join(dir, "reuse.yaml");
  if (existsSync(reuseFile)) {
    const reuse = parse(readFileSync(reuseFile, "utf8")) as {
      reuse?: { table: string; from_version: string; reason?: string; approved_by?: string }[];
    };
    const entry = reuse.reuse?.find((r) => r.table === table);
    if (entry) {
      const target = resolveTable(args, category, framework, entry.from_version, table);
      return {
        ...target,
        reusedFrom: {
          version: entry.from_version,
          reason: (entry.reason ?? "").replace(/\s+/g, " ").trim(),
          approvedBy: entry.approved_by ?? "unstated",
        },
      };
    }
  }
  fail(`${folder}: no ${table} collection and no reuse.yaml entry for it`);
}

type Row = Record<string, unknown>;

async function readTable(args: Args, r: Resolved): Promise<Row[]> {
  const file = await asyncBufferFromFile(join(args.data, r.folder, `${r.table}.parquet`));
  return (await parquetReadObjects({ file, compressors })) as Row[];
}

const num = (v: unknown): number => (typeof v === "bigint" ? Number(v) : (v as number));
const str = (v: unknown): string => String(v);
/** Milliseconds → microseconds with five significant digits (the measurements' own precision is lower). */
const us = (ms: number): string => String(Number((ms * 1000).toPrecision(5)));

function oneDevice(rows: readonly Row[], where: string): string {
  const devices = [...new Set(rows.map((r) => str(r.device)))];
  if (devices.length !== 1) fail(`${where}: expected one device, found ${devices.join(", ")}`);
  return devices[0] as string;
}

// ---- writing -------------------------------------------------------------------------------------------------

function header(
  args: Args,
  what: string,
  device: string,
  parts: readonly Resolved[],
  extra: string[],
): string[] {
  const lines = [
    `title: AIConfigurator silicon measurements, ${what}, ${FRAMEWORKS[args.framework]} ${args.version} on ${device}`,
    `hardware: ${SYSTEMS[args.system]}`,
    `framework: ${FRAMEWORKS[args.framework]}`,
    `version: ${args.version}`,
    `device: ${device}`,
    `source: ${REPO}`,
    `commit: ${args.commit}`,
    `commit_date: ${args.commitDate}`,
  ];
  for (const p of parts) {
    lines.push(`file: ${DATA_PATH}/${p.folder}/${p.table}.parquet`);
    lines.push(
      `collection: ${p.table} status ${p.status}, provenance ${p.provenance} (collection_meta.yaml)`,
    );
    if (p.reusedFrom)
      lines.push(
        `reuse: ${p.table} asked at this version is the ${p.reusedFrom.version} collection (reuse.yaml, approved by ${p.reusedFrom.approvedBy}: ${p.reusedFrom.reason})`,
      );
  }
  lines.push(
    ...extra,
    `converted: ${args.date} by tools/aic/convert.ts (rows filtered to the shapes venn's models use; latency ms -> us; columns renamed)`,
    "license: Apache-2.0. Derived from NVIDIA AIConfigurator, Copyright (c) 2025-2026 NVIDIA CORPORATION & AFFILIATES, licensed under the Apache License, Version 2.0 (see LICENSE.aiconfigurator beside this file or http://www.apache.org/licenses/LICENSE-2.0); distributed on an AS IS basis, without warranties or conditions of any kind.",
  );
  return lines.map((l) => `# ${l}`);
}

interface Pending {
  path: string;
  text: string;
  rows: number;
}

function csv(
  path: string,
  comments: readonly string[],
  columns: readonly string[],
  rows: string[][],
): Pending {
  const body = [...comments, columns.join(","), ...rows.map((r) => r.join(","))].join("\n");
  return { path, text: `${body}\n`, rows: rows.length };
}

const byColumns = (a: readonly string[], b: readonly string[]) => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    const nx = Number(x);
    const ny = Number(y);
    const c = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x < y ? -1 : x > y ? 1 : 0;
    if (c !== 0) return c;
  }
  return 0;
};

async function convertGemm(args: Args, base: string): Promise<Pending> {
  const r = resolveTable(args, "gemm", args.framework, args.version, "gemm_perf");
  const rows = await readTable(args, r);
  const device = oneDevice(rows, r.folder);
  const ns = [...new Set(rows.map((x) => num(x.n)))].sort((a, b) => a - b);
  const ks = [...new Set(rows.map((x) => num(x.k)))].sort((a, b) => a - b);
  const shapes = gemmShapes();
  const keep = new Set<string>();
  for (const s of shapes)
    for (const n of bracket(ns, s.n)) for (const k of bracket(ks, s.k)) keep.add(`${n}|${k}`);
  const out: string[][] = [];
  const seen = new Map<string, string>();
  for (const x of rows) {
    if (!keep.has(`${num(x.n)}|${num(x.k)}`)) continue;
    const key = `${str(x.gemm_dtype)}|${num(x.m)}|${num(x.n)}|${num(x.k)}`;
    const prior = seen.get(key);
    if (prior !== undefined) fail(`${r.folder}: ${key} measured twice (${prior}, ${str(x.kernel_source)})`);
    seen.set(key, str(x.kernel_source));
    out.push([
      str(x.gemm_dtype),
      str(x.kernel_source),
      String(num(x.m)),
      String(num(x.n)),
      String(num(x.k)),
      us(num(x.latency)),
    ]);
  }
  out.sort((a, b) => byColumns([a[0], a[2], a[3], a[4]] as string[], [b[0], b[2], b[3], b[4]] as string[]));
  const offGrid = shapes
    .filter((s) => !ns.includes(s.n) || !ks.includes(s.k))
    .map((s) => `${s.use} (${s.n}x${s.k})`);
  const extra = [
    `method: ${METHOD.gemm} (${REPO}/blob/${args.commit}/${COLLECTORS.gemm?.(args.framework)})`,
    `columns: dtype (AIConfigurator gemm_dtype), kernel (kernel_source), m, n, k (out = m x n, reduction k), us (one launch, microseconds)`,
    `shapes: every (n, k) of ${MODELS.join(", ")} at tensor parallel ${TP.join("/")}, or where a shape is off the measured grid the grid values around it: ${offGrid.join("; ")}`,
  ];
  const path = join(args.out, `${base}.gemm.csv`);
  return csv(path, header(args, "GEMM", device, [r], extra), ["dtype", "kernel", "m", "n", "k", "us"], out);
}

async function convertAttention(args: Args, base: string): Promise<Pending> {
  const keepHeads = attentionHeads();
  const parts: Resolved[] = [];
  const out: string[][] = [];
  let device = "";
  for (const [phase, table] of [
    ["prefill", "context_attention_perf"],
    ["decode", "generation_attention_perf"],
  ] as const) {
    const r = resolveTable(args, "attention", args.framework, args.version, table);
    parts.push(r);
    const rows = await readTable(args, r);
    device = oneDevice(rows, r.folder);
    const seen = new Map<string, string>();
    for (const x of rows) {
      if (num(x.window_size) !== 0 || num(x.beam_width) !== 1) continue;
      if (!keepHeads.has(`${num(x.num_heads)}|${num(x.num_key_value_heads)}|${num(x.head_dim)}`)) continue;
      // Tokens each sequence attends over: the prompt for prefill; cached tokens plus the new one for decode.
      const tokens = phase === "prefill" ? num(x.isl) : num(x.step) + num(x.isl);
      const cells = [
        phase,
        str(x.kernel_source),
        String(num(x.batch_size)),
        String(tokens),
        String(num(x.num_heads)),
        String(num(x.num_key_value_heads)),
        String(num(x.head_dim)),
        str(x.attn_dtype),
        str(x.kv_cache_dtype),
        us(num(x.latency)),
      ];
      // Some folders hold two backends at one point (SGLang on B200: trtllm_mha and flashinfer); both are kept.
      const key = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => cells[i]).join("|");
      if (seen.has(key)) fail(`${r.folder}/${table}: ${key} measured twice`);
      seen.set(key, cells[1] as string);
      out.push(cells);
    }
  }
  out.sort((a, b) =>
    byColumns(
      [0, 1, 7, 8, 4, 5, 6, 2, 3].map((i) => a[i]) as string[],
      [0, 1, 7, 8, 4, 5, 6, 2, 3].map((i) => b[i]) as string[],
    ),
  );
  const extra = [
    `method: ${METHOD.attention} (${REPO}/blob/${args.commit}/${COLLECTORS.attention?.(args.framework)})`,
    "columns: phase (prefill = context_attention_perf, decode = generation_attention_perf), kernel (kernel_source), batch (sequences), tokens (prefill: prompt tokens per sequence, causal, no prefix; decode: tokens attended per sequence = step + 1, step being the cached tokens), q_heads, kv_heads, head_dim, attn_dtype, kv_dtype, us (one launch, microseconds); full attention only (window_size 0), beam width 1",
    `heads: the per-GPU (q_heads, kv_heads, head_dim) of ${MODELS.join(", ")} at tensor parallel ${TP.join("/")}`,
  ];
  const path = join(args.out, `${base}.attention.csv`);
  return csv(
    path,
    header(args, "attention", device, parts, extra),
    ["phase", "kernel", "batch", "tokens", "q_heads", "kv_heads", "head_dim", "attn_dtype", "kv_dtype", "us"],
    out,
  );
}

const DTYPE_BYTES: Record<string, number> = { bfloat16: 2, half: 2, float16: 2, int8: 1 };

async function convertAllReduce(args: Args, base: string): Promise<Pending> {
  const custom = resolveTable(args, "comm", args.framework, args.version, "custom_allreduce_perf");
  const nccl = resolveTable(args, "comm", "nccl", args.nccl, "nccl_perf");
  const out: string[][] = [];
  const device = oneDevice(await readTable(args, custom), custom.folder);
  const push = (kernel: string, x: Row, dtype: string) => {
    const bytes = DTYPE_BYTES[dtype];
    if (bytes === undefined) fail(`all-reduce dtype ${dtype} has no byte size here`);
    out.push([
      kernel,
      String(num(x.num_gpus)),
      dtype === "half" ? "float16" : dtype,
      String(num(x.message_size)),
      String(num(x.message_size) * bytes),
      us(num(x.latency)),
    ]);
  };
  for (const x of await readTable(args, custom)) push(str(x.kernel_source), x, str(x.allreduce_dtype));
  const ncclRows = await readTable(args, nccl);
  if (oneDevice(ncclRows, nccl.folder) !== device)
    fail(`${nccl.folder}: another device than ${custom.folder}`);
  for (const x of ncclRows)
    if (str(x.op_name) === "all_reduce" && str(x.nccl_dtype) === "half") push("NCCL", x, "half");
  out.sort((a, b) => byColumns([a[0], a[1], a[4]] as string[], [b[0], b[1], b[4]] as string[]));
  const extra = [
    `method: custom rows: ${METHOD.comm} (${REPO}/blob/${args.commit}/${COLLECTORS.comm?.("")}); NCCL ${args.nccl} rows: ${METHOD.nccl} (${REPO}/blob/${args.commit}/${COLLECTORS.nccl?.("")})`,
    "columns: kernel (kernel_source; NCCL for nccl-tests rows), ranks (GPUs in the all-reduce), dtype, elements (message_size, elements per rank), bytes (elements x dtype size), us (one all-reduce, microseconds)",
  ];
  const path = join(args.out, `${base}.allreduce.csv`);
  return csv(
    path,
    header(args, "all-reduce", device, [custom, nccl], extra),
    ["kernel", "ranks", "dtype", "elements", "bytes", "us"],
    out,
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  args.data = resolve(args.data);
  mkdirSync(args.out, { recursive: true });
  if (!readdirSync(args.data).includes(args.system)) fail(`${args.data}: no ${args.system} folder`);
  const base = `${SYSTEMS[args.system]}.${FRAMEWORKS[args.framework]}-${args.version}`;
  // All three are built before any is written, so a failed run leaves no partial output.
  const pending = [
    await convertGemm(args, base),
    await convertAttention(args, base),
    await convertAllReduce(args, base),
  ];
  for (const p of pending) {
    writeFileSync(`${p.path}.tmp`, p.text);
    renameSync(`${p.path}.tmp`, p.path);
    process.stdout.write(`wrote ${p.path} (${p.rows} rows)\n`);
  }
}

await main();
