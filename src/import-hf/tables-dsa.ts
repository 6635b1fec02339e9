// Import tables for DeepSeek Sparse Attention checkpoints (deepseek_v32, glm_moe_dsa): the mla_moe_dsa circuit.
import { dim, type Expectation, key, type ModelTypeRow, mlaMoeDims, sw, tie } from "./table-kit.ts";

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
      ...mlaMoeDims(dim("q_lora_rank", key("q_lora_rank"))),
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
