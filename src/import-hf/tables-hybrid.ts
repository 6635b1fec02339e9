// Import tables for the hybrid stacks of 2025: Llama 4 (chunked RoPE / NoPE attention, dense or MoE layers) and
// IBM Granite 4.0 H (Mamba-2 or attention, MoE after each). Data only, read like every row of tables.ts.
import { dim, headDim, key, kvHeads, llamaKvHeads, type ModelTypeRow, tie } from "./table-kit.ts";

/**
 * Llama 4's text decoder (the text_config of a Llama4ForConditionalGeneration checkpoint). Layer i uses no RoPE when
 * no_rope_layers[i] is 0, else (an empty or absent list) when (i+1) % no_rope_layer_interval is 0; it is MoE when i is
 * in moe_layers, else when (i+1) % interleave_moe_layer_step is 0 (Llama4TextConfig's defaults, transformers 4.51).
 */
export const llama4: ModelTypeRow = {
  circuit: "llama4",
  nested: "text_config",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("inter_mlp", key("intermediate_size_mlp")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    headDim,
    dim("layers", key("num_hidden_layers")),
    dim("chunk", key("attention_chunk_size"), {
      fallback: "max_position_embeddings",
      note: "attention_chunk_size absent: the RoPE layers attend the whole context",
    }),
    dim("experts", key("num_local_experts")),
    dim("top_k", key("num_experts_per_tok")),
    dim("moe_inter", key("intermediate_size")),
  ],
  switches: [tie("Llama4TextConfig default")],
  pattern: [
    {
      combine: [
        [
          { list: "no_rope_layers", letters: { "1": "R", "0": "N" }, skipEmpty: true },
          {
            every: "no_rope_layer_interval",
            hit: "N",
            miss: "R",
            default: { value: 4, note: "Llama4TextConfig default (every 4th layer NoPE)" },
          },
        ],
        [
          { indices: "moe_layers", hit: "M", miss: "D" },
          {
            every: "interleave_moe_layer_step",
            hit: "M",
            miss: "D",
            default: { value: 1, note: "Llama4TextConfig default (every layer MoE)" },
          },
        ],
      ],
      letters: { RM: "R", NM: "N", RD: "r", ND: "n" },
    },
  ],
  expect: [
    { key: "attention_bias", allowed: [false], why: "false (the circuit has no q/k/v/o bias)" },
    { key: "hidden_act", allowed: ["silu"], why: '"silu" (the circuit\'s MLPs are SwiGLU)' },
  ],
};

/**
 * IBM Granite 4.0 H: Mamba-2 or NoPE attention per layer (layer_types), each followed by MoE with a shared expert.
 * Defaults are GraniteMoeHybridConfig's (transformers 4.56); a dense variant (num_local_experts 0) has no MoE to cost.
 */
export const graniteMoeHybrid: ModelTypeRow = {
  circuit: "granite_hybrid",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    llamaKvHeads,
    dim("head_dim", key("head_dim"), { quotient: ["hidden_size", "num_attention_heads"] }),
    dim("layers", key("num_hidden_layers")),
    dim("mamba_heads", key("mamba_n_heads"), { default: 128, note: "GraniteMoeHybridConfig default" }),
    dim("mamba_head_dim", key("mamba_d_head")),
    dim("ssm_state", key("mamba_d_state"), { default: 256, note: "GraniteMoeHybridConfig default" }),
    dim("mamba_groups", key("mamba_n_groups"), { default: 1, note: "GraniteMoeHybridConfig default" }),
    dim("conv_kernel", key("mamba_d_conv"), { default: 4, note: "GraniteMoeHybridConfig default" }),
    dim("experts", key("num_local_experts")),
    dim("top_k", key("num_experts_per_tok")),
    dim("moe_inter", key("intermediate_size")),
    dim("shared_inter", key("shared_intermediate_size")),
  ],
  switches: [tie("GraniteMoeHybridConfig default")],
  dtype: { default: "bfloat16", note: "Granite 4.0 H checkpoints are published in BF16 (model card)" },
  pattern: [{ list: "layer_types", letters: { mamba: "M", attention: "A" } }],
  expect: [
    {
      key: "position_embedding_type",
      allowed: ["nope"],
      why: '"nope" or absent (the circuit\'s attention has no RoPE)',
    },
    { key: "attention_bias", allowed: [false], why: "false (the circuit has no q/k/v/o bias)" },
    {
      key: "mamba_proj_bias",
      allowed: [false],
      why: "false (the circuit's Mamba-2 projections have no bias)",
    },
    { key: "mamba_conv_bias", allowed: [true], why: "true (the circuit's Mamba-2 conv has a bias)" },
    { key: "hidden_act", allowed: ["silu"], why: '"silu" (the circuit\'s experts are SwiGLU)' },
  ],
};
