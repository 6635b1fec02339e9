import { describe, expect, it } from "vitest";
import { type ByteSplit, COST_ROWS, distinctExperts, totalBytes } from "../../../src/cost/index.ts";
import { type Format, parseFormat } from "../../../src/formats/index.ts";
import {
  type ConcreteNode,
  OP_KINDS,
  type OpKind,
  type RunPoint,
  type StateAccess,
  type Tensor,
  type WeightTensor,
} from "../../../src/ir/index.ts";

const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name} is not a canonical format`);
  return parsed.format;
};
const t = (edge: string, rows: number, cols: number, format = "bf16"): Tensor => ({
  edge,
  rows,
  cols,
  format: fmt(format),
});
const w = (name: string, rows: number, cols: number, format = "bf16", count = 1): WeightTensor => ({
  name,
  rows,
  cols,
  count,
  format: fmt(format),
});
const kv = (id: string, access: "read" | "write", format = "bf16"): StateAccess => ({
  id,
  access,
  rowsPerToken: 8, // kv_heads
  cols: 128, // head_dim
  format: fmt(format),
});
/** A state of any shape: a KV cache (per token, optionally windowed) or a recurrent state (per sequence). */
const state = (
  id: string,
  access: StateAccess["access"],
  rows: number,
  cols: number,
  format = "bf16",
  extra: Pick<StateAccess, "window" | "isRecurrent"> = {},
): StateAccess => ({ id, access, rowsPerToken: rows, cols, format: fmt(format), ...extra });
const node = (op: OpKind, parts: Partial<ConcreteNode>): ConcreteNode => ({
  site: `test.${op}`,
  op,
  count: 1,
  ins: [],
  outs: [],
  states: [],
  params: {},
  ...parts,
});
const single = (rows: number, context = 1000): RunPoint => ({ mode: "single", rows, sequences: 1, context });
const multi = (rows: number, context = 1000): RunPoint => ({ mode: "multi", rows, sequences: rows, context });

interface Case {
  name: string;
  node: ConcreteNode;
  run: RunPoint;
  flops: number;
  bytes: Partial<ByteSplit>;
  operands?: [weight: string, act: string];
}

// Llama-3.1-8B-like dims: hidden 4096, q_heads 32, kv_heads 8, head_dim 128, inter 14336, vocab 128256.
const CASES: Case[] = [
  {
    name: "embed bf16: only the 3 gathered rows of the 128256 × 4096 table",
    node: node("embed", {
      weight: w("embed_tokens", 128256, 4096),
      ins: [t("tokens", 3, 1, "i32")],
      outs: [t("x", 3, 4096)],
    }),
    run: single(3),
    flops: 0,
    // weight 3 · 4096 · 2 = 24,576 (not 128256 · 4096 · 2 = 1,050,673,152); ids 3 · 4 = 12; out 24,576
    bytes: { weight: 24_576, actIn: 12, actOut: 24_576 },
  },
  {
    name: "embed fp8/channel: gathered rows carry their own scales",
    node: node("embed", {
      weight: w("embed_tokens", 128256, 4096, "fp8/channel"),
      ins: [t("tokens", 3, 1, "i32")],
      outs: [t("x", 3, 4096)],
    }),
    run: multi(3),
    flops: 0,
    // 3 · 4096 · 1 + 3 · 4 = 12,300
    bytes: { weight: 12_300, actIn: 12, actOut: 24_576 },
  },
  {
    name: "embed nvfp4/g16: gathered rows + their E4M3 scales + one global F32",
    node: node("embed", {
      weight: w("embed_tokens", 128256, 4096, "nvfp4/g16"),
      ins: [t("tokens", 3, 1, "i32")],
      outs: [t("x", 3, 4096)],
    }),
    run: multi(3),
    flops: 0,
    // 3 · 4096 / 2 = 6,144 + 3 · 256 = 768 + 4 = 6,916
    bytes: { weight: 6_916, actIn: 12, actOut: 24_576 },
  },
  {
    name: "rms_norm bf16 in, fp8/token out",
    node: node("rms_norm", {
      weight: w("input_layernorm", 1, 4096),
      ins: [t("x", 5, 4096)],
      outs: [t("xn", 5, 4096, "fp8/token")],
    }),
    run: multi(5),
    // 4 · 5 · 4096 = 81,920
    flops: 81_920,
    // gamma 4096 · 2 = 8,192; in 5 · 4096 · 2 = 40,960; out 20,480 + 5 · 4 = 20,500
    bytes: { weight: 8_192, actIn: 40_960, actOut: 20_500 },
  },
  {
    name: "qk_norm over q (5 × 4096) and k (5 × 1024)",
    node: node("qk_norm", {
      weight: w("qk_norm", 2, 128),
      ins: [t("q", 5, 4096), t("k", 5, 1024)],
      outs: [t("qn", 5, 4096), t("kn", 5, 1024)],
    }),
    run: multi(5),
    // 4 · (20,480 + 5,120) = 102,400
    flops: 102_400,
    // weight 2 · 128 · 2 = 512; in/out (20,480 + 5,120) · 2 = 51,200
    bytes: { weight: 512, actIn: 51_200, actOut: 51_200 },
  },
  {
    name: "final_norm over 7 rows",
    node: node("final_norm", {
      weight: w("norm", 1, 4096),
      ins: [t("x", 7, 4096)],
      outs: [t("xn", 7, 4096)],
    }),
    run: single(7),
    // 4 · 7 · 4096 = 114,688
    flops: 114_688,
    // 8,192; 7 · 4096 · 2 = 57,344 each way
    bytes: { weight: 8_192, actIn: 57_344, actOut: 57_344 },
  },
  {
    name: "rope over q and k, with the cos/sin cache row per token",
    node: node("rope", {
      ins: [t("qn", 5, 4096), t("kn", 5, 1024)],
      outs: [t("qr", 5, 4096), t("kr", 5, 1024)],
      params: { rotary_dim: 128 },
    }),
    run: multi(5),
    // 3 · (20,480 + 5,120) = 76,800
    flops: 76_800,
    // in 51,200 + cache 5 tokens · 128 · 2 B = 1,280 → 52,480; out 51,200
    bytes: { actIn: 52_480, actOut: 51_200 },
  },
  {
    name: "rope on q alone with a partial rotary_dim of 64",
    node: node("rope", {
      ins: [t("q", 2, 4096)],
      outs: [t("qr", 2, 4096)],
      params: { rotary_dim: 64 },
    }),
    run: multi(2),
    // 3 · 2 · 4096 = 24,576
    flops: 24_576,
    // 2 · 4096 · 2 = 16,384 + 2 · 64 · 2 = 256 → 16,640
    bytes: { actIn: 16_640, actOut: 16_384 },
  },
  {
    name: "linear: fused qkv (6144 × 4096), three outputs, no bias",
    node: node("linear", {
      weight: w("qkv_proj", 6144, 4096),
      ins: [t("xn", 4, 4096)],
      outs: [t("q", 4, 4096), t("k", 4, 1024), t("v", 4, 1024)],
    }),
    run: multi(4),
    // 2 · 4 · 4096 · 6144 = 201,326,592
    flops: 201_326_592,
    // 6144 · 4096 · 2 = 50,331,648; in 4 · 4096 · 2 = 32,768; out 4 · 6144 · 2 = 49,152
    bytes: { weight: 50_331_648, actIn: 32_768, actOut: 49_152 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "linear: fused qkv with a bias (Qwen2 attn_bias)",
    node: node("linear", {
      weight: w("qkv_proj", 6144, 4096),
      bias: t("qkv_bias", 1, 6144),
      ins: [t("xn", 4, 4096)],
      outs: [t("q", 4, 4096), t("k", 4, 1024), t("v", 4, 1024)],
    }),
    run: multi(4),
    // 201,326,592 + one add per output value 4 · 6144 = 24,576 → 201,351,168
    flops: 201_351_168,
    // 50,331,648 + bias 6144 · 2 = 12,288 → 50,343,936
    bytes: { weight: 50_343_936, actIn: 32_768, actOut: 49_152 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "linear W8A8: fp8/channel weight, fp8/token input, bf16 output",
    node: node("linear", {
      weight: w("o_proj", 4096, 4096, "fp8/channel"),
      ins: [t("o", 4, 4096, "fp8/token")],
      outs: [t("attn_out", 4, 4096)],
    }),
    run: multi(4),
    // 2 · 4 · 4096 · 4096 = 134,217,728
    flops: 134_217_728,
    // 16,777,216 + 4096 · 4 = 16,793,600; in 16,384 + 4 · 4 = 16,400; out 32,768
    bytes: { weight: 16_793_600, actIn: 16_400, actOut: 32_768 },
    operands: ["fp8/channel", "fp8/token"],
  },
  {
    name: "linear W4A16: int4/g128 down_proj (4096 × 14336)",
    node: node("linear", {
      weight: w("down_proj", 4096, 14336, "int4/g128"),
      ins: [t("a", 2, 14336)],
      outs: [t("d", 2, 4096)],
    }),
    run: multi(2),
    // 2 · 2 · 14336 · 4096 = 234,881,024
    flops: 234_881_024,
    // 4096 · 14336 / 2 = 29,360,128 + 4096 · 112 groups · 2 B = 917,504 → 30,277,632; in 2 · 14336 · 2 = 57,344
    bytes: { weight: 30_277_632, actIn: 57_344, actOut: 16_384 },
    operands: ["int4/g128", "bf16"],
  },
  {
    name: "lm_head over s = 2 rows of an n = 6 input: reads only those 2 input rows",
    node: node("lm_head", {
      weight: w("lm_head", 128256, 4096),
      ins: [t("xn", 6, 4096)],
      outs: [t("logits", 2, 128256)],
    }),
    run: { mode: "single", rows: 6, sequences: 2, context: 1000 },
    // 2 · 2 · 4096 · 128256 = 2,101,346,304
    flops: 2_101_346_304,
    // 128256 · 4096 · 2 = 1,050,673,152; in 2 · 4096 · 2 = 16,384 (not 6 rows = 49,152); out 2 · 128256 · 2 = 513,024
    bytes: { weight: 1_050_673_152, actIn: 16_384, actOut: 513_024 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "lm_head with nvfp4 activation input over 1 of 4 rows",
    node: node("lm_head", {
      weight: w("lm_head", 128256, 4096, "nvfp4/g16"),
      ins: [t("xn", 4, 4096, "nvfp4/g16")],
      outs: [t("logits", 1, 128256)],
    }),
    run: single(4),
    // 2 · 1 · 4096 · 128256 = 1,050,673,152
    flops: 1_050_673_152,
    // weight 128256 · 2048 = 262,668,288 + 128256 · 256 = 32,833,536 + 4 → 295,501,828
    // in one row: 2048 + 256 + 4 = 2,308; out 128256 · 2 = 256,512
    bytes: { weight: 295_501_828, actIn: 2_308, actOut: 256_512 },
    operands: ["nvfp4/g16", "nvfp4/g16"],
  },
  {
    name: "silu_mul 3 × 28672 → 3 × 14336",
    node: node("silu_mul", { ins: [t("gu", 3, 28672)], outs: [t("a", 3, 14336)] }),
    run: multi(3),
    // 4 · 3 · 14336 = 172,032
    flops: 172_032,
    // in 3 · 28672 · 2 = 172,032; out 3 · 14336 · 2 = 86,016
    bytes: { actIn: 172_032, actOut: 86_016 },
  },
  {
    name: "silu_mul writing fp8/token",
    node: node("silu_mul", { ins: [t("gu", 3, 28672)], outs: [t("a", 3, 14336, "fp8/token")] }),
    run: multi(3),
    flops: 172_032,
    // out 3 · 14336 + 3 · 4 = 43,020
    bytes: { actIn: 172_032, actOut: 43_020 },
  },
  {
    name: "residual_add of 2 inputs",
    node: node("residual_add", { ins: [t("x", 5, 4096), t("attn_out", 5, 4096)], outs: [t("h", 5, 4096)] }),
    run: multi(5),
    // 1 add · 5 · 4096 = 20,480
    flops: 20_480,
    // in 2 · 40,960 = 81,920; out 40,960
    bytes: { actIn: 81_920, actOut: 40_960 },
  },
  {
    name: "residual_add of 3 inputs (shared expert)",
    node: node("residual_add", {
      ins: [t("x", 5, 4096), t("d", 5, 4096), t("sg", 5, 4096)],
      outs: [t("y", 5, 4096)],
    }),
    run: multi(5),
    // 2 adds · 20,480 = 40,960
    flops: 40_960,
    // in 3 · 40,960 = 122,880
    bytes: { actIn: 122_880, actOut: 40_960 },
  },
  {
    name: "kv_write into a bf16 cache, 4 tokens",
    node: node("kv_write", {
      ins: [t("kr", 4, 1024), t("v", 4, 1024)],
      states: [kv("k_cache", "write"), kv("v_cache", "write")],
    }),
    run: multi(4),
    flops: 0,
    // in 2 · 4 · 1024 · 2 = 16,384; written 2 caches · 4 tokens · 8 · 128 · 2 = 16,384
    bytes: { actIn: 16_384, actOut: 0, kvWrite: 16_384, kvRead: 0 },
  },
  {
    name: "kv_write into an fp8/token cache, 4 tokens",
    node: node("kv_write", {
      ins: [t("kr", 4, 1024), t("v", 4, 1024)],
      states: [kv("k_cache", "write", "fp8/token"), kv("v_cache", "write", "fp8/token")],
    }),
    run: single(4),
    flops: 0,
    // per cache: 4 · 8 · 128 · 1 = 4,096 + one F32 per cache row (4 tokens · 8 heads = 32) = 128 → 4,224; × 2 = 8,448
    bytes: { actIn: 16_384, kvWrite: 8_448, kvRead: 0 },
  },
  {
    name: "paged_attention single: 3 query rows, one sequence, KV read once over 1000 tokens",
    node: node("paged_attention", {
      ins: [t("qr", 3, 4096)],
      outs: [t("o", 3, 4096)],
      states: [kv("k_cache", "read"), kv("v_cache", "read")],
    }),
    run: single(3, 1000),
    // causal: the rows see 998, 999, 1000 tokens, mean 999 (not 1000): 4 · 3 · 999 · 4096 = 49,102,848
    flops: 49_102_848,
    // KV: 1 sequence · 2 caches · 1000 · 8 · 128 · 2 = 4,096,000; q and o 3 · 4096 · 2 = 24,576
    bytes: { actIn: 24_576, actOut: 24_576, kvRead: 4_096_000, kvWrite: 0 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "paged_attention multi: 16 sequences each read their own KV over 1000 tokens",
    node: node("paged_attention", {
      ins: [t("qr", 16, 4096)],
      outs: [t("o", 16, 4096)],
      states: [kv("k_cache", "read"), kv("v_cache", "read")],
    }),
    run: multi(16, 1000),
    // 4 · 16 · 1000 · 4096 = 262,144,000
    flops: 262_144_000,
    // KV 16 · 4,096,000 = 65,536,000; q and o 16 · 4096 · 2 = 131,072
    bytes: { actIn: 131_072, actOut: 131_072, kvRead: 65_536_000 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "paged_attention single over an fp8/token cache",
    node: node("paged_attention", {
      ins: [t("qr", 1, 4096)],
      outs: [t("o", 1, 4096)],
      states: [kv("k_cache", "read", "fp8/token"), kv("v_cache", "read", "fp8/token")],
    }),
    run: single(1, 1000),
    // 4 · 1 · 1000 · 4096 = 16,384,000
    flops: 16_384_000,
    // per cache 1000 · 8 · 128 = 1,024,000 + 8,000 rows · 4 = 32,000 → 1,056,000; × 2 = 2,112,000
    bytes: { actIn: 8_192, actOut: 8_192, kvRead: 2_112_000 },
    operands: ["fp8/token", "bf16"],
  },
  {
    name: "paged_attention at context 0: no KV and no attention FLOPs",
    node: node("paged_attention", {
      ins: [t("qr", 4, 4096)],
      outs: [t("o", 4, 4096)],
      states: [kv("k_cache", "read"), kv("v_cache", "read")],
    }),
    run: multi(4, 0),
    flops: 0,
    bytes: { actIn: 32_768, actOut: 32_768, kvRead: 0 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "argmax over 2 × 128256 logits",
    node: node("argmax", { ins: [t("logits", 2, 128256)], outs: [t("next_token", 2, 1, "i32")] }),
    run: multi(2),
    // 2 · 128256 = 256,512 compares
    flops: 256_512,
    // in 513,024; out 2 · 4 = 8
    bytes: { actIn: 513_024, actOut: 8 },
  },
  {
    name: "router: 128 experts over 4096, top 8",
    node: node("router", {
      weight: w("gate", 128, 4096),
      ins: [t("xn", 5, 4096)],
      outs: [t("topk_weights", 5, 8, "f32"), t("topk_ids", 5, 8, "i32")],
      params: { experts: 128, top_k: 8 },
    }),
    run: multi(5),
    // 2 · 5 · 4096 · 128 = 5,242,880 + 3 · 5 · 128 = 1,920 → 5,244,800
    flops: 5_244_800,
    // 128 · 4096 · 2 = 1,048,576; in 40,960; out 5 · 8 · 4 · 2 = 320
    bytes: { weight: 1_048_576, actIn: 40_960, actOut: 320 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "expert_gate_up, T = 1: exactly k = 8 of 128 experts",
    node: node("expert_gate_up", {
      weight: w("experts_gate_up", 1536, 2048, "bf16", 128),
      ins: [t("xn", 1, 2048), t("topk_ids", 1, 8, "i32")],
      outs: [t("gu", 8, 1536)],
      params: { experts: 128, top_k: 8 },
    }),
    run: multi(1),
    // 2 · 8 pairs · 2048 · 1536 = 50,331,648
    flops: 50_331_648,
    // 128 · (1 − (1 − 8/128)^1) = 8 experts · 1536 · 2048 · 2 = 6,291,456 → 50,331,648
    // in 2048 · 2 + 8 · 4 = 4,128; out 8 · 1536 · 2 = 24,576
    bytes: { weight: 50_331_648, actIn: 4_128, actOut: 24_576 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "expert_gate_up, Mixtral E = 8, k = 2, T = 3: 4.625 distinct experts",
    node: node("expert_gate_up", {
      weight: w("experts_gate_up", 28672, 4096, "bf16", 8),
      ins: [t("xn", 3, 4096), t("topk_ids", 3, 2, "i32")],
      outs: [t("gu", 6, 28672)],
      params: { experts: 8, top_k: 2 },
    }),
    run: multi(3),
    // 2 · 6 · 4096 · 28672 = 1,409,286,144
    flops: 1_409_286_144,
    // 8 · (1 − 0.75^3 = 1 − 0.421875 = 0.578125) = 4.625 experts · 234,881,024 = 1,086,324,736
    // in 3 · 4096 · 2 + 3 · 2 · 4 = 24,600; out 6 · 28672 · 2 = 344,064
    bytes: { weight: 1_086_324_736, actIn: 24_600, actOut: 344_064 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "expert_down, Mixtral E = 8, k = 2, T = 3 (+ weighted combine)",
    node: node("expert_down", {
      weight: w("experts_down", 4096, 14336, "bf16", 8),
      ins: [t("a", 6, 14336), t("topk_weights", 3, 2, "f32")],
      outs: [t("d", 3, 4096)],
      params: { experts: 8, top_k: 2 },
    }),
    run: multi(3),
    // 2 · 6 · 14336 · 4096 = 704,643,072 + combine 2 · 6 · 4096 = 49,152 → 704,692,224
    flops: 704_692_224,
    // 4.625 · 4096 · 14336 · 2 (117,440,512) = 543,162,368; in 6 · 14336 · 2 + 3 · 2 · 4 = 172,056; out 24,576;
    // the 6 × 4096 BF16 partials (49,152) are written by the GEMM and read by the combine (moe_sum)
    bytes: { weight: 543_162_368, actIn: 172_056 + 49_152, actOut: 24_576 + 49_152 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "expert_down, T = 1: exactly k = 8 of 128 experts (tokens come from the output rows)",
    node: node("expert_down", {
      weight: w("experts_down", 2048, 768, "bf16", 128),
      ins: [t("a", 8, 768), t("topk_weights", 1, 8, "f32")],
      outs: [t("d", 1, 2048)],
      params: { experts: 128, top_k: 8 },
    }),
    run: multi(1),
    // 2 · 8 · 768 · 2048 = 25,165,824 + 2 · 8 · 2048 = 32,768 → 25,198,592
    flops: 25_198_592,
    // 8 · 2048 · 768 · 2 = 8 · 3,145,728 = 25,165,824; in 8 · 768 · 2 + 8 · 4 = 12,320; out 4,096;
    // partials 8 × 2048 BF16 = 32,768 written and read back
    bytes: { weight: 25_165_824, actIn: 12_320 + 32_768, actOut: 4_096 + 32_768 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "shared_expert_gate: sigmoid(x · w) scales the shared expert output",
    node: node("shared_expert_gate", {
      weight: w("shared_expert_gate", 1, 2048),
      ins: [t("xn", 5, 2048), t("sd", 5, 2048)],
      outs: [t("sg", 5, 2048)],
    }),
    run: multi(5),
    // 2 · 5 · 2048 = 20,480 + 5 · 5 · 2048 = 51,200 → 71,680
    flops: 71_680,
    // weight 2048 · 2 = 4,096; in 2 · 5 · 2048 · 2 = 40,960; out 20,480
    bytes: { weight: 4_096, actIn: 40_960, actOut: 20_480 },
  },
  // Sliding windows, sinks, MLA, recurrent states and the new elementwise ops (issue 5).
  {
    name: "paged_attention with a 128-token window: reads 128 of the 1000 cached tokens",
    node: node("paged_attention", {
      ins: [t("qr", 1, 4096)],
      outs: [t("o", 1, 4096)],
      states: [
        state("k_cache", "read", 8, 128, "bf16", { window: 128 }),
        state("v_cache", "read", 8, 128, "bf16", { window: 128 }),
      ],
    }),
    run: single(1, 1000),
    // 4 · 1 · min(1000, 128) · 4096 = 2,097,152
    flops: 2_097_152,
    // KV 2 caches · 128 tokens · 8 · 128 · 2 = 524,288; q and o 4096 · 2 = 8,192
    bytes: { actIn: 8_192, actOut: 8_192, kvRead: 524_288 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "paged_attention with a window above the context reads the whole context",
    node: node("paged_attention", {
      ins: [t("qr", 2, 4096)],
      outs: [t("o", 2, 4096)],
      states: [
        state("k_cache", "read", 8, 128, "bf16", { window: 4096 }),
        state("v_cache", "read", 8, 128, "bf16", { window: 4096 }),
      ],
    }),
    run: multi(2, 1000),
    // 4 · 2 · min(1000, 4096) · 4096 = 32,768,000
    flops: 32_768_000,
    // 2 sequences · 2 caches · 1000 · 8 · 128 · 2 = 8,192,000; q and o 2 · 4096 · 2 = 16,384
    bytes: { actIn: 16_384, actOut: 16_384, kvRead: 8_192_000 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "sink_attention (gpt-oss): 64 heads of 64, window 128, one sink logit per head",
    node: node("sink_attention", {
      weight: w("sinks", 1, 64),
      ins: [t("qr", 2, 4096)],
      outs: [t("o", 2, 4096)],
      states: [
        state("k_cache", "read", 8, 64, "bf16", { window: 128 }),
        state("v_cache", "read", 8, 64, "bf16", { window: 128 }),
      ],
    }),
    run: multi(2, 1000),
    // 4 · 2 · 128 · 4096 = 4,194,304 + sinks 2 rows · 64 heads · 2 = 256 → 4,194,560
    flops: 4_194_560,
    // sinks 64 · 2 = 128; KV 2 sequences · 2 caches · 128 · 8 · 64 · 2 = 524,288; q and o 2 · 4096 · 2 = 16,384
    bytes: { weight: 128, actIn: 16_384, actOut: 16_384, kvRead: 524_288 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "head_bmm (MLA W_UK): 128 heads, 128 → 512 per head, 2 rows",
    node: node("head_bmm", {
      weight: w("kv_b_proj_k", 16384, 512),
      ins: [t("q_nope", 2, 16384)],
      outs: [t("q_latent", 2, 65536)],
      params: { heads: 128 },
    }),
    run: multi(2),
    // 2 · 2 · 16384 · 65536 / 128 = 2 · 2 · 128 heads · 128 · 512 = 33,554,432
    flops: 33_554_432,
    // weight 16384 · 512 · 2 = 16,777,216; in 2 · 16384 · 2 = 65,536; out 2 · 65536 · 2 = 262,144
    bytes: { weight: 16_777_216, actIn: 65_536, actOut: 262_144 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "head_bmm in DeepSeek's FP8: 128x128 weight blocks, per-token groups of 128",
    node: node("head_bmm", {
      weight: w("kv_b_proj_k", 16384, 512, "fp8/block128x128"),
      ins: [t("q_nope", 2, 16384, "fp8/g128")],
      outs: [t("q_latent", 2, 65536)],
      params: { heads: 128 },
    }),
    run: multi(2),
    flops: 33_554_432,
    // weight 16384 · 512 = 8,388,608 + 128 · 4 blocks · 4 B = 2,048 → 8,390,656
    // in 2 · 16384 = 32,768 + 2 rows · 128 groups · 4 B = 1,024 → 33,792
    bytes: { weight: 8_390_656, actIn: 33_792, actOut: 262_144 },
    operands: ["fp8/block128x128", "fp8/g128"],
  },
  {
    name: "mla_attention (absorbed, DeepSeek-V3): 128 heads over a 512 + 64 latent cache, 1000 tokens",
    node: node("mla_attention", {
      ins: [t("q_latent", 1, 65536), t("q_pe", 1, 8192)],
      outs: [t("o_latent", 1, 65536)],
      states: [state("kv_latent", "read", 1, 512), state("k_rope", "read", 1, 64)],
    }),
    run: single(1, 1000),
    // QKᵀ 2 · 1 · 1000 · (65536 + 8192) = 147,456,000; PV 2 · 1 · 1000 · 65536 = 131,072,000 → 278,528,000
    flops: 278_528_000,
    // cache 1000 · (512 + 64) · 2 = 1,152,000 (one latent per token shared by all heads)
    // in (65536 + 8192) · 2 = 147,456; out 65536 · 2 = 131,072
    bytes: { actIn: 147_456, actOut: 131_072, kvRead: 1_152_000 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "mla_mha_attention (non-absorbed prefill): decompress 1000 latent tokens with kv_b_proj",
    node: node("mla_mha_attention", {
      weight: w("kv_b_proj", 32768, 512),
      ins: [t("q_nope", 2, 16384), t("q_pe", 2, 8192)],
      outs: [t("o", 2, 16384)],
      states: [state("kv_latent", "read", 1, 512), state("k_rope", "read", 1, 64)],
    }),
    run: single(2, 1000),
    // decompress 2 · 1 sequence · 1000 · 512 · 32768 = 33,554,432,000
    // causal: the 2 rows see 999 and 1000 tokens, mean 999.5 (the decompression covers all 1000 once)
    // QKᵀ 2 · 2 · 999.5 · (16384 + 8192) = 98,254,848; PV 2 · 2 · 999.5 · 16384 = 65,503,232 → 33,718,190,080
    flops: 33_718_190_080,
    // weight 32768 · 512 · 2 = 33,554,432; cache 1,152,000
    // K (nope + rope) and V per context token, 1000 · (16384 + 8192 + 16384) · 2 = 81,920,000, written and read once
    // in (2 · 16384 + 2 · 8192) · 2 = 98,304 + 81,920,000; out 2 · 16384 · 2 = 65,536 + 81,920,000
    bytes: { weight: 33_554_432, actIn: 82_018_304, actOut: 81_985_536, kvRead: 1_152_000 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "layer_norm (DSA indexer k_norm): 128 channels, weight and bias",
    node: node("layer_norm", {
      weight: w("indexer_k_norm", 2, 128),
      ins: [t("ik", 2, 128)],
      outs: [t("ikn", 2, 128)],
    }),
    run: multi(2),
    // 7 · 2 · 128 = 1,792; weight (gamma, beta) 2 · 128 · 2 = 512; in and out 2 · 128 · 2 = 512 each
    flops: 1_792,
    bytes: { weight: 512, actIn: 512, actOut: 512 },
  },
  {
    name: "dsa_indexer (DeepSeek-V3.2): 64 FP8 index heads of 128 against every cached key, 2 sequences at 1000",
    node: node("dsa_indexer", {
      ins: [t("iq_r", 2, 8192, "fp8/g128"), t("iw", 2, 64)],
      outs: [t("topk_idx", 2, 2048, "i32")],
      states: [state("index_k", "read", 1, 128, "fp8/g128")],
      params: { topk: 2048 },
    }),
    run: multi(2, 1000),
    // scores 2 · 1000 = 2,000: dot products 2 · 2,000 · 8192 = 32,768,000; ReLU, weight, sum 3 · 2,000 · 64 = 384,000
    flops: 33_152_000,
    // index K cache 2 sequences · 1000 · (128 + one f32 scale) = 264,000
    // in: q 2 · (8192 + 64 scales · 4) = 16,896, weights 2 · 64 · 2 = 256, f32 scores read by top-k 8,000 → 25,152
    // out: indices 2 · 2048 · 4 = 16,384, f32 scores written 8,000 → 24,384
    bytes: { actIn: 25_152, actOut: 24_384, kvRead: 264_000 },
    operands: ["fp8/g128", "fp8/g128"],
  },
  {
    name: "sparse_mla_attention (DeepSeek-V3.2 decode): 128 heads over the 2048 selected of 100,000 latent tokens",
    node: node("sparse_mla_attention", {
      ins: [t("q_latent", 1, 65536), t("q_pe", 1, 8192), t("topk_idx", 1, 2048, "i32")],
      outs: [t("o_latent", 1, 65536)],
      states: [state("kv_latent", "read", 1, 512), state("k_rope", "read", 1, 64)],
      params: { topk: 2048 },
    }),
    run: multi(1, 100_000),
    // QKᵀ 2 · 1 · 2048 · (65536 + 8192) = 301,989,888; PV 2 · 1 · 2048 · 65536 = 268,435,456 → 570,425,344
    flops: 570_425_344,
    // the selected tokens only: 2048 · (512 + 64) · 2 = 2,359,296; in (65536 + 8192) · 2 + 2048 · 4 = 155,648
    bytes: { actIn: 155_648, actOut: 131_072, kvRead: 2_359_296 },
    operands: ["bf16", "bf16"],
  },
  {
    name: "causal_conv1d (Nemotron-H): 10240 channels, kernel 4, FP32 conv state",
    node: node("causal_conv1d", {
      weight: w("conv1d", 10240, 4),
      bias: t("conv1d.bias", 1, 10240),
      ins: [t("xbc", 2, 10240)],
      outs: [t("xbc_c", 2, 10240)],
      states: [state("conv_state", "update", 3, 10240, "f32", { isRecurrent: true })],
    }),
    run: multi(2),
    // 2 · 2 · 10240 · 4 = 163,840 + bias and SiLU 5 · 2 · 10240 = 102,400 → 266,240
    flops: 266_240,
    // weight 10240 · 4 · 2 = 81,920 + bias 20,480 = 102,400; in and out 2 · 10240 · 2 = 40,960
    // state read + written once per sequence: 2 · 2 sequences · 3 · 10240 · 4 = 491,520
    bytes: { weight: 102_400, actIn: 40_960, actOut: 40_960, state: 491_520 },
  },
  {
    name: "ssm_scan (Nemotron-H Mamba-2): 128 heads × 64 × state 128, one token",
    node: node("ssm_scan", {
      weight: w("a_d_dt", 3, 128),
      ins: [t("xbc_c", 1, 10240), t("dt", 1, 128)],
      outs: [t("y", 1, 8192)],
      states: [state("ssm_state", "update", 8192, 128, "f32", { isRecurrent: true })],
    }),
    run: multi(1),
    // 5 · 1 · 8192 · 128 = 5,242,880 + D skip 2 · 8192 = 16,384 → 5,259,264
    flops: 5_259_264,
    // weight 3 · 128 · 2 = 768; in 10240 · 2 + 128 · 2 = 20,736; out 16,384; state 2 · 8192 · 128 · 4 = 8,388,608
    bytes: { weight: 768, actIn: 20_736, actOut: 16_384, state: 8_388_608 },
  },
  {
    name: "gated_delta_net (Qwen3-Next): 32 value heads × 128 × 128, one token",
    node: node("gated_delta_net", {
      weight: w("a_dt", 2, 32),
      ins: [t("qkv_c", 1, 8192), t("b", 1, 32), t("a", 1, 32)],
      outs: [t("core", 1, 4096)],
      states: [state("delta_state", "update", 4096, 128, "f32", { isRecurrent: true })],
    }),
    run: multi(1),
    // 7 · 1 · 4096 · 128 = 3,670,016 + 3 · 8192 = 24,576 → 3,694,592
    flops: 3_694_592,
    // weight 2 · 32 · 2 = 128; in 8192 · 2 + 2 · 32 · 2 = 16,512; out 4096 · 2 = 8,192; state 2 · 524,288 · 4 = 4,194,304
    bytes: { weight: 128, actIn: 16_512, actOut: 8_192, state: 4_194_304 },
  },
  {
    name: "gated_delta_net prefill of 16 tokens: the state still moves once per sequence",
    node: node("gated_delta_net", {
      weight: w("a_dt", 2, 32),
      ins: [t("qkv_c", 16, 8192), t("b", 16, 32), t("a", 16, 32)],
      outs: [t("core", 16, 4096)],
      states: [state("delta_state", "update", 4096, 128, "f32", { isRecurrent: true })],
    }),
    run: single(16),
    // 7 · 16 · 524,288 = 58,720,256 + 3 · 16 · 8192 = 393,216 → 59,113,472
    flops: 59_113_472,
    // in 16 · 8192 · 2 = 262,144 + 2 · 16 · 32 · 2 = 2,048 → 264,192; out 16 · 4096 · 2 = 131,072; state 4,194,304 (not × 16)
    bytes: { weight: 128, actIn: 264_192, actOut: 131_072, state: 4_194_304 },
  },
  {
    name: "gated_norm: RMSNorm(x · silu(z)) over 2 × 4096, per-head weight of 128",
    node: node("gated_norm", {
      weight: w("norm", 1, 128),
      ins: [t("core", 2, 4096), t("z", 2, 4096)],
      outs: [t("cn", 2, 4096)],
    }),
    run: multi(2),
    // 9 · 2 · 4096 = 73,728
    flops: 73_728,
    // weight 128 · 2 = 256; in 2 · 2 · 4096 · 2 = 32,768; out 16,384
    bytes: { weight: 256, actIn: 32_768, actOut: 16_384 },
  },
  {
    name: "relu2 over 3 × 21504",
    node: node("relu2", { ins: [t("u", 3, 21504)], outs: [t("a", 3, 21504)] }),
    run: multi(3),
    // 2 · 64,512 = 129,024; in and out 64,512 · 2 = 129,024
    flops: 129_024,
    bytes: { actIn: 129_024, actOut: 129_024 },
  },
  {
    name: "gelu_mul 2 × 43008 → 2 × 21504",
    node: node("gelu_mul", { ins: [t("gu", 2, 43008)], outs: [t("a", 2, 21504)] }),
    run: multi(2),
    // 10 · 43,008 = 430,080; in 2 · 43008 · 2 = 172,032; out 86,016
    flops: 430_080,
    bytes: { actIn: 172_032, actOut: 86_016 },
  },
  {
    name: "swiglu_oai 8 × 5760 → 8 × 2880 (gpt-oss, 4 experts of 2 tokens)",
    node: node("swiglu_oai", { ins: [t("gu", 8, 5760)], outs: [t("a", 8, 2880)] }),
    run: multi(2),
    // 10 · 23,040 = 230,400; in 8 · 5760 · 2 = 92,160; out 46,080
    flops: 230_400,
    bytes: { actIn: 92_160, actOut: 46_080 },
  },
  {
    name: "sigmoid_mul: attention output × sigmoid(gate), 2 × 4096",
    node: node("sigmoid_mul", { ins: [t("o", 2, 4096), t("gate", 2, 4096)], outs: [t("og", 2, 4096)] }),
    run: multi(2),
    // 4 · 8192 = 32,768; in 2 · 16,384 = 32,768; out 16,384
    flops: 32_768,
    bytes: { actIn: 32_768, actOut: 16_384 },
  },
  {
    name: "softcap over 2 × 256000 logits",
    node: node("softcap", { ins: [t("logits", 2, 256000)], outs: [t("logits_c", 2, 256000)] }),
    run: multi(2),
    // 3 · 512,000 = 1,536,000; in and out 512,000 · 2 = 1,024,000
    flops: 1_536_000,
    bytes: { actIn: 1_024_000, actOut: 1_024_000 },
  },
  {
    name: "scale (Gemma embedding normalizer) over 3 × 5376",
    node: node("scale", { ins: [t("x", 3, 5376)], outs: [t("xs", 3, 5376)] }),
    run: multi(3),
    // 16,128; in and out 16,128 · 2 = 32,256
    flops: 16_128,
    bytes: { actIn: 32_256, actOut: 32_256 },
  },
  {
    name: "concat [embedding; hidden] for the MTP layer",
    node: node("concat", { ins: [t("en", 2, 7168), t("hn", 2, 7168)], outs: [t("eh", 2, 14336)] }),
    run: multi(2),
    flops: 0,
    // in 2 · 2 · 7168 · 2 = 57,344; out 2 · 14336 · 2 = 57,344
    bytes: { actIn: 57_344, actOut: 57_344 },
  },
  {
    name: "expert_gate_up with biases in MXFP4 (gpt-oss-20b, T = 1: 4 of 32 experts)",
    node: node("expert_gate_up", {
      weight: w("experts_gate_up", 5760, 2880, "mxfp4/g32", 32),
      bias: t("experts_gate_up.bias", 1, 5760),
      ins: [t("xn", 1, 2880), t("topk_ids", 1, 4, "i32")],
      outs: [t("gu", 4, 5760)],
      params: { experts: 32, top_k: 4 },
    }),
    run: multi(1),
    // 2 · 4 · 2880 · 5760 = 132,710,400 + bias 4 · 5760 = 23,040 → 132,733,440
    flops: 132_733_440,
    // per expert 5760 · 2880 / 2 = 8,294,400 + E8M0 5760 · 90 = 518,400 + bias 5760 · 2 = 11,520 → 8,824,320; × 4
    // in 2880 · 2 + 4 · 4 = 5,776; out 4 · 5760 · 2 = 46,080
    bytes: { weight: 35_297_280, actIn: 5_776, actOut: 46_080 },
    operands: ["mxfp4/g32", "bf16"],
  },
  {
    name: "all_reduce: no FLOPs and no DRAM bytes; its bytes cross the link (test/unit/cost/comm.test.ts)",
    node: node("all_reduce", {
      ins: [t("x", 1, 4096)],
      outs: [t("x", 1, 4096)],
      params: { ranks: 4, span: 4 },
    }),
    run: multi(1),
    flops: 0,
    bytes: {},
  },
  {
    name: "all_gather: no FLOPs and no DRAM bytes; its bytes cross the link (test/unit/cost/comm.test.ts)",
    node: node("all_gather", {
      ins: [t("x", 1, 4096)],
      outs: [t("x", 1, 4096)],
      params: { ranks: 4, span: 4 },
    }),
    run: multi(1),
    flops: 0,
    bytes: {},
  },
  {
    name: "all_to_all: no FLOPs and no DRAM bytes; its bytes cross the link (test/unit/cost/comm.test.ts)",
    node: node("all_to_all", {
      ins: [t("x", 1, 4096)],
      outs: [t("x", 1, 4096)],
      params: { ranks: 4, span: 4 },
    }),
    run: multi(1),
    flops: 0,
    bytes: {},
  },
  {
    name: "send_recv: no FLOPs and no DRAM bytes; its bytes cross the link (test/unit/cost/comm.test.ts)",
    node: node("send_recv", {
      ins: [t("x", 1, 4096)],
      outs: [t("x", 1, 4096)],
      params: { ranks: 4, span: 4 },
    }),
    run: multi(1),
    flops: 0,
    bytes: {},
  },
];

const ZERO: ByteSplit = { weight: 0, actIn: 0, actOut: 0, kvRead: 0, kvWrite: 0, state: 0 };

describe("COST_ROWS: FLOPs and bytes per op kind, by hand", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const work = COST_ROWS[c.node.op].work(c.node, c.run);
    expect(work.flops).toBe(c.flops);
    const expected = { ...ZERO, ...c.bytes };
    // exact for integers; the fractional-expert cases are integers here too (4.625 · even byte counts)
    expect(work.bytes).toEqual(expected);
    if (c.operands) {
      expect(work.operands?.weight.name).toBe(c.operands[0]);
      expect(work.operands?.act.name).toBe(c.operands[1]);
    } else {
      expect(work.operands).toBeUndefined();
    }
    expect(totalBytes(work.bytes)).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
  });

  it("every op kind has at least one case above", () => {
    const covered = new Set(CASES.map((c) => c.node.op));
    expect([...covered].sort()).toEqual([...OP_KINDS].sort());
    expect(Object.keys(COST_ROWS).sort()).toEqual([...OP_KINDS].sort());
  });

  it.each([...OP_KINDS])("%s cites its source", (kind) => {
    expect(COST_ROWS[kind].citation.length).toBeGreaterThan(10);
  });
});

describe("expert weights grow with T as E·(1−(1−k/E)^T)", () => {
  const perExpert = 1536 * 2048 * 2; // 6,291,456 B
  const gateUp = (tokens: number) =>
    node("expert_gate_up", {
      weight: w("experts_gate_up", 1536, 2048, "bf16", 128),
      ins: [t("xn", tokens, 2048), t("topk_ids", tokens, 8, "i32")],
      outs: [t("gu", tokens * 8, 1536)],
      params: { experts: 128, top_k: 8 },
    });

  it.each<[tokens: number, experts: number]>([
    [1, 8],
    // 128 · (1 − (15/16)^2 = 1 − 225/256) = 128 · 31/256 = 15.5
    [2, 15.5],
    // (15/16)^16: ^2 = 0.87890625, ^4 = 0.7724761963, ^8 = 0.5967194738, ^16 = 0.3560741304
    // 128 · (1 − 0.3560741304) = 82.4225113
    [16, 82.4225113],
    // (15/16)^4096 ≈ e^(4096 · −0.0645385) ≈ e^−264 ≈ 0 → all 128 experts
    [4096, 128],
  ])("T = %i → %d distinct experts", (tokens, experts) => {
    const work = COST_ROWS.expert_gate_up.work(gateUp(tokens), multi(tokens));
    expect(work.bytes.weight / perExpert).toBeCloseTo(experts, 6);
    // FLOPs follow all T·k pairs, not distinct experts: 2 · 8T · 2048 · 1536
    expect(work.flops).toBe(2 * 8 * tokens * 2048 * 1536);
  });

  it.each<[experts: number, topK: number, tokens: number, expected: number]>([
    [128, 8, 1, 8],
    [8, 2, 1, 2],
    [8, 2, 3, 4.625],
    // 64 · (1 − (62/64)^2 = 1 − 0.9384765625) = 64 · 0.0615234375 = 3.9375
    [64, 2, 2, 3.9375],
    [8, 2, 1_000_000, 8],
    [8, 8, 1, 8],
    [128, 8, 0, 0],
  ])("distinctExperts(%i, %i, %i) = %d", (experts, topK, tokens, expected) => {
    expect(distinctExperts(experts, topK, tokens)).toBeCloseTo(expected, 10);
  });

  it("never exceeds E and never falls below k for T ≥ 1", () => {
    for (const tokens of [1, 2, 3, 10, 100, 1000, 10_000]) {
      const d = distinctExperts(128, 8, tokens);
      expect(d).toBeGreaterThanOrEqual(8 - 1e-9);
      expect(d).toBeLessThanOrEqual(128);
    }
  });
});
