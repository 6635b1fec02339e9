// A microbenchmark table (the columns of the H200 reference CSV): each op it may hold, the kernel kind it times,
// the work one launch does as the cost model counts it, and whether the calibration fits it or holds it out.

import { meanAttended } from "../cost/index.ts";
import type { ComputeLane } from "../formats/index.ts";
import type { KernelKind } from "../ir/index.ts";

export const MICROBENCH_COLUMNS = [
  "section",
  "op",
  "dtype",
  "backend",
  "m",
  "n",
  "k",
  "b",
  "ctx",
  "T",
  "distinct",
  "bytes",
  "us_median",
  "us_min",
  "reps",
] as const;
export type MicrobenchColumn = (typeof MICROBENCH_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly MicrobenchColumn[] = ["section", "op", "dtype", "us_median"];
export const NUMBER_COLUMNS = [
  "m",
  "n",
  "k",
  "b",
  "ctx",
  "T",
  "distinct",
  "bytes",
  "us_median",
  "us_min",
  "reps",
] as const;
export type NumberColumn = (typeof NUMBER_COLUMNS)[number];

export const SECTIONS = ["copy", "gemv_bf16", "gemv_fp8", "gemm_peak", "tiny_kernel", "op", "moe"] as const;
export const DTYPES = ["bf16", "fp8", "bytes"] as const;

/** One row, validated: numbers where given. */
export interface MicrobenchRow {
  section: (typeof SECTIONS)[number];
  op: string;
  dtype: (typeof DTYPES)[number];
  backend?: string;
  values: Partial<Record<NumberColumn, number>>;
  /** us_median in seconds. */
  seconds: number;
  /** 0-based index into the table's rows. */
  index: number;
}

/** The work one launch does, as src/cost counts the same kernel in a model. */
export interface RowWork {
  bytes: number;
  flops: number;
  lane: ComputeLane | null;
  units?: { count: number; tokens: number };
}

/** What the calibration does with a row: fit a term from it, hold it out to test against, or leave it (and why). */
export type RowUse = { use: "fit" } | { use: "test"; why: string } | { use: "skip"; why: string };

/** What a row calibrates: a kind's streaming, the lane's GEMM rate, the GEMM ridge, attention occupancy or prefill rate, or a launch cost. */
export type FitRole =
  | "stream"
  | "peak"
  | "ridge"
  | "occupancy"
  | "prefill"
  | "graph-gap"
  | "host-launch"
  | "none";

export interface MicrobenchOp {
  section: readonly (typeof SECTIONS)[number][];
  kind: KernelKind | null;
  role: FitRole;
  /** Columns this op's rows must fill. */
  needs: readonly NumberColumn[];
  work(row: MicrobenchRow): RowWork;
  use(row: MicrobenchRow): RowUse;
}

const elem = (dtype: MicrobenchRow["dtype"]) => (dtype === "fp8" ? 1 : 2);
const laneOf = (dtype: MicrobenchRow["dtype"]): ComputeLane | null => (dtype === "bytes" ? null : dtype);
const v = (row: MicrobenchRow, c: NumberColumn) => row.values[c] ?? 0;
const FIT: RowUse = { use: "fit" };

/** y = x·Wᵀ: W of n×k in the row's dtype, x of m×k in it, a BF16 output of m×n. */
const gemmWork = (row: MicrobenchRow): RowWork => {
  const [m, n, k] = [v(row, "m"), v(row, "n"), v(row, "k")];
  return {
    bytes: (n * k + m * k) * elem(row.dtype) + m * n * 2,
    flops: 2 * m * n * k,
    lane: laneOf(row.dtype),
  };
};
const streamWork = (row: MicrobenchRow): RowWork => ({ bytes: v(row, "bytes"), flops: 0, lane: null });

/** SDPA shapes of the reference table: 32 query heads, 8 KV heads, head dim 128 (Llama-3.1-8B). */
const [Q_HEADS, KV_HEADS, HEAD_DIM] = [32, 8, 128];
/** Grouped expert GEMM of the reference table: top-8 of 128 experts, K 2048, N 1536 (Qwen3-30B-A3B gate/up). */
const [TOP_K, EXPERT_K, EXPERT_N] = [8, 2048, 1536];

const ELEMENTWISE: MicrobenchOp = {
  section: ["op"],
  kind: "elementwise",
  role: "stream",
  needs: ["m", "bytes"],
  work: streamWork,
  use: (row) => (v(row, "m") === 128 ? { use: "test", why: "the middle of the row sweep" } : FIT),
};

export const MICROBENCH_OPS: Record<string, MicrobenchOp> = {
  copy_d2d: {
    section: ["copy"],
    kind: "gather",
    role: "stream",
    needs: ["bytes"],
    work: streamWork,
    use: () => FIT,
  },
  gemv_k4096: {
    section: ["gemv_bf16", "gemv_fp8"],
    kind: "gemm",
    role: "stream",
    needs: ["m", "n", "k", "bytes"],
    work: gemmWork,
    use: (row) =>
      row.dtype === "bf16" ? FIT : { use: "test", why: "FP8 GEMV against terms fitted on BF16 GEMV" },
  },
  gemm_square: {
    section: ["gemm_peak"],
    kind: "gemm",
    role: "peak",
    needs: ["m", "n", "k"],
    work: gemmWork,
    use: () => FIT,
  },
  gemm_N28672_K4096: {
    section: ["op"],
    kind: "gemm",
    role: "ridge",
    needs: ["m", "n", "k"],
    work: gemmWork,
    use: (row) =>
      row.dtype === "bf16"
        ? FIT
        : { use: "test", why: "the FP8 transition against the ridge fitted on BF16" },
  },
  fused_add_rms_norm_triton: ELEMENTWISE,
  silu_mul_triton: ELEMENTWISE,
  rope_neox_40heads_triton: ELEMENTWISE,
  sdpa_decode_q32_kv8_d128: {
    section: ["op"],
    kind: "attention_decode",
    role: "occupancy",
    needs: ["b", "ctx", "bytes"],
    work: (row) => {
      const [b, ctx] = [v(row, "b"), v(row, "ctx")];
      return {
        bytes: v(row, "bytes") + 2 * b * Q_HEADS * HEAD_DIM * 2,
        flops: 4 * b * ctx * Q_HEADS * HEAD_DIM,
        lane: "bf16",
        units: { count: b * KV_HEADS, tokens: ctx },
      };
    },
    use: (row) =>
      row.backend !== "cudnn"
        ? { use: "skip", why: "not the backend PyTorch's default dispatch picked (cuDNN)" }
        : v(row, "ctx") > 4096 || v(row, "b") > 64
          ? { use: "test", why: "the sweep beyond the fitted points (context 16k, 128 sequences)" }
          : FIT,
  },
  sdpa_prefill_causal_q32_kv8_d128: {
    section: ["op"],
    kind: "attention_prefill",
    role: "prefill",
    needs: ["T"],
    // Causal: a whole T-token prompt, each row attending its own prefix, as the cost model counts it (mean (T + 1)/2).
    work: (row) => {
      const t = v(row, "T");
      return {
        bytes: t * (2 * Q_HEADS + 2 * KV_HEADS) * HEAD_DIM * 2,
        flops: 4 * t * meanAttended(t, t) * Q_HEADS * HEAD_DIM,
        lane: "bf16",
      };
    },
    // Both backends are fitted: cuDNN (PyTorch's default pick) is the kind's row, FlashAttention-2 its own backend row.
    use: (row) =>
      row.backend === "cudnn" || row.backend === "flash"
        ? FIT
        : { use: "skip", why: "a backend the profile states no row for" },
  },
  grouped_gemm_E128_K2048_N1536: {
    section: ["moe"],
    kind: "grouped_gemm",
    role: "stream",
    needs: ["T", "distinct", "bytes"],
    work: (row) => {
      const rows = v(row, "T") * TOP_K;
      return {
        bytes: v(row, "bytes") + rows * (EXPERT_K + EXPERT_N) * 2,
        flops: 2 * rows * EXPERT_K * EXPERT_N,
        lane: "bf16",
      };
    },
    use: (row) => (v(row, "T") === 64 ? { use: "test", why: "the middle of the token sweep" } : FIT),
  },
  add_4096_elems_graph: {
    section: ["tiny_kernel"],
    kind: null,
    role: "graph-gap",
    needs: [],
    work: () => ({ bytes: 4096 * 2 * 2, flops: 0, lane: null }),
    use: () => FIT,
  },
  add_4096_elems_eager_host_throughput: {
    section: ["tiny_kernel"],
    kind: null,
    role: "host-launch",
    needs: [],
    work: () => ({ bytes: 4096 * 2 * 2, flops: 0, lane: null }),
    use: () => FIT,
  },
  add_4096_elems_eager_event: {
    section: ["tiny_kernel"],
    kind: null,
    role: "none",
    needs: [],
    work: () => ({ bytes: 4096 * 2 * 2, flops: 0, lane: null }),
    use: () => ({ use: "skip", why: "CUDA events around one launch time the events too" }),
  },
};
export const MICROBENCH_OP_NAMES = Object.keys(MICROBENCH_OPS);

/** Backends whose rows time something other than the device's library kernel; the collector names them. */
const NOT_THE_KERNEL: Readonly<Record<string, string>> = {
  cpu: "timed on a CPU (the collector's test mode), not a GPU measurement",
  torch: "a torch fallback where Triton was missing, not the fused kernel an engine launches",
  mm_loop: "one GEMM per expert where torch._grouped_mm was missing, not a grouped GEMM",
};

/** How a row is used: its backend may rule it out before its op's own rule. */
export function useOf(row: MicrobenchRow): RowUse {
  const why =
    row.backend !== undefined && Object.hasOwn(NOT_THE_KERNEL, row.backend)
      ? NOT_THE_KERNEL[row.backend]
      : undefined;
  if (why) return { use: "skip", why };
  return MICROBENCH_OPS[row.op]?.use(row) ?? { use: "skip", why: "no registry row" };
}
