import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "venn-instantiate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of llama-3.1-8b with some dims or switches changed, beside a copy of its circuit. */
function variant(name: string, edit: (text: string) => string) {
  mkdirSync(join(dir, "circuits/models"), { recursive: true });
  writeFileSync(
    join(dir, "circuits/dense_gqa.circuit.yaml"),
    readFileSync(join(ROOT, "circuits/dense_gqa.circuit.yaml")),
  );
  const text = edit(readFileSync(join(ROOT, "circuits/models/llama-3.1-8b.model.yaml"), "utf8"));
  const path = join(dir, "circuits/models", `${name}.model.yaml`);
  writeFileSync(path, text);
  return path;
}

const run = (model: string, context = 0) =>
  analyze({
    model,
    hardware: ["h100-sxm"],
    runs: [{ mode: "multi", rows: 1 }],
    context,
    fusions: "none",
    cwd: ROOT,
  });

describe("instantiate", () => {
  it("counts blocks per layer arithmetically: a billion layers costs no more to bind than 32", () => {
    const path = variant("deep", (t) => t.replace("layers: 32 ", "layers: 1000000000 "));
    const site = run(path).report?.tables[0]?.sites.find((s) => s.site === "ffn.gate_up");
    expect(site?.count).toBe(1_000_000_000);
  });

  it("a tied lm_head reads the embedding table and stores it once", () => {
    const untied = run("llama-3.1-8b").report;
    const tied = run(variant("tied", (t) => t.replace("tie: false", "tie: true"))).report;
    // One 128256 × 4096 BF16 table fewer resident: 1,050,673,152 B.
    expect((untied?.memory[0]?.weightBytes ?? 0) - (tied?.memory[0]?.weightBytes ?? 0)).toBe(1_050_673_152);
    const head = (r: typeof tied) =>
      r?.tables[0]?.sites.find((s) => s.site === "head.lm_head")?.bytesSplit.weight;
    expect(head(tied)).toBe(head(untied));
  });

  it("qk_norm and attn_bias switch nodes and bias bytes on", () => {
    const base = run("llama-3.1-8b").report?.tables[0];
    const both = run(
      variant("qk", (t) =>
        t.replace("qk_norm: false", "qk_norm: true").replace("attn_bias: false", "attn_bias: true"),
      ),
    ).report?.tables[0];
    expect(base?.sites.some((s) => s.site === "attn.qk_norm")).toBe(false);
    expect(both?.sites.some((s) => s.site === "attn.qk_norm")).toBe(true);
    const qkv = (t: typeof base) => t?.sites.find((s) => s.site === "attn.qkv")?.bytesSplit.weight ?? 0;
    // Bias on the fused qkv: (32 + 2·8)·128 = 6144 BF16 values per layer, × 32 layers.
    expect(qkv(both) - qkv(base)).toBe(6144 * 2 * 32);
  });

  it("a preset replaces weight and activation formats but keeps the model's per-site overrides", () => {
    const report = analyze({
      model: "llama-3.1-8b",
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 0,
      preset: "nvfp4",
      fusions: "none",
      cwd: ROOT,
    }).report;
    const site = (name: string) => report?.tables[0]?.sites.find((s) => s.site === name);
    expect(site("ffn.gate_up")?.weightFormat).toBe("nvfp4/g16");
    expect(site("ffn.gate_up")?.execution).toBe("native fp4");
    expect(site("head.lm_head")?.weightFormat).toBe("bf16");
    expect(site("attn.attention")?.kvFormat).toBe("bf16");
  });
});
