// The model file's text: every dim, switch, pattern and format with the comment saying where it came from.

import type { Sourced } from "./config.ts";
import type { Precision } from "./scheme.ts";

/** The schema line's target for a file in circuits/models/, where model files live. */
export const MODEL_SCHEMA_FROM_MODELS = "../../schemas/model.schema.json";

/** `  key: value` with its comment aligned at column 25, as the bundled model files are written. */
const line = (indent: string, key: string, value: string | number | boolean, comment?: string) => {
  const text = `${indent}${key}: ${value}`;
  if (!comment) return `${text}\n`;
  return `${text.length < 24 ? text.padEnd(24) : `${text} `}# ${comment}\n`;
};

export interface ModelText {
  schemaPath?: string;
  idText: string;
  name?: string;
  circuit: string;
  source: string;
  dims: readonly { dim: string; value: Sourced<number> }[];
  pattern?: Sourced<string>;
  switches: readonly { name: string; value: Sourced<boolean> }[];
  precision: Precision;
  /** Fields of the config no rule read, listed as a comment (an import under --as). */
  ignored?: readonly string[];
  published?: string;
  /** The longest context the config gives (max_position_embeddings), written after the source. */
  maxContext?: Sourced<number>;
  /** Extra top-level lines after the precision. */
  extra?: string;
}

/** The source section when the meta file gives none. */
export function sourceText(hf: string | undefined, revision: string, configFile: string): string {
  return [
    "source:",
    ...(hf ? [`  hf: ${hf}`] : []),
    `  revision: ${revision}`,
    "  file: config.json",
    `  note: written by venn import-hf from ${configFile.split("/").pop()}`,
    "",
  ].join("\n");
}

export function writeModel(m: ModelText): string {
  let text = `# yaml-language-server: $schema=${m.schemaPath ?? MODEL_SCHEMA_FROM_MODELS}\n`;
  text += "schema: 1\n";
  text += m.idText;
  text += m.name ?? "";
  text += `circuit: ${m.circuit}\n`;
  text += m.source;
  if (m.maxContext) text += line("", "max_context", m.maxContext.value, m.maxContext.comment);
  if (m.ignored?.length) text += `# config fields no rule read: ${m.ignored.join(", ")}\n`;
  text += "dims:\n";
  for (const d of m.dims) text += line("  ", d.dim, d.value.value, d.value.comment);
  if (m.pattern) text += `layer_pattern: "${m.pattern.value}"  # ${m.pattern.comment}\n`;
  text += "switches:\n";
  for (const s of m.switches) text += line("  ", s.name, s.value.value, s.value.comment);
  const p = m.precision;
  text += "precision:\n";
  text += line("  ", "weight", p.weight.value, p.weight.comment);
  text += line("  ", "act", p.act.value, p.act.comment);
  text += line("  ", "kv_cache", p.kvCache.value, p.kvCache.comment);
  text += line("  ", "dtype", p.dtype.value, p.dtype.comment);
  text += "  overrides:\n";
  for (const o of p.overrides) {
    if (o.comment) text += `    # ${o.comment}\n`;
    text += `    "${o.glob}": ${o.formats}\n`;
  }
  text += m.extra ?? "";
  text += m.published ?? "";
  return text;
}
