/** What a node of each op kind must declare; the cost registry gives each kind its formulas (Record<OpKind, …>). */
export interface OpSignature {
  summary: string;
  in: readonly [min: number, max: number];
  out: readonly [min: number, max: number] | "same-as-in";
  weight: boolean;
  state: "none" | "read" | "write";
  params: readonly string[];
}

const MANY = Number.POSITIVE_INFINITY;

export const OP_SIGNATURES = {
  embed: {
    summary: "token embedding gather",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  rms_norm: { summary: "RMSNorm", in: [1, 1], out: [1, 1], weight: true, state: "none", params: [] },
  qk_norm: {
    summary: "per-head RMSNorm of q and k",
    in: [2, 2],
    out: "same-as-in",
    weight: true,
    state: "none",
    params: [],
  },
  final_norm: {
    summary: "RMSNorm before the head",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  rope: {
    summary: "rotary position embedding",
    in: [1, 2],
    out: "same-as-in",
    weight: false,
    state: "none",
    params: ["rotary_dim"],
  },
  linear: {
    summary: "GEMM against one weight (fused outputs allowed)",
    in: [1, 1],
    out: [1, MANY],
    weight: true,
    state: "none",
    params: [],
  },
  silu_mul: {
    summary: "SwiGLU: silu(gate) * up",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  residual_add: {
    summary: "elementwise residual add",
    in: [2, MANY],
    out: [1, 1],
    weight: false,
    state: "none",
    params: [],
  },
  kv_write: {
    summary: "store k and v into the paged KV cache",
    in: [2, 2],
    out: [0, 0],
    weight: false,
    state: "write",
    params: [],
  },
  paged_attention: {
    summary: "attention over the paged KV cache",
    in: [1, 1],
    out: [1, 1],
    weight: false,
    state: "read",
    params: [],
  },
  lm_head: {
    summary: "vocabulary projection",
    in: [1, 1],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
  argmax: { summary: "greedy sampling", in: [1, 1], out: [1, 1], weight: false, state: "none", params: [] },
  router: {
    summary: "MoE router GEMM + top-k",
    in: [1, 1],
    out: [2, 2],
    weight: true,
    state: "none",
    params: ["experts", "top_k"],
  },
  expert_gate_up: {
    summary: "routed experts' gate/up grouped GEMM",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "none",
    params: ["experts", "top_k"],
  },
  expert_down: {
    summary: "routed experts' down grouped GEMM + weighted combine",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "none",
    params: ["experts", "top_k"],
  },
  shared_expert_gate: {
    summary: "sigmoid gate on the shared expert's output",
    in: [2, 2],
    out: [1, 1],
    weight: true,
    state: "none",
    params: [],
  },
} as const satisfies Record<string, OpSignature>;

export type OpKind = keyof typeof OP_SIGNATURES;
export const OP_KINDS = Object.keys(OP_SIGNATURES) as [OpKind, ...OpKind[]];
