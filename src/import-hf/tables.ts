// One table per Hugging Face model_type: which circuit, and where each dim, switch and the layer pattern come from.
// Data only; src/import-hf/index.ts reads it the same way for every model_type.

import {
  type DimRule,
  dim,
  type Expectation,
  headDim,
  key,
  kvHeads,
  llamaKvHeads,
  type ModelTypeRow,
  mlaMoeDims,
  type NumberSource,
  type SwitchRule,
  sw,
  textOnly,
  tie,
} from "./table-kit.ts";
import { gemma4, gemma4TextOnly, mimoV2Flash, nemotronNas } from "./tables-2026.ts";
import { deepseekV32, glmMoeDsa } from "./tables-dsa.ts";
import { graniteMoeHybrid, llama4 } from "./tables-hybrid.ts";

export type {
  DimRule,
  Expectation,
  ModelTypeRow,
  NumberSource,
  PatternSource,
  SwitchRule,
  SwitchSource,
} from "./table-kit.ts";

/** The longest context a model takes: its config's max_position_embeddings, unless its row says otherwise. */
export const MAX_CONTEXT: readonly NumberSource[] = [{ key: "max_position_embeddings" }];

const noSlidingWindow: Expectation = {
  key: "sliding_window",
  allowed: [null],
  why: "null (this circuit has no sliding window)",
};

const DENSE_DIMS = [
  dim("hidden", key("hidden_size")),
  dim("inter", key("intermediate_size")),
  dim("vocab", key("vocab_size")),
  dim("q_heads", key("num_attention_heads")),
  kvHeads,
  headDim,
  dim("layers", key("num_hidden_layers")),
];

const llama: ModelTypeRow = {
  circuit: "dense_gqa",
  dims: DENSE_DIMS.map((d) => (d.dim === "kv_heads" ? llamaKvHeads : d)),
  switches: [
    sw("qk_norm", { value: false, note: "Llama has no q/k norm (architectural, no config key)" }),
    sw("attn_bias", { key: "attention_bias" }, { default: false, note: "LlamaConfig default" }),
    tie("LlamaConfig default"),
  ],
};

const gemma3: ModelTypeRow = {
  circuit: "gemma3",
  nested: "text_config",
  maxContext: [
    { key: "max_position_embeddings" },
    { default: 131072, note: "Gemma3TextConfig default (128K context, Gemma 3 model card)" },
  ],
  dims: [
    dim("hidden", key("hidden_size")),
    dim("inter", key("intermediate_size")),
    dim("vocab", key("vocab_size"), { default: 262208, note: "Gemma3TextConfig default" }),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    dim("head_dim", key("head_dim")),
    dim("layers", key("num_hidden_layers")),
    dim("sliding_window", key("sliding_window")),
  ],
  switches: [
    sw("tie", { key: "tie_word_embeddings" }, { default: true, note: "Gemma3TextConfig default" }),
    sw("final_softcap", { isSet: "final_logit_softcapping" }),
    sw("qk_norm", {
      value: true,
      note: "Gemma 3 RMS-normalises q and k per head (architectural, no config key)",
    }),
  ],
  pattern: [
    { list: "layer_types", letters: { sliding_attention: "L", full_attention: "G" } },
    {
      every: "sliding_window_pattern",
      hit: "G",
      miss: "L",
      default: { value: 6, note: "Gemma3TextConfig default" },
    },
  ],
  expect: [
    {
      key: "attn_logit_softcapping",
      allowed: [null],
      why: "null (attention-logit soft-capping is not modelled)",
    },
  ],
};

/** No dense first layers: every layer is MoE, as the config's own expectations say. */
const noDenseLayers = (note: string): SwitchRule => sw("dense_prefix", { value: false, note });

const moeDims = (experts: string, inter: string): DimRule[] => [
  dim("hidden", key("hidden_size")),
  dim("vocab", key("vocab_size")),
  dim("q_heads", key("num_attention_heads")),
  kvHeads,
  headDim,
  dim("layers", key("num_hidden_layers")),
  dim("experts", key(experts)),
  dim("top_k", key("num_experts_per_tok")),
  dim("moe_inter", key(inter)),
  { dim: "shared_inter", from: [key("shared_expert_intermediate_size")], isOptional: true },
];

/** Gemma 2 on the Gemma 3 circuit: no QK-norm, soft-capped logits, local and global layers alternating. */
const gemma2: ModelTypeRow = {
  circuit: "gemma3",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("inter", key("intermediate_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    dim("head_dim", key("head_dim")),
    dim("layers", key("num_hidden_layers")),
    dim("sliding_window", key("sliding_window")),
  ],
  switches: [
    sw("tie", { key: "tie_word_embeddings" }, { default: true, note: "Gemma2Config default" }),
    sw("final_softcap", { isSet: "final_logit_softcapping" }),
    sw("qk_norm", { value: false, note: "Gemma 2 has no q/k norm (architectural, no config key)" }),
  ],
  pattern: [
    { list: "layer_types", letters: { sliding_attention: "L", full_attention: "G" } },
    {
      every: "sliding_window_pattern",
      hit: "G",
      miss: "L",
      default: { value: 2, note: "Gemma2Config: even layers sliding, odd layers global" },
    },
  ],
};

/** GLM-4.5 and ERNIE-4.5: GQA MoE with dense first layers and ungated shared experts. */
const glm4Moe: ModelTypeRow = {
  circuit: "gqa_moe",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("inter", key("intermediate_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    headDim,
    dim("layers", key("num_hidden_layers")),
    { dim: "dense_layers", from: [key("first_k_dense_replace")], mayBeZero: true },
    dim("experts", key("n_routed_experts")),
    dim("top_k", key("num_experts_per_tok")),
    dim("moe_inter", key("moe_intermediate_size")),
    dim("shared_inter", { product: ["moe_intermediate_size", "n_shared_experts"] }),
  ],
  switches: [
    sw("qk_norm", { key: "use_qk_norm" }, { default: false, note: "Glm4MoeConfig default" }),
    sw("attn_bias", { key: "attention_bias" }, { default: false, note: "Glm4MoeConfig default" }),
    tie("Glm4MoeConfig default"),
    sw("shared_expert", { value: false, note: "GLM-4.5's shared experts are not gated" }),
    sw("shared_plain", {
      value: true,
      note: "n_shared_experts ungated experts of moe_intermediate_size each",
    }),
    sw("dense_prefix", { positive: "first_k_dense_replace" }),
  ],
};

const ernie45Moe: ModelTypeRow = {
  circuit: "gqa_moe",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("inter", key("intermediate_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    headDim,
    dim("layers", key("num_hidden_layers")),
    { dim: "dense_layers", from: [key("moe_layer_start_index")], mayBeZero: true },
    dim("experts", key("moe_num_experts")),
    dim("top_k", key("moe_k")),
    dim("moe_inter", key("moe_intermediate_size")),
    dim("shared_inter", { product: ["moe_intermediate_size", "moe_num_shared_experts"] }),
  ],
  switches: [
    sw("qk_norm", { value: false, note: "ERNIE-4.5 has no q/k norm (architectural, no config key)" }),
    sw("attn_bias", { key: "use_bias" }, { default: false, note: "Ernie4_5_MoeConfig default" }),
    sw("tie", { key: "tie_word_embeddings" }, { default: true, note: "Ernie4_5_MoeConfig default" }),
    sw("shared_expert", { value: false, note: "ERNIE-4.5's shared experts are not gated" }),
    sw("shared_plain", {
      value: true,
      note: "moe_num_shared_experts ungated experts of moe_intermediate_size each",
    }),
    sw("dense_prefix", { positive: "moe_layer_start_index" }),
  ],
  expect: [{ key: "moe_layer_interval", allowed: [1], why: "1 (every layer after the dense ones is MoE)" }],
  dtype: { default: "bfloat16", note: "ERNIE-4.5 checkpoints are published in BF16 (model card)" },
};

const deepseekV3: ModelTypeRow = {
  circuit: "mla_moe",
  dims: mlaMoeDims({ dim: "q_lora_rank", from: [key("q_lora_rank")], isOptional: true }),
  switches: [
    sw("q_lora", { isSet: "q_lora_rank" }),
    sw("mla_absorb", {
      value: true,
      note: "policy: the absorbed path engines run for decode; false costs the non-absorbed prefill path",
    }),
    tie("DeepseekV3Config default"),
    sw("mtp", {
      value: false,
      note: "policy: the MTP draft layer runs only with speculative decoding; true costs it",
    }),
  ],
  expect: [{ key: "moe_layer_freq", allowed: [1], why: "1 (every layer after the dense ones is MoE)" }],
};

const qwen3Moe: ModelTypeRow = {
  circuit: "gqa_moe",
  dims: moeDims("num_experts", "moe_intermediate_size"),
  switches: [
    sw("qk_norm", {
      value: true,
      note: "Qwen3 RMS-normalises q and k per head (architectural, no config key)",
    }),
    sw("attn_bias", { key: "attention_bias" }, { default: false, note: "Qwen3MoeConfig default" }),
    tie("Qwen3MoeConfig default"),
    sw("shared_expert", { isSet: "shared_expert_intermediate_size" }),
    sw("shared_plain", { value: false, note: "Qwen3-MoE's shared expert, if any, is gated" }),
    noDenseLayers("Qwen3-MoE has no dense layers (decoder_sparse_step 1, mlp_only_layers [])"),
  ],
  expect: [
    { key: "decoder_sparse_step", allowed: [1], why: "1 (every layer is MoE)" },
    { key: "mlp_only_layers", allowed: [[]], why: "[] (every layer is MoE)" },
    { key: "use_sliding_window", allowed: [false], why: "false (this circuit has no sliding window)" },
  ],
};

const qwen3VlMoe: ModelTypeRow = {
  ...qwen3Moe,
  nested: "text_config",
  dtype: {
    default: "bfloat16",
    note: "Qwen3-VL checkpoints are published in BF16 (the Hub lists their safetensors as BF16)",
  },
};

/**
 * Tencent's Hunyuan MoE (HunYuanMoEV1ForCausalLM, Hunyuan-A13B): GQA with per-head q/k norm, every layer MoE with
 * per-layer lists (moe_topk, moe_intermediate_size, num_shared_expert) that hold one value for every layer, and an
 * ungated shared MLP of intermediate_size × num_shared_expert added to the routed experts (use_mixed_mlp_moe).
 */
const hunyuanMoe: ModelTypeRow = {
  circuit: "gqa_moe",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    dim("head_dim", key("head_dim"), key("attention_head_dim"), {
      quotient: ["hidden_size", "num_attention_heads"],
    }),
    dim("layers", key("num_hidden_layers")),
    dim("experts", key("num_experts")),
    dim("top_k", { uniform: "moe_topk" }),
    dim("moe_inter", { uniform: "moe_intermediate_size" }),
    dim("shared_inter", { uniformProduct: ["intermediate_size", "num_shared_expert"] }),
  ],
  switches: [
    sw("qk_norm", { key: "use_qk_norm" }, { default: false, note: "HunYuanMoEV1Config default" }),
    sw("attn_bias", { key: "attention_bias" }, { default: false, note: "HunYuanMoEV1Config default" }),
    sw("tie", { key: "tie_word_embeddings" }, { default: true, note: "HunYuanMoEV1Config default" }),
    sw("shared_expert", { value: false, note: "Hunyuan's shared MLP is not gated" }),
    sw("shared_plain", { key: "use_mixed_mlp_moe" }),
    noDenseLayers("Hunyuan MoE has no dense layers (every layer routes to num_experts)"),
  ],
  expect: [
    { key: "use_cla", allowed: [false], why: "false (cross-layer KV sharing is not modelled)" },
    { key: "mlp_bias", allowed: [false], why: "false (the circuit's MLPs have no bias)" },
  ],
  dtype: { default: "bfloat16", note: "Hunyuan-A13B is published in BF16 (model card)" },
};

/**
 * MiniMax-M2 (MiniMaxM2ForCausalLM, M2 to M2.7): 62 full-attention GQA layers, every one MoE over num_local_experts
 * SwiGLU experts of intermediate_size, sigmoid routing with a correction bias, no shared expert. The MTP modules
 * (use_mtp) are not costed, as for every MTP head here.
 */
const minimaxM2: ModelTypeRow = {
  circuit: "gqa_moe",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    headDim,
    dim("layers", key("num_hidden_layers")),
    dim("experts", key("num_local_experts")),
    dim("top_k", key("num_experts_per_tok")),
    dim("moe_inter", key("intermediate_size")),
  ],
  switches: [
    sw("qk_norm", { key: "use_qk_norm" }, { default: true, note: "MiniMaxM2Config default" }),
    sw("attn_bias", { key: "attention_bias" }, { default: false, note: "MiniMaxM2Config default" }),
    tie("MiniMaxM2Config default"),
    sw("shared_expert", {
      value: false,
      note: "MiniMax-M2 has no shared expert (shared_intermediate_size 0)",
    }),
    sw("shared_plain", { value: false, note: "MiniMax-M2 has no shared expert" }),
    noDenseLayers("MiniMax-M2 has no dense layers (every layer is a sparse MoE block)"),
  ],
  expect: [
    { key: "shared_intermediate_size", allowed: [0], why: "0 (this table has no shared expert)" },
    { key: "hidden_act", allowed: ["silu"], why: '"silu" (the circuit\'s experts are SwiGLU)' },
  ],
  dtype: {
    default: "bfloat16",
    note: "what FP8 leaves of MiniMax-M2 is BF16 (the Hub lists its tensors as BF16, F32 and F8_E4M3)",
  },
};

/**
 * Qwen3-Next's hybrid (Gated DeltaNet 3:1 gated attention, MoE with a gated shared expert), as Qwen3.5/3.6 ship it:
 * the text model under text_config, dtype, RoPE under rope_parameters; only the text decoder is costed (the vision
 * encoder and the MTP draft layer are not).
 */
const qwen3Next: ModelTypeRow = {
  circuit: "qwen3_next",
  dims: [
    dim("hidden", key("hidden_size")),
    dim("vocab", key("vocab_size")),
    dim("q_heads", key("num_attention_heads")),
    kvHeads,
    dim("head_dim", key("head_dim")),
    dim("rotary_dim", { product: ["head_dim", "partial_rotary_factor"] }),
    dim("layers", key("num_hidden_layers")),
    dim("linear_key_heads", key("linear_num_key_heads")),
    dim("linear_value_heads", key("linear_num_value_heads")),
    dim("linear_key_head_dim", key("linear_key_head_dim")),
    dim("linear_value_head_dim", key("linear_value_head_dim")),
    dim("conv_kernel", key("linear_conv_kernel_dim")),
    dim("experts", key("num_experts")),
    dim("top_k", key("num_experts_per_tok")),
    dim("moe_inter", key("moe_intermediate_size")),
    dim("shared_inter", key("shared_expert_intermediate_size")),
  ],
  switches: [tie("Qwen3NextConfig default")],
  pattern: [
    { list: "layer_types", letters: { linear_attention: "L", full_attention: "F" } },
    { every: "full_attention_interval", hit: "F", miss: "L" },
  ],
  expect: [
    { key: "decoder_sparse_step", allowed: [1], why: "1 (every layer is MoE)" },
    { key: "mlp_only_layers", allowed: [[]], why: "[] (every layer is MoE)" },
  ],
};

const qwen35Moe: ModelTypeRow = {
  ...qwen3Next,
  nested: "text_config",
  switches: [tie("Qwen3_5MoeTextConfig default")],
  expect: [
    ...(qwen3Next.expect ?? []),
    { key: "attn_output_gate", allowed: [true], why: "true (the circuit's full attention is gated)" },
  ],
};

export const MODEL_TYPES: Readonly<Record<string, ModelTypeRow>> = {
  llama,
  mistral: {
    ...llama,
    dims: DENSE_DIMS,
    switches: [
      sw("qk_norm", { value: false, note: "Mistral has no q/k norm (architectural, no config key)" }),
      sw("attn_bias", { value: false, note: "Mistral has no q/k/v/o bias (architectural, no config key)" }),
      tie("MistralConfig default"),
    ],
    expect: [noSlidingWindow],
  },
  qwen2: {
    ...llama,
    dims: DENSE_DIMS,
    switches: [
      sw("qk_norm", { value: false, note: "Qwen2 has no q/k norm (architectural, no config key)" }),
      sw("attn_bias", { value: true, note: "Qwen2 has q/k/v bias (architectural, no config key)" }),
      tie("Qwen2Config default"),
    ],
    expect: [
      { key: "use_sliding_window", allowed: [false], why: "false (this circuit has no sliding window)" },
    ],
  },
  qwen3: {
    ...llama,
    dims: DENSE_DIMS,
    switches: [
      sw("qk_norm", {
        value: true,
        note: "Qwen3 RMS-normalises q and k per head (architectural, no config key)",
      }),
      sw("attn_bias", { key: "attention_bias" }, { default: false, note: "Qwen3Config default" }),
      tie("Qwen3Config default"),
    ],
    expect: [
      { key: "use_sliding_window", allowed: [false], why: "false (this circuit has no sliding window)" },
    ],
  },
  qwen3_moe: qwen3Moe,
  // Qwen3-VL MoE: the Qwen3-MoE text decoder under text_config (the vision encoder is not costed).
  qwen3_vl_moe: qwen3VlMoe,
  qwen3_vl_moe_text: textOnly(qwen3VlMoe),
  qwen2_moe: {
    circuit: "gqa_moe",
    dims: moeDims("num_experts", "moe_intermediate_size"),
    switches: [
      sw("qk_norm", { value: false, note: "Qwen2-MoE has no q/k norm (architectural, no config key)" }),
      sw("attn_bias", { value: true, note: "Qwen2-MoE has q/k/v bias (architectural, no config key)" }),
      tie("Qwen2MoeConfig default"),
      sw("shared_expert", { isSet: "shared_expert_intermediate_size" }),
      sw("shared_plain", { value: false, note: "Qwen2-MoE's shared expert is sigmoid-gated" }),
      noDenseLayers("Qwen2-MoE has no dense layers (decoder_sparse_step 1, mlp_only_layers [])"),
    ],
    expect: [
      { key: "decoder_sparse_step", allowed: [1], why: "1 (every layer is MoE)" },
      { key: "mlp_only_layers", allowed: [[]], why: "[] (every layer is MoE)" },
      { key: "use_sliding_window", allowed: [false], why: "false (this circuit has no sliding window)" },
    ],
  },
  mixtral: {
    circuit: "gqa_moe",
    dims: moeDims("num_local_experts", "intermediate_size"),
    switches: [
      sw("qk_norm", { value: false, note: "Mixtral has no q/k norm (architectural, no config key)" }),
      sw("attn_bias", { value: false, note: "Mixtral has no q/k/v/o bias (architectural, no config key)" }),
      tie("MixtralConfig default"),
      sw("shared_expert", { value: false, note: "Mixtral has no shared expert" }),
      sw("shared_plain", { value: false, note: "Mixtral has no shared expert" }),
      noDenseLayers("Mixtral has no dense layers (every layer is a sparse MoE block)"),
    ],
    expect: [noSlidingWindow],
  },
  deepseek_v3: deepseekV3,
  // Kimi-K2 ships the DeepSeek-V3 layout under its own model_type (384 experts, no MTP module).
  kimi_k2: deepseekV3,
  gpt_oss: {
    circuit: "gpt_oss",
    dims: [
      dim("hidden", key("hidden_size")),
      dim("vocab", key("vocab_size")),
      dim("q_heads", key("num_attention_heads")),
      kvHeads,
      dim("head_dim", key("head_dim")),
      dim("layers", key("num_hidden_layers")),
      dim("sliding_window", key("sliding_window")),
      dim("experts", key("num_local_experts")),
      dim("top_k", key("num_experts_per_tok"), key("experts_per_token")),
      dim("moe_inter", key("intermediate_size")),
    ],
    switches: [tie("GptOssConfig default")],
    pattern: [{ list: "layer_types", letters: { sliding_attention: "S", full_attention: "F" } }],
    mxfp4Sites: ["moe.experts_*"],
    dtype: { default: "bfloat16", note: "the tensors MXFP4 leaves are BF16 (gpt-oss model card)" },
  },
  nemotron_h: {
    circuit: "nemotron_h",
    dims: [
      dim("hidden", key("hidden_size")),
      dim("inter", key("intermediate_size")),
      dim("vocab", key("vocab_size")),
      dim("q_heads", key("num_attention_heads")),
      kvHeads,
      dim("head_dim", key("head_dim"), key("attention_head_dim")),
      dim("layers", key("num_hidden_layers")),
      dim("mamba_heads", key("mamba_num_heads")),
      dim("mamba_head_dim", key("mamba_head_dim")),
      dim("ssm_state", key("ssm_state_size")),
      dim("mamba_groups", key("n_groups")),
      dim("conv_kernel", key("conv_kernel")),
    ],
    switches: [tie("NemotronHConfig default")],
    pattern: [{ string: "hybrid_override_pattern", letters: "M*-" }],
    expect: [
      { key: "mlp_hidden_act", allowed: ["relu2"], why: '"relu2" (the circuit\'s MLP is squared ReLU)' },
    ],
    // Nemotron-3-Nano: E layers are MoE (NemotronHMOE: squared-ReLU experts and one shared expert).
    variant: {
      key: "hybrid_override_pattern",
      contains: "E",
      circuit: "nemotron_h_moe",
      dims: [
        dim("experts", key("n_routed_experts")),
        dim("top_k", key("num_experts_per_tok")),
        dim("moe_inter", key("moe_intermediate_size")),
        dim("shared_inter", {
          product: ["moe_shared_expert_intermediate_size", "n_shared_experts"],
        }),
      ],
      pattern: [{ string: "hybrid_override_pattern", letters: "M*-E" }],
    },
  },
  qwen3_next: qwen3Next,
  // Qwen3.5/3.6 MoE (Qwen3_5MoeForConditionalGeneration): Qwen3-Next's text stack under text_config, the v5 layout.
  qwen3_5_moe: qwen35Moe,
  qwen3_5_moe_text: textOnly(qwen35Moe),
  minimax_m2: minimaxM2,
  hunyuan_v1_moe: hunyuanMoe,
  // The name Tencent's remote code gave the same HunYuanMoEV1ForCausalLM before transformers took it in.
  hunyuan: hunyuanMoe,
  gemma2,
  glm4_moe: glm4Moe,
  ernie4_5_moe: ernie45Moe,
  phi3: {
    ...llama,
    dims: DENSE_DIMS,
    switches: [
      sw("qk_norm", { value: false, note: "Phi-3 has no q/k norm (architectural, no config key)" }),
      sw("attn_bias", { value: false, note: "Phi-3 has no q/k/v/o bias (architectural, no config key)" }),
      tie("Phi3Config default"),
    ],
    expect: [
      { key: "partial_rotary_factor", allowed: [1], why: "1 (this table ropes the whole head)" },
      {
        key: "sliding_window",
        allowed: [null],
        atLeast: "max_position_embeddings",
        why: "null or at least max_position_embeddings (this circuit has no sliding window)",
      },
    ],
    // Phi-3-mini-4k's sliding_window 2047 of a 4096 context: transformers' Phi3Attention windows every layer.
    windowed: { key: "sliding_window", circuit: "dense_gqa_swa" },
  },
  olmo2: {
    ...llama,
    switches: [
      sw("qk_norm", {
        value: true,
        note: "OLMo 2 RMS-normalises q and k (over the whole projection; the per-head norm weighs 0.004 % less)",
      }),
      sw("attn_bias", { key: "attention_bias" }, { default: false, note: "Olmo2Config default" }),
      tie("Olmo2Config default"),
    ],
  },
  gemma3,
  gemma3_text: textOnly(gemma3),
  llama4,
  llama4_text: textOnly(llama4),
  granitemoehybrid: graniteMoeHybrid,
  // DeepSeek Sparse Attention (issue 30): MLA + DeepSeekMoE with the lightning indexer.
  deepseek_v32: deepseekV32,
  glm_moe_dsa: glmMoeDsa,
  // Issue 30, the 2026 sparse stacks with circuits of their own (tables-2026.ts).
  mimo_v2_flash: mimoV2Flash,
  gemma4,
  gemma4_text: gemma4TextOnly,
  "nemotron-nas": nemotronNas,
};

/** torch_dtype (or dtype) → the format of weights, activations, KV cache and the model dtype. */
export const TORCH_DTYPES: ReadonlyMap<string, string> = new Map([
  ["bfloat16", "bf16"],
  ["float16", "fp16"],
  ["float32", "f32"],
]);
