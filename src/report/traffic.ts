import type { ByteSplit, NodeCost } from "../cost/index.ts";
import { tensorBytes } from "../formats/index.ts";
import type { ConcreteNode, OpKind, Tensor } from "../ir/index.ts";

/** What can make a category's bytes smaller. */
export type Reducer = "quantization" | "fusion" | "nothing";

/** The fields of cost's per-node byte split, in the order the JSON report writes a site's `bytesSplit`. */
export const BYTE_SPLIT_FIELDS = [
  "weight",
  "actIn",
  "actOut",
  "kvRead",
  "kvWrite",
  "state",
] as const satisfies readonly (keyof ByteSplit)[];

/** Each table's summary byte columns and the split fields each one sums, in the order the JSON report writes them. */
export const BYTE_COLUMNS = {
  weightBytes: ["weight"],
  kvBytes: ["kvRead", "kvWrite"],
  stateBytes: ["state"],
  activationBytes: ["actIn", "actOut"],
} as const satisfies Record<string, readonly (keyof ByteSplit)[]>;

export type ByteColumn = keyof typeof BYTE_COLUMNS;
export const BYTE_COLUMN_IDS = Object.keys(BYTE_COLUMNS) as ByteColumn[];

/** A node's bytes in one summary column (the sum of its split fields). */
export const columnBytes = (split: ByteSplit, column: ByteColumn) =>
  BYTE_COLUMNS[column].reduce((sum, field) => sum + split[field], 0);

export interface TrafficCategoryRow {
  title: string;
  reducedBy: Reducer;
  /** How, in one line, for the report's reader. */
  how: string;
  /** The split field the category takes whole; null where the activation edges are divided by where they flow. */
  field: keyof ByteSplit | null;
}

/** The step's DRAM bytes by what they are, listed once: every table's split has these rows in this order. */
export const TRAFFIC_CATEGORIES = {
  weights: {
    title: "Weights (with scales)",
    reducedBy: "quantization",
    how: "a narrower weight format (fp8, nvfp4, w4a16); every scale byte is counted",
    field: "weight",
  },
  "graph-io": {
    title: "Graph I/O",
    reducedBy: "nothing",
    how: "the step's own inputs and outputs: token ids in, embedding rows gathered, logits and sampled tokens out",
    field: null,
  },
  "kv-read": {
    title: "KV read",
    reducedBy: "quantization",
    how: "a narrower KV-cache format (--kv-cache fp8/tensor)",
    field: "kvRead",
  },
  "kv-write": {
    title: "KV written",
    reducedBy: "quantization",
    how: "a narrower KV-cache format; the new tokens' K and V are stored whether or not attention is fused",
    field: "kvWrite",
  },
  state: {
    title: "Recurrent state",
    reducedBy: "quantization",
    how: "a narrower state format (FP32 → BF16); each sequence's state is read and written once per step",
    field: "state",
  },
  intermediates: {
    title: "Fusible intermediates",
    reducedBy: "fusion",
    how: "activations one kernel writes and another reads; a fused kernel keeps them on chip (--fusions)",
    field: null,
  },
} as const satisfies Record<string, TrafficCategoryRow>;

export type TrafficCategory = keyof typeof TRAFFIC_CATEGORIES;
export const TRAFFIC_CATEGORY_IDS = Object.keys(TRAFFIC_CATEGORIES) as TrafficCategory[];

/**
 * Op kinds whose bytes leave the usual assignment: the embedding's gathered rows are the step's input (graph I/O, not
 * a weight stream), and the head's logits are the model's output, as is everything the sampler computes from them.
 */
const GRAPH_IO_ROLES: Partial<Record<OpKind, { isGatherInput?: boolean; isModelOutput?: boolean }>> = {
  embed: { isGatherInput: true },
  lm_head: { isModelOutput: true },
};

/** A costed node as the split reads it; a fused row (--fusions) says in `fusion.internalBytes` what it keeps on chip per run. */
export type TrafficCost = Pick<NodeCost, "site" | "count" | "bytes"> & { fusion?: { internalBytes: number } };

export interface TrafficSplit {
  /** The step's bytes: the sum of the categories, equal to the table's weight + KV + state + activation bytes. */
  bytes: number;
  categories: {
    id: TrafficCategory;
    title: string;
    bytes: number;
    share: number;
    reducedBy: Reducer;
    how: string;
  }[];
  /** Bytes fused groups keep internal (not in `bytes`); null when no fusion was applied. */
  savedByFusionBytes: number | null;
}

const edgeBytes = (t: Tensor) => tensorBytes(t.format, t.rows, t.cols, "activation");
const blockOf = (site: string) => site.slice(0, site.indexOf("."));

/**
 * Splits a step's bytes by category. Weights, KV and state come from each node's byte split; an activation edge is
 * graph I/O when it is a circuit input or flows from the model's output, and a fusible intermediate otherwise.
 * Nodes are walked in execution order; a cost without a node (a fused row) keeps its activations as intermediates.
 */
export function splitTraffic(
  nodes: readonly ConcreteNode[],
  costs: readonly TrafficCost[],
  graphInputs: readonly string[],
): TrafficSplit {
  const bytes = Object.fromEntries(TRAFFIC_CATEGORY_IDS.map((id) => [id, 0])) as Record<
    TrafficCategory,
    number
  >;
  const whole = TRAFFIC_CATEGORY_IDS.flatMap((id) => {
    const { field } = TRAFFIC_CATEGORIES[id];
    return field ? [{ id, field }] : [];
  });
  const inputs = new Set(graphInputs);
  // Block-local edge names that carry the model's output, keyed "block:edge".
  const outputs = new Set<string>();
  const ioOf = new Map<string, number>();
  for (const node of nodes) {
    const role = GRAPH_IO_ROLES[node.op] ?? {};
    const block = blockOf(node.site);
    const isOutput = (t: Tensor) => outputs.has(`${block}:${t.edge}`);
    const fromOutput = node.ins.some(isOutput);
    const ioIn = node.ins
      .filter((t) => inputs.has(t.edge) || isOutput(t))
      .reduce((s, t) => s + edgeBytes(t), 0);
    const isOutFlow = role.isModelOutput === true || fromOutput;
    if (isOutFlow) for (const t of node.outs) outputs.add(`${block}:${t.edge}`);
    const ioOut = isOutFlow ? node.outs.reduce((s, t) => s + edgeBytes(t), 0) : 0;
    ioOf.set(node.site, ioIn + ioOut);
  }
  const isGather = new Set(nodes.filter((n) => GRAPH_IO_ROLES[n.op]?.isGatherInput).map((n) => n.site));
  let saved = 0;
  let hasFusion = false;
  for (const c of costs) {
    const b = c.bytes;
    const activations = b.actIn + b.actOut;
    const io = Math.min(activations, ioOf.get(c.site) ?? 0);
    const gather = isGather.has(c.site);
    // A gather's "weights" are the rows the step reads in: graph I/O, not a weight stream.
    const split: ByteSplit = gather ? { ...b, weight: 0 } : b;
    for (const { id, field } of whole) bytes[id] += split[field] * c.count;
    bytes["graph-io"] += ((gather ? b.weight : 0) + io) * c.count;
    bytes.intermediates += (activations - io) * c.count;
    if (c.fusion) {
      hasFusion = true;
      saved += c.fusion.internalBytes * c.count;
    }
  }
  const total = TRAFFIC_CATEGORY_IDS.reduce((sum, id) => sum + bytes[id], 0);
  return {
    bytes: total,
    categories: TRAFFIC_CATEGORY_IDS.map((id) => ({
      id,
      title: TRAFFIC_CATEGORIES[id].title,
      bytes: bytes[id],
      share: total > 0 ? bytes[id] / total : 0,
      reducedBy: TRAFFIC_CATEGORIES[id].reducedBy,
      how: TRAFFIC_CATEGORIES[id].how,
    })),
    savedByFusionBytes: hasFusion ? saved : null,
  };
}
