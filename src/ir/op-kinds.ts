import type { KernelKind } from "./kernel-kinds.ts";
import { RUN_KINDS, type RunMode } from "./run-kinds.ts";

/** A kernel kind, or one per step mode where the op runs as a different kernel when it prefills (attention). */
export type KernelOf = KernelKind | { decode: KernelKind; prefill: KernelKind };

/** Attention reads one query row per sequence in decode and a causal block of rows in prefill: two kernels. */
const ATTENTION: KernelOf = { decode: "attention_decode", prefill: "attention_prefill" };

/** What a node of each op kind must declare; the cost registry gives each kind its formulas (Record<OpKind, …>). */
export interface OpSignature {
  summary: string;
  in: readonly [min: number, max: number];
  out: readonly [min: number, max: number] | "same-as-in";
  weight: boolean;
  /** How the node touches its block's states: a KV cache is written then read; a recurrent state is updated in place. */
  state: "none" | "read" | "write" | "update";
  params: readonly string[];
  /** The kind of kernel it runs as: picks the profile's device terms (fixed cost, streaming, occupancy, ridge). */
  kernel: KernelOf;
  /** A collective the shard stage inserts (NCCL/RCCL, not a kernel the engine writes): the Venn report leaves it out. */
  isCollective?: boolean;
  /**
   * Which of a framework's measured kernel tables (AIConfigurator's, engines/measurements/aic) may time this op kind:
   * "attention", plain softmax(QKᵀ)V over a paged KV cache (the context and generation attention rows: GQA/MHA, no sink
   * logit, no latent cache); "allreduce", the sum over the TP ranks (the all-reduce rows). Absent: the device's terms
   * cost it under any engine.
   */
  engineTable?: "attention" | "allreduce";
}

const MANY = Number.POSITIVE_INFINITY;

export const OP_SIGNATURES = {
  embed: {
    summary: "token embedding gather",
    kernel: "gather",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  rms_norm: {
    summary: "RMSNorm",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
    kernel: "elementwise",
  },
  qk_norm: {
    summary: "per-head RMSNorm of q and k",
    kernel: "elementwise",
    in: [2, 2],
    out: "same-as-in",
    weight: true,
    state: "none",
    params: [],
  },
  final_norm: {
    summary: "RMSNorm before the head",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  rope: {
    summary: "rotary position embedding",
    kernel: "elementwise",
    in: [1, 2],
    out: "same-as-in",
    weight: false,
    state: "none",
    params: ["rotary_dim"],
  },
  linear: {
    summary: "GEMM against one weight (fused outputs allowed)",
    kernel: "gemm",
    in: [1, 1],
    out: [1, MANY],
    weight: true,
    state: "none",
    params: [],
  },
  silu_mul: {
    summary: "SwiGLU: silu(gate) * up",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  residual_add: {
    summary: "elementwise residual add",
    kernel: "elementwise",
    in: [2, MANY],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  kv_write: {
    summary: "store each new token's k and v (or latent, or index key) into the paged KV cache",
    kernel: "gather",
    in: [1, 2],
    out: [0, 0],
    weight: false,
    state: "write",
    params: [],
  },
  paged_attention: {
    summary: "attention over the paged KV cache",
    kernel: ATTENTION,
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "read",
    params: [],
    engineTable: "attention",
  },
  lm_head: {
    summary: "vocabulary projection",
    kernel: "gemm",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  argmax: {
    summary: "greedy sampling",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
    kernel: "elementwise",
  },
  router: {
    summary: "MoE router GEMM + top-k",
    kernel: "gemm",
    in: [1, 1],
    out: [2, 2],
    weight: true,
    state: "none",
    params: ["experts", "top_k"],
  },
  expert_gate_up: {
    summary: "routed experts' gate/up grouped GEMM",
    kernel: "grouped_gemm",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "none",
    params: ["experts", "top_k"],
  },
  expert_down: {
    summary: "routed experts' down grouped GEMM + weighted combine",
    kernel: "grouped_gemm",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "none",
    params: ["experts", "top_k"],
  },
  shared_expert_gate: {
    summary: "sigmoid gate on the shared expert's output",
    kernel: "gemm",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  sink_attention: {
    summary: "attention over the paged KV cache with a learned sink logit per head (gpt-oss)",
    kernel: ATTENTION,
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "read",
    params: [],
  },
  head_bmm: {
    summary: "per-head batched GEMM (MLA's absorbed W_UK / W_UV)",
    kernel: "gemm",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: ["heads"],
  },
  mla_attention: {
    summary: "absorbed multi-head latent attention over the latent KV cache (FlashMLA)",
    kernel: ATTENTION,
    in: [2, 2],
    out: [1, 1],
    weight: false,
    state: "read",
    params: [],
  },
  mla_mha_attention: {
    summary: "non-absorbed MLA: decompress the latent cache with kv_b_proj, then multi-head attention",
    kernel: ATTENTION,
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "read",
    params: [],
  },
  layer_norm: {
    summary: "LayerNorm with weight and bias (the DSA indexer's k_norm)",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  dsa_indexer: {
    summary: "DSA lightning indexer: FP8 scores of each query against every cached key, then top-k",
    kernel: ATTENTION,
    in: [2, 2],
    out: [1, 1],
    weight: false,
    state: "read",
    params: ["topk"],
  },
  sparse_mla_attention: {
    summary: "absorbed MLA over the top-k latent tokens the indexer picked (FlashMLA sparse)",
    kernel: ATTENTION,
    in: [3, 3],
    out: [1, 1],
    weight: false,
    state: "read",
    params: ["topk"],
  },
  causal_conv1d: {
    summary: "depthwise causal conv1d + SiLU over a rolling conv state (Mamba2, Gated DeltaNet)",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "update",
    params: [],
  },
  ssm_scan: {
    summary: "Mamba2 selective state-space scan over the recurrent SSM state",
    kernel: "elementwise",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "update",
    params: [],
  },
  gated_delta_net: {
    summary: "gated delta rule over the recurrent linear-attention state (Qwen3-Next)",
    kernel: "elementwise",
    in: [3, 3],
    out: [1, 1],
    weight: true,
    state: "update",
    params: [],
  },
  gated_norm: {
    summary: "RMSNorm of x gated by silu(z) (Mamba2 / Gated DeltaNet output norm)",
    kernel: "elementwise",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  relu2: {
    summary: "squared ReLU (Nemotron-H MLP)",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  gelu_mul: {
    summary: "GeGLU: gelu_tanh(gate) * up",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  swiglu_oai: {
    summary: "gpt-oss clamped SwiGLU: (clamp(up)+1) * gate*sigmoid(1.702*gate)",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  sigmoid_mul: {
    summary: "output gate: x * sigmoid(gate)",
    kernel: "elementwise",
    in: [2, 2],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  softcap: {
    summary: "logit soft-capping: cap * tanh(x / cap)",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  scale: {
    summary: "multiply by a constant (Gemma's embedding normalizer)",
    kernel: "elementwise",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  concat: {
    summary: "concatenate along the feature axis (MTP's [embedding; hidden])",
    kernel: "elementwise",
    in: [2, MANY],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  all_reduce: {
    summary: "collective: sum of every TP rank's partial output (after a row-parallel layer)",
    kernel: "collective",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: ["ranks", "span"],
    isCollective: true,
    engineTable: "allreduce",
  },
  all_gather: {
    summary: "collective: every rank's share of the columns gathered on every rank (vocab-parallel logits)",
    kernel: "collective",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: ["ranks", "span"],
    isCollective: true,
  },
  all_to_all: {
    summary: "collective: tokens dispatched to the EP ranks that hold their experts, and combined back",
    kernel: "collective",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: ["ranks", "span"],
    isCollective: true,
  },
  send_recv: {
    summary: "point to point: the residual stream from one pipeline stage to the next",
    kernel: "collective",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: ["ranks", "span"],
    isCollective: true,
  },
} as const satisfies Record<string, OpSignature>;

export type OpKind = keyof typeof OP_SIGNATURES;
export const OP_KINDS = Object.keys(OP_SIGNATURES) as [OpKind, ...OpKind[]];

/** The kernel kind an op kind runs as in a run kind (its row says prefill or decode kernels). */
export function kernelKindOf(op: OpKind, mode: RunMode): KernelKind {
  const kernel: KernelOf = OP_SIGNATURES[op].kernel;
  return typeof kernel === "string" ? kernel : kernel[RUN_KINDS[mode].kernels];
}
