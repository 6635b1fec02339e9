import { z } from "zod";
import { formatName, identifier, PRECISION_ROLES, type PrecisionRole } from "./common.ts";

const roleFormats = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(PRECISION_ROLES.map((role) => [role, value])) as Record<PrecisionRole, T>;

const published = z.strictObject({
  value: z.number().positive(),
  source: z.url(),
  rounded_to: z
    .number()
    .positive()
    .optional()
    .describe('the unit the publisher rounded to, e.g. 1e9 for a card that says only "8B"'),
  note: z.string().optional(),
});

export const ModelSchema = z.strictObject({
  schema: z.literal(1),
  id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as llama-3.1-8b"),
  name: z.string().optional(),
  circuit: identifier.describe("the arch of a circuits/<arch>.circuit.yaml"),
  source: z.strictObject({
    hf: z.string().regex(/^[\w.-]+\/[\w.-]+$/, "a Hugging Face id such as meta-llama/Llama-3.1-8B"),
    revision: z.string().min(1).describe("the commit the dims were read from"),
    file: z.string().default("config.json"),
    note: z.string().optional(),
  }),
  dims: z.record(identifier, z.number().int().positive()),
  switches: z.record(identifier, z.boolean()).default({}),
  layer_pattern: z
    .string()
    .regex(/^\S+$/, "one letter per layer, no spaces")
    .optional()
    .describe("the kind of every layer, one letter each, for circuits whose layout declares letters"),
  precision: z.strictObject({
    ...roleFormats(formatName),
    overrides: z
      .record(
        z
          .string()
          .regex(/^[a-z_*?][a-z0-9_*?]*\.[a-z0-9_*?]+$/, "a glob over block.node sites such as ffn.*"),
        z.strictObject(roleFormats(formatName.optional())),
      )
      .default({})
      .describe("per-site formats; the first glob in file order that matches a site wins"),
  }),
  published: z
    .strictObject({ params: published, active_params: published.optional() })
    .optional()
    .describe("published figures the reference tests compare against"),
});

export type ModelInput = z.input<typeof ModelSchema>;
export type ModelDoc = z.output<typeof ModelSchema>;
