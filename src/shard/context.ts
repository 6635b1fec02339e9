// What every shard row reads: how one rank holds each edge and state, and the collective nodes rows add.
import type { KeyPath } from "../diagnostics/index.ts";
import type { ConcreteNode, Layout, OpKind, StateAccess, Tensor, WeightShard } from "../ir/index.ts";
import type { CircuitNodeDoc } from "../schema/index.ts";

/** How one rank holds an edge: its columns divided by `div`, its rows scaled by `rows` (data-parallel or routed share). */
export interface EdgeSplit {
  div: number;
  rows: number;
}

/** How a state divides over ranks, and where the circuit says so. */
export interface StateRole {
  shard: "heads" | "channels" | "replicated";
  path: KeyPath;
}

/** Everything a shard row needs about the layout and the node's circuit declaration. */
export interface ShardContext {
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

export interface Sharded {
  node: ConcreteNode;
  outs: EdgeSplit[];
  before?: ConcreteNode[];
  after?: ConcreteNode[];
}

export type ShardRow = (node: ConcreteNode, ctx: ShardContext) => Sharded;

export const scaled = (t: Tensor, s: EdgeSplit): Tensor => ({
  ...t,
  rows: t.rows * s.rows,
  cols: t.cols / s.div,
});
export const whole = (s: EdgeSplit): EdgeSplit => ({ div: 1, rows: s.rows });
export const firstSplit = (ctx: ShardContext): EdgeSplit => ctx.ins[0] ?? { div: 1, rows: ctx.rowShare };

/** Heads per rank: heads/ways, or one head replicated on each rank when ways is a multiple of heads (vLLM's GQA rule). */
export function headsPerRank(heads: number, ways: number): number | undefined {
  if (heads % ways === 0) return heads / ways;
  if (ways % heads === 0) return 1;
  return undefined;
}

/** A collective over `ranks` ranks on `t`, spanning `span` devices, as a node of the site it follows. */
export function collective(op: OpKind, site: string, count: number, t: Tensor, ranks: number, span: number) {
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

/** Ins and outs scaled, states by their role, and a weight whose side matches a split input's full width divided. */
export function withSplits(node: ConcreteNode, ctx: ShardContext, outs: readonly EdgeSplit[]): ConcreteNode {
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
export function shardState(s: StateAccess, ctx: ShardContext): StateAccess {
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

export function stateShare(
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
