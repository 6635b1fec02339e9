// Generators of hostile values: shape expressions, scalars of the wrong type, and mutations of YAML documents.
import fc from "fast-check";

/** Dim names the shipped circuits use, plus the row symbols and names no circuit declares. */
const SYMBOLS = [
  "hidden",
  "inter",
  "vocab",
  "q_heads",
  "kv_heads",
  "head_dim",
  "layers",
  "n",
  "s",
  "x",
  "top_k",
  "experts",
  "pi",
  "e",
  "i",
  "cm",
  "true",
  "null",
  "constructor",
  "__proto__",
];
const FUNCTIONS = [
  "min",
  "max",
  "ceil",
  "floor",
  "factorial",
  "import",
  "evaluate",
  "parse",
  "createUnit",
  "ones",
  "zeros",
  "range",
  "sqrt",
  "log",
  "gamma",
  "cos",
  "typeOf",
  "f",
];

/** Expressions shaped like the circuits' (dims, numbers, + - * / ^, calls), nested and hostile. */
export const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...SYMBOLS),
    fc.oneof(
      fc.integer({ min: -5, max: 1 << 20 }).map(String),
      fc.constantFrom(
        "0",
        "1e308",
        "1e999",
        "9007199254740993",
        "0.5",
        "-0",
        "1e-400",
        "2.",
        ".5",
        "0x10",
        "1_000",
      ),
    ),
    fc
      .tuple(
        tie("expr"),
        fc.constantFrom(
          "+",
          "-",
          "*",
          "/",
          "^",
          "%",
          "==",
          "<",
          "and",
          "?",
          ":",
          "!",
          "'",
          " ",
          "x",
          ";",
          "=",
          ".",
        ),
        tie("expr"),
      )
      .map(([a, op, b]) => `${a}${op}${b}`),
    fc
      .tuple(fc.constantFrom(...FUNCTIONS), fc.array(tie("expr"), { maxLength: 3 }))
      .map(([f, args]) => `${f}(${args.join(", ")})`),
    tie("expr").map((e) => `(${e})`),
    fc.array(tie("expr"), { minLength: 1, maxLength: 3 }).map((items) => `[${items.join(", ")}]`),
    tie("expr").map((e) => `-${e}`),
  ),
})).expr;

/** Known traps, each once: towers of powers, deep nesting, long chains, matrices, assignments, units. */
export const trapExpression = fc.constantFrom(
  "2^2^2^2^99",
  "9^9^9^9",
  "factorial(100000)",
  "ones(100000, 100000)",
  "zeros(1e9)",
  "[1:1e9]",
  "1:1e9",
  "f(x) = f(x)",
  "a = 1",
  "import({}, {override: true})",
  "createUnit('foo')",
  "evaluate('1')",
  "5 cm",
  "2 hidden",
  "min()",
  "ceil()",
  "floor(1, 2, 3)",
  "max([1, 2])",
  `${"(".repeat(2000)}1${")".repeat(2000)}`,
  `${"1+".repeat(20000)}1`,
  `${"hidden*".repeat(20000)}hidden`,
  `${"-".repeat(50000)}1`,
  `${"min(".repeat(500)}1${")".repeat(500)}`,
  "hidden x hidden",
  "",
  " ",
  "\u0000",
  "hidden\nx inter",
  "1/0",
  "0/0",
  "-hidden",
  "hidden/3",
  "hidden^0.5",
  "hidden.constructor",
  "hidden['constructor']",
);

/** A shape text: two sides and our separator, or a mangled separator. */
export const shapeText = fc
  .tuple(
    fc.oneof(expression, trapExpression),
    fc.constantFrom(" x ", "x", " X ", " x x ", "  x  ", " * ", ""),
    fc.oneof(expression, trapExpression),
  )
  .map(([a, sep, b]) => `${a}${sep}${b}`);

/** Text that never spells the words the output oracle looks for. */
const junkText = fc
  .string({ unit: "grapheme", maxLength: 16 })
  .filter((s) => !/NaN|Infinity|undefined/.test(s));

/** A value of any YAML type, chosen to break a schema: wrong types, extremes, hostile strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    2 ** 53 + 2,
    1e308,
    -1e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    true,
    false,
    null,
  ),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.double({ noNaN: false }),
  junkText,
  fc.constantFrom(
    "",
    "bf16",
    "fp8/tensor",
    "nvfp4/g16",
    "ue4m3/16",
    "ue8m0/32",
    ["ue8m0/32"],
    "int4/g0",
    "int8/g32",
    "int8/g0",
    "fp8/g3",
    "3.35 TB/s",
    "989 TFLOPS",
    "-1 GB",
    "1e400 TB/s",
    "NaN TB/s",
    "0 TFLOPS",
    "80 GiB",
    "h100-sxm",
    "dense_gqa",
    "ffn.*",
    "linear",
    "rms_norm",
    "no_such_op",
    "paged_kv",
    "read",
    "{act}",
    "{nope}",
    "*",
    "multi",
    "compile",
    "policy",
    "runtime",
  ),
  shapeText,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(junkText, fc.integer()), { maxLength: 3 }),
  fc.dictionary(
    fc.constantFrom("a", "id", "op", "shape", "value", "source"),
    fc.oneof(junkText, fc.integer()),
    { maxKeys: 2 },
  ),
);

export type Mutation =
  | { kind: "drop"; at: number }
  | { kind: "rename"; at: number; name: string }
  | { kind: "set"; at: number; value: unknown }
  | { kind: "duplicate"; at: number }
  | { kind: "swap"; at: number; other: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("rename" as const),
    at: fc.nat(),
    name: fc.oneof(
      fc.constantFrom(
        "id",
        "op",
        "shape",
        "in",
        "out",
        "dims",
        "bandwith",
        "block_scales",
        "otherwise",
        "Hidden",
        "__proto__",
        "constructor",
        "toString",
        "",
      ),
      junkText,
    ),
  }),
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("set" as const), at: fc.nat(), value: hostileValue }),
  },
  fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), other: fc.nat() }),
);

type Path = (string | number)[];

/** Every path into a plain JSON-like value, the root excluded, in document order. */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value))
    value.forEach((v, i) => {
      out.push([...prefix, i]);
      pathsOf(v, [...prefix, i], out);
    });
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      pathsOf(v, [...prefix, k], out);
    }
  return out;
}

const parentOf = (root: unknown, path: Path): Record<string | number, unknown> =>
  path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;

/** Applies mutations in turn to a deep copy; each picks its target among the paths that exist by then. */
export function mutate(doc: unknown, mutations: readonly Mutation[]): unknown {
  const root = { doc: structuredClone(doc) } as Record<string, unknown>;
  for (const m of mutations) {
    const paths = pathsOf(root.doc, ["doc"]);
    const path = paths[m.at % paths.length];
    if (!path) continue;
    const parent = parentOf(root, path);
    const key = path[path.length - 1] as string | number;
    const value = parent[key];
    if (m.kind === "set") parent[key] = structuredClone(m.value);
    else if (m.kind === "drop") {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
    } else if (m.kind === "rename") {
      if (Array.isArray(parent)) parent[key] = { [m.name]: value };
      else {
        delete parent[key];
        parent[m.name] = value;
      }
    } else if (m.kind === "duplicate") {
      if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(value));
      else parent[`${String(key)}_copy`] = structuredClone(value);
    } else {
      // Swap two values anywhere in the document: an edge read before it is made, a shape where a format goes.
      const other = paths[m.other % paths.length];
      if (!other || other.join("/").startsWith(path.join("/")) || path.join("/").startsWith(other.join("/")))
        continue;
      const otherParent = parentOf(root, other);
      const otherKey = other[other.length - 1] as string | number;
      parent[key] = otherParent[otherKey];
      otherParent[otherKey] = value;
    }
  }
  return root.doc;
}

export type TextEdit = { at: number; kind: "cut" | "insert" | "truncate" | "dupLine"; text: string };

/** Edits of the text itself, for syntax the YAML parser must report: cut characters, stray tabs, a truncated file. */
export const textEdit: fc.Arbitrary<TextEdit> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom("cut", "insert", "truncate", "dupLine"),
  text: fc.oneof(
    fc.constantFrom(
      "\t",
      ":",
      "- ",
      "{",
      "[",
      "&a ",
      "*a",
      "!!binary ",
      '"',
      "'",
      "\n  ",
      "? ",
      "%YAML 1.1\n",
      "---\n",
      "\u00a0",
      "<<: *a\n",
      "#",
    ),
    junkText,
  ),
});

export function editText(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of edits) {
    const at = out.length ? e.at % out.length : 0;
    if (e.kind === "cut") out = out.slice(0, at) + out.slice(at + 1 + (e.text.length % 8));
    else if (e.kind === "insert") out = out.slice(0, at) + e.text + out.slice(at);
    else if (e.kind === "truncate") out = out.slice(0, at);
    else {
      const start = out.lastIndexOf("\n", at) + 1;
      const end = out.indexOf("\n", at);
      const line = out.slice(start, end < 0 ? undefined : end);
      out = `${out.slice(0, start)}${line}\n${out.slice(start)}`;
    }
  }
  return out;
}

/** A per-layer key's value: a list of the right length, the wrong length, empty, or of the wrong type entirely. */
const layerList = <T>(item: fc.Arbitrary<T>) =>
  fc.oneof(
    fc.array(item, { minLength: 0, maxLength: 12 }),
    fc.constant([] as T[]),
    fc.constantFrom(null, "all", 4, {}),
  );

/** Llama 4 text_config keys that spell the layer pattern (iRoPE and the MoE interleave), sound and hostile. */
export const llama4LayerKeys = fc.record(
  {
    num_hidden_layers: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, -4, 2.5, "8")),
    no_rope_layers: layerList(fc.oneof(fc.constantFrom(0, 1), fc.constantFrom(2, -1, "1", true, null))),
    no_rope_layer_interval: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0, -2, 1.5, "4", null)),
    moe_layers: layerList(fc.oneof(fc.integer({ min: 0, max: 11 }), fc.constantFrom(-1, 99, 1.5, "3"))),
    interleave_moe_layer_step: fc.oneof(
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(0, -1, 0.5, "2", null),
    ),
    attention_chunk_size: fc.oneof(fc.constantFrom(8192, 1, 0, -8, null, "8192"), fc.integer()),
  },
  { requiredKeys: [] },
);

/** Granite 4.0 H keys: layer_types of mamba and attention (or not), the Mamba-2 dims and the positional embedding. */
export const graniteLayerKeys = fc.record(
  {
    num_hidden_layers: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, "40")),
    layer_types: layerList(fc.constantFrom("mamba", "attention", "mlp", "", 1)),
    mamba_d_head: fc.constantFrom(64, "auto", 0, null),
    mamba_n_heads: fc.constantFrom(48, 0, null, 1.5),
    mamba_n_groups: fc.constantFrom(1, 8, 0, null),
    position_embedding_type: fc.constantFrom("nope", "rope", null, 3),
    num_local_experts: fc.constantFrom(64, 0, 1, null),
  },
  { requiredKeys: [] },
);

/** A layer count and one list of that length per spelling: the sound half of a layer-key generator. */
const soundLayers = <A, B>(first: fc.Arbitrary<A>, second: fc.Arbitrary<B>) =>
  fc
    .integer({ min: 1, max: 12 })
    .chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.array(first, { minLength: n, maxLength: n }),
        fc.array(second, { minLength: n, maxLength: n }),
      ),
    );

const soundMimo = fc
  .tuple(
    soundLayers(fc.constantFrom(0, 1), fc.constantFrom(0, 1)),
    fc.boolean(),
    fc.constantFrom(0.334, 0.5, 1),
  )
  .map(([[n, attention, mlp], native, factor]) => ({
    num_hidden_layers: n,
    partial_rotary_factor: factor,
    ...(native
      ? {
          layer_types: attention.map((v) => (v === 0 ? "full_attention" : "sliding_attention")),
          mlp_layer_types: mlp.map((v) => (v === 0 ? "dense" : "sparse")),
        }
      : { hybrid_layer_pattern: attention, moe_layer_freq: mlp }),
  }));

/** MiMo-V2-Flash keys that spell its layers (the Hub's 0/1 lists or transformers' names), widths and sinks, sound and hostile. */
const hostileMimo = fc.record(
  {
    num_hidden_layers: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, "8", 2.5)),
    hybrid_layer_pattern: layerList(fc.constantFrom(0, 1, 2, "0", null)),
    moe_layer_freq: fc.oneof(layerList(fc.constantFrom(0, 1, true, "1")), fc.constantFrom(1, 0)),
    layer_types: layerList(fc.constantFrom("full_attention", "sliding_attention", "chunked_attention")),
    mlp_layer_types: layerList(fc.constantFrom("dense", "sparse", "moe")),
    partial_rotary_factor: fc.constantFrom(0.334, 0.5, 1, 0, -0.5, "0.334", null),
    swa_num_key_value_heads: fc.constantFrom(8, 4, 0, null, "8"),
    swa_head_dim: fc.constantFrom(192, 128, null, 1.5),
    add_swa_attention_sink_bias: fc.constantFrom(true, false, null, "yes"),
    n_shared_experts: fc.constantFrom(null, 0, 1),
  },
  { requiredKeys: [] },
);

export const mimoLayerKeys = fc.oneof(
  { weight: 2, arbitrary: soundMimo },
  { weight: 1, arbitrary: hostileMimo },
);

const soundGemma4 = fc
  .tuple(
    soundLayers(fc.constantFrom("sliding_attention", "full_attention"), fc.constant(0)),
    fc.constantFrom(0.25, 0.5, 1),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([[n, types], factor, moe, kv]) => ({
    num_hidden_layers: n,
    layer_types: types,
    rope_parameters: { full_attention: { partial_rotary_factor: factor } },
    enable_moe_block: moe,
    attention_k_eq_v: kv,
  }));

/** Gemma 4 text_config keys: the layer kinds, the global width and its RoPE share (a dotted path), K=V and the experts. */
const hostileGemma4 = fc.record(
  {
    num_hidden_layers: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, "30")),
    layer_types: layerList(fc.constantFrom("sliding_attention", "full_attention", "linear_attention")),
    sliding_window_pattern: fc.constantFrom(6, 2, 0, null),
    global_head_dim: fc.constantFrom(512, 256, 0, null, "512"),
    num_global_key_value_heads: fc.constantFrom(2, 4, 0, null),
    attention_k_eq_v: fc.constantFrom(true, false, null, 1),
    enable_moe_block: fc.constantFrom(true, false, null, "true"),
    num_experts: fc.constantFrom(128, 1, 0, null),
    rope_parameters: fc.oneof(
      fc.record({
        full_attention: fc.oneof(
          fc.record({ partial_rotary_factor: fc.constantFrom(0.25, 1, 0.3, 0, "0.25", null) }),
          fc.constantFrom(null, 7, [], { __proto__: null }),
        ),
      }),
      fc.constantFrom(null, {}, "proportional", { "full_attention.partial_rotary_factor": 0.25 }),
    ),
    hidden_size_per_layer_input: fc.constantFrom(0, null, 256),
  },
  { requiredKeys: [] },
);
export const gemma4TextKeys = fc.oneof(
  { weight: 2, arbitrary: soundGemma4 },
  { weight: 1, arbitrary: hostileGemma4 },
);

/** One DeciLM block_configs entry: the attention and FFN choices, sound and hostile. */
const nasBlock = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      attention: fc.oneof(
        fc.constant({ no_op: true }),
        fc.constant({ replace_with_linear: true }),
        // One n_heads_in_group for every sound block, as the shipped models have (mixed ones are refused).
        fc.record({ n_heads_in_group: fc.constant(8), no_op: fc.constant(false) }),
      ),
      ffn: fc.oneof(
        fc.constant({ no_op: true }),
        fc.constant({ replace_with_linear: true }),
        fc.record({ ffn_mult: fc.constantFrom(0.5, 1, 1.3125, 2.625, 3.28125, 5.25, 39) }),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom(null, [], 7, "block", {}),
      fc.record({
        attention: fc.oneof(
          fc.record({ n_heads_in_group: fc.constantFrom(0, 7, -8, 16, "8", null, 2.5) }),
          fc.record({ n_heads_in_group: fc.constant(8), window_length: fc.constantFrom(4096, null) }),
          fc.constantFrom(null, 3, { sparsify: ["a"] }),
        ),
        ffn: fc.oneof(
          fc.record({ ffn_mult: fc.constantFrom(0, -1, "5.25", null, 1e308, Number.MIN_VALUE) }),
          fc.constantFrom(null, { sparsify: { x: 1 } }, { no_op: "yes" }),
        ),
      }),
    ),
  },
);

/** Nemotron-NAS top-level keys: block_configs with num_hidden_layers to match (or not), sound and hostile. */
export const nasBlockKeys = fc.oneof(
  fc.array(nasBlock, { minLength: 1, maxLength: 12 }).map((blocks) => ({
    num_hidden_layers: blocks.length,
    block_configs: blocks,
  })),
  fc.record(
    {
      num_hidden_layers: fc.constantFrom(0, 3, "80", null),
      block_configs: layerList(nasBlock),
    },
    { requiredKeys: [] },
  ),
);

/** `venn simulate`'s spec flags: valid specs, near misses and junk (issue 31). Rates and counts stay small so a valid vector runs in well under a second. */
const pickOne = <T>(...values: T[]) => fc.constantFrom(...values);
const specJunk = fc
  .string({ maxLength: 10 })
  .filter((s) => !/NaN|Infinity|undefined/.test(s) && !s.startsWith("-"));
export const simulateArrivals = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map((r) => `poisson:${r}`),
  fc.double({ min: 0.01, max: 40, noNaN: true }).map((r) => `constant:${Number(r.toFixed(2))}`),
  fc
    .tuple(fc.integer({ min: 1, max: 30 }), pickOne("0.5", "1", "3", "0", "x"))
    .map(([r, cv]) => `gamma:${r},cv=${cv}`),
  pickOne(
    "burst",
    "poisson",
    "poisson:0",
    "poisson:-1",
    "poisson:1e3",
    "gamma:4",
    "constant:1,cv=2",
    "Poisson:4",
    "poisson:1e999",
    "",
  ),
  specJunk,
);
export const simulateLength = fc.oneof(
  fc.integer({ min: 1, max: 4000 }).map(String),
  fc
    .tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 2000 }))
    .map(([a, b]) => `uniform:${a}-${a + b}`),
  fc
    .tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 3000 }))
    .map(([m, s]) => `normal:${m},${s}`),
  fc
    .tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 3000 }))
    .map(([m, s]) => `lognormal:${m},${s}`),
  pickOne(
    "0",
    "-5",
    "uniform:9-2",
    "normal:500",
    "lognormal:0,1",
    "sharegpt",
    "azure-conv",
    "azure-code",
    "sharegp",
    "uniform",
    "out/missing.lengths.csv",
    "hist.lengths.csv",
    "1e3",
    "10000001",
    "200000",
    "",
  ),
  specJunk,
);
export const simulateCount = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  pickOne("0", "-1", "2000001", "1.5", "x", ""),
);
export const simulateSla = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 100 }))
    .map(([t, p]) => `ttft=${t}ms,tpot=${p}ms`),
  pickOne("ttft=0.5s", "tpot=30ms", "itl=30ms", "ttft=500", "ttft=500ms,ttft=1s", "ttft=-1ms", ""),
  specJunk,
);
export const simulateRates = fc.oneof(
  fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }).map((r) => r.join(",")),
  pickOne("1,x", "0", "1,,2", "-1", "1e9", ""),
);
export const onOff = pickOne("on", "off", "ON", "maybe", "");
/** An acceptance rate (--accept, --speculative accept=): in [0, 1), at 1 and beyond, NaN, exponents, hostile text. */
export const acceptRate = fc.oneof(
  fc.double({ min: 0, max: 0.999, noNaN: true }).map((a) => String(Number(a.toFixed(3)))),
  pickOne("0", "1", "1.0", "-0.1", "1.5", "NaN", "Infinity", "1e-1", ".5", "0x1", "", "0.7.1"),
  specJunk,
);
/** --speculative: a draft, k (0 to past the 64 allowed, and far past) and α; heads not simulated; hostile text. */
export const simulateSpeculative = fc.oneof(
  fc
    .tuple(
      pickOne("llama-3.2-1b", "llama-3.1-8b", "no-such-draft", "../x", "llama 3", ""),
      pickOne("0", "1", "4", "64", "65", "99999999999999999999", "2.5", "x"),
      acceptRate,
    )
    .map(([d, k, a]) => `draft=${d},k=${k},accept=${a}`),
  pickOne(
    "mtp,k=2,accept=0.8",
    "eagle,k=3,accept=0.7",
    "draft=llama-3.2-1b,k=4",
    "draft=llama-3.2-1b,k=4,accept=0.5,k=3",
    "draft=\u001b[2J,k=1,accept=0.5",
    "k=1,accept=0.5",
    "accept=0.5,draft=llama-3.2-1b,k=2",
  ),
  specJunk,
);

/** How a transformers v5 save lays a v4 config out: where dtype goes, whether RoPE nests, which keys stay on top. */
export interface V5Options {
  dtypeAt: "top" | "text" | "both";
  ropeNested: boolean;
  keepTop: readonly string[];
}

export const v5Options: fc.Arbitrary<V5Options> = fc.record({
  dtypeAt: fc.constantFrom("top", "text", "both"),
  ropeNested: fc.boolean(),
  keepTop: fc.subarray(["tie_word_embeddings", "vocab_size", "max_position_embeddings", "architectures"]),
});

const ROPE_KEYS = ["rope_theta", "partial_rotary_factor"];
const TOP_ONLY = [
  "model_type",
  "architectures",
  "quantization_config",
  "_name_or_path",
  "transformers_version",
];

/**
 * A v4 config (settings at the top, torch_dtype, rope_theta / rope_scaling) rewritten the way transformers v5 saves a
 * multimodal-style checkpoint: the text model's settings under text_config, `dtype`, RoPE under rope_parameters.
 */
export function v5Layout(
  doc: Record<string, unknown>,
  o: V5Options = { dtypeAt: "text", ropeNested: true, keepTop: [] },
): Record<string, unknown> {
  const hasText = typeof doc.text_config === "object" && doc.text_config !== null;
  const top: Record<string, unknown> = {};
  const text: Record<string, unknown> = hasText ? { ...(doc.text_config as Record<string, unknown>) } : {};
  const dtype = doc.torch_dtype ?? text.torch_dtype;
  for (const [k, v] of Object.entries(doc)) {
    if (k === "text_config" || k === "torch_dtype") continue;
    if (hasText || TOP_ONLY.includes(k)) top[k] = v;
    else if (o.keepTop.includes(k)) top[k] = v;
    else text[k] = v;
  }
  delete text.torch_dtype;
  const holder = hasText || Object.keys(text).length > 0 ? text : top;
  if (o.ropeNested) {
    const rope: Record<string, unknown> = {};
    const scaling = holder.rope_scaling;
    if (typeof scaling === "object" && scaling !== null) Object.assign(rope, scaling);
    for (const k of ROPE_KEYS)
      if (k in holder) {
        rope[k] = holder[k];
        delete holder[k];
      }
    delete holder.rope_scaling;
    if (Object.keys(rope).length > 0) holder.rope_parameters = rope;
  }
  if (dtype !== undefined) {
    if (o.dtypeAt !== "text") top.dtype = dtype;
    if (o.dtypeAt !== "top") text.dtype = dtype;
  }
  return Object.keys(text).length > 0 ? { ...top, text_config: text } : top;
}

/** Modules a quantized checkpoint leaves unquantized that import-hf keeps in the model dtype (head, router, attention). */
const keptModule = fc.constantFrom(
  "lm_head",
  "model.embed_tokens",
  "re:.*self_attn.*",
  "re:.*mlp.gate$",
  "model.layers.3.self_attn.q_proj",
);
/** …and ones it refuses (a layer's MLP, a vision tower, a prototype key). */
const refusedModule = fc.constantFrom("model.layers.0.mlp", "visual", "__proto__", "constructor", "");

/** A quantization_config block and, where it is well formed, the weight and activation formats it must import to. */
export interface QuantBlock {
  block: Record<string, unknown>;
  expected?: { weight: string; act: string };
}

const COMPUTE_DTYPES: Readonly<Record<string, string>> = {
  bfloat16: "bf16",
  float16: "fp16",
  float32: "f32",
};

/**
 * bitsandbytes 4-bit blocks as transformers writes them (issue 30): NF4 with or without double quantization, a compute
 * dtype or none, a skip list. With `hostile`, any key may be any value and the list may name modules import-hf refuses.
 */
export function bnbFourBit(hostile: boolean, modelDtype = "bf16"): fc.Arbitrary<QuantBlock> {
  const or = <T>(valid: fc.Arbitrary<T>) => (hostile ? fc.oneof(valid, hostileValue) : valid);
  return fc
    .record({
      quant_method: or(fc.constant("bitsandbytes")),
      load_in_4bit: or(fc.constant(true)),
      _load_in_4bit: fc.boolean(),
      bnb_4bit_quant_type: or(hostile ? fc.constantFrom("nf4", "fp4") : fc.constant("nf4")),
      bnb_4bit_use_double_quant: or(fc.boolean()),
      bnb_4bit_compute_dtype: or(fc.constantFrom("bfloat16", "float16", "float32", undefined)),
      bnb_4bit_quant_storage: fc.constantFrom("uint8", "bfloat16"),
      llm_int8_skip_modules: or(
        fc.oneof(
          fc.constant(null),
          fc.array(hostile ? fc.oneof(keptModule, refusedModule) : keptModule, { maxLength: 3 }),
        ),
      ),
      llm_int8_threshold: fc.constant(6),
    })
    .map((block) => {
      const { bnb_4bit_compute_dtype: compute, bnb_4bit_use_double_quant: dq } = block;
      const clean: Record<string, unknown> = { ...block };
      if (compute === undefined) delete clean.bnb_4bit_compute_dtype;
      if (hostile) return { block: clean };
      const act = typeof compute === "string" ? (COMPUTE_DTYPES[compute] ?? modelDtype) : modelDtype;
      return { block: clean, expected: { weight: dq === true ? "nf4/g64dq" : "nf4/g64", act } };
    });
}

/**
 * compressed-tensors W8A8 int8 blocks as llm-compressor writes them (int-quantized: int8 per-channel weights, int8
 * dynamic per-token activations, an ignore list). With `hostile`, any argument may be any value.
 */
export function w8a8Int8(hostile: boolean): fc.Arbitrary<QuantBlock> {
  const or = <T>(valid: fc.Arbitrary<T>) => (hostile ? fc.oneof(valid, hostileValue) : valid);
  const weights = fc.record({
    num_bits: or(fc.constant(8)),
    type: or(fc.constant("int")),
    strategy: or(fc.constant("channel")),
    symmetric: or(fc.constant(true)),
    dynamic: fc.constant(false),
    group_size: fc.constant(null),
    observer: fc.constantFrom("minmax", "mse"),
    actorder: fc.constant(null),
  });
  const activations = fc.record({
    num_bits: or(fc.constant(8)),
    type: or(fc.constant("int")),
    strategy: or(fc.constant("token")),
    dynamic: or(fc.constant(true)),
    symmetric: or(fc.constant(true)),
    group_size: fc.constant(null),
    observer: fc.constant(null),
  });
  return fc
    .record({
      weights,
      input_activations: activations,
      ignore: fc.array(hostile ? fc.oneof(keptModule, refusedModule) : keptModule, { maxLength: 3 }),
      group: hostile ? fc.constantFrom("group_0", "__proto__", "") : fc.constant("group_0"),
    })
    .map(({ weights: w, input_activations: a, ignore, group }) => ({
      block: {
        quant_method: "compressed-tensors",
        format: "int-quantized",
        config_groups: {
          [group]: { targets: ["Linear"], weights: w, input_activations: a, output_activations: null },
        },
        ignore,
        kv_cache_scheme: null,
        quantization_status: "compressed",
      },
      ...(hostile ? {} : { expected: { weight: "int8/channel", act: "int8/token" } }),
    }));
}

/** A small valid trace in each format venn reads, as written on disk (file name, text). */
const TRACE_BASES: readonly (readonly [string, string])[] = [
  ["trace.csv", "arrival_s,input_tokens,output_tokens\n0,100,10\n0.5,200,20\n1.25,300,30\n2,64,8\n"],
  [
    "azure.csv",
    "TIMESTAMP,ContextTokens,GeneratedTokens\n2023-11-16 18:15:46.6805900,374,44\n2023-11-16 18:15:50.9951690,396,109\n2023-11-16 18:15:51.2224670,879,55\n",
  ],
  [
    "burst.csv",
    "Timestamp,Model,Request tokens,Response tokens,Total tokens,Log Type\n5,ChatGPT,472,18,490,Conversation log\n45,GPT-4,1087,227,1314,API log\n",
  ],
  [
    "mooncake.jsonl",
    '{"timestamp": 0, "input_length": 2290, "output_length": 316, "hash_ids": [0, 42, 43, 44, 45]}\n{"timestamp": 3000, "input_length": 915, "output_length": 355, "hash_ids": [0, 462]}\n',
  ],
  [
    "vllm.json",
    '{"input_lens": [512, 1024, 233], "start_times": [1000.25, 1000.61, 1001.9], "output_lens": [128, 64, 221]}',
  ],
];

/** One hostile edit of a trace's text: cut, a flipped bit, a number made huge, negative or NaN, rows swapped, emptied. */
const traceEdit = fc.oneof(
  fc.nat().map((at) => (t: string) => t.slice(0, at % (t.length + 1))),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 7 })).map(([at, bit]) => (t: string) => {
    if (!t.length) return t;
    const i = at % t.length;
    return t.slice(0, i) + String.fromCharCode(t.charCodeAt(i) ^ (1 << bit)) + t.slice(i + 1);
  }),
  fc
    .tuple(
      fc.nat(),
      pickOne("1e400", "99999999999999999999", "-5", "NaN", "0", "-0", "1.5", '"12"', "null", ""),
    )
    .map(([nth, value]) => (t: string) => {
      const numbers = [...t.matchAll(/\d+(\.\d+)?/g)];
      const m = numbers.length ? numbers[nth % numbers.length] : undefined;
      return m?.index === undefined ? t : t.slice(0, m.index) + value + t.slice(m.index + m[0].length);
    }),
  fc.nat().map((k) => (t: string) => {
    // Two data rows swapped: arrival times out of order.
    const lines = t.split("\n");
    const rows = lines.length - 2;
    if (rows < 2) return t;
    const i = 1 + (k % (rows - 1));
    [lines[i], lines[i + 1]] = [lines[i + 1] as string, lines[i] as string];
    return lines.join("\n");
  }),
  fc.constant(() => ""),
  fc.constant((t: string) => t.replace(/\n/g, "\r\n")),
);

/** A trace file (name and text) after up to three hostile edits. */
export const hostileTrace = fc
  .tuple(fc.constantFrom(...TRACE_BASES), fc.array(traceEdit, { maxLength: 3 }))
  .map(([[name, text], edits]) => ({ name, text: edits.reduce((t, edit) => edit(t), text) }));

/** Mostly a sound value, sometimes a hostile one: enough imports get through to be costed. */
const mostly = <T, U>(sound: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: sound, weight: 6 }, { arbitrary: hostile, weight: 1 });

/**
 * DeepSeek Sparse Attention keys (deepseek_v32, glm_moe_dsa): the lightning indexer's heads, width and top-k, and the
 * IndexShare keys of GLM-5.2 (an indexer on some layers only), sound and hostile.
 */
export const dsaIndexerKeys = fc.record(
  {
    index_n_heads: mostly(fc.constantFrom(32, 64, 1), fc.constantFrom(0, -64, 2.5, "64", null)),
    index_head_dim: mostly(fc.constantFrom(128, 256, 512), fc.constantFrom(0, 100, 64, -128, "128", null)),
    index_topk: mostly(fc.constantFrom(2048, 512, 1, 1_048_576), fc.constantFrom(0, -1, 0.5, "2048", null)),
    index_topk_freq: mostly(fc.constantFrom(1, null), fc.constantFrom(4, 0, "1")),
    index_topk_pattern: mostly(fc.constant(null), fc.constantFrom("FSSS", [], 3)),
    indexer_types: mostly(
      fc.integer({ min: 0, max: 80 }).map((n) => Array(n).fill("full")),
      layerList(fc.constantFrom("full", "shared", "", 1)),
    ),
    q_lora_rank: mostly(fc.constantFrom(1536, 2048), fc.constantFrom(null, 0, -1)),
    model_type: fc.constantFrom("deepseek_v32", "glm_moe_dsa"),
  },
  { requiredKeys: [] },
);

/** A small valid length histogram (tools/lengths/histogram.ts's columns) and the shipped files' first rows. */
const LENGTH_BASES: readonly string[] = [
  "# source: hand-written\ninput_min,input_max,output_min,output_max,count\n1,1,1,1,1\n10,20,5,9,3\n300,400,100,100,2\n",
  "# venn length histogram: azure-conv\n# source: x\ninput_min,input_max,output_min,output_max,count\n2,2,93,93,6\n7,7,80,84,2\n7,7,109,123,3\n",
];

/** A length histogram's text after up to three hostile edits (the trace edits: cut, flipped bits, huge or NaN numbers, …). */
export const hostileLengths = fc
  .tuple(fc.constantFrom(...LENGTH_BASES), fc.array(traceEdit, { maxLength: 3 }))
  .map(([text, edits]) => edits.reduce((t, edit) => edit(t), text));
