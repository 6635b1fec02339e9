import { z } from "zod";
import { OP_KINDS } from "../ir/index.ts";
import { identifier } from "./common.ts";

/** How a kernel parameter varies (DESIGN.md §5): a template/build constant, an engine setting, or anything. */
export const PARAM_KINDS = ["compile", "policy", "runtime"] as const;
export type ParamKind = (typeof PARAM_KINDS)[number];

const paramValue = z.union([z.number(), z.string()]);
const kernelId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]*$/, "a lower-case id such as gemm_bf16 or vidur-h100-o");

/** A format written exactly ("int4/g128") or by its registry pattern ("int4/g<n>", any group). */
const formatPattern = z.string().min(1);

const family = z.strictObject({
  id: kernelId,
  summary: z.string().min(1),
  ops: z.array(z.enum(OP_KINDS)).min(1),
  formats: z
    .array(z.strictObject({ weight: formatPattern.optional(), act: formatPattern.optional() }))
    .optional()
    .describe("weight/activation pairs implemented; absent means any"),
  rows: z
    .strictObject({
      min: z.number().int().positive(),
      max: z.number().int().positive().optional().describe("absent: no limit"),
      per_sequence: z
        .boolean()
        .default(false)
        .describe("rows count per sequence (decode attention), not in total"),
    })
    .default({ min: 1, per_sequence: false }),
  params: z
    .record(identifier, z.strictObject({ kind: z.enum(PARAM_KINDS), values: z.array(paramValue).optional() }))
    .default({}),
  measurements: z.array(kernelId).default([]).describe("ids of entries in measurements:"),
  source: z.url().optional(),
  note: z.string().optional(),
});

const measurement = z.strictObject({
  id: kernelId,
  hardware: z.string().min(1),
  rows: z.number().int().positive(),
  seconds: z.number().positive().describe("one launch"),
  point: z.record(identifier, paramValue).default({}).describe("the parameter values it was measured at"),
  source: z.url(),
  note: z.string().optional(),
});

export const KernelsSchema = z.strictObject({
  schema: z.literal(1),
  library: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as vllm-cuda"),
  name: z.string().min(1),
  source: z.url().optional(),
  families: z.array(family).min(1),
  measurements: z.array(measurement).default([]),
});

export type KernelsInput = z.input<typeof KernelsSchema>;
export type KernelsDoc = z.output<typeof KernelsSchema>;
export type KernelFamilyDoc = z.output<typeof family>;
