import { describe, expect, it } from "vitest";
import { analyze, type RunSpec } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

// What one sequence holds (memory fit) and what a step reads, against hand arithmetic from each config.json: MLA's
// latent cache, sliding windows that cap what a layer holds and reads, and the hybrids' fixed-size recurrent states.
function report(model: string, context: number, runs: RunSpec[] = [{ mode: "multi", rows: 1 }]) {
  const result = analyze({ model, hardware: ["b200"], runs, context, fusions: "none", cwd: ROOT });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("; "));
  return result.report;
}
const perSequence = (model: string, context: number) => report(model, context).memory[0]?.kvBytesPerSequence;

describe("KV bytes per sequence by hand", () => {
  it.each([
    // MLA: one latent of kv_lora_rank + qk_rope_head_dim per token and layer, shared by all 128 heads:
    // 61 layers · (512 + 64) · 2 B = 70,272 B per token (a GQA cache of 128 heads of 128 would be 4,000,000 B)
    ["deepseek-v3", 8192, 70_272 * 8192],
    ["deepseek-v3", 100, 70_272 * 100],
    // gpt-oss-120b: 2 · 8 kv heads · 64 · 2 B = 2,048 B per token and layer; 18 full layers hold the context, 18
    // sliding ones at most 128 tokens: 18 · 8192 · 2048 + 18 · 128 · 2048 = 301,989,888 + 4,718,592
    ["gpt-oss-120b", 8192, 306_708_480],
    // below the window every layer holds the context: 36 · 100 · 2048
    ["gpt-oss-120b", 100, 7_372_800],
    // Gemma 3 27B: 2 · 16 · 128 · 2 B = 8,192 B per token and layer; 10 global layers (every 6th of 62) hold the
    // context, 52 local ones 1,024 tokens: 10 · 8192 · 8192 + 52 · 1024 · 8192 = 671,088,640 + 436,207,616
    ["gemma-3-27b", 8192, 1_107_296_256],
    ["gemma-3-27b", 100, 62 * 100 * 8192],
    // Nemotron-H 8B: 4 attention layers · 2 · 8 · 128 · 2 B = 16,384 B per token, plus per sequence 24 Mamba-2
    // layers · (conv 3 · 10240 · 4 B = 122,880 + SSM 128 · 64 · 128 · 4 B = 4,194,304) = 103,612,416 B in FP32
    ["nemotron-h-8b", 8192, 16_384 * 8192 + 103_612_416],
    ["nemotron-h-8b", 100, 16_384 * 100 + 103_612_416],
    // Qwen3-Next 80B-A3B: 12 full layers · 2 · 2 · 256 · 2 B = 24,576 B per token, plus per sequence 36 Gated
    // DeltaNet layers · (conv 3 · 8192 · 4 B = 98,304 + state 32 · 128 · 128 · 4 B = 2,097,152) = 79,036,416 B
    ["qwen3-next-80b-a3b", 8192, 24_576 * 8192 + 79_036_416],
    ["qwen3-next-80b-a3b", 100, 24_576 * 100 + 79_036_416],
    // Llama 3.3 70B NVFP4 with an FP8 KV cache (per-tensor scale): 80 layers · 2 caches · (8192 · 8 · 128 · 1 B + 4 B)
    ["llama-3.3-70b-fp4", 8192, 160 * (8192 * 1024 + 4)],
  ] as const)("%s at %i tokens holds %i B", (model, context, bytes) => {
    expect(perSequence(model, context)).toBe(bytes);
  });

  it("a recurrent state is held whatever the context; a KV cache grows with it", () => {
    // Nemotron-H: 1 token more costs 16,384 B of attention KV and nothing more of Mamba state
    expect((perSequence("nemotron-h-8b", 101) ?? 0) - (perSequence("nemotron-h-8b", 100) ?? 0)).toBe(16_384);
    // gpt-oss-120b past the window: only the 18 full layers grow, 18 · 2,048 B per token
    expect((perSequence("gpt-oss-120b", 8193) ?? 0) - (perSequence("gpt-oss-120b", 8192) ?? 0)).toBe(36_864);
  });
});

describe("what a step reads and writes", () => {
  it("gpt-oss-120b decode reads the window on sliding layers and writes every layer's new token", () => {
    const t = report("gpt-oss-120b", 8192).tables[0];
    // read 306,708,480 (above) + write 36 layers · 2,048 B = 73,728
    expect(t?.kvBytes).toBe(306_708_480 + 73_728);
  });

  it("Gemma 3 prefill of 2,048 tokens at 8,192 context: local layers attend over their 1,024-token window", () => {
    const t = report("gemma-3-27b", 8192, [{ mode: "single", rows: 2048 }]).tables[0];
    // read 1,107,296,256 once (one sequence) + write 62 · 2048 · 8192 = 1,040,187,392
    expect(t?.kvBytes).toBe(1_107_296_256 + 1_040_187_392);
    // attention FLOPs: 4 · 2048 · (10 · 7168.5 + 52 · 1024) · 4096 (q_heads · head_dim): causal, the global rows see
    // 6,145 … 8,192 tokens (mean 8192 − 2047/2), every local row its whole 1,024-token window
    const attention = (site: string) => t?.sites.find((s) => s.site === site)?.flops ?? 0;
    expect(attention("attn_global.attention")).toBe(4 * 2048 * 7168.5 * 4096 * 10);
    expect(attention("attn_local.attention")).toBe(4 * 2048 * 1024 * 4096 * 52);
  });

  it("Nemotron-H at 64 sequences moves each sequence's recurrent state once in and once out", () => {
    const t = report("nemotron-h-8b", 8192, [{ mode: "multi", rows: 64 }]).tables[0];
    // 2 · 64 · 103,612,416
    expect(t?.stateBytes).toBe(2 * 64 * 103_612_416);
  });

  it("DeepSeek-V3 decode reads the latent cache once per sequence, 70,272 B per token", () => {
    const t = report("deepseek-v3", 8192).tables[0];
    // read 70,272 · 8192 + write 70,272 (one new token)
    expect(t?.kvBytes).toBe(70_272 * 8193);
    // FlashMLA: 2 · 1 · 8192 · 128 · (512 + 64) + 2 · 1 · 8192 · 128 · 512 per layer, 61 layers
    const mla = t?.sites.find((s) => s.site === "attn.attention");
    expect(mla?.flops).toBe(61 * (2 * 8192 * 128 * 576 + 2 * 8192 * 128 * 512));
  });
});
