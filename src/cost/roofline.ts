import type { ActivationQuant, EngineKernel, EngineTables, GemmMinRows } from "../engine/index.ts";
import {
  type BlockScale,
  type ComputeLane,
  FORMATS,
  type Format,
  type FormatRow,
  pairLane,
} from "../formats/index.ts";
import { kindsOf, type Profile } from "../hardware/index.ts";
import { KERNEL_KINDS, type KernelKind, type OpKind } from "../ir/index.ts";
import { dequantizedCopyBytes, dequantSeconds } from "./dequant.ts";
import { ownKernelSeconds } from "./engine-kernel.ts";
import { type KindFactors, kindSeconds, scaledKinds } from "./kernel-terms.ts";
import type { OpWork } from "./work.ts";
import { totalBytes } from "./work.ts";

/** A block-scaled format whose scales the lane it needs does not consume, and the lane it runs on instead. */
export interface UnconsumedScales {
  format: string;
  scale: BlockScale;
  lane: ComputeLane;
  consumes: readonly BlockScale[];
  runsOn: ComputeLane;
}

/** Where a node runs on a device: its lane and how ("native fp4", "emulated on fp8", "weight-only on bf16", "vector"). */
export type Placement =
  | { ok: true; lane: ComputeLane | null; execution: string; unconsumed?: UnconsumedScales }
  | { ok: false; lane: ComputeLane; pair: string };

/** The first operand (weight, then activation) whose block scales the lane does not consume, where the profile says. */
function unconsumedScales(operands: readonly Format[], lane: ComputeLane, profile: Profile) {
  const rule = profile.blockScales?.[lane];
  if (!rule) return undefined;
  for (const format of operands) {
    const scale = (FORMATS[format.key] as FormatRow).blockScale;
    if (scale && !rule.consumes.includes(scale))
      return { format: format.name, scale, lane, consumes: rule.consumes, runsOn: rule.otherwise };
  }
  return undefined;
}

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
  const unconsumed = unconsumedScales([work.operands.weight, work.operands.act], pair.lane, profile);
  if (unconsumed && profile.peaks[unconsumed.runsOn] !== undefined)
    return {
      ok: true,
      lane: unconsumed.runsOn,
      execution: `emulated on ${unconsumed.runsOn} (${unconsumed.lane} lane takes ${unconsumed.consumes.join(", ")} scales, not ${unconsumed.scale})`,
      unconsumed,
    };
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

/**
 * The work as placed: a format whose block scales the lane does not consume has its weights dequantized to the lane it
 * runs on every call (vLLM's NVFP4 emulation), a copy written and read once more.
 */
export function placedWork(work: OpWork, place: Placement): OpWork {
  if (!place.ok || !place.unconsumed || !place.lane) return work;
  const extra = dequantizedCopyBytes(work, place.lane);
  return extra > 0 ? { ...work, bytes: { ...work.bytes, weight: work.bytes.weight + extra } } : work;
}

/**
 * The terms an expected time is made of, by kernel kind, then the engine's own kernels (engine_kernel: e.g. gpt-fast's
 * int4 tinygemm in place of the library GEMM; engine_gemm, engine_attention, engine_allreduce: one launch each read from
 * the framework's measured tables, fixed cost included), the per-kernel fixed costs and the per-step cost.
 */
/** power_limit: the time the board's power limit adds where the step would draw more (the SM clock falls; power.ts). */
export const EXPECTED_TERMS = [
  ...KERNEL_KINDS,
  "engine_kernel",
  "engine_gemm",
  "engine_attention",
  "engine_allreduce",
  "fixed",
  "step",
  "power_limit",
] as const;
export type ExpectedTerm = (typeof EXPECTED_TERMS)[number];
export type ExpectedTerms = Record<ExpectedTerm, number>;

export const NO_TERMS: ExpectedTerms = Object.freeze(
  Object.fromEntries(EXPECTED_TERMS.map((t) => [t, 0])) as ExpectedTerms,
);

/**
 * How the engine serves the model: kernels replayed from a CUDA/HIP graph, or launched one by one; and, where an
 * engine's own kernels differ from the device's library kernels, its factors per kernel kind.
 */
export interface ServeSetting {
  graphs: boolean;
  kernels?: KindFactors;
  /** The engine's own kernels per weight-only format (in place of the library kernel of their kind). */
  ownKernels?: readonly EngineKernel[];
  /** The engine's host cost once per step; absent = the profile's step cost. */
  hostSeconds?: number;
  /** Per activation lane, where the engine quantizes a GEMM's input; a lane absent: inside the producing kernel. */
  activationQuant?: Partial<Record<ComputeLane, ActivationQuant>>;
  /** GEMM kernels that pad a small M to their smallest tile, per lane and device. */
  gemmMinRows?: readonly GemmMinRows[];
  /** Op kinds the engine runs as more than one kernel per node. */
  nodeKernels?: Partial<Record<OpKind, number>>;
  /** The framework's own GEMM, attention and all-reduce kernels measured per device, in place of the kind terms. */
  tables?: EngineTables;
}
export const DEFAULT_SERVE: ServeSetting = { graphs: true };

/**
 * What sets a kernel's time: bytes over DRAM bandwidth or FLOPs over the lane's peak (the roofline), and for a
 * collective its link: the fixed latency of a launch or the bytes over the link's bandwidth (the α–β model).
 */
export type Bound = "memory" | "compute" | "latency" | "link";

export interface Timing {
  floorSeconds: number;
  expectedSeconds: number | null;
  /** Seconds per term of expectedSeconds (null where the profile is uncalibrated). */
  expectedTerms: ExpectedTerms | null;
  intensity: number;
  bound: Bound;
}

/** An engine kernel running a site: the kernel, its rate moved to this device, and the site's rows × N × K. */
export interface OwnKernelRun {
  kernel: EngineKernel;
  rate: number;
  macs: number;
}

/**
 * floor = max(bytes/bandwidth, flops/peak), unchanged. Where calibrated, one kernel of kind k takes
 * exec = blend_p((bytes + half_k)/(bandwidth·eff_k·occupancy_k), flops/(peak·eff_k,lane) + dequant) and
 * expected = exec + fixed_k under graphs, max(exec + fixed_k, eager_k) without (src/cost/kernel-terms.ts). Where an
 * engine kernel runs the site (`own`), its terms replace the kind's (src/cost/engine-kernel.ts).
 */
export function roofline(
  work: OpWork,
  lane: ComputeLane | null,
  profile: Profile,
  kind: KernelKind,
  serve: ServeSetting = DEFAULT_SERVE,
  own?: OwnKernelRun,
  /** How many times the FLOPs the kernel computes exceed the work's (a GEMM tile padding a small M); expected only. */
  padding = 1,
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
  const terms = scaledKinds(kindsOf(eff, profile.sms), serve.kernels)[kind];
  if (own) {
    const { execute, fixed } = ownKernelSeconds(
      own.kernel,
      own.rate,
      { weightBytes: work.bytes.weight, macs: own.macs },
      profile,
      terms,
      serve.graphs,
    );
    const expectedTerms = { ...NO_TERMS, engine_kernel: execute, fixed };
    return { floorSeconds, intensity, bound, expectedSeconds: execute + fixed, expectedTerms };
  }
  const { execute, fixed } = kindSeconds(
    {
      bytes,
      computeSeconds: computeSeconds * padding,
      lane,
      dequantSeconds: dequantSeconds(work, profile),
      ...(work.units ? { units: work.units } : {}),
    },
    terms,
    profile,
    serve.graphs,
  );
  const expectedTerms = { ...NO_TERMS, [kind]: execute, fixed };
  return { floorSeconds, intensity, bound, expectedSeconds: execute + fixed, expectedTerms };
}

/** The per-step term of a step's expected time: the engine's host cost where it states one, else the profile's. */
export const stepCostSeconds = (profile: Profile | undefined, serve: ServeSetting = DEFAULT_SERVE) =>
  profile?.efficiency ? (serve.hostSeconds ?? profile.efficiency.stepSeconds ?? 0) : 0;

export const sumTerms = (t: ExpectedTerms) => EXPECTED_TERMS.reduce((sum, k) => sum + t[k], 0);
