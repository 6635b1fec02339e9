// What a model_type's import table is made of, and the small builders the tables are written with.

/** Where a number comes from, tried in order: a config key, a computation over keys, a documented default. */
export type NumberSource =
  | { key: string }
  /** A number, or a per-layer list whose entries are all one number (Hunyuan's moe_topk, moe_intermediate_size). */
  | { uniform: string }
  | { uniformProduct: readonly [string, string] }
  | { quotient: readonly [string, string] }
  | { product: readonly [string, string] }
  /** int(a × b), as transformers sizes a partial rotary width (MiMo-V2's int(192 × 0.334) = 64). */
  | { floorProduct: readonly [string, string] }
  | { default: number; note: string }
  | { fallback: string; note: string };

/** Where a switch comes from: a boolean key, whether a key is set (non-null), a documented default, a constant. */
export type SwitchSource =
  | { key: string }
  | { positive: string }
  | { isSet: string }
  | { default: boolean; note: string }
  | { value: boolean; note: string };

export interface DimRule {
  dim: string;
  from: readonly NumberSource[];
  /** Left out when no source yields (a dim only some switch settings use); otherwise a missing key is an error. */
  isOptional?: boolean;
  /** Zero is a value (a model with no MTP layers, no dense first layers); otherwise dims are positive. */
  mayBeZero?: boolean;
}

export interface SwitchRule {
  switch: string;
  from: readonly SwitchSource[];
}

/**
 * How the layer pattern is spelt from the config, tried in order. A list maps each item (a string, or a number by its
 * decimal spelling) to a letter; skipEmpty treats [] as absent (Llama 4's no_rope_layers: [] means the default).
 * indices names the layers that get hit (Llama 4's moe_layers). combine spells two patterns and maps each pair of
 * letters to one (Llama 4: NoPE or chunked RoPE attention, times dense or MoE feed-forward).
 */
export type PatternSource =
  | { list: string; letters: Readonly<Record<string, string>>; skipEmpty?: boolean }
  | { string: string; letters: string }
  | { every: string; hit: string; miss: string; default?: { value: number; note: string } }
  | { indices: string; hit: string; miss: string }
  | {
      combine: readonly [readonly PatternSource[], readonly PatternSource[]];
      letters: Readonly<Record<string, string>>;
    };

/** A key whose value the circuit cannot express otherwise: absent, or equal to one of these. */
export interface Expectation {
  key: string;
  allowed: readonly (number | string | boolean | null | readonly never[])[];
  /** Also allowed: a number at least this other key's value (a window no shorter than the context). */
  atLeast?: string;
  /** Also allowed: a list whose every item is one of these (GLM's indexer_types all "full"). */
  eachOf?: readonly string[];
  why: string;
}

export interface ModelTypeRow {
  circuit: string;
  /** Dims live under this key (Gemma 3's text_config); top-level keys are searched after it. */
  nested?: string;
  dims: readonly DimRule[];
  switches: readonly SwitchRule[];
  pattern?: readonly PatternSource[];
  expect?: readonly Expectation[];
  /** Sites an MXFP4 checkpoint quantizes (everything else stays in torch_dtype, as modules_to_not_convert says). */
  mxfp4Sites?: readonly string[];
  /** The dtype when the config names none (torch_dtype or dtype), with where that is documented. */
  dtype?: { default: string; note: string };
  /** Where the model's max_context comes from when not max_position_embeddings (a config that leaves it to a default). */
  maxContext?: readonly NumberSource[];
  /**
   * A window on every layer: when the config's `key` is a number below its max_position_embeddings, the model is read
   * on `circuit` with that number as dim sliding_window (Phi-3-mini-4k's 2047 of 4096); otherwise on the row's own.
   */
  windowed?: { key: string; circuit: string };
  /**
   * Per-layer blocks (DeciLM's block_configs): each entry's attention and FFN spelled as sublayers of the layer
   * pattern, with dims layers and kv_heads, one inter_<slot> dim and ffn_<slot> switch per distinct FFN width
   * (src/import-hf/block-configs.ts).
   */
  blocks?: {
    key: string;
    /** FFN width from its multiplier: int(2 × ffn_mult × hidden / 3), rounded up to a multiple of this. */
    roundTo: number;
    /** The letters of the FFN width slots, in the order widths first appear. */
    slots: string;
  };
  /**
   * Layers of another kind: when the config's string `key` holds the letter `contains`, or its `key` is true (`isTrue`),
   * the model is read on `circuit` (else the row's), with these dims added, required, and this pattern (else the row's):
   * Nemotron-H's E = MoE layers in hybrid_override_pattern, Gemma 4's enable_moe_block.
   */
  variant?: {
    key: string;
    contains?: string;
    isTrue?: boolean;
    circuit?: string;
    dims: readonly DimRule[];
    pattern?: readonly PatternSource[];
  };
}

export const key = (name: string): NumberSource => ({ key: name });
export const dim = (name: string, ...from: NumberSource[]): DimRule => ({ dim: name, from });
export const sw = (name: string, ...from: SwitchSource[]): SwitchRule => ({ switch: name, from });
export const headDim = dim("head_dim", key("head_dim"), { quotient: ["hidden_size", "num_attention_heads"] });
export const kvHeads = dim("kv_heads", key("num_key_value_heads"));
/** LlamaConfig takes num_key_value_heads=None to mean one KV head per query head (plain multi-head attention). */
export const llamaKvHeads = dim("kv_heads", key("num_key_value_heads"), {
  fallback: "num_attention_heads",
  note: "num_key_value_heads absent: LlamaConfig uses the head count",
});
/**
 * DeepSeek-V3's MLA + DeepSeekMoE dims, shared by its descendants; `qLora` says whether q_lora_rank is optional
 * (DeepSeek-V2-Lite has none) or required (the DSA indexer reads the q LoRA latent).
 */
export const mlaMoeDims = (qLora: DimRule): DimRule[] => [
  dim("hidden", key("hidden_size")),
  dim("inter", key("intermediate_size")),
  dim("vocab", key("vocab_size")),
  dim("q_heads", key("num_attention_heads")),
  qLora,
  dim("kv_lora_rank", key("kv_lora_rank")),
  dim("qk_nope_head_dim", key("qk_nope_head_dim")),
  dim("qk_rope_head_dim", key("qk_rope_head_dim")),
  dim("v_head_dim", key("v_head_dim")),
  dim("layers", key("num_hidden_layers")),
  dim("dense_layers", key("first_k_dense_replace")),
  dim("experts", key("n_routed_experts")),
  dim("top_k", key("num_experts_per_tok")),
  dim("moe_inter", key("moe_intermediate_size")),
  dim("shared_experts", key("n_shared_experts")),
  // Kimi-K2 keeps the DeepSeek-V3 layout with num_nextn_predict_layers 0 (no MTP module).
  { dim: "mtp_layers", from: [key("num_nextn_predict_layers")], isOptional: true, mayBeZero: true },
];

export const tie = (note: string) => sw("tie", { key: "tie_word_embeddings" }, { default: false, note });

/** The same table for a checkpoint that ships the text model alone, its dims at the top level. */
export function textOnly({ nested: _, ...row }: ModelTypeRow): ModelTypeRow {
  return row;
}
