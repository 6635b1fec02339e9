// Import tables for the sparse stacks of 2026 that need circuits of their own: Xiaomi MiMo-V2-Flash (full and
// sliding-window layers of different widths, dense or MoE) and Google Gemma 4 (local/global attention of different
// head widths, a dense MLP beside the experts). Data only, read like every row of tables.ts.
import { dim, key, type ModelTypeRow, sw, textOnly, tie } from "./table-kit.ts";

/**
 * MiMo-V2-Flash (MiMoV2FlashForCausalLM), as the Hub config spells it: hybrid_layer_pattern (0 = full, 1 = sliding)
 * and moe_layer_freq (0 = dense, 1 = MoE) per layer, or transformers' layer_types and mlp_layer_types; the sliding
 * layers' widths under swa_ keys. The MTP draft layers are not costed, as for every MTP head here.
 */
export const mimoV2Flash: ModelTypeRow = {
  circuit: "mimo_v2",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("inter", key("intermediate_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    dim("kv_heads", key("num_key_value_heads")),
    dim("head_dim", key("head_dim")),
    dim("v_head_dim", key("v_head_dim")),
    dim("rotary_dim", { floorProduct: ["head_dim", "partial_rotary_factor"] }),
    dim("swa_q_heads", key("swa_num_attention_heads"), {
      fallback: "num_attention_heads",
      note: "swa_num_attention_heads absent: the sliding layers have the full layers' query heads",
    }),
    dim("swa_kv_heads", key("swa_num_key_value_heads")),
    dim("swa_head_dim", key("swa_head_dim"), {
      fallback: "head_dim",
      note: "swa_head_dim absent: the sliding layers' q/k heads are head_dim wide",
    }),
    dim("swa_v_head_dim", key("swa_v_head_dim"), {
      fallback: "v_head_dim",
      note: "swa_v_head_dim absent: the sliding layers' v heads are v_head_dim wide",
    }),
    dim(
      "swa_rotary_dim",
      { floorProduct: ["swa_head_dim", "partial_rotary_factor"] },
      { floorProduct: ["head_dim", "partial_rotary_factor"] },
    ),
    dim("layers", key("num_hidden_layers")),
    dim("sliding_window", key("sliding_window"), key("sliding_window_size")),
    dim("experts", key("n_routed_experts")),
    dim("top_k", key("num_experts_per_tok")),
    dim("moe_inter", key("moe_intermediate_size")),
  ],
  switches: [
    sw("tie", { key: "tie_word_embeddings" }, { default: false, note: "MiMoV2FlashConfig default" }),
    sw(
      "full_sinks",
      { key: "add_full_attention_sink_bias" },
      { default: false, note: "MiMo-V2-Flash's Hub config" },
    ),
    sw(
      "swa_sinks",
      { key: "add_swa_attention_sink_bias" },
      { default: true, note: "MiMo-V2-Flash's Hub config" },
    ),
  ],
  pattern: [
    {
      combine: [
        [
          { list: "layer_types", letters: { full_attention: "F", sliding_attention: "S" } },
          { list: "hybrid_layer_pattern", letters: { "0": "F", "1": "S" } },
        ],
        [
          { list: "mlp_layer_types", letters: { sparse: "M", dense: "D" } },
          { list: "moe_layer_freq", letters: { "1": "M", "0": "D" } },
        ],
      ],
      letters: { FM: "F", SM: "S", FD: "f", SD: "s" },
    },
  ],
  expect: [
    { key: "n_shared_experts", allowed: [null, 0], why: "null or 0 (this circuit has no shared expert)" },
    { key: "attention_bias", allowed: [false], why: "false (the circuit has no q/k/v/o bias)" },
    { key: "use_qk_norm", allowed: [false], why: "false (the circuit has no q/k norm)" },
    { key: "hidden_act", allowed: ["silu"], why: '"silu" (the circuit\'s MLPs are SwiGLU)' },
  ],
  dtype: { default: "bfloat16", note: "what FP8 leaves of MiMo-V2-Flash is BF16 (model card)" },
};

/**
 * Gemma 4's text model (Gemma4TextConfig, transformers 5): layer_types spells local and global layers; the global ones
 * take global_head_dim, num_global_key_value_heads (under attention_k_eq_v, as Gemma4TextConfig applies it) and the
 * full_attention RoPE's partial_rotary_factor; enable_moe_block adds the experts beside the dense MLP. Per-layer input
 * embeddings, KV sharing and the double-wide MLP of the E2B/E4B models have no nodes here, so they are refused.
 */
const gemma4Text: ModelTypeRow = {
  circuit: "gemma4",
  nested: "text_config",
  maxContext: [{ key: "max_position_embeddings" }, { default: 131072, note: "Gemma4TextConfig default" }],
  dims: [
    dim("hidden", key("hidden_size")),
    dim("inter", key("intermediate_size")),
    dim("vocab", key("vocab_size"), { default: 262144, note: "Gemma4TextConfig default" }),
    dim("q_heads", key("num_attention_heads")),
    dim("kv_heads", key("num_key_value_heads")),
    dim("head_dim", key("head_dim")),
    dim("global_kv_heads", key("num_global_key_value_heads"), {
      fallback: "num_key_value_heads",
      note: "num_global_key_value_heads absent: the global layers keep num_key_value_heads",
    }),
    dim("global_head_dim", key("global_head_dim"), { default: 512, note: "Gemma4TextConfig default" }),
    dim("global_rotary_dim", {
      floorProduct: ["global_head_dim", "rope_parameters.full_attention.partial_rotary_factor"],
    }),
    dim("layers", key("num_hidden_layers")),
    dim("sliding_window", key("sliding_window")),
  ],
  switches: [
    sw("tie", { key: "tie_word_embeddings" }, { default: true, note: "Gemma4TextConfig default" }),
    sw("final_softcap", { isSet: "final_logit_softcapping" }),
    sw("k_eq_v", { key: "attention_k_eq_v" }, { default: false, note: "Gemma4TextConfig default" }),
    sw("moe_block", { key: "enable_moe_block" }, { default: false, note: "Gemma4TextConfig default" }),
  ],
  pattern: [
    { list: "layer_types", letters: { sliding_attention: "L", full_attention: "G" } },
    {
      every: "sliding_window_pattern",
      hit: "G",
      miss: "L",
      default: { value: 6, note: "Gemma4TextConfig default (every 6th layer global)" },
    },
  ],
  expect: [
    {
      key: "hidden_size_per_layer_input",
      allowed: [0],
      why: "0 or null (per-layer input embeddings are not modelled)",
    },
    { key: "num_kv_shared_layers", allowed: [0], why: "0 (KV sharing across layers is not modelled)" },
    { key: "use_double_wide_mlp", allowed: [false], why: "false (this circuit's MLP is one width)" },
    { key: "attention_bias", allowed: [false], why: "false (the circuit has no q/k/v/o bias)" },
    {
      key: "hidden_activation",
      allowed: ["gelu_pytorch_tanh"],
      why: '"gelu_pytorch_tanh" (the circuit\'s MLPs are GeGLU)',
    },
  ],
  dtype: { default: "bfloat16", note: "Gemma 4 checkpoints are published in BF16 (model card)" },
  // The 26B-A4B: experts beside the dense MLP, their keys then required.
  variant: {
    key: "enable_moe_block",
    isTrue: true,
    dims: [
      dim("experts", key("num_experts")),
      dim("top_k", key("top_k_experts")),
      dim("moe_inter", key("moe_intermediate_size")),
    ],
  },
};

export const gemma4: ModelTypeRow = gemma4Text;
export const gemma4TextOnly: ModelTypeRow = textOnly(gemma4Text);

/**
 * NVIDIA's Nemotron-NAS (DeciLMForCausalLM: Llama-3.3-Nemotron-Super-49B, Llama-3.1-Nemotron-Ultra-253B): Llama
 * dims at the top level (num_key_value_heads and intermediate_size are null) and one block_configs entry per layer,
 * read as sublayers by block-configs.ts. DeciLM's FFN width rounds up to a multiple of 256.
 */
export const nemotronNas: ModelTypeRow = {
  circuit: "nemotron_nas",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    dim("head_dim", key("head_dim"), { quotient: ["hidden_size", "num_attention_heads"] }),
  ],
  switches: [tie("DeciLMConfig default (LlamaConfig's)")],
  blocks: { key: "block_configs", roundTo: 256, slots: "0123456789abcdef" },
  expect: [
    { key: "attention_bias", allowed: [false], why: "false (the circuit has no q/k/v/o bias)" },
    { key: "mlp_bias", allowed: [false], why: "false (the circuit's MLPs have no bias)" },
    { key: "hidden_act", allowed: ["silu"], why: '"silu" (the circuit\'s FFNs are SwiGLU)' },
  ],
};
