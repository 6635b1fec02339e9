import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ImportHfInput, importHf } from "../../../src/import-hf/index.ts";
import { ROOT } from "../../helpers.ts";

// Llama 4 (chunked RoPE / NoPE attention, dense or MoE layers) and Granite 4.0 H (Mamba-2 or NoPE attention, MoE on
// every layer): how their layer keys become the layer pattern, and what the circuits cannot express.
const HF = "test/fixtures/hf";
const configOf = (model: string) =>
  JSON.parse(readFileSync(join(ROOT, HF, model, "config.json"), "utf8")) as Record<string, unknown>;
const input = (config: unknown): ImportHfInput => ({
  config: { text: JSON.stringify(config, null, 2), file: "edited/config.json" },
  hf: "example/model",
  id: "model",
});
const edited = (
  model: string,
  edit: (config: Record<string, unknown>, text: Record<string, unknown>) => void,
) => {
  const config = configOf(model);
  edit(config, (config.text_config ?? config) as Record<string, unknown>);
  return input(config);
};
const patternOf = (i: ImportHfInput) => /^layer_pattern: "(\S+)"/m.exec(importHf(i).text ?? "")?.[1];
const messages = (i: ImportHfInput) => importHf(i).diagnostics.map((d) => d.message);

describe("Llama 4", () => {
  it("Scout: every layer MoE, every 4th NoPE; no_rope_layers [] is the default, not an empty pattern", () => {
    expect(patternOf(input(configOf("llama-4-scout-17b-16e")))).toBe("RRRN".repeat(12));
  });

  it("Maverick: MoE on every second layer, dense on the others", () => {
    expect(patternOf(input(configOf("llama-4-maverick-17b-128e")))).toBe("rRrN".repeat(12));
  });

  it("spells the same layers from the explicit lists (no_rope_layers, moe_layers) as from the intervals", () => {
    const lists = edited("llama-4-maverick-17b-128e", (_, t) => {
      t.no_rope_layers = Array.from({ length: 48 }, (_, i) => ((i + 1) % 4 ? 1 : 0));
      t.moe_layers = Array.from({ length: 24 }, (_, i) => 2 * i + 1);
      t.interleave_moe_layer_step = 7; // the list wins
    });
    expect(patternOf(lists)).toBe("rRrN".repeat(12));
  });

  it("a text-only checkpoint (llama4_text, dims at the top level) imports the same dims", () => {
    const full = configOf("llama-4-scout-17b-16e");
    const text = { ...(full.text_config as object), model_type: "llama4_text" };
    const a = importHf(input(full)).text ?? "";
    const b = importHf(input(text)).text ?? "";
    const dims = (t: string) => t.slice(t.indexOf("dims:"), t.indexOf("switches:")).replace(/#.*$/gm, "");
    expect(dims(b)).toBe(dims(a));
  });

  it("no attention_chunk_size: the RoPE layers attend the whole context", () => {
    const text = importHf(edited("llama-4-scout-17b-16e", (_, t) => delete t.attention_chunk_size)).text;
    expect(text).toContain("chunk: 262144");
  });

  it("refuses what the circuit cannot express, naming the key", () => {
    expect(
      messages(
        edited("llama-4-scout-17b-16e", (_, t) => {
          t.attention_bias = true;
          t.no_rope_layers = [1, 2];
          t.moe_layers = [48];
        }),
      ),
    ).toEqual([
      '"text_config.attention_bias" is true; expected false (the circuit has no q/k/v/o bias)',
      '"text_config.no_rope_layers" is 2; expected a list of 0 or 1',
    ]);
    expect(messages(edited("llama-4-scout-17b-16e", (_, t) => (t.moe_layers = [48])))).toEqual([
      '"text_config.moe_layers" is 48; expected a list of layer indices from 0 to 47',
    ]);
    expect(messages(edited("llama-4-scout-17b-16e", (_, t) => (t.no_rope_layers = [1, 0])))).toEqual([
      '"text_config.no_rope_layers" is 2 layers long; expected one entry per layer (num_hidden_layers 48)',
    ]);
  });
});

describe("Granite 4.0 H", () => {
  it("layer_types spell Mamba-2 and attention layers, MoE after each", () => {
    expect(patternOf(input(configOf("granite-4.0-h-tiny")))).toBe("MMMMMAMMMMMMMMMAMMMMMMMMMAMMMMMMMMMAMMMM");
  });

  it("head_dim is hidden_size / num_attention_heads, and torch_dtype defaults to BF16", () => {
    const text = importHf(input(configOf("granite-4.0-h-tiny"))).text ?? "";
    expect(text).toContain("head_dim: 128         # hidden_size / num_attention_heads");
    expect(text).toContain("weight: bf16          # torch_dtype absent; Granite 4.0 H");
  });

  it("refuses RoPE attention, a dense variant and an 'auto' head size, each named", () => {
    const config = configOf("granite-4.0-h-tiny");
    expect(messages(input({ ...config, position_embedding_type: "rope" }))).toEqual([
      '"position_embedding_type" is "rope"; expected "nope" or absent (the circuit\'s attention has no RoPE)',
    ]);
    expect(messages(input({ ...config, num_local_experts: 0, num_experts_per_tok: 0 }))).toEqual([
      '"num_local_experts" is 0; expected a positive whole number for dim experts',
      '"num_experts_per_tok" is 0; expected a positive whole number for dim top_k',
    ]);
    expect(messages(input({ ...config, mamba_d_head: "auto" }))).toEqual([
      '"mamba_d_head" is "auto"; expected a number for dim mamba_head_dim',
    ]);
  });

  it("an empty layer_types is a pattern of the wrong length (it once wrote a model with no pattern)", () => {
    expect(messages(input({ ...configOf("granite-4.0-h-tiny"), layer_types: [] }))).toEqual([
      '"layer_types" is 0 layers long; expected one entry per layer (num_hidden_layers 40)',
    ]);
  });

  it("the Mamba-2 defaults are GraniteMoeHybridConfig's", () => {
    const config = configOf("granite-4.0-h-tiny");
    delete config.mamba_n_groups;
    delete config.mamba_d_conv;
    const text = importHf(input(config)).text ?? "";
    expect(text).toContain("mamba_groups: 1       # mamba_n_groups absent; GraniteMoeHybridConfig default");
    expect(text).toContain("conv_kernel: 4        # mamba_d_conv absent; GraniteMoeHybridConfig default");
  });
});
