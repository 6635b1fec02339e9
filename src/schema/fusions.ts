import { z } from "zod";
import { OP_KINDS } from "../ir/index.ts";
import { onFirstUse, primitives, webUrl } from "./common.ts";

/** The schemas of this file, built by the first call of the getter below: a run whose inputs the input cache remembers never constructs them. */
function build() {
  const { identifier } = primitives();
  const opKind = z.enum(OP_KINDS);

  const member = z.strictObject({
    id: identifier.describe("the member's name inside the group, used by links"),
    op: z
      .union([opKind, z.array(opKind).min(1)])
      .describe("the op kind this member matches, or a list of kinds any of which matches"),
    output: z
      .enum(["quantized"])
      .optional()
      .describe(
        "quantized: only a node whose output format differs from its input's (a norm that quantizes)",
      ),
  });

  const link = z.strictObject({
    from: identifier.describe("the member that produces the edge"),
    to: identifier.describe("the member that reads it"),
    written: z
      .boolean()
      .default(false)
      .describe(
        "the edge also leaves the kernel (e.g. the residual stream a later add reads); false: it stays on chip, and a reader outside the group is an error",
      ),
  });

  const group = z.strictObject({
    id: identifier.describe("the group's id, unique in the file"),
    title: z.string().min(1).describe("one line: what the fused kernel does"),
    members: z.array(member).min(1).describe("the nodes the kernel runs, in execution order, by op kind"),
    links: z
      .array(link)
      .default([])
      .describe("producer → consumer edges inside the group; together they must connect every member"),
    source: webUrl().describe("the engine's kernel or fusion pass this group follows"),
    note: z.string().optional().describe("free text for readers"),
  });

  const FusionsSchema = z.strictObject({
    schema: z.literal(1).describe("the fusion file format version; always 1"),
    engine: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as vllm")
      .describe("the engine's id; the file is circuits/fusions/<engine>.fusions.yaml"),
    name: z.string().min(1).describe("the engine as people name it"),
    source: webUrl().optional().describe("the engine's repository"),
    groups: z
      .array(group)
      .min(1)
      .describe("fused kernels, matched in file order: a node joins the first group that takes it"),
  });
  return { FusionsSchema, group };
}

export const fusionsSchema = onFirstUse(() => build().FusionsSchema);

/** For library users; the CLI bundle, which never reads it, leaves it out and builds the schema on first use. */
export const FusionsSchema = /* @__PURE__ */ fusionsSchema();

export type FusionsInput = z.input<typeof FusionsSchema>;
export type FusionsDoc = z.output<typeof FusionsSchema>;
export type FusionGroupDoc = z.output<ReturnType<typeof build>["group"]>;
