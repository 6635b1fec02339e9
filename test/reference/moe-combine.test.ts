import { describe, expect, it } from "vitest";
import { analyze } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

describe("MoE expert outputs: the down GEMM writes T·k partials that a combine sums (vLLM moe_sum)", () => {
  const result = analyze({
    model: "qwen3-30b-a3b",
    hardware: ["h100-sxm"],
    runs: [{ mode: "single", rows: 2048 }],
    context: 4096,
    cwd: ROOT,
  });
  const down = result.report?.tables[0]?.sites.find((s) => s.site === "moe.experts_down");

  it("qwen3-30b-a3b single:2048: per layer 2048·8 × 2048 BF16 partials written, then 2048 × 2048 summed rows", () => {
    // written: partials 2048·8·2048·2 B = 67,108,864 + the combined rows 2048·2048·2 B = 8,388,608, × 48 layers
    expect(down?.count).toBe(48);
    expect(down?.bytesSplit.actOut).toBe((67_108_864 + 8_388_608) * 48);
    // read: the partials once more, beside the GEMM's own input (2048·8 × 768 BF16) and routing weights (F32)
    expect(down?.bytesSplit.actIn).toBe((67_108_864 + 2048 * 8 * 768 * 2 + 2048 * 8 * 4) * 48);
  });
});
