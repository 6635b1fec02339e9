// Import tables for DeepSeek Sparse Attention checkpoints (deepseek_v32, glm_moe_dsa): the mla_moe_dsa circuit.
import { dim, type Expectation, key, type ModelTypeRow, sw, tie } from "./table-kit.ts";

/** IndexShare (GLM-5.2) skips the indexer on some layers and reuses another's top-k; this circuit runs it on every one. */
const EVERY_LAYER_INDEXES: readonly Expectation[] = [
  { key: "moe_layer_freq", allowed: [1], why: "1 (every layer after the dense ones is MoE)" },
  { key: "index_topk_freq", allowed: [1], why: "1 (this circuit runs the indexer on every layer)" },
  { key: "index_topk_pattern", allowed: [null], why: "null (this circuit runs the indexer on every layer)" },
  {
    key: "indexer_types",
    allowed: [],
    eachOf: ["full"],
    why: 'every entry "full" (this circuit runs the indexer on every layer)',
  },
];

/**
 * DeepSeek-V3.2-Exp / V3.2 (DeepseekV32ForCausalLM) and GLM-5 (GlmMoeDsaForCausalLM, the same layers by vLLM's and
 * TensorRT-LLM's registries): DeepSeek-V3's MLA + DeepSeekMoE with the lightning indexer's index_n_heads,
 * index_head_dim and index_topk. The indexer reads the q LoRA latent, so q_lora_rank is required.
 */
function dsaRow(tieNote: string): ModelTypeRow {
  return {
    circuit: "mla_moe_dsa",
    dims: [
      dim("hidden", key("hidden_size")),
      dim("inter", key("intermediate_size")),
      dim("vocab", key("vocab_size")),
      dim("q_heads", key("num_attention_heads")),
      dim("q_lora_rank", key("q_lora_rank")),
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
      { dim: "mtp_layers", from: [key("num_nextn_predict_layers")], isOptional: true, mayBeZero: true },
      dim("index_heads", key("index_n_heads")),
      dim("index_head_dim", key("index_head_dim")),
      dim("index_topk", key("index_topk")),
    ],
    switches: [
      tie(tieNote),
      sw("mtp", {
        value: false,
        note: "policy: the MTP draft layer runs only with speculative decoding; true costs it",
      }),
    ],
    expect: EVERY_LAYER_INDEXES,
  };
}

export const deepseekV32 = dsaRow("DeepseekV32Config default");
export const glmMoeDsa = dsaRow("GlmMoeDsaConfig default");
