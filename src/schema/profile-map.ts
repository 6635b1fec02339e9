import { z } from "zod";
import { onFirstUse } from "./common.ts";

/** The schemas of this file, built by the first call of the getter below: a run whose inputs the input cache remembers never constructs them. */
function build() {
  const target = {
    site: z
      .string()
      .regex(/^[a-z0-9_]+\.[a-z0-9_]+$/, "a site such as ffn.gate_up (block.node)")
      .optional()
      .describe("the site these kernels are (block.node); or family"),
    family: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_.-]*$/, "a kernel family id such as gemm_bf16")
      .optional()
      .describe("a kernel family of the --kernels manifest these kernels are; or site"),
  };

  const entry = z
    .strictObject({
      match: z.string().min(1).optional().describe("a regular expression searched in the kernel name"),
      glob: z.string().min(1).optional().describe("a glob (* and ?) the whole kernel name must match"),
      ...target,
      per_step: z
        .number()
        .int()
        .positive()
        .describe("launches of the site (or family) in one step: the layer count for a per-layer site"),
      note: z.string().optional().describe("why these kernels are this site"),
    })
    .superRefine((e, ctx) => {
      if ((e.match === undefined) === (e.glob === undefined))
        ctx.addIssue({ code: "custom", message: "give exactly one of match (regex) or glob", path: [] });
      if ((e.site === undefined) === (e.family === undefined))
        ctx.addIssue({ code: "custom", message: "give exactly one of site or family", path: [] });
    });

  /** A name map: which profiler kernel names are which site (or kernel family), and how often each runs per step. */
  const ProfileMapSchema = z.strictObject({
    schema: z.literal(1).describe("format version of this file (1)"),
    model: z.string().min(1).optional().describe("the model the map was written for"),
    engine: z.string().min(1).optional().describe("the engine and version whose kernel names these are"),
    steps: z
      .number()
      .int()
      .positive()
      .default(1)
      .describe("steps the profile covers (decode iterations captured); --steps overrides"),
    source: z.string().optional().describe("where the kernel names were read: a capture, a source file"),
    note: z.string().optional().describe("what the map covers"),
    kernels: z.array(entry).min(1).describe("first matching entry wins"),
  });
  return { ProfileMapSchema };
}

export const profileMapSchema = onFirstUse(() => build().ProfileMapSchema);

/** For library users; the CLI bundle, which never reads it, leaves it out and builds the schema on first use. */
export const ProfileMapSchema = /* @__PURE__ */ profileMapSchema();

export type ProfileMapDoc = z.output<typeof ProfileMapSchema>;
