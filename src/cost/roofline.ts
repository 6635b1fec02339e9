import { type ComputeLane, pairLane } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { OpWork } from "./work.ts";
import { totalBytes } from "./work.ts";

/** Where a node runs on a device: its lane and how ("native fp4", "emulated on fp8", "weight-only on bf16", "vector"). */
export type Placement =
  | { ok: true; lane: ComputeLane | null; execution: string }
  | { ok: false; lane: ComputeLane; pair: string };

/** DESIGN.md §3: the pair's lane if the device has it, else its declared fallback, else a named gap. */
export function placeWork(work: OpWork, profile: Profile): Placement {
  if (!work.operands) {
    return profile.peaks.fp32
      ? { ok: true, lane: "fp32", execution: "vector fp32" }
      : { ok: true, lane: null, execution: "vector (bytes only)" };
  }
  const pair = pairLane(work.operands.weight, work.operands.act);
  const names = `${work.operands.weight.name} × ${work.operands.act.name}`;
  if (!pair) throw new Error(`internal: operands ${names} have no compute lane`);
  if (profile.peaks[pair.lane] !== undefined) {
    const how =
      pair.mode === "native" ? "native" : pair.mode === "weight-only" ? "weight-only on" : "upcast on";
    return { ok: true, lane: pair.lane, execution: `${how} ${pair.lane}` };
  }
  const fallback = profile.fallback[pair.lane];
  if (fallback && profile.peaks[fallback] !== undefined)
    return { ok: true, lane: fallback, execution: `emulated on ${fallback}` };
  return { ok: false, lane: pair.lane, pair: names };
}

export interface Timing {
  floorSeconds: number;
  expectedSeconds: number | null;
  intensity: number;
  bound: "memory" | "compute";
}

/** floor = max(bytes/bandwidth, flops/peak); expected adds efficiencies and a launch cost where calibrated. */
export function roofline(work: OpWork, lane: ComputeLane | null, profile: Profile): Timing {
  const bytes = totalBytes(work.bytes);
  const peak = lane ? profile.peaks[lane] : undefined;
  const memorySeconds = bytes / profile.bytesPerSecond;
  const computeSeconds = peak ? work.flops / peak : 0;
  const eff = profile.efficiency;
  const expectedSeconds = eff
    ? Math.max(
        memorySeconds / eff.bandwidth,
        computeSeconds / ((lane ? eff.compute[lane] : undefined) ?? 1),
      ) + eff.launchSeconds
    : null;
  return {
    floorSeconds: Math.max(memorySeconds, computeSeconds),
    expectedSeconds,
    intensity: bytes > 0 ? work.flops / bytes : 0,
    bound: computeSeconds > memorySeconds ? "compute" : "memory",
  };
}
