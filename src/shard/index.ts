// Shard: the evaluated nodes of one run point + a --parallel layout → what one device runs, with its collectives.
import { type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import { tensorBytes } from "../formats/index.ts";
import type { BoundModel } from "../instantiate/index.ts";
import {
  type ConcreteNode,
  devicesOf,
  type Layout,
  layoutName,
  Remembered,
  type RunPoint,
  type Tensor,
} from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc } from "../schema/index.ts";
import { evaluate } from "../shape/index.ts";
import type { ParsedCircuit } from "../validate/index.ts";
import { collective, type EdgeSplit, type ShardContext, type StateRole } from "./context.ts";
import { SHARD_ROWS } from "./rows.ts";

export interface ShardInput {
  circuit: CircuitDoc;
  /** What validation parsed: the heads: expressions of output edges are read from it. */
  parsed: ParsedCircuit;
  circuitFile: string;
  /** The model's dims, for the heads: expressions of output edges. */
  dims: Readonly<Record<string, number>>;
  layout: Layout;
}

/** One device's share of a run point: its nodes (with collectives) and the rows and sequences it serves. */
export interface ShardedStep {
  /** What the device runs in one step: its stage's layers once per pp slot. */
  nodes: ConcreteNode[];
  /** Its stage's nodes once: what it holds (weights, KV cache). */
  stageNodes: ConcreteNode[];
  /** One micro-batch as the device runs it. */
  run: RunPoint;
  /** Sequences whose KV cache the device holds (all of its attention replica's, across micro-batches). */
  heldSequences: number;
}

/** Blocks that run once per step (prologue, epilogue): pipeline stages split only the layers. */
function onceBlocks(circuit: CircuitDoc) {
  return new Set([...circuit.prologue, ...circuit.epilogue]);
}

/**
 * The nodes one device runs at a run point under a layout: tensors divided per op row, collectives after row-parallel
 * layers, around routed experts and between pipeline stages; layers divided over pp stages (the device costed holds
 * a stage's layers plus the embedding and the head, the larger of a first and a last stage).
 */
export function shardStep(
  input: ShardInput,
  nodes: readonly ConcreteNode[],
  run: RunPoint,
): { step: ShardedStep; diagnostics: readonly Diagnostic[] } {
  // Keyed by the evaluated nodes, which belong to one binding of one circuit and model: every device of a compare
  // asks again for the same point and layout, and is handed the same step and the same findings.
  const key = JSON.stringify([input.circuitFile, input.layout, run]);
  return sharded.get(nodes, key, () => shardStepOnce(input, nodes, run));
}
const sharded = new Remembered<readonly ConcreteNode[], ReturnType<typeof shardStepOnce>>();

/** A device's share of the step under a layout: its attention replica's sequences, one micro-batch of them, and their rows. */
function sharesOf(layout: Layout, group: number, run: RunPoint) {
  const dp = group / layout.tp;
  // DP attention: each replica serves ⌈s/dp⌉ sequences (the busiest one sets the step); one sequence stays on one.
  const held = Math.ceil(run.sequences / dp);
  // Pipeline stages: micro-batches of ⌈held/pp⌉ sequences; a token of each needs pp stage slots, so the step is
  // pp slots of one micro-batch whether or not there are pp micro-batches to fill them (decode cannot pipeline one).
  const sequences = Math.ceil(held / layout.pp);
  const rowShare = sequences / run.sequences;
  // Routing spreads every token of a micro-batch over the EP ranks: all DP replicas' share, at most the step's rows.
  const tokenShare = Math.min(1, (sequences * dp) / run.sequences);
  return { dp, held, sequences, rowShare, tokenShare };
}

/** Each state's declared role, by block and state id. */
function stateRolesOf(circuit: CircuitDoc): Map<string, StateRole> {
  const stateRoles = new Map<string, StateRole>();
  for (const [block, doc] of Object.entries(circuit.blocks))
    for (const [i, s] of doc.states.entries())
      stateRoles.set(`${block}.${s.id}`, { shard: s.shard, path: ["blocks", block, "states", i, "shard"] });
  return stateRoles;
}

/** The heads each output edge of a node declares (heads:), evaluated on the model's dims. */
function outHeadsOf(doc: CircuitNodeDoc, input: ShardInput): (number | undefined)[] {
  return doc.out.map((e) => {
    if (e.heads === undefined) return undefined;
    const parsed = input.parsed.expressions.get(e.heads);
    if (!parsed) throw new Error(`internal: heads "${e.heads}" was not parsed in validation`);
    // Validate checked its symbols; a dim the model lacks leaves the edge to the even split.
    try {
      const heads = evaluate(parsed, input.dims);
      return Number.isInteger(heads) && heads > 0 ? heads : undefined;
    } catch {
      return undefined;
    }
  });
}

// One pass over the nodes in order: each node's split depends on the splits its block's earlier nodes left.
function shardStepOnce(
  input: ShardInput,
  nodes: readonly ConcreteNode[],
  run: RunPoint,
): { step: ShardedStep; diagnostics: Diagnostic[] } {
  const { circuit, circuitFile, layout } = input;
  const diagnostics: Diagnostic[] = [];
  const group = Math.max(layout.tp, layout.ep);
  const name = layoutName(layout);
  const problemAt =
    (site: string) => (what: string, size: number, axis: string, ways: number, path: KeyPath) => {
      diagnostics.push(
        diagnose(
          "SHARD_INDIVISIBLE",
          { site, what, size, axis, ways, layout: name },
          { file: circuitFile, path },
        ),
      );
    };
  if (group % layout.tp !== 0 || group % layout.ep !== 0)
    problemAt("layout")("the smaller of tp and ep", Math.min(layout.tp, layout.ep), "a stage of", group, [
      "layout",
    ]);
  const { dp, held, sequences, rowShare, tokenShare } = sharesOf(layout, group, run);
  const stateRoles = stateRolesOf(circuit);
  const stateShares: ShardContext["stateShares"] = new Map();
  const once = onceBlocks(circuit);
  const stage: ConcreteNode[] = [];
  const splits = new Map<string, EdgeSplit>();
  let block = "";
  let stream: Tensor | undefined;
  for (const node of nodes) {
    const [nodeBlock = "", id = ""] = node.site.split(".");
    if (nodeBlock !== block) {
      block = nodeBlock;
      splits.clear();
    }
    const blockDoc = circuit.blocks[nodeBlock];
    const index = blockDoc?.nodes.findIndex((n) => n.id === id) ?? -1;
    const doc = blockDoc?.nodes[index];
    if (!doc) throw new Error(`internal: site ${node.site} has no circuit node`);
    const base: KeyPath = ["blocks", nodeBlock, "nodes", index];
    // A switched-off node passes its inputs through: its outputs carry the split of the input at their position.
    const splitOf = (edge: string, depth = 0): EdgeSplit => {
      const known = splits.get(edge);
      if (known || depth > 16) return known ?? { div: 1, rows: rowShare };
      const producer = blockDoc?.nodes.find((n) => n.out.some((e) => e.edge === edge));
      const i = producer?.out.findIndex((e) => e.edge === edge) ?? -1;
      const source = producer?.in[i];
      return source ? splitOf(source, depth + 1) : { div: 1, rows: rowShare };
    };
    const outHeads = outHeadsOf(doc, input);
    const ctx: ShardContext = {
      layout,
      group,
      dp,
      rowShare,
      tokenShare,
      doc,
      base,
      site: node.site,
      role: doc.weight?.shard ?? "replicated",
      outHeads,
      ins: node.ins.map((t) => splitOf(t.edge)),
      problem: problemAt(node.site),
      problemAt,
      stateRoles,
      stateShares,
    };
    const sharded = SHARD_ROWS[node.op](node, ctx);
    sharded.node.outs.forEach((t, i) => {
      const split = sharded.outs[i];
      if (split) splits.set(t.edge, split);
    });
    // Pipeline stages split layers unevenly where they must (vLLM get_pp_indices: ⌊L/pp⌋ each, the remainder one
    // more on the stages before the last); the device costed is the largest stage, ⌈count/pp⌉ of each layer site.
    const isLayer = !once.has(nodeBlock);
    let count = node.count;
    if (isLayer && layout.pp > 1) count = Math.ceil(node.count / layout.pp);
    if (!isLayer && !stream) stream = sharded.node.outs[0];
    for (const n of [...(sharded.before ?? []), sharded.node, ...(sharded.after ?? [])])
      stage.push({ ...n, count: isLayer ? count : n.count });
  }
  if (layout.pp > 1) {
    // The residual stream crosses each stage boundary once per step: a device receives one and sends one.
    if (stream) stage.push(collective("send_recv", "pipeline", 1, stream, 2, devicesOf(layout)));
  }
  // A step is pp stage slots: the layers and the stage hand-over run once per slot, the embedding and the head
  // once per micro-batch on their own stages, so the sum is the pipeline's sequential latency.
  const slots = (n: ConcreteNode) => (once.has(n.site.split(".")[0] ?? "") ? 1 : layout.pp);
  const out = layout.pp > 1 ? stage.map((n) => ({ ...n, count: n.count * slots(n) })) : stage;
  return {
    step: {
      nodes: out,
      stageNodes: stage,
      run: { ...run, rows: run.rows * rowShare, sequences },
      heldSequences: held,
    },
    diagnostics,
  };
}

/**
 * What one device holds: each resident weight scaled as its site's node shards it (and by pp for layer weights),
 * the KV cache and recurrent states scaled as the cache-writing nodes shard their states.
 */
export function shardBound(
  bound: BoundModel,
  full: readonly ConcreteNode[],
  sharded: readonly ConcreteNode[],
) {
  const bySite = new Map(sharded.map((n) => [n.site, n]));
  const weightShare = new Map<string, number>();
  for (const n of full) {
    const s = bySite.get(n.site);
    if (!n.weight || !s?.weight) continue;
    const before =
      tensorBytes(n.weight.format, n.weight.rows, n.weight.cols, "weight") * n.weight.count * n.count;
    const after =
      tensorBytes(s.weight.format, s.weight.rows, s.weight.cols, "weight") * s.weight.count * s.count;
    if (before > 0) weightShare.set(n.site, after / before);
  }
  const holds = (n: ConcreteNode) =>
    n.states
      .filter((st) => st.access === "write" || (st.access === "update" && st.isRecurrent))
      .reduce((sum, st) => sum + tensorBytes(st.format, st.rowsPerToken, st.cols, "activation") * n.count, 0);
  const kvBefore = full.reduce((sum, n) => sum + holds(n), 0);
  const kvAfter = sharded.reduce((sum, n) => sum + holds(n), 0);
  const kvShare = kvBefore > 0 ? kvAfter / kvBefore : 1;
  return {
    ...bound,
    weights: bound.weights.map((w) => ({ ...w, bytes: w.bytes * (weightShare.get(w.site) ?? 1) })),
    kvBytes: (tokens: number) => bound.kvBytes(tokens) * kvShare,
  } satisfies BoundModel;
}

/**
 * The layouts a run that does not fit is tried at, fewest devices first: tensor parallel within one 8-GPU board (the
 * scale-up domain of an HGX or MI300X platform), then pipeline stages across boards.
 */
export const FIT_LAYOUTS: readonly Layout[] = [
  { tp: 2, ep: 1, pp: 1 },
  { tp: 4, ep: 1, pp: 1 },
  { tp: 8, ep: 1, pp: 1 },
  { tp: 8, ep: 1, pp: 2 },
  { tp: 8, ep: 1, pp: 4 },
  { tp: 8, ep: 1, pp: 8 },
  { tp: 8, ep: 1, pp: 16 },
];

/** What one device of a layout holds: its share of the resident weights and of each sequence's KV cache and state. */
export interface LayoutHolding {
  layout: Layout;
  weightBytes: number;
  kvBytes(tokens: number): number;
}

/** One device's holding under each layout the model shards into without a problem (a layout that cannot is left out). */
export function layoutHoldings(
  input: Omit<ShardInput, "layout">,
  bound: BoundModel,
  nodes: readonly ConcreteNode[],
  run: RunPoint,
  layouts: readonly Layout[] = FIT_LAYOUTS,
): LayoutHolding[] {
  return layouts.flatMap((layout) => {
    const { step, diagnostics } = shardStep({ ...input, layout }, nodes, run);
    if (diagnostics.some((d) => d.severity === "error")) return [];
    const held = shardBound(bound, nodes, step.stageNodes);
    return [
      { layout, weightBytes: held.weights.reduce((sum, w) => sum + w.bytes, 0), kvBytes: held.kvBytes },
    ];
  });
}

export { headsPerRank } from "./context.ts";
export { SHARD_ROWS } from "./rows.ts";
