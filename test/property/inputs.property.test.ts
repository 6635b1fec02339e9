// Mutated copies of the shipped circuits, models, profiles, kernel manifest and a measurements file, run end to end.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { parse, stringify } from "yaml";
import { ROOT } from "../helpers.ts";
import { makeFixtureTree } from "./fixture-tree.ts";
import { bnbFourBit, editText, mutate, mutation, textEdit, w8a8Int8 } from "./generators.ts";
import { announce, assertOutcome, params, printSeen, removeDir, runVenn } from "./harness.ts";

/** Runs per kind of document; together with the CLI and shape suites over 10,000 cases. */
const RUNS = {
  circuit: 450,
  model: 400,
  hardware: 350,
  engine: 120,
  kernels: 150,
  measurements: 250,
  check: 400,
  hf: 300,
  gzip: 60,
  hfSchemes: 150,
  calibrate: 120,
};
const TOTAL = Object.values(RUNS).reduce((a, b) => a + b, 0);

let cwd = "";
const original = new Map<string, string>();
/** The model that reaches each circuit (its first by id), so a mutated circuit is costed end to end. */
const modelOf = new Map<string, string>();

beforeAll(() => {
  cwd = makeFixtureTree("inputs");
  announce("input documents", TOTAL);
  for (const name of readdirSync(join(cwd, "circuits/models")).sort()) {
    const text = readFileSync(join(cwd, "circuits/models", name), "utf8");
    const circuit = (parse(text) as { circuit: string }).circuit;
    if (!modelOf.has(circuit)) modelOf.set(circuit, name.replace(".model.yaml", ""));
  }
});
afterAll(() => {
  printSeen("input documents");
  removeDir(cwd);
});

const filesOf = (folder: string, suffix: string) =>
  readdirSync(join(ROOT, folder))
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => `${folder}/${f}`);
const CIRCUITS = filesOf("circuits", ".circuit.yaml");
/** The smaller models keep the suite inside its time budget; the circuit suite reaches every architecture. */
const MODELS = [
  "llama-3.1-8b",
  "qwen3-30b-a3b",
  "gpt-oss-20b",
  "nemotron-h-8b",
  "mixtral-8x7b",
  "gemma-3-27b",
].map((id) => `circuits/models/${id}.model.yaml`);
const HARDWARE = filesOf("hardware", ".hw.yaml");
const ENGINES = filesOf("engines", ".engine.yaml");

/** Replaces one file of the private tree for the duration of one case. */
function withFile<T>(path: string, text: string, run: () => T): T {
  const full = join(cwd, path);
  if (!original.has(path)) original.set(path, readFileSync(full, "utf8"));
  writeFileSync(full, text);
  try {
    return run();
  } finally {
    writeFileSync(full, original.get(path) as string);
  }
}

const read = (path: string) => original.get(path) ?? readFileSync(join(ROOT, path), "utf8");

/** A document edited as data (keys dropped, renamed, retyped, swapped) and then, sometimes, as text. */
const edits = fc.record({
  mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
  text: fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    fc.array(textEdit, { minLength: 1, maxLength: 2 }),
  ),
  format: fc.constantFrom("md", "json", "json", "html"),
});

function edited(
  path: string,
  e: { mutations: Parameters<typeof mutate>[1]; text: Parameters<typeof editText>[1] },
) {
  const doc = mutate(parse(read(path)), e.mutations);
  return editText(stringify(doc), e.text);
}

const OUT = "out/report";
function reportCase(argv: string[], format: string) {
  const path = join(cwd, `${OUT}.${format}`);
  writeFileSync(path, "sentinel\n");
  const outcome = runVenn([...argv, "--format", format, "-o", `${OUT}.${format}`], cwd);
  assertOutcome(outcome, { output: { path, sentinel: "sentinel\n" } });
}

describe("mutated input documents", () => {
  it("circuits", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CIRCUITS), edits, (path, e) => {
        const arch = path.replace(/^circuits\/|\.circuit\.yaml$/g, "");
        const model = modelOf.get(arch) ?? "llama-3.1-8b";
        withFile(path, edited(path, e), () =>
          reportCase(["report", model, "--hardware", "h100-sxm"], e.format),
        );
      }),
      params(RUNS.circuit),
    );
  }, 1_800_000);

  it("models", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MODELS),
        edits,
        fc.constantFrom("h100-sxm", "b200", "mi300x"),
        (path, e, hw) => {
          const id = path.replace(/^circuits\/models\/|\.model\.yaml$/g, "");
          withFile(path, edited(path, e), () => reportCase(["report", id, "--hardware", hw], e.format));
        },
      ),
      params(RUNS.model),
    );
  }, 1_800_000);

  it("hardware profiles", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HARDWARE),
        edits,
        fc.constantFrom("bf16", "fp8", "nvfp4"),
        (path, e, precision) => {
          const id = path.replace(/^hardware\/|\.hw\.yaml$/g, "");
          withFile(path, edited(path, e), () =>
            reportCase(
              ["report", "llama-3.1-8b", "--hardware", id, "--precision", precision, "--runs", "multi:1,64"],
              e.format,
            ),
          );
        },
      ),
      params(RUNS.hardware),
    );
  }, 1_800_000);

  it("engine profiles", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENGINES),
        edits,
        fc.constantFrom("multi:1,64", "single:2048"),
        (path, e, runs) => {
          const id = path.replace(/^engines\/|\.engine\.yaml$/g, "");
          withFile(path, edited(path, e), () =>
            reportCase(
              ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--engine", id, "--runs", runs],
              e.format,
            ),
          );
        },
      ),
      params(RUNS.engine),
    );
  }, 1_800_000);

  it("kernel manifests", () => {
    const path = "circuits/kernels/engine.kernels.yaml";
    fc.assert(
      fc.property(edits, fc.constantFrom("llama-3.1-8b", "qwen3-30b-a3b"), (e, model) => {
        withFile(path, edited(path, e), () =>
          reportCase(
            ["report", model, "--hardware", "h100-sxm", "--kernels", "engine", "--against", "qwen3-8b"],
            e.format,
          ),
        );
      }),
      params(RUNS.kernels),
    );
  }, 1_800_000);

  it("measurements files", () => {
    fc.assert(
      fc.property(edits, fc.constantFrom("yaml", "json", "csv"), (e, kind) => {
        const base = "test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv";
        const text = read(base);
        const [head = "", ...lines] = text.trim().split("\n");
        const keys = head.split(",");
        // The fixture's rows as data (its quoted notes are dropped: they hold commas).
        const rows = lines.map((line) =>
          Object.fromEntries(
            line
              .replace(/,"[^"]*"$/, ",")
              .split(",")
              .map((cell, i) => [keys[i] ?? `c${i}`, cell])
              .filter(([, cell]) => cell !== ""),
          ),
        );
        const doc = mutate({ measurements: rows }, e.mutations);
        const written =
          kind === "csv"
            ? editText(text, [
                ...e.text,
                ...e.mutations.map((m) => ({ at: m.at, kind: "cut" as const, text: "" })),
              ])
            : kind === "json"
              ? JSON.stringify(doc)
              : editText(stringify(doc), e.text);
        const file = `out/m.${kind}`;
        writeFileSync(join(cwd, file), written);
        reportCase(
          ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--measurements", file, "--kernels", "engine"],
          e.format,
        );
      }),
      params(RUNS.measurements),
    );
  }, 1_800_000);

  it("microbenchmark tables for venn calibrate", () => {
    const base = "hardware/measurements/h200-sxm.microbench.csv";
    const cells = fc.record({
      row: fc.nat(),
      col: fc.nat(),
      cell: fc.constantFrom(
        "",
        "abc",
        "NaN",
        "1e999",
        "-5",
        "0",
        "copy_d2d",
        "gemv_bf16",
        "bf16",
        "op,op",
        '"',
      ),
    });
    fc.assert(
      fc.property(
        fc.array(cells, { maxLength: 3 }),
        fc.array(textEdit, { maxLength: 2 }),
        fc.boolean(),
        (changes, text, inPlace) => {
          const lines = read(base).split("\n");
          for (const c of changes) {
            const at = 2 + (c.row % (lines.length - 3));
            const row = (lines[at] ?? "").split(",");
            row[c.col % row.length] = c.cell;
            lines[at] = row.join(",");
          }
          writeFileSync(join(cwd, "out/mb.csv"), editText(lines.join("\n"), text));
          const target = join(cwd, "out/h200.hw.yaml");
          // -o FILE, or --in-place on a copy of the profile: either way a failed run leaves the file as it was.
          const sentinel = inPlace ? read("hardware/h200-sxm.hw.yaml") : "sentinel\n";
          writeFileSync(target, sentinel);
          const argv = inPlace
            ? ["calibrate", "out/mb.csv", "--hardware", "out/h200.hw.yaml", "--in-place"]
            : ["calibrate", "out/mb.csv", "--hardware", "h200-sxm", "-o", "out/h200.hw.yaml"];
          assertOutcome(runVenn(argv, cwd), { output: { path: target, sentinel } });
        },
      ),
      params(RUNS.calibrate),
    );
  }, 1_800_000);

  it("Hugging Face configs for import-hf", () => {
    const configs = readdirSync(join(ROOT, "test/fixtures/hf"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `test/fixtures/hf/${e.name}/config.json`)
      .sort();
    const deep = fc.integer({ min: 0, max: 3 }).map((k) => (k === 3 ? "[".repeat(20_000) : ""));
    fc.assert(
      fc.property(fc.constantFrom(...configs), edits, deep, (path, e, nesting) => {
        const doc = mutate(JSON.parse(read(path)), e.mutations);
        writeFileSync(join(cwd, "out/config.json"), nesting + editText(JSON.stringify(doc, null, 2), e.text));
        const target = join(cwd, "out/model.yaml");
        writeFileSync(target, "sentinel\n");
        const outcome = runVenn(["import-hf", "out/config.json", "-o", "out/model.yaml"], cwd);
        assertOutcome(outcome, { output: { path: target, sentinel: "sentinel\n" } });
      }),
      params(RUNS.hf),
    );
  }, 1_800_000);

  it("gzip torch traces for import-profile: edited, recompressed, truncated, corrupted or not gzip at all", () => {
    const traces = [
      readFileSync(join(ROOT, "test/fixtures/profiles/llama-3.1-8b-decode.torch-trace.json"), "utf8"),
      gunzipSync(
        readFileSync(
          join(ROOT, "test/fixtures/profiles/llama-3.1-8b-h200-bf16-b16-ctx4096-2steps.torch-trace.json.gz"),
        ),
      ).toString("utf8"),
    ];
    // What is done to the gzip bytes after the (edited) trace is compressed.
    const damage = fc.oneof(
      fc.constant({ kind: "none" as const }),
      fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("flip" as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
      fc.record({ kind: fc.constant("append" as const), bytes: fc.uint8Array({ maxLength: 64 }) }),
      fc.record({ kind: fc.constant("twice" as const) }),
      fc.record({ kind: fc.constant("random" as const), bytes: fc.uint8Array({ maxLength: 256 }) }),
    );
    const apply = (gz: Buffer, d: { kind: string; at?: number; byte?: number; bytes?: Uint8Array }) => {
      if (d.kind === "truncate") return gz.subarray(0, (d.at ?? 0) % gz.length);
      if (d.kind === "flip") {
        const out = Buffer.from(gz);
        out[(d.at ?? 0) % out.length] = d.byte ?? 0;
        return out;
      }
      if (d.kind === "append") return Buffer.concat([gz, Buffer.from(d.bytes ?? [])]);
      if (d.kind === "twice") return Buffer.concat([gz, gz]);
      if (d.kind === "random") return Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from(d.bytes ?? [])]);
      return gz;
    };
    fc.assert(
      fc.property(
        fc.constantFrom(0, 0, 0, 1),
        fc.array(textEdit, { maxLength: 2 }),
        damage,
        (which, textEdits, d) => {
          const gz = gzipSync(editText(traces[which] as string, textEdits));
          writeFileSync(join(cwd, "out/trace.json.gz"), apply(gz, d));
          const target = join(cwd, "out/measurements.csv");
          writeFileSync(target, "sentinel\n");
          const argv = [
            "import-profile",
            "--torch-trace",
            "out/trace.json.gz",
            "--map",
            "circuits/measurements/llama-3.1-8b.torch-eager.map.yaml",
            "--hardware",
            "h200-sxm",
            "--mode",
            "multi",
            "--rows",
            "16",
            "-o",
            "out/measurements.csv",
          ];
          assertOutcome(runVenn(argv, cwd), { output: { path: target, sentinel: "sentinel\n" } });
        },
      ),
      params(RUNS.gzip),
    );
  }, 1_800_000);

  it("import-hf over quantization_config variants, unknown types, --as and hub-cache paths", () => {
    const configs = readdirSync(join(ROOT, "test/fixtures/hf"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `test/fixtures/hf/${e.name}/config.json`)
      .sort();
    const number = fc.oneof(fc.constantFrom(-1, 0, 2, 3, 4, 8, 16, 32, 64, 128), fc.double(), fc.integer());
    const anyJson = fc.oneof(number, fc.boolean(), fc.constant(null), fc.string({ maxLength: 6 }));
    const quantArgs = fc.record(
      {
        num_bits: number,
        type: fc.constantFrom("int", "float", "nf4", 7),
        strategy: fc.constantFrom("tensor", "channel", "group", "block", "token", "tensor_group", "x"),
        group_size: fc.oneof(number, fc.constant(null)),
        block_structure: fc.oneof(fc.array(number, { maxLength: 3 }), fc.constant(null)),
        symmetric: fc.oneof(fc.boolean(), anyJson),
        dynamic: fc.oneof(fc.boolean(), fc.constant("local")),
      },
      { requiredKeys: [] },
    );
    const method = fc.constantFrom(
      "awq",
      "gptq",
      "fp8",
      "mxfp4",
      "bitsandbytes",
      "modelopt",
      "compressed-tensors",
      "hqq",
      "constructor",
      "__proto__",
      "",
    );
    const quant = fc.oneof(
      fc.constant(undefined),
      anyJson,
      // Issue 30's blocks, well formed and hostile: bitsandbytes NF4/FP4 and compressed-tensors W8A8 int8.
      ...[bnbFourBit(false), bnbFourBit(true), w8a8Int8(false), w8a8Int8(true)].map((g) =>
        g.map((b) => b.block),
      ),
      fc.record(
        {
          quant_method: fc.oneof(method, anyJson),
          bits: number,
          group_size: number,
          zero_point: anyJson,
          sym: anyJson,
          desc_act: anyJson,
          load_in_4bit: anyJson,
          load_in_8bit: anyJson,
          bnb_4bit_quant_type: fc.constantFrom("nf4", "fp4", 3),
          weight_block_size: fc.array(number, { maxLength: 3 }),
          activation_scheme: fc.constantFrom("dynamic", "static", 1),
          modules_to_not_convert: fc.oneof(
            fc.constant(null),
            fc.array(fc.constantFrom("lm_head", "self_attn", "x")),
          ),
          ignore: fc.array(
            fc.constantFrom(
              "lm_head",
              "re:.*self_attn.*",
              "re:.*mlp.gate$",
              "model.layers.0.mlp",
              "model.layers.61*",
            ),
            {
              maxLength: 3,
            },
          ),
          config_groups: fc.dictionary(
            fc.constantFrom("group_0", "group_1", "__proto__"),
            fc.record({
              weights: fc.oneof(quantArgs, anyJson),
              input_activations: fc.oneof(quantArgs, anyJson),
            }),
            { maxKeys: 2 },
          ),
          kv_cache_scheme: fc.oneof(fc.constant(null), quantArgs),
          quant_algo: fc.constantFrom("NVFP4", "FP8", "W4A16_AWQ", "?"),
          // ModelOpt's globs: the MTP layer past num_hidden_layers (kept), a layer inside the stack (refused).
          exclude_modules: fc.array(
            fc.constantFrom(
              "lm_head",
              "model.layers.61*",
              "model.layers.0*",
              "layers.99",
              "model.layers.*",
              7,
            ),
            { maxLength: 3 },
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const modelType = fc.option(
      fc.constantFrom("glm4_moe", "glm4_moe_next", "llama", "constructor", "__proto__", "toString", "x", ""),
      { nil: undefined },
    );
    const as = fc.option(fc.constantFrom("glm4_moe", "llama", "qwen3", "constructor", "__proto__", "nope"), {
      nil: undefined,
    });
    const segment = fc.stringMatching(/^[A-Za-z0-9._-]{0,12}$/);
    const hubPath = fc.tuple(segment, segment, fc.stringMatching(/^[0-9a-f]{0,40}$/));
    fc.assert(
      fc.property(
        fc.constantFrom(...configs),
        quant,
        modelType,
        as,
        hubPath,
        (path, q, type, asType, [org, name, rev]) => {
          const doc = JSON.parse(read(path)) as Record<string, unknown>;
          if (q === undefined) delete doc.quantization_config;
          else doc.quantization_config = q;
          if (type !== undefined) doc.model_type = type;
          const folder = `out/hub/models--${org}--${name}/snapshots/${rev}`;
          mkdirSync(join(cwd, folder), { recursive: true });
          writeFileSync(join(cwd, folder, "config.json"), JSON.stringify(doc, null, 2));
          const target = join(cwd, "out/model.yaml");
          writeFileSync(target, "sentinel\n");
          const args = ["import-hf", `${folder}/config.json`, "-o", "out/model.yaml"];
          const outcome = runVenn(asType === undefined ? args : [...args, "--as", asType], cwd);
          assertOutcome(outcome, { output: { path: target, sentinel: "sentinel\n" } });
        },
      ),
      params(RUNS.hfSchemes),
    );
  }, 1_800_000);

  it("venn check over a tree holding one mutated file", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CIRCUITS, ...MODELS, ...HARDWARE, "circuits/kernels/engine.kernels.yaml"),
        edits,
        (path, e) => {
          withFile(path, edited(path, e), () => assertOutcome(runVenn(["check", path], cwd)));
        },
      ),
      params(RUNS.check),
    );
  }, 1_800_000);
});
