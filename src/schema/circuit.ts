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
  state: z
    .record(identifier, z.enum(["read", "write", "update"]))
    .optional()
    .describe("KV caches are written then read; recurrent states are updated in place"),
  params: z.record(identifier, expression).optional(),
  note: z.string().optional(),
});

const state = z
  .strictObject({
    id: identifier,
    kind: z
      .enum(["paged_kv", "recurrent"])
      .describe("paged_kv grows with the tokens held; recurrent is one fixed-size state per sequence"),
    format: formatRef,
    shape: shapeText.describe(
      "paged_kv: per token and layer, e.g. kv_heads x head_dim; recurrent: per sequence and layer",
    ),
    window: expression
      .optional()
      .describe(
        "paged_kv only: the cache holds, and attention reads, at most this many tokens (sliding window)",
      ),
  })
  .refine((s) => s.kind === "paged_kv" || s.window === undefined, {
    message: "only a paged_kv state has a window",
    path: ["window"],
  });

const block = z.strictObject({
  in: z.array(identifier).describe("stream edges this block reads"),
  out: z.record(identifier, identifier).describe("stream edge → the block edge that replaces it"),
  states: z.array(state).default([]),
  nodes: z.array(node).min(1),
});

export const CircuitSchema = z
  .strictObject({
    schema: z.literal(1),
    arch: identifier,
    description: z.string().optional(),
    dims: z.array(identifier).min(1),
    switches: z.array(identifier).default([]),
    inputs: z.array(edgeOut).min(1),
    layout: z.strictObject({
      layers: expression,
      kinds: z
        .array(identifier)
        .min(1)
        .describe(
          "layer kinds, repeated in order over the layers after any prefix; with letters, every kind used",
        ),
      prefix: z
        .strictObject({ layers: expression, kinds: z.array(identifier).min(1) })
        .optional()
        .describe(
          "the first `layers` of the stack cycle over these kinds instead (DeepSeek's dense first layers)",
        ),
      suffix: z
        .strictObject({ layers: expression, kinds: z.array(identifier).min(1), when: switchRef.optional() })
        .optional()
        .describe(
          "extra layers after the stack, not counted in layers (an MTP draft layer), only when the switch holds",
        ),
      letters: z
        .record(z.string().regex(/^\S$/, "one character"), identifier)
        .optional()
        .describe("the model's layer_pattern spells the kind of every layer with these letters"),
    }),
    layer_kinds: z.record(identifier, z.array(identifier).min(1)),
    prologue: z.array(identifier),
    epilogue: z.array(identifier),
    blocks: z.record(identifier, block),
  })
  .superRefine((circuit, ctx) => {
    // Kinds named outside layout.kinds are checked here; validate checks layout.kinds itself.
    const known = Object.keys(circuit.layer_kinds);
    const check = (kind: string, path: (string | number)[]) => {
      if (!known.includes(kind))
        ctx.addIssue({
          code: "custom",
          message: `unknown layer kind "${kind}" (declared: ${known.join(", ")})`,
          path,
        });
    };
    const { prefix, suffix, letters } = circuit.layout;
    for (const [i, k] of (prefix?.kinds ?? []).entries()) check(k, ["layout", "prefix", "kinds", i]);
    for (const [i, k] of (suffix?.kinds ?? []).entries()) check(k, ["layout", "suffix", "kinds", i]);
    for (const [letter, kind] of Object.entries(letters ?? {})) check(kind, ["layout", "letters", letter]);
    if (prefix && letters)
      ctx.addIssue({
        code: "custom",
        message: "a layout spelt by letters covers every layer; it takes no prefix",
        path: ["layout", "prefix"],
      });
    if (suffix?.when && !circuit.switches.includes(suffix.when.replace(/^!/, "")))
      ctx.addIssue({
        code: "custom",
        message: `unknown switch "${suffix.when}" (declared: ${circuit.switches.join(", ") || "none"})`,
        path: ["layout", "suffix", "when"],
      });
  });

export type CircuitInput = z.input<typeof CircuitSchema>;
export type CircuitDoc = z.output<typeof CircuitSchema>;
export type CircuitNodeDoc = z.output<typeof node>;
export type CircuitBlockDoc = z.output<typeof block>;
export type EdgeOutDoc = z.output<typeof edgeOut>;
