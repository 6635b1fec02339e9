// `venn compare`'s model.

import { z } from "zod";
import { RUN_MODES } from "../ir/index.ts";
import { diagnosticRow, EngineRefSchema, fitVerdict, gap, rankedBy, timingShare } from "./schema-report.ts";
import { workloadSection } from "./schema-workload.ts";

/** `venn compare`: one model across devices and precision presets, one matrix per run. */
export const CompareModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("compare"),
  model: z.string(),
  modelName: z.string(),
  circuit: z.string(),
  context: z.number(),
  kvCache: z.string().nullable(),
  /** The engine every cell assumes (--engine; vLLM unless named). */
  engine: EngineRefSchema.optional(),
  hardware: z.array(z.object({ id: z.string(), name: z.string(), pricePerHour: z.number().nullable() })),
  precisions: z.array(z.string()),
  /** Per column: the formats it ran as and the model's per-site overrides it kept (a preset replaces only the defaults). */
  precisionColumns: z.array(
    z.object({
      id: z.string(),
      weight: z.string().nullable(),
      act: z.string().nullable(),
      kvCache: z.string().nullable(),
      isModel: z.boolean(),
      overrides: z.array(z.object({ glob: z.string(), formats: z.record(z.string(), z.string()) })),
    }),
  ),
  runs: z.array(
    z.object({
      mode: z.enum(RUN_MODES),
      rows: z.number(),
      sequences: z.number(),
      /** The time ★, $ and $/Mtok used: expected when every cell that fits has one, else the floor. */
      rankedBy: rankedBy,
      /** Devices among the run's cells with no calibration (the reason a run is ranked by the floor). */
      floorOnly: z.array(z.string()),
      /** Devices among the run's cells that fit with no price: while any is, no cell is marked cheapest. */
      unpriced: z.array(z.string()).optional(),
    }),
  ),
  cells: z.array(
    z.object({
      hardware: z.string(),
      precision: z.string(),
      mode: z.enum(RUN_MODES),
      rows: z.number(),
      /** ok: runs on one device; no-fit: weights plus KV exceed one device (no time or price shown); gap: the device cannot run it. */
      status: z.enum(["ok", "gap", "no-fit"]),
      gap: gap.nullable(),
      execution: z.array(z.string()),
      floorSeconds: z.number().nullable(),
      expectedSeconds: z.number().nullable(),
      tokensPerSecond: z.number().nullable(),
      tokensPerSecondExpected: z.number().nullable(),
      weightBytes: z.number().nullable(),
      memoryBytes: z.number().nullable(),
      fits: z.boolean().nullable(),
      devices: z.number().nullable(),
      fit: fitVerdict.nullable(),
      /** From the time named in rankedBy. */
      usdPerMillionTokens: z.number().nullable(),
      rankedBy: rankedBy.nullable(),
      isBest: z.boolean(),
      isCheapest: z.boolean(),
      /** The cell's step time from measured time where present, else expected, else floor. */
      stepSeconds: z.number().nullable(),
      timingShare: timingShare.nullable(),
      /** The --parallel layout the cell ran (compare takes a list); its times are one device's, its tokens/s the system's. */
      layout: z
        .object({ tp: z.number(), ep: z.number(), pp: z.number(), devices: z.number(), name: z.string() })
        .optional(),
      /** Collectives' share of the cell's ranked step time (--parallel only). */
      communicationShare: z.number().optional(),
    }),
  ),
  /** The layouts compared (--parallel), by name, in the order given: one matrix row per device and layout. */
  layouts: z.array(z.string()).optional(),
  diagnostics: z.array(diagnosticRow),
  /** The deployment question under --workload: per device the cheapest layout and batch that fit and meet the SLA. */
  workload: workloadSection.optional(),
});

export type CompareModel = z.infer<typeof CompareModelSchema>;
export type CompareCell = CompareModel["cells"][number];
