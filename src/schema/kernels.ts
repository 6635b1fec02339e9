import { z } from "zod";
import { OP_KINDS } from "../ir/index.ts";
import { onFirstUse, primitives, webUrl } from "./common.ts";

/** How a kernel parameter varies (DESIGN.md §5): a template/build constant, an engine setting, or anything. */
export const PARAM_KINDS = ["compile", "policy", "runtime"] as const;
export type ParamKind = (typeof PARAM_KINDS)[number];

/** The schemas of this file, built by the first call of the getter below: a run whose inputs the input cache remembers never constructs them. */
function build() {
  const { identifier } = primitives();
  const paramValue = z.union([z.number(), z.string()]);
  const kernelId = z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]*$/, "a lower-case id such as gemm_bf16 or vidur-h100-o");

  /** A format written exactly ("int4/g128") or by its registry pattern ("int4/g<n>", any group). */
  const formatPattern = z.string().min(1);

  const family = z.strictObject({
    id: kernelId.describe("the family's id, unique in the manifest"),
    summary: z.string().min(1).describe("one line: what the kernel is"),
    ops: z.array(z.enum(OP_KINDS)).min(1).describe("the op kinds it implements"),
    formats: z
      .array(
        z.strictObject({
          weight: formatPattern
            .optional()
            .describe('weight format, exact ("int4/g128") or a pattern ("int4/g<n>")'),
          act: formatPattern.optional().describe('activation format, exact ("fp8/token") or a pattern'),
        }),
      )
      .optional()
      .describe("weight/activation pairs implemented; absent means any"),
    rows: z
      .strictObject({
        min: z.number().int().positive().describe("the fewest rows one launch takes"),
        max: z
          .number()
          .int()
          .positive()
          .optional()
          .describe("the most rows one launch takes; absent: no limit"),
        per_sequence: z
          .boolean()
          .default(false)
          .describe("rows count per sequence (decode attention), not in total"),
      })
      .default({ min: 1, per_sequence: false })
      .describe("the row range one launch covers"),
    params: z
      .record(
        identifier,
        z.strictObject({
          kind: z
            .enum(PARAM_KINDS)
            .describe(
              "compile: a template or build constant; policy: an engine setting; runtime: any value works",
            ),
          values: z.array(paramValue).optional().describe("the values that exist (built or selectable)"),
        }),
      )
      .default({})
      .describe("parameter name → how it varies; a site must match every compile and policy value"),
    measurements: z.array(kernelId).default([]).describe("ids of entries in measurements:"),
    source: webUrl().optional().describe("the kernel's source file"),
    note: z.string().optional().describe("free text for readers"),
  });

  const measurement = z.strictObject({
    id: kernelId.describe("the measurement's id, named in a family's measurements:"),
    hardware: z.string().min(1).describe("the hardware id it was measured on"),
    rows: z.number().int().positive().describe("the rows of the measured launch"),
    seconds: z.number().positive().describe("one launch"),
    point: z.record(identifier, paramValue).default({}).describe("the parameter values it was measured at"),
    source: webUrl().describe("where the time was published or how it was measured"),
    note: z.string().optional().describe("free text for readers"),
  });

  const KernelsSchema = z.strictObject({
    schema: z.literal(1).describe("the manifest format version; always 1"),
    library: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as vllm-cuda")
      .describe("the library's id; the file is circuits/kernels/<library>.kernels.yaml"),
    name: z.string().min(1).describe("the library as people name it"),
    source: webUrl().optional().describe("the library's repository"),
    families: z.array(family).min(1).describe("the kernel families the engine already has"),
    measurements: z.array(measurement).default([]).describe("measured launch times families point to"),
  });
  return { KernelsSchema, family };
}

export const kernelsSchema = onFirstUse(() => build().KernelsSchema);

/** For library users; the CLI bundle, which never reads it, leaves it out and builds the schema on first use. */
export const KernelsSchema = /* @__PURE__ */ kernelsSchema();

export type KernelsInput = z.input<typeof KernelsSchema>;
export type KernelsDoc = z.output<typeof KernelsSchema>;
export type KernelFamilyDoc = z.output<ReturnType<typeof build>["family"]>;
