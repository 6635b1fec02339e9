import { describe, expect, it } from "vitest";
import { heldBytes, residentWeights } from "../../../src/cost/index.ts";
import { type Format, parseFormat } from "../../../src/formats/index.ts";

const format = (text: string): Format => {
  const parsed = parseFormat(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.format;
};

describe("memory accounting", () => {
  it("a sliding-window cache holds at most its window; a recurrent state one fixed size per sequence", () => {
    const bf16 = format("bf16");
    const f32 = format("f32");
    const held = [
      // 8 KV heads × 128, BF16, 10 layers, window 4096 (as a Gemma/Mistral sliding layer): 2 KiB per token-layer.
      { format: bf16, rowsPerToken: 8, cols: 128, count: 10, window: 4096 },
      // A recurrent state of 16 × 64 F32 on 3 layers: 4 KiB each, whatever the context.
      { format: f32, rowsPerToken: 16, cols: 64, count: 3, isRecurrent: true },
    ];
    expect(heldBytes(held, 1000)).toBe(1000 * 8 * 128 * 2 * 10 + 16 * 64 * 4 * 3);
    expect(heldBytes(held, 32_768)).toBe(4096 * 8 * 128 * 2 * 10 + 16 * 64 * 4 * 3);
    expect(heldBytes(held, 0)).toBe(0);
  });

  it("a resident weight counts every copy and layer, its bias, and its scales", () => {
    const nvfp4 = format("nvfp4/g16");
    const bf16 = format("bf16");
    const [w] = residentWeights([
      {
        name: "experts",
        site: "moe.experts",
        // 8 experts of 4096 × 1024 in NVFP4 on 2 layers, with a BF16 bias of 4096.
        weight: { name: "experts", rows: 4096, cols: 1024, count: 8, format: nvfp4 },
        bias: { edge: "experts.bias", rows: 1, cols: 4096, format: bf16 },
        count: 2,
        params: 0,
        activeParams: 0,
      },
    ]);
    // NVFP4 (DESIGN.md §3): 0.5 B per value + one E4M3 byte per 16 values + one F32 per weight tensor.
    const perCopy = (4096 * 1024) / 2 + (4096 * 1024) / 16 + 4;
    expect(w?.bytes).toBe((perCopy + 4096 * 2) * 8 * 2);
  });
});
