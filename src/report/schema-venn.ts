// The Venn part of a report: each site's class and the differences that make it, flags, regions and the work list.

import { z } from "zod";
import { RUN_MODES } from "../ir/index.ts";

const paramValue = z.union([z.string(), z.number()]);
export const difference = z.object({
  param: z.string(),
  kind: z.string(),
  target: paramValue,
  have: z.array(paramValue),
});

export const flag = z.object({
  hardware: z.string(),
  mode: z.enum(RUN_MODES),
  rows: z.number(),
  layerKind: z.string(),
  families: z.array(z.string()),
  sites: z.array(z.string()),
  addedSeconds: z.number(),
  share: z.number(),
});

export const region = z.object({
  hardware: z.string(),
  mode: z.enum(RUN_MODES),
  rows: z.number(),
  targetOnly: z.object({ share: z.number(), sites: z.array(z.string()) }),
  both: z.object({ share: z.number(), sites: z.array(z.string()) }),
  referenceOnly: z.object({ families: z.array(z.object({ family: z.string(), share: z.number() })) }),
});

/** A work item's largest step saving over runs when written (README, "Time saved if written"). */
const saving = {
  savedSeconds: z.number().nullable(),
  savedAt: z.object({ hardware: z.string(), mode: z.enum(RUN_MODES), rows: z.number() }).nullable(),
  nextFamily: z.string().nullable(),
  nextHow: z.enum(["per-row", "widened", "as-is"]).nullable(),
};
const siteShape = z.object({
  site: z.string(),
  input: z.string().nullable(),
  weight: z.string().nullable(),
  kv: z.string().nullable(),
  /** A recurrent state per sequence (rows × channels), where the site updates one. */
  state: z.string().optional(),
  point: z.record(z.string(), paramValue),
});

export const vennSummary = z.object({
  kernels: z.string(),
  against: z.array(z.string()),
  classes: z.array(z.object({ id: z.string(), title: z.string(), short: z.string() })),
  workList: z.object({
    plan: z.array(
      z.object({
        family: z.string(),
        change: z.string(),
        param: z.string(),
        kind: z.string(),
        target: paramValue,
        have: z.array(paramValue),
        class: z.string(),
        sites: z.array(z.string()),
        share: z.number(),
        source: z.string().nullable(),
        shapes: z.array(siteShape),
        ...saving,
      }),
    ),
    novel: z.array(
      z.object({
        site: z.string(),
        op: z.string(),
        weightFormat: z.string().nullable(),
        activationFormat: z.string().nullable(),
        share: z.number(),
      }),
    ),
    novelKernels: z.array(
      z.object({
        op: z.string(),
        weightFormat: z.string().nullable(),
        activationFormat: z.string().nullable(),
        sites: z.array(z.string()),
        share: z.number(),
        shapes: z.array(siteShape),
        ...saving,
      }),
    ),
    unmeasured: z.array(
      z.object({
        family: z.string(),
        sites: z.array(z.string()),
        share: z.number(),
        source: z.string().nullable(),
      }),
    ),
    /** Fusions of the bundled file that would apply where no group of the report's file runs (--fusions). */
    fusions: z
      .array(
        z.object({
          group: z.string(),
          title: z.string(),
          source: z.string(),
          sites: z.array(z.string()),
          internalBytes: z.number(),
          launchesRemoved: z.number(),
          savedSeconds: z.number(),
          savedExpectedSeconds: z.number().nullable(),
          share: z.number(),
          at: z.object({ hardware: z.string(), mode: z.enum(RUN_MODES), rows: z.number() }),
        }),
      )
      .optional(),
  }),
});
