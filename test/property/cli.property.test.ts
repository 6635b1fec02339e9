// Random argument vectors for every verb: each run is a report, positioned diagnostics or a usage message.
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { makeFixtureTree } from "./fixture-tree.ts";
import { acceptRate } from "./generators.ts";
import { announce, assertOutcome, params, printSeen, removeDir, runVenn } from "./harness.ts";

const RUNS = 2_500;
const EXTREME_RUNS = 200;
let cwd = "";
beforeAll(() => {
  cwd = makeFixtureTree("cli");
  announce("cli argv", RUNS + EXTREME_RUNS);
});
afterAll(() => {
  printSeen("cli argv");
  removeDir(cwd);
});

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
/** Text no report could hold by accident: never the words the oracle looks for in output. */
const junk = fc
  .string({ unit: "grapheme", maxLength: 12 })
  .filter((s) => !/NaN|Infinity|undefined/.test(s) && !s.startsWith("-"));
const number = pick(
  "0",
  "1",
  "-1",
  "3.5",
  "1e3",
  "1e309",
  "NaN",
  "Infinity",
  "-0",
  "9007199254740993",
  "99999999999999999999",
  "0x10",
  " 7",
  "",
);

const model = fc.oneof(
  pick("llama-3.1-8b", "qwen3-30b-a3b", "gpt-oss-20b", "nemotron-h-8b", "mixtral-8x7b", "qwen3-next-80b-a3b"),
  // Any case, and the Hugging Face name the model file's source: names (issue 19).
  pick(
    "LLAMA-3.1-8B",
    "Qwen3-30B-A3B",
    "meta-llama/Llama-3.1-8B",
    "Qwen/Qwen3-8B",
    "meta-llama/",
    "/Llama-3.1-8B",
  ),
  pick(
    "circuits/models/llama-3.1-8b.model.yaml",
    "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml",
    "folder.model.yaml",
    "empty.model.yaml",
    "missing.model.yaml",
    "README.md",
    "hardware/h100-sxm.hw.yaml",
    "circuits/dense_gqa.circuit.yaml",
    "circuits",
    "llama",
    "",
    "/",
    "..",
  ),
  junk,
);
const hardwareId = pick(
  "h100-sxm",
  "H100-SXM",
  "B200",
  "h100-SXM",
  "b200",
  "mi300x",
  "gb10",
  "l4",
  "gaudi3",
  "h100",
  "nope",
  "folder.hw.yaml",
  "binary.hw.yaml",
  "hardware/b200.hw.yaml",
  "README.md",
  "",
);
const hardware = fc.oneof(
  hardwareId,
  fc.array(hardwareId, { minLength: 1, maxLength: 3 }).map((h) => h.join(",")),
  junk,
);
const runs = fc.oneof(
  fc
    .tuple(
      pick("multi", "single", "verify"),
      fc.array(fc.integer({ min: 1, max: 4096 }), { minLength: 1, maxLength: 3 }),
    )
    .map(([mode, rows]) => `${mode}:${rows.join(",")}`),
  pick(
    "multi:16,single:2048",
    "multi:1,verify:4",
    "VERIFY:8",
    "verify:1000000",
    "MULTI:1",
    "single:1000000",
    "multi:",
    "multi:0",
    "multi:-1",
    "decode:1",
    "multi:1e3",
    "single:99999999999999999999",
    "multi:9007199254740993",
    "multi:1,,2",
    ":",
    "multi:1:2",
    "",
  ),
  junk,
);
const context = fc.oneof(
  fc.integer({ min: 0, max: 1 << 20 }).map(String),
  number,
  pick("9007199254740991", "4096"),
);
const preset = pick(
  "bf16",
  "fp8",
  "nvfp4",
  "w4a16",
  "w8a16",
  "mxfp4",
  "model",
  "fp9",
  "",
  "BF16",
  "FP8",
  "NvFp4",
  "fp8,nvfp4",
);
const kvCache = pick(
  "fp8/tensor",
  "fp8",
  "FP8",
  "bf16",
  "nvfp4/g16",
  "int4/g128",
  "fp8/g0",
  "fp8/block0x0",
  "fp8/g7",
  "fp8/g99999999999999999999",
  "mxfp4/g32",
  "",
);
const kernels = pick(
  "engine",
  "nope",
  "circuits/kernels/engine.kernels.yaml",
  "README.md",
  "folder.model.yaml",
  "",
);
/** --engine: the shipped ids, a path, a near miss, and what is no engine. */
const engine = pick(
  "vllm",
  "gpt-fast",
  "llama.cpp",
  "tensorrt-llm-0.5",
  "engines/sglang.engine.yaml",
  "VLLM",
  "vlm",
  "nope",
  "README.md",
  "hardware/h100-sxm.hw.yaml",
  "",
);
const measurements = pick(
  "test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv",
  "test/fixtures/profiles/llama-3.1-8b-decode.torch-trace.json",
  "test/fixtures/profiles/llama-3.1-8b-h200-bf16-b16-ctx4096-2steps.torch-trace.json.gz",
  "test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv",
  "README.md",
  "folder.model.yaml",
  "missing.csv",
  "circuits",
);
const format = pick("md", "json", "html", "text", "TEXT", "Text", "txt", "pdf", "", "MD");
/** --width: the range 60-100 and its edges, and what is not a width. */
const width = fc.oneof(fc.integer({ min: 40, max: 140 }).map(String), number);
/** Where outputs may go: inside the private tree, or places that cannot be written. */
const OUTPUTS = [
  "out/report.md",
  "out/report.json",
  "out/report.html",
  "out/new/deeper/r.md",
  "README.md/x.md",
  "/proc/nope/x.md",
  "out",
  "out/",
];
const output = pick(...OUTPUTS);
const outDir = pick("out/dir", "README.md", "README.md/sub", "/proc/nope");
const hfConfig = pick(
  "test/fixtures/hf/llama-3.1-8b/config.json",
  "test/fixtures/hf/deepseek-v3/config.json",
  "test/fixtures/hf/gpt-oss-20b/config.json",
  "test/fixtures/hf/README.md",
  "test/fixtures/hf",
  "missing.json",
  "README.md",
);

/** --price ID=USD/h: well formed, unknown ids, negative, zero, junk, repeated ids. */
const price = fc.oneof(
  fc.tuple(hardwareId, fc.double({ min: 0.01, max: 100, noNaN: true })).map(([id, usd]) => `${id}=${usd}`),
  pick(
    "h100-sxm=-1",
    "mi355x=0",
    "=2",
    "h100-sxm",
    "h100-sxm=abc",
    "h100-sxm=1,h100-sxm=2",
    "mi355x=$2.95 USD/h",
  ),
  junk,
);

/** The costing verbs more often: they reach the most code. */
const verbName = fc.oneof(
  { weight: 4, arbitrary: fc.constant("report") },
  { weight: 2, arbitrary: pick("compare", "diff") },
  { weight: 1, arbitrary: pick("union", "check", "list", "import-hf", "import-profile", "schema") },
);

type Flag = fc.Arbitrary<string[]>;
const flag = (name: string, value: fc.Arbitrary<string>): Flag => value.map((v) => [name, v]);
const bare = (name: string): Flag => fc.constant([name]);

/** Each verb: its positional arguments and the flags it knows (plus a few it does not). */
const VERBS: Record<string, { positional: fc.Arbitrary<string[]>; flags: Flag[] }> = {
  report: {
    positional: fc.array(model, { minLength: 0, maxLength: 2 }),
    flags: [
      flag("--hardware", hardware),
      flag("--runs", runs),
      flag("--context", context),
      flag("--precision", preset),
      flag("--kernels", kernels),
      flag(
        "--against",
        fc.array(model, { minLength: 1, maxLength: 2 }).map((m) => m.join(",")),
      ),
      flag("--kv-cache", kvCache),
      flag("--price", price),
      flag("--graphs", pick("on", "off", "maybe")),
      flag("--engine", engine),
      flag("--measurements", measurements),
      flag("--format", format),
      flag("--width", width),
      bare("--wide"),
      flag("-o", output),
      flag("--out", outDir),
      flag("--accept", acceptRate),
    ],
  },
  compare: {
    positional: fc.array(model, { minLength: 0, maxLength: 2 }),
    flags: [
      flag(
        "--hardware",
        fc.oneof(
          hardwareId,
          fc.array(hardwareId, { minLength: 1, maxLength: 2 }).map((h) => h.join(",")),
        ),
      ),
      flag("--runs", runs),
      flag("--context", context),
      flag(
        "--precision",
        fc.array(preset, { minLength: 1, maxLength: 2 }).map((p) => p.join(",")),
      ),
      flag("--kv-cache", kvCache),
      flag("--price", price),
      flag("--graphs", pick("on", "off", "")),
      flag("--engine", engine),
      flag("--measurements", measurements),
      flag("--kernels", kernels),
      flag("--format", format),
      flag("--width", width),
      bare("--wide"),
      flag("-o", output),
    ],
  },
  diff: {
    positional: fc.array(model, { minLength: 0, maxLength: 3 }),
    flags: [
      flag("--hardware", hardware),
      flag("--runs", runs),
      flag("--context", context),
      flag("--precision", preset),
      flag("--base-ref", pick("HEAD", "no-such-rev", "-x", "", "HEAD~99999")),
      flag("--model", model),
      flag("--kernels", kernels),
      flag("--fail-on-regression", number),
      flag("--graphs", pick("on", "off")),
      flag("--engine", engine),
      flag("--measurements", measurements),
      flag("--format", format),
      flag("--width", width),
      bare("--wide"),
      flag("-o", output),
    ],
  },
  union: {
    positional: fc.array(model, { minLength: 0, maxLength: 3 }),
    flags: [
      flag("--kernels", kernels),
      flag("--hardware", hardwareId),
      flag("--runs", runs),
      flag("--context", context),
      flag("--format", format),
      flag("--width", width),
      bare("--wide"),
      flag("-o", output),
    ],
  },
  check: {
    positional: fc.array(
      // Never a folder above the private tree: check walks what it is given.
      fc.oneof(
        model.filter((m) => !m.startsWith("/") && !m.includes("..")),
        pick("circuits", "hardware", "circuits/kernels", "test/fixtures/hf", "out", "README.md/x", "."),
      ),
      { maxLength: 3 },
    ),
    flags: [],
  },
  list: {
    positional: fc.array(pick("hardware", "models", "circuits", "formats", "presets", "ops", "gpus", ""), {
      maxLength: 2,
    }),
    flags: [],
  },
  "import-hf": {
    positional: fc.array(hfConfig, { minLength: 0, maxLength: 2 }),
    flags: [
      flag("--quant-config", hfConfig),
      flag(
        "--meta",
        pick("test/fixtures/hf/deepseek-v3/meta.yaml", "README.md", "missing.yaml", "test/fixtures/hf"),
      ),
      flag("--id", fc.oneof(junk, pick("my-model", "../escape", "a/b", ""))),
      flag("--hf", fc.oneof(junk, pick("meta-llama/Llama-3.1-8B", "no-slash", "a/b/c", ""))),
      flag("--revision", fc.oneof(junk, pick("main", ""))),
      flag("--as", fc.oneof(junk, pick("glm4_moe", "qwen2_moe", "constructor", "__proto__", "toString", ""))),
      flag("-o", output),
    ],
  },
  "import-profile": {
    positional: fc.array(junk, { maxLength: 1 }),
    flags: [
      flag("--nsys", measurements),
      flag("--torch-trace", measurements),
      flag(
        "--map",
        pick(
          "circuits/measurements/llama-3.1-8b.vllm.map.yaml",
          "circuits/measurements/llama-3.1-8b.torch-eager.map.yaml",
          "README.md",
          "missing.yaml",
          "circuits",
        ),
      ),
      flag("--hardware", hardwareId),
      flag("--mode", pick("multi", "single", "verify", "decode", "")),
      flag("--rows", number),
      flag("--context", context),
      flag("--steps", number),
      flag("--precision", preset),
      flag("--source", junk),
      flag("-o", output),
    ],
  },
  schema: { positional: fc.constant([]), flags: [flag("--out", outDir)] },
};
const EXTRA: Flag[] = [
  bare("--help"),
  bare("-V"),
  flag("--bogus", junk),
  // Options people guess (issue 19): each names the real one.
  flag("--tp", number),
  flag("--batch", number),
  flag("--hw", hardwareId),
  flag("--gpu", hardwareId),
  bare("--"),
  flag("--hardware", junk),
];

/** A verb (or a bogus one), its positionals and a random subset of its flags in random order. */
const argv: fc.Arbitrary<string[]> = fc.oneof(
  {
    weight: 12,
    arbitrary: verbName.chain((verb) => {
      const spec = VERBS[verb] as (typeof VERBS)[string];
      const flags = [...spec.flags, ...EXTRA];
      return fc
        .tuple(
          spec.positional,
          fc.shuffledSubarray(
            flags.map((_, i) => i),
            { maxLength: Math.min(7, flags.length) },
          ),
          fc.integer({ min: 0, max: 19 }),
        )
        .chain(([positional, chosen, rare]) =>
          fc.tuple(...chosen.map((i) => flags[i] as Flag)).map((pairs) => {
            // Required flags are usually present, so most vectors get past usage to the inputs.
            const base = [verb, ...positional, ...pairs.flat()];
            return rare === 0 ? base.slice(0, -1) : base;
          }),
        );
    }),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(junk, pick("report", "--help", "-o", "--format")), { maxLength: 4 }),
  },
);

/** Biased towards runs that reach the pipeline: the verb's usual required flags are filled in when missing. */
function withRequired(args: string[], seedFlags: number): string[] {
  const [verb] = args;
  const has = (f: string) => args.includes(f);
  const add: string[] = [];
  if (seedFlags % 3 !== 0) {
    if ((verb === "report" || verb === "compare" || verb === "diff") && !has("--hardware"))
      add.push("--hardware", "h100-sxm");
    if (verb === "union" && !has("--kernels")) add.push("--kernels", "engine");
    if ((verb === "report" || verb === "compare") && args.length < 2) add.push("llama-3.1-8b");
  }
  return [...args, ...add];
}

function resetOutputs() {
  const out = join(cwd, "out");
  for (const name of readdirSync(out)) rmSync(join(out, name), { recursive: true, force: true });
  for (const name of ["report.md", "report.json", "report.html"])
    writeFileSync(join(out, name), "sentinel\n");
}

describe("CLI argument vectors", () => {
  it("every vector exits 0, 1 or 2 with a report, positioned diagnostics or a usage message", () => {
    fc.assert(
      fc.property(argv, fc.nat(), (args, seedFlags) => {
        resetOutputs();
        const vector = withRequired(args, seedFlags);
        const outcome = runVenn(vector, cwd);
        const target = vector[vector.indexOf("-o") + 1];
        const outputPath =
          vector.includes("-o") && target?.startsWith("out/report.") ? join(cwd, target) : undefined;
        assertOutcome(outcome, outputPath ? { output: { path: outputPath, sentinel: "sentinel\n" } } : {});
        if (outcome.code !== 0) {
          // A failed run creates nothing: no new folder under out/, no --out files.
          const left = readdirSync(join(cwd, "out")).filter((n) => !n.startsWith("report."));
          if (left.length)
            throw new Error(
              `venn ${vector.join(" ")} failed (exit ${outcome.code}) but left ${left.join(", ")}`,
            );
        }
        if (existsSync(join(cwd, "README.md", "x.md"))) throw new Error("wrote below a file");
      }),
      params(RUNS),
    );
  }, 1_800_000);
});

describe("extreme run points on real inputs", () => {
  const big = fc.oneof(
    fc.integer({ min: 1, max: 64 }),
    fc.integer({ min: 1, max: 2 ** 31 }),
    fc.constantFrom(2 ** 53 - 1, 2 ** 40, 1e15),
  );
  const point = fc.record({
    verb: fc.constantFrom("report", "report", "compare", "diff"),
    model: fc.constantFrom(
      "llama-3.1-8b",
      "qwen3-30b-a3b",
      "gpt-oss-20b",
      "nemotron-h-8b",
      "qwen3-next-80b-a3b",
      "gemma-3-27b",
    ),
    hardware: fc.constantFrom("h100-sxm", "b200", "mi300x", "gb10", "gaudi3", "l4"),
    mode: fc.constantFrom("multi", "single", "verify"),
    rows: fc.array(big, { minLength: 1, maxLength: 2 }),
    context: fc.oneof(fc.constant(0), big),
    precision: fc.constantFrom(undefined, "fp8", "nvfp4", "w4a16", "mxfp4"),
    graphs: fc.constantFrom(undefined, "on", "off"),
    format: fc.constantFrom("md", "json", "json", "html"),
    accept: fc.constantFrom(undefined, "0", "0.7", "0.999999"),
  });
  it("never renders NaN, Infinity or undefined, whatever the rows and context", () => {
    fc.assert(
      fc.property(point, (p) => {
        const second = p.verb === "diff" ? ["test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml"] : [];
        const vector = [
          p.verb,
          p.verb === "diff" ? "llama-3.1-8b" : p.model,
          ...second,
          "--hardware",
          p.hardware,
          "--runs",
          `${p.mode}:${p.rows.join(",")}`,
          "--context",
          String(p.context),
          ...(p.precision ? ["--precision", p.precision] : []),
          ...(p.graphs ? ["--graphs", p.graphs] : []),
          // --accept needs a verify run; report only.
          ...(p.accept && p.verb === "report" && p.mode === "verify" ? ["--accept", p.accept] : []),
          "--format",
          p.format,
        ];
        const first = runVenn(vector, cwd);
        assertOutcome(first);
        // Same inputs, same bytes: checked on every fifth case (a second full report costs as much as the first).
        if (p.rows[0] !== undefined && p.rows[0] % 5 === 0) {
          const again = runVenn(vector, cwd);
          if (again.stdout !== first.stdout || again.code !== first.code)
            throw new Error(`venn ${vector.join(" ")} gave different output on a second run`);
        }
      }),
      params(EXTREME_RUNS),
    );
  }, 1_800_000);
});
