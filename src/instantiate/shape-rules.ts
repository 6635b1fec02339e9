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

/** Per op kind, how its evaluated shapes must agree (checked in instantiate, before any cost). */
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
  silu_mul: (n) => [
    ...expect("input width", 2 * (n.outs[0]?.cols ?? 0), n.ins[0]?.cols ?? 0, " (2 × output width)"),
    ...expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
  ],
  residual_add: (n) => n.ins.flatMap((t, i) => sameShape(`input ${i} vs output`, n.outs[0], t)),
  kv_write: (n) =>
    n.states.flatMap((s, i) =>
      expect(`${s.id} width vs input ${i}`, s.rowsPerToken * s.cols, n.ins[i]?.cols ?? 0),
    ),
  paged_attention: (n) => [
    ...sameShape("output vs query", n.ins[0], n.outs[0]),
    ...n.states.flatMap((s) =>
      (n.ins[0]?.cols ?? 0) % (s.rowsPerToken * s.cols) === 0
        ? []
        : [
            [
              `query width vs ${s.id}`,
              `a multiple of ${s.rowsPerToken * s.cols}`,
              `${n.ins[0]?.cols}`,
            ] as ShapeIssue,
          ],
    ),
  ],
  argmax: (n) => expect("output rows", n.ins[0]?.rows ?? 0, n.outs[0]?.rows ?? 0),
  router: (n) => [
    ...weightIn(n),
    ...expect("weight rows vs experts", n.params.experts ?? 0, n.weight?.rows ?? 0),
    ...n.outs.flatMap((t, i) => expect(`output ${i} width vs top_k`, n.params.top_k ?? 0, t.cols)),
  ],
  expert_gate_up: (n) => [
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
};
