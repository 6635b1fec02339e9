import { compareText } from "../ir/index.ts";
import {
  DEFAULT_CHUNK,
  DEFAULT_CHUNK_SOURCE,
  type DeploymentRow,
  decodeContexts,
  type Sla,
  type Workload,
} from "../serve/index.ts";
import type { DeploymentRowModel, WorkloadSection } from "./schema.ts";

export interface WorkloadInput {
  workload: Workload;
  sla?: Sla;
  layouts: readonly string[];
  rows: readonly DeploymentRow[];
  choices: ReadonlyMap<string, { row: DeploymentRow | undefined; basis: "usd" | "energy" | "throughput" }>;
  /** Device ids in the order asked, with their names. */
  hardware: readonly { id: string; name: string }[];
  gaps: WorkloadSection["gaps"];
}

function rowModel(row: DeploymentRow): DeploymentRowModel {
  return {
    hardware: row.hardware,
    precision: row.precision,
    layout: row.layoutName,
    tp: row.layout.tp,
    ep: row.layout.ep,
    pp: row.layout.pp,
    devices: row.devices,
    batch: row.batch,
    fits: row.fits,
    memoryBytes: row.memoryBytes,
    rankedBy: row.rankedBy,
    prefillSeconds: row.prefillSeconds,
    decodeStepSeconds: row.decodeStepSeconds,
    ttftSeconds: row.ttftSeconds,
    itlSeconds: row.itlSeconds,
    requestsPerSecond: row.requestsPerSecond,
    tokensPerSecond: row.tokensPerSecond,
    tokensPerSecondPerDevice: row.tokensPerSecondPerDevice,
    usdPerMillionTokens: row.usdPerMillionTokens,
    joulesPerToken: row.joulesPerToken,
    powerWatts: row.boardWatts ?? row.power?.watts ?? null,
    powerBasis: row.power?.activity ? "modelled" : (row.power?.basis ?? null),
    communicationShare: row.communicationShare,
    meetsSla: row.meetsSla,
    replicas: row.replicas,
    totalDevices: row.totalDevices,
    deployment: row.deployment,
    isChoice: row.isChoice,
  };
}

/** Why a device has no pick: nothing ran, nothing fits, or nothing that fits meets the SLA. */
function noPickReason(
  rows: readonly DeploymentRow[],
  gaps: WorkloadSection["gaps"],
  hardware: string,
): string {
  const own = rows.filter((r) => r.hardware === hardware);
  if (!own.length)
    return gaps.find((g) => g.hardware === hardware)?.message ?? "no precision runs on this device";
  if (!own.some((r) => r.fits))
    return "no layout and batch fits its memory (weights plus KV cache at isl+osl)";
  return "no layout and batch that fits meets the SLA";
}

/** The serving section: every candidate in a stable order (device as asked, precision, layout, batch) and the pick per device. */
export function buildWorkloadSection(input: WorkloadInput): WorkloadSection {
  const order = new Map(input.hardware.map((h, i) => [h.id, i]));
  const layoutOrder = new Map(input.layouts.map((l, i) => [l, i]));
  const sorted = [...input.rows].sort(
    (a, b) =>
      (order.get(a.hardware) ?? 0) - (order.get(b.hardware) ?? 0) ||
      compareText(a.precision, b.precision) ||
      (layoutOrder.get(a.layoutName) ?? 0) - (layoutOrder.get(b.layoutName) ?? 0) ||
      a.batch - b.batch,
  );
  const { workload, sla } = input;
  return {
    isl: workload.isl,
    osl: workload.osl,
    concurrency: workload.concurrency ?? null,
    rate: workload.rate ?? null,
    chunk: workload.chunk,
    chunkSource:
      workload.chunkSource ?? (workload.chunk === DEFAULT_CHUNK ? DEFAULT_CHUNK_SOURCE : "--workload chunk="),
    decodeContexts: decodeContexts(workload.isl, workload.osl),
    sla: sla ? { ttftSeconds: sla.ttftSeconds ?? null, itlSeconds: sla.itlSeconds ?? null } : null,
    layouts: [...input.layouts],
    rows: sorted.map(rowModel),
    choices: input.hardware.map((h) => {
      const picked = input.choices.get(h.id);
      return {
        hardware: h.id,
        hardwareName: h.name,
        pickedBy: picked?.basis ?? "usd",
        row: picked?.row ? rowModel(picked.row) : null,
        reason: picked?.row ? null : noPickReason(input.rows, input.gaps, h.id),
      };
    }),
    gaps: input.gaps,
  };
}
