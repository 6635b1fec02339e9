// Import tables for the sparse stacks of 2026 that need circuits of their own: Xiaomi MiMo-V2-Flash (full and
// sliding-window layers of different widths, dense or MoE) and Google Gemma 4 (local/global attention of different
// head widths, a dense MLP beside the experts). Data only, read like every row of tables.ts.
import { dim, key, type ModelTypeRow, sw } from "./table-kit.ts";

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
