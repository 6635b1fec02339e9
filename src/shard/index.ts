// Shard: the evaluated nodes of one run point + a --parallel layout → what one device runs, with its collectives.
import { type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import { tensorBytes } from "../formats/index.ts";
import type { BoundModel } from "../instantiate/index.ts";
import {
  type ConcreteNode,
  devicesOf,
  type Layout,
  layoutName,
  type OpKind,
  Remembered,
  type RunPoint,
  type StateAccess,
  type Tensor,
  type WeightShard,
} from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc } from "../schema/index.ts";
import { evaluate } from "../shape/index.ts";
import type { ParsedCircuit } from "../validate/index.ts";

/** How one rank holds an edge: its columns divided by `div`, its rows scaled by `rows` (data-parallel or routed share). */
interface EdgeSplit {
  div: number;
  rows: number;
}

/** Everything a shard row needs about the layout and the node's circuit declaration. */
interface ShardContext {
  layout: Layout;
  /** Devices of one stage: max(tp, ep). */
  group: number;
  /** Attention replicas when experts span more devices than TP (DP attention): group ÷ tp. */
  dp: number;
  /** A rank's share of the step's rows outside the experts. */
  rowShare: number;
  /** The share of the step's tokens one micro-batch routes to the experts (all DP replicas together). */
  tokenShare: number;
  doc: CircuitNodeDoc;
  base: KeyPath;
  site: string;
  role: WeightShard;
  /** Heads each output edge declares (heads:), evaluated; undefined where none is declared. */
  outHeads: (number | undefined)[];
  ins: readonly EdgeSplit[];
  problem(what: string, size: number, axis: string, ways: number, path: KeyPath): void;
  /** The same, named after another site (a state is one problem, however many nodes touch it). */
  problemAt(site: string): ShardContext["problem"];
  stateRoles: ReadonlyMap<string, StateRole>;
  /** Each state's share on one rank, worked out the first time a node of the step touches it. */
  stateShares: Map<string, Pick<StateAccess, "rowsPerToken" | "cols">>;
}

interface Sharded {
  node: ConcreteNode;
  outs: EdgeSplit[];
  before?: ConcreteNode[];
  after?: ConcreteNode[];
}

type ShardRow = (node: ConcreteNode, ctx: ShardContext) => Sharded;

const scaled = (t: Tensor, s: EdgeSplit): Tensor => ({ ...t, rows: t.rows * s.rows, cols: t.cols / s.div });
const whole = (s: EdgeSplit): EdgeSplit => ({ div: 1, rows: s.rows });
const firstSplit = (ctx: ShardContext): EdgeSplit => ctx.ins[0] ?? { div: 1, rows: ctx.rowShare };

/** Heads per rank: heads/ways, or one head replicated on each rank when ways is a multiple of heads (vLLM's GQA rule). */
export function headsPerRank(heads: number, ways: number): number | undefined {
  if (heads % ways === 0) return heads / ways;
  if (ways % heads === 0) return 1;
  return undefined;
}

/** A collective over `ranks` ranks on `t`, spanning `span` devices, as a node of the site it follows. */
function collective(op: OpKind, site: string, count: number, t: Tensor, ranks: number, span: number) {
  const node: ConcreteNode = {
    site: `${site}.${op}`,
    op,
    count,
    ins: [t],
    outs: [t],
    states: [],
    params: { ranks, span },
  };
  return node;
}

/** Outputs take the split of the input at their position (or the last one); a per-channel weight divides with them. */
const elementwise: ShardRow = (node, ctx) => {
  const outs = node.outs.map((_, i) => ctx.ins[Math.min(i, ctx.ins.length - 1)] ?? firstSplit(ctx));
  return { node: withSplits(node, ctx, outs), outs };
};

/** Ins and outs scaled, states by their role, and a weight whose side matches a split input's full width divided. */
function withSplits(node: ConcreteNode, ctx: ShardContext, outs: readonly EdgeSplit[]): ConcreteNode {
  const ins = node.ins.map((t, i) => scaled(t, ctx.ins[i] ?? firstSplit(ctx)));
  let weight = node.weight;
  if (weight) {
    const match = node.ins.findIndex((t, i) => (ctx.ins[i]?.div ?? 1) > 1 && t.cols === weight?.cols);
    const rowMatch = node.ins.findIndex((t, i) => (ctx.ins[i]?.div ?? 1) > 1 && t.cols === weight?.rows);
    if (match >= 0) weight = { ...weight, cols: weight.cols / (ctx.ins[match]?.div ?? 1) };
    else if (rowMatch >= 0) weight = { ...weight, rows: weight.rows / (ctx.ins[rowMatch]?.div ?? 1) };
  }
  const bias = node.bias && weight ? { ...node.bias, cols: weight.rows } : node.bias;
  return {
    ...node,
    ins,
    outs: node.outs.map((t, i) => scaled(t, outs[i] ?? firstSplit(ctx))),
    states: node.states.map((s) => shardState(s, ctx)),
    ...(weight ? { weight } : {}),
    ...(bias ? { bias } : {}),
  };
}

/** A state by its declared role: heads divide its rows (one replicated head when fewer than tp), channels its columns. */
function shardState(s: StateAccess, ctx: ShardContext): StateAccess {
  const tp = ctx.layout.tp;
  const block = ctx.site.split(".")[0] ?? "";
  const state = `${block}.${s.id}`;
  const role = ctx.stateRoles.get(state);
  if (tp === 1 || !role || role.shard === "replicated") return s;
  // A state is sharded once per step (bind sized it once); every node that reads or writes it takes that share.
  let share = ctx.stateShares.get(state);
  if (!share) {
    share = stateShare(s, role, ctx.problemAt(state), tp);
    ctx.stateShares.set(state, share);
  }
  return { ...s, ...share };
}

function stateShare(
  s: StateAccess,
  role: StateRole,
  problem: ShardContext["problem"],
  tp: number,
): Pick<StateAccess, "rowsPerToken" | "cols"> {
  if (role.shard === "heads") {
    const per = headsPerRank(s.rowsPerToken, tp);
    if (per === undefined) problem("heads (state rows)", s.rowsPerToken, "tp", tp, role.path);
    return { rowsPerToken: per ?? s.rowsPerToken, cols: s.cols };
  }
  if (s.cols % tp !== 0) {
    problem("channels (state columns)", s.cols, "tp", tp, role.path);
    return { rowsPerToken: s.rowsPerToken, cols: s.cols };
  }
  return { rowsPerToken: s.rowsPerToken, cols: s.cols / tp };
}

/** Attention-like ops: outputs keep the heads split of the query; per-head weights and the `heads` param divide with it. */
const headwise: ShardRow = (node, ctx) => {
  const split = firstSplit(ctx);
  const outs = node.outs.map(() => split);
  const sharded = withSplits(node, ctx, outs);
  const weight =
    node.weight && ctx.role !== "replicated"
      ? { ...node.weight, rows: node.weight.rows / split.div }
      : sharded.weight;
  const heads = node.params.heads;
  return {
    node: {
      ...sharded,
      ...(weight ? { weight } : {}),
      params: heads !== undefined ? { ...node.params, heads: heads / split.div } : node.params,
    },
    outs,
  };
};

/** Megatron's linear layers by the weight's role: column splits the outputs, row splits the input and all-reduces. */
const linearRow: ShardRow = (node, ctx) => {
  const tp = ctx.layout.tp;
  const input = firstSplit(ctx);
  const w = node.weight;
  if (!w || tp === 1 || ctx.role === "replicated" || ctx.role === "expert") {
    const outs = node.outs.map(() => whole(input));
    return { node: withSplits(node, ctx, outs), outs };
  }
  if (ctx.role === "row") {
    const sharded = withSplits(
      node,
      ctx,
      node.outs.map(() => whole(input)),
    );
    const outs = node.outs.map(() => whole(input));
    const weight = { ...w, cols: w.cols / input.div };
    const out = sharded.outs[0];
    return {
      node: { ...sharded, weight, ...(sharded.bias ? { bias: sharded.bias } : {}) },
      outs,
      after: input.div > 1 && out ? [collective("all_reduce", node.site, node.count, out, tp, tp)] : [],
    };
  }
  // column and vocab: every output divides by its heads rule, or evenly over tp.
  const outs = node.outs.map((t, i) => {
    const heads = ctx.outHeads[i];
    const path: KeyPath = [...ctx.base, "out", i, heads === undefined ? "shape" : "heads"];
    if (heads !== undefined) {
      const per = headsPerRank(heads, tp);
      if (per === undefined) ctx.problem(`output ${t.edge} heads`, heads, "tp", tp, path);
      return { div: per === undefined ? 1 : heads / per, rows: input.rows };
    }
    if (t.cols % tp !== 0) ctx.problem(`output ${t.edge} columns`, t.cols, "tp", tp, path);
    return { div: t.cols % tp === 0 ? tp : 1, rows: input.rows };
  });
  const full = node.outs.reduce((sum, t) => sum + t.cols, 0);
  const local = node.outs.reduce((sum, t, i) => sum + t.cols / (outs[i]?.div ?? 1), 0);
  const weight = { ...w, rows: (w.rows * local) / full };
  const sharded = withSplits(node, ctx, outs);
  const bias = sharded.bias ? { ...sharded.bias, cols: weight.rows } : undefined;
  if (ctx.role !== "vocab") return { node: { ...sharded, weight, ...(bias ? { bias } : {}) }, outs };
  // Vocab-parallel LM head: the logits' shares are gathered on every rank before sampling.
  const gathered = node.outs.map((t) => scaled(t, whole(input)));
  const first = gathered[0];
  return {
    node: { ...sharded, weight, ...(bias ? { bias } : {}) },
    outs: node.outs.map(() => whole(input)),
    after: first ? [collective("all_gather", node.site, node.count, first, tp, tp)] : [],
  };
};

/** Vocab-parallel embedding: each rank gathers the rows it holds, and an all-reduce sums the shares. */
const embedRow: ShardRow = (node, ctx) => {
  const tp = ctx.layout.tp;
  const rows = { div: 1, rows: ctx.rowShare };
  const outs = node.outs.map(() => rows);
  const sharded = withSplits(node, { ...ctx, ins: node.ins.map(() => rows) }, outs);
  const w = node.weight;
  if (!w || tp === 1 || ctx.role !== "vocab") return { node: sharded, outs };
  if (w.rows % tp !== 0)
    ctx.problem("vocabulary (weight rows)", w.rows, "tp", tp, [...ctx.base, "weight", "shape"]);
  const out = sharded.outs[0];
  return {
    node: { ...sharded, weight: { ...w, rows: w.rows / tp } },
    outs,
    after: out ? [collective("all_reduce", node.site, node.count, out, tp, tp)] : [],
  };
};

/**
 * Routed experts: E/ep experts per rank, each split by column (gate_up) or row (down) over group/ep ranks; a rank
 * runs its experts' share T·k/ep of the token-expert pairs. With DP attention (ep > tp) tokens reach their experts by
 * all-to-all (dispatch before gate_up, combine after down); otherwise every rank holds every token and an all-reduce
 * over the group adds the experts' partial outputs (vLLM's EP over the TP group).
 */
function expertRow(side: "gate_up" | "down"): ShardRow {
  return (node, ctx) => {
    const { ep } = ctx.layout;
    const etp = ctx.group / ep;
    const w = node.weight;
    if (!w || ctx.group === 1 || ctx.role !== "expert") return elementwise(node, ctx);
    if (w.count % ep !== 0)
      ctx.problem("experts (weight count)", w.count, "ep", ep, [...ctx.base, "weight", "count"]);
    const splitSide = side === "gate_up" ? w.rows : w.cols;
    if (splitSide % etp !== 0)
      ctx.problem(`expert ${side === "gate_up" ? "output rows" : "input columns"}`, splitSide, "tp", etp, [
        ...ctx.base,
        "weight",
        "shape",
      ]);
    const weight =
      side === "gate_up"
        ? { ...w, count: w.count / ep, rows: w.rows / etp }
        : { ...w, count: w.count / ep, cols: w.cols / etp };
    const params = {
      ...node.params,
      ...(node.params.top_k !== undefined ? { top_k: node.params.top_k / ep } : {}),
      ...(node.params.experts !== undefined ? { experts: node.params.experts / ep } : {}),
    };
    // Token rows are the whole step's (routing spreads all of them), pairs a rank's share of T·k.
    const tokens = { div: 1, rows: ctx.tokenShare };
    if (side === "gate_up") {
      const ins = node.ins.map(() => tokens);
      const outs = node.outs.map(() => ({ div: etp, rows: ctx.tokenShare / ep }));
      const sharded = withSplits(node, { ...ctx, ins }, outs);
      const x = node.ins[0];
      const before =
        ctx.dp > 1 && x
          ? [
              collective(
                "all_to_all",
                `${node.site}.dispatch`,
                node.count,
                { ...x, rows: x.rows * ctx.rowShare * (node.params.top_k ?? 1) },
                ep,
                ctx.group,
              ),
            ]
          : [];
      return { node: { ...sharded, weight, params }, outs, before };
    }
    const ins = node.ins.map((_, i) => (i === 0 ? { div: etp, rows: ctx.tokenShare / ep } : tokens));
    const outs = node.outs.map(() => ({ div: 1, rows: ctx.rowShare }));
    const sharded = withSplits(node, { ...ctx, ins }, outs);
    const out = sharded.outs[0];
    const after = !out
      ? []
      : ctx.dp > 1
        ? [
            collective(
              "all_to_all",
              `${node.site}.combine`,
              node.count,
              { ...out, rows: out.rows * (node.params.top_k ?? 1) },
              ep,
              ctx.group,
            ),
          ]
        : [collective("all_reduce", node.site, node.count, out, ctx.group, ctx.group)];
    return { node: { ...sharded, weight, params }, outs, after };
  };
}

/** Each op kind's sharding: how a split input maps to its outputs and which tensors divide (Record, so none is missed). */
export const SHARD_ROWS: Record<OpKind, ShardRow> = {
  embed: embedRow,
  rms_norm: elementwise,
  qk_norm: elementwise,
  final_norm: elementwise,
  rope: elementwise,
  linear: linearRow,
  lm_head: linearRow,
  silu_mul: elementwise,
  residual_add: elementwise,
  kv_write: elementwise,
  paged_attention: headwise,
  argmax: elementwise,
  router: elementwise,
  expert_gate_up: expertRow("gate_up"),
  expert_down: expertRow("down"),
  shared_expert_gate: elementwise,
  sink_attention: elementwise,
  head_bmm: headwise,
  mla_attention: headwise,
  mla_mha_attention: headwise,
  causal_conv1d: elementwise,
  ssm_scan: elementwise,
  gated_delta_net: elementwise,
  gated_norm: elementwise,
  relu2: elementwise,
  gelu_mul: elementwise,
  swiglu_oai: elementwise,
  sigmoid_mul: elementwise,
  softcap: elementwise,
  scale: elementwise,
  concat: elementwise,
  all_reduce: elementwise,
  all_gather: elementwise,
  all_to_all: elementwise,
  send_recv: elementwise,
};

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

interface StateRole {
  shard: "heads" | "channels" | "replicated";
  path: KeyPath;
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
  const dp = group / layout.tp;
  // DP attention: each replica serves ⌈s/dp⌉ sequences (the busiest one sets the step); one sequence stays on one.
  const held = Math.ceil(run.sequences / dp);
  // Pipeline stages: micro-batches of ⌈held/pp⌉ sequences; a token of each needs pp stage slots, so the step is
  // pp slots of one micro-batch whether or not there are pp micro-batches to fill them (decode cannot pipeline one).
  const sequences = Math.ceil(held / layout.pp);
  const rowShare = sequences / run.sequences;
  // Routing spreads every token of a micro-batch over the EP ranks: all DP replicas' share, at most the step's rows.
  const tokenShare = Math.min(1, (sequences * dp) / run.sequences);
  const stateRoles = new Map<string, StateRole>();
  for (const [block, doc] of Object.entries(circuit.blocks))
    for (const [i, s] of doc.states.entries())
      stateRoles.set(`${block}.${s.id}`, { shard: s.shard, path: ["blocks", block, "states", i, "shard"] });
  const stateShares: ShardContext["stateShares"] = new Map();
  const once = onceBlocks(circuit);
  const stage: ConcreteNode[] = [];
  const splits = new Map<string, EdgeSplit>();
  let block = "";
  let layerCount = 0;
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
    const outHeads = doc.out.map((e) => {
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
    // Pipeline stages hold layers/pp of every layer block; prologue and epilogue run once.
    const isLayer = !once.has(nodeBlock);
    let count = node.count;
    if (isLayer && layout.pp > 1) {
      count = Math.ceil(node.count / layout.pp);
      layerCount = Math.max(layerCount, node.count);
    }
    if (!isLayer && !stream) stream = sharded.node.outs[0];
    for (const n of [...(sharded.before ?? []), sharded.node, ...(sharded.after ?? [])])
      stage.push({ ...n, count: isLayer ? count : n.count });
  }
  if (layout.pp > 1) {
    if (layerCount % layout.pp !== 0)
      problemAt("layout")("layers", layerCount, "pp", layout.pp, ["layout", "layers"]);
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
