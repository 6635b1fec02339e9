// Issue 21: a format whose block scales a device's lane cannot consume does not run natively there. MI355X's CDNA4
// matrix cores take OCP MX scales (E8M0 per 32); NVFP4's E4M3 per 16 are not among them, and vLLM on ROCm runs an
// NVFP4 checkpoint by dequantizing its weights to BF16 every call (run_nvfp4_emulations).
import { describe, expect, it } from "vitest";
import { placeWork } from "../../../src/cost/index.ts";
import { FORMATS, type FormatRow, parseFormat } from "../../../src/formats/index.ts";
import type { Profile } from "../../../src/hardware/index.ts";
import { analyze } from "../../../src/index.ts";
import type { ReportModel } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

function report(model: string, hardware: string): ReportModel {
  const result = analyze({
    model,
    hardware: [hardware],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    cwd: ROOT,
  });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
  return result.report;
}
const site = (r: ReportModel, name: string) => {
  const s = r.tables[0]?.sites.find((x) => x.site === name);
  if (!s) throw new Error(`no site ${name}`);
  return s;
};

// llama-3.3-70b-fp4: hidden 8192, inter 28672, 80 layers; ffn.down is 8192 × 28672 in nvfp4/g16.
const DOWN_ELEMENTS = 8192 * 28672;
const LAYERS = 80;
const NVFP4_BYTES = DOWN_ELEMENTS * 0.5 + DOWN_ELEMENTS / 16 + 4; // E2M1 + E4M3 per 16 + the F32 tensor scale

describe("block scales a lane consumes", () => {
  it("formats declare the block scales their matrix core reads", () => {
    const scale = (key: keyof typeof FORMATS) => (FORMATS[key] as FormatRow).blockScale;
    expect(scale("nvfp4/g16")).toBe("ue4m3/16");
    expect(scale("mxfp4/g32")).toBe("ue8m0/32");
    expect(scale("fp8/channel")).toBeUndefined();
  });

  const mi355x = report("llama-3.3-70b-fp4", "mi355x");
  it("NVFP4 on MI355X is not native fp4: emulated on bf16, and the report says why", () => {
    const down = site(mi355x, "ffn.down");
    expect(down.lane).toBe("bf16");
    expect(down.execution).toBe("emulated on bf16 (fp4 lane takes ue8m0/32 scales, not ue4m3/16)");
    const finding = mi355x.diagnostics.find((d) => d.code === "COST_SCALES_EMULATED");
    expect(finding?.severity).toBe("warning");
    expect(finding?.message).toContain("nvfp4/g16 scales (ue4m3/16) are not consumed by mi355x's fp4 lane");
    expect(finding?.file).toBe("hardware/mi355x.hw.yaml");
  });

  it("the dequantized BF16 copy is written and read once more per call", () => {
    const down = site(mi355x, "ffn.down");
    // Elements are counted from the stored bytes over 4 bits, scales included (dequant.ts): ≤ 3 % over.
    const copy = ((NVFP4_BYTES * 8) / 4) * 2 * 2;
    expect(down.bytesSplit.weight / LAYERS).toBeCloseTo(NVFP4_BYTES + copy, 0);
  });

  it("a lane that consumes a format's scales runs it natively; one that does not, on its `otherwise` lane", () => {
    const format = (name: string) => {
      const parsed = parseFormat(name);
      if (!parsed.ok) throw new Error(name);
      return parsed.format;
    };
    const cdna4: Profile = {
      id: "toy",
      file: "toy.hw.yaml",
      name: "Toy",
      capacityBytes: 1e11,
      usableBytes: 9e10,
      bytesPerSecond: 1e12,
      peaks: { bf16: 1e15, fp4: 4e15 },
      fallback: {},
      blockScales: { fp4: { consumes: ["ue8m0/32"], otherwise: "bf16" } },
    };
    const work = (name: string) => ({
      flops: 2,
      bytes: { weight: 1, actIn: 0, actOut: 0, kvRead: 0, kvWrite: 0, state: 0 },
      operands: { weight: format(name), act: format(name) },
    });
    expect(placeWork(work("mxfp4/g32"), cdna4)).toEqual({ ok: true, lane: "fp4", execution: "native fp4" });
    expect(placeWork(work("nvfp4/g16"), cdna4)).toMatchObject({ ok: true, lane: "bf16" });
    // Without block_scales the lane takes every block scale (B200, cuBLASLt VEC16_UE4M3 and VEC32_UE8M0).
    const { blockScales: _, ...blackwell } = cdna4;
    expect(placeWork(work("nvfp4/g16"), blackwell)).toMatchObject({ ok: true, lane: "fp4" });
  });

  it("NVFP4 on B200 stays native fp4", () => {
    const b200 = report("llama-3.3-70b-fp4", "b200");
    expect(site(b200, "ffn.down").execution).toBe("native fp4");
    expect(site(b200, "ffn.down").bytesSplit.weight).toBe(NVFP4_BYTES * LAYERS);
    expect(b200.diagnostics.some((d) => d.code === "COST_SCALES_EMULATED")).toBe(false);
  });
});
