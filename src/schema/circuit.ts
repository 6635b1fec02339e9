import { z } from "zod";
import { OP_KINDS } from "../ir/index.ts";
import { formatRef, identifier } from "./common.ts";

/** "ROWS x COLS", each side a mathjs expression over dims and the row symbol n; parsed in instantiate. */
const shapeText = z.string().min(1);
const expression = z.string().min(1);
/** A switch name, or "!name" for its negation. */
const switchRef = z.string().regex(/^!?[a-z][a-z0-9_]*$/, "a switch name, or !name");

const edgeOut = z.strictObject({ edge: identifier, format: formatRef, shape: shapeText });

const weight = z.strictObject({
  name: identifier.describe("weights with one name are stored once (tied embeddings share a name)"),
  shape: shapeText.describe("out x in, the PyTorch nn.Linear layout; scales group along in"),
  format: formatRef,
  count: expression.optional().describe("copies of this weight in one layer, e.g. experts"),
  tied: z.strictObject({ when: switchRef, to: identifier }).optional(),
});

const node = z.strictObject({
  id: identifier,
  op: z.enum(OP_KINDS),
  when: switchRef
    .optional()
    .describe("the node runs only when this switch holds; otherwise its outputs alias its inputs"),
  weight: weight.optional(),
  bias: z.union([z.boolean(), switchRef]).optional(),
  in: z.array(identifier),
  out: z.array(edgeOut),
  state: z.record(identifier, z.enum(["read", "write"])).optional(),
  params: z.record(identifier, expression).optional(),
  note: z.string().optional(),
});

const state = z.strictObject({
  id: identifier,
  kind: z.enum(["paged_kv"]),
  format: formatRef,
  shape: shapeText.describe("per token and layer, e.g. kv_heads x head_dim"),
});

const block = z.strictObject({
  in: z.array(identifier).describe("stream edges this block reads"),
  out: z.record(identifier, identifier).describe("stream edge → the block edge that replaces it"),
  states: z.array(state).default([]),
  nodes: z.array(node).min(1),
});

export const CircuitSchema = z.strictObject({
  schema: z.literal(1),
  arch: identifier,
  description: z.string().optional(),
  dims: z.array(identifier).min(1),
  switches: z.array(identifier).default([]),
  inputs: z.array(edgeOut).min(1),
  layout: z.strictObject({
    layers: expression,
    kinds: z.array(identifier).min(1).describe("layer kinds, repeated in order over the layers"),
  }),
  layer_kinds: z.record(identifier, z.array(identifier).min(1)),
  prologue: z.array(identifier),
  epilogue: z.array(identifier),
  blocks: z.record(identifier, block),
});

export type CircuitInput = z.input<typeof CircuitSchema>;
export type CircuitDoc = z.output<typeof CircuitSchema>;
export type CircuitNodeDoc = z.output<typeof node>;
export type CircuitBlockDoc = z.output<typeof block>;
export type EdgeOutDoc = z.output<typeof edgeOut>;
