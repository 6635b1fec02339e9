import { type ComputeLane, pairLane } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import { dequantSeconds } from "./dequant.ts";
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

/** The terms an expected time is made of; they add up to it. */
export const EXPECTED_TERMS = [
  "bandwidth",
  "small-transfers",
  "attention",
  "compute",
  "dequant",
  "launch",
  "communication",
  "step",
] as const;
export type ExpectedTerm = (typeof EXPECTED_TERMS)[number];
export type ExpectedTerms = Record<ExpectedTerm, number>;

export const NO_TERMS: ExpectedTerms = {
  bandwidth: 0,
  "small-transfers": 0,
  attention: 0,
  compute: 0,
  dequant: 0,
  launch: 0,
  communication: 0,
  step: 0,
};

/** How the engine serves the model: kernels replayed from a CUDA/HIP graph, or launched one by one. */
export interface ServeSetting {
  graphs: boolean;
}
export const DEFAULT_SERVE: ServeSetting = { graphs: true };

/** Which efficiencies a node's kernel runs at: its own row class (attention) or the device's general ones. */
export type KernelClass = "general" | "attention";

export interface Timing {
  floorSeconds: number;
  expectedSeconds: number | null;
  /** Seconds per term of expectedSeconds (null where the profile is uncalibrated). */
  expectedTerms: ExpectedTerms | null;
  intensity: number;
  bound: "memory" | "compute";
}

/**
 * floor = max(bytes/bandwidth, flops/peak), unchanged. Where calibrated, one kernel takes
 * exec = max((bytes + half)/(bandwidth·eff_bw), flops/(peak·eff_lane) + dequant) and
 * expected = exec + gap under graphs, max(exec + gap, cold launch) without; attention kernels run at
 * their own efficiencies.
 */
export function roofline(
  work: OpWork,
  lane: ComputeLane | null,
  profile: Profile,
  kernel: KernelClass = "general",
  serve: ServeSetting = DEFAULT_SERVE,
): Timing {
  const bytes = totalBytes(work.bytes);
  const peak = lane ? profile.peaks[lane] : undefined;
  const memorySeconds = bytes / profile.bytesPerSecond;
  const computeSeconds = peak ? work.flops / peak : 0;
  const floorSeconds = Math.max(memorySeconds, computeSeconds);
  const intensity = bytes > 0 ? work.flops / bytes : 0;
  const bound = computeSeconds > memorySeconds ? ("compute" as const) : ("memory" as const);
  const eff = profile.efficiency;
  if (!eff) return { floorSeconds, intensity, bound, expectedSeconds: null, expectedTerms: null };
  const attention = kernel === "attention";
  const effBandwidth = (attention ? eff.attention?.bandwidth : undefined) ?? eff.bandwidth;
  const effLane =
    (attention ? eff.attention?.compute : undefined) ?? (lane ? eff.compute[lane] : undefined) ?? 1;
  const streamed = memorySeconds / effBandwidth;
  const small = bytes > 0 ? (eff.halfBandwidthBytes ?? 0) / profile.bytesPerSecond / effBandwidth : 0;
  const compute = computeSeconds / effLane;
  const dequant = dequantSeconds(work, profile);
  const execute = Math.max(streamed + small, compute + dequant);
  // Every kernel pays the device-side gap; without graphs the host enqueues asynchronously, so its
  // launch cost shows only where it outlasts the kernel (a floor, not a sum).
  const gap = eff.graphLaunchSeconds ?? eff.launchSeconds;
  const launch = serve.graphs ? gap : Math.max(execute + gap, eff.launchSeconds) - execute;
  const terms = { ...NO_TERMS, launch };
  if (streamed + small >= compute + dequant) {
    terms[attention ? "attention" : "bandwidth"] = streamed;
    terms["small-transfers"] = small;
  } else {
    terms[attention ? "attention" : "compute"] = compute;
    terms.dequant = dequant;
  }
  return { floorSeconds, intensity, bound, expectedSeconds: sumTerms(terms), expectedTerms: terms };
}

export const sumTerms = (t: ExpectedTerms) => EXPECTED_TERMS.reduce((sum, k) => sum + t[k], 0);
