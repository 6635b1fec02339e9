// Llama 4 and Granite 4.0 H configs with generated layer keys, imported in process: every import either fails with
// positioned diagnostics and no text, or writes a layer_pattern that is what transformers would build from the keys.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { importHf } from "../../src/import-hf/index.ts";
import { ROOT } from "../helpers.ts";
import { graniteLayerKeys, llama4LayerKeys } from "./generators.ts";
import { params } from "./harness.ts";

const RUNS = { llama4: 400, granite: 300 };
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
});
