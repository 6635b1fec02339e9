// `venn union`'s model.

import { z } from "zod";
import { RUN_MODES } from "../ir/index.ts";
import { EngineRefSchema } from "./schema-report.ts";

/** `venn union`: models × kernel families, how each model uses each family. */
export const UnionModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("union"),
  kernels: z.string(),
  hardware: z.string(),
  /** The engine every model was classified under (--engine; vLLM unless named). */
  engine: EngineRefSchema.optional(),
  runs: z.array(z.object({ mode: z.enum(RUN_MODES), rows: z.number() })),
  context: z.number(),
  families: z.array(z.string()),
  models: z.array(
    z.object({
      model: z.string(),
      cells: z.array(
        z.object({ family: z.string(), class: z.string().nullable(), sites: z.array(z.string()) }),
      ),
      novel: z.array(z.string()),
      /** Per run on the union's device: the Euler diagram's regions (each class inside or outside the engine, its share). */
      euler: z.array(
        z.object({
          mode: z.enum(RUN_MODES),
          rows: z.number(),
          basis: z.enum(["expected", "floor"]),
          regions: z.array(
            z.object({
              key: z.string(),
              title: z.string(),
              inEngine: z.boolean(),
              sites: z.number(),
              share: z.number(),
            }),
          ),
        }),
      ),
    }),
  ),
  classes: z.array(z.object({ id: z.string(), title: z.string(), short: z.string() })),
  /** Models the device cannot run (a lane or link it lacks): named, as compare names its gap cells. */
  gaps: z
    .array(
      z.object({ model: z.string(), code: z.string(), message: z.string(), lane: z.string().optional() }),
    )
    .optional(),
});

export type UnionModel = z.infer<typeof UnionModelSchema>;
