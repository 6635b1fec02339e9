// An engine's own kernel for a weight-only format (gpt-fast's int4 tinygemm) in place of the device's library GEMM.

import type { EngineKernel } from "../engine/index.ts";
import { pairLane } from "../formats/index.ts";
import type { KindTerms, Profile } from "../hardware/index.ts";
import type { KernelKind } from "../ir/index.ts";
import { fixedSeconds } from "./kernel-terms.ts";
import type { OpWork } from "./work.ts";

/** The engine kernel that runs this work: same kind, the weight in its format, activations wider (weight-only). */
export function ownKernelFor(
  kernels: readonly EngineKernel[] | undefined,
  kind: KernelKind,
  work: OpWork,
): EngineKernel | undefined {
  const operands = work.operands;
  if (!kernels || !operands) return undefined;
  if (pairLane(operands.weight, operands.act)?.mode !== "weight-only") return undefined;
  return kernels.find((k) => k.kind === kind && k.weight === operands.weight.key);
}

/**
 * The kernel's rows × N × K rate on this device: the measured rate × (SMs × SM clock) here ÷ there, since the per-row
 * cost is issue-bound (one rate at every measured shape). Undefined where the profile lacks SMs or clock: never guessed.
 */
export function movedRate(kernel: EngineKernel, profile: Profile): number | undefined {
  if (!profile.sms || !profile.smClockMhz) return undefined;
  const here = profile.sms * profile.smClockMhz;
  const there = kernel.measuredOn.sms * kernel.measuredOn.smClockMhz;
  return (kernel.macsPerSecond * here) / there;
}

/** One launch: weight bytes streamed at the kernel's share of bandwidth plus its per-row work; its own fixed cost. */
export function ownKernelSeconds(
  kernel: EngineKernel,
  rate: number,
  work: { weightBytes: number; macs: number },
  profile: Profile,
  library: KindTerms,
  graphs: boolean,
): { execute: number; fixed: number } {
  const execute = work.weightBytes / (profile.bytesPerSecond * kernel.bandwidth) + work.macs / rate;
  // The fixed cost was measured inside a graph; launched one by one the device's cold launch is the floor.
  return { execute, fixed: fixedSeconds(execute, kernel.fixedSeconds, library.fixedEagerSeconds, graphs) };
}
