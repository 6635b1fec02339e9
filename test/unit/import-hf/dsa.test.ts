import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type ImportHfInput, importHf } from "../../../src/import-hf/index.ts";
import { ROOT } from "../../helpers.ts";

// DeepSeek Sparse Attention (issue 30): deepseek_v32 (DeepSeek-V3.2) and glm_moe_dsa (GLM-5.1) over their real
// config.json files in test/fixtures/hf (each SOURCE names the copy); counts against the published ones are in
// test/reference/params.test.ts.
const json = (model: string) =>
  JSON.parse(readFileSync(join(ROOT, "test/fixtures/hf", model, "config.json"), "utf8")) as Record<
    string,
    unknown
  >;
const input = (
  model: string,
  edit?: (c: Record<string, unknown>) => void,
  extra: Partial<ImportHfInput> = {},
): ImportHfInput => {
  const config = json(model);
  edit?.(config);
  return { config: { text: JSON.stringify(config, null, 2), file: `${model}/config.json` }, ...extra };
};
const written = (i: ImportHfInput) =>
  parse(importHf(i).text ?? "") as { circuit: string; dims: Record<string, number> };
const codes = (i: ImportHfInput) => importHf(i).diagnostics.map((d) => d.code);

describe("deepseek_v32 and glm_moe_dsa", () => {
  it.each([
    ["deepseek-v3.2", { index_heads: 64, index_head_dim: 128, index_topk: 2048, q_lora_rank: 1536 }],
    ["glm-5.1", { index_heads: 32, index_head_dim: 128, index_topk: 2048, q_lora_rank: 2048 }],
  ])("%s imports without a flag on the DSA circuit, the indexer's dims from its keys", (model, dims) => {
    expect(codes(input(model))).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const doc = written(input(model));
    expect(doc.circuit).toBe("mla_moe_dsa");
    expect(doc.dims).toMatchObject(dims);
  });

  it("IndexShare (GLM-5.2: an indexer on every 4th layer, the others reusing its top-k) is refused by name", () => {
    const shared = importHf(
      input("glm-5.1", (c) => {
        c.index_topk_freq = 4;
        c.indexer_types = ["full", "full", "full", "shared", "shared", "shared", "full"];
      }),
    );
    expect(shared.text).toBeUndefined();
    expect(
      shared.diagnostics.filter((d) => d.code === "IMPORT_VALUE_INVALID").map((d) => d.message.split('"')[1]),
    ).toEqual(["index_topk_freq", "indexer_types"]);
  });

  it("indexer_types all full (as transformers prints GLM-5.1's config) is an indexer on every layer", () => {
    const full = input("glm-5.1", (c) => {
      c.indexer_types = Array(78).fill("full");
    });
    expect(codes(full)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    expect(written(full).dims).toEqual(written(input("glm-5.1")).dims);
  });

  it("the indexer reads the q LoRA latent: a config without q_lora_rank is refused", () => {
    expect(
      codes(
        input("deepseek-v3.2", (c) => {
          delete c.q_lora_rank;
        }),
      ),
    ).toContain("IMPORT_KEY_MISSING");
  });

  it("--as deepseek_v3 would drop the indexer: refused, index_n_heads named", () => {
    const result = importHf(
      input("deepseek-v3.2", (c) => (c.model_type = "deepseek_v99"), { as: "deepseek_v3" }),
    );
    expect(result.text).toBeUndefined();
    const ignored = result.diagnostics.filter((d) => d.code === "IMPORT_SIZE_FIELD_IGNORED");
    expect(ignored.map((d) => d.message.split('"')[1])).toEqual(["index_n_heads"]);
  });
});
