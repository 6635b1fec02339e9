// What every quantization scheme row shares: the formats it yields, what it reads, the modules it keeps unquantized.
import type { Config, Dict, Sourced } from "./config.ts";
import type { Json } from "./json.ts";
import type { ModelTypeRow } from "./tables.ts";

export interface Override {
  glob: string;
  formats: string;
  comment?: string;
}

export interface Precision {
  weight: Sourced<string>;
  act: Sourced<string>;
  kvCache: Sourced<string>;
  dtype: Sourced<string>;
  overrides: Override[];
}

/** What one scheme reads: the section and where it sits, the model dtype, the model-type row. */
export interface SchemeInput {
  file: Config;
  /** The dotted path of the section in `file` ("quantization_config", or "quantization" in hf_quant_config.json). */
  at: string;
  q: Dict;
  dtype: string;
  row: ModelTypeRow;
  /** num_hidden_layers: a module of a layer past it is an MTP draft layer (DeepSeek-V3's model.layers.61). */
  layers?: number;
}

/** A scheme's reading: formats (with where they came from) and sites kept or changed, or why it cannot be read. */
export interface SchemeFormats {
  weight: Sourced<string>;
  act?: Sourced<string>;
  kvCache?: Sourced<string>;
  overrides?: Override[];
  /** Only the overrides' sites are quantized: the defaults stay the model dtype, sourced as unquantized. */
  sitesOnly?: true;
}

export type SchemeRead =
  | SchemeFormats
  | { invalid: { key: string; value: Json | undefined; expected: string } }
  | { unsupported: { detail: string; nearest: string } };

export interface SchemeRow {
  /** How the checkpoint names it (quant_method, or ModelOpt's quant_algo). */
  name: string;
  read(input: SchemeInput): SchemeRead;
}

export const num = (v: Json | undefined) => (typeof v === "number" ? v : undefined);
export const invalid = (key: string, value: Json | undefined, expected: string): SchemeRead => ({
  invalid: { key, value, expected },
});

/**
 * Modules a checkpoint leaves unquantized, as site globs. Embeddings, the head and the MoE router stay in the model
 * dtype in every circuit already; attention modules become every attention site (wider than a per-layer list, so
 * never fewer bytes than the checkpoint holds). Anything else is named back as unmapped.
 */
export function keptModules(
  modules: readonly Json[],
  dtype: string,
  layers?: number,
): { overrides: Override[]; unmapped: Json[] } {
  const overrides: Override[] = [];
  const unmapped: Json[] = [];
  for (const m of modules) {
    const name = typeof m === "string" ? m.replace(/^re:/, "") : "";
    if (/lm_head|embed_tokens|(^|[.:*])gate\$?$|router/.test(name)) continue;
    // ModelOpt's "model.layers.61*" on a 61-layer model: the MTP draft layer, which no circuit costs unless asked
    // (the mtp switch), so keeping it unquantized changes nothing costed. A layer inside the stack stays refused.
    const layer = /^(?:model\.)?layers\.(\d+)(?:\*|\.\*?)?$/.exec(name)?.[1];
    if (layer !== undefined && layers !== undefined && Number(layer) >= layers) continue;
    if (/self_attn|attention|\.attn\b/.test(name)) {
      if (!overrides.length)
        overrides.push({
          glob: "*attn*.*",
          formats: `{ weight: ${dtype} }`,
          comment: `${name} stays unquantized; kept wider: every attention site in every layer`,
        });
      continue;
    }
    unmapped.push(m);
  }
  return { overrides, unmapped };
}

/** Modules the scheme's own list (`key`) leaves unquantized, as overrides; an unmapped one is refused. */
export function withKept(read: SchemeFormats, input: SchemeInput, key: string): SchemeRead {
  const list = input.q[key];
  if (list === undefined || list === null) return read;
  if (!Array.isArray(list)) return invalid(`${input.at}.${key}`, list, "a list of module names");
  const kept = keptModules(list, input.dtype, input.layers);
  if (kept.unmapped.length)
    return invalid(
      `${input.at}.${key}`,
      kept.unmapped,
      "lm_head, embed_tokens, router gates or attention modules (the sites import-hf can keep unquantized)",
    );
  return { ...read, overrides: [...(read.overrides ?? []), ...kept.overrides] };
}
