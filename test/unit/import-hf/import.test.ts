import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type ImportHfInput, importHf } from "../../../src/import-hf/index.ts";
import { parseJson } from "../../../src/import-hf/json.ts";
import { ROOT, runCli } from "../../helpers.ts";

// Real config.json files (test/fixtures/hf/<model>/, each with where it was copied from in its meta.yaml or in the
// model file it reproduces); no download at test time.
const HF = "test/fixtures/hf";
const fixtures = readdirSync(join(ROOT, HF)).filter((d) => existsSync(join(ROOT, HF, d, "config.json")));
const file = (path: string) => ({ text: readFileSync(join(ROOT, path), "utf8"), file: path });
const optional = (path: string) => (existsSync(join(ROOT, path)) ? file(path) : undefined);
const inputFor = (model: string, extra: Partial<ImportHfInput> = {}): ImportHfInput => {
  const quant = optional(`${HF}/${model}/hf_quant_config.json`);
  const meta = optional(`${HF}/${model}/meta.yaml`);
  return {
    config: file(`${HF}/${model}/config.json`),
    ...(quant ? { quant } : {}),
    ...(meta ? { meta } : {}),
    ...extra,
  };
};
const committed = (model: string) =>
  readFileSync(join(ROOT, "circuits/models", `${model}.model.yaml`), "utf8");
const codes = (input: ImportHfInput) => importHf(input).diagnostics.map((d) => d.code);

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("import-hf reproduces the bundled model files", () => {
  const generated = fixtures.filter((m) => existsSync(join(ROOT, HF, m, "meta.yaml")));
  const older = fixtures.filter((m) => !generated.includes(m));

  it("covers every family of the issue", () => {
    const types = fixtures.map((m) => JSON.parse(file(`${HF}/${m}/config.json`).text).model_type).sort();
    expect([...new Set(types)]).toEqual(
      [
        "deepseek_v3",
        "ernie4_5_moe",
        "gemma2",
        "gemma3",
        "glm4_moe",
        "gpt_oss",
        "granitemoehybrid",
        "kimi_k2",
        "llama",
        "llama4",
        "mistral",
        "mixtral",
        "nemotron_h",
        "olmo2",
        "phi3",
        "qwen2",
        "qwen2_moe",
        "qwen3",
        "qwen3_moe",
        "qwen3_next",
        "qwen3_5_moe",
        "qwen3_vl_moe",
        "hunyuan",
        "minimax_m2",
        "deepseek_v32",
        "glm_moe_dsa",
        "mimo_v2_flash",
        "gemma4",
        "nemotron-nas",
      ].sort(),
    );
  });

  // These model files were written by import-hf; regenerate them with the command in test/fixtures/hf/README.md.
  it.each(generated)("%s: byte for byte", (model) => {
    const result = importHf(inputFor(model));
    expect(result.diagnostics).toEqual([]);
    expect(result.text).toBe(committed(model));
  });

  // These were written by hand before import-hf (their notes are prose); dims, switches and precision must agree.
  it.each(older)("%s: the same dims, switches and precision as the hand-written file", (model) => {
    const mine = parse(committed(model));
    const result = importHf(inputFor(model, { hf: mine.source.hf, id: model }));
    expect(result.diagnostics).toEqual([]);
    const theirs = parse(result.text ?? "");
    expect(theirs.circuit).toBe(mine.circuit);
    expect(theirs.dims).toEqual(mine.dims);
    expect(theirs.switches).toEqual(mine.switches);
    expect(theirs.precision).toEqual(mine.precision);
  });

  it("the CLI writes the same text to stdout and to a file", () => {
    const argv = ["import-hf", `${HF}/gpt-oss-20b/config.json`, "--meta", `${HF}/gpt-oss-20b/meta.yaml`];
    const printed = runCli(argv);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(committed("gpt-oss-20b"));
    const dir = mkdtempSync(join(tmpdir(), "venn-import-"));
    temps.push(dir);
    const written = runCli([...argv, "-o", join(dir, "out.model.yaml")]);
    expect(written.code).toBe(0);
    expect(written.stderr).toMatch(/^wrote .*out\.model\.yaml \(\d+(\.\d+)? kB\)\n$/);
    // The schema line points from the written file to this package's schemas/; the rest is the same text.
    const [schemaLine, ...rest] = readFileSync(join(dir, "out.model.yaml"), "utf8").split("\n");
    const [, ...committedRest] = committed("gpt-oss-20b").split("\n");
    expect(rest).toEqual(committedRest);
    const target = schemaLine?.replace("# yaml-language-server: $schema=", "") ?? "";
    expect(resolve(dir, target)).toBe(join(ROOT, "schemas", "model.schema.json"));
  });

  it("the CLI reports a missing config file and exits 1", () => {
    const result = runCli(["import-hf", `${HF}/no-such/config.json`, "--hf", "example/none"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("LOAD_FILE_NOT_FOUND");
  });
});

describe("one table per model_type", () => {
  const edited = (model: string, edit: (config: Record<string, unknown>) => void) => {
    const config = JSON.parse(file(`${HF}/${model}/config.json`).text);
    edit(config);
    return {
      ...inputFor(model),
      config: { text: JSON.stringify(config, null, 2), file: "edited/config.json" },
    };
  };
  const patternOf = (input: ImportHfInput) =>
    /^layer_pattern: "(\S+)"/m.exec(importHf(input).text ?? "")?.[1];

  it("Gemma 3 spells the same layers from sliding_window_pattern or from layer_types", () => {
    const viaPattern = patternOf(inputFor("gemma-3-27b"));
    const viaTypes = patternOf(
      edited("gemma-3-27b", (c) => {
        const text = c.text_config as Record<string, unknown>;
        delete text.sliding_window_pattern;
        text.layer_types = Array.from({ length: 62 }, (_, i) =>
          (i + 1) % 6 ? "sliding_attention" : "full_attention",
        );
      }),
    );
    expect(viaPattern).toBe(viaTypes);
    expect(viaPattern?.match(/G/g)).toHaveLength(10);
  });

  it("Gemma 3 without sliding_window_pattern takes Gemma3TextConfig's default of 6", () => {
    const text = importHf(
      edited("gemma-3-27b", (c) => delete (c.text_config as Record<string, unknown>).sliding_window_pattern),
    ).text;
    expect(text).toContain("sliding_window_pattern absent; Gemma3TextConfig default: every 6th layer G");
  });

  it("Qwen3-Next spells the same layers from full_attention_interval or from layer_types", () => {
    const viaInterval = patternOf(inputFor("qwen3-next-80b-a3b"));
    const viaTypes = patternOf(
      edited("qwen3-next-80b-a3b", (c) => {
        c.layer_types = Array.from({ length: 48 }, (_, i) =>
          (i + 1) % 4 ? "linear_attention" : "full_attention",
        );
      }),
    );
    expect(viaInterval).toBe(viaTypes);
    expect(viaInterval).toBe("LLLF".repeat(12));
  });

  it("a derived dim: Qwen3-Next's rotary_dim is head_dim × partial_rotary_factor", () => {
    expect(importHf(inputFor("qwen3-next-80b-a3b")).text).toContain(
      "  rotary_dim: 64        # head_dim × partial_rotary_factor (0.25)\n",
    );
    const odd = edited("qwen3-next-80b-a3b", (c) => {
      c.partial_rotary_factor = 0.3;
    });
    expect(codes(odd)).toEqual(["IMPORT_VALUE_INVALID"]);
  });

  it("a key the circuit needs but the config lacks is named, pointing into the nested section", () => {
    const input = edited(
      "gemma-3-27b",
      (c) => delete (c.text_config as Record<string, unknown>).num_attention_heads,
    );
    const [d] = importHf(input).diagnostics;
    expect(d?.code).toBe("IMPORT_KEY_MISSING");
    expect(d?.message).toBe('config has no "num_attention_heads", which circuit gemma3 (dim q_heads) needs');
    // text_config opens on line 15 of the re-serialised config
    expect([d?.line, d?.col]).toEqual([15, 3]);
  });

  it("a key of the wrong type is named as such, not as missing", () => {
    const input = edited("qwen3-8b", (c) => {
      c.hidden_size = "4096";
      c.tie_word_embeddings = "no";
    });
    expect(importHf({ ...input, hf: "Qwen/Qwen3-8B" }).diagnostics.map((d) => d.message)).toEqual([
      '"hidden_size" is "4096"; expected a number for dim hidden',
      '"tie_word_embeddings" is "no"; expected true or false for switch tie',
    ]);
  });

  it("an architecture the circuit cannot express is refused, not approximated", () => {
    const moeEveryOther = edited("deepseek-v3", (c) => {
      c.moe_layer_freq = 2;
    });
    expect(importHf(moeEveryOther).diagnostics.map((d) => d.message)).toEqual([
      '"moe_layer_freq" is 2; expected 1 (every layer after the dense ones is MoE)',
    ]);
    const unknownLayer = edited("nemotron-h-8b", (c) => {
      c.hybrid_override_pattern = "MXM*";
      c.num_hidden_layers = 4;
    });
    // "X" is no layer kind of this circuit
    expect(importHf(unknownLayer).diagnostics.map((d) => d.message)).toEqual([
      '"hybrid_override_pattern" is "MXM*"; expected one letter per layer, each one of M*-',
    ]);
    // "E" (the MoE layers of Nemotron 3) is read on nemotron_h_moe, which needs the expert keys this config lacks
    const moeNemotron = edited("nemotron-h-8b", (c) => {
      c.hybrid_override_pattern = "MEM*";
      c.num_hidden_layers = 4;
    });
    expect(importHf(moeNemotron).diagnostics.map((d) => d.message)[0]).toBe(
      'config has no "n_routed_experts", which circuit nemotron_h_moe (dim experts) needs',
    );
  });

  it("the dtype and quantization come from torch_dtype, quantization_config or hf_quant_config.json", () => {
    const awq = edited("qwen3-8b", (c) => {
      c.quantization_config = { quant_method: "awq", bits: 4 };
    });
    expect(importHf({ ...awq, hf: "Qwen/Qwen3-8B" }).diagnostics.map((d) => d.message)).toEqual([
      '"quantization_config.group_size" is absent; expected a positive group size (or -1)',
    ]);
    const fp4 = importHf(inputFor("llama-3.3-70b-fp4")).text ?? "";
    expect(fp4).toContain("  weight: nvfp4/g16     # hf_quant_config.json: quant_algo NVFP4\n");
    expect(fp4).toContain("  kv_cache: fp8/tensor  # kv_cache_quant_algo FP8 (per-tensor scales)\n");
    const float16 = edited("llama-3.1-8b", (c) => {
      c.torch_dtype = "float16";
    });
    const parsed = parse(importHf({ ...float16, hf: "meta-llama/Llama-3.1-8B" }).text ?? "");
    expect(parsed.precision.weight).toBe("fp16");
    expect(parsed.precision.overrides["head.*"]).toEqual({ weight: "fp16", act: "fp16" });
  });

  it("an unknown model_type names the known ones and the nearest", () => {
    const input = edited("qwen3-8b", (c) => {
      c.model_type = "qwen_3";
    });
    const [d] = importHf(input).diagnostics;
    expect(d?.code).toBe("IMPORT_MODEL_TYPE_UNKNOWN");
    expect(d?.message).toContain('did you mean "qwen3"?');
  });

  it("the source comes from --hf, a meta file, or _name_or_path; with none of them import-hf warns and writes no hf", () => {
    const bare = { config: file(`${HF}/qwen3-8b/config.json`) };
    expect(codes(bare)).toEqual(["IMPORT_SOURCE_UNKNOWN"]);
    const unknown = importHf(bare);
    expect(unknown.diagnostics[0]?.severity).toBe("warning");
    // The fixture folder names the model: the id comes from it, and the source has no hf line.
    expect(parse(unknown.text ?? "").id).toBe("qwen3-8b");
    expect(parse(unknown.text ?? "").source).toEqual({
      revision: "main",
      file: "config.json",
      note: "written by venn import-hf from config.json",
    });
    const text = importHf({ ...bare, hf: "Qwen/Qwen3-8B", revision: "b968826" }).text ?? "";
    expect(text).toContain("id: qwen3-8b\n");
    expect(text).toContain("  hf: Qwen/Qwen3-8B\n  revision: b968826\n  file: config.json\n");
  });

  it("without _name_or_path the id comes from --hf, else from the folder the config was downloaded into", () => {
    const viaHf = importHf({ config: file(`${HF}/qwen3-8b/config.json`), hf: "Qwen/Qwen3-8B" }).text ?? "";
    expect(viaHf).toContain("id: qwen3-8b\n");
    const meta = { text: "source:\n  hf: Qwen/Qwen3-8B\n  revision: main\n", file: "meta.yaml" };
    const viaFolder = importHf({
      config: { ...file(`${HF}/qwen3-8b/config.json`), file: "Qwen3-8B/config.json" },
      meta,
    });
    expect(viaFolder.diagnostics).toEqual([]);
    expect(viaFolder.text).toContain("id: qwen3-8b\n");
    const bareName = importHf({
      config: { ...file(`${HF}/qwen3-8b/config.json`), file: "config.json" },
      meta,
    });
    expect(bareName.diagnostics.map((d) => d.message)).toEqual([
      'config has no "_name_or_path", which the model id (pass --id ID or --hf ORG/NAME, or keep the config in a folder named after the model) needs',
    ]);
  });

  it("a config in the Hugging Face hub cache gives the id and the snapshot's commit", () => {
    const cached =
      "hub/models--Qwen--Qwen3-8B/snapshots/b968826d9c46dd6066d109eabc6255188de91218/config.json";
    const text = importHf({ config: { ...file(`${HF}/qwen3-8b/config.json`), file: cached } }).text ?? "";
    expect(text).toContain("id: qwen3-8b\n");
    expect(text).toContain("  hf: Qwen/Qwen3-8B\n  revision: b968826d9c46dd6066d109eabc6255188de91218\n");
  });

  // transformers LlamaConfig: num_key_value_heads=None → num_attention_heads (configuration_llama.py).
  it("a Llama config without num_key_value_heads has one KV head per query head, as transformers reads it", () => {
    const mha = edited("llama-3.1-8b", (c) => {
      delete c.num_key_value_heads;
    });
    const text = importHf({ ...mha, hf: "meta-llama/Llama-3.1-8B" }).text ?? "";
    expect(parse(text).dims.kv_heads).toBe(32);
    expect(text).toContain(
      "  kv_heads: 32          # num_attention_heads (num_key_value_heads absent: LlamaConfig uses the head count)\n",
    );
    // Classes whose default is not the head count still need the key.
    const qwen = edited("qwen2.5-7b", (c) => {
      delete c.num_key_value_heads;
    });
    expect(codes({ ...qwen, hf: "Qwen/Qwen2.5-7B" })).toEqual(["IMPORT_KEY_MISSING"]);
  });

  it("the model file opens with the schema line for editors, relative to where it is written", () => {
    const input = { config: file(`${HF}/qwen3-8b/config.json`), hf: "Qwen/Qwen3-8B" };
    expect(importHf(input).text?.split("\n")[0]).toBe(
      "# yaml-language-server: $schema=../../schemas/model.schema.json",
    );
    expect(importHf({ ...input, schemaPath: "schemas/model.schema.json" }).text?.split("\n")[0]).toBe(
      "# yaml-language-server: $schema=schemas/model.schema.json",
    );
  });

  it("a meta file may hold only id, name, source and published", () => {
    const meta = { text: "id: x\nsurce:\n  hf: a/b\n", file: "meta.yaml" };
    const [d] = importHf({ ...inputFor("qwen3-8b"), meta, hf: "a/b" }).diagnostics;
    expect(d?.code).toBe("IMPORT_VALUE_INVALID");
    expect([d?.file, d?.line]).toEqual(["meta.yaml", 2]);
  });
});

describe("the JSON reader", () => {
  it("keeps the line and column of every key", () => {
    const parsed = parseJson('{\n  "a": {\n    "b": [1, 2]\n  }\n}');
    expect(parsed.ok && parsed.json.positions.get("a.b")).toEqual({ line: 3, col: 5 });
    expect(parsed.ok && parsed.json.positions.get("a.b.1")).toEqual({ line: 3, col: 14 });
  });

  it("reads Python's NaN and Infinity, which some config.json files hold", () => {
    const parsed = parseJson('{"time_step_limit": [0.0, Infinity], "x": NaN, "y": -Infinity}');
    expect(parsed.ok && parsed.json.value).toEqual({
      time_step_limit: [0, Number.POSITIVE_INFINITY],
      x: Number.NaN,
      y: Number.NEGATIVE_INFINITY,
    });
  });

  it.each([
    ['{"a": 1,}', 'a trailing comma before "}"', { line: 1, col: 9 }],
    ["[1, 2,]", 'a trailing comma before "]"', { line: 1, col: 7 }],
    ['{"a" 1}', 'expected ":" after a key', { line: 1, col: 6 }],
    ['{"a": "\\q"}', 'bad escape "\\q"', { line: 1, col: 10 }],
    ["{} {}", 'unexpected "{" after the value', { line: 1, col: 4 }],
  ])("%s → %s", (text, message, at) => {
    expect(parseJson(text)).toEqual({ ok: false, message, at });
  });

  it("decodes escapes", () => {
    const parsed = parseJson('"a\\u00e9\\n\\"b"');
    expect(parsed.ok && parsed.json.value).toBe('aé\n"b');
  });
});
