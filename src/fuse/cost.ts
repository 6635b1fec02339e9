import {
  type ByteSplit,
  COST_ROWS,
  edgeBytes,
  type NodeCost,
  type OpWork,
  placedWork,
  placeWork,
  plusQuantize,
  plusQuantizeBytes,
  type QuantizeCost,
  roofline,
  rowPadding,
  type ServeSetting,
  totalBytes,
  withUnquantizedWrite,
} from "../cost/index.ts";
import type { Profile } from "../hardware/index.ts";
import { type ConcreteNode, kernelKindOf, type RunPoint } from "../ir/index.ts";
import type { GroupPlan } from "./plan.ts";

/** One fused kernel's figures per run (multiply by count for the step), beside its members run one by one. */
export interface GroupCost {
  group: string;
  title: string;
  source: string;
  members: string[];
  /** Member edges that no longer reach memory: the write and every read each saves. */
  internalBytes: number;
  /** Inside the members' own ops (attention scores, router logits, a pre-quant copy): kept on chip in both timings. */
  intermediateBytes: number;
  intermediates: string[];
  unfused: {
    flops: number;
    bytes: number;
    intensity: number;
    floorSeconds: number;
    expectedSeconds: number | null;
    kernels: number;
  };
}

export type FusedCost = NodeCost & { fusion?: GroupCost };

const minus = (a: ByteSplit, key: keyof ByteSplit, bytes: number): ByteSplit => ({
  ...a,
  [key]: Math.max(0, a[key] - bytes),
});

/**
 * One group as one kernel: the members' FLOPs (plus the work their ops' intermediates need, e.g. the softmax) and
 * bytes less every saved read and write, one roofline on the lane of its anchor member, one launch.
 */
export function costGroup(
  plan: GroupPlan,
  nodeOf: ReadonlyMap<string, ConcreteNode>,
  costOf: ReadonlyMap<string, NodeCost>,
  run: RunPoint,
  profile: Profile,
  serve: ServeSetting,
): FusedCost {
  const members = plan.members.map((site) => {
    const node = nodeOf.get(site);
    const cost = costOf.get(site);
    if (!node || !cost) throw new Error(`internal: fusion member ${site} was not costed`);
    const row = COST_ROWS[node.op];
    // A member whose output the engine quantizes in a kernel of its own writes it unquantized, as it does unfused.
    const q = cost.quantize;
    const work = withUnquantizedWrite(row.work(node, run), q ? q.bytes.actIn - q.bytes.actOut : 0);
    return { node, cost, row, work, inner: row.intermediates?.(node, run) };
  });
  let bytes: ByteSplit = members.reduce(
    (sum, m) => {
      for (const k of Object.keys(sum) as (keyof ByteSplit)[]) sum[k] += m.work.bytes[k];
      return sum;
    },
    { weight: 0, actIn: 0, actOut: 0, kvRead: 0, kvWrite: 0, state: 0 },
  );
  const before = totalBytes(bytes);
  for (const r of plan.savedReads) {
    const input = nodeOf.get(r.site)?.ins[r.index];
    if (input) bytes = minus(bytes, "actIn", edgeBytes(input));
  }
  for (const w of plan.savedWrites) {
    const output = nodeOf.get(w.site)?.outs.find((t) => t.edge === w.edge);
    if (output) bytes = minus(bytes, "actOut", edgeBytes(output));
  }
  const inner = members.flatMap((m) => (m.inner && m.inner.bytes + m.inner.flops > 0 ? [m.inner] : []));
  const memberFlops = members.reduce((sum, m) => sum + m.work.flops, 0);
  // The kernel is named and placed by its heaviest tensor-core member (its GEMM or attention), else its heaviest member.
  const weight = (m: (typeof members)[number]) => [m.work.operands ? 1 : 0, m.work.flops] as const;
  const anchor = members.reduce((best, m) => {
    const [a, b] = [weight(m), weight(best)];
    return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]) ? m : best;
  });
  const work: OpWork = {
    flops: memberFlops + inner.reduce((sum, i) => sum + i.flops, 0),
    bytes,
    ...(anchor.work.operands ? { operands: anchor.work.operands } : {}),
    ...(anchor.work.units ? { units: anchor.work.units } : {}),
  };
  const place = placeWork(work, profile);
  if (!place.ok) throw new Error(`internal: fusion ${plan.site} has no lane its members lacked`);
  const placed = placedWork(work, place);
  // The group runs as its anchor's kind of kernel (a fused attention op stays an attention kernel).
  const kernel = kernelKindOf(anchor.node.op, run.mode);
  const unfusedExpected = members.every((m) => m.cost.expectedSeconds !== null)
    ? members.reduce((sum, m) => sum + (m.cost.expectedSeconds ?? 0), 0)
    : null;
  const first = members[0];
  const quantize = members.flatMap((m) => (m.cost.quantize ? [m.cost.quantize] : []));
  const padding = rowPadding(anchor.node, run, place.lane, profile, serve);
  const timing = quantize.reduce(
    (t, q: QuantizeCost) => plusQuantize(t, q),
    roofline(placed, place.lane, profile, kernel, serve, undefined, padding),
  );
  return {
    site: plan.site,
    op: anchor.node.op,
    count: plan.count,
    flops: work.flops,
    bytes: quantize.reduce((b, q) => plusQuantizeBytes(b, q), placed.bytes),
    lane: place.lane,
    execution: place.execution,
    weightFormat: anchor.cost.weightFormat,
    activationFormat: first?.cost.activationFormat ?? null,
    kvFormat: members.find((m) => m.cost.kvFormat !== null)?.cost.kvFormat ?? null,
    ...timing,
    ...(quantize.length ? { kernels: 1 + quantize.length } : {}),
    fusion: {
      group: plan.group,
      title: plan.title,
      source: plan.source,
      members: plan.members,
      internalBytes: before - totalBytes(bytes),
      intermediateBytes: inner.reduce((sum, i) => sum + i.bytes, 0),
      intermediates: inner.map((i) => i.what),
      unfused: {
        flops: memberFlops,
        bytes: before,
        intensity: before > 0 ? memberFlops / before : 0,
        floorSeconds: members.reduce((sum, m) => sum + m.cost.floorSeconds, 0),
        expectedSeconds: unfusedExpected,
        kernels: members.reduce((sum, m) => sum + (m.cost.kernels ?? 1), 0),
      },
    },
  };
}

/** The step's kernels with the plan applied: each group one row, each node left over with its remaining count. */
export function fuseCosts(
  plan: { groups: readonly GroupPlan[]; remaining: ReadonlyMap<string, number> },
  nodes: readonly ConcreteNode[],
  costs: readonly NodeCost[],
  run: RunPoint,
  profile: Profile,
  serve: ServeSetting,
): FusedCost[] {
  const nodeOf = new Map(nodes.map((n) => [n.site, n]));
  const costOf = new Map(costs.map((c) => [c.site, c]));
  // Sites the circuit lays out are in a group or left over; others (the shard stage's collectives) run as they are.
  const laidOut = new Set([...plan.remaining.keys(), ...plan.groups.flatMap((g) => g.members)]);
  const left = costs.flatMap((c) => {
    const count = laidOut.has(c.site) ? (plan.remaining.get(c.site) ?? 0) : c.count;
    return count > 0 ? [{ ...c, count }] : [];
  });
  return [...left, ...plan.groups.map((g) => costGroup(g, nodeOf, costOf, run, profile, serve))];
}

/** The nodes the Venn stage classifies with fusions on: a group stands as its anchor node under the group's site. */
export function fusedNodes(nodes: readonly ConcreteNode[], costs: readonly FusedCost[]): ConcreteNode[] {
  const nodeOf = new Map(nodes.map((n) => [n.site, n]));
  return costs.flatMap((c) => {
    if (!c.fusion) {
      const node = nodeOf.get(c.site);
      return node ? [{ ...node, count: c.count }] : [];
    }
    const anchor = c.fusion.members.map((s) => nodeOf.get(s)).find((n) => n?.op === c.op);
    return anchor ? [{ ...anchor, site: c.site, count: c.count }] : [];
  });
}
