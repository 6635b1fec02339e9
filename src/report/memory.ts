// The memory fit: whether the weights and the KV cache of so many sequences fit a device (or how many devices they need).
// Its own module because compare and diff read fitVerdict without the rest of the report.
import { linkFor, type Profile } from "../hardware/index.ts";
import type { BoundModel } from "../instantiate/index.ts";
import { devicesOf, type Layout, layoutFlag } from "../ir/index.ts";
import type { LayoutHolding } from "../shard/index.ts";
import type { CostedRun, ReportInput } from "./input.ts";
import type { FitVerdict, ReportMemory } from "./schema.ts";

/** Sequence counts shown in the memory-fit table, and the long context always shown beside the run's. */
export const FIT_SEQUENCES = [1, 2, 4, 8, 16, 32, 64, 128] as const;
export const LONG_CONTEXT = 32768;

/** Whether `sequences` sequences of the report's context fit one device: weights plus their KV cache against its usable memory. */
export function fitVerdict(memory: ReportMemory, sequences: number, devices = 1): FitVerdict {
  return fitOf(memory.weightBytes + sequences * memory.kvBytesPerSequence, memory, devices);
}

/** Under a layout of `devices`, the bytes are one device's shard: the layout fits, or would need that many times more devices. */
function fitOf(
  neededBytes: number,
  device: { usableBytes: number; capacityBytes: number },
  devices = 1,
): FitVerdict {
  return {
    fits: neededBytes <= device.usableBytes,
    neededBytes,
    usableBytes: device.usableBytes,
    capacityBytes: device.capacityBytes,
    devicesNeeded: devices * Math.max(1, Math.ceil(neededBytes / device.usableBytes)),
  };
}

/**
 * A run's fit on its device (each device of the layout under --parallel) and, where it does not fit, the smallest
 * layout whose device would hold it: more devices than now, linked by the profile's interconnect.
 */
export function runFit(
  costed: CostedRun,
  memory: ReportMemory,
  parallel?: Layout,
  holdings?: () => readonly LayoutHolding[],
): FitVerdict {
  const devices = parallel ? devicesOf(parallel) : 1;
  const fit = fitVerdict(memory, costed.deviceSequences ?? costed.run.sequences, devices);
  const tagged = parallel ? { ...fit, layout: { flag: layoutFlag(parallel), devices } } : fit;
  if (fit.fits || !holdings) return tagged;
  const { run, profile } = costed;
  // The layouts tried are tensor and pipeline parallel only: every device holds all of the run's sequences.
  const holds = holdings().find(
    (h) =>
      devicesOf(h.layout) > devices &&
      linkFor(profile.interconnect, devicesOf(h.layout)) !== undefined &&
      h.weightBytes + run.sequences * h.kvBytes(run.context) <= memory.usableBytes,
  );
  return holds ? { ...tagged, tryParallel: layoutFlag(holds.layout) } : tagged;
}

function buildMemory(
  profile: Profile,
  bound: BoundModel,
  context: number,
  asked: readonly number[],
  devices = 1,
): ReportMemory {
  const weightBytes = bound.weights.reduce((sum, w) => sum + w.bytes, 0);
  const kvBytesPerSequence = bound.kvBytes(context);
  const spare = profile.usableBytes - weightBytes;
  const contexts = context === LONG_CONTEXT ? [context] : [context, LONG_CONTEXT];
  const sequenceCounts = [...new Set([...FIT_SEQUENCES, ...asked])].sort((a, b) => a - b);
  return {
    hardware: profile.id,
    weightBytes,
    weightParams: bound.weights.reduce((sum, w) => sum + w.params, 0),
    activeParams: bound.weights.reduce((sum, w) => sum + w.activeParams, 0),
    kvBytesPerSequence,
    capacityBytes: profile.capacityBytes,
    usableBytes: profile.usableBytes,
    maxSequences: kvBytesPerSequence > 0 ? Math.max(0, Math.floor(spare / kvBytesPerSequence)) : null,
    weightsFit: fitOf(weightBytes, profile, devices),
    fit: contexts.flatMap((ctx) =>
      sequenceCounts.map((sequences) => {
        const verdict = fitOf(weightBytes + sequences * bound.kvBytes(ctx), profile, devices);
        return {
          sequences,
          context: ctx,
          bytes: verdict.neededBytes,
          fits: verdict.fits,
          devices: verdict.devicesNeeded,
        };
      }),
    ),
  };
}

/** The memory fit of every profile, over the sequence counts the runs ask for. */
export function reportMemory(input: ReportInput): ReportMemory[] {
  const asked = input.runs.map((r) => r.run.sequences);
  const devices = input.parallel ? devicesOf(input.parallel) : 1;
  return input.profiles.map((p) => buildMemory(p, input.bound, input.context, asked, devices));
}
