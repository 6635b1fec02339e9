// Import-hf: a Hugging Face config.json (and hf_quant_config.json) → the text of a model file, with diagnostics.
// The stages, in order: parse, choose the model-type table, read it, read the precision, the origin, write, check.
import { closest, type Diagnostic } from "../diagnostics/index.ts";
import { checkWritten, validateModel } from "../validate/index.ts";
import { readBlocks } from "./block-configs.ts";
import {
  Config,
  type DimRead,
  firstOf,
  located,
  readDims,
  readLayerPattern,
  readNumber,
  readSwitches,
  type Sourced,
  type SwitchRead,
  show,
} from "./config.ts";
import { type Json, parseJson } from "./json.ts";
import { META_KEYS, originOf, sections } from "./origin.ts";
import { readPrecision } from "./precision.ts";
import { ignoredKeys, resemblance } from "./resemble.ts";
import {
  dictGetter,
  ignoredSizeKeys,
  impliedShape,
  SIZE_TOLERANCE,
  stackParams,
  writtenShape,
} from "./size.ts";
import { MAX_CONTEXT, MODEL_TYPES, type ModelTypeRow } from "./tables.ts";
import { sourceText, writeModel } from "./writer.ts";

export { idFrom } from "./origin.ts";
export { MODEL_SCHEMA_FROM_MODELS } from "./writer.ts";

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
  /** Read the config on this known model_type's table (an unknown type that resembles it). */
  as?: string;
  /** Where the model JSON Schema is, relative to the written file (default: as from circuits/models/). */
  schemaPath?: string;
}

export interface ImportHfResult {
  text?: string;
  circuit?: string;
  diagnostics: Diagnostic[];
}

/** Keys every table reads apart from its own rules (the type, the dtype, the quantization, the origin). */
const ALWAYS_READ = ["model_type", "torch_dtype", "dtype", "quantization_config", "_name_or_path"];

/** The table for a model_type, looked up as an own key only (a type "constructor" or "__proto__" finds nothing). */
const rowFor = (type: string) => (Object.hasOwn(MODEL_TYPES, type) ? MODEL_TYPES[type] : undefined);

function parseInputs(input: ImportHfInput): { bare: Config; quant?: Config } | { diagnostics: Diagnostic[] } {
  const parsed = parseJson(input.config.text);
  if (!parsed.ok)
    return {
      diagnostics: [
        located("IMPORT_JSON_INVALID", { detail: parsed.message }, { file: input.config.file, ...parsed.at }),
      ],
    };
  if (!input.quant) return { bare: new Config(parsed.json, input.config.file) };
  const q = parseJson(input.quant.text);
  if (!q.ok)
    return {
      diagnostics: [
        located("IMPORT_JSON_INVALID", { detail: q.message }, { file: input.quant.file, ...q.at }),
      ],
    };
  return { bare: new Config(parsed.json, input.config.file), quant: new Config(q.json, input.quant.file) };
}

/** The table to read: the config's model_type's, or --as's; an unknown type names the one it resembles. */
function chooseRow(bare: Config, as: string | undefined, out: Diagnostic[]): ModelTypeRow | undefined {
  const known = Object.keys(MODEL_TYPES);
  if (as !== undefined) {
    const row = rowFor(as);
    if (!row) {
      const hint = closest(as, known);
      out.push(
        located(
          "IMPORT_MODEL_TYPE_UNKNOWN",
          { modelType: as, known, ...(hint ? { hint } : {}) },
          bare.where("model_type"),
        ),
      );
    }
    return row;
  }
  const modelType = bare.get("model_type");
  if (!modelType) {
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        { key: "model_type", need: "choosing a circuit" },
        bare.where("model_type"),
      ),
    );
    return undefined;
  }
  const name = typeof modelType.value === "string" ? modelType.value : show(modelType.value);
  const row = typeof modelType.value === "string" ? rowFor(modelType.value) : undefined;
  if (row) return row;
  const hint = closest(name, known);
  // Only a table that reads every field changing the size is suggested: --as on any other writes a wrong-sized model.
  const fits = Object.entries(MODEL_TYPES).filter(([, r]) => sizeKeysLeft(bare, r).length === 0);
  const like = resemblance(bare.root, new Map(fits));
  out.push(
    located(
      "IMPORT_MODEL_TYPE_UNKNOWN",
      {
        modelType: name,
        known,
        ...(hint ? { hint } : {}),
        ...(like ? { resembles: like.type, share: like.share } : {}),
      },
      bare.where("model_type"),
    ),
  );
  return undefined;
}

/** The config's own section for the text model: the row's, else transformers v5's text_config. */
const textSection = (bare: Config, row: ModelTypeRow) =>
  row.nested ?? (isDictValue(bare.root.text_config) ? "text_config" : undefined);
const isDictValue = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/** Fields that change the size which this row's table would leave unread. */
function sizeKeysLeft(bare: Config, row: ModelTypeRow): string[] {
  const nested = textSection(bare, row);
  return ignoredSizeKeys(
    ignoredKeys(bare.root, { ...row, ...(nested ? { nested } : {}) }, ALWAYS_READ),
    dictGetter(bare.root, nested),
  );
}

const billions = (n: number) => `${(n / 1e9).toFixed(2)} B`;
/** A value short enough for one line: block_configs of 80 objects is named by its length, not printed (25 kB). */
const brief = (v: Json | undefined) => {
  const text = show(v);
  if (text.length <= 80) return text;
  return Array.isArray(v) ? `a list of ${v.length} entries` : `${text.slice(0, 77)}...`;
};

/**
 * The check before writing: no field that changes the size left unread (under --as), and the count the written dims
 * give within SIZE_TOLERANCE of what the config's own fields imply, where both can be counted.
 */
function checkSize(
  bare: Config,
  row: ModelTypeRow,
  as: string | undefined,
  dims: readonly DimRead[],
  switches: readonly SwitchRead[],
  out: Diagnostic[],
) {
  const nested = textSection(bare, row);
  const at = new Config(bare.json, bare.file, nested);
  const before = out.some((d) => d.severity === "error");
  if (as !== undefined)
    for (const key of sizeKeysLeft(bare, row))
      out.push(
        located("IMPORT_SIZE_FIELD_IGNORED", { key, value: brief(at.get(key)?.value), as }, at.where(key)),
      );
  // A dim already refused leaves the written count short: that diagnostic is the one to read.
  if (before) return;
  const implied = impliedShape(dictGetter(bare.root, nested));
  const written = writtenShape(
    new Map(dims.map((d) => [d.dim, d.value.value])),
    new Map(switches.map((s) => [s.name, s.value.value])),
  );
  if (!implied || !written) return;
  const [a, b] = [stackParams(written), stackParams(implied)];
  // A count past what a double holds is the written file's own check to refuse (IMPORT_OUTPUT_INVALID).
  if (!Number.isFinite(a / b) || Math.abs(a / b - 1) <= SIZE_TOLERANCE) return;
  const detail = `${implied.layers} layers${implied.experts ? ` of ${implied.experts} experts` : ""}, hidden ${implied.hidden}; the ${as ?? show(bare.get("model_type")?.value)} table read ${written.layers} layers${written.experts ? ` of ${written.experts} experts` : ""}`;
  out.push(
    located(
      "IMPORT_SIZE_MISMATCH",
      { written: billions(a), implied: billions(b), detail },
      bare.where("model_type"),
    ),
  );
}

/** The row a config with the variant's layer letter is read on: its circuit, its dims added, its pattern. */
function withVariant(row: ModelTypeRow, config: Config): ModelTypeRow {
  const v = row.variant;
  const spelt = v ? config.get(v.key)?.value : undefined;
  const holds =
    v !== undefined &&
    ((v.contains !== undefined && typeof spelt === "string" && spelt.includes(v.contains)) ||
      (v.isTrue === true && spelt === true));
  if (!v || !holds) return row;
  return {
    ...row,
    circuit: v.circuit ?? row.circuit,
    dims: [...row.dims, ...v.dims],
    ...(v.pattern ? { pattern: v.pattern } : {}),
  };
}

/** The row a windowed config is read on: its windowed circuit, the window a dim, the "no window" expectation gone. */
function withWindow(row: ModelTypeRow, config: Config): ModelTypeRow {
  if (!row.windowed) return row;
  const { key: windowKey, circuit } = row.windowed;
  const window = config.get(windowKey)?.value;
  const context = config.get("max_position_embeddings")?.value;
  if (typeof window !== "number" || typeof context !== "number" || window >= context) return row;
  return {
    ...row,
    circuit,
    dims: [...row.dims, { dim: "sliding_window", from: [{ key: windowKey }] }],
    expect: (row.expect ?? []).filter((e) => e.key !== windowKey),
  };
}

/** A row's per-layer blocks, over the widths its dims already read. */
function readRowBlocks(
  config: Config,
  spec: NonNullable<ModelTypeRow["blocks"]>,
  dims: readonly DimRead[],
  out: Diagnostic[],
) {
  const dim = (name: string) => dims.find((d) => d.dim === name)?.value.value;
  const layers = config.get("num_hidden_layers")?.value;
  return readBlocks(
    config,
    spec,
    {
      hidden: dim("hidden"),
      qHeads: dim("q_heads"),
      layers: typeof layers === "number" ? layers : undefined,
    },
    out,
  );
}

/** Meta-file sections; a key the model file has no place for is reported where the meta file has it. */
function readMeta(meta: TextFile | undefined, out: Diagnostic[]) {
  const found = meta ? sections(meta.text) : new Map<string, { text: string; line: number }>();
  for (const [k, at] of found) {
    if (!META_KEYS.includes(k) && meta)
      out.push(
        located(
          "IMPORT_VALUE_INVALID",
          { key: k, value: "a top-level key of the meta file", expected: `one of ${META_KEYS.join(", ")}` },
          { file: meta.file, line: at.line, col: 1 },
        ),
      );
  }
  return found;
}

/** Writes a model file for a Hugging Face config: every dim and switch the table names, with where it came from. */
export function importHf(input: ImportHfInput): ImportHfResult {
  const parsed = parseInputs(input);
  if ("diagnostics" in parsed) return parsed;
  const { bare, quant } = parsed;
  const out: Diagnostic[] = [];
  const chosen = chooseRow(bare, input.as, out);
  if (!chosen) return { diagnostics: out };
  // transformers v5 keeps a text model's settings under text_config whatever its type: read there first.
  const nested = textSection(bare, chosen);
  const config = new Config(bare.json, input.config.file, nested);
  const row = withVariant(withWindow(chosen, config), config);
  const dims: DimRead[] = readDims(config, row, out);
  const switches: SwitchRead[] = readSwitches(config, row, out);
  const blocks = row.blocks ? readRowBlocks(config, row.blocks, dims, out) : undefined;
  if (blocks) {
    dims.push(...blocks.dims);
    switches.push(...blocks.switches);
  }
  const layers = dims.find((d) => d.dim === "layers")?.value.value;
  const pattern: Sourced<string> | undefined =
    blocks?.pattern ?? (layers === undefined ? undefined : readLayerPattern(config, row, layers, out));
  checkSize(bare, row, input.as, dims, switches, out);
  const precision = readPrecision(config, quant, row, out);
  const meta = readMeta(input.meta, out);
  const origin = originOf({ ...input, file: input.config.file }, bare, meta, out);
  if (out.some((d) => d.severity === "error") || !precision || !origin.idText) return { diagnostics: out };

  // The longest context, when the config says it: runs beyond it are errors (MODEL_CONTEXT_OVER_LIMIT).
  const longest = firstOf(row.maxContext ?? MAX_CONTEXT, (s) => readNumber(config, s));
  const maxContext =
    "comment" in longest && Number.isSafeInteger(longest.value) && longest.value > 0 ? longest : undefined;
  const ignored =
    input.as === undefined
      ? undefined
      : ignoredKeys(bare.root, { ...row, ...(nested ? { nested } : {}) }, ALWAYS_READ);
  if (ignored?.length)
    out.push(
      located(
        "IMPORT_FIELDS_IGNORED",
        { modelType: show(bare.get("model_type")?.value), as: input.as ?? "", fields: ignored },
        bare.where("model_type"),
      ),
    );
  const text = writeModel({
    ...(input.schemaPath ? { schemaPath: input.schemaPath } : {}),
    idText: origin.idText,
    name: meta.get("name")?.text ?? "",
    circuit: row.circuit,
    source: meta.get("source")?.text ?? sourceText(origin.hf, origin.revision, input.config.file),
    ...(maxContext ? { maxContext } : {}),
    dims,
    ...(pattern ? { pattern } : {}),
    switches,
    precision,
    ...(ignored?.length ? { ignored } : {}),
    published: meta.get("published")?.text ?? "",
  });
  const refused = checkWritten(text, "model", validateModel, { file: input.config.file, line: 1, col: 1 });
  if (refused.length) return { diagnostics: [...out, ...refused] };
  return { text, circuit: row.circuit, diagnostics: out };
}
