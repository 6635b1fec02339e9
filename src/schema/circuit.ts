import { z } from "zod";
import { OP_KINDS, STATE_SHARD_NAMES, WEIGHT_SHARD_NAMES } from "../ir/index.ts";
import { onFirstUse, primitives } from "./common.ts";

/** The schemas of this file, built by the first call of the getter below: a run whose inputs the input cache remembers never constructs them. */
function build() {
  const { formatRef, identifier } = primitives();
  /** "ROWS x COLS", each side a mathjs expression over dims and the row symbol n; parsed in validate. */
  const shapeText = z.string().min(1);
  const expression = z.string().min(1);
  /** A switch name, or "!name" for its negation. */
  const switchRef = z.string().regex(/^!?[a-z][a-z0-9_]*$/, "a switch name, or !name");

  const edgeOut = z.strictObject({
    edge: identifier.describe("the edge's name; later nodes read it by this name"),
    format: formatRef.describe('a format such as bf16, or a precision role such as "{act}"'),
    shape: shapeText.describe(
      '"ROWS x COLS", e.g. "n x hidden"; each side a mathjs expression over dims and n',
    ),
    heads: expression
      .optional()
      .describe(
        "heads the columns hold, an expression over dims (e.g. kv_heads): a column-parallel split gives each rank heads/tp, or one head replicated when heads < tp; 1 keeps the edge whole on every rank",
      ),
  });

  const weight = z.strictObject({
    name: identifier.describe("weights with one name are stored once (tied embeddings share a name)"),
    shape: shapeText.describe("out x in, the PyTorch nn.Linear layout; scales group along in"),
    format: formatRef.describe('the weight\'s format, usually "{weight}"'),
    count: expression.optional().describe("copies of this weight in one layer, e.g. experts"),
    shard: z
      .enum(WEIGHT_SHARD_NAMES)
      .default("replicated")
      .describe(
        "how --parallel divides it: column (q/k/v, gate_up), row (o_proj, down: an all-reduce follows), vocab (embedding, LM head), expert (routed experts over EP ranks), replicated (the default)",
      ),
    tied: z
      .strictObject({
        when: switchRef.describe("the switch that ties it"),
        to: identifier.describe("the weight name it shares storage with"),
      })
      .optional()
      .describe("when the switch holds, this weight is another one (tied embeddings)"),
  });

  const node = z.strictObject({
    id: identifier.describe("unique within its block; sites are named block.id"),
    op: z.enum(OP_KINDS).describe("the op kind; its cost formulas live in src/cost/ops (venn list ops)"),
    when: switchRef
      .optional()
      .describe("the node runs only when this switch holds; otherwise its outputs alias its inputs"),
    weight: weight.optional().describe("the weight this node reads, for linear-like ops"),
    bias: z
      .union([z.boolean(), switchRef])
      .optional()
      .describe("whether the node adds a bias, always or when a switch holds"),
    in: z.array(identifier).describe("edges this node reads, in order"),
    out: z.array(edgeOut).describe("edges this node writes"),
    state: z
      .record(identifier, z.enum(["read", "write", "update"]))
      .optional()
      .describe("KV caches are written then read; recurrent states are updated in place"),
    params: z
      .record(identifier, expression)
      .optional()
      .describe("op parameters the op kind declares (e.g. top_k), each a mathjs expression over dims"),
    note: z.string().optional().describe("free text for readers"),
  });

  const state = z
    .strictObject({
      id: identifier.describe("the state's name, used in a node's state: map"),
      kind: z
        .enum(["paged_kv", "recurrent"])
        .describe("paged_kv grows with the tokens held; recurrent is one fixed-size state per sequence"),
      format: formatRef.describe('usually "{kv_cache}" for a KV cache, f32 for a recurrent state'),
      shape: shapeText.describe(
        "paged_kv: per token and layer, e.g. kv_heads x head_dim; recurrent: per sequence and layer",
      ),
      shard: z
        .enum(STATE_SHARD_NAMES)
        .default("replicated")
        .describe(
          "how --parallel divides it: heads (rows are heads; replicated one per rank when fewer than tp), channels (columns split), replicated (MLA's latent cache; the default)",
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
    states: z.array(state).default([]).describe("KV caches and recurrent states the block keeps per layer"),
    nodes: z.array(node).min(1).describe("the block's ops, in dataflow order"),
  });

  const CircuitSchema = z
    .strictObject({
      schema: z.literal(1).describe("the circuit format version; always 1"),
      arch: identifier.describe(
        "the architecture id models name in circuit:; the file is circuits/<arch>.circuit.yaml",
      ),
      description: z.string().optional().describe("which model families this circuit covers"),
      dims: z.array(identifier).min(1).describe("the dims every model of this circuit must supply"),
      switches: z.array(identifier).default([]).describe("boolean dims that turn nodes on and off (when:)"),
      inputs: z.array(edgeOut).min(1).describe("the edges the graph starts from (token ids)"),
      layout: z
        .strictObject({
          layers: expression.describe("how many layers the stack has, an expression over dims"),
          kinds: z
            .array(identifier)
            .min(1)
            .describe(
              "layer kinds, repeated in order over the layers after any prefix; with letters, every kind used",
            ),
          prefix: z
            .strictObject({
              layers: expression.describe("how many leading layers"),
              kinds: z.array(identifier).min(1).describe("the layer kinds they cycle over"),
              when: switchRef.optional().describe("the switch that adds them"),
            })
            .optional()
            .describe(
              "the first `layers` of the stack cycle over these kinds instead (DeepSeek's dense first layers), only when the switch holds",
            ),
          suffix: z
            .strictObject({
              layers: expression.describe("how many extra layers"),
              kinds: z.array(identifier).min(1).describe("the layer kinds they cycle over"),
              when: switchRef.optional().describe("the switch that adds them"),
            })
            .optional()
            .describe(
              "extra layers after the stack, not counted in layers (an MTP draft layer), only when the switch holds",
            ),
          letters: z
            .record(z.string().regex(/^\S$/, "one character"), identifier)
            .optional()
            .describe("the model's layer_pattern spells the kind of every layer with these letters"),
        })
        .describe("how layers are stacked: their count and the kind of each"),
      layer_kinds: z
        .record(identifier, z.array(identifier).min(1))
        .describe("layer kind → the blocks one such layer runs, in order"),
      prologue: z.array(identifier).describe("blocks run once before the layers (the embedding)"),
      epilogue: z.array(identifier).describe("blocks run once after the layers (final norm and LM head)"),
      blocks: z.record(identifier, block).describe("block name → its nodes and states"),
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
      for (const [part, when] of [
        ["prefix", prefix?.when],
        ["suffix", suffix?.when],
      ] as const)
        if (when && !circuit.switches.includes(when.replace(/^!/, "")))
          ctx.addIssue({
            code: "custom",
            message: `unknown switch "${when}" (declared: ${circuit.switches.join(", ") || "none"})`,
            path: ["layout", part, "when"],
          });
    });
  return { CircuitSchema, node, block, edgeOut };
}

export const circuitSchema = onFirstUse(() => build().CircuitSchema);

/** For library users; the CLI bundle, which never reads it, leaves it out and builds the schema on first use. */
export const CircuitSchema = /* @__PURE__ */ circuitSchema();

export type CircuitInput = z.input<typeof CircuitSchema>;
export type CircuitDoc = z.output<typeof CircuitSchema>;
export type CircuitNodeDoc = z.output<ReturnType<typeof build>["node"]>;
export type CircuitBlockDoc = z.output<ReturnType<typeof build>["block"]>;
export type EdgeOutDoc = z.output<ReturnType<typeof build>["edgeOut"]>;
