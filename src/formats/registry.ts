// One row per tensor format of DESIGN.md §3: element width, the lane it feeds, and every scale it carries.

/** Lanes a format feeds; profiles declare peaks for the hardware ones (int4 is listed for W4A4-int pairs). */
export const COMPUTE_LANES = ["bf16", "fp8", "fp4", "int8", "int4", "fp32"] as const;
export type ComputeLane = (typeof COMPUTE_LANES)[number];

/**
 * Block-scale formats a matrix core reads beside its operands (the scale's element type / values per scale): NVFP4's
 * E4M3 per 16 and OCP MX's E8M0 per 32 (cuBLASLt cublasLtMatmulMatrixScale_t VEC16_UE4M3, VEC32_UE8M0). A device
 * lane that consumes only some of them says which (a profile's block_scales:); the others cannot run on it natively.
 */
export const BLOCK_SCALES = ["ue4m3/16", "ue8m0/32"] as const;
export type BlockScale = (typeof BLOCK_SCALES)[number];

/** Which side of a matmul a tensor sits on: weights scale per output channel, activations per token. */
export type TensorRole = "weight" | "activation";

/** How many scales a tensor of rows × cols carries; cols is the contiguous (reduction) axis. */
export type ScaleSpan =
  | { per: "tensor" }
  | { per: "row" }
  | { per: "group"; size: number }
  | { per: "block"; rows: number; cols: number }
  /** Blocks of `size` consecutive values of the flattened tensor, crossing rows (bitsandbytes: ⌈rows·cols/size⌉). */
  | { per: "flat"; size: number };

export interface ScaleTerm {
  span: ScaleSpan;
  bytes: number;
  /** The term applies only to this role; absent means both. */
  role?: TensorRole;
  what: string;
}

export interface FormatRow {
  /** How the canonical spelling is written in this table; `<n>` etc. are integer parameters. */
  spelling: string;
  pattern: RegExp;
  elementBits: number;
  lane: ComputeLane | null;
  /** The block scales a matrix core must consume to run the format natively; absent: none (scales apply in the epilogue). */
  blockScale?: BlockScale;
  summary: string;
  scales(params: readonly number[]): ScaleTerm[];
}

const F32 = 4;
const BF16 = 2;
/** bitsandbytes' nested (double-quant) blocksize: fixed in quantize_4bit, and MatMul4Bit takes no other. */
const NESTED_BLOCK = 256;

export const FORMATS = {
  bf16: {
    spelling: "bf16",
    pattern: /^bf16$/,
    elementBits: 16,
    lane: "bf16",
    summary: "bfloat16",
    scales: () => [],
  },
  fp16: {
    spelling: "fp16",
    pattern: /^fp16$/,
    elementBits: 16,
    lane: "bf16",
    summary: "IEEE half",
    scales: () => [],
  },
  f32: {
    spelling: "f32",
    pattern: /^f32$/,
    elementBits: 32,
    lane: "fp32",
    summary: "IEEE single",
    scales: () => [],
  },
  i32: {
    spelling: "i32",
    pattern: /^i32$/,
    elementBits: 32,
    lane: null,
    summary: "int32 ids",
    scales: () => [],
  },
  "fp8/tensor": {
    spelling: "fp8/tensor",
    pattern: /^fp8\/tensor$/,
    elementBits: 8,
    lane: "fp8",
    summary: "E4M3, one F32 scale per tensor",
    scales: () => [{ span: { per: "tensor" }, bytes: F32, what: "F32 per tensor" }],
  },
  "fp8/token": {
    spelling: "fp8/token",
    pattern: /^fp8\/token$/,
    elementBits: 8,
    lane: "fp8",
    summary: "E4M3, one F32 scale per token (row)",
    scales: () => [{ span: { per: "row" }, bytes: F32, what: "F32 per token" }],
  },
  "fp8/channel": {
    spelling: "fp8/channel",
    pattern: /^fp8\/channel$/,
    elementBits: 8,
    lane: "fp8",
    summary: "E4M3, one F32 scale per output channel (row)",
    scales: () => [{ span: { per: "row" }, bytes: F32, what: "F32 per output channel" }],
  },
  "fp8/g<n>": {
    spelling: "fp8/g<n>",
    pattern: /^fp8\/g([1-9]\d*)$/,
    elementBits: 8,
    lane: "fp8",
    summary: "E4M3, one F32 scale per n values",
    scales: ([n = 0]) => [{ span: { per: "group", size: n }, bytes: F32, what: `F32 per ${n} values` }],
  },
  "fp8/block<r>x<c>": {
    spelling: "fp8/block<r>x<c>",
    pattern: /^fp8\/block([1-9]\d*)x([1-9]\d*)$/,
    elementBits: 8,
    lane: "fp8",
    summary: "E4M3, one F32 scale per r×c block",
    scales: ([r = 0, c = 0]) => [
      { span: { per: "block", rows: r, cols: c }, bytes: F32, what: `F32 per ${r}x${c} block` },
    ],
  },
  "nvfp4/g16": {
    spelling: "nvfp4/g16",
    pattern: /^nvfp4\/g16$/,
    elementBits: 4,
    lane: "fp4",
    blockScale: "ue4m3/16",
    summary: "E2M1, E4M3 scale per 16 values, F32 global scale",
    scales: () => [
      { span: { per: "group", size: 16 }, bytes: 1, what: "E4M3 per 16 values" },
      { span: { per: "tensor" }, bytes: F32, role: "weight", what: "F32 per weight tensor" },
      { span: { per: "row" }, bytes: F32, role: "activation", what: "F32 per activation row" },
    ],
  },
  "mxfp4/g32": {
    spelling: "mxfp4/g32",
    pattern: /^mxfp4\/g32$/,
    elementBits: 4,
    lane: "fp4",
    blockScale: "ue8m0/32",
    summary: "E2M1, E8M0 scale per 32 values (OCP MX)",
    scales: () => [{ span: { per: "group", size: 32 }, bytes: 1, what: "E8M0 per 32 values" }],
  },
  "mxfp8/g32": {
    spelling: "mxfp8/g32",
    pattern: /^mxfp8\/g32$/,
    elementBits: 8,
    lane: "fp8",
    blockScale: "ue8m0/32",
    summary: "E4M3, E8M0 scale per 32 values (OCP MX)",
    scales: () => [{ span: { per: "group", size: 32 }, bytes: 1, what: "E8M0 per 32 values" }],
  },
  "int8/channel": {
    spelling: "int8/channel",
    pattern: /^int8\/channel$/,
    elementBits: 8,
    lane: "int8",
    summary: "int8, one F32 scale per output channel",
    scales: () => [{ span: { per: "row" }, bytes: F32, what: "F32 per output channel" }],
  },
  // W8A8 int8 activations: vLLM's scaled_int8_quant writes one F32 scale per token (compressed-tensors strategy
  // "token", dynamic, symmetric), vllm/_custom_ops.py at vllm-project/vllm; the pair int8/channel × int8/token runs on
  // the int8 lane (cutlass_scaled_mm).
  "int8/token": {
    spelling: "int8/token",
    pattern: /^int8\/token$/,
    elementBits: 8,
    lane: "int8",
    summary: "int8, one F32 scale per token (row)",
    scales: () => [{ span: { per: "row" }, bytes: F32, what: "F32 per token" }],
  },
  // GGUF Q8_0 is int8/g32: ggml's block_q8_0 holds one FP16 delta and 32 int8 quants, 34 bytes per 32 weights
  // (8.5 bits), ggml/src/ggml-common.h at ggml-org/llama.cpp 01243c587feceaa5d6a6c2305535ef2f549c48b8.
  "int8/g<n>": {
    spelling: "int8/g<n>",
    pattern: /^int8\/g([1-9]\d*)$/,
    elementBits: 8,
    lane: "int8",
    summary: "int8, one FP16 scale per n values (GGUF Q8_0 = int8/g32)",
    scales: ([n = 0]) => [
      { span: { per: "group", size: n }, bytes: BF16, what: `FP16 scale per ${n} values` },
    ],
  },
  "int4/g<n>": {
    spelling: "int4/g<n>",
    pattern: /^int4\/g([1-9]\d*)$/,
    elementBits: 4,
    lane: "int4",
    summary: "int4 (W4A16 weights), one BF16 scale per n values",
    scales: ([n = 0]) => [
      { span: { per: "group", size: n }, bytes: BF16, what: `BF16 scale per ${n} values` },
    ],
  },
  "int4/g<n>z": {
    spelling: "int4/g<n>z",
    pattern: /^int4\/g([1-9]\d*)z$/,
    elementBits: 4,
    lane: "int4",
    summary: "int4 with BF16 scale and BF16 zero point per n values",
    scales: ([n = 0]) => [
      { span: { per: "group", size: n }, bytes: BF16 + BF16, what: `BF16 scale + BF16 zero per ${n} values` },
    ],
  },
  "int4/g<n>z4": {
    spelling: "int4/g<n>z4",
    pattern: /^int4\/g([1-9]\d*)z4$/,
    elementBits: 4,
    lane: "int4",
    summary: "int4 with FP16 scale and packed int4 zero point per n values (AWQ, asymmetric GPTQ)",
    scales: ([n = 0]) => [
      { span: { per: "group", size: n }, bytes: BF16 + 0.5, what: `FP16 scale + int4 zero per ${n} values` },
    ],
  },
  // bitsandbytes NF4 (QLoRA): two 4-bit codes per byte, one F32 absmax per n values of the flattened weight, and per
  // tensor its 16-entry F32 code table. bitsandbytes/functional.py quantize_4bit at bitsandbytes-foundation/bitsandbytes
  // 01327aa0119fa503ea16322dd72f69f202e4502e: blocks = ⌈numel/blocksize⌉, code = get_4bit_type(quant_type) (16 values).
  // Its lane is the compute dtype's: the codes are looked up and scaled to BF16/FP16 before the GEMM (weight-only).
  "nf4/g<n>": {
    spelling: "nf4/g<n>",
    pattern: /^nf4\/g([1-9]\d*)$/,
    elementBits: 4,
    lane: "bf16",
    summary: "NF4 codes (bitsandbytes), one F32 absmax per n values, weight-only",
    scales: ([n = 0]) => [
      { span: { per: "flat", size: n }, bytes: F32, what: `F32 absmax per ${n} values` },
      {
        span: { per: "tensor" },
        bytes: 16 * F32,
        role: "weight",
        what: "16-entry F32 code table per tensor",
      },
    ],
  },
  // Double quantization (bnb_4bit_use_double_quant, compress_statistics): the absmaxes less their mean are themselves
  // quantized blockwise to 8 bits, blocksize 256 (same file: quantize_blockwise(absmax, blocksize=256)), each block with
  // one F32 absmax; per tensor the mean (F32), the NF4 table (16 F32) and the 8-bit dynamic map (256 F32).
  "nf4/g<n>dq": {
    spelling: "nf4/g<n>dq",
    pattern: /^nf4\/g([1-9]\d*)dq$/,
    elementBits: 4,
    lane: "bf16",
    summary: `NF4 codes, an 8-bit absmax per n values, one F32 per ${NESTED_BLOCK} absmaxes (double quant), weight-only`,
    scales: ([n = 0]) => [
      { span: { per: "flat", size: n }, bytes: 1, what: `8-bit absmax per ${n} values` },
      {
        span: { per: "flat", size: n * NESTED_BLOCK },
        bytes: F32,
        what: `F32 per ${NESTED_BLOCK} absmaxes (${n * NESTED_BLOCK} values)`,
      },
      {
        span: { per: "tensor" },
        bytes: (1 + 16 + 256) * F32,
        role: "weight",
        what: "per tensor: F32 absmax mean, 16-entry NF4 table, 256-entry 8-bit map",
      },
    ],
  },
} as const satisfies Record<string, FormatRow>;

export type FormatKey = keyof typeof FORMATS;

/** A weight/activation pair selectable with --precision. */
export interface PresetRow {
  weight: string;
  act: string;
  summary: string;
}

export const PRESETS = {
  bf16: { weight: "bf16", act: "bf16", summary: "BF16 weights and activations" },
  fp8: {
    weight: "fp8/channel",
    act: "fp8/token",
    summary: "W8A8 FP8, per-channel weights, per-token activations",
  },
  nvfp4: { weight: "nvfp4/g16", act: "nvfp4/g16", summary: "W4A4 NVFP4" },
  w4a16: { weight: "int4/g128", act: "bf16", summary: "int4 group-128 weights, BF16 activations" },
  w8a16: { weight: "int8/channel", act: "bf16", summary: "int8 per-channel weights, BF16 activations" },
  mxfp4: { weight: "mxfp4/g32", act: "bf16", summary: "MXFP4 weights, BF16 activations" },
} as const satisfies Record<string, PresetRow>;

export type PresetName = keyof typeof PRESETS;
