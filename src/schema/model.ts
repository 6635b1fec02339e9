import { z } from "zod";
import { onFirstUse, PRECISION_ROLES, type PrecisionRole, primitives, webUrl } from "./common.ts";

/** What each precision role formats, for editors' hover text. */
const ROLE_TEXT: Record<PrecisionRole, string> = {
  weight: "weights (with their scales)",
  act: "activations between ops",
  kv_cache: "the KV cache",
  dtype: "what stays in the checkpoint's torch_dtype (norm weights, embedding, unquantized edges)",
};

/** The schemas of this file, built by the first call of the getter below: a run whose inputs the input cache remembers never constructs them. */
function build() {
  const { formatName, identifier } = primitives();
  const roleFormats = <T extends z.ZodType>(value: T, what: string) =>
    Object.fromEntries(
      PRECISION_ROLES.map((role) => [role, value.describe(`${what} of ${ROLE_TEXT[role]}`)]),
    ) as Record<PrecisionRole, T>;

  const published = z.strictObject({
    value: z.number().positive().describe("the published count"),
    source: webUrl().describe("where it is published (model card, paper)"),
    rounded_to: z
      .number()
      .positive()
      .optional()
      .describe('the unit the publisher rounded to, e.g. 1e9 for a card that says only "8B"'),
    note: z.string().optional().describe("how the figure was read"),
  });

  const ModelSchema = z.strictObject({
    schema: z.literal(1).describe("the model format version; always 1"),
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as llama-3.1-8b")
      .describe("the id venn report takes; the file is circuits/models/<id>.model.yaml"),
    name: z.string().optional().describe("the model's display name in reports"),
    circuit: identifier.describe("the arch of a circuits/<arch>.circuit.yaml"),
    source: z
      .strictObject({
        hf: z
          .string()
          // No ".." and no leading dot: an id is pasted into huggingface.co links and cache paths.
          .regex(
            /^(?!.*\.\.)[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/,
            "a Hugging Face id such as meta-llama/Llama-3.1-8B",
          )
          .optional()
          .describe(
            "the Hugging Face repository the dims were read from; absent when the config did not say (import-hf warns)",
          ),
        revision: z.string().min(1).describe("the commit the dims were read from"),
        file: z.string().default("config.json").describe("the file in that repository"),
        note: z.string().optional().describe("anything a reader should know about the source"),
      })
      .describe("where the dims come from"),
    max_context: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "the longest context the model takes, in tokens: its config's max_position_embeddings; a run beyond it is an error",
      ),
    dims: z
      .record(identifier, z.number().int().positive())
      .describe("a positive whole number for every dim the circuit declares"),
    switches: z
      .record(identifier, z.boolean())
      .default({})
      .describe("true or false for every switch the circuit declares"),
    layer_pattern: z
      .string()
      .regex(/^\S+$/, "one letter per layer, no spaces")
      .optional()
      .describe("the kind of every layer, one letter each, for circuits whose layout declares letters"),
    precision: z
      .strictObject({
        ...roleFormats(formatName, "the default format"),
        overrides: z
          .record(
            z
              .string()
              .regex(/^[a-z_*?][a-z0-9_*?]*\.[a-z0-9_*?]+$/, "a glob over block.node sites such as ffn.*"),
            z.strictObject({
              ...roleFormats(formatName.optional(), "the format at matching sites"),
              checkpoint: z
                .boolean()
                .optional()
                .describe(
                  "true: this override restates the checkpoint's own quantization (e.g. MXFP4 experts), so a --precision preset replaces it; absent or false: it keeps sites as they are under any preset (an lm_head kept in BF16)",
                ),
            }),
          )
          .default({})
          .describe("per-site formats; the first glob in file order that matches a site wins"),
      })
      .describe("formats per precision role; --precision presets replace weight and act"),
    published: z
      .strictObject({
        params: published.describe("total parameters"),
        active_params: published.optional().describe("parameters active per token (MoE)"),
      })
      .optional()
      .describe("published figures the reference tests compare against"),
  });
  return { ModelSchema };
}

export const modelSchema = onFirstUse(() => build().ModelSchema);

/** For library users; the CLI bundle, which never reads it, leaves it out and builds the schema on first use. */
export const ModelSchema = /* @__PURE__ */ modelSchema();

export type ModelInput = z.input<typeof ModelSchema>;
export type ModelDoc = z.output<typeof ModelSchema>;
