import { z } from "zod";
import { PRESETS } from "../formats/index.ts";
import { RUN_MODES } from "../ir/index.ts";
import { onFirstUse } from "./common.ts";
import { numberProblem } from "./numbers.ts";

/** The schemas of this file, built by the first call of the getter below: a run whose inputs the input cache remembers never constructs them. */
function build() {
  /** A CSV cell is text: a number written as text becomes that number; anything else stays and fails the check. */
  const numeric = <T extends z.ZodType>(inner: T) =>
    z.preprocess((v, ctx) => {
      if (typeof v !== "string" || v.trim() === "" || Number.isNaN(Number(v))) return v;
      const problem = numberProblem(Number(v));
      if (problem) ctx.addIssue({ code: "custom", message: `${v.trim()} is ${problem}` });
      return problem ? v : Number(v);
    }, inner);

  const site = z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/, "a site such as ffn.gate_up (block.node)");
  const family = z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, "a kernel family id such as gemm_bf16");

  const row = z
    .strictObject({
      site: site.optional().describe("the site measured (block.node); or family"),
      family: family.optional().describe("a kernel family of the --kernels manifest; or site"),
      hardware: z.string().min(1).describe("a hardware profile id"),
      mode: z
        .enum(RUN_MODES)
        .describe(
          "single: one sequence's prefill chunk of rows tokens; multi: rows sequences decoding one token each; verify: one sequence verifying rows speculated tokens",
        ),
      rows: numeric(z.number().int().positive()).describe("rows (tokens) of the step measured"),
      context: numeric(z.number().int().nonnegative()).describe("tokens already in the KV cache"),
      seconds: numeric(z.number().positive()).describe("mean time of one launch (one layer's instance)"),
      precision: z
        .enum(Object.keys(PRESETS) as [string, ...string[]])
        .optional()
        .describe("the --precision preset the run used; absent: the model's own precision"),
      source: z.string().min(1).describe("where the number comes from: a URL, a profile file, a note"),
      note: z.string().optional().describe("how the number was taken"),
    })
    .superRefine((r, ctx) => {
      if ((r.site === undefined) === (r.family === undefined))
        ctx.addIssue({
          code: "custom",
          message: `give exactly one of site or family, found ${r.site === undefined ? "neither" : "both"}`,
          path: r.site === undefined ? [] : ["family"],
        });
    });

  /** A measurements file: one row per site (or kernel family), hardware, mode, rows and context. */
  const MeasurementsSchema = z.strictObject({
    schema: z.literal(1).optional().describe("format version of this file (1)"),
    measurements: z.array(row).describe("one row per site or family, hardware, mode, rows and context"),
  });
  return { MeasurementsSchema };
}

export const measurementsSchema = onFirstUse(() => build().MeasurementsSchema);

/** For library users; the CLI bundle, which never reads it, leaves it out and builds the schema on first use. */
export const MeasurementsSchema = /* @__PURE__ */ measurementsSchema();

export type MeasurementsInput = z.input<typeof MeasurementsSchema>;
export type MeasurementsDoc = z.output<typeof MeasurementsSchema>;
export type MeasurementRow = MeasurementsDoc["measurements"][number];

/** CSV columns in the order the importer writes them. */
export const MEASUREMENT_COLUMNS = [
  "site",
  "family",
  "hardware",
  "mode",
  "rows",
  "context",
  "seconds",
  "precision",
  "source",
  "note",
] as const;
