import { describe, expect, it } from "vitest";
import {
  divisibilityProblem,
  FORMATS,
  type Format,
  type FormatKey,
  gatheredBytes,
  PRESETS,
  pairLane,
  parseFormat,
  type TensorRole,
  tensorBytes,
} from "../../../src/formats/index.ts";

const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name} is not a canonical format`);
  return parsed.format;
};

// DESIGN.md §3. A 4096 × 4096 tensor has 16,777,216 values; cols (4096) is the grouped axis.
describe("tensorBytes: every registry row, scales included", () => {
  it.each<[name: string, key: FormatKey, rows: number, cols: number, role: TensorRole, bytes: number]>([
    // 16,777,216 · 2 B
    ["bf16", "bf16", 4096, 4096, "weight", 33_554_432],
    ["fp16", "fp16", 4096, 4096, "weight", 33_554_432],
    // 16,777,216 · 4 B
    ["f32", "f32", 4096, 4096, "activation", 67_108_864],
    ["i32", "i32", 4096, 4096, "activation", 67_108_864],
    // 16,777,216 · 1 B + one F32 for the tensor
    ["fp8/tensor", "fp8/tensor", 4096, 4096, "weight", 16_777_220],
    // 2 token rows: 8,192 · 1 B + 2 · 4 B
    ["fp8/token", "fp8/token", 2, 4096, "activation", 8_200],
    // 16,777,216 + 4,096 output channels · 4 B = 16,777,216 + 16,384
    ["fp8/channel", "fp8/channel", 4096, 4096, "weight", 16_793_600],
    // 16,777,216 + 4096 · (4096/128 = 32) = 131,072 groups · 4 B = 524,288
    ["fp8/g128", "fp8/g<n>", 4096, 4096, "weight", 17_301_504],
    // 16,777,216 + (32 · 32 = 1,024 blocks) · 4 B = 4,096
    ["fp8/block128x128", "fp8/block<r>x<c>", 4096, 4096, "weight", 16_781_312],
    // 16,777,216 · 0.5 = 8,388,608 + 4096 · 256 = 1,048,576 E4M3 bytes + one F32 global = 4
    ["nvfp4/g16", "nvfp4/g16", 4096, 4096, "weight", 9_437_188],
    // activation, 2 rows: 8,192 · 0.5 = 4,096 + 2 · 256 = 512 E4M3 + 2 rows · 4 B F32 = 8
    ["nvfp4/g16", "nvfp4/g16", 2, 4096, "activation", 4_616],
    // 8,388,608 + 4096 · 128 = 524,288 E8M0 bytes
    ["mxfp4/g32", "mxfp4/g32", 4096, 4096, "weight", 8_912_896],
    // 16,777,216 + 524,288 E8M0 bytes
    ["mxfp8/g32", "mxfp8/g32", 4096, 4096, "weight", 17_301_504],
    // 16,777,216 + 4,096 · 4 B
    ["int8/channel", "int8/channel", 4096, 4096, "weight", 16_793_600],
    // GGUF Q8_0: ggml block_q8_0 is 34 bytes per 32 weights: 16,777,216 / 32 · 34
    ["int8/g32", "int8/g<n>", 4096, 4096, "weight", 17_825_792],
    // 8,388,608 + 131,072 groups · 2 B BF16 scale = 262,144
    ["int4/g128", "int4/g<n>", 4096, 4096, "weight", 8_650_752],
    // 8,388,608 + 131,072 groups · (2 B scale + 2 B zero) = 524,288
    ["int4/g128z", "int4/g<n>z", 4096, 4096, "weight", 8_912_896],
    // AWQ: 8,388,608 + 131,072 groups · (2 B FP16 scale + 0.5 B packed int4 zero) = 327,680
    ["int4/g128z4", "int4/g<n>z4", 4096, 4096, "weight", 8_716_288],
    // W8A8 int8 activations, 2 token rows: 8,192 · 1 B + 2 · 4 B
    ["int8/token", "int8/token", 2, 4096, "activation", 8_200],
    // bitsandbytes NF4: 8,388,608 + 262,144 F32 absmaxes (one per 64 values) = 1,048,576 + the 16-entry F32 table (64)
    ["nf4/g64", "nf4/g<n>", 4096, 4096, "weight", 9_437_248],
    // double quant: 8,388,608 + 262,144 8-bit absmaxes + ⌈262,144/256⌉ = 1,024 F32 = 4,096 + per tensor (1+16+256) · 4
    ["nf4/g64dq", "nf4/g<n>dq", 4096, 4096, "weight", 8_655_940],
  ])("%s (%s) %i x %i %s = %i B", (name, key, rows, cols, role, bytes) => {
    const format = fmt(name);
    expect(format.key).toBe(key);
    expect(tensorBytes(format, rows, cols, role)).toBe(bytes);
  });

  it.each<[name: string, rows: number, cols: number, role: TensorRole, bytes: number]>([
    // per-row scales follow rows (output channels), not cols: 14336 · 4096 = 58,720,256 + 14,336 · 4 = 57,344
    ["fp8/channel", 14336, 4096, "weight", 58_777_600],
    // groups run along cols: 14336 · 4096 / 2 = 29,360,128 + 14336 · 32 groups · 2 B = 917,504
    ["int4/g128", 14336, 4096, "weight", 30_277_632],
    // 4096 rows × 14336 cols: 29,360,128 + 4096 · 112 groups · 2 B = 917,504 (same count, other axis)
    ["int4/g128", 4096, 14336, "weight", 30_277_632],
    // one row of 128 values: 128 + one F32
    ["fp8/g128", 1, 128, "activation", 132],
    // 256×128 blocks over 4096 × 4096: 16 · 32 = 512 blocks · 4 B = 2,048
    ["fp8/block256x128", 4096, 4096, "weight", 16_779_264],
    // DeepSeek-V3 fused_qkv_a_proj: 2112 × 7168 = 15,138,816 + ⌈2112/128⌉ · 7168/128 = 17 · 56 = 952 scales · 4 B
    ["fp8/block128x128", 2112, 7168, "weight", 15_142_624],
    // fp8/g64: 4096 · 64 groups · 4 B = 1,048,576
    ["fp8/g64", 4096, 4096, "weight", 17_825_792],
    // nvfp4 weight ignores the per-row activation term and vice versa: 3 rows × 64 as a weight = 96 + 12 + 4
    ["nvfp4/g16", 3, 64, "weight", 112],
    // … as an activation = 96 + 12 + 3 · 4
    ["nvfp4/g16", 3, 64, "activation", 120],
    // fp8/token as a weight still scales per row: 16,777,216 + 16,384
    ["fp8/token", 4096, 4096, "weight", 16_793_600],
  ])("%s %i x %i %s = %i B", (name, rows, cols, role, bytes) => {
    expect(tensorBytes(fmt(name), rows, cols, role)).toBe(bytes);
  });

  it("the table above covers every registry row", () => {
    const covered = new Set(
      [
        "bf16",
        "fp16",
        "f32",
        "i32",
        "fp8/tensor",
        "fp8/token",
        "fp8/channel",
        "fp8/g128",
        "fp8/block128x128",
        "nvfp4/g16",
        "mxfp4/g32",
        "mxfp8/g32",
        "int8/channel",
        "int8/g32",
        "int4/g128",
        "int4/g128z",
        "int4/g128z4",
        "int8/token",
        "nf4/g64",
        "nf4/g64dq",
      ].map((name) => fmt(name).key),
    );
    expect([...covered].sort()).toEqual(Object.keys(FORMATS).sort());
  });
});

describe("parseFormat: canonical spellings only", () => {
  it.each([
    "bf16",
    "fp16",
    "f32",
    "i32",
    "fp8/tensor",
    "fp8/token",
    "fp8/channel",
    "fp8/g128",
    "fp8/g64",
    "fp8/block128x128",
    "fp8/block256x64",
    "nvfp4/g16",
    "mxfp4/g32",
    "mxfp8/g32",
    "int8/channel",
    "int8/g32",
    "int4/g128",
    "int4/g32",
    "int4/g128z",
    "int8/token",
    "nf4/g64",
    "nf4/g64dq",
  ])("%s round-trips", (name) => {
    expect(fmt(name).name).toBe(name);
  });

  it.each<[text: string, params: number[], elementBits: number, lane: string | null]>([
    ["fp8/g128", [128], 8, "fp8"],
    ["fp8/block128x64", [128, 64], 8, "fp8"],
    ["int4/g32z", [32], 4, "int4"],
    ["nvfp4/g16", [], 4, "fp4"],
    ["mxfp4/g32", [], 4, "fp4"],
    ["mxfp8/g32", [], 8, "fp8"],
    ["fp16", [], 16, "bf16"],
    ["f32", [], 32, "fp32"],
    ["i32", [], 32, null],
    ["int8/channel", [], 8, "int8"],
    ["int8/token", [], 8, "int8"],
    // NF4 codes feed the compute dtype's lane: looked up and scaled to BF16 before the GEMM
    ["nf4/g64", [64], 4, "bf16"],
    ["nf4/g128dq", [128], 4, "bf16"],
  ])("%s has params %j, %i bits, lane %s", (text, params, elementBits, lane) => {
    const format = fmt(text);
    expect(format.params).toEqual(params);
    expect(format.elementBits).toBe(elementBits);
    expect(format.lane).toBe(lane);
  });

  it.each([
    ["BF16", "bf16"],
    ["FP8/G128", "fp8/g128"],
    ["fp8/g0128", "fp8/g128"],
    ["nvfp4", "nvfp4/g16"],
    ["mxfp4", "mxfp4/g32"],
    ["mxfp8", "mxfp8/g32"],
    ["fp32", "f32"],
    [" bf16 ", "bf16"],
    ["fp8/block128X128", "fp8/block128x128"],
    ["fp8/block0128x0128", "fp8/block128x128"],
    ["INT4/G128Z", "int4/g128z"],
    ["NVFP4/G16", "nvfp4/g16"],
    ["NF4/G64DQ", "nf4/g64dq"],
    ["INT8/Token", "int8/token"],
  ])("%j is rejected with the suggestion %s", (text, canonical) => {
    expect(parseFormat(text)).toEqual({ ok: false, canonical });
  });

  it.each(["fp9", "", "fp8", "fp8/g0", "nvfp4/g32", "int4", "fp8/block128", "bf16/g16", "int8/row", "nf4"])(
    "%j is rejected with no suggestion",
    (text) => {
      const parsed = parseFormat(text);
      expect(parsed.ok).toBe(false);
      expect(parsed).not.toHaveProperty("canonical");
    },
  );
});

describe("bytes per value (DESIGN.md §3: every scale byte)", () => {
  // A 8192 × 8192 weight: per-value terms times 67,108,864 values, plus the per-tensor constants.
  const values = 8192 * 8192;
  it.each<[name: string, perValue: number, perTensor: number]>([
    // bitsandbytes NF4 with double quant: 4-bit code, 8-bit absmax per 64, F32 per 256 absmaxes; mean, tables
    ["nf4/g64dq", 0.5 + 1 / 64 + 4 / (64 * 256), 4 * (1 + 16 + 256)],
    // without: an F32 absmax per 64 values and the 16-entry table
    ["nf4/g64", 0.5 + 4 / 64, 4 * 16],
    // int8/channel weights of W8A8: 1 B + one F32 per output channel (8192 rows)
    ["int8/channel", 1 + 4 / 8192, 0],
    // int8/token activations, 8192 token rows of 8192: 1 B + one F32 per row
    ["int8/token", 1 + 4 / 8192, 0],
  ])("%s: %d B per value + %d B per tensor", (name, perValue, perTensor) => {
    expect(tensorBytes(fmt(name), 8192, 8192, "weight")).toBeCloseTo(values * perValue + perTensor, 6);
  });

  it("NF4 blocks run over the flattened tensor, across rows (bitsandbytes: ⌈numel/64⌉ absmaxes)", () => {
    // 3 rows × 40 values = 120 values: ⌈120/64⌉ = 2 absmaxes (a per-row group would need 3), 60 B of codes, table 64 B
    expect(tensorBytes(fmt("nf4/g64"), 3, 40, "weight")).toBe(60 + 2 * 4 + 64);
    // and no divisibility problem: the last block is ragged, as bitsandbytes pads it
    expect(divisibilityProblem(fmt("nf4/g64"), 3, 40, "weight")).toBeUndefined();
    // double quant over 4096 × 11008 (Llama-2-7B down_proj transposed): 704,512 absmaxes, ⌈704,512/256⌉ = 2,752
    expect(tensorBytes(fmt("nf4/g64dq"), 4096, 11008, "weight")).toBe(
      22_544_384 + 704_512 + 2_752 * 4 + 1_092,
    );
  });
});

describe("divisibilityProblem", () => {
  it.each<[name: string, rows: number, cols: number, role: TensorRole, problem: string | undefined]>([
    ["bf16", 7, 13, "weight", undefined],
    ["fp8/channel", 7, 13, "weight", undefined],
    ["fp8/token", 7, 13, "activation", undefined],
    ["fp8/tensor", 7, 13, "weight", undefined],
    ["fp8/g128", 4096, 4096, "weight", undefined],
    ["fp8/g128", 4096, 100, "weight", "100 columns do not divide into groups of 128"],
    // the group axis is cols only: 100 rows are fine
    ["fp8/g128", 100, 4096, "weight", undefined],
    ["fp8/block128x128", 4096, 4096, "weight", undefined],
    // partial blocks take whole scales, as DeepSeek's checkpoint stores fused_qkv_a_proj (2112 rows)
    ["fp8/block128x128", 4096, 4000, "weight", undefined],
    ["fp8/block128x128", 2112, 7168, "weight", undefined],
    ["nvfp4/g16", 2, 4112, "activation", undefined], // 4112 = 257 · 16,
    ["nvfp4/g16", 2, 4100, "activation", "4100 columns do not divide into groups of 16"],
    ["mxfp4/g32", 4096, 2880, "weight", undefined],
    ["mxfp4/g32", 4096, 2896, "weight", "2896 columns do not divide into groups of 32"],
    ["mxfp8/g32", 1, 48, "activation", "48 columns do not divide into groups of 32"],
    ["int4/g128", 4096, 14336, "weight", undefined],
    ["int4/g128", 4096, 64, "weight", "64 columns do not divide into groups of 128"],
    ["int4/g128z", 4096, 192, "weight", "192 columns do not divide into groups of 128"],
  ])("%s %i x %i %s → %s", (name, rows, cols, role, problem) => {
    expect(divisibilityProblem(fmt(name), rows, cols, role)).toBe(problem);
  });
});

describe("pairLane: the compute lane follows the weight/activation pair", () => {
  it.each<[preset: keyof typeof PRESETS, weight: string, act: string, lane: string, mode: string]>([
    ["bf16", "bf16", "bf16", "bf16", "native"],
    ["fp8", "fp8/channel", "fp8/token", "fp8", "native"],
    ["nvfp4", "nvfp4/g16", "nvfp4/g16", "fp4", "native"],
    ["w4a16", "int4/g128", "bf16", "bf16", "weight-only"],
    ["w8a16", "int8/channel", "bf16", "bf16", "weight-only"],
    ["mxfp4", "mxfp4/g32", "bf16", "bf16", "weight-only"],
  ])("preset %s (%s × %s) → %s %s", (preset, weight, act, lane, mode) => {
    expect(PRESETS[preset]).toMatchObject({ weight, act });
    expect(pairLane(fmt(weight), fmt(act))).toEqual({ lane, mode });
  });

  it("every preset is in the table above", () => {
    expect(Object.keys(PRESETS).sort()).toEqual(["bf16", "fp8", "mxfp4", "nvfp4", "w4a16", "w8a16"]);
  });

  it.each<[weight: string, act: string, expected: unknown]>([
    ["fp16", "bf16", { lane: "bf16", mode: "native" }],
    // W8A8 int8 (compressed-tensors int-quantized): both 8-bit integer, the int8 lane
    ["int8/channel", "int8/token", { lane: "int8", mode: "native" }],
    // NF4 is weight-only on the compute dtype (bnb_4bit_compute_dtype), though its row names the bf16 lane
    ["nf4/g64dq", "bf16", { lane: "bf16", mode: "weight-only" }],
    ["nf4/g64", "fp16", { lane: "bf16", mode: "weight-only" }],
    ["fp8/g128", "fp8/token", { lane: "fp8", mode: "native" }],
    ["mxfp8/g32", "fp8/token", { lane: "fp8", mode: "native" }],
    ["mxfp4/g32", "nvfp4/g16", { lane: "fp4", mode: "native" }],
    ["fp8/channel", "bf16", { lane: "bf16", mode: "weight-only" }],
    ["nvfp4/g16", "fp8/token", { lane: "fp8", mode: "weight-only" }],
    // a wider weight than activation runs on the weight's lane
    ["bf16", "fp8/token", { lane: "bf16", mode: "upcast" }],
    ["i32", "bf16", undefined],
    ["bf16", "i32", undefined],
  ])("%s × %s → %j", (weight, act, expected) => {
    expect(pairLane(fmt(weight), fmt(act))).toEqual(expected);
  });
});

describe("gatheredBytes (embedding lookups)", () => {
  it.each<[format: string, rows: number, cols: number, bytes: number]>([
    // 3 rows × 4096 bf16 = 24,576 B
    ["bf16", 3, 4096, 24_576],
    // fp8 elements 12,288 B; each scattered row sits in its own 128-row block row: 3 · 4096/128 = 96 F32 scales
    ["fp8/block128x128", 3, 4096, 12_288 + 96 * 4],
    // nvfp4: 6,144 B + 3 · 256 E4M3 + one F32 global scale
    ["nvfp4/g16", 3, 4096, 6_144 + 768 + 4],
  ])("%s, %d rows of %d", (name, rows, cols, bytes) => {
    expect(gatheredBytes(fmt(name), rows, cols, "weight")).toBe(bytes);
  });
});
