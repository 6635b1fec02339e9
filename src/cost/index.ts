// Cost: evaluated nodes + a hardware profile → per-node FLOPs, byte split, lane and roofline time.
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { EngineKernel } from "../engine/index.ts";
import type { ComputeLane } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import {
  type ConcreteNode,
  kernelKindOf,
  OP_SIGNATURES,
  type OpSignature,
  Remembered,
  type RunPoint,
} from "../ir/index.ts";
import { movedRate, ownKernelFor } from "./engine-kernel.ts";
import {
  plusQuantize,
  plusQuantizeBytes,
  type QuantizeCost,
  quantizeCost,
  rowPadding,
  separateQuantize,
  splitTiming,
  withUnquantizedWrite,
} from "./engine-launches.ts";
import { tableAllReduce, tableTerms, tableTiming } from "./engine-table.ts";
import { gemmShape } from "./gemm.ts";
import { communicate } from "./ops/comm.ts";
import { COST_ROWS } from "./ops/index.ts";
import {
  DEFAULT_SERVE,
  type OwnKernelRun,
  placedWork,
  placeWork,
  roofline,
  type ServeSetting,
  type Timing,
  type UnconsumedScales,
} from "./roofline.ts";
import type { ByteSplit, OpWork } from "./work.ts";

export interface NodeCost extends Timing {
  site: string;
  op: ConcreteNode["op"];
  count: number;
  flops: number;
  bytes: ByteSplit;
  lane: ComputeLane | null;
  execution: string;
  weightFormat: string | null;
  activationFormat: string | null;
  kvFormat: string | null;
  /** Collectives only: the bytes nccl-tests calls S, moved over the interconnect. */
  linkBytes?: number;
  /** The quantize kernel of its own the engine runs after this node (included in the figures above). */
  quantize?: QuantizeCost;
  /** Kernels one run launches where not 1: the node split into several, or followed by its quantize kernel. */
  kernels?: number;
}

/** Costs one run of every node (multiply by count for the step); a missing lane is reported per site. */
export function costStep(
  nodes: readonly ConcreteNode[],
  run: RunPoint,
  profile: Profile,
  serve: ServeSetting = DEFAULT_SERVE,
): { costs: NodeCost[]; diagnostics: Diagnostic[] } {
  const costs: NodeCost[] = [];
  const diagnostics: Diagnostic[] = [];
  const emulated = new Map<string, { scales: UnconsumedScales; sites: string[] }>();
  const unmoved = new Map<EngineKernel, { sites: string[] }>();
  const works = stepWork(nodes, run);
  for (const [i, node] of nodes.entries()) {
    const work = works[i] as OpWork;
    if (work.transfer) {
      const comm = communicate(work.transfer, profile);
      if (!comm.ok) {
        diagnostics.push(
          diagnose(
            "SHARD_NO_LINK",
            {
              site: node.site,
              span: comm.span,
              hardware: profile.id,
              domain: profile.interconnect?.domain ?? 1,
              hasInterconnect: profile.interconnect !== undefined,
            },
            { file: profile.file, path: profile.interconnect ? ["interconnect"] : ["memory"], isKey: true },
          ),
        );
        continue;
      }
      // The engine's own all-reduce, measured inside the framework, where its table holds the message size.
      const sig: OpSignature = OP_SIGNATURES[node.op];
      const table =
        sig.engineTable === "allreduce" ? tableAllReduce(work.transfer, profile, serve) : undefined;
      if (table)
        comm.timing = { ...comm.timing, expectedSeconds: table.seconds, expectedTerms: tableTerms(table) };
      costs.push({
        site: node.site,
        op: node.op,
        count: node.count,
        flops: 0,
        bytes: work.bytes,
        lane: null,
        execution: comm.execution,
        weightFormat: null,
        activationFormat: node.ins[0]?.format.name ?? null,
        kvFormat: null,
        linkBytes: work.transfer.bytes,
        ...comm.timing,
      });
      continue;
    }
    const place = placeWork(work, profile);
    if (!place.ok) {
      diagnostics.push(
        diagnose(
          "COST_LANE_MISSING",
          {
            site: node.site,
            lane: place.lane,
            hardware: profile.id,
            pair: place.pair,
            lanes: Object.keys(profile.peaks),
          },
          { file: profile.file, path: ["compute"], isKey: true },
        ),
      );
      continue;
    }
    // Fields written out rather than spread after the others: V8 copies a trailing spread key by key, per node.
    if (place.unconsumed) noteUnconsumed(emulated, place.unconsumed, node.site);
    const quant = separateQuantize(node, serve, profile);
    const placed = withUnquantizedWrite(placedWork(work, place), quant?.extraWrite ?? 0);
    const kind = kernelKindOf(node.op, run.mode);
    const own = ownKernelRun(node, run, kind, placed, profile, serve, unmoved);
    const padding = own ? 1 : rowPadding(node, run, place.lane, profile, serve);
    const time = (w: OpWork) => roofline(w, place.lane, profile, kind, serve, own, padding);
    const quantize = quant ? quantizeCost(quant, profile, serve) : undefined;
    const split = serve.nodeKernels?.[node.op] ?? 1;
    const table = own ? undefined : tableTiming(node, run, kind, profile, serve);
    const timing = plusQuantize(
      table
        ? { ...time(placed), expectedSeconds: table.seconds, expectedTerms: tableTerms(table) }
        : splitTiming(placed, split, time, time(placed)),
      quantize,
    );
    const kernels = split + (quantize ? 1 : 0);
    costs.push({
      site: node.site,
      op: node.op,
      count: node.count,
      flops: work.flops,
      bytes: plusQuantizeBytes(placed.bytes, quantize),
      lane: place.lane,
      execution: place.execution,
      weightFormat: node.weight?.format.name ?? null,
      activationFormat: node.ins[0]?.format.name ?? null,
      kvFormat: node.states[0]?.format.name ?? null,
      floorSeconds: timing.floorSeconds,
      intensity: timing.intensity,
      bound: timing.bound,
      expectedSeconds: timing.expectedSeconds,
      expectedTerms: timing.expectedTerms,
      ...(quantize ? { quantize } : {}),
      ...(kernels !== 1 ? { kernels } : {}),
    });
  }
  for (const { scales, sites } of emulated.values())
    diagnostics.push(
      diagnose(
        "COST_SCALES_EMULATED",
        { ...scales, sites, hardware: profile.id },
        { file: profile.file, path: ["block_scales", scales.lane], isKey: true },
      ),
    );
  for (const [kernel, { sites }] of unmoved)
    diagnostics.push(
      diagnose(
        "COST_ENGINE_KERNEL_UNMOVED",
        {
          engine: kernel.engine,
          kernel: kernel.kernel,
          weight: kernel.weight,
          hardware: profile.id,
          missing: [profile.sms ? [] : ["sms"], profile.smClockMhz ? [] : ["sm_clock_mhz"]].flat(),
          sites,
        },
        { file: profile.file, path: ["compute"], isKey: true },
      ),
    );
  return { costs, diagnostics };
}

/** The engine kernel that runs a calibrated site, with its rate here; a device it cannot be moved to is noted. */
function ownKernelRun(
  node: ConcreteNode,
  run: RunPoint,
  kind: ReturnType<typeof kernelKindOf>,
  work: OpWork,
  profile: Profile,
  serve: ServeSetting,
  unmoved: Map<EngineKernel, { sites: string[] }>,
): OwnKernelRun | undefined {
  if (!profile.efficiency) return undefined;
  const kernel = ownKernelFor(serve.ownKernels, kind, work);
  const shape = kernel ? gemmShape(node, run) : null;
  if (!kernel || !shape) return undefined;
  const rate = movedRate(kernel, profile);
  if (rate === undefined) {
    noteSite(unmoved, kernel, { sites: [] }, node.site);
    return undefined;
  }
  return { kernel, rate, macs: shape.m * shape.n * shape.k * shape.gemms };
}

/** Sites whose format's block scales the lane does not consume, one finding per format and lane. */
function noteUnconsumed(
  found: Map<string, { scales: UnconsumedScales; sites: string[] }>,
  scales: UnconsumedScales,
  site: string,
) {
  noteSite(found, `${scales.format}\u0000${scales.lane}`, { scales, sites: [] }, site);
}

/** Adds a site once to the finding kept under `key` (`fresh` where there is none yet): one finding lists its sites. */
function noteSite<K, V extends { sites: string[] }>(found: Map<K, V>, key: K, fresh: V, site: string) {
  const entry = found.get(key) ?? fresh;
  if (!entry.sites.includes(site)) entry.sites.push(site);
  found.set(key, entry);
}

/**
 * What every node of a step does at a run point (FLOPs, bytes, operands): the same on every device, so computed once
 * per evaluated step and point and shared, frozen, by every profile that costs it.
 */
export function stepWork(nodes: readonly ConcreteNode[], run: RunPoint): readonly OpWork[] {
  const key = `${run.mode}:${run.rows}:${run.sequences}:${run.context}:${run.routing ?? ""}`;
  return workByStep.get(nodes, key, () =>
    Object.freeze(nodes.map((node) => freezeWork(COST_ROWS[node.op].work(node, run)))),
  );
}
const workByStep = new Remembered<readonly ConcreteNode[], readonly OpWork[]>();

const freezeWork = (work: OpWork): OpWork => {
  Object.freeze(work.bytes);
  return Object.freeze(work);
};

export { DEQUANT_ROWS, type DequantRow, dequantSeconds } from "./dequant.ts";
export { movedRate, ownKernelFor, ownKernelSeconds } from "./engine-kernel.ts";
export {
  plusQuantize,
  plusQuantizeBytes,
  type QuantizeCost,
  rowPadding,
  separateQuantize,
  withUnquantizedWrite,
} from "./engine-launches.ts";
export { type TableTiming, tableTerms, tableTiming } from "./engine-table.ts";
export { GEMM_SHAPES, type GemmShape, type GemmShapeRow, gemmShape } from "./gemm.ts";
export { blend, type KernelWork, type KindFactors, kindSeconds, scaledKinds } from "./kernel-terms.ts";
export { heldBytes, residentWeights } from "./memory.ts";
export { ofFloor } from "./of-floor.ts";
export { BUS_FACTOR, type Collective, communicate } from "./ops/comm.ts";
export { COST_ROWS, distinctExperts } from "./ops/index.ts";
export { edgeBytes, meanAttended } from "./ops/shared.ts";
export { type PowerLimit, powerLimit, type StepPower, stepPower } from "./power.ts";
export {
  DEFAULT_SERVE,
  EXPECTED_TERMS,
  type ExpectedTerm,
  type ExpectedTerms,
  NO_TERMS,
  type OwnKernelRun,
  placedWork,
  placeWork,
  roofline,
  type ServeSetting,
  stepCostSeconds,
  sumTerms,
  type Timing,
} from "./roofline.ts";
export {
  type ByteSplit,
  type CostRow,
  type Intermediates,
  NO_BYTES,
  NO_INTERMEDIATES,
  type OpWork,
  type Transfer,
  totalBytes,
} from "./work.ts";
