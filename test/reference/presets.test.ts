import { describe, expect, it } from "vitest";
import type { PresetName } from "../../src/formats/index.ts";
import { analyze } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

function report(model: string, preset?: PresetName) {
  const result = analyze({
    model,
    hardware: ["b200"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 0,
    cwd: ROOT,
    ...(preset ? { preset } : {}),
  });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("; "));
  return result.report;
}

const site = (r: ReturnType<typeof report>, id: string) => r.tables[0]?.sites.find((s) => s.site === id);

describe("a precision preset replaces the checkpoint's own quantization", () => {
  it("gpt-oss-120b --precision bf16 reads BF16 experts; its own formats keep MXFP4", () => {
    const own = report("gpt-oss-120b");
    const bf16 = report("gpt-oss-120b", "bf16");
    expect(site(own, "moe.experts_gate_up")?.weightFormat).toBe("mxfp4/g32");
    expect(site(bf16, "moe.experts_gate_up")?.weightFormat).toBe("bf16");
    expect(site(bf16, "moe.experts_down")?.weightFormat).toBe("bf16");
    // 4 of 128 experts per layer at one token: 5.0 GB read in MXFP4, 10.3 GB in BF16
    expect(own.tables[0]?.weightBytes).toBeLessThan(5.1e9);
    expect(bf16.tables[0]?.weightBytes).toBeGreaterThan(10.2e9);
    expect(bf16.precision.replacedOverrides).toEqual(["moe.experts_*"]);
    expect(Object.keys(bf16.precision.overrides)).toEqual(["embed.*", "head.*"]);
    expect(own.precision.replacedOverrides).toEqual([]);
  });

  it.each<PresetName>(["bf16", "nvfp4", "w4a16"])(
    "deepseek-v3 attn.qkv_a follows --precision %s",
    (preset) => {
      const r = report("deepseek-v3", preset);
      const qkvA = site(r, "attn.qkv_a");
      expect(qkvA?.weightFormat).toBe(
        { bf16: "bf16", nvfp4: "nvfp4/g16", w4a16: "int4/g128" }[preset as "bf16" | "nvfp4" | "w4a16"],
      );
    },
  );

  it("an override that keeps a site wider than the preset still applies (lm_head in BF16 under nvfp4)", () => {
    const r = report("llama-3.1-8b", "nvfp4");
    expect(site(r, "head.lm_head")?.weightFormat).toBe("bf16");
    expect(site(r, "head.lm_head")?.activationFormat).toBe("bf16");
    expect(site(r, "ffn.down")?.weightFormat).toBe("nvfp4/g16");
    expect(r.precision.replacedOverrides).toEqual([]);
  });
});

describe("FP8 block formats take partial blocks with whole scales", () => {
  it("deepseek-v3 attn.qkv_a (2112 × 7168) is block-FP8 with 17 × 56 scales: 15,142,624 B per layer", () => {
    const r = report("deepseek-v3");
    const qkvA = site(r, "attn.qkv_a");
    expect(qkvA?.weightFormat).toBe("fp8/block128x128");
    expect(qkvA?.count).toBe(61);
    expect(qkvA?.bytesSplit.weight).toBe(15_142_624 * 61);
  });
});
