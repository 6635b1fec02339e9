// How big a config says its model is, and how big the model file an import writes is: the check that an import
// under --as never writes a model of the wrong size.
import type { Dict } from "./config.ts";
import type { Json } from "./json.ts";

/**
 * Config keys that change the parameter count (experts, their widths, shared experts, dense prefixes, low-rank
 * attention, per-layer kinds). A table that leaves one of these unread, with a value that is not its neutral one,
 * writes a model of another size. The MTP draft layer count is not here: every circuit costs that module only on
 * request (the mtp switch), so leaving it unread changes no figure the model file gives.
 */
export const SIZE_KEYS: readonly string[] = [
  "num_experts",
  "n_routed_experts",
  "num_local_experts",
  "moe_num_experts",
  "moe_intermediate_size",
  "num_experts_per_tok",
  "moe_topk",
  "moe_k",
  "n_shared_experts",
  "num_shared_expert",
  "moe_num_shared_experts",
  "shared_expert_intermediate_size",
  "first_k_dense_replace",
  "moe_layer_start_index",
  "q_lora_rank",
  "kv_lora_rank",
  "hybrid_override_pattern",
  "block_configs",
  "layer_types",
  "linear_num_value_heads",
  "mamba_num_heads",
  "num_kv_shared_layers",
  "hidden_size_per_layer_input",
  "intermediate_size_mlp",
  "index_n_heads",
];

const ROUTED = [
  "num_experts",
  "n_routed_experts",
  "num_local_experts",
  "moe_num_experts",
  "num_experts_per_tok",
  "moe_topk",
  "moe_k",
];

/** A value that leaves the size as a plain dense stack would have it: absent, null, 0, 1 expert, an empty list. */
function neutral(key: string, v: Json | undefined): boolean {
  if (v === undefined || v === null || v === false) return true;
  if (Array.isArray(v)) return v.length === 0;
  // One routed expert, or one picked, is a dense MLP (Hunyuan-7B's num_experts 1); one shared expert is not neutral.
  if (typeof v === "number") return v === 0 || (v === 1 && ROUTED.includes(key));
  return false;
}

/** The size keys a table leaves unread that change the count, with their values. */
export function ignoredSizeKeys(
  ignored: readonly string[],
  get: (key: string) => Json | undefined,
): string[] {
  return ignored.filter((k) => SIZE_KEYS.includes(k) && !neutral(k, get(k)));
}

/** The widths a decoder's parameter count follows (a plain or MoE transformer stack; no hybrid, no low-rank). */
export interface StackShape {
  hidden: number;
  layers: number;
  vocab: number;
  qHeads: number;
  kvHeads: number;
  headDim: number;
  /** The dense MLP width (the dense layers of an MoE stack, or every layer of a dense one). */
  inter?: number;
  experts?: number;
  moeInter?: number;
  /** The shared experts' total width. */
  sharedInter?: number;
  /** Dense layers before the MoE ones (every layer dense when there are no experts). */
  denseLayers?: number;
  tie?: boolean;
}

const WIDTHS = ["inter", "experts", "moeInter", "sharedInter"] as const;

/** A shape with the widths that are known: an unknown one is left out, as the config or the import left it out. */
function withWidths(
  fixed: Omit<StackShape, (typeof WIDTHS)[number]>,
  widths: Record<(typeof WIDTHS)[number], number | undefined>,
): StackShape {
  const shape: StackShape = { ...fixed };
  for (const k of WIDTHS) {
    const v = widths[k];
    if (v !== undefined) shape[k] = v;
  }
  return shape;
}

/** Parameters of a stack: embedding and head, attention, SwiGLU MLPs (experts with their router). Norms are left out. */
export function stackParams(s: StackShape): number {
  const embed = s.vocab * s.hidden * (s.tie ? 1 : 2);
  const attn = s.hidden * s.headDim * (2 * s.qHeads + 2 * s.kvHeads);
  const dense = 3 * s.hidden * (s.inter ?? 0);
  const moe =
    (s.experts ?? 0) > 1
      ? (s.experts ?? 0) * (3 * s.hidden * (s.moeInter ?? 0) + s.hidden) + 3 * s.hidden * (s.sharedInter ?? 0)
      : undefined;
  const denseLayers = moe === undefined ? s.layers : Math.min(s.layers, s.denseLayers ?? 0);
  return embed + s.layers * attn + denseLayers * dense + (s.layers - denseLayers) * (moe ?? 0);
}

const num = (v: Json | undefined): number | undefined => {
  if (typeof v === "number" && Number.isFinite(v) && v >= 0) return v;
  // Hunyuan writes per-layer lists (moe_topk, moe_intermediate_size): a uniform list reads as its value.
  if (Array.isArray(v) && v.length > 0 && v.every((x) => x === v[0])) return num(v[0]);
  return undefined;
};

/** Keys whose presence means a layout stackParams cannot count (hybrids, low-rank attention, per-layer blocks). */
const UNCOUNTED = [
  "hybrid_override_pattern",
  "block_configs",
  "kv_lora_rank",
  "linear_num_value_heads",
  "mamba_num_heads",
  "hidden_size_per_layer_input",
  "intermediate_size_mlp",
];

/**
 * What a config's own fields imply, read by the common Hugging Face names whatever its model_type (so a table that
 * leaves a field unread is measured against it); undefined for a layout this count cannot follow.
 */
export function impliedShape(get: (key: string) => Json | undefined): StackShape | undefined {
  if (UNCOUNTED.some((k) => !neutral(k, get(k)))) return undefined;
  const first = (...keys: string[]) => {
    for (const k of keys) {
      const v = num(get(k));
      if (v !== undefined) return v;
    }
    return undefined;
  };
  const hidden = first("hidden_size");
  const layers = first("num_hidden_layers");
  const vocab = first("vocab_size");
  const qHeads = first("num_attention_heads");
  if (!hidden || !layers || !vocab || !qHeads) return undefined;
  const kvHeads = first("num_key_value_heads") ?? qHeads;
  const headDim = first("head_dim") ?? hidden / qHeads;
  // Gemma 4's enable_moe_block false builds no experts whatever num_experts says.
  const experts =
    get("enable_moe_block") === false
      ? undefined
      : first("num_experts", "n_routed_experts", "num_local_experts", "moe_num_experts");
  const moeInter = first("moe_intermediate_size") ?? (experts ? first("intermediate_size") : undefined);
  const sharedCount = first("n_shared_experts", "num_shared_expert", "moe_num_shared_experts");
  const sharedInter =
    first("shared_expert_intermediate_size") ??
    (sharedCount !== undefined && moeInter !== undefined ? sharedCount * moeInter : undefined);
  const inter = first("intermediate_size");
  const tie = get("tie_word_embeddings");
  return withWidths(
    {
      hidden,
      layers,
      vocab,
      qHeads,
      kvHeads,
      headDim,
      denseLayers: first("first_k_dense_replace", "moe_layer_start_index") ?? 0,
      tie: tie === true,
    },
    { inter, experts, moeInter, sharedInter },
  );
}

/** The same shape from the dims and switches an import wrote (the names every table gives them). */
export function writtenShape(
  dims: ReadonlyMap<string, number>,
  switches: ReadonlyMap<string, boolean>,
): StackShape | undefined {
  const d = (k: string) => dims.get(k);
  const [hidden, layers, vocab, qHeads, kvHeads, headDim] = [
    d("hidden"),
    d("layers"),
    d("vocab"),
    d("q_heads"),
    d("kv_heads"),
    d("head_dim"),
  ];
  if (!hidden || !layers || !vocab || !qHeads || !kvHeads || !headDim) return undefined;
  const [moeInter, inter, experts] = [d("moe_inter"), d("inter"), d("experts")];
  const shared = d("shared_inter") ?? ((d("shared_experts") ?? 0) * (moeInter ?? 0) || undefined);
  // A shared expert a switch turns off weighs nothing (Qwen3-MoE without one).
  const sharedOn = switches.get("shared_expert") !== false || switches.get("shared_plain") === true;
  return withWidths(
    {
      hidden,
      layers,
      vocab,
      qHeads,
      kvHeads,
      headDim,
      denseLayers: switches.get("dense_prefix") === false ? 0 : (d("dense_layers") ?? 0),
      tie: switches.get("tie") === true,
    },
    { inter, experts, moeInter, sharedInter: sharedOn ? shared : undefined },
  );
}

/** How far apart two counts may be before the written one is called the wrong size: norms and biases, a few %. */
export const SIZE_TOLERANCE = 0.1;

export const dictGetter =
  (root: Dict, nested?: string) =>
  (key: string): Json | undefined => {
    const section = nested ? root[nested] : undefined;
    const inner =
      section && typeof section === "object" && !Array.isArray(section) && Object.hasOwn(section, key)
        ? (section as Dict)[key]
        : undefined;
    if (inner !== undefined && inner !== null) return inner;
    return Object.hasOwn(root, key) ? root[key] : undefined;
  };
