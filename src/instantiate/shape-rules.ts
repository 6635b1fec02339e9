import type { ConcreteNode, OpKind, Tensor } from "../ir/index.ts";

/** A disagreement between connected shapes: what, expected, received. */
export type ShapeIssue = [what: string, expected: string, received: string];

type Rule = (node: ConcreteNode) => ShapeIssue[];

const dims = (t: Tensor | undefined) => (t ? `[${t.rows}, ${t.cols}]` : "none");
const expect = (what: string, expected: number, received: number, detail = ""): ShapeIssue[] =>
  expected === received ? [] : [[what, `${expected}${detail}`, `${received}`]];
const sameShape = (what: string, a: Tensor | undefined, b: Tensor | undefined): ShapeIssue[] =>
  a && b && (a.rows !== b.rows || a.cols !== b.cols) ? [[what, dims(a), dims(b)]] : [];

const weightIn = (n: ConcreteNode) =>
  expect("input width vs weight in", n.weight?.cols ?? 0, n.ins[0]?.cols ?? 0);
const weightOut = (n: ConcreteNode) =>
  expect(
    "output width vs weight out",
    n.weight?.rows ?? 0,
    n.outs.reduce((sum, t) => sum + t.cols, 0),
  );
const norm: Rule = (n) => [...weightIn(n), ...sameShape("output vs input", n.ins[0], n.outs[0])];
const pairwise: Rule = (n) => n.ins.flatMap((t, i) => sameShape(`output ${i} vs input ${i}`, t, n.outs[i]));
const linear: Rule = (n) => [
  ...weightIn(n),
  ...weightOut(n),
  ...n.outs.flatMap((t) =>
    t.rows > (n.ins[0]?.rows ?? 0)
      ? [["output rows vs input rows", `≤ ${n.ins[0]?.rows}`, `${t.rows}`] as ShapeIssue]
      : [],
  ),
];

const glu: Rule = (n) => [
  ...expect("input width", 2 * (n.outs[0]?.cols ?? 0), n.ins[0]?.cols ?? 0, " (2 × output width)"),
  ...expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
];
const elementwise: Rule = (n) => n.ins.flatMap((t, i) => sameShape(`input ${i} vs output`, n.outs[0], t));
const multipleOf = (what: string, value: number, of: number): ShapeIssue[] =>
  of > 0 && value % of === 0 ? [] : [[what, `a multiple of ${of}`, `${value}`]];
/** The output holds one head of v's width per query head (as wide as the query where v is as wide as k: MiMo-V2's is not). */
const attentionOut = (n: ConcreteNode): ShapeIssue[] => {
  const [q, o, k, v] = [n.ins[0], n.outs[0], n.states[0], n.states.at(-1)];
  if (!q || !o || !k || !v || k.cols <= 0) return sameShape("output vs query", q, o);
  const heads = q.cols / k.cols;
  return [
    ...expect("output rows vs query rows", q.rows, o.rows),
    ...expect("output width", heads * v.cols, o.cols, ` (${heads} query heads × ${v.id} width ${v.cols})`),
  ];
};
const pagedAttention: Rule = (n) => [
  ...attentionOut(n),
  ...n.states.flatMap((s) =>
    multipleOf(`query width vs ${s.id}`, n.ins[0]?.cols ?? 0, s.rowsPerToken * s.cols),
  ),
];
const mlaAttention: Rule = (n) => {
  const [latent, rope] = n.states;
  const heads = latent && latent.cols > 0 ? (n.ins[0]?.cols ?? 0) / latent.cols : 0;
  return [
    ...sameShape("output vs latent query", n.ins[0], n.outs[0]),
    ...multipleOf(`latent query width vs ${latent?.id}`, n.ins[0]?.cols ?? 0, latent?.cols ?? 0),
    ...expect(`rope query width vs ${rope?.id} × heads`, heads * (rope?.cols ?? 0), n.ins[1]?.cols ?? 0),
  ];
};
/** A recurrent op's state rows: the per-sequence state is rows × cols. */
const stateOf = (n: ConcreteNode) => n.states[0];

/** Per op kind, how its evaluated shapes must agree (checked in instantiate, before any cost). */
/** A token picks top_k distinct experts: more than there are reads weights that do not exist (negative bytes). */
const routedWithin = (n: ConcreteNode): ShapeIssue[] =>
  (n.params.top_k ?? 0) <= (n.params.experts ?? 0)
    ? []
    : [["top_k vs experts", `at most experts (${n.params.experts})`, `${n.params.top_k}`]];

export const SHAPE_RULES: Record<OpKind, Rule> = {
  embed: (n) => expect("output width vs embedding width", n.weight?.cols ?? 0, n.outs[0]?.cols ?? 0),
  rms_norm: norm,
  final_norm: norm,
  qk_norm: (n) => [
    ...pairwise(n),
    ...n.ins.flatMap((t, i) =>
      t.cols % (n.weight?.cols ?? 1) === 0
        ? []
        : [[`input ${i} width vs head norm`, `a multiple of ${n.weight?.cols}`, `${t.cols}`] as ShapeIssue],
    ),
  ],
  rope: (n) => [
    ...pairwise(n),
    ...n.ins.flatMap((t, i) =>
      t.cols % (n.params.rotary_dim ?? 1) === 0
        ? []
        : [
            [
              `input ${i} width vs rotary_dim`,
              `a multiple of ${n.params.rotary_dim}`,
              `${t.cols}`,
            ] as ShapeIssue,
          ],
    ),
  ],
  linear,
  lm_head: linear,
  silu_mul: glu,
  residual_add: elementwise,
  kv_write: (n) =>
    n.states.flatMap((s, i) =>
      expect(`${s.id} width vs input ${i}`, s.rowsPerToken * s.cols, n.ins[i]?.cols ?? 0),
    ),
  paged_attention: pagedAttention,
  argmax: (n) => expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
  router: (n) => [
    ...routedWithin(n),
    ...weightIn(n),
    ...expect("weight rows vs experts", n.params.experts ?? 0, n.weight?.rows ?? 0),
    ...n.outs.flatMap((t, i) => expect(`output ${i} width vs top_k`, n.params.top_k ?? 0, t.cols)),
  ],
  expert_gate_up: (n) => [
    ...routedWithin(n),
    ...weightIn(n),
    ...weightOut(n),
    ...expect(
      "output rows",
      (n.ins[0]?.rows ?? 0) * (n.params.top_k ?? 0),
      n.outs[0]?.rows ?? 0,
      " (rows × top_k)",
    ),
    ...expect("weight count vs experts", n.params.experts ?? 0, n.weight?.count ?? 0),
  ],
  expert_down: (n) => [
    ...routedWithin(n),
    ...weightIn(n),
    ...weightOut(n),
    ...expect(
      "input rows",
      (n.outs[0]?.rows ?? 0) * (n.params.top_k ?? 0),
      n.ins[0]?.rows ?? 0,
      " (rows × top_k)",
    ),
    ...expect("weight count vs experts", n.params.experts ?? 0, n.weight?.count ?? 0),
  ],
  shared_expert_gate: (n) => [
    ...weightIn(n),
    ...expect("weight rows", 1, n.weight?.rows ?? 0),
    ...sameShape("output vs gated input", n.ins[1], n.outs[0]),
  ],
  sink_attention: (n) => [
    ...pagedAttention(n),
    ...expect(
      "query width vs sinks × head width",
      (n.weight?.cols ?? 0) * (n.states[0]?.cols ?? 0),
      n.ins[0]?.cols ?? 0,
      " (one sink per query head)",
    ),
  ],
  head_bmm: (n) => {
    const heads = n.params.heads ?? 0;
    const x = n.ins[0]?.cols ?? 0;
    const y = n.outs[0]?.cols ?? 0;
    return [
      ...multipleOf("input width vs heads", x, heads),
      ...multipleOf("output width vs heads", y, heads),
      ...expect(
        "weight size",
        heads > 0 ? (x * y) / heads : 0,
        (n.weight?.rows ?? 0) * (n.weight?.cols ?? 0),
        " (heads × in per head × out per head)",
      ),
      ...expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
    ];
  },
  mla_attention: mlaAttention,
  mla_mha_attention: (n) => {
    const [latent, rope] = n.states;
    const heads = rope && rope.cols > 0 ? (n.ins[1]?.cols ?? 0) / rope.cols : 0;
    return [
      ...expect(
        "kv_b_proj rows",
        (n.ins[0]?.cols ?? 0) + (n.outs[0]?.cols ?? 0),
        n.weight?.rows ?? 0,
        " (heads × (nope + v) = query nope width + output width)",
      ),
      ...expect(`kv_b_proj cols vs ${latent?.id}`, latent?.cols ?? 0, n.weight?.cols ?? 0),
      ...multipleOf(`rope query width vs ${rope?.id}`, n.ins[1]?.cols ?? 0, rope?.cols ?? 0),
      ...multipleOf("output width vs heads", n.outs[0]?.cols ?? 0, heads),
      ...expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
    ];
  },
  layer_norm: (n) => [...norm(n), ...expect("weight rows (gamma and beta)", 2, n.weight?.rows ?? 0)],
  dsa_indexer: (n) => {
    const keys = n.states[0];
    const heads = keys && keys.cols > 0 ? (n.ins[0]?.cols ?? 0) / keys.cols : 0;
    return [
      ...multipleOf(`index query width vs ${keys?.id}`, n.ins[0]?.cols ?? 0, keys?.cols ?? 0),
      ...expect("head weights width vs index heads", heads, n.ins[1]?.cols ?? 0),
      ...expect("output width vs topk", n.params.topk ?? 0, n.outs[0]?.cols ?? 0),
      ...expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
    ];
  },
  sparse_mla_attention: (n) => [
    ...mlaAttention(n),
    ...expect("selected indices width vs topk", n.params.topk ?? 0, n.ins[2]?.cols ?? 0),
  ],
  causal_conv1d: (n) => [
    ...sameShape("output vs input", n.ins[0], n.outs[0]),
    ...expect("weight rows vs channels", n.ins[0]?.cols ?? 0, n.weight?.rows ?? 0),
    ...expect("conv state width vs channels", n.ins[0]?.cols ?? 0, stateOf(n)?.cols ?? 0),
    ...expect("conv state rows", (n.weight?.cols ?? 0) - 1, stateOf(n)?.rowsPerToken ?? 0, " (kernel − 1)"),
  ],
  ssm_scan: (n) => [
    ...expect("dt width vs heads", n.weight?.cols ?? 0, n.ins[1]?.cols ?? 0),
    ...expect(
      "output width vs SSM state rows",
      stateOf(n)?.rowsPerToken ?? 0,
      n.outs[0]?.cols ?? 0,
      " (heads × head_dim)",
    ),
    ...multipleOf("output width vs heads", n.outs[0]?.cols ?? 0, n.weight?.cols ?? 0),
    ...expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
  ],
  gated_delta_net: (n) => [
    ...expect("beta width vs value heads", n.weight?.cols ?? 0, n.ins[1]?.cols ?? 0),
    ...expect("decay width vs value heads", n.weight?.cols ?? 0, n.ins[2]?.cols ?? 0),
    ...multipleOf("output width vs value heads", n.outs[0]?.cols ?? 0, n.weight?.cols ?? 0),
    ...multipleOf(
      "state size vs output width",
      (stateOf(n)?.rowsPerToken ?? 0) * (stateOf(n)?.cols ?? 0),
      n.outs[0]?.cols ?? 0,
    ),
    ...expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
  ],
  gated_norm: (n) => [
    ...sameShape("gate vs input", n.ins[0], n.ins[1]),
    ...sameShape("output vs input", n.ins[0], n.outs[0]),
    ...multipleOf("input width vs norm group", n.ins[0]?.cols ?? 0, n.weight?.cols ?? 0),
  ],
  relu2: elementwise,
  gelu_mul: glu,
  swiglu_oai: glu,
  sigmoid_mul: elementwise,
  softcap: elementwise,
  scale: elementwise,
  concat: (n) => [
    ...expect(
      "output width",
      n.ins.reduce((sum, t) => sum + t.cols, 0),
      n.outs[0]?.cols ?? 0,
      " (sum of input widths)",
    ),
    ...n.ins.flatMap((t, i) => expect(`input ${i} rows`, n.outs[0]?.rows ?? 0, t.rows)),
  ],
  all_reduce: elementwise,
  all_gather: elementwise,
  all_to_all: elementwise,
  send_recv: elementwise,
};
