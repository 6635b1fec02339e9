import type { ConcreteNode } from "./concrete.ts";

export type ParamValue = string | number;

interface SiteParam {
  summary: string;
  /** The value a node supplies, read from its evaluated shapes and formats; undefined when it has none. */
  value(node: ConcreteNode): ParamValue | undefined;
}

/** The KV cache a node reads or writes: attention's parameters describe it, never a recurrent state (issue 30). */
const kvCache = (n: ConcreteNode) => n.states.find((s) => !s.isRecurrent);
const groupOf = (name: string | undefined) => (name ? /\/g(\d+)z?$/.exec(name)?.[1] : undefined);

/** Parameters a kernel family may key on, each read structurally from a node (never from its op name). */
export const SITE_PARAMS: Record<string, SiteParam> = {
  head_dim: {
    summary: "channels per attention head (the cache's row width, or the rotary width)",
    value: (n) => kvCache(n)?.cols ?? n.params.rotary_dim,
  },
  kv_heads: { summary: "KV heads per token in the cache", value: (n) => kvCache(n)?.rowsPerToken },
  gqa_group: {
    summary: "query heads per KV head",
    value: (n) => {
      const s = kvCache(n);
      const q = n.ins[0];
      // Only a node that reads the cache takes queries; one that writes it takes the keys themselves.
      return s?.access === "read" && q ? q.cols / (s.rowsPerToken * s.cols) : undefined;
    },
  },
  kv_format: { summary: "KV cache format", value: (n) => kvCache(n)?.format.name },
  weight_format: { summary: "weight format", value: (n) => n.weight?.format.name },
  act_format: { summary: "input activation format", value: (n) => n.ins[0]?.format.name },
  group_size: {
    summary: "quantization group of the weight (g<n> formats)",
    value: (n) => {
      const g = groupOf(n.weight?.format.name);
      return g ? Number(g) : undefined;
    },
  },
  n: { summary: "weight rows (output features)", value: (n) => n.weight?.rows },
  k: { summary: "weight columns (input features)", value: (n) => n.weight?.cols },
  hidden: { summary: "input width", value: (n) => n.ins[0]?.cols },
  experts: { summary: "routed experts", value: (n) => n.params.experts },
  top_k: { summary: "experts per token", value: (n) => n.params.top_k },
  rotary_dim: { summary: "rotated channels per head", value: (n) => n.params.rotary_dim },
};

export const SITE_PARAM_NAMES = Object.keys(SITE_PARAMS);
