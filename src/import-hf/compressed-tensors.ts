// compressed-tensors (llm-compressor's checkpoints): config_groups of weight and input-activation quantization args,
// each mapped to one registry format; `ignore` and `kv_cache_scheme` as the other schemes read theirs.
import { type Dict, isDict, show } from "./config.ts";
import type { Json } from "./json.ts";
import { keptModules, type SchemeInput, type SchemeRead, type SchemeRow } from "./scheme.ts";

/** One quantization-args object of a config group, as a registry format, or why it has none. */
type Mapped = { format: string; why: string } | { problem: string; nearest: string };

const n = (v: Json | undefined) => (typeof v === "number" ? v : undefined);

function weightFormat(w: Dict): Mapped {
  const bits = n(w.num_bits);
  const kind = w.type === "float" ? "float" : "int";
  const strategy = typeof w.strategy === "string" ? w.strategy : "";
  const group = n(w.group_size);
  const what = `${kind}${bits} ${strategy}${group ? ` ${group}` : ""}`;
  if (kind === "float" && bits === 8) {
    if (strategy === "tensor") return { format: "fp8/tensor", why: what };
    if (strategy === "channel") return { format: "fp8/channel", why: what };
    const block = Array.isArray(w.block_structure) ? w.block_structure.map(n) : [];
    if (strategy === "block" && block.length === 2 && block.every((b) => b && b > 0))
      return { format: `fp8/block${block[0]}x${block[1]}`, why: `${what} ${block.join("x")}` };
  }
  if (kind === "float" && bits === 4 && strategy === "tensor_group" && group === 16)
    return { format: "nvfp4/g16", why: what };
  if (kind === "int" && bits === 4 && strategy === "group" && group)
    return {
      format: w.symmetric === false ? `int4/g${group}z4` : `int4/g${group}`,
      why: `${what}, symmetric ${w.symmetric !== false}`,
    };
  if (kind === "int" && bits === 8 && strategy === "channel" && w.symmetric !== false)
    return { format: "int8/channel", why: what };
  return {
    problem: `weights ${what}`,
    nearest: kind === "float" ? "fp8/channel or nvfp4/g16" : "int4/g128 or int8/channel",
  };
}

function actFormat(a: Json | undefined, dtype: string): Mapped {
  if (a === undefined || a === null) return { format: dtype, why: "input_activations null: weight-only" };
  if (!isDict(a)) return { problem: `input_activations ${show(a)}`, nearest: dtype };
  const bits = n(a.num_bits);
  const strategy = typeof a.strategy === "string" ? a.strategy : "";
  const what = `${a.type}${bits} ${strategy}${a.dynamic === true ? " dynamic" : ""}`;
  if (a.type === "float" && bits === 8) {
    if (strategy === "token") return { format: "fp8/token", why: what };
    if (strategy === "tensor") return { format: "fp8/tensor", why: what };
    if (strategy === "group" && n(a.group_size)) return { format: `fp8/g${n(a.group_size)}`, why: what };
  }
  if (a.type === "float" && bits === 4 && strategy === "tensor_group" && n(a.group_size) === 16)
    return { format: "nvfp4/g16", why: what };
  // W8A8 int8 (int-quantized): dynamic symmetric per-token int8 (vLLM scaled_int8_quant); an asymmetric one adds a
  // zero point per token that no registry format carries.
  if (a.type === "int" && bits === 8 && strategy === "token" && a.dynamic === true && a.symmetric !== false)
    return { format: "int8/token", why: `${what} symmetric` };
  if (a.type === "int" && bits === 8)
    return {
      problem: `input activations ${what}${a.symmetric === false ? " asymmetric" : ""}`,
      nearest: "int8/token (dynamic, symmetric)",
    };
  return { problem: `input activations ${what}`, nearest: "fp8/token or the model dtype (weight-only)" };
}

function kvFormat(kv: Json | undefined): Mapped | undefined {
  if (kv === undefined || kv === null) return undefined;
  if (isDict(kv) && kv.type === "float" && n(kv.num_bits) === 8 && kv.strategy === "tensor")
    return { format: "fp8/tensor", why: "kv_cache_scheme float8 tensor" };
  return { problem: `kv_cache_scheme ${show(kv)}`, nearest: "fp8/tensor" };
}

export const COMPRESSED_TENSORS: SchemeRow = {
  name: "compressed-tensors",
  read(input: SchemeInput): SchemeRead {
    const { q, at, dtype } = input;
    const groups = isDict(q.config_groups) ? Object.entries(q.config_groups) : [];
    if (groups.length !== 1) {
      return groups.length
        ? {
            unsupported: {
              detail: `${groups.length} config_groups (mixed precision by target)`,
              nearest: "one config group per checkpoint",
            },
          }
        : {
            invalid: {
              key: `${at}.config_groups`,
              value: q.config_groups,
              expected: "an object of one config group",
            },
          };
    }
    const [name, group] = groups[0] as [string, Json];
    if (!isDict(group) || !isDict(group.weights))
      return {
        invalid: {
          key: `${at}.config_groups.${name}.weights`,
          value: isDict(group) ? group.weights : group,
          expected: "weight quantization args",
        },
      };
    const w = weightFormat(group.weights);
    const a = actFormat(group.input_activations, dtype);
    const kv = kvFormat(q.kv_cache_scheme);
    for (const m of [w, a, kv])
      if (m && "problem" in m)
        return { unsupported: { detail: `compressed-tensors ${m.problem}`, nearest: m.nearest } };
    if (!("format" in w) || !("format" in a))
      return { unsupported: { detail: "compressed-tensors", nearest: "fp8/channel" } };
    const ignore = Array.isArray(q.ignore) ? q.ignore : [];
    const kept = keptModules(ignore, dtype, input.layers);
    if (kept.unmapped.length)
      return {
        invalid: {
          key: `${at}.ignore`,
          value: kept.unmapped,
          expected: "lm_head, embed_tokens, router gates or attention modules",
        },
      };
    const note = `compressed-tensors ${show(q.format)} ${name}`;
    return {
      weight: { value: w.format, comment: `${note}: weights ${w.why}` },
      act: { value: a.format, comment: a.why },
      ...(kv && "format" in kv ? { kvCache: { value: kv.format, comment: kv.why } } : {}),
      overrides: kept.overrides,
    };
  },
};
