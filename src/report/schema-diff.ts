// `venn diff`'s models: one pair of sides, or several models at a base revision.

import { z } from "zod";
import { RUN_MODES } from "../ir/index.ts";
import { TIMINGS } from "../measure/index.ts";
import { EngineRefSchema, fitVerdict, timingShare } from "./schema-report.ts";

const diffSide = z.object({
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  bytes: z.number(),
  weightFormat: z.string().nullable(),
  execution: z.string(),
  timing: z.enum(TIMINGS),
  measuredSeconds: z.number().nullable(),
  /** The site's Venn class when the diff was classified against a kernel manifest. */
  class: z.string().nullable(),
});

/** One side's totals for a run, with the memory fit of its sequences (weights plus their KV cache). */
const diffTotals = z.object({
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  tokensPerSecond: z.number(),
  weightBytes: z.number(),
  kvBytes: z.number(),
  fit: fitVerdict,
  stepSeconds: z.number(),
  timingShare,
});

const gateBasis = z.enum(["expected", "floor"]);

/** `venn diff`: per-site and total deltas between two models (or a model before and after a change). */
export const DiffModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("diff"),
  /** The engine both sides assume (--engine; vLLM unless named). */
  engine: EngineRefSchema.optional(),
  base: z.object({
    label: z.string(),
    model: z.string(),
    circuit: z.string(),
    inputs: z.array(z.object({ kind: z.string(), id: z.string(), sha256: z.string() })),
  }),
  head: z.object({
    label: z.string(),
    model: z.string(),
    circuit: z.string(),
    inputs: z.array(z.object({ kind: z.string(), id: z.string(), sha256: z.string() })),
  }),
  context: z.number(),
  /** Which inputs differ between the sides (model dims and formats, circuit nodes, profile fields), leaf by leaf. */
  inputsChanged: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      status: z.enum(["changed", "added", "removed"]),
      changes: z.array(
        z.object({ path: z.string(), base: z.string().nullable(), head: z.string().nullable() }),
      ),
      /** Changed leaves beyond those listed. */
      more: z.number(),
    }),
  ),
  tables: z.array(
    z.object({
      hardware: z.string(),
      hardwareName: z.string(),
      mode: z.enum(RUN_MODES),
      rows: z.number(),
      base: diffTotals,
      head: diffTotals,
      deltaSeconds: z.number(),
      deltaPct: z.number(),
      deltaExpectedPct: z.number().nullable(),
      /** The change the regression gate reads: expected time where both sides have one, else the floor. */
      gatePct: z.number(),
      gateBasis,
      sites: z.array(
        z.object({
          site: z.string(),
          status: z.enum(["changed", "added", "removed", "same"]),
          base: diffSide.nullable(),
          head: diffSide.nullable(),
          deltaSeconds: z.number(),
          deltaPct: z.number().nullable(),
          deltaBytes: z.number(),
        }),
      ),
    }),
  ),
  /** Devices one side cannot run (a lane it lacks): a gap in their rows, not a failed diff. */
  gaps: z.array(
    z.object({
      hardware: z.string(),
      hardwareName: z.string(),
      side: z.enum(["base", "head", "both"]),
      code: z.string(),
      message: z.string(),
      /** The compute lane the device lacks (COST_LANE_MISSING), as on a compare cell's gap. */
      lane: z.string().optional(),
    }),
  ),
  verdict: z.string(),
  worstRegressionPct: z.number(),
  failOnRegressionPct: z.number().nullable(),
  /** expected, floor, or mixed when some rows have an expected time on both sides and others do not. */
  gateBasis: z.enum(["expected", "floor", "mixed"]),
  /** Devices that ran the base but cannot run the head: each fails the gate whatever the percentage. */
  lostDevices: z.array(z.string()).optional(),
  isRegression: z.boolean(),
});

export type DiffModel = z.infer<typeof DiffModelSchema>;

/** `venn diff --base-ref` over several models (a changed circuit or profile): one diff per model, and those skipped. */
export const DiffSetModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("diff"),
  baseRef: z.string(),
  diffs: z.array(DiffModelSchema),
  skipped: z.array(z.object({ model: z.string(), reason: z.string() })),
  verdict: z.string(),
  worstRegressionPct: z.number(),
  failOnRegressionPct: z.number().nullable(),
  gateBasis: z.enum(["expected", "floor", "mixed"]),
  isRegression: z.boolean(),
});

export type DiffSetModel = z.infer<typeof DiffSetModelSchema>;
