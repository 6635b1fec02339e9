import { compareText } from "../ir/index.ts";
/** A costed deployment candidate: one device kind, precision, layout and batch size. */
export interface Candidate {
  hardware: string;
  precision: string;
  layout: string;
  batch: number;
  fits: boolean;
  meetsSla: boolean;
  /** Devices the whole workload takes: replicas × devices of one replica. */
  totalDevices: number;
  usdPerMillionTokens: number | null;
  joulesPerToken: number | null;
  tokensPerSecondPerDevice: number;
}

/** What a choice was ranked by: price where every candidate of the device has one, else energy, else tokens/s per device. */
export type ChoiceBasis = "usd" | "energy" | "throughput";

const BASIS_KEY: Record<ChoiceBasis, (c: Candidate) => number> = {
  usd: (c) => c.usdPerMillionTokens ?? Number.POSITIVE_INFINITY,
  energy: (c) => c.joulesPerToken ?? Number.POSITIVE_INFINITY,
  throughput: (c) => -c.tokensPerSecondPerDevice,
};

/**
 * Per device, the cheapest candidate that fits and meets the SLA; ties go to fewer devices in all, then the smaller batch (lower latency at the same cost), then precision and layout by name, so the pick is stable. Devices with no such candidate map to undefined.
 */
export function chooseDeployments(
  candidates: readonly Candidate[],
): Map<string, { choice: Candidate | undefined; basis: ChoiceBasis }> {
  const byDevice = new Map<string, Candidate[]>();
  for (const c of candidates) byDevice.set(c.hardware, [...(byDevice.get(c.hardware) ?? []), c]);
  const chosen = new Map<string, { choice: Candidate | undefined; basis: ChoiceBasis }>();
  for (const [hardware, all] of byDevice) {
    const basis: ChoiceBasis = all.every((c) => c.usdPerMillionTokens !== null)
      ? "usd"
      : all.every((c) => c.joulesPerToken !== null)
        ? "energy"
        : "throughput";
    const key = BASIS_KEY[basis];
    const [choice] = all
      .filter((c) => c.fits && c.meetsSla)
      .sort(
        (a, b) =>
          key(a) - key(b) ||
          a.totalDevices - b.totalDevices ||
          a.batch - b.batch ||
          compareText(a.precision, b.precision) ||
          compareText(a.layout, b.layout),
      );
    chosen.set(hardware, { choice, basis });
  }
  return chosen;
}
