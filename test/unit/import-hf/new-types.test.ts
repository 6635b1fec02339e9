import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type ImportHfInput, importHf } from "../../../src/import-hf/index.ts";
import { analyze } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

// The model types of issue 30, each over a real config.json in test/fixtures/hf (its SOURCE names the copy); the
// parameter counts against the published ones are in test/reference/params.test.ts.
const HF = "test/fixtures/hf";
const json = (model: string) =>
  JSON.parse(readFileSync(join(ROOT, HF, model, "config.json"), "utf8")) as Record<string, unknown>;
const input = (
  model: string,
  edit?: (c: Record<string, unknown>) => void,
  extra: Partial<ImportHfInput> = {},
) => {
  const config = json(model);
  edit?.(config);
  return { config: { text: JSON.stringify(config, null, 2), file: `${model}/config.json` }, ...extra };
};
const doc = (i: ImportHfInput) => parse(importHf(i).text ?? "") as { dims: Record<string, number> };
const codes = (i: ImportHfInput) => importHf(i).diagnostics.map((d) => d.code);

describe("Hunyuan MoE (hunyuan_v1_moe, and Tencent's remote-code name hunyuan)", () => {
  it("imports without a flag; transformers' type name reads the same dims", () => {
    expect(codes(input("hunyuan-a13b"))).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const v1 = input("hunyuan-a13b", (c) => {
      c.model_type = "hunyuan_v1_moe";
    });
    expect(doc(v1).dims).toEqual(doc(input("hunyuan-a13b")).dims);
    expect(doc(v1).dims).toMatchObject({ experts: 64, top_k: 8, moe_inter: 3072, shared_inter: 3072 });
  });

  it("a per-layer list that differs between layers is refused, not averaged", () => {
    const mixed = input("hunyuan-a13b", (c) => {
      c.moe_topk = [...Array(31).fill(8), 2];
    });
    const result = importHf(mixed);
    expect(result.text).toBeUndefined();
    expect(result.diagnostics[0]?.message).toContain('"moe_topk" is [8,8,');
  });

  it("cross-layer KV sharing is refused by name, not costed as plain attention", () => {
    expect(
      codes(
        input("hunyuan-a13b", (c) => {
          c.use_cla = true;
        }),
      ),
    ).toContain("IMPORT_VALUE_INVALID");
  });

  it("--as llama no longer makes Hunyuan-A13B a 3.08 B dense model: refused, its MoE fields named", () => {
    const result = importHf(
      input(
        "hunyuan-a13b",
        (c) => {
          c.model_type = "hunyuan_v9";
        },
        { as: "llama" },
      ),
    );
    expect(result.text).toBeUndefined();
    const named = result.diagnostics.filter((d) => d.code === "IMPORT_SIZE_FIELD_IGNORED");
    expect(named.map((d) => d.message.split('"')[1])).toEqual([
      "moe_intermediate_size",
      "moe_topk",
      "num_experts",
      "num_shared_expert",
    ]);
    expect(result.diagnostics.find((d) => d.code === "IMPORT_SIZE_MISMATCH")?.message).toMatch(
      /would hold 3\.\d\d B parameters, but the config's own fields imply 80\.\d\d B/,
    );
  });
});

describe("the Qwen3.5/3.6 and Qwen3-VL MoE text models (the transformers v5 layout)", () => {
  it("qwen3_5_moe reads text_config, dtype and rope_parameters without a flag", () => {
    const result = importHf(input("qwen3.6-35b-a3b"));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    expect(parse(result.text ?? "").dims).toMatchObject({ layers: 40, experts: 256, rotary_dim: 64 });
    expect(result.text).toContain("# text_config.dtype");
  });

  it("an ungated full attention (attn_output_gate false) is refused: the circuit's attention is gated", () => {
    const plain = input("qwen3.6-35b-a3b", (c) => {
      (c.text_config as Record<string, unknown>).attn_output_gate = false;
    });
    expect(codes(plain)).toContain("IMPORT_VALUE_INVALID");
  });

  it("qwen3_vl_moe reads the Qwen3-MoE text decoder under text_config, as the text-only model", () => {
    const vl = doc(input("qwen3-vl-30b-a3b"));
    const text = doc(input("qwen3-30b-a3b", undefined, { hf: "Qwen/Qwen3-30B-A3B" }));
    expect(vl.dims).toEqual(text.dims);
  });
});

describe("MiniMax-M2 (minimax_m2)", () => {
  it("imports without a flag: GQA over 256 experts of intermediate_size, block-FP8 weights from quantization_config", () => {
    const result = importHf(input("minimax-m2.7"));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const model = parse(result.text ?? "");
    expect(model.dims).toMatchObject({ experts: 256, top_k: 8, moe_inter: 1536, layers: 62 });
    expect(model.precision.weight).toBe("fp8/block128x128");
  });

  it("a shared expert (shared_intermediate_size > 0) is refused: this table has none", () => {
    expect(
      codes(input("minimax-m2.7", (c) => Object.assign(c, { shared_intermediate_size: 512 }))),
    ).toContain("IMPORT_VALUE_INVALID");
  });
});

describe("ModelOpt exclude_modules globs", () => {
  // The production spelling NVIDIA's DeepSeek NVFP4 checkpoints use, as an SGLang test quotes it ("Production wildcard
  // spelling 'model.layers.61*'", exclude_modules=["model.layers.61*", "lm_head"], num_hidden_layers=61; file id
  // 60253714791), over DeepSeek-V3's config.json: layer 61 is the MTP draft layer, past the 61 costed layers.
  const quant = (exclude: string[]) => ({
    text: JSON.stringify({
      producer: { name: "modelopt", version: "0.35.0" },
      quantization: {
        quant_algo: "NVFP4",
        kv_cache_quant_algo: null,
        group_size: 16,
        exclude_modules: exclude,
      },
    }),
    file: "deepseek-v3.1-nvfp4/hf_quant_config.json",
  });

  it("an MTP layer past num_hidden_layers kept unquantized imports: it is not costed", () => {
    const result = importHf({ ...input("deepseek-v3"), quant: quant(["model.layers.61*", "lm_head"]) });
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(parse(result.text ?? "").precision.weight).toBe("nvfp4/g16");
  });

  it("a layer inside the stack kept unquantized is refused, named, not dropped", () => {
    const result = importHf({ ...input("deepseek-v3"), quant: quant(["model.layers.3*", "lm_head"]) });
    expect(result.text).toBeUndefined();
    expect(result.diagnostics.map((d) => d.message).join("\n")).toContain("model.layers.3*");
  });
});

describe("Phi-3 with a sliding window on every layer", () => {
  it("Phi-3-mini-4k (sliding_window 2047 of 4096) is read on dense_gqa_swa, the window a dim", () => {
    const result = importHf(input("phi-3-mini-4k-instruct"));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const model = parse(result.text ?? "");
    expect(model.circuit).toBe("dense_gqa_swa");
    expect(model.dims.sliding_window).toBe(2047);
  });

  it("a window no shorter than the context is no window: Phi-3.5-mini stays on dense_gqa", () => {
    const model = parse(importHf(input("phi-3.5-mini-instruct")).text ?? "");
    expect(model.circuit).toBe("dense_gqa");
    expect(model.dims.sliding_window).toBeUndefined();
  });
});

describe("Nemotron-H with MoE layers (E in hybrid_override_pattern)", () => {
  it("Nemotron-3-Nano is read on nemotron_h_moe: experts, top-k, their width and the shared expert's", () => {
    const result = importHf(input("nemotron-3-nano-30b-a3b"));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const model = parse(result.text ?? "");
    expect(model.circuit).toBe("nemotron_h_moe");
    expect(model.dims).toMatchObject({ experts: 128, top_k: 6, moe_inter: 1856, shared_inter: 3712 });
    expect([...model.layer_pattern].filter((c: string) => c === "E")).toHaveLength(23);
  });

  it("a pattern without E stays on nemotron_h (Nemotron-H-8B)", () => {
    expect(parse(importHf(input("nemotron-h-8b")).text ?? "").circuit).toBe("nemotron_h");
  });

  it("an E pattern without the expert keys names the first one missing", () => {
    const bare = input("nemotron-3-nano-30b-a3b", (c) => {
      delete c.n_routed_experts;
    });
    expect(
      importHf(bare)
        .diagnostics.map((d) => d.message)
        .join("\n"),
    ).toContain('"n_routed_experts"');
  });
});

describe("MiMo-V2-Flash (mimo_v2_flash)", () => {
  it("imports without a flag: 9 full and 39 sliding layers, the first dense, sinks on the sliding ones", () => {
    const result = importHf(input("mimo-v2-flash"));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const model = parse(result.text ?? "");
    expect(model.circuit).toBe("mimo_v2");
    expect(model.dims).toMatchObject({
      kv_heads: 4,
      swa_kv_heads: 8,
      head_dim: 192,
      v_head_dim: 128,
      rotary_dim: 64,
      sliding_window: 128,
      experts: 256,
      top_k: 8,
      moe_inter: 2048,
    });
    expect(model.layer_pattern).toBe(`f${"SSSSF"}${"SSSSSF".repeat(7)}`);
    expect(model.switches).toEqual({ tie: false, full_sinks: false, swa_sinks: true });
  });

  it("transformers' layer_types and mlp_layer_types spell the same layers", () => {
    const native = input("mimo-v2-flash", (c) => {
      const attention = c.hybrid_layer_pattern as number[];
      const mlp = c.moe_layer_freq as number[];
      delete c.hybrid_layer_pattern;
      delete c.moe_layer_freq;
      c.layer_types = attention.map((v) => (v === 0 ? "full_attention" : "sliding_attention"));
      c.mlp_layer_types = mlp.map((v) => (v === 0 ? "dense" : "sparse"));
    });
    expect(parse(importHf(native).text ?? "").layer_pattern).toBe(
      parse(importHf(input("mimo-v2-flash")).text ?? "").layer_pattern,
    );
  });

  it("a shared expert the circuit does not have is refused at its key", () => {
    const shared = input("mimo-v2-flash", (c) => {
      c.n_shared_experts = 1;
    });
    const errors = importHf(shared).diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => d.message)).toEqual([
      '"n_shared_experts" is 1; expected null or 0 (this circuit has no shared expert)',
    ]);
  });

  // QKᵀ over the 192-wide q/k heads, PV over the 128-wide v heads (FlashAttention's 2·rows·ctx per channel each).
  it("attention costs QKᵀ over q's width and PV over v's: 2·16·4096·(64·192 + 64·128) per full layer", () => {
    const result = analyze({
      model: "mimo-v2-flash",
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 16 }],
      context: 4096,
      cwd: ROOT,
    });
    const sites = result.report?.tables[0]?.sites ?? [];
    const full = sites.find((s) => s.site === "attn_full.attention");
    expect([full?.count, full?.flops]).toEqual([9, 9 * 2 * 16 * 4096 * (64 * 192 + 64 * 128)]);
    // the sliding layers read their 128-token window, plus one sink logit per head (2·rows·heads)
    const sliding = sites.find((s) => s.site === "attn_sliding.attention_sinks");
    expect(sliding?.flops).toBe(39 * (2 * 16 * 128 * (64 * 192 + 64 * 128) + 2 * 16 * 64));
  });

  it("a layer list of the wrong length names its key", () => {
    const short = input("mimo-v2-flash", (c) => {
      c.moe_layer_freq = [0, 1];
    });
    expect(
      importHf(short)
        .diagnostics.map((d) => d.message)
        .join("\n"),
    ).toContain("moe_layer_freq");
  });
});

describe("Gemma 4 (gemma4, its text model under text_config)", () => {
  it("gemma-4-26B-A4B imports without a flag: global layers of their own width, K=V, experts beside the dense MLP", () => {
    const result = importHf(input("gemma-4-26b-a4b"));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const model = parse(result.text ?? "");
    expect(model.circuit).toBe("gemma4");
    expect(model.dims).toMatchObject({
      head_dim: 256,
      kv_heads: 8,
      global_head_dim: 512,
      global_kv_heads: 2,
      global_rotary_dim: 128,
      inter: 2112,
      experts: 128,
      top_k: 8,
      moe_inter: 704,
    });
    expect(model.layer_pattern).toBe("LLLLLG".repeat(5));
    expect(model.switches).toEqual({ tie: true, final_softcap: true, k_eq_v: true, moe_block: true });
  });

  it("enable_moe_block without the expert keys names the first one missing", () => {
    const bare = input("gemma-4-26b-a4b", (c) => {
      delete (c.text_config as Record<string, unknown>).num_experts;
    });
    expect(importHf(bare).diagnostics.map((d) => d.message)).toContain(
      'config has no "num_experts", which circuit gemma4 (dim experts) needs',
    );
  });

  it("a dense Gemma 4 (no MoE block) reads no expert keys", () => {
    const dense = input("gemma-4-26b-a4b", (c) => {
      const t = c.text_config as Record<string, unknown>;
      t.enable_moe_block = false;
      for (const k of ["num_experts", "top_k_experts", "moe_intermediate_size"]) delete t[k];
    });
    const model = parse(importHf(dense).text ?? "");
    expect(model.switches.moe_block).toBe(false);
    expect(model.dims.experts).toBeUndefined();
  });

  it("per-layer input embeddings and KV sharing (E2B/E4B) are refused at their keys", () => {
    const e4b = input("gemma-4-26b-a4b", (c) => {
      const t = c.text_config as Record<string, unknown>;
      t.hidden_size_per_layer_input = 256;
      t.num_kv_shared_layers = 18;
    });
    const errors = importHf(e4b).diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => d.message)).toEqual([
      '"text_config.hidden_size_per_layer_input" is 256; expected 0 or null (per-layer input embeddings are not modelled)',
      '"text_config.num_kv_shared_layers" is 18; expected 0 (KV sharing across layers is not modelled)',
    ]);
  });

  it("--as gemma3 is refused: the experts and the MoE width change the size", () => {
    const codes = importHf(input("gemma-4-26b-a4b", undefined, { as: "gemma3" })).diagnostics.map(
      (d) => d.code,
    );
    expect(codes).toContain("IMPORT_SIZE_FIELD_IGNORED");
    expect(codes).toContain("IMPORT_SIZE_MISMATCH");
  });
});

describe("Nemotron-NAS (nemotron-nas: DeciLM's block_configs)", () => {
  const blocks = (c: Record<string, unknown>) => c.block_configs as Record<string, Record<string, unknown>>[];

  it("Llama-3.3-Nemotron-Super-49B imports without a flag: 49 attention and 80 FFN sublayers of six widths", () => {
    const result = importHf(input("llama-3.3-nemotron-super-49b"));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const model = parse(result.text ?? "");
    expect(model.circuit).toBe("nemotron_nas");
    expect(model.dims).toMatchObject({
      layers: 129,
      kv_heads: 8,
      head_dim: 128,
      inter_0: 14336,
      inter_1: 28672,
      inter_2: 17920,
      inter_3: 7168,
      inter_4: 5632,
      inter_5: 2816,
    });
    expect(model.dims.inter_6).toBeUndefined();
    expect([...model.layer_pattern].filter((c: string) => c === "A")).toHaveLength(49);
    expect(model.layer_pattern.startsWith("A0A1")).toBe(true);
    expect(model.switches.ffn_5).toBe(true);
    expect(model.switches.ffn_6).toBe(false);
  });

  it("linear replacements are their own sublayers; no_op leaves the sublayer out", () => {
    const linear = input("llama-3.3-nemotron-super-49b", (c) => {
      const b = blocks(c);
      (b[0] as Record<string, Record<string, unknown>>).attention = { replace_with_linear: true };
      (b[0] as Record<string, Record<string, unknown>>).ffn = { replace_with_linear: true };
      (b[1] as Record<string, Record<string, unknown>>).ffn = { no_op: true };
    });
    const model = parse(importHf(linear).text ?? "");
    // widths are numbered as they first appear: 5.25 (block 2) is now slot 0
    expect(model.layer_pattern.startsWith("LlAA0")).toBe(true);
    expect(model.dims.layers).toBe(128);
  });

  it("each bad block is named at its own key, all in one run", () => {
    const bad = input("llama-3.3-nemotron-super-49b", (c) => {
      const b = blocks(c);
      (b[2] as Record<string, Record<string, unknown>>).ffn = { ffn_mult: -1 };
      (b[3] as Record<string, Record<string, unknown>>).attention = { n_heads_in_group: 7 };
      (b[4] as Record<string, Record<string, unknown>>).attention = {
        n_heads_in_group: 8,
        window_length: 4096,
      };
      b.pop();
    });
    const result = importHf(bad);
    expect(result.text).toBeUndefined();
    expect(
      result.diagnostics.filter((d) => d.severity === "error").map((d) => [d.message, (d.line ?? 0) > 1]),
    ).toEqual([
      ['"block_configs" is 79 entries long; expected one entry per layer (num_hidden_layers 80)', true],
      [
        '"block_configs.2.ffn.ffn_mult" is -1; expected a positive number (the FFN width over hidden_size, × 2/3)',
        true,
      ],
      [
        '"block_configs.3.attention.n_heads_in_group" is 7; expected a positive divisor of num_attention_heads (64)',
        true,
      ],
      ['"block_configs.4.attention.window_length" is 4096; expected null or false (not modelled)', true],
    ]);
  });

  it("more FFN widths than the circuit has slots is refused", () => {
    const many = input("llama-3.3-nemotron-super-49b", (c) => {
      blocks(c).forEach((b, i) => {
        b.ffn = { ffn_mult: 1 + i / 8 };
      });
    });
    expect(
      importHf(many)
        .diagnostics.map((d) => d.message)
        .join("\n"),
    ).toContain("one of at most 16 distinct FFN widths");
  });
});
