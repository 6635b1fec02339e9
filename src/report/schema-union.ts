// `venn union`'s model.
import * as z from "zod";

/** `venn union`: models × kernel families, how each model uses each family. */
export const UnionModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("union"),
  kernels: z.string(),
  hardware: z.string(),
  runs: z.array(z.object({ mode: z.enum(["single", "multi"]), rows: z.number() })),
  context: z.number(),
  families: z.array(z.string()),
  models: z.array(
    z.object({
      model: z.string(),
      cells: z.array(
        z.object({ family: z.string(), class: z.string().nullable(), sites: z.array(z.string()) }),
      ),
      novel: z.array(z.string()),
    }),
  ),
  classes: z.array(z.object({ id: z.string(), title: z.string(), short: z.string() })),
});

export type UnionModel = z.infer<typeof UnionModelSchema>;
