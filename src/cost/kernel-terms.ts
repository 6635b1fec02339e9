// The expected time of one kernel from its kind's device terms, and the per-kind factors an engine may apply.

import type { KindFactors } from "../engine/index.ts";
import { COMPUTE_LANES, type ComputeLane } from "../formats/index.ts";
import type { KindTable, KindTerms, Profile } from "../hardware/index.ts";
import { KERNEL_KINDS } from "../ir/index.ts";

export type { KindFactors };

/** A profile's kind terms with an engine's factors applied; the same factors object gives the same table back. */
export function scaledKinds(table: KindTable, factors?: KindFactors): KindTable {
  if (!factors) return table;
  let byTable = scaled.get(factors);
  if (!byTable) {
    byTable = new WeakMap();
    scaled.set(factors, byTable);
  }
  const hit = byTable.get(table);
  if (hit) return hit;
  const out = { ...table };
  for (const kind of KERNEL_KINDS) {
    const f = factors[kind];
    if (!f) continue;
    const t = table[kind];
    const compute: Partial<Record<ComputeLane, number>> = { ...t.compute };
    if (f.compute !== undefined)
      for (const lane of COMPUTE_LANES) compute[lane] = (t.compute[lane] ?? 1) * f.compute;
    const fixed = (f.fixed_us ?? 0) * 1e-6;
    out[kind] = {
      ...t,
      bandwidth: t.bandwidth * (f.bandwidth ?? 1),
      compute,
      fixedGraphSeconds: t.fixedGraphSeconds + fixed,
      fixedEagerSeconds: t.fixedEagerSeconds + fixed,
    };
  }
  byTable.set(table, out);
  return out;
}
const scaled = new WeakMap<KindFactors, WeakMap<KindTable, KindTable>>();

/** One kernel's work as the kind terms see it. */
export interface KernelWork {
  bytes: number;
  /** FLOPs ÷ the lane's peak, seconds; 0 on a bytes-only kernel. */
  computeSeconds: number;
  lane: ComputeLane | null;
  /** Seconds of dequantization on the compute side (weight-only formats). */
  dequantSeconds: number;
  /** Parallel work units (sequences × KV heads) and the context tokens each may split over. */
  units?: { count: number; tokens: number };
}

/** The kind's execution time (no fixed cost) and its fixed cost, under graphs or not. */
export function kindSeconds(
  work: KernelWork,
  terms: KindTerms,
  profile: Profile,
  graphs: boolean,
): { execute: number; fixed: number } {
  const occupancy = occupancyOf(work, terms);
  const streamed =
    work.bytes > 0
      ? (work.bytes + terms.halfBytes) / (profile.bytesPerSecond * terms.bandwidth * occupancy)
      : 0;
  const effLane = (work.lane ? terms.compute[work.lane] : undefined) ?? 1;
  const compute = work.computeSeconds / effLane + work.dequantSeconds;
  const execute = blend(streamed, compute, terms.ridgeP);
  return { execute, fixed: fixedSeconds(execute, terms.fixedGraphSeconds, terms.fixedEagerSeconds, graphs) };
}

/**
 * A kernel's fixed cost beside its execution. Under graphs every kernel pays its in-graph cost; without, the host
 * enqueues asynchronously, so the launch shows only where it outlasts the kernel (a floor, not a sum).
 */
export function fixedSeconds(
  execute: number,
  graphSeconds: number,
  eagerSeconds: number,
  graphs: boolean,
): number {
  return graphs ? graphSeconds : Math.max(execute + graphSeconds, eagerSeconds) - execute;
}

/** Share of streaming bandwidth the kernel's work units reach: u / (u + half), u = units × context splits. */
function occupancyOf(work: KernelWork, terms: KindTerms): number {
  if (!terms.occupancy || !work.units) return 1;
  const splits = Math.max(1, Math.ceil(work.units.tokens / terms.occupancy.splitTokens));
  const units = work.units.count * splits;
  return units / (units + terms.occupancy.halfUnits);
}

/** (a^p + b^p)^(1/p): the smooth ridge between the memory and compute roofs; p = Infinity is max. */
export function blend(a: number, b: number, p: number): number {
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  if (!Number.isFinite(p) || hi === 0) return hi;
  return hi * (1 + (lo / hi) ** p) ** (1 / p);
}
