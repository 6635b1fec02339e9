import { devicesOf, type Layout, layoutName } from "../ir/index.ts";
import { type Candidate, type ChoiceBasis, chooseDeployments } from "./choose.ts";
import {
  deploymentFigures,
  meetsSla,
  replicasFor,
  type ServeFigures,
  type Sla,
  serveFigures,
  type Workload,
} from "./workload.ts";

/** One device × precision × layout analysis at the workload's points: per-device step times and the memory fit per batch. */
export interface DeploymentRun {
  hardware: string;
  precision: string;
  layout: Layout;
  power: { watts: number; basis: "tdp" | "measured"; activity?: unknown } | null;
  pricePerHour: number | null;
  /** expected where every step has an expected time (a calibrated profile), else the floor. */
  rankedBy: "expected" | "floor";
  /** Seconds of each prefill chunk on one device. */
  prefillSeconds: readonly number[];
  /** Modelled board power of one device during each prefill chunk (null where the profile does not model it). */
  prefillWatts?: readonly (number | null)[];
  batches: readonly {
    batch: number;
    /** Weights plus the batch's KV cache at isl+osl fit one device of the layout. */
    fits: boolean;
    memoryBytes: number;
    decode: readonly { context: number; seconds: number; watts?: number | null }[];
    /** Collectives' share of the decode step (0 on one device). */
    communicationShare: number;
  }[];
}

export interface DeploymentRow extends ServeFigures {
  hardware: string;
  precision: string;
  layout: Layout;
  layoutName: string;
  devices: number;
  batch: number;
  fits: boolean;
  memoryBytes: number;
  rankedBy: "expected" | "floor";
  communicationShare: number;
  power: { watts: number; basis: "tdp" | "measured"; activity?: unknown } | null;
  /** Null when no SLA was given. */
  meetsSla: boolean | null;
  replicas: number;
  totalDevices: number;
  /** The whole deployment at the workload's load (deploymentFigures); the pick minimises its $/Mtok. */
  deployment: { tokensPerSecond: number; usdPerMillionTokens: number | null; joulesPerToken: number | null };
  isChoice: boolean;
}

/** Every candidate's figures, and per device the cheapest that fits and meets the SLA (chooseDeployments). */
export function planDeployments(
  runs: readonly DeploymentRun[],
  workload: Workload,
  sla: Sla | undefined,
): { rows: DeploymentRow[]; choices: Map<string, { row: DeploymentRow | undefined; basis: ChoiceBasis }> } {
  const rows: DeploymentRow[] = runs.flatMap((run) =>
    run.batches.map((b) => {
      const devices = devicesOf(run.layout);
      const figures = serveFigures({
        workload,
        batch: b.batch,
        prefillSeconds: run.prefillSeconds,
        decode: b.decode,
        ...(run.prefillWatts ? { prefillWatts: run.prefillWatts } : {}),
        devices,
        powerWatts: run.power?.watts ?? null,
        pricePerHour: run.pricePerHour,
      });
      const replicas = replicasFor(workload, b.batch, figures.requestsPerSecond);
      return {
        ...figures,
        hardware: run.hardware,
        precision: run.precision,
        layout: run.layout,
        layoutName: layoutName(run.layout),
        devices,
        batch: b.batch,
        fits: b.fits,
        memoryBytes: b.memoryBytes,
        rankedBy: run.rankedBy,
        communicationShare: b.communicationShare,
        power: run.power,
        meetsSla: sla ? meetsSla(figures, sla) : null,
        replicas,
        totalDevices: replicas * devices,
        deployment: deploymentFigures(
          workload,
          figures,
          b.batch,
          replicas,
          devices,
          figures.boardWatts,
          run.pricePerHour,
        ),
        isChoice: false,
      };
    }),
  );
  const candidates: (Candidate & { row: DeploymentRow })[] = rows.map((row) => ({
    row,
    hardware: row.hardware,
    precision: row.precision,
    layout: row.layoutName,
    batch: row.batch,
    fits: row.fits,
    meetsSla: row.meetsSla !== false,
    totalDevices: row.totalDevices,
    usdPerMillionTokens: row.deployment.usdPerMillionTokens,
    joulesPerToken: row.deployment.joulesPerToken,
    tokensPerSecondPerDevice: row.tokensPerSecondPerDevice,
  }));
  const picked = chooseDeployments(candidates);
  const choices = new Map<string, { row: DeploymentRow | undefined; basis: ChoiceBasis }>();
  for (const [hardware, { choice, basis }] of picked) {
    const row = (choice as (typeof candidates)[number] | undefined)?.row;
    if (row) row.isChoice = true;
    choices.set(hardware, { row, basis });
  }
  return { rows, choices };
}
