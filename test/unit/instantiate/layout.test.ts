import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "venn-layout-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of a bundled model with its text edited, beside a copy of its circuit. */
function variant(model: string, circuit: string, name: string, edit: (text: string) => string) {
  mkdirSync(join(dir, "circuits/models"), { recursive: true });
  writeFileSync(
    join(dir, `circuits/${circuit}.circuit.yaml`),
    readFileSync(join(ROOT, `circuits/${circuit}.circuit.yaml`)),
  );
  const path = join(dir, "circuits/models", `${name}.model.yaml`);
  const text = readFileSync(join(ROOT, "circuits/models", `${model}.model.yaml`), "utf8");
  const edited = edit(text);
  expect(edited, "test setup: the edit changed nothing").not.toBe(text);
  writeFileSync(path, edited);
  return path;
}

const run = (model: string, context = 0) =>
  analyze({
    model,
    hardware: ["b200"],
    runs: [{ mode: "multi", rows: 1 }],
    context,
    fusions: "none",
    cwd: ROOT,
  });
const countsOf = (model: string) => {
  const result = run(model);
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("; "));
  return new Map(result.report.tables[0]?.sites.map((s) => [s.site, s.count]));
};

describe("layer layouts", () => {
  it.each([
    // first_k_dense_replace 3 of 61: a prefix of dense layers, then MoE
    ["deepseek-v3", { "attn.q_b": 61, "ffn.gate_up": 3, "moe.experts_gate_up": 58, "head.lm_head": 1 }],
    // layer_types alternate sliding and full over 36 layers
    ["gpt-oss-120b", { "attn_sliding.attention": 18, "attn_full.attention": 18, "moe.router": 36 }],
    // hybrid_override_pattern: 24 M, 4 *, 24 -
    ["nemotron-h-8b", { "mamba.ssm": 24, "attn.attention": 4, "mlp.up": 24 }],
    // full_attention_interval 4 over 48 layers
    ["qwen3-next-80b-a3b", { "linear_attn.delta_rule": 36, "full_attn.attention": 12, "moe.router": 48 }],
    // sliding_window_pattern 6 over 62 layers: layers 5, 11, …, 59 are global
    ["gemma-3-27b", { "attn_local.attention": 52, "attn_global.attention": 10, "mlp.gate_up": 62 }],
  ] as const)("%s runs each site on the right number of layers", (model, expected) => {
    const counts = countsOf(model);
    for (const [site, count] of Object.entries(expected)) expect(counts.get(site), site).toBe(count);
  });

  it("the MTP draft layer is a suffix after the stack: one more attention and MoE layer, its own head", () => {
    const path = variant("deepseek-v3", "mla_moe", "mtp", (t) => t.replace("mtp: false ", "mtp: true "));
    const counts = countsOf(path);
    expect(counts.get("attn.q_b")).toBe(62);
    expect(counts.get("moe.experts_gate_up")).toBe(59);
    expect(counts.get("mtp_in.eh_proj")).toBe(1);
    expect(counts.get("mtp_head.lm_head")).toBe(1);
    const base = run("deepseek-v3").report?.memory[0]?.weightParams ?? 0;
    const withMtp = run(path).report?.memory[0]?.weightParams ?? 0;
    // one MLA layer 187,114,496 + one MoE layer 11,320,171,776 + eh_proj 7168 · 14336 = 102,760,448 + enorm, hnorm
    // and shared-head norm 3 · 7168 + its own embedding and head copies 2 · 129280 · 7168 = 1,853,358,080
    expect(withMtp - base).toBe(187_114_496 + 11_320_171_776 + 102_760_448 + 3 * 7168 + 1_853_358_080);
    // README_WEIGHTS.md: the MTP module has 11.5B unique parameters besides the shared embedding and head
    expect((withMtp - base - 1_853_358_080) / 11.5e9).toBeCloseTo(1, 1);
  });

  it("non-absorbed MLA keeps the same weights (kv_b_proj whole instead of its K and V halves)", () => {
    const path = variant("deepseek-v3", "mla_moe", "mha", (t) =>
      t.replace("mla_absorb: true ", "mla_absorb: false "),
    );
    const absorbed = run("deepseek-v3").report;
    const mha = run(path).report;
    expect(mha?.memory[0]?.weightParams).toBe(absorbed?.memory[0]?.weightParams);
    const sites = (r: typeof mha) => r?.tables[0]?.sites.map((s) => s.site) ?? [];
    expect(sites(mha)).toContain("attn.attention_mha");
    expect(sites(mha)).not.toContain("attn.q_absorb");
    expect(sites(absorbed)).toContain("attn.q_absorb");
  });

  it("without q LoRA (DeepSeek-V2-Lite style) one projection makes q and the latent", () => {
    const path = variant("deepseek-v3", "mla_moe", "noqlora", (t) =>
      t.replace("q_lora: true ", "q_lora: false ").replace(/ {2}q_lora_rank: 1536 .*\n/, ""),
    );
    // In BF16: the fused q + latent projection has 25,152 rows, not a whole number of DeepSeek's 128-row FP8 blocks.
    const report = analyze({
      model: path,
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 0,
      preset: "bf16",
      fusions: "none",
      cwd: ROOT,
    }).report;
    const sites = report?.tables[0]?.sites.map((s) => s.site) ?? [];
    expect(sites).toContain("attn.q_kv_a");
    expect(sites).not.toContain("attn.q_b");
  });
});

describe("MODEL_LAYER_PATTERN_INVALID", () => {
  const problem = (path: string) => {
    const d = run(path).diagnostics.filter((x) => x.code === "MODEL_LAYER_PATTERN_INVALID");
    expect(d).toHaveLength(1);
    return d[0]?.message ?? "";
  };

  it("a pattern one letter short", () => {
    const path = variant("gpt-oss-20b", "gpt_oss", "short", (t) => t.replace('"SFSF', '"FSF'));
    expect(problem(path)).toContain("23 letters for 24 layers");
  });

  it("a circuit spelt by letters needs the model's pattern", () => {
    const path = variant("nemotron-h-8b", "nemotron_h", "nopattern", (t) =>
      t.replace(/^layer_pattern: .*\n/m, ""),
    );
    expect(problem(path)).toContain("the model must give layer_pattern");
  });

  it("a circuit without letters takes no pattern", () => {
    const path = variant("llama-3.1-8b", "dense_gqa", "pattern", (t) =>
      t.replace("switches:", 'layer_pattern: "D"\nswitches:'),
    );
    expect(problem(path)).toContain("declares no letters");
  });

  it("a dense prefix longer than the stack", () => {
    const path = variant("deepseek-v3", "mla_moe", "prefix", (t) =>
      t.replace("dense_layers: 3 ", "dense_layers: 62 "),
    );
    expect(problem(path)).toContain("the prefix of 62 layers is longer than the 61 layers");
  });
});
