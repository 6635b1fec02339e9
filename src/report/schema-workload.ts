// A serving workload's part of a report or compare: every candidate and, per device, the one picked.
import { z } from "zod";

/** One serving candidate: a device, precision, layout and batch size under the workload (--workload). */
const deploymentRow = z.object({
  hardware: z.string(),
  precision: z.string(),
  layout: z.string(),
  tp: z.number(),
  ep: z.number(),
  pp: z.number(),
  /** Devices of one replica. */
  devices: z.number(),
  /** Requests one replica serves at once. */
  batch: z.number(),
  /** Weights plus the batch's KV cache at isl+osl fit each device of the layout. */
  fits: z.boolean(),
  memoryBytes: z.number(),
  /** The step time the figures use: expected where the profile is calibrated, else the floor. */
  rankedBy: z.enum(["expected", "floor"]),
  /** One request's prefill on an idle replica. */
  prefillSeconds: z.number(),
  /** Mean decode step over the output's contexts (isl+1 … isl+osl−1). */
  decodeStepSeconds: z.number(),
  ttftSeconds: z.number(),
  /** Null when osl is 1 (no decode step). */
  itlSeconds: z.number().nullable(),
  requestsPerSecond: z.number(),
  /** Output tokens per second of one replica (the system), and per device. */
  tokensPerSecond: z.number(),
  tokensPerSecondPerDevice: z.number(),
  /** Estimate for one replica kept busy at this batch: rental price × devices over output tokens; null without a price. */
  usdPerMillionTokens: z.number().nullable(),
  /** Estimate for one busy replica: board power × devices × time over output tokens; null without a power figure. */
  joulesPerToken: z.number().nullable(),
  /** The whole deployment (replicas × devices) at the workload's load: output tokens/s, and $/Mtok and J/token counting every device; the pick minimises its $/Mtok. */
  deployment: z.object({
    tokensPerSecond: z.number(),
    usdPerMillionTokens: z.number().nullable(),
    joulesPerToken: z.number().nullable(),
  }),
  powerWatts: z.number().nullable(),
  /** modelled: averaged over the cycle from each step's activity (the profile's power.activity); tdp or measured: the profile's figure. */
  powerBasis: z.enum(["tdp", "measured", "modelled"]).nullable(),
  /** Collectives' share of the decode step (0 on one device). */
  communicationShare: z.number(),
  /** Null when no SLA was given. */
  meetsSla: z.boolean().nullable(),
  /** Replicas the workload needs at this batch, and devices in all. */
  replicas: z.number(),
  totalDevices: z.number(),
  isChoice: z.boolean(),
});

/** A serving workload's figures (--workload, --sla): every candidate and, per device, the one picked. */
export const workloadSection = z.object({
  isl: z.number(),
  osl: z.number(),
  concurrency: z.number().nullable(),
  rate: z.number().nullable(),
  chunk: z.number(),
  /** Where the chunk comes from: the engine default's source, or "--workload chunk=". */
  chunkSource: z.string(),
  /** Contexts decode was costed at; the step time is interpolated between them. */
  decodeContexts: z.array(z.number()),
  sla: z.object({ ttftSeconds: z.number().nullable(), itlSeconds: z.number().nullable() }).nullable(),
  layouts: z.array(z.string()),
  rows: z.array(deploymentRow),
  choices: z.array(
    z.object({
      hardware: z.string(),
      hardwareName: z.string(),
      /** What the pick minimises: usd ($/Mtok), energy (J/token) where a price is missing, else throughput per device. */
      pickedBy: z.enum(["usd", "energy", "throughput"]),
      row: deploymentRow.nullable(),
      /** Why no candidate was picked. */
      reason: z.string().nullable(),
    }),
  ),
  /** Precisions a device cannot run (a lane it lacks), per layout. */
  gaps: z.array(
    z.object({
      hardware: z.string(),
      precision: z.string(),
      layout: z.string(),
      code: z.string(),
      message: z.string(),
      /** The compute lane the device lacks (COST_LANE_MISSING), as on a compare cell's gap. */
      lane: z.string().optional(),
    }),
  ),
});

export type WorkloadSection = z.infer<typeof workloadSection>;
export type DeploymentRowModel = z.infer<typeof deploymentRow>;
