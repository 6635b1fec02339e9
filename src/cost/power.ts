import type { ComputeLane } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import { type ByteSplit, totalBytes } from "./work.ts";

/** What the power model reads of each costed node (a NodeCost satisfies it). */
interface NodeActivity {
  bytes: ByteSplit;
  flops: number;
  count: number;
  lane: ComputeLane | null;
}

/** Board power while one device runs a step, and what it rests on. */
export interface StepPower {
  watts: number;
  /** Share of the step DRAM would stream at spec bandwidth, and share the lanes would run at dense peak. */
  memoryActivity: number;
  computeActivity: number;
  /** The model's words: its terms, or that the figure is the rated limit. */
  basis: string;
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const w = (x: number) => `${x.toFixed(0)} W`;

/**
 * Board power from what the step does: idle + memory × (bytes ÷ bandwidth ÷ seconds) + compute × Σ(FLOPs ÷ peak[lane])
 * ÷ seconds, capped at the board limit. Without an activity model the figure is the limit itself, and says so.
 */
export function stepPower(
  profile: Profile,
  costs: readonly NodeActivity[],
  seconds: number,
): StepPower | null {
  const power = profile.power;
  if (!power) return null;
  const a = power.activity;
  if (!a || seconds <= 0) {
    const what = power.basis === "measured" ? "a measured draw" : "the rated board power";
    return { watts: power.watts, memoryActivity: 0, computeActivity: 0, basis: `${w(power.watts)}, ${what}` };
  }
  let bytes = 0;
  let laneSeconds = 0;
  for (const c of costs) {
    bytes += totalBytes(c.bytes) * c.count;
    const peak = c.lane ? profile.peaks[c.lane] : undefined;
    if (peak) laneSeconds += (c.flops * c.count) / peak;
  }
  const memoryActivity = Math.min(1, bytes / profile.bytesPerSecond / seconds);
  const computeActivity = Math.min(1, laneSeconds / seconds);
  const raw = a.idleWatts + a.memoryWatts * memoryActivity + a.computeWatts * computeActivity;
  const watts = Math.min(power.watts, raw);
  const terms = `idle ${w(a.idleWatts)} + memory ${w(a.memoryWatts)} × ${pct(memoryActivity)} + compute ${w(a.computeWatts)} × ${pct(computeActivity)}`;
  const cap = raw > power.watts ? `, capped at the ${w(power.watts)} limit` : "";
  const from = a.borrowedFrom
    ? `; ${a.borrowedFrom}'s measured model scaled to this limit`
    : "; measured model";
  return { watts, memoryActivity, computeActivity, basis: `${terms}${cap}${from}` };
}

/** The step at the board's power limit: how long it takes there and the SM clock that holds the board at the limit. */
export interface PowerLimit {
  /** Expected seconds at the limit (more than the unlimited expected time). */
  seconds: number;
  /** SM clock, MHz, that stretches the clock-bound work to those seconds. */
  smClockMhz: number;
}

/**
 * Where the step would draw more than the board's limit, the SM clock falls until it draws the limit. With the
 * activity model, power = idle + E ÷ t, E = memory × bytes ÷ bandwidth + compute × Σ FLOPs ÷ peak (joules above idle,
 * the same whatever the clock), so at the limit t = E ÷ (limit − idle). The time added is the clock-bound work's: C
 * seconds of compute-bound kernels at the full clock take C ÷ s at clock share s, so s = C ÷ (C + added).
 * Applies where the activity model is the device's own or its same-chip sibling's (derived_from): the measured H200
 * at 2,048 prefill tokens drew its 700 W limit with the SM clock down from 1,980 to 1,740 MHz.
 */
export function powerLimit(
  profile: Profile,
  costs: readonly (NodeActivity & { expectedSeconds: number | null; bound: string })[],
  seconds: number,
): PowerLimit | null {
  const power = profile.power;
  const a = power?.activity;
  const clock = profile.smClockMhz;
  if (!power || !a || !clock || seconds <= 0) return null;
  if (a.borrowedFrom !== undefined && a.borrowedFrom !== profile.derivedFrom?.id) return null;
  let energy = 0;
  let clockBound = 0;
  for (const c of costs) {
    energy += (a.memoryWatts * totalBytes(c.bytes) * c.count) / profile.bytesPerSecond;
    const peak = c.lane ? profile.peaks[c.lane] : undefined;
    if (peak) energy += (a.computeWatts * c.flops * c.count) / peak;
    if (c.bound === "compute") clockBound += (c.expectedSeconds ?? 0) * c.count;
  }
  const limited = energy / (power.watts - a.idleWatts);
  if (!(limited > seconds) || clockBound <= 0) return null;
  return { seconds: limited, smClockMhz: (clock * clockBound) / (clockBound + limited - seconds) };
}
