// Diagnostics table (publint's testFixture): each folder under test/fixtures/errors is one case, mapped to the
// codes it yields in the order they are returned (file, line, col), and for most cases the line:col of each.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { calibrate } from "../../../src/calibrate/index.ts";
import {
  CODES,
  type Diagnostic,
  type DiagnosticCode,
  formatDiagnostic,
  sortDiagnostics,
} from "../../../src/diagnostics/index.ts";
import { parseEngineTable } from "../../../src/engine-tables/index.ts";
import { importHf } from "../../../src/import-hf/index.ts";
import { importProfile } from "../../../src/import-profile/index.ts";
import {
  type AnalyzeOptions,
  type AnalyzeResult,
  analyze,
  check,
  type DiffAtRefOptions,
  diffAtRef,
} from "../../../src/index.ts";
import { MAX_FILE_BYTES, readLengthHistogram, readTrace } from "../../../src/load/index.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const FIXTURES = "test/fixtures/errors";
const caseDir = (name: string) => join(ROOT, FIXTURES, name);

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "venn-diagnostics-"));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

type Case = [name: string, codes: DiagnosticCode[], at?: string[]];

// One line per case. `at` is "line:col" per diagnostic, as displayed (1-based).
const CASES: Case[] = [
  // load
  ["file-not-found", ["LOAD_FILE_NOT_FOUND"]],
  ["file-too-large", ["LOAD_FILE_TOO_LARGE"]],
  ["file-unreadable", ["LOAD_FILE_UNREADABLE"]],
  ["yaml-syntax", ["LOAD_YAML_SYNTAX", "LOAD_YAML_SYNTAX"]],
  ["yaml-duplicate-key", ["LOAD_YAML_SYNTAX"]],
  ["yaml-alias-bomb", ["LOAD_YAML_ALIAS_LIMIT"], ["3:8"]],
  ["yaml-too-deep", ["LOAD_YAML_TOO_DEEP"], ["2:107"]],
  ["key-forbidden", ["LOAD_KEY_FORBIDDEN"], ["3:3"]],
  ["number-invalid", ["LOAD_NUMBER_INVALID"], ["3:20"]],
  ["unknown-circuit-id", ["LOAD_UNKNOWN_ID"]],
  ["unknown-hardware-id", ["LOAD_UNKNOWN_ID"]],
  ["unknown-hf-id", ["LOAD_UNKNOWN_HF_ID"]],
  ["context-over-limit", ["MODEL_CONTEXT_OVER_LIMIT"], ["10:14"]],
  ["not-an-input", ["LOAD_NOT_AN_INPUT"]],
  ["git-rev-unknown", ["LOAD_GIT_REV_UNKNOWN"]],
  ["git-not-repo", ["LOAD_GIT_NOT_REPO"]],
  // validate: schema
  ["unknown-key-hardware", ["SCHEMA_INVALID", "SCHEMA_UNKNOWN_KEY"], ["7:1", "9:3"]],
  ["hardware-source-unknown", ["SCHEMA_INVALID"], ["12:38"]],
  ["unknown-op", ["SCHEMA_INVALID"], ["18:13"]],
  ["unknown-format", ["SCHEMA_INVALID", "SCHEMA_INVALID"], ["19:65", "21:34"]],
  ["format-not-canonical", ["SCHEMA_INVALID", "SCHEMA_INVALID"], ["19:65", "21:34"]],
  // validate: graph
  ["duplicate-node", ["GRAPH_DUPLICATE_NODE"], ["22:13"]],
  ["duplicate-edge", ["GRAPH_DUPLICATE_EDGE"], ["26:14"]],
  ["edge-unknown", ["GRAPH_EDGE_UNKNOWN", "GRAPH_EDGE_UNKNOWN"], ["15:15", "25:14"]],
  ["cycle", ["GRAPH_CYCLE"], ["17:9"]],
  ["reserved-dim", ["GRAPH_RESERVED_NAME", "GRAPH_RESERVED_NAME"], ["4:16", "4:27"]],
  ["unknown-switch", ["GRAPH_REFERENCE_UNKNOWN"], ["20:15"]],
  ["unknown-block", ["GRAPH_REFERENCE_UNKNOWN", "GRAPH_REFERENCE_UNKNOWN"], ["7:44", "9:13"]],
  ["unknown-state", ["GRAPH_REFERENCE_UNKNOWN"], ["23:34"]],
  ["op-missing-weight", ["OP_SIGNATURE"], ["18:13"]],
  ["op-missing-param", ["OP_SIGNATURE"], ["18:13"]],
  // validate: expressions
  ["expr-import", ["SHAPE_PARSE"], ["7:19"]],
  ["expr-unit", ["SHAPE_PARSE"], ["19:84"]],
  ["expr-implicit-mult", ["SHAPE_PARSE"], ["19:38"]],
  ["expr-evaluate", ["SHAPE_PARSE"], ["21:31"]],
  ["expr-function-assignment", ["SHAPE_PARSE"], ["7:19"]],
  ["undefined-symbol", ["SHAPE_UNDEFINED_SYMBOL"], ["21:50"]],
  ["expr-hostile", ["SHAPE_PARSE", "SHAPE_PARSE", "SHAPE_PARSE"], ["21:31", "25:50", "26:31"]],
  ["expr-layout-window", ["SHAPE_PARSE", "SHAPE_PARSE"], ["7:63", "17:91"]],
  // instantiate
  [
    "model-dim-misspelt",
    ["MODEL_DIM_MISSING", "MODEL_DIM_MISSING", "MODEL_DIM_UNKNOWN"],
    ["7:3", "7:3", "7:3"],
  ],
  ["switch-missing", ["MODEL_SWITCH_MISSING"]],
  ["override-unused", ["MODEL_OVERRIDE_UNUSED"], ["14:5"]],
  ["shape-zero", ["SHAPE_NOT_POSITIVE_INT"], ["21:50"]],
  ["shape-negative", ["SHAPE_NOT_POSITIVE_INT"], ["19:38"]],
  ["shape-fraction", ["SHAPE_NOT_POSITIVE_INT"], ["21:50"]],
  ["edge-shape-mismatch", ["EDGE_SHAPE_MISMATCH"], ["19:38"]],
  ["weight-name-collision", ["EDGE_SHAPE_MISMATCH"], ["24:25"]],
  ["duplicate-state", ["GRAPH_DUPLICATE_NODE"], ["18:15"]],
  ["format-not-divisible", ["FORMAT_NOT_DIVISIBLE"], ["18:65"]],
  // cost
  ["lane-missing", ["COST_LANE_MISSING", "COST_LANE_MISSING", "COST_LANE_MISSING", "COST_LANE_MISSING"]],
  ["scales-emulated", ["COST_SCALES_EMULATED"], ["75:3"]],
  ["engine-kernel-unmoved", ["COST_ENGINE_KERNEL_UNMOVED"], ["62:1"]],
  ["engine-preset-unsupported", ["COST_ENGINE_PRESET_UNSUPPORTED"], ["56:13"]],
  // shard (--parallel)
  [
    "shard-indivisible",
    Array(6).fill("SHARD_INDIVISIBLE") as DiagnosticCode[],
    ["30:47", "31:47", "44:81", "45:82", "46:82", "94:53"],
  ],
  ["shard-no-link", Array(4).fill("SHARD_NO_LINK") as DiagnosticCode[], ["48:1", "48:1", "48:1", "48:1"]],
  // layout spelt by the model's layer_pattern
  ["layer-pattern-invalid", ["MODEL_LAYER_PATTERN_INVALID"], ["7:16"]],
  // import-hf (positions point into the config.json)
  ["import-json-invalid", ["IMPORT_JSON_INVALID"], ["5:1"]],
  ["import-json-deep", ["IMPORT_JSON_INVALID"], ["1:297"]],
  ["import-model-type-unknown", ["IMPORT_MODEL_TYPE_UNKNOWN"], ["4:3"]],
  ["import-key-missing", ["IMPORT_KEY_MISSING"], ["1:1"]],
  ["import-value-invalid", ["IMPORT_VALUE_INVALID"], ["9:3"]],
  // the W8A8 int8 checkpoint, and no _name_or_path: both reported in one run
  ["import-quant-unsupported", ["IMPORT_QUANT_UNSUPPORTED", "IMPORT_SOURCE_UNKNOWN"], ["33:5", "1:1"]],
  // Qwen3-8B's config.json (test/fixtures/hf/qwen3-8b) has no _name_or_path: written, with a warning.
  ["import-source-unknown", ["IMPORT_SOURCE_UNKNOWN"], ["1:1"]],
  // GLM-4.5-Air's config.json (test/fixtures/hf/glm-4.5-air) read --as llama: the MoE fields the dense table leaves
  // unread, each where it is, and the count (12.44 B for a 106.85 B model); nothing is written.
  [
    "import-size-field-ignored",
    [
      "IMPORT_SIZE_FIELD_IGNORED",
      "IMPORT_SIZE_FIELD_IGNORED",
      "IMPORT_SIZE_FIELD_IGNORED",
      "IMPORT_SIZE_FIELD_IGNORED",
      "IMPORT_SIZE_FIELD_IGNORED",
      "IMPORT_SIZE_MISMATCH",
      "IMPORT_SOURCE_UNKNOWN",
    ],
    ["12:3", "20:3", "22:3", "23:3", "26:3", "19:3", "1:1"],
  ],
  ["import-fields-ignored", ["IMPORT_FIELDS_IGNORED"], ["20:3"]],
  ["import-output-invalid", ["IMPORT_OUTPUT_INVALID", "IMPORT_OUTPUT_INVALID"], ["1:1", "1:1"]],
  // kernel manifests (Venn)
  ["venn-duplicate-id", ["VENN_DUPLICATE_ID", "VENN_DUPLICATE_ID"], ["7:11", "10:11"]],
  ["venn-measurement-unknown", ["VENN_MEASUREMENT_UNKNOWN"], ["6:67"]],
  ["venn-param-unknown", ["VENN_PARAM_UNKNOWN", "VENN_PARAM_UNKNOWN"], ["10:7", "13:70"]],
  ["venn-format-unknown", ["VENN_FORMAT_UNKNOWN"], ["9:25"]],
  ["venn-values-missing", ["VENN_VALUES_MISSING"], ["10:17"]],
  ["venn-param-unsupplied", ["VENN_PARAM_UNSUPPLIED", "VENN_PARAM_UNSUPPLIED"], ["10:7", "10:7"]],
  // engine profiles: every problem in one run
  [
    "engine-invalid",
    ["SCHEMA_INVALID", "SCHEMA_UNKNOWN_KEY", "SCHEMA_INVALID", "SCHEMA_INVALID"],
    ["11:31", "12:1", "16:20", "17:11"],
  ],
  // fusion files
  ["fusion-duplicate-id", ["FUSION_DUPLICATE_ID", "FUSION_DUPLICATE_ID"], ["9:15", "13:9"]],
  ["fusion-member-unknown", ["FUSION_MEMBER_UNKNOWN"], ["11:26"]],
  ["fusion-group-disconnected", ["FUSION_GROUP_DISCONNECTED"], ["12:7"]],
  ["fusion-edge-escapes", ["FUSION_EDGE_ESCAPES", "FUSION_EDGE_ESCAPES"], ["11:9", "11:9"]],
  // measurements (CSV positions are the cell's; JSON positions come from the load stage's source map)
  ["csv-syntax", ["LOAD_CSV_SYNTAX", "LOAD_CSV_SYNTAX"], ["2:1", "3:49"]],
  // request traces (venn simulate --trace): the file, then each bad cell where it is written
  ["trace-format", ["LOAD_TRACE_FORMAT"], ["1:1"]],
  ["trace-row", ["LOAD_TRACE_ROW", "LOAD_TRACE_ROW"], ["3:1", "4:29"]],
  // named length distributions (venn simulate --isl FILE): each bad row where it is written
  ["lengths-row", ["LOAD_LENGTHS", "LOAD_LENGTHS"], ["4:4", "5:1"]],
  ["measure-site-unknown", ["MEASURE_SITE_UNKNOWN", "MEASURE_SITE_UNKNOWN"], ["3:1", "4:1"]],
  ["measure-family-unknown", ["MEASURE_FAMILY_UNKNOWN"], ["2:2"]],
  ["measure-hardware-unknown", ["MEASURE_HARDWARE_UNKNOWN"], ["2:14"]],
  ["measure-duplicate-row", ["MEASURE_DUPLICATE_ROW"], ["4:1"]],
  [
    "measure-schema-json",
    ["SCHEMA_INVALID", "SCHEMA_INVALID", "SCHEMA_INVALID", "SCHEMA_UNKNOWN_KEY"],
    ["5:82", "5:129", "6:5", "6:113"],
  ],
  // import-profile (positions point into the export or the name map)
  [
    "import-profile-column-missing",
    ["IMPORT_PROFILE_COLUMN_MISSING", "IMPORT_PROFILE_COLUMN_MISSING"],
    ["1:1", "1:1"],
  ],
  [
    "import-profile-pattern-invalid",
    ["IMPORT_PROFILE_PATTERN_INVALID", "IMPORT_PROFILE_PATTERN_INVALID"],
    ["4:14", "5:13"],
  ],
  ["import-profile-unmatched", ["IMPORT_PROFILE_UNMATCHED"], ["1:1"]],
  // engine kernel tables (engines/measurements/aic), parsed as the engine profiles read them
  ["engine-table-columns", ["ENGINE_TABLE_COLUMNS"], ["9:1"]],
  ["engine-table-provenance", ["ENGINE_TABLE_PROVENANCE"], ["1:1"]],
  [
    "engine-table-cell",
    ["ENGINE_TABLE_CELL", "ENGINE_TABLE_CELL", "ENGINE_TABLE_CELL", "ENGINE_TABLE_CELL"],
    ["10:48", "11:36", "12:5", "13:51"],
  ],
  ["engine-table-duplicate", ["ENGINE_TABLE_DUPLICATE"], ["12:1"]],
  ["import-profile-empty", ["IMPORT_PROFILE_EMPTY", "IMPORT_PROFILE_UNMATCHED"], ["3:3", "1:1"]],
  // venn calibrate (positions point into the microbenchmark table)
  ["calibrate-column-missing", ["CALIBRATE_COLUMN_MISSING"], ["2:1"]],
  ["calibrate-cell-missing", ["CALIBRATE_CELL_MISSING"], ["4:6"]],
  ["calibrate-no-date", ["CALIBRATE_NO_DATE"], ["1:1"]],
  ["calibrate-too-few-rows", ["CALIBRATE_TOO_FEW_ROWS"], ["1:1"]],
  ["calibrate-fit-invalid", ["CALIBRATE_FIT_INVALID"], ["1:1"]],
];

const RUN = { runs: [{ mode: "multi", rows: 1 }], context: 128 } as const;
const analyzeAt = (options: Omit<AnalyzeOptions, "runs" | "context">): AnalyzeResult =>
  analyze({ ...RUN, fusions: "none", cwd: ROOT, ...options });

/** A model file one byte over the input limit, in a temporary folder (megabytes are not committed). */
function writeTooLarge(): { dir: string; file: string } {
  const dir = tempDir();
  const file = join(dir, "big.model.yaml");
  const head = "schema: 1\nid: big\ncircuit: tiny\n";
  writeFileSync(file, head + "#".repeat(MAX_FILE_BYTES + 1 - head.length));
  return { dir, file };
}

/** import-hf over the case's config.json, as `venn import-hf` reads it (the pipeline never reads JSON). */
function importCase(name: string): Diagnostic[] {
  const file = `${FIXTURES}/${name}/config.json`;
  return importHf({ config: { text: readFileSync(join(ROOT, file), "utf8"), file } }).diagnostics;
}

/** import-hf --as TYPE over the case's config.json. */
/** A GEMM engine table of the case, parsed as the engine profiles read one. */
function engineTableCase(name: string): Diagnostic[] {
  const file = `${FIXTURES}/${name}/table.gemm.csv`;
  return parseEngineTable("gemm", readFileSync(join(ROOT, file), "utf8"), file).diagnostics;
}
const engineTableSpecial = (name: string) => ({
  check: () => engineTableCase(name),
  analyze: () => ({ diagnostics: engineTableCase(name) }),
});

function importAs(name: string, as: string) {
  const file = `${FIXTURES}/${name}/config.json`;
  return importHf({ config: { text: readFileSync(join(ROOT, file), "utf8"), file }, as });
}

/** The import (under --as when given), then the report over the model file it wrote. */
function importAsThenReport(name: string, as?: string): AnalyzeResult {
  const config = `${FIXTURES}/${name}/config.json`;
  const imported = as
    ? importAs(name, as)
    : importHf({ config: { text: readFileSync(join(ROOT, config), "utf8"), file: config } });
  if (imported.text === undefined) return { diagnostics: imported.diagnostics };
  const file = join(tempDir(), "imported.model.yaml");
  writeFileSync(file, imported.text);
  const result = analyzeAt({ model: file, hardware: ["h100-sxm"] });
  return { ...result, diagnostics: [...imported.diagnostics, ...result.diagnostics] };
}

/** import-profile over the case's export (nsys CSV or torch trace) and name map, as `venn import-profile` reads them. */
function importProfileRun(name: string) {
  const files = readdirSync(caseDir(name));
  const profile = files.find((f) => f.startsWith("profile."));
  if (!profile) throw new Error(`test setup: ${name} has no profile.* export`);
  const read = (f: string) => ({
    text: readFileSync(join(caseDir(name), f), "utf8"),
    file: `${FIXTURES}/${name}/${f}`,
  });
  return importProfile({
    profile: { kind: profile.endsWith(".csv") ? "nsys" : "torch-trace", ...read(profile) },
    map: read("map.yaml"),
    hardware: "h100-sxm",
    mode: "multi",
    rows: 1,
    context: 4096,
  });
}
const importProfileCase = (name: string) => importProfileRun(name).diagnostics;

/** The import, then the report over what it wrote (as a user would run them one after the other). */
function importThenReport(name: string): AnalyzeResult {
  const imported = importProfileRun(name);
  if (imported.text === undefined) return { diagnostics: imported.diagnostics };
  const file = join(tempDir(), "measurements.csv");
  writeFileSync(file, imported.text);
  const result = analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxm"], measurements: file });
  return { ...result, diagnostics: [...imported.diagnostics, ...result.diagnostics] };
}

/** `venn calibrate` of the case's microbench.csv against the shipped h200-sxm profile. */
function calibrateCase(name: string): Diagnostic[] {
  const file = `${FIXTURES}/${name}/microbench.csv`;
  const profile = "hardware/h200-sxm.hw.yaml";
  return calibrate({
    table: { text: readFileSync(join(ROOT, file), "utf8"), file },
    profile: { text: readFileSync(join(ROOT, profile), "utf8"), file: profile },
    cite: "microbench.csv",
  }).diagnostics;
}

/** The bundled llama-3.1-8b on h100-sxm with the case's measurements file (and the engine manifest for families). */
function measureCase(name: string): AnalyzeResult {
  const file = readdirSync(caseDir(name)).find((f) => f.startsWith("measurements."));
  if (!file) throw new Error(`test setup: ${name} has no measurements.* file`);
  return analyzeAt({
    model: "llama-3.1-8b",
    hardware: ["h100-sxm"],
    measurements: `${FIXTURES}/${name}/${file}`,
    ...(name === "measure-family-unknown" ? { kernels: "engine" } : {}),
  });
}
/** `venn diff --base-ref` over the bundled llama-3.1-8b: the git cases fail before anything is analyzed. */
const diffAt = (options: Partial<DiffAtRefOptions> & Pick<DiffAtRefOptions, "baseRef">): AnalyzeResult => ({
  diagnostics: diffAtRef({
    ...RUN,
    files: ["circuits/models/llama-3.1-8b.model.yaml"],
    hardware: ["h100-sxm"],
    fusions: "none",
    cwd: ROOT,
    ...options,
  }).diagnostics,
});

/** Cases whose inputs are not the plain files of their folder; null check means analyze-only. */
const SPECIAL: Record<string, { check: (() => Diagnostic[]) | null; analyze: () => AnalyzeResult }> = {
  "file-not-found": {
    check: () => check([`${FIXTURES}/file-not-found/missing.model.yaml`], ROOT).diagnostics,
    analyze: () =>
      analyzeAt({ model: `${FIXTURES}/file-not-found/missing.model.yaml`, hardware: ["h100-sxm"] }),
  },
  "file-too-large": {
    check: () => {
      const { dir } = writeTooLarge();
      return check([dir], dir).diagnostics;
    },
    analyze: () => {
      const { dir, file } = writeTooLarge();
      return analyzeAt({ model: file, hardware: ["h100-sxm"], cwd: dir });
    },
  },
  "file-unreadable": {
    check: () => check([`${FIXTURES}/file-unreadable/folder.model.yaml`], ROOT).diagnostics,
    analyze: () =>
      analyzeAt({ model: `${FIXTURES}/file-unreadable/folder.model.yaml`, hardware: ["h100-sxm"] }),
  },
  "git-rev-unknown": { check: null, analyze: () => diffAt({ baseRef: "no-such-rev" }) },
  "git-not-repo": {
    check: null,
    analyze: () => diffAt({ baseRef: "HEAD", files: ["llama-3.1-8b"], cwd: tempDir() }),
  },
  // `venn import-hf config.json --as glm4_moe`: an unknown type read on the table it resembles.
  "import-size-field-ignored": {
    check: () => importAs("import-size-field-ignored", "llama").diagnostics,
    analyze: () => importAsThenReport("import-size-field-ignored", "llama"),
  },
  "import-source-unknown": {
    check: () => importCase("import-source-unknown"),
    analyze: () => importAsThenReport("import-source-unknown"),
  },
  "import-fields-ignored": {
    check: () => importAs("import-fields-ignored", "glm4_moe").diagnostics,
    analyze: () => importAsThenReport("import-fields-ignored", "glm4_moe"),
  },
  "unknown-hardware-id": {
    check: null,
    analyze: () => analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxn"] }),
  },
  "context-over-limit": {
    check: null,
    analyze: () =>
      analyze({
        ...RUN,
        fusions: "none",
        cwd: ROOT,
        model: "llama-3.1-8b",
        hardware: ["h100-sxm"],
        context: 200_000,
      }),
  },
  "unknown-hf-id": {
    check: null,
    analyze: () => analyzeAt({ model: "meta-llama/Llama-9", hardware: ["h100-sxm"] }),
  },
  // `venn check notes.yaml`: a file named on the command line whose suffix is no input kind.
  "engine-table-columns": engineTableSpecial("engine-table-columns"),
  "engine-table-provenance": engineTableSpecial("engine-table-provenance"),
  "engine-table-cell": engineTableSpecial("engine-table-cell"),
  "engine-table-duplicate": engineTableSpecial("engine-table-duplicate"),
  "not-an-input": {
    check: () => check([`${FIXTURES}/not-an-input/notes.yaml`], ROOT).diagnostics,
    analyze: () => ({ diagnostics: check([`${FIXTURES}/not-an-input/notes.yaml`], ROOT).diagnostics }),
  },
  "venn-param-unsupplied": {
    check: null,
    analyze: () =>
      analyzeAt({
        model: "llama-3.1-8b",
        hardware: ["h100-sxm"],
        kernels: `${FIXTURES}/venn-param-unsupplied/tiny.kernels.yaml`,
      }),
  },
  ...Object.fromEntries(
    [
      "import-json-invalid",
      "import-json-deep",
      "import-model-type-unknown",
      "import-key-missing",
      "import-value-invalid",
      "import-quant-unsupported",
      "import-output-invalid",
    ].map((name) => [
      name,
      { check: () => importCase(name), analyze: () => ({ diagnostics: importCase(name) }) },
    ]),
  ),
  ...Object.fromEntries(
    [
      "csv-syntax",
      "measure-site-unknown",
      "measure-family-unknown",
      "measure-hardware-unknown",
      "measure-duplicate-row",
      "measure-schema-json",
    ].map((name) => [name, { check: null, analyze: () => measureCase(name) }]),
  ),
  ...Object.fromEntries(
    [
      "import-profile-column-missing",
      "import-profile-pattern-invalid",
      "import-profile-unmatched",
      "import-profile-empty",
    ].map((name) => [name, { check: () => importProfileCase(name), analyze: () => importThenReport(name) }]),
  ),
  ...Object.fromEntries(
    [
      "calibrate-column-missing",
      "calibrate-cell-missing",
      "calibrate-no-date",
      "calibrate-too-few-rows",
      "calibrate-fit-invalid",
    ].map((name) => [
      name,
      { check: () => calibrateCase(name), analyze: () => ({ diagnostics: calibrateCase(name) }) },
    ]),
  ),
  ...Object.fromEntries(
    ["trace-format", "trace-row"].map((name) => {
      const run = () => readTrace(`${caseDir(name)}/trace.csv`, `${FIXTURES}/${name}/trace.csv`).diagnostics;
      return [name, { check: run, analyze: () => ({ diagnostics: run() }) }];
    }),
  ),
  "lengths-row": (() => {
    const run = () => readLengthHistogram(`${FIXTURES}/lengths-row/bad.lengths.csv`, ROOT).diagnostics;
    return { check: run, analyze: () => ({ diagnostics: run() }) };
  })(),
  "shard-indivisible": {
    check: null,
    analyze: () =>
      analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxm"], parallel: { tp: 3, ep: 1, pp: 1 } }),
  },
  "shard-no-link": {
    check: null,
    analyze: () => analyzeAt({ model: "llama-3.1-8b", hardware: ["l4"], parallel: { tp: 16, ep: 1, pp: 1 } }),
  },
  "fusion-edge-escapes": {
    check: null,
    analyze: () =>
      analyzeAt({
        model: "llama-3.1-8b",
        hardware: ["h100-sxm"],
        fusions: `${FIXTURES}/fusion-edge-escapes/tiny.fusions.yaml`,
      }),
  },
  "lane-missing": {
    check: null,
    // Under pytorch, which states no NVFP4 path of its own (vLLM runs it weight-only on Hopper).
    analyze: () =>
      analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxm"], preset: "nvfp4", engine: "pytorch" }),
  },
  "scales-emulated": {
    check: null,
    analyze: () => analyzeAt({ model: "llama-3.3-70b-fp4", hardware: ["mi355x"] }),
  },
  "engine-preset-unsupported": {
    check: null,
    analyze: () =>
      analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxm"], engine: "gpt-fast", preset: "fp8" }),
  },
  "engine-kernel-unmoved": {
    check: null,
    analyze: () =>
      analyzeAt({
        model: "test/accuracy/models/llama-2-7b-int4-g32.model.yaml",
        hardware: ["l40s"],
        engine: "gpt-fast",
      }),
  },
};

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(join(dir, e.name)) : [join(dir, e.name)],
  );

function checkCase(name: string): Diagnostic[] | undefined {
  const special = SPECIAL[name];
  if (special) return special.check?.();
  return check([`${FIXTURES}/${name}`], ROOT).diagnostics;
}

/**
 * The whole pipeline over a case: its model; or the bundled llama-3.1-8b on its hardware profile; or, for a
 * circuit alone, a stub model next to a copy of it (analyze needs a model to reach a circuit).
 */
function analyzeCase(name: string): AnalyzeResult {
  const special = SPECIAL[name];
  if (special) return special.analyze();
  const files = filesIn(caseDir(name));
  const model = files.find((f) => f.endsWith(".model.yaml"));
  if (model) return analyzeAt({ model, hardware: ["h100-sxm"] });
  const fusions = files.find((f) => f.endsWith(".fusions.yaml"));
  if (fusions) return analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxm"], fusions });
  const kernels = files.find((f) => f.endsWith(".kernels.yaml"));
  if (kernels) return analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxm"], kernels });
  const engine = files.find((f) => f.endsWith(".engine.yaml"));
  if (engine) return analyzeAt({ model: "llama-3.1-8b", hardware: ["h100-sxm"], engine });
  const hardware = files.find((f) => f.endsWith(".hw.yaml"));
  if (hardware) return analyzeAt({ model: "llama-3.1-8b", hardware: [hardware] });
  const circuit = files.find((f) => f.endsWith(".circuit.yaml"));
  if (!circuit) throw new Error(`test setup: ${name} has no input file`);
  const dir = tempDir();
  mkdirSync(join(dir, "models"));
  copyFileSync(circuit, join(dir, "tiny.circuit.yaml"));
  writeFileSync(
    join(dir, "models", "stub.model.yaml"),
    "schema: 1\nid: stub\ncircuit: tiny\nsource: { hf: example/stub, revision: main }\ndims: {}\n" +
      "precision: { weight: bf16, act: bf16, kv_cache: bf16, dtype: bf16 }\n",
  );
  return analyzeAt({ model: join(dir, "models", "stub.model.yaml"), hardware: ["h100-sxm"], cwd: dir });
}

const diagnosticsOf = (name: string) => checkCase(name) ?? analyzeCase(name).diagnostics;
const first = (name: string, code: DiagnosticCode) => {
  const found = diagnosticsOf(name).find((d) => d.code === code);
  if (!found) throw new Error(`test setup: ${name} yields no ${code}`);
  return found;
};
const isError = (code: DiagnosticCode) => CODES[code].severity === "error";

describe("diagnostics fixtures", () => {
  it.each(CASES)("%s → %j", (name, codes, at) => {
    const diagnostics = diagnosticsOf(name);
    expect(diagnostics.map((d) => d.code)).toEqual(codes);
    if (at) expect(diagnostics.map((d) => `${d.line}:${d.col}`)).toEqual(at);
    // Files display relative to the working directory; no absolute path leaks into the text.
    for (const d of diagnostics) {
      expect(formatDiagnostic(d)).not.toContain(ROOT);
      expect(formatDiagnostic(d)).not.toContain(tmpdir());
    }
  });

  it.each(CASES)(
    "%s: analyze stops with the same codes, and a report only when nothing is an error",
    (name, codes) => {
      const result = analyzeCase(name);
      expect(result.diagnostics.map((d) => d.code)).toEqual(codes);
      if (codes.some(isError)) expect(result.report).toBeUndefined();
      else expect(result.report).toBeDefined();
    },
  );
});

// Where a likely fix exists the message names it (STYLE.md §4): case, code, the words that must appear.
const HINTS: [name: string, code: DiagnosticCode, hint: string][] = [
  ["unknown-hardware-id", "LOAD_UNKNOWN_ID", 'unknown hardware "h100-sxn"; did you mean "h100-sxm"?'],
  ["unknown-hf-id", "LOAD_UNKNOWN_HF_ID", "write one with venn import-hf path/to/config.json"],
  [
    "context-over-limit",
    "MODEL_CONTEXT_OVER_LIMIT",
    "beyond this model's max_context of 131072 (max_position_embeddings); give --context 131072 or less",
  ],
  [
    "fusion-member-unknown",
    "FUSION_MEMBER_UNKNOWN",
    'names member "nrom", which the group does not declare; did you mean "norm"?',
  ],
  [
    "fusion-edge-escapes",
    "FUSION_EDGE_ESCAPES",
    "expected written: true on this link, or the reader in the group",
  ],
  ["unknown-circuit-id", "LOAD_UNKNOWN_ID", 'unknown circuit "dense_gqb"; did you mean "dense_gqa"?'],
  ["unknown-key-hardware", "SCHEMA_UNKNOWN_KEY", 'unknown key "memory.bandwith"; did you mean "bandwidth"?'],
  ["format-not-canonical", "SCHEMA_INVALID", 'format "INT4/G128" is not canonical: write "int4/g128"'],
  ["edge-unknown", "GRAPH_EDGE_UNKNOWN", 'reads edge "z", which nothing produces; did you mean "h"?'],
  ["unknown-switch", "GRAPH_REFERENCE_UNKNOWN", 'unknown switch "biass"; did you mean "bias"?'],
  ["unknown-block", "GRAPH_REFERENCE_UNKNOWN", 'unknown layer kind "encoder"; did you mean "decoder"?'],
  ["unknown-state", "GRAPH_REFERENCE_UNKNOWN", 'unknown state "v_cahe"; did you mean "v_cache"?'],
  [
    "undefined-symbol",
    "SHAPE_UNDEFINED_SYMBOL",
    'uses "hiden", which is not a declared dim; did you mean "hidden"?',
  ],
  [
    "model-dim-misspelt",
    "MODEL_DIM_UNKNOWN",
    '"hiden" is not a dim or switch of circuit tiny; did you mean "hidden"?',
  ],
  [
    "model-dim-misspelt",
    "MODEL_DIM_MISSING",
    'dim "hidden" is needed by mlp.proj (circuit tiny) but the model does not set it; did you mean "hiden"?',
  ],
  ["expr-implicit-mult", "SHAPE_PARSE", "write * explicitly (units are not allowed)"],
  [
    "import-model-type-unknown",
    "IMPORT_MODEL_TYPE_UNKNOWN",
    'model_type "lama" has no import table; did you mean "llama"?',
  ],
  ["import-quant-unsupported", "IMPORT_QUANT_UNSUPPORTED", "nearest supported: nf4/g64dq"],
  [
    "measure-site-unknown",
    "MEASURE_SITE_UNKNOWN",
    'site "ffn.gate_upp" is not a site of llama-3.1-8b; did you mean "ffn.gate_up"?',
  ],
  [
    "measure-family-unknown",
    "MEASURE_FAMILY_UNKNOWN",
    'family "gemm_bf17" is not in kernel manifest engine; did you mean "gemm_bf16"?',
  ],
  [
    "measure-hardware-unknown",
    "MEASURE_HARDWARE_UNKNOWN",
    'hardware "h100-sxn" is not a profile; did you mean "h100-sxm"?',
  ],
  [
    "measure-schema-json",
    "SCHEMA_INVALID",
    'measurements[1].mode: "multy" is not one of single, multi, verify; did you mean "multi"?',
  ],
];

describe("hints", () => {
  it.each(HINTS)("%s: %s says %j", (name, code, hint) => {
    expect(first(name, code).message).toContain(hint);
  });
});

describe("the table covers the registry", () => {
  const tabled = new Set(CASES.flatMap(([, codes]) => codes));

  it.each(Object.keys(CODES) as DiagnosticCode[])("%s has a fixture case", (code) => {
    expect(tabled.has(code)).toBe(true);
  });

  it.each(Object.entries(CODES))("%s has a summary", (_code, row) => {
    expect(row.summary.trim()).not.toBe("");
  });

  it("every fixture folder has a row, and every row a folder", () => {
    const folders = readdirSync(join(ROOT, FIXTURES), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(CASES.map(([name]) => name).sort()).toEqual(folders);
  });
});

describe("formatted text of representative codes", () => {
  it("SCHEMA_UNKNOWN_KEY", () => {
    expect(formatDiagnostic(first("unknown-key-hardware", "SCHEMA_UNKNOWN_KEY"))).toMatchInlineSnapshot(
      `"test/fixtures/errors/unknown-key-hardware/tiny.hw.yaml:9:3 SCHEMA_UNKNOWN_KEY unknown key "memory.bandwith"; did you mean "bandwidth"? (expected one of capacity, bandwidth, usable)"`,
    );
  });

  it("MODEL_DIM_MISSING", () => {
    expect(formatDiagnostic(first("model-dim-misspelt", "MODEL_DIM_MISSING"))).toMatchInlineSnapshot(`
      "test/fixtures/errors/model-dim-misspelt/models/tiny.model.yaml:7:3 MODEL_DIM_MISSING dim "hidden" is needed by mlp.proj (circuit tiny) but the model does not set it; did you mean "hiden"?
        first needed by mlp.proj: test/fixtures/errors/model-dim-misspelt/tiny.circuit.yaml:20:50"
    `);
  });

  it("SHAPE_NOT_POSITIVE_INT", () => {
    expect(formatDiagnostic(first("shape-fraction", "SHAPE_NOT_POSITIVE_INT"))).toMatchInlineSnapshot(
      `"test/fixtures/errors/shape-fraction/tiny.circuit.yaml:21:50 SHAPE_NOT_POSITIVE_INT mlp.proj: output y cols "hidden / 3" = 21.3333 is a fraction; sizes must be positive integers"`,
    );
  });

  it("GRAPH_EDGE_UNKNOWN", () => {
    expect(formatDiagnostic(first("edge-unknown", "GRAPH_EDGE_UNKNOWN"))).toMatchInlineSnapshot(
      `"test/fixtures/errors/edge-unknown/tiny.circuit.yaml:15:15 GRAPH_EDGE_UNKNOWN block mlp (out.x) reads edge "z", which nothing produces; did you mean "h"? (available: h, y)"`,
    );
  });

  it("COST_LANE_MISSING", () => {
    expect(formatDiagnostic(first("lane-missing", "COST_LANE_MISSING"))).toMatchInlineSnapshot(
      `"hardware/h100-sxm.hw.yaml:74:1 COST_LANE_MISSING attn.o_proj (nvfp4/g16 × nvfp4/g16) needs the fp4 lane, which h100-sxm lacks (has bf16, fp8, int8, fp32) and declares no fallback for"`,
    );
  });
});

describe("formatted text of the measurement codes", () => {
  it("MEASURE_DUPLICATE_ROW points at the second row and back at the first", () => {
    expect(formatDiagnostic(first("measure-duplicate-row", "MEASURE_DUPLICATE_ROW"))).toMatchInlineSnapshot(`
      "test/fixtures/errors/measure-duplicate-row/measurements.csv:4:1 MEASURE_DUPLICATE_ROW site ffn.gate_up on h100-sxm multi:1 context 128 is measured twice; keep one row (or average them before writing the file)
        first measured: test/fixtures/errors/measure-duplicate-row/measurements.csv:2:35"
    `);
  });

  it("IMPORT_PROFILE_UNMATCHED names the kernels left out and their share of time", () => {
    expect(
      formatDiagnostic(first("import-profile-unmatched", "IMPORT_PROFILE_UNMATCHED")),
    ).toMatchInlineSnapshot(
      `"test/fixtures/errors/import-profile-unmatched/profile.nsys.csv:1:1 IMPORT_PROFILE_UNMATCHED 1 kernel name matches no map entry (55% of kernel time) and is left out: void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<flo..."`,
    );
  });
});

describe("venn check over whole folders", () => {
  it("the repository's own circuits, models and profiles are clean", () => {
    const result = check([], ROOT);
    expect(result.files).toContain("circuits/dense_gqa.circuit.yaml");
    expect(result.files).toContain("circuits/models/llama-3.1-8b.model.yaml");
    expect(result.files).toContain("hardware/h100-sxm.hw.yaml");
    expect(result.diagnostics).toEqual([]);
  });

  it("test/fixtures/errors yields every problem of every case in one run", () => {
    const result = check([FIXTURES], ROOT);
    const perCase = CASES.filter(([name]) => !SPECIAL[name]).flatMap(([name]) => checkCase(name) ?? []);
    expect(result.diagnostics).toEqual(sortDiagnostics(perCase));

    // Several problems in one file are all reported, not only the first.
    const perFile = new Map<string, number>();
    for (const d of result.diagnostics) perFile.set(d.file ?? "", (perFile.get(d.file ?? "") ?? 0) + 1);
    expect(perFile.get(`${FIXTURES}/model-dim-misspelt/models/tiny.model.yaml`)).toBe(3);
    expect(perFile.get(`${FIXTURES}/yaml-syntax/tiny.circuit.yaml`)).toBe(2);
    expect(perFile.get(`${FIXTURES}/unknown-format/tiny.circuit.yaml`)).toBe(2);
    expect(perFile.get(`${FIXTURES}/edge-unknown/tiny.circuit.yaml`)).toBe(2);
  });
});

// Positions and hints found missing while writing this suite, now fixed.
describe("positions and hints", () => {
  it("LOAD_YAML_SYNTAX points at each syntax error", () => {
    expect(diagnosticsOf("yaml-syntax").map((d) => `${d.line}:${d.col}`)).toEqual(["7:1", "8:1"]);
  });

  it("LOAD_YAML_SYNTAX points at a duplicate key", () => {
    expect(diagnosticsOf("yaml-duplicate-key").map((d) => `${d.line}:${d.col}`)).toEqual(["5:1"]);
  });

  // A misspelt enum value or format has an obvious nearest spelling, but the message only lists them all.
  it('an unknown op ("linaer") suggests "linear"', () => {
    expect(first("unknown-op", "SCHEMA_INVALID").message).toContain('did you mean "linear"?');
  });

  it('an unknown format ("bf17") suggests "bf16"', () => {
    expect(first("unknown-format", "SCHEMA_INVALID").message).toContain('did you mean "bf16"?');
  });
});
