// The model file's precision: torch_dtype, then the scheme the checkpoint declares (hf_quant_config.json first).
import type { Diagnostic } from "../diagnostics/index.ts";
import { type Config, isDict, located, show } from "./config.ts";
import type { Json } from "./json.ts";
import { readScheme } from "./quant.ts";
import type { Precision } from "./scheme.ts";
import { type ModelTypeRow, TORCH_DTYPES } from "./tables.ts";

/** The model dtype's format, from torch_dtype (or dtype), else the row's documented default. */
function readDtype(config: Config, row: ModelTypeRow, out: Diagnostic[]) {
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
  const dtype = typeof found.value === "string" ? TORCH_DTYPES.get(found.value) : undefined;
  if (!dtype) {
    const expected = `one of ${[...TORCH_DTYPES.keys()].join(", ")}`;
    out.push(
      located(
        "IMPORT_VALUE_INVALID",
        { key: found.path, value: show(found.value), expected },
        config.where(dtypeKey),
      ),
    );
    return undefined;
  }
  return { dtype, path: found.path };
}

/** Weight, activation and KV-cache formats from torch_dtype and the checkpoint's quantization config. */
export function readPrecision(
  config: Config,
  quant: Config | undefined,
  row: ModelTypeRow,
  out: Diagnostic[],
): Precision | undefined {
  const read = readDtype(config, row, out);
  if (!read) return undefined;
  const { dtype, path } = read;
  const plain = (comment = "") => ({ value: dtype, comment });
  // Embeddings and the head stay in the model dtype in every published quantized checkpoint of these families.
  const keep = [
    { glob: "embed.*", formats: `{ weight: ${dtype} }` },
    { glob: "head.*", formats: `{ weight: ${dtype}, act: ${dtype} }` },
  ];
  const precision: Precision = {
    weight: plain(path),
    act: plain(),
    kvCache: plain(),
    dtype: plain(),
    overrides: keep,
  };
  // ModelOpt's hf_quant_config.json {quantization: {...}} beside config.json, else config.json's quantization_config.
  const section = quant
    ? { file: quant, at: "quantization", value: quant.root.quantization, method: "modelopt" }
    : sectionOf(config);
  if (!section) return precision;
  if (!isDict(section.value)) {
    const expected = quant ? "an object (ModelOpt hf_quant_config.json)" : "an object";
    out.push(
      located(
        "IMPORT_VALUE_INVALID",
        { key: section.at, value: show(section.value), expected },
        section.file.where(section.at),
      ),
    );
    return undefined;
  }
  const method = section.method ?? section.value.quant_method;
  if (typeof method !== "string") {
    const at = `${section.at}.quant_method`;
    out.push(
      located(
        "IMPORT_VALUE_INVALID",
        {
          key: at,
          value: show(method),
          expected: "the scheme's name (awq, gptq, fp8, compressed-tensors, …)",
        },
        section.file.where(at),
      ),
    );
    return undefined;
  }
  const layers = config.get("num_hidden_layers")?.value;
  const scheme = readScheme(
    {
      file: section.file,
      at: section.at,
      q: section.value,
      dtype,
      row,
      ...(typeof layers === "number" ? { layers } : {}),
    },
    method,
    out,
  );
  if (!scheme) return undefined;
  return {
    weight: scheme.sitesOnly ? plain(path) : scheme.weight,
    act: scheme.act ?? plain(),
    kvCache: scheme.kvCache ?? plain(),
    dtype: scheme.sitesOnly ? plain() : plain(path),
    overrides: [...(scheme.overrides ?? []), ...keep],
  };
}

function sectionOf(config: Config) {
  const qc = config.get("quantization_config");
  if (!qc) return undefined;
  const modelopt = isDict(qc.value) && qc.value.quant_method === "modelopt";
  // transformers' ModelOpt loader nests the hf_quant_config.json body under quantization_config.
  return { file: config, at: qc.path, value: qc.value, method: modelopt ? "modelopt" : undefined };
}
