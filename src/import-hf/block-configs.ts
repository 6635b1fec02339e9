// DeciLM's block_configs (Nemotron-NAS): one entry per layer choosing its attention (GQA with n_heads_in_group, a
// linear layer, or none) and its FFN (SwiGLU of ffn_mult, a linear layer, or none), read as sublayers of the pattern.
import type { Diagnostic } from "../diagnostics/index.ts";
import { type Config, type DimRead, isDict, located, type Sourced, type SwitchRead, show } from "./config.ts";
import type { Json } from "./json.ts";
import type { ModelTypeRow } from "./tables.ts";

type Blocks = NonNullable<ModelTypeRow["blocks"]>;

/** Keys of a block that change what runs and have no node here: set to anything but null or false, refused. */
const UNMODELLED = ["sparsify", "num_sink_tokens", "window_length", "unshifted_sink"];

const isOn = (v: Json | undefined) => v !== undefined && v !== null && v !== false;

/** DeciLM's _ffn_mult_to_intermediate_size: int(2 × ffn_mult × hidden / 3), then up to a multiple of roundTo. */
const widthOf = (mult: number, hidden: number, roundTo: number) => {
  const raw = Math.trunc((2 * mult * hidden) / 3);
  return raw % roundTo === 0 ? raw : raw + roundTo - (raw % roundTo);
};

export interface BlocksRead {
  dims: DimRead[];
  switches: SwitchRead[];
  pattern: Sourced<string>;
}

/** The sublayers block_configs spells, or undefined with every problem reported at its key. */
export function readBlocks(
  config: Config,
  spec: Blocks,
  sizes: { hidden: number | undefined; qHeads: number | undefined; layers: number | undefined },
  out: Diagnostic[],
): BlocksRead | undefined {
  const before = out.length;
  const invalid = (path: string, value: string, expected: string) =>
    out.push(located("IMPORT_VALUE_INVALID", { key: path, value, expected }, config.where(path)));
  const list = config.get(spec.key)?.value;
  if (list === undefined) {
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        { key: spec.key, need: "the per-layer attention and FFN blocks" },
        config.where(spec.key),
      ),
    );
    return undefined;
  }
  if (!Array.isArray(list) || list.length === 0) {
    invalid(spec.key, show(list).slice(0, 80), "a list of one {attention, ffn} entry per layer");
    return undefined;
  }
  if (sizes.layers !== undefined && list.length !== sizes.layers)
    invalid(
      spec.key,
      `${list.length} entries long`,
      `one entry per layer (num_hidden_layers ${sizes.layers})`,
    );
  const { hidden, qHeads } = sizes;
  if (hidden === undefined || qHeads === undefined) return undefined;

  let letters = "";
  const widths: number[] = [];
  const mults: number[] = [];
  const groups = new Set<number>();
  const counts = { attention: 0, linearAttention: 0, linearFfn: 0, ffn: 0 };
  list.forEach((block, i) => {
    const at = `${spec.key}.${i}`;
    const attention = isDict(block) ? block.attention : undefined;
    const ffn = isDict(block) ? block.ffn : undefined;
    if (!isDict(attention) || !isDict(ffn)) {
      invalid(at, show(block).slice(0, 80), "an object with attention and ffn objects");
      return;
    }
    for (const [part, obj] of [
      ["attention", attention],
      ["ffn", ffn],
    ] as const)
      for (const k of UNMODELLED)
        if (isOn(obj[k])) invalid(`${at}.${part}.${k}`, show(obj[k]), "null or false (not modelled)");
    if (attention.no_op === true) {
      // no attention sublayer
    } else if (attention.replace_with_linear === true) {
      letters += "L";
      counts.linearAttention++;
    } else {
      const group = attention.n_heads_in_group;
      if (typeof group !== "number" || !Number.isInteger(group) || group <= 0 || qHeads % group !== 0)
        invalid(
          `${at}.attention.n_heads_in_group`,
          show(group),
          `a positive divisor of num_attention_heads (${qHeads})`,
        );
      else groups.add(group);
      letters += "A";
      counts.attention++;
    }
    if (ffn.no_op === true) return;
    if (ffn.replace_with_linear === true) {
      letters += "l";
      counts.linearFfn++;
      return;
    }
    const mult = ffn.ffn_mult;
    if (typeof mult !== "number" || !Number.isFinite(mult) || mult <= 0) {
      invalid(`${at}.ffn.ffn_mult`, show(mult), "a positive number (the FFN width over hidden_size, × 2/3)");
      return;
    }
    const width = widthOf(mult, hidden, spec.roundTo);
    if (width <= 0 || !Number.isSafeInteger(width)) {
      invalid(`${at}.ffn.ffn_mult`, show(mult), `a multiplier giving a width of 1 to 2^53 (gives ${width})`);
      return;
    }
    let slot = widths.indexOf(width);
    if (slot < 0) {
      slot = widths.length;
      widths.push(width);
      mults.push(mult);
    }
    const letter = spec.slots[slot];
    if (letter === undefined) {
      invalid(`${at}.ffn.ffn_mult`, show(mult), `one of at most ${spec.slots.length} distinct FFN widths`);
      return;
    }
    letters += letter;
    counts.ffn++;
  });
  if (groups.size > 1)
    invalid(
      spec.key,
      `n_heads_in_group ${[...groups].join(", ")}`,
      "one n_heads_in_group for every attention layer (the circuit has one KV head count)",
    );
  if (out.length > before) return undefined;

  const dims: DimRead[] = [
    {
      dim: "layers",
      value: {
        value: [...letters].length,
        comment: `sublayers in ${spec.key}: ${counts.attention} attention, ${counts.linearAttention} linear attention, ${counts.ffn} FFN, ${counts.linearFfn} linear FFN (no_op blocks left out)`,
      },
    },
  ];
  const group = [...groups][0];
  if (group !== undefined)
    dims.push({
      dim: "kv_heads",
      value: {
        value: qHeads / group,
        comment: `num_attention_heads / ${spec.key} n_heads_in_group (${group})`,
      },
    });
  widths.forEach((width, slot) => {
    dims.push({
      dim: `inter_${spec.slots[slot]}`,
      value: {
        value: width,
        comment: `int(2 × ffn_mult ${mults[slot]} × hidden_size / 3), up to a multiple of ${spec.roundTo}`,
      },
    });
  });
  const switches: SwitchRead[] = [...spec.slots].map((letter, slot) => ({
    name: `ffn_${letter}`,
    value:
      slot < widths.length
        ? { value: true, comment: `FFN width ${widths[slot]} in ${spec.key}` }
        : { value: false, comment: "no FFN of a further width" },
  }));
  return {
    dims,
    switches,
    pattern: {
      value: letters,
      comment: `${spec.key}: A = attention, L = linear attention, l = linear FFN, ${spec.slots.slice(0, Math.max(1, widths.length))} = FFN widths`,
    },
  };
}
