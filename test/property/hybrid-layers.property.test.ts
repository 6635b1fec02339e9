// Llama 4 and Granite 4.0 H configs with generated layer keys, imported in process: every import either fails with
// positioned diagnostics and no text, or writes a layer_pattern that is what transformers would build from the keys.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { importHf } from "../../src/import-hf/index.ts";
import { ROOT } from "../helpers.ts";
import {
  gemma4TextKeys,
  graniteLayerKeys,
  llama4LayerKeys,
  mimoLayerKeys,
  nasBlockKeys,
} from "./generators.ts";
import { params } from "./harness.ts";

const RUNS = { llama4: 400, granite: 300, mimo: 300, gemma4: 300, nas: 300 };
const fixture = (model: string) =>
  JSON.parse(readFileSync(join(ROOT, "test/fixtures/hf", model, "config.json"), "utf8")) as Record<
    string,
    unknown
  >;
const run = (config: unknown) =>
  importHf({
    config: { text: JSON.stringify(config, null, 2), file: "gen/config.json" },
    hf: "gen/model",
    id: "gen",
  });

/** Llama4TextConfig: a non-empty no_rope_layers wins (1 = RoPE), else every interval-th layer is NoPE; moe_layers
 * wins, else every step-th layer is MoE. */
function llama4Pattern(t: Record<string, unknown>, layers: number): string {
  const noRope =
    Array.isArray(t.no_rope_layers) && t.no_rope_layers.length > 0 ? t.no_rope_layers : undefined;
  const interval = typeof t.no_rope_layer_interval === "number" ? t.no_rope_layer_interval : 4;
  const step = typeof t.interleave_moe_layer_step === "number" ? t.interleave_moe_layer_step : 1;
  const moe = Array.isArray(t.moe_layers) ? new Set(t.moe_layers) : undefined;
  return Array.from({ length: layers }, (_, i) => {
    const rope = noRope ? noRope[i] === 1 : (i + 1) % interval !== 0;
    const isMoe = moe ? moe.has(i) : (i + 1) % step === 0;
    return rope ? (isMoe ? "R" : "r") : isMoe ? "N" : "n";
  }).join("");
}

function check(config: unknown, expected: (pattern: string, layers: number) => void) {
  const result = run(config);
  if (result.diagnostics.length > 0) {
    expect(result.text).toBeUndefined();
    for (const d of result.diagnostics) {
      expect(d.code).toMatch(/^IMPORT_/);
      expect(d.line).toBeGreaterThan(0);
    }
    return;
  }
  const doc = parse(result.text ?? "") as { layer_pattern: string; dims: { layers: number } };
  expect([...doc.layer_pattern]).toHaveLength(doc.dims.layers);
  expected(doc.layer_pattern, doc.dims.layers);
}

describe("import-hf over generated hybrid layer keys", () => {
  it("Llama 4: the NoPE and MoE layers are the ones transformers builds", () => {
    const models = ["llama-4-scout-17b-16e", "llama-4-maverick-17b-128e"];
    fc.assert(
      fc.property(fc.constantFrom(...models), fc.boolean(), llama4LayerKeys, (model, flat, keys) => {
        const config = fixture(model);
        const text = { ...(config.text_config as Record<string, unknown>), ...keys };
        const doc = flat ? { ...text, model_type: "llama4_text" } : { ...config, text_config: text };
        check(doc, (pattern, layers) => expect(pattern).toBe(llama4Pattern(text, layers)));
      }),
      params(RUNS.llama4),
    );
  });

  it("Granite 4.0 H: one M or A per layer_types entry", () => {
    fc.assert(
      fc.property(graniteLayerKeys, (keys) => {
        const config = { ...fixture("granite-4.0-h-tiny"), ...keys };
        check(config, (pattern) =>
          expect(pattern).toBe(
            (config.layer_types as string[]).map((t) => (t === "mamba" ? "M" : "A")).join(""),
          ),
        );
      }),
      params(RUNS.granite),
    );
  });

  // transformers' spelling wins where both are given (the row reads layer_types and mlp_layer_types first).
  it("MiMo-V2-Flash: full or sliding, dense or MoE per layer, as the lists say", () => {
    fc.assert(
      fc.property(mimoLayerKeys, (keys) => {
        const config: Record<string, unknown> = { ...fixture("mimo-v2-flash"), ...keys };
        check(config, (pattern, layers) => {
          const attention = Array.isArray(config.layer_types)
            ? (config.layer_types as string[]).map((t) => (t === "full_attention" ? "F" : "S"))
            : (config.hybrid_layer_pattern as number[]).map((v) => (v === 0 ? "F" : "S"));
          const moe = Array.isArray(config.mlp_layer_types)
            ? (config.mlp_layer_types as string[]).map((t) => t === "sparse")
            : (config.moe_layer_freq as number[]).map((v) => v === 1);
          const expected = Array.from({ length: layers }, (_, i) =>
            moe[i] ? attention[i] : attention[i]?.toLowerCase(),
          ).join("");
          expect(pattern).toBe(expected);
        });
      }),
      params(RUNS.mimo),
    );
  });

  it("Gemma 4: local and global layers, and a global RoPE width from the nested rope_parameters", () => {
    fc.assert(
      fc.property(gemma4TextKeys, (keys) => {
        const config = fixture("gemma-4-26b-a4b");
        const text = { ...(config.text_config as Record<string, unknown>), ...keys };
        check({ ...config, text_config: text }, (pattern) => {
          const doc = parse(run({ ...config, text_config: text }).text ?? "") as {
            dims: Record<string, number>;
          };
          const full = (text.rope_parameters as { full_attention: { partial_rotary_factor: number } })
            .full_attention.partial_rotary_factor;
          expect(doc.dims.global_rotary_dim).toBe(Math.floor((doc.dims.global_head_dim ?? 0) * full));
          if (Array.isArray(text.layer_types))
            expect(pattern).toBe(
              (text.layer_types as string[]).map((t) => (t === "full_attention" ? "G" : "L")).join(""),
            );
        });
      }),
      params(RUNS.gemma4),
    );
  });

  // DeciLM: a block's attention is a sublayer unless no_op, its FFN likewise; FFN widths round up to 256.
  it("Nemotron-NAS: one sublayer per block part that runs, FFN widths as DeciLM sizes them", () => {
    fc.assert(
      fc.property(nasBlockKeys, (keys) => {
        const config = { ...fixture("llama-3.3-nemotron-super-49b"), ...keys };
        check(config, (pattern) => {
          const blocks = config.block_configs as {
            attention: Record<string, unknown>;
            ffn: Record<string, unknown>;
          }[];
          const attention = blocks.filter((b) => b.attention.no_op !== true).length;
          const ffn = blocks.filter((b) => b.ffn.no_op !== true).length;
          expect([...pattern].length).toBe(attention + ffn);
          const doc = parse(run(config).text ?? "") as { dims: Record<string, number> };
          for (const [dim, width] of Object.entries(doc.dims))
            if (dim.startsWith("inter_")) expect(width % 256).toBe(0);
          const mults = blocks.flatMap((b) => (typeof b.ffn.ffn_mult === "number" ? [b.ffn.ffn_mult] : []));
          for (const m of mults) {
            const raw = Math.trunc((2 * m * 8192) / 3);
            const width = Math.ceil(raw / 256) * 256;
            expect(Object.values(doc.dims)).toContain(width);
          }
        });
      }),
      params(RUNS.nas),
    );
  });
});
