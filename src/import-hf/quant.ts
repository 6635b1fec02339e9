// Quantization schemes a checkpoint declares (quantization_config, hf_quant_config.json): one row per scheme, each
// mapping the checkpoint's own description to formats of src/formats/registry.ts, scales included.
import type { Diagnostic } from "../diagnostics/index.ts";
import { COMPRESSED_TENSORS } from "./compressed-tensors.ts";
import { type Dict, located, show } from "./config.ts";
import {
  invalid,
  keptModules,
  num,
  type SchemeFormats,
  type SchemeInput,
  type SchemeRead,
  type SchemeRow,
  withKept,
} from "./scheme.ts";
import { TORCH_DTYPES } from "./tables.ts";

export type { Override, Precision } from "./scheme.ts";

/** Shared by AWQ and GPTQ: 4-bit weights in groups along the input, FP16 scales, packed 4-bit zeros if asymmetric. */
function int4Groups(input: SchemeInput, zero: boolean, why: string): SchemeRead {
  const group = num(input.q.group_size ?? input.q.q_group_size);
  const at = `${input.at}.group_size`;
  if (group === -1)
    return {
      unsupported: {
        detail: "4-bit weights with one scale per output channel (group_size -1)",
        nearest: "int4/g128 (the registry's int4 formats are grouped)",
      },
    };
  if (group === undefined || !Number.isInteger(group) || group <= 0)
    return invalid(at, input.q.group_size, "a positive group size (or -1)");
  const format = zero ? `int4/g${group}z4` : `int4/g${group}`;
  return { weight: { value: format, comment: `${why}, group_size ${group}` } };
}

const bitsOf = (q: Dict) => num(q.bits ?? q.w_bit);

const AWQ: SchemeRow = {
  name: "awq",
  read(input) {
    const bits = bitsOf(input.q);
    if (bits !== 4)
      return bits === undefined
        ? invalid(`${input.at}.bits`, input.q.bits, "4 (AWQ)")
        : { unsupported: { detail: `AWQ with ${bits}-bit weights`, nearest: "int4/g128z4 (4-bit AWQ)" } };
    const zero = input.q.zero_point !== false;
    const read = int4Groups(input, zero, `awq: 4-bit, zero_point ${zero}`);
    if (!("weight" in read)) return read;
    return withKept(read, input, "modules_to_not_convert");
  },
};

const GPTQ: SchemeRow = {
  name: "gptq",
  read(input) {
    const bits = bitsOf(input.q);
    const sym = input.q.sym !== false;
    const order =
      input.q.desc_act === true
        ? "desc_act true (act-order: an int32 g_idx per input column, <0.5 % of the bytes, not counted)"
        : "desc_act false";
    if (bits === 8)
      return input.q.group_size === -1 && sym
        ? {
            weight: { value: "int8/channel", comment: `gptq: 8-bit, one scale per output channel, ${order}` },
          }
        : {
            unsupported: {
              detail: `GPTQ 8-bit, group_size ${show(input.q.group_size)}, sym ${sym}`,
              nearest: "int8/channel (8-bit, group_size -1, sym)",
            },
          };
    if (bits !== 4)
      return bits === undefined
        ? invalid(`${input.at}.bits`, input.q.bits, "4 or 8 (GPTQ)")
        : { unsupported: { detail: `GPTQ with ${bits}-bit weights`, nearest: "int4/g128 (4-bit GPTQ)" } };
    // Symmetric GPTQ checkpoints store a constant zero that engines (Marlin, Exllama) drop on load.
    const read = int4Groups(input, !sym, `gptq: 4-bit, sym ${sym}, ${order}`);
    if (!("weight" in read)) return read;
    return withKept(read, input, "modules_to_not_convert");
  },
};

const BLOCK_FP8: SchemeRow = {
  name: "fp8",
  read({ q, at }) {
    const block = q.weight_block_size;
    const dims = Array.isArray(block) ? block.filter((b): b is number => typeof b === "number") : [];
    if (block === undefined || block === null)
      return q.activation_scheme === "dynamic" || q.activation_scheme === undefined
        ? {
            weight: {
              value: "fp8/channel",
              comment: "quantization_config: fp8 without weight_block_size (per-channel scales)",
            },
            act: { value: "fp8/token", comment: "activation_scheme dynamic: per-token scales" },
          }
        : {
            weight: {
              value: "fp8/tensor",
              comment: "quantization_config: fp8, static (one scale per tensor)",
            },
            act: {
              value: "fp8/tensor",
              comment: `activation_scheme ${show(q.activation_scheme)}: one scale per tensor`,
            },
          };
    if (dims.length !== 2) return invalid(`${at}.weight_block_size`, block, "[rows, cols] (block FP8)");
    if (q.activation_scheme !== "dynamic")
      return invalid(`${at}.activation_scheme`, q.activation_scheme, '"dynamic"');
    const [r, c] = dims;
    return {
      weight: {
        value: `fp8/block${r}x${c}`,
        comment: `quantization_config: fp8, weight_block_size [${r}, ${c}]`,
      },
      act: { value: `fp8/g${c}`, comment: `activation_scheme dynamic: per-token groups of ${c}` },
      overrides: [],
    };
  },
};

const MXFP4: SchemeRow = {
  name: "mxfp4",
  read({ row, dtype }) {
    if (!row.mxfp4Sites)
      return { unsupported: { detail: "MXFP4 experts on a model without experts", nearest: "nvfp4/g16" } };
    return {
      weight: { value: dtype, comment: "" },
      sitesOnly: true,
      overrides: row.mxfp4Sites.map((glob) => ({
        glob,
        formats: "{ weight: mxfp4/g32, checkpoint: true }",
        comment: "the checkpoint's own quantization: a --precision preset replaces it",
      })),
    };
  },
};

/**
 * bitsandbytes 4-bit: transformers quantizes every Linear with blocksize 64 (Linear4bit's default; the config has no
 * blocksize key) and double-quantizes the absmaxes when bnb_4bit_use_double_quant is set. The GEMM runs in
 * bnb_4bit_compute_dtype; without one, in the model dtype (vLLM's bitsandbytes method multiplies in the input's dtype).
 */
function readFourBit(input: SchemeInput): SchemeRead {
  const { q, at } = input;
  const kind = q.bnb_4bit_quant_type ?? "fp4";
  if (kind !== "nf4")
    return kind === "fp4"
      ? {
          unsupported: {
            detail: "bitsandbytes FP4 (its own 4-bit float codebook, one absmax per 64 values)",
            nearest: "nf4/g64dq (the same bytes per value with NF4 codes)",
          },
        }
      : invalid(`${at}.bnb_4bit_quant_type`, kind, '"nf4" or "fp4"');
  const double = q.bnb_4bit_use_double_quant ?? false;
  if (typeof double !== "boolean") return invalid(`${at}.bnb_4bit_use_double_quant`, double, "true or false");
  const compute = q.bnb_4bit_compute_dtype;
  const act = typeof compute === "string" ? TORCH_DTYPES.get(compute) : undefined;
  if (compute !== undefined && compute !== null && !act)
    return invalid(`${at}.bnb_4bit_compute_dtype`, compute, `one of ${[...TORCH_DTYPES.keys()].join(", ")}`);
  return {
    weight: {
      value: double ? `nf4/g${BNB_BLOCK}dq` : `nf4/g${BNB_BLOCK}`,
      comment: `bitsandbytes NF4, blocksize ${BNB_BLOCK}${double ? ", double quant (8-bit absmax, F32 per 256)" : ""}`,
    },
    act: act
      ? { value: act, comment: `bnb_4bit_compute_dtype ${compute}: weight-only` }
      : { value: input.dtype, comment: "no bnb_4bit_compute_dtype: the model dtype, weight-only" },
  };
}

/** transformers' Linear4bit blocksize (bitsandbytes nn.Linear4bit / Params4bit default): the config does not carry it. */
const BNB_BLOCK = 64;

const BITSANDBYTES: SchemeRow = {
  name: "bitsandbytes",
  read(input) {
    const { q, at } = input;
    if (q.load_in_8bit === true) {
      const read = {
        weight: {
          value: "int8/channel",
          comment: "bitsandbytes LLM.int8: int8 rows, one F32 absmax per row",
        },
        act: {
          value: input.dtype,
          comment: "LLM.int8 multiplies in the model dtype around its outlier columns",
        },
      };
      return withKept(read, input, "llm_int8_skip_modules");
    }
    if (q.load_in_4bit === true) {
      const read = readFourBit(input);
      return "weight" in read ? withKept(read, input, "llm_int8_skip_modules") : read;
    }
    return invalid(`${at}.load_in_4bit`, q.load_in_4bit, "true (or load_in_8bit true)");
  },
};

/** ModelOpt's own names (hf_quant_config.json quant_algo, or quantization_config quant_method "modelopt"). */
const MODELOPT_ALGOS = new Map([
  ["NVFP4", "nvfp4/g16"],
  ["FP8", "fp8/tensor"],
]);

const MODELOPT: SchemeRow = {
  name: "modelopt",
  read(input) {
    const { q, at, dtype } = input;
    const algo = typeof q.quant_algo === "string" ? q.quant_algo : undefined;
    const format = algo ? MODELOPT_ALGOS.get(algo) : undefined;
    if (!format) {
      if (algo === "W4A8_AWQ" || algo === "W4A16_AWQ" || algo === "INT8_SQ" || algo === "FP8_PB_WO")
        return {
          unsupported: {
            detail: `ModelOpt ${algo}`,
            nearest: algo === "INT8_SQ" ? "int8/channel" : "int4/g128z4",
          },
        };
      return invalid(`${at}.quant_algo`, q.quant_algo, `one of ${[...MODELOPT_ALGOS.keys()].join(", ")}`);
    }
    if (algo === "NVFP4" && q.group_size !== undefined && q.group_size !== 16)
      return invalid(`${at}.group_size`, q.group_size, "16 (NVFP4)");
    const note = `${input.file.file.split("/").pop()}: quant_algo ${algo}`;
    const kv = q.kv_cache_quant_algo;
    if (kv !== undefined && kv !== null && kv !== "FP8")
      return invalid(`${at}.kv_cache_quant_algo`, kv, "FP8 or null");
    const excluded = Array.isArray(q.exclude_modules) ? q.exclude_modules : [];
    const kept = keptModules(excluded, dtype, input.layers);
    if (kept.unmapped.length)
      return invalid(
        `${at}.exclude_modules`,
        kept.unmapped,
        "lm_head, embed_tokens, router gates, attention modules or an MTP layer past num_hidden_layers",
      );
    return {
      weight: { value: format, comment: note },
      act: { value: format, comment: note },
      ...(kv === "FP8"
        ? { kvCache: { value: "fp8/tensor", comment: "kv_cache_quant_algo FP8 (per-tensor scales)" } }
        : {}),
      overrides: kept.overrides,
    };
  },
};

/** Methods with no format here, and the registry format nearest to each. */
const UNSUPPORTED = new Map([
  ["hqq", "int4/g64z4 (HQQ's 4-bit, zero point and scale per 64 values, at FP16)"],
  ["eetq", "int8/channel"],
  ["fbgemm_fp8", "fp8/channel with fp8/token activations (--precision fp8)"],
  ["quanto", "int8/channel or int4/g128"],
  ["aqlm", "int4/g128 (AQLM's additive codebooks have no format here)"],
  ["exl2", "int4/g128"],
  ["gguf", "int4/g32 (GGUF's Q4 blocks)"],
  ["bitnet", "int4/g128 (ternary weights have no format here)"],
  ["torchao", "int4/g128 or int8/channel, as its config names"],
]);

/** One row per quant_method; a Map, so a key like "constructor" finds nothing. */
export const SCHEMES: ReadonlyMap<string, SchemeRow> = new Map(
  [AWQ, GPTQ, BLOCK_FP8, MXFP4, BITSANDBYTES, MODELOPT, COMPRESSED_TENSORS].map((r) => [r.name, r]),
);

export const nearestFor = (method: string) => UNSUPPORTED.get(method);

/** Reads one scheme and reports through `out`; undefined when it cannot be read. */
export function readScheme(input: SchemeInput, method: string, out: Diagnostic[]): SchemeFormats | undefined {
  const row = SCHEMES.get(method);
  const at = input.file.where(`${input.at}.quant_method`);
  if (!row) {
    const nearest = nearestFor(method) ?? [...SCHEMES.keys()].join(", ");
    out.push(
      located(
        "IMPORT_QUANT_UNSUPPORTED",
        { scheme: method, detail: `quant_method "${method}"`, nearest, known: [...SCHEMES.keys()] },
        at,
      ),
    );
    return undefined;
  }
  const read = row.read(input);
  if ("invalid" in read) {
    const { key, value, expected } = read.invalid;
    out.push(located("IMPORT_VALUE_INVALID", { key, value: show(value), expected }, input.file.where(key)));
    return undefined;
  }
  if ("unsupported" in read) {
    const { detail, nearest } = read.unsupported;
    out.push(
      located(
        "IMPORT_QUANT_UNSUPPORTED",
        { scheme: row.name, detail, nearest, known: [...SCHEMES.keys()] },
        at,
      ),
    );
    return undefined;
  }
  return read;
}
