import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseFormat } from "../../../src/formats/index.ts";
import { type ImportHfInput, importHf } from "../../../src/import-hf/index.ts";
import { ROOT } from "../../helpers.ts";
import { bnbFourBit, w8a8Int8 } from "../../property/generators.ts";

// Quantization schemes, unknown model types and the origin of the id, over the real configs in test/fixtures/hf.
// The compressed-tensors argument groups below are the ones llm-compressor writes (FP8 dynamic, FP8 block, NVFP4,
// W4A16), as public engine tests quote them; each is set into a real config.json.
const HF = "test/fixtures/hf";
const file = (path: string) => ({ text: readFileSync(join(ROOT, path), "utf8"), file: path });
const config = (model: string, edit?: (c: Record<string, unknown>) => void): ImportHfInput => {
  const c = JSON.parse(file(`${HF}/${model}/config.json`).text);
  edit?.(c);
  return { config: { text: JSON.stringify(c, null, 2), file: `${model}/config.json` }, hf: "org/name" };
};
const precisionOf = (input: ImportHfInput) => {
  const result = importHf(input);
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return parse(result.text ?? "").precision;
};
const messages = (input: ImportHfInput) => importHf(input).diagnostics.map((d) => `${d.code} ${d.message}`);

const FP8_CHANNEL = {
  weights: { num_bits: 8, type: "float", strategy: "channel", group_size: null, symmetric: true },
  input_activations: { num_bits: 8, type: "float", strategy: "token", dynamic: true },
  format: "float-quantized",
};
const FP8_BLOCK = {
  weights: { num_bits: 8, type: "float", strategy: "block", block_structure: [128, 128], symmetric: true },
  input_activations: { num_bits: 8, type: "float", strategy: "token", dynamic: true },
  format: "float-quantized",
};
const FP8_TENSOR = {
  weights: { num_bits: 8, type: "float", strategy: "tensor", group_size: null, symmetric: true },
  input_activations: { num_bits: 8, type: "float", strategy: "tensor", dynamic: false },
  format: "float-quantized",
};
const NVFP4 = {
  weights: { num_bits: 4, type: "float", strategy: "tensor_group", group_size: 16, symmetric: true },
  input_activations: {
    num_bits: 4,
    type: "float",
    strategy: "tensor_group",
    group_size: 16,
    dynamic: "local",
  },
  format: "nvfp4-pack-quantized",
};
const W4A16 = {
  weights: { num_bits: 4, type: "int", symmetric: true, strategy: "group", group_size: 128, dynamic: false },
  input_activations: null,
  format: "pack-quantized",
};
const compressed = (group: object, extra: object = {}) =>
  config("qwen3-8b", (c) => {
    c.quantization_config = {
      quant_method: "compressed-tensors",
      config_groups: { group_0: { targets: ["Linear"], ...group } },
      ignore: ["lm_head"],
      ...extra,
    };
  });

describe("quantization schemes map onto registry formats", () => {
  it("AWQ (Qwen3-32B-AWQ): 4-bit, group 128, zero point → int4/g128z4 (FP16 scale + packed int4 zero)", () => {
    const p = precisionOf({ ...config("qwen3-32b-awq") });
    expect([p.weight, p.act, p.dtype]).toEqual(["int4/g128z4", "fp16", "fp16"]);
  });

  it("GPTQ (Qwen2.5-32B-Instruct-GPTQ-Int4): symmetric → int4/g128; asymmetric keeps its zero point", () => {
    expect(precisionOf(config("qwen2.5-32b-gptq-int4")).weight).toBe("int4/g128");
    const asym = config("qwen2.5-32b-gptq-int4", (c) => {
      c.quantization_config = { quant_method: "gptq", bits: 4, group_size: 64, sym: false, desc_act: true };
    });
    const text = importHf(asym).text ?? "";
    expect(parse(text).precision.weight).toBe("int4/g64z4");
    expect(text).toContain("desc_act true");
  });

  it("GPTQ per-channel 4-bit names itself and the nearest grouped format", () => {
    const perChannel = config("qwen2.5-32b-gptq-int4", (c) => {
      c.quantization_config = { quant_method: "gptq", bits: 4, group_size: -1, sym: true };
    });
    expect(messages(perChannel)).toEqual([
      "IMPORT_QUANT_UNSUPPORTED quantization 4-bit weights with one scale per output channel (group_size -1) (gptq) has no format here; nearest supported: int4/g128 (the registry's int4 formats are grouped) (schemes read: awq, gptq, fp8, mxfp4, bitsandbytes, modelopt, compressed-tensors)",
    ]);
  });

  it.each([
    ["FP8 dynamic (per-channel weights, per-token activations)", FP8_CHANNEL, "fp8/channel", "fp8/token"],
    ["FP8 block 128x128", FP8_BLOCK, "fp8/block128x128", "fp8/token"],
    ["FP8 static per-tensor", FP8_TENSOR, "fp8/tensor", "fp8/tensor"],
    ["NVFP4", NVFP4, "nvfp4/g16", "nvfp4/g16"],
    ["W4A16", W4A16, "int4/g128", "bf16"],
  ])("compressed-tensors %s", (_, group, weight, act) => {
    const p = precisionOf(compressed(group));
    expect([p.weight, p.act]).toEqual([weight, act]);
  });

  it("compressed-tensors kv_cache_scheme FP8 per-tensor sets the KV cache format", () => {
    const kv = { num_bits: 8, type: "float", strategy: "tensor", dynamic: false, symmetric: true };
    expect(precisionOf(compressed(FP8_CHANNEL, { kv_cache_scheme: kv })).kv_cache).toBe("fp8/tensor");
  });

  it("an ignored attention module keeps every attention site unquantized (wider, never fewer bytes)", () => {
    const p = precisionOf(compressed(W4A16, { ignore: ["lm_head", "re:.*self_attn.*", "re:.*mlp.gate$"] }));
    expect(p.overrides["*attn*.*"]).toEqual({ weight: "bf16" });
    const unmapped = compressed(W4A16, { ignore: ["lm_head", "model.layers.0.mlp.down_proj"] });
    expect(messages(unmapped)[0]).toContain(
      '"quantization_config.ignore" is ["model.layers.0.mlp.down_proj"]',
    );
  });

  it("compressed-tensors W8A8 int8 (Qwen3-32B): int8/channel weights, int8/token activations, lm_head kept", () => {
    const p = precisionOf({ config: file(`${HF}/qwen3-32b-w8a8/config.json`), hf: "Qwen/Qwen3-32B" });
    expect(p.weight).toBe("int8/channel");
    expect(p.act).toBe("int8/token");
    expect(p.overrides["head.*"]).toEqual({ weight: "bf16", act: "bf16" });
  });

  it.each<[what: string, edit: object, detail: string]>([
    ["asymmetric (a zero point per token)", { symmetric: false }, "int8 token dynamic asymmetric"],
    ["static per-tensor", { strategy: "tensor", dynamic: false }, "int8 tensor"],
  ])("compressed-tensors int8 activations %s name the nearest format, int8/token", (_what, edit, detail) => {
    const W8A8 = {
      weights: { num_bits: 8, type: "int", strategy: "channel", symmetric: true, dynamic: false },
      input_activations: {
        num_bits: 8,
        type: "int",
        strategy: "token",
        dynamic: true,
        symmetric: true,
        ...edit,
      },
      format: "int-quantized",
    };
    const [m] = messages(compressed(W8A8, { ignore: ["lm_head"] }));
    expect(m).toContain(`IMPORT_QUANT_UNSUPPORTED`);
    expect(m).toContain(detail);
    expect(m).toContain("nearest supported: int8/token");
  });

  const bnb = (q: object) =>
    config("qwen3-8b", (c) => {
      c.quantization_config = { quant_method: "bitsandbytes", load_in_4bit: true, ...q };
    });

  it("bitsandbytes: LLM.int8 is int8/channel", () => {
    const int8 = config("qwen3-8b", (c) => {
      c.quantization_config = {
        quant_method: "bitsandbytes",
        load_in_8bit: true,
        llm_int8_skip_modules: null,
      };
    });
    expect(precisionOf(int8).weight).toBe("int8/channel");
  });

  it.each<[q: object, weight: string, act: string]>([
    // the block transformers writes for unsloth's and QLoRA's checkpoints
    [
      { bnb_4bit_quant_type: "nf4", bnb_4bit_use_double_quant: true, bnb_4bit_compute_dtype: "bfloat16" },
      "nf4/g64dq",
      "bf16",
    ],
    [
      { bnb_4bit_quant_type: "nf4", bnb_4bit_use_double_quant: false, bnb_4bit_compute_dtype: "float16" },
      "nf4/g64",
      "fp16",
    ],
    // no compute dtype: the model dtype (qwen3-8b is bfloat16)
    [{ bnb_4bit_quant_type: "nf4" }, "nf4/g64", "bf16"],
  ])("bitsandbytes 4-bit %j → %s weights × %s", (q, weight, act) => {
    const p = precisionOf(bnb(q));
    expect(p.weight).toBe(weight);
    expect(p.act).toBe(act);
  });

  it("bitsandbytes NF4 keeps llm_int8_skip_modules unquantized and refuses a module it cannot place", () => {
    const kept = precisionOf(
      bnb({ bnb_4bit_quant_type: "nf4", llm_int8_skip_modules: ["lm_head", "self_attn"] }),
    );
    expect(kept.overrides["*attn*.*"]).toEqual({ weight: "bf16" });
    const odd = messages(bnb({ bnb_4bit_quant_type: "nf4", llm_int8_skip_modules: ["model.layers.3.mlp"] }));
    expect(odd[0]).toContain("IMPORT_VALUE_INVALID");
    expect(odd[0]).toContain("llm_int8_skip_modules");
  });

  it.each<[q: object, expected: string]>([
    [{ bnb_4bit_quant_type: "fp4" }, "nearest supported: nf4/g64dq"],
    [{}, "bitsandbytes FP4"],
    [{ bnb_4bit_quant_type: "int4" }, '"nf4" or "fp4"'],
    [{ bnb_4bit_quant_type: "nf4", bnb_4bit_use_double_quant: "yes" }, "true or false"],
    [{ bnb_4bit_quant_type: "nf4", bnb_4bit_compute_dtype: "float8" }, "one of bfloat16, float16, float32"],
  ])("bitsandbytes 4-bit %j is refused: %s", (q, expected) => {
    expect(messages(bnb(q))[0]).toContain(expected);
  });

  it("an unknown quant_method names itself and the nearest format, or the schemes read", () => {
    const hqq = config("qwen3-8b", (c) => {
      c.quantization_config = { quant_method: "hqq", nbits: 4, group_size: 64 };
    });
    expect(messages(hqq)[0]).toContain('quant_method "hqq"');
    expect(messages(hqq)[0]).toContain("nearest supported: int4/g64z4");
    const odd = config("qwen3-8b", (c) => {
      c.quantization_config = { quant_method: "constructor" };
    });
    expect(messages(odd)[0]).toContain("IMPORT_QUANT_UNSUPPORTED");
  });
});

describe("model types an import does not know", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "model_type %s is refused with a diagnostic, never read off the object prototype",
    (type) => {
      const input = config("qwen3-8b", (c) => {
        c.model_type = type;
      });
      const result = importHf(input);
      expect(result.text).toBeUndefined();
      expect(result.diagnostics.map((d) => d.code)).toEqual(["IMPORT_MODEL_TYPE_UNKNOWN"]);
    },
  );

  it("an unknown type says which known type its keys resemble, and --as reads it on that table", () => {
    const lite = config("glm-4.5-air", (c) => {
      c.model_type = "glm4_moe_next";
    });
    const [d] = importHf(lite).diagnostics;
    expect(d?.message).toContain("its keys resemble glm4_moe");
    expect(d?.message).toContain("pass --as glm4_moe");
    const as = importHf({ ...lite, as: "glm4_moe" });
    expect(parse(as.text ?? "").circuit).toBe("gqa_moe");
    const ignored = as.diagnostics.find((x) => x.code === "IMPORT_FIELDS_IGNORED");
    expect(ignored?.severity).toBe("warning");
    expect(ignored?.message).toContain("num_nextn_predict_layers");
    expect(as.text).toContain("# config fields no rule read: ");
  });

  it("--as never writes a model of the wrong size: a field the table leaves unread that changes the count is an error", () => {
    // GLM-4.5-Air (106.85 B by its dims) read on the dense Llama table would be a 12.44 B model: refused, each field named.
    const result = importHf({ ...config("glm-4.5-air"), as: "llama" });
    expect(result.text).toBeUndefined();
    const fields = result.diagnostics.filter((d) => d.code === "IMPORT_SIZE_FIELD_IGNORED");
    expect(fields.map((d) => d.message.split('"')[1])).toEqual([
      "first_k_dense_replace",
      "moe_intermediate_size",
      "n_routed_experts",
      "n_shared_experts",
      "num_experts_per_tok",
    ]);
    const size = result.diagnostics.find((d) => d.code === "IMPORT_SIZE_MISMATCH");
    expect(size?.message).toContain("12.44 B parameters, but the config's own fields imply 106.85 B");
  });

  it("a resemblance is suggested only for a table that reads every field changing the size", () => {
    // Mixtral's keys resemble the dense tables too; only an MoE table that reads num_local_experts may be suggested.
    const unknown = config("mixtral-8x7b", (c) => {
      c.model_type = "mixtral_next";
    });
    const [d] = importHf(unknown).diagnostics;
    const suggested = /pass --as (\w+)/.exec(d?.message ?? "")?.[1];
    if (suggested !== undefined) {
      const read = importHf({ ...unknown, as: suggested });
      expect(read.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    }
    expect(["llama", "mistral", "qwen2", "qwen3", "phi3", "olmo2"]).not.toContain(suggested);
  });

  it("the count a config's own fields imply agrees with every bundled model its table reads (within 10 %)", () => {
    for (const model of ["qwen3-30b-a3b", "mixtral-8x7b", "glm-4.5-air", "llama-3.1-8b", "gpt-oss-120b"]) {
      const result = importHf({ ...config(model), hf: "example/x" });
      expect(
        result.diagnostics.filter((x) => x.code.startsWith("IMPORT_SIZE")),
        model,
      ).toEqual([]);
    }
  });

  it("--as with a type that has no table is refused like an unknown model_type", () => {
    expect(importHf({ ...config("qwen3-8b"), as: "qwen9" }).diagnostics.map((d) => d.code)).toEqual([
      "IMPORT_MODEL_TYPE_UNKNOWN",
    ]);
  });
});

describe("the id and source need no flag", () => {
  it("the hub cache folder gives the Hugging Face name, the revision and the id", () => {
    const path =
      "hub/models--zai-org--GLM-4.5-Air/snapshots/a24ceef6ce4f3536971efe9b778bdaa1bab18daa/config.json";
    const text = importHf({ config: { ...file(`${HF}/glm-4.5-air/config.json`), file: path } }).text ?? "";
    const doc = parse(text);
    expect(doc.id).toBe("glm-4.5-air");
    expect(doc.source).toMatchObject({
      hf: "zai-org/GLM-4.5-Air",
      revision: "a24ceef6ce4f3536971efe9b778bdaa1bab18daa",
    });
  });

  it("a hub-cache snapshot of any name gives the name and the revision (a copied folder, not only a 40-hex commit)", () => {
    const path = "cache/models--Qwen--Qwen3-8B/snapshots/main/config.json";
    const result = importHf({ config: { ...file(`${HF}/qwen3-8b/config.json`), file: path } });
    expect(result.diagnostics).toEqual([]);
    expect(parse(result.text ?? "").source).toMatchObject({ hf: "Qwen/Qwen3-8B", revision: "main" });
    expect(parse(result.text ?? "").id).toBe("qwen3-8b");
  });

  it("a config in a folder named after the model imports without a flag: the id from the folder, hf unknown", () => {
    const result = importHf({
      config: { ...file(`${HF}/qwen3-8b/config.json`), file: "dl/Qwen3-8B/config.json" },
    });
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["IMPORT_SOURCE_UNKNOWN", "warning"],
    ]);
    expect(parse(result.text ?? "").id).toBe("qwen3-8b");
  });

  it("an id YAML would read as a number is quoted (property suite: a hub folder models--org--0)", () => {
    const path = "models--org--0/snapshots/aa00a0a/config.json";
    const text = importHf({ config: { ...file(`${HF}/qwen3-8b/config.json`), file: path } }).text ?? "";
    expect(text).toContain('id: "0"\n');
    expect(parse(text).id).toBe("0");
  });

  it("_name_or_path gives the source and the id (Gemma 2's config has it)", () => {
    const doc = parse(importHf({ config: file(`${HF}/gemma-2-9b/config.json`) }).text ?? "");
    expect([doc.id, doc.source.hf]).toEqual(["gemma-2-9b", "google/gemma-2-9b"]);
  });

  it.each(["../../etc/passwd", "Qwen/Qwen3-8B", ".."])(
    "--id %s is refused, not rewritten: nothing is written",
    (id) => {
      const result = importHf({ ...config("qwen3-8b"), id });
      expect(result.text).toBeUndefined();
      expect(result.diagnostics.map((d) => d.code)).toContain("IMPORT_OUTPUT_INVALID");
    },
  );

  it("a derived id is cleaned into a valid model id", () => {
    const path = "models--Qwen--Qwen3-8B/snapshots/aa00a0a/config.json";
    const doc = parse(importHf({ config: { ...file(`${HF}/qwen3-8b/config.json`), file: path } }).text ?? "");
    expect(doc.id).toBe("qwen3-8b");
  });
});

describe("issue 30's quantization blocks, generated (the property suite's hfSchemes generators, in process)", () => {
  const withBlock = (block: object) =>
    config("llama-3.1-8b", (c) => {
      c.quantization_config = block;
    });

  it("a well-formed bitsandbytes NF4 or W8A8 int8 block imports to its formats, head and embedding kept", () => {
    fc.assert(
      fc.property(fc.oneof(bnbFourBit(false), w8a8Int8(false)), ({ block, expected }) => {
        const p = precisionOf(withBlock(block));
        expect({ weight: p.weight, act: p.act }).toEqual(expected);
        expect(p.overrides["head.*"]).toEqual({ weight: "bf16", act: "bf16" });
      }),
      { numRuns: 200, seed: 30 },
    );
  });

  it("a hostile one ends in diagnostics or a model whose formats parse, never a throw", () => {
    fc.assert(
      fc.property(fc.oneof(bnbFourBit(true), w8a8Int8(true)), ({ block }) => {
        const result = importHf(withBlock(block));
        const errors = result.diagnostics.filter((d) => d.severity === "error");
        if (errors.length) {
          expect(result.text).toBeUndefined();
          for (const d of errors) expect(d.message.length).toBeGreaterThan(0);
          return;
        }
        const p = parse(result.text ?? "").precision;
        for (const f of [p.weight, p.act, p.kv_cache]) expect(parseFormat(f).ok).toBe(true);
      }),
      { numRuns: 300, seed: 30 },
    );
  });
});
