import { describe, expect, it } from "vitest";
import { analyze } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

function table(
  model: string,
  hardware: string,
  runs: { mode: "single" | "multi"; rows: number }[],
  context: number,
) {
  const result = analyze({ model, hardware: [hardware], runs, context, fusions: "none", cwd: ROOT });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("; "));
  return result.report;
}

describe("decode floor by hand (multi:1, context 0)", () => {
  it("llama-3.1-8b on h100-sxm reads every weight once except the embedding, which gathers one row", () => {
    const report = table("llama-3.1-8b", "h100-sxm", [{ mode: "multi", rows: 1 }], 0);
    const t = report.tables[0];
    // 8,030,261,248 params × 2 B = 16,060,522,496 B resident; the embedding is 128256·4096·2 = 1,050,673,152 B
    // of which one row, 4096·2 = 8,192 B, is read: 16,060,522,496 − 1,050,673,152 + 8,192 = 15,009,857,536 B.
    expect(report.memory[0]?.weightBytes).toBe(16_060_522_496);
    expect(t?.weightBytes).toBe(15_009_857_536);
    // H100 SXM HBM3 3.35 TB/s: 15,009,857,536 / 3.35e12 = 4.4806 ms; activations add well under 0.1 %.
    const weightsOnly = 15_009_857_536 / 3.35e12;
    expect(t?.floorSeconds).toBeGreaterThan(weightsOnly);
    expect((t?.floorSeconds ?? 0) / weightsOnly - 1).toBeLessThan(0.001);
    expect(t?.tokensPerSecond).toBeCloseTo(1 / (t?.floorSeconds ?? 1), 6);
    // No cache to read at context 0; the one new token is still written: 131,072 B (see the KV test below).
    expect(t?.kvBytes).toBe(131_072);
  });

  it("qwen3-30b-a3b reads only the routed experts: 8 of 128 per layer at one token", () => {
    const report = table("qwen3-30b-a3b", "h100-sxm", [{ mode: "multi", rows: 1 }], 0);
    const t = report.tables[0];
    // Per layer: one expert is 3·2048·768 = 4,718,592 params; T = 1 token hits E·(1−(1−k/E)^1) = k = 8 experts.
    // Active params 3,353,032,704 (all non-expert weights + 8 experts per layer), ×2 B, minus the embedding
    // table 151936·2048·2 = 622,329,856 B plus its one gathered row 4,096 B.
    expect(report.memory[0]?.activeParams).toBe(3_353_032_704);
    expect(t?.weightBytes).toBe(3_353_032_704 * 2 - 622_329_856 + 4_096);
    const expertSites = t?.sites.filter((s) => s.op === "expert_gate_up" || s.op === "expert_down") ?? [];
    // gate_up 2·768·2048·2 B + down 2048·768·2 B = 9,437,184 B per expert, × 8 experts × 48 layers.
    expect(expertSites.reduce((sum, s) => sum + s.bytesSplit.weight, 0)).toBe(9_437_184 * 8 * 48);
  });

  it("qwen3-30b-a3b at 128 sequences reads nearly every expert: E·(1−(1−8/128)^128) ≈ 127.98", () => {
    const t = table("qwen3-30b-a3b", "h100-sxm", [{ mode: "multi", rows: 128 }], 0).tables[0];
    const gateUp = t?.sites.find((s) => s.site === "moe.experts_gate_up");
    const distinct = 128 * (1 - (1 - 8 / 128) ** 128);
    expect(gateUp?.bytesSplit.weight).toBeCloseTo(2 * 768 * 2048 * 2 * distinct * 48, 0);
  });

  it("KV cache: llama-3.1-8b holds 2·8·128·2 B · 32 layers = 131,072 B per token", () => {
    const report = table("llama-3.1-8b", "h100-sxm", [{ mode: "multi", rows: 16 }], 4096);
    expect(report.memory[0]?.kvBytesPerSequence).toBe(131_072 * 4096);
    // 16 sequences each read their own 4096-token cache, and write one new token each.
    expect(report.tables[0]?.kvBytes).toBe(16 * 131_072 * 4096 + 16 * 131_072);
  });

  it("single mode reads the cache once and the head computes logits for one sequence", () => {
    const t = table("llama-3.1-8b", "h100-sxm", [{ mode: "single", rows: 2048 }], 4096).tables[0];
    expect(t?.kvBytes).toBe(131_072 * 4096 + 131_072 * 2048);
    const head = t?.sites.find((s) => s.site === "head.lm_head");
    expect(head?.flops).toBe(2 * 1 * 4096 * 128_256);
  });
});
