// Hardware: a validated profile → numbers in base units (bytes, bytes/s, FLOP/s, seconds) and lane lookup.
import type { BlockScale, ComputeLane } from "../formats/index.ts";
import type { KernelKind } from "../ir/index.ts";
import type { HardwareDoc } from "../schema/index.ts";
import { type KindRow, kindRows } from "./kernels.ts";

export {
  type EfficiencyFields,
  type KindRow,
  type KindTable,
  type KindTerms,
  kindsOf,
  kindTable,
  withBackend,
} from "./kernels.ts";

/** A GPU-to-GPU link in base units. */
export interface Link {
  name: string;
  /** Per GPU, per direction. */
  bytesPerSecond: number;
  /** One small collective over the link. */
  latencySeconds: number;
  /** Achieved bus bandwidth ÷ bytesPerSecond; 1 when the profile gives none. */
  efficiency: number;
}

export interface Interconnect {
  /** GPUs one scale-up link joins; a group larger than this goes over the network. */
  domain: number;
  scaleUp?: Link;
  network?: Link;
}

export interface Profile {
  id: string;
  /** The profile's file as shown in diagnostics. */
  file: string;
  name: string;
  capacityBytes: number;
  usableBytes: number;
  bytesPerSecond: number;
  peaks: Partial<Record<ComputeLane, number>>;
  fallback: Partial<Record<ComputeLane, ComputeLane>>;
  /** Per lane, the block scales its matrix cores consume and the lane other block-scaled formats run on; absent: every one. */
  blockScales?: Partial<Record<ComputeLane, { consumes: readonly BlockScale[]; otherwise: ComputeLane }>>;
  /** Streaming multiprocessors (NVIDIA) or compute units (AMD), where the profile gives them. */
  sms?: number;
  /** SM clock under load, MHz, where the profile gives it (with sms: an engine kernel's issue rate scales by both). */
  smClockMhz?: number;
  /** The measured sibling whose terms this profile carries, and the rule (derived_from); absent: measured here or uncalibrated. */
  derivedFrom?: { id: string; rule: "same_chip" };
  /** Present only when the profile is calibrated; missing factors default to 1, missing costs to 0. */
  efficiency?: {
    bandwidth: number;
    compute: Partial<Record<ComputeLane, number>>;
    /** Per-kernel cost of a cold launch (graphs off). */
    launchSeconds: number;
    /** Bytes a kernel moves at half its streaming bandwidth; 0 = size-independent. */
    halfBandwidthBytes?: number;
    attention?: { bandwidth?: number; compute?: number };
    /** Per-kernel cost inside a CUDA/HIP graph; absent = the cold launch cost. */
    graphLaunchSeconds?: number;
    /** Fixed cost once per step (graph launch, sampling, host sync). */
    stepSeconds?: number;
    /** Measured device terms per kernel kind (kernels:); a kind or term absent is derived from the fields above. */
    kernels?: Partial<Record<KernelKind, KindRow>>;
  };
  pricePerHour?: number;
  /** True where --price replaced or supplied the price. */
  priceOverridden?: boolean;
  /** Why the profile has no price (none is published), where it says so. */
  priceUnpublished?: string;
  interconnect?: Interconnect;
  /** Board power of one device and what it is (rated TDP/TGP, or measured); absent when the profile has none. */
  power?: { watts: number; basis: "tdp" | "measured"; activity?: PowerActivity };
}

/** Board power above idle per unit of activity, in watts (the profile writes shares of its limit). */
export interface PowerActivity {
  idleWatts: number;
  memoryWatts: number;
  computeWatts: number;
  /** The sibling whose measured model the shares are; absent where the device itself was measured. */
  borrowedFrom?: string;
}

export function normalizeProfile(doc: HardwareDoc, file: string): Profile {
  const peaks: Partial<Record<ComputeLane, number>> = {};
  for (const [lane, q] of Object.entries(doc.compute)) if (q) peaks[lane as ComputeLane] = q.value;
  const fallback: Partial<Record<ComputeLane, ComputeLane>> = {};
  for (const [lane, to] of Object.entries(doc.fallback ?? {})) if (to) fallback[lane as ComputeLane] = to;
  const blockScales: Profile["blockScales"] = {};
  for (const [lane, rule] of Object.entries(doc.block_scales ?? {}))
    if (rule)
      blockScales[lane as ComputeLane] = { consumes: rule.consumes.value, otherwise: rule.otherwise.value };
  const eff = doc.efficiency;
  const compute: Partial<Record<ComputeLane, number>> = {};
  for (const [lane, f] of Object.entries(eff?.compute ?? {})) if (f) compute[lane as ComputeLane] = f.value;
  return {
    id: doc.id,
    file,
    name: doc.name,
    capacityBytes: doc.memory.capacity.value,
    usableBytes: doc.memory.capacity.value * doc.memory.usable.value,
    bytesPerSecond: doc.memory.bandwidth.value,
    peaks,
    fallback,
    blockScales,
    ...(doc.sms ? { sms: doc.sms.value } : {}),
    ...(doc.sm_clock_mhz ? { smClockMhz: doc.sm_clock_mhz.value } : {}),
    ...(doc.derived_from ? { derivedFrom: { id: doc.derived_from.id, rule: doc.derived_from.rule } } : {}),
    ...(eff
      ? {
          efficiency: {
            bandwidth: eff.bandwidth?.value ?? 1,
            compute,
            launchSeconds: (eff.launch_us?.value ?? 0) * 1e-6,
            halfBandwidthBytes: eff.half_bandwidth_bytes?.value ?? 0,
            attention: {
              ...(eff.attention?.bandwidth ? { bandwidth: eff.attention.bandwidth.value } : {}),
              ...(eff.attention?.compute ? { compute: eff.attention.compute.value } : {}),
            },
            ...(eff.graph_launch_us ? { graphLaunchSeconds: eff.graph_launch_us.value * 1e-6 } : {}),
            stepSeconds: (eff.step_us?.value ?? 0) * 1e-6,
            ...(eff.kernels ? { kernels: kindRows(eff.kernels) } : {}),
          },
        }
      : {}),
    ...(doc.price_per_hour ? { pricePerHour: doc.price_per_hour.value } : {}),
    ...(doc.price_unpublished ? { priceUnpublished: doc.price_unpublished.note } : {}),
    ...(doc.interconnect ? { interconnect: normalizeInterconnect(doc.interconnect) } : {}),
    ...(doc.power ? { power: powerOf(doc.power) } : {}),
  };
}

function powerOf(p: NonNullable<HardwareDoc["power"]>): NonNullable<Profile["power"]> {
  const a = p.activity;
  const activity: PowerActivity | undefined = a && {
    idleWatts: a.idle * p.value,
    memoryWatts: a.memory * p.value,
    computeWatts: a.compute * p.value,
    ...(a.borrowed_from ? { borrowedFrom: a.borrowed_from } : {}),
  };
  return { watts: p.value, basis: p.basis, ...(activity ? { activity } : {}) };
}

/** Peak FLOP/s ÷ bandwidth: the arithmetic intensity above which a lane is compute-bound. */
export function ridgePoint(profile: Profile, lane: ComputeLane): number | undefined {
  const peak = profile.peaks[lane];
  return peak === undefined ? undefined : peak / profile.bytesPerSecond;
}

type LinkDoc = NonNullable<NonNullable<HardwareDoc["interconnect"]>["network"]>;
const normalizeLink = (l: LinkDoc): Link => ({
  name: l.name,
  bytesPerSecond: l.bandwidth.value,
  latencySeconds: l.latency_us.value * 1e-6,
  efficiency: l.efficiency?.value ?? 1,
});

function normalizeInterconnect(doc: NonNullable<HardwareDoc["interconnect"]>): Interconnect {
  return {
    domain: doc.domain.value,
    ...(doc.scale_up ? { scaleUp: normalizeLink(doc.scale_up) } : {}),
    ...(doc.network ? { network: normalizeLink(doc.network) } : {}),
  };
}

/** The link a group of `span` devices talks over: the scale-up link within the domain, else the network. */
export function linkFor(interconnect: Interconnect | undefined, span: number): Link | undefined {
  if (!interconnect) return undefined;
  return span <= interconnect.domain && interconnect.scaleUp ? interconnect.scaleUp : interconnect.network;
}
