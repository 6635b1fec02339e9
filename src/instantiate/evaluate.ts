import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { ConcreteNode, Tensor } from "../ir/index.ts";
import { SHAPE_RULES } from "./shape-rules.ts";
import { checkDivisible, sizeAt } from "./sizes.ts";
import type { BoundCircuit, BoundNode } from "./types.ts";
import { walkStep } from "./walk.ts";

/** One run point: n token rows from s sequences, l of them producing logits (absent: each sequence's last row). */
export interface StepPoint {
  rows: number;
  sequences: number;
  logitRows?: number;
}

/** The value of the row symbol l at a point. */
export const logitRowsAt = (p: StepPoint) => p.logitRows ?? p.sequences;

/** The nodes of one run point, in execution order: only the edge rows are computed here, the rest was bound once. */
export function evaluateStepOnce(
  bound: BoundCircuit,
  point: StepPoint,
): { nodes: ConcreteNode[]; diagnostics: Diagnostic[] } {
  const out: Diagnostic[] = [];
  const scope = { ...bound.dims, n: point.rows, s: point.sequences, l: logitRowsAt(point) };
  const size = (
    e: Parameters<typeof sizeAt>[0],
    owner: string,
    side: string,
    path: Parameters<typeof sizeAt>[4],
  ) => sizeAt(e, scope, owner, side, path, bound.circuitFile, out);
  const inputs = new Map<string, Tensor>();
  for (const e of bound.inputs) {
    const rows = size(e.shape.rows, `input ${e.edge}`, "rows", e.path);
    const cols = size(e.shape.cols, `input ${e.edge}`, "cols", e.path);
    if (rows && cols) inputs.set(e.edge, { edge: e.edge, rows, cols, format: e.format });
  }
  const nodes: ConcreteNode[] = [];
  walkStep(
    bound,
    inputs,
    (t, edge) => ({ ...t, edge }),
    (node, ins) => {
      const outs: Tensor[] = [];
      node.outs.forEach((o, i) => {
        const path = [...node.path, "out", i, "shape"];
        const rows = size(o.shape.rows, node.site, `output ${o.edge} rows`, path);
        const cols = size(o.shape.cols, node.site, `output ${o.edge} cols`, path);
        if (!rows || !cols) return;
        const t: Tensor = { edge: o.edge, rows, cols, format: o.format };
        const where = [...node.path, "out", i, "format"];
        checkDivisible(t, "activation", node.site, `output ${o.edge}`, where, bound.circuitFile, out);
        outs.push(t);
      });
      const concrete: ConcreteNode = {
        site: node.site,
        op: node.op,
        count: node.count,
        ins,
        outs,
        states: node.states,
        params: node.params,
        ...(node.weight ? { weight: node.weight } : {}),
        ...(node.bias ? { bias: node.bias } : {}),
      };
      if (outs.length === node.doc.out.length && (!node.doc.weight || node.weight))
        out.push(...shapeMismatches(node, concrete, bound.circuitFile));
      nodes.push(concrete);
      return outs.map((t) => [t.edge, t] as const);
    },
  );
  return { nodes, diagnostics: out };
}

/** The op's shape rules on the evaluated node, naming the declared (symbolic) shapes beside the numbers. */
function shapeMismatches(node: BoundNode, concrete: ConcreteNode, circuitFile: string): Diagnostic[] {
  const mismatches = SHAPE_RULES[concrete.op](concrete);
  // Checked at every point of every node; the declared shapes are written out only for a node that fails.
  if (mismatches.length === 0) return [];
  const { doc, weight } = node;
  const declared = [
    ...(doc.weight && weight ? [`weight "${doc.weight.shape}" = [${weight.rows}, ${weight.cols}]`] : []),
    ...doc.out.map(
      (e, i) => `${e.edge} "${e.shape}" = [${concrete.outs[i]?.rows}, ${concrete.outs[i]?.cols}]`,
    ),
    ...concrete.ins.map((t) => `input ${t.edge} = [${t.rows}, ${t.cols}]`),
  ].join(", ");
  const where = {
    file: circuitFile,
    path: doc.weight ? [...node.path, "weight", "shape"] : [...node.path, "out"],
  };
  return mismatches.map(([what, expected, received]) =>
    diagnose("EDGE_SHAPE_MISMATCH", { node: node.site, what, expected, received, declared }, where),
  );
}

/**
 * Every point's diagnostics, each place's problem kept from the first point that shows it: an output's rows differ
 * per point, so one wrong shape would otherwise be reported once per point with other numbers.
 */
export function firstPerPlace(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const args = d.args as { node?: string; side?: string; what?: string; tensor?: string };
    const key = [d.code, d.file, d.path?.join("/"), args.node, args.side, args.what, args.tensor].join(
      "\u0000",
    );
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
