// Import-hf: a Hugging Face config.json (and hf_quant_config.json) → the text of a model file, with diagnostics.
import {
  closest,
  type Diagnostic,
  type DiagnosticArgs,
  type DiagnosticCode,
  type DiagnosticOf,
  diagnose,
} from "../diagnostics/index.ts";
import { type Json, type Position, type PositionedJson, parseJson } from "./json.ts";
import {
  type DimRule,
  MODEL_TYPES,
  type ModelTypeRow,
  type NumberSource,
  type PatternSource,
  type SwitchSource,
  TORCH_DTYPES,
} from "./tables.ts";

/** A text file handed in by the caller (the CLI reads it; this module never touches the file system). */
export interface TextFile {
  text: string;
  file: string;
}

export interface ImportHfInput {
  config: TextFile;
  /** ModelOpt's hf_quant_config.json, where a checkpoint keeps its quantization beside config.json. */
  quant?: TextFile;
  /** YAML sections copied verbatim into the model file: id, name, source, published (what config.json cannot say). */
  meta?: TextFile;
  id?: string;
  hf?: string;
  revision?: string;
  /** Where the model JSON Schema is, relative to the written file (default: as from circuits/models/). */
  schemaPath?: string;
}

export interface ImportHfResult {
  text?: string;
  circuit?: string;
  diagnostics: Diagnostic[];
}

type Dict = { [key: string]: Json };
const isDict = (v: Json | undefined): v is Dict => typeof v === "object" && v !== null && !Array.isArray(v);
const show = (v: Json | undefined) => (v === undefined ? "absent" : JSON.stringify(v));

/** A config, with where each of its keys sits. */
class Config {
  readonly json: PositionedJson;
  readonly file: string;
  readonly nested: string | undefined;
  constructor(json: PositionedJson, file: string, nested?: string) {
    this.json = json;
    this.file = file;
    this.nested = nested;
  }

  get root(): Dict {
    return isDict(this.json.value) ? this.json.value : {};
  }

  /** A key from the nested section first (Gemma 3's text_config), then the top level; null counts as absent. */
  get(key: string): { value: Json; path: string } | undefined {
    const section = this.nested ? this.root[this.nested] : undefined;
    if (this.nested && isDict(section) && section[key] !== undefined && section[key] !== null)
      return { value: section[key], path: `${this.nested}.${key}` };
    const value = this.root[key];
    return value === undefined || value === null ? undefined : { value, path: key };
  }

  /** Where a key (or a dotted path) is; a missing one points at the object that should hold it. */
  where(keyOrPath: string): Location {
    const path = this.get(keyOrPath)?.path ?? keyOrPath;
    const parent = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : (this.nested ?? "");
    const position = this.json.positions.get(path) ??
      this.json.positions.get(parent) ??
      this.json.positions.get("") ?? { line: 1, col: 1 };
    return { file: this.file, ...position };
  }
}

interface Location extends Position {
  file: string;
}

/** A diagnostic pointing at a place in a JSON file (positions come from our parser, not the YAML loader). */
function located<C extends DiagnosticCode>(code: C, args: DiagnosticArgs<C>, at: Location): DiagnosticOf<C> {
  return { ...diagnose(code, args, { file: at.file, path: [] }), line: at.line, col: at.col };
}

/** A value and the comment that says where it came from. */
interface Sourced<T> {
  value: T;
  comment: string;
}

/** What one source yields: a value, a key the config lacks, or a key holding the wrong type. */
type Read<T> = Sourced<T> | { missing: string } | { wrong: string; value: Json };

/** A config value of the wanted JSON type, or why there is none. */
function typed<T>(config: Config, key: string, is: (v: Json) => v is T & Json): Read<T> {
  const found = config.get(key);
  if (!found) return { missing: key };
  return is(found.value)
    ? { value: found.value, comment: found.path }
    : { wrong: found.path, value: found.value };
}
const isNumber = (v: Json): v is number => typeof v === "number";
const isBoolean = (v: Json): v is boolean => typeof v === "boolean";

function readNumber(config: Config, source: NumberSource): Read<number> {
  if ("key" in source) return typed(config, source.key, isNumber);
  if ("default" in source) return { value: source.default, comment: source.note };
  if ("fallback" in source) {
    const got = typed(config, source.fallback, isNumber);
    return "comment" in got ? { value: got.value, comment: `${got.comment} (${source.note})` } : got;
  }
  const [a, b] = "quotient" in source ? source.quotient : source.product;
  const [x, y] = [typed(config, a, isNumber), typed(config, b, isNumber)];
  if (!("comment" in x)) return x;
  if (!("comment" in y)) return y;
  return "quotient" in source
    ? { value: x.value / y.value, comment: `${x.comment} / ${y.comment}` }
    : { value: x.value * y.value, comment: `${x.comment} × ${y.comment} (${y.value})` };
}

function readSwitch(config: Config, source: SwitchSource): Read<boolean> {
  if ("key" in source) return typed(config, source.key, isBoolean);
  if ("isSet" in source) {
    const found = config.get(source.isSet);
    return {
      value: found !== undefined,
      comment: `${source.isSet} ${found ? "is set" : "is absent or null"}`,
    };
  }
  if ("default" in source) return { value: source.default, comment: source.note };
  return { value: source.value, comment: source.note };
}

/**
 * The first source that yields; a documented default names the key it stands in for. A key of the wrong type stops
 * the search (it is there, and wrong); when nothing yields, the first missing key is the one to name.
 */
function firstOf<T, S extends object>(
  sources: readonly S[],
  read: (source: S) => Read<T>,
): Sourced<T> | { missing: string } | { wrong: string; value: Json } {
  let missing: string | undefined;
  for (const source of sources) {
    const r = read(source);
    if ("wrong" in r) return r;
    if ("missing" in r) missing ??= r.missing;
    else return "default" in source && missing ? { ...r, comment: `${missing} absent; ${r.comment}` } : r;
  }
  return { missing: missing ?? "" };
}

/** The layer pattern, one letter per layer, from the first source the config has. */
function readPattern(
  config: Config,
  sources: readonly PatternSource[],
  layers: number,
  fail: (key: string, value: string, expected: string) => void,
): Sourced<string> | { missing: string } {
  for (const source of sources) {
    if ("list" in source) {
      const found = config.get(source.list);
      if (!found) continue;
      const items = Array.isArray(found.value) ? found.value : [];
      const letters = items.map((item) => (typeof item === "string" ? source.letters[item] : undefined));
      const bad = items.find((_, i) => letters[i] === undefined);
      if (!Array.isArray(found.value) || bad !== undefined) {
        fail(found.path, show(bad ?? found.value), `a list of ${Object.keys(source.letters).join(" or ")}`);
        return { value: "", comment: "" };
      }
      return { value: letters.join(""), comment: found.path };
    }
    if ("string" in source) {
      const found = config.get(source.string);
      if (!found) continue;
      if (typeof found.value !== "string" || [...found.value].some((c) => !source.letters.includes(c))) {
        fail(found.path, show(found.value), `one letter per layer, each one of ${source.letters}`);
        return { value: "", comment: "" };
      }
      return { value: found.value, comment: found.path };
    }
    const found = config.get(source.every);
    const period = typeof found?.value === "number" ? found.value : source.default?.value;
    if (period === undefined) continue;
    if (!Number.isInteger(period) || period <= 0) {
      fail(found?.path ?? source.every, show(found?.value), "a positive whole number of layers");
      return { value: "", comment: "" };
    }
    const spelt = Array.from({ length: layers }, (_, i) =>
      (i + 1) % period === 0 ? source.hit : source.miss,
    );
    const why = found ? found.path : `${source.every} absent; ${source.default?.note}`;
    return {
      value: spelt.join(""),
      comment: `${why}: every ${period}th layer ${source.hit}, the others ${source.miss}`,
    };
  }
  const first = sources[0];
  return {
    missing: first ? ("list" in first ? first.list : "string" in first ? first.string : first.every) : "",
  };
}

interface Precision {
  weight: Sourced<string>;
  act: Sourced<string>;
  kvCache: Sourced<string>;
  dtype: Sourced<string>;
  overrides: { glob: string; formats: string; comment?: string }[];
}

/** Weight, activation and KV-cache formats from torch_dtype and the checkpoint's quantization config. */
function readPrecision(
  config: Config,
  quant: Config | undefined,
  row: ModelTypeRow,
  out: Diagnostic[],
): Precision | undefined {
  const dtypeKey = config.get("torch_dtype") ? "torch_dtype" : "dtype";
  const found: { value: Json; path: string } | undefined =
    config.get(dtypeKey) ??
    (row.dtype ? { value: row.dtype.default, path: `torch_dtype absent; ${row.dtype.note}` } : undefined);
  if (!found) {
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        { key: "torch_dtype", need: "the model's precision" },
        config.where("torch_dtype"),
      ),
    );
    return undefined;
  }
  const dtype = typeof found.value === "string" ? TORCH_DTYPES[found.value] : undefined;
  if (!dtype) {
    out.push(
      located(
        "IMPORT_VALUE_INVALID",
        {
          key: found.path,
          value: show(found.value),
          expected: `one of ${Object.keys(TORCH_DTYPES).join(", ")}`,
        },
        config.where(dtypeKey),
      ),
    );
    return undefined;
  }
  const plain = (comment = "") => ({ value: dtype, comment });
  // Embeddings and the head stay in the model dtype in every published quantized checkpoint of these families.
  const keep = [
    { glob: "embed.*", formats: `{ weight: ${dtype} }` },
    { glob: "head.*", formats: `{ weight: ${dtype}, act: ${dtype} }` },
  ];
  const precision: Precision = {
    weight: plain(found.path),
    act: plain(),
    kvCache: plain(),
    dtype: plain(),
    overrides: keep,
  };
  const invalid = (file: Config, key: string, value: Json | undefined, expected: string) => {
    out.push(located("IMPORT_VALUE_INVALID", { key, value: show(value), expected }, file.where(key)));
    return undefined;
  };

  // ModelOpt: hf_quant_config.json {quantization: {quant_algo, kv_cache_quant_algo, group_size, exclude_modules}}.
  const modelopt = quant ? quant.root.quantization : undefined;
  if (quant) {
    if (!isDict(modelopt))
      return invalid(quant, "quantization", modelopt, "an object (ModelOpt hf_quant_config.json)");
    const algo = modelopt.quant_algo;
    const formats: Record<string, string> = { NVFP4: "nvfp4/g16", FP8: "fp8/tensor" };
    const format = typeof algo === "string" ? formats[algo] : undefined;
    if (!format)
      return invalid(quant, "quantization.quant_algo", algo, `one of ${Object.keys(formats).join(", ")}`);
    if (algo === "NVFP4" && modelopt.group_size !== undefined && modelopt.group_size !== 16)
      return invalid(quant, "quantization.group_size", modelopt.group_size, "16 (NVFP4)");
    const excluded = Array.isArray(modelopt.exclude_modules) ? modelopt.exclude_modules : [];
    const unmapped = excluded.filter((m) => m !== "lm_head" && m !== "model.embed_tokens");
    if (unmapped.length)
      return invalid(quant, "quantization.exclude_modules", unmapped, "only lm_head and model.embed_tokens");
    const note = `${quant.file.split("/").pop()}: quant_algo ${algo}`;
    precision.weight = { value: format, comment: note };
    precision.act = { value: format, comment: note };
    const kv = modelopt.kv_cache_quant_algo;
    if (kv === "FP8")
      precision.kvCache = { value: "fp8/tensor", comment: "kv_cache_quant_algo FP8 (per-tensor scales)" };
    else if (kv !== undefined && kv !== null)
      return invalid(quant, "quantization.kv_cache_quant_algo", kv, "FP8 or null");
    precision.dtype = plain(found.path);
    return precision;
  }

  const qc = config.get("quantization_config");
  if (!qc) return precision;
  if (!isDict(qc.value)) return invalid(config, qc.path, qc.value, "an object");
  const method = qc.value.quant_method;
  if (method === "fp8") {
    const block = qc.value.weight_block_size;
    const dims = Array.isArray(block) ? block.filter((b): b is number => typeof b === "number") : [];
    if (dims.length !== 2)
      return invalid(config, `${qc.path}.weight_block_size`, block, "[rows, cols] (block FP8)");
    if (qc.value.activation_scheme !== "dynamic")
      return invalid(config, `${qc.path}.activation_scheme`, qc.value.activation_scheme, '"dynamic"');
    const [r, c] = dims;
    precision.weight = {
      value: `fp8/block${r}x${c}`,
      comment: `quantization_config: fp8, weight_block_size [${r}, ${c}]`,
    };
    precision.act = { value: `fp8/g${c}`, comment: `activation_scheme dynamic: per-token groups of ${c}` };
    precision.dtype = plain(found.path);
    precision.overrides = [...keep];
    return precision;
  }
  if (method === "mxfp4" && row.mxfp4Sites) {
    precision.overrides = [
      ...row.mxfp4Sites.map((glob) => ({
        glob,
        formats: "{ weight: mxfp4/g32, checkpoint: true }",
        comment: "the checkpoint's own quantization: a --precision preset replaces it",
      })),
      ...keep,
    ];
    return precision;
  }
  const methods = row.mxfp4Sites ? "fp8 or mxfp4" : "fp8";
  return invalid(
    config,
    `${qc.path}.quant_method`,
    method,
    `${methods} (or pass --quant-config for ModelOpt)`,
  );
}

/** Top-level sections of a YAML text, verbatim, by key, with the line each starts on. */
function sections(text: string): Map<string, { text: string; line: number }> {
  const found = new Map<string, { text: string; line: number }>();
  let current: { text: string; line: number } | undefined;
  text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .forEach((row, i) => {
      const head = /^([A-Za-z_][\w-]*):/.exec(row);
      if (head?.[1]) {
        current = { text: `${row}\n`, line: i + 1 };
        found.set(head[1], current);
      } else if (current && row.trim() !== "") current.text += `${row}\n`;
    });
  return found;
}

const META_KEYS = ["id", "name", "source", "published"];

/** `  key: value` with its comment aligned at column 25, as the bundled model files are written. */
const line = (indent: string, key: string, value: string | number | boolean, comment?: string) => {
  const text = `${indent}${key}: ${value}`;
  if (!comment) return `${text}\n`;
  return `${text.length < 24 ? text.padEnd(24) : `${text} `}# ${comment}\n`;
};

/** The schema line's target for a file in circuits/models/, where model files live. */
export const MODEL_SCHEMA_FROM_MODELS = "../../schemas/model.schema.json";

/** The Hugging Face hub cache keeps a file at models--ORG--NAME/snapshots/COMMIT/config.json: id and revision. */
function hubCacheOrigin(file: string): { hf: string; revision: string } | undefined {
  const match =
    /(?:^|[\\/])models--([\w.-]+?)--([\w.-]+)[\\/]snapshots[\\/]([0-9a-f]{7,64})[\\/][^\\/]+$/.exec(file);
  return match ? { hf: `${match[1]}/${match[2]}`, revision: match[3] ?? "main" } : undefined;
}

/** The folder a config file sits in, the name it was downloaded under (empty for a bare file name). */
function folderOf(file: string): string {
  const parts = file.split(/[\\/]/).filter((p) => p && p !== ".");
  return parts.length > 1 ? (parts[parts.length - 2] ?? "") : "";
}

/** A model id from a name: lower-case, anything outside the id alphabet as "-"; empty when nothing is left. */
function idFrom(name: string): string {
  const id = name
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(/^[^a-z0-9]+|-+$/g, "");
  return id ? `id: ${id}\n` : "";
}

/** Writes a model file for a Hugging Face config: every dim and switch the table names, with where it came from. */
export function importHf(input: ImportHfInput): ImportHfResult {
  const out: Diagnostic[] = [];
  const parsed = parseJson(input.config.text);
  if (!parsed.ok) {
    return {
      diagnostics: [
        located("IMPORT_JSON_INVALID", { detail: parsed.message }, { file: input.config.file, ...parsed.at }),
      ],
    };
  }
  let quant: Config | undefined;
  if (input.quant) {
    const q = parseJson(input.quant.text);
    if (!q.ok)
      return {
        diagnostics: [
          located("IMPORT_JSON_INVALID", { detail: q.message }, { file: input.quant.file, ...q.at }),
        ],
      };
    quant = new Config(q.json, input.quant.file);
  }
  const bare = new Config(parsed.json, input.config.file);
  const modelType = bare.get("model_type");
  if (!modelType) {
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        { key: "model_type", need: "choosing a circuit" },
        bare.where("model_type"),
      ),
    );
    return { diagnostics: out };
  }
  const known = Object.keys(MODEL_TYPES);
  const row = typeof modelType.value === "string" ? MODEL_TYPES[modelType.value] : undefined;
  if (!row) {
    const name = typeof modelType.value === "string" ? modelType.value : show(modelType.value);
    const hint = closest(name, known);
    out.push(
      located(
        "IMPORT_MODEL_TYPE_UNKNOWN",
        { modelType: name, known, ...(hint ? { hint } : {}) },
        bare.where("model_type"),
      ),
    );
    return { diagnostics: out };
  }
  const config = new Config(parsed.json, input.config.file, row.nested);
  const invalid = (key: string, value: string, expected: string) =>
    out.push(located("IMPORT_VALUE_INVALID", { key, value, expected }, config.where(key)));
  const need = (what: string) => `circuit ${row.circuit} (${what})`;

  for (const e of row.expect ?? []) {
    const found = config.get(e.key);
    if (found && !e.allowed.some((a) => JSON.stringify(a) === JSON.stringify(found.value)))
      invalid(found.path, show(found.value), e.why);
  }

  const dims: { rule: DimRule; value: Sourced<number> }[] = [];
  for (const rule of row.dims) {
    const got = firstOf(rule.from, (source) => readNumber(config, source));
    if ("wrong" in got) invalid(got.wrong, show(got.value), `a number for dim ${rule.dim}`);
    else if ("missing" in got) {
      if (!rule.isOptional)
        out.push(
          located(
            "IMPORT_KEY_MISSING",
            { key: got.missing, need: need(`dim ${rule.dim}`) },
            config.where(got.missing),
          ),
        );
    } else if (!Number.isInteger(got.value) || got.value <= 0)
      invalid(got.comment, String(got.value), `a positive whole number for dim ${rule.dim}`);
    else dims.push({ rule, value: got });
  }

  const switches: { name: string; value: Sourced<boolean> }[] = [];
  for (const rule of row.switches) {
    const got = firstOf(rule.from, (source) => readSwitch(config, source));
    if ("wrong" in got) invalid(got.wrong, show(got.value), `true or false for switch ${rule.switch}`);
    else if ("missing" in got)
      out.push(
        located(
          "IMPORT_KEY_MISSING",
          { key: got.missing, need: need(`switch ${rule.switch}`) },
          config.where(got.missing),
        ),
      );
    else switches.push({ name: rule.switch, value: got });
  }

  let pattern: Sourced<string> | undefined;
  const layers = dims.find((d) => d.rule.dim === "layers")?.value.value;
  if (row.pattern && layers !== undefined) {
    const read = readPattern(config, row.pattern, layers, invalid);
    if ("missing" in read)
      out.push(
        located(
          "IMPORT_KEY_MISSING",
          { key: read.missing, need: need("the layer pattern") },
          config.where(read.missing),
        ),
      );
    else if (read.value && [...read.value].length !== layers)
      invalid(
        read.comment,
        `${[...read.value].length} layers long`,
        `one entry per layer (num_hidden_layers ${layers})`,
      );
    else if (read.value) pattern = read;
  }

  const precision = readPrecision(config, quant, row, out);

  // What config.json cannot say (who published it, where, the published totals) comes from the meta file verbatim.
  const meta = input.meta ? sections(input.meta.text) : new Map<string, { text: string; line: number }>();
  for (const [k, at] of meta) {
    if (!META_KEYS.includes(k) && input.meta)
      out.push(
        located(
          "IMPORT_VALUE_INVALID",
          { key: k, value: "a top-level key of the meta file", expected: `one of ${META_KEYS.join(", ")}` },
          { file: input.meta.file, line: at.line, col: 1 },
        ),
      );
  }
  const nameOrPath = bare.get("_name_or_path")?.value;
  const cached = hubCacheOrigin(input.config.file);
  const hf =
    input.hf ??
    (typeof nameOrPath === "string" && /^[\w.-]+\/[\w.-]+$/.test(nameOrPath) ? nameOrPath : undefined) ??
    cached?.hf;
  if (!meta.has("source") && !hf)
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        {
          key: "_name_or_path",
          need: "the model file's source.hf (pass --hf ORG/NAME, or a meta file with source:)",
        },
        bare.where("_name_or_path"),
      ),
    );
  // The id: --id, the meta file's, the Hugging Face name, else the folder the config sits in (as downloaded).
  const idText = input.id
    ? `id: ${input.id}\n`
    : (meta.get("id")?.text ?? idFrom(hf?.split("/").pop() ?? folderOf(input.config.file)));
  if (!idText)
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        { key: "_name_or_path", need: "the model id (pass --id ID or --hf ORG/NAME)" },
        bare.where("_name_or_path"),
      ),
    );
  if (out.some((d) => d.severity === "error") || !precision || !idText) return { diagnostics: out };

  const source =
    meta.get("source")?.text ??
    [
      "source:",
      `  hf: ${hf}`,
      `  revision: ${input.revision ?? cached?.revision ?? "main"}`,
      "  file: config.json",
      `  note: written by venn import-hf from ${input.config.file.split("/").pop()}`,
      "",
    ].join("\n");
  let text = `# yaml-language-server: $schema=${input.schemaPath ?? MODEL_SCHEMA_FROM_MODELS}\n`;
  text += "schema: 1\n";
  text += idText;
  text += meta.get("name")?.text ?? "";
  text += `circuit: ${row.circuit}\n`;
  text += source;
  text += "dims:\n";
  for (const d of dims) text += line("  ", d.rule.dim, d.value.value, d.value.comment);
  if (pattern) text += `layer_pattern: "${pattern.value}"  # ${pattern.comment}\n`;
  text += "switches:\n";
  for (const s of switches) text += line("  ", s.name, s.value.value, s.value.comment);
  text += "precision:\n";
  text += line("  ", "weight", precision.weight.value, precision.weight.comment);
  text += line("  ", "act", precision.act.value, precision.act.comment);
  text += line("  ", "kv_cache", precision.kvCache.value, precision.kvCache.comment);
  text += line("  ", "dtype", precision.dtype.value, precision.dtype.comment);
  text += "  overrides:\n";
  for (const o of precision.overrides) {
    if (o.comment) text += `    # ${o.comment}\n`;
    text += `    "${o.glob}": ${o.formats}\n`;
  }
  text += meta.get("published")?.text ?? "";
  return { text, circuit: row.circuit, diagnostics: out };
}
