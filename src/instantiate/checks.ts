import { closest, type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import { compareText, parseSwitch } from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc, ModelDoc } from "../schema/index.ts";
import { type Expression, ROW_SYMBOLS, type ShapeExpr } from "../shape/index.ts";
import type { ParsedCircuit } from "../validate/index.ts";

/** A node of the circuit with the site it forms and the formats its roles take there. */
export interface ActiveNode {
  block: string;
  index: number;
  node: CircuitNodeDoc;
  site: string;
  formats: Record<string, string>;
}

/** The circuit's texts as validation parsed them; instantiate reads them and parses nothing. */
export interface Texts {
  expr(text: string): Expression;
  shape(text: string): ShapeExpr;
}

// Validation parsed every text of a circuit it passed, so a text missing here is a bug.
export function parsedTexts(parsed: ParsedCircuit): Texts {
  const find = <T>(table: ReadonlyMap<string, T>, text: string): T => {
    const value = table.get(text);
    if (value === undefined) throw new Error(`internal: "${text}" was not parsed in validation`);
    return value;
  };
  return { expr: (text) => find(parsed.expressions, text), shape: (text) => find(parsed.shapes, text) };
}

/** Whether a switch reference (`tie`, `!tie`) holds for the model. */
export const switchHolds = (model: ModelDoc) => (ref: string | undefined) => {
  if (!ref) return true;
  const { name, negated } = parseSwitch(ref);
  return (model.switches[name] ?? false) !== negated;
};

/** Names the model sets must be ones the circuit declares, and every switch must be set. */
export function checkModelNames(circuit: CircuitDoc, model: ModelDoc, modelFile: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const declared = [...circuit.dims, ...circuit.switches];
  for (const [group, record] of [
    ["dims", model.dims],
    ["switches", model.switches],
  ] as const) {
    for (const name of Object.keys(record)) {
      const isDeclared = group === "dims" ? circuit.dims.includes(name) : circuit.switches.includes(name);
      if (isDeclared) continue;
      const hint = closest(name, declared);
      out.push(
        diagnose(
          "MODEL_DIM_UNKNOWN",
          { dim: name, circuit: circuit.arch, ...(hint ? { hint } : {}) },
          { file: modelFile, path: [group, name], isKey: true },
        ),
      );
    }
  }
  for (const name of circuit.switches) {
    if (!(name in model.switches))
      out.push(
        diagnose(
          "MODEL_SWITCH_MISSING",
          { name, circuit: circuit.arch },
          { file: modelFile, path: ["switches"] },
        ),
      );
  }
  return out;
}

/** Every dim the layout and the switched-on nodes need must be set; each missing one is reported with all its users. */
export function checkNeededDims(
  circuit: CircuitDoc,
  model: ModelDoc,
  files: { circuit: string; model: string },
  active: readonly ActiveNode[],
  { expr, shape }: Texts,
): Diagnostic[] {
  const holds = switchHolds(model);
  const users = new Map<string, { who: string; path: KeyPath }[]>();
  const need = (e: Expression, who: string, path: KeyPath) => {
    for (const symbol of e.symbols) {
      if ((ROW_SYMBOLS as readonly string[]).includes(symbol)) continue;
      const list = users.get(symbol) ?? [];
      if (!list.some((u) => u.who === who)) list.push({ who, path });
      users.set(symbol, list);
    }
  };
  const needShape = (text: string, who: string, path: KeyPath) => {
    const s = shape(text);
    need(s.rows, who, path);
    need(s.cols, who, path);
  };
  need(expr(circuit.layout.layers), "layout.layers", ["layout", "layers"]);
  const { prefix, suffix } = circuit.layout;
  if (prefix && holds(prefix.when))
    need(expr(prefix.layers), "layout.prefix", ["layout", "prefix", "layers"]);
  if (suffix && holds(suffix.when))
    need(expr(suffix.layers), "layout.suffix", ["layout", "suffix", "layers"]);
  for (const a of active) {
    if (!holds(a.node.when)) continue;
    const base: KeyPath = ["blocks", a.block, "nodes", a.index];
    a.node.out.forEach((e, i) => {
      needShape(e.shape, a.site, [...base, "out", i, "shape"]);
    });
    if (a.node.weight) {
      needShape(a.node.weight.shape, a.site, [...base, "weight", "shape"]);
      if (a.node.weight.count) need(expr(a.node.weight.count), a.site, [...base, "weight", "count"]);
    }
    for (const [p, text] of Object.entries(a.node.params ?? {}))
      need(expr(text), a.site, [...base, "params", p]);
    const states = circuit.blocks[a.block]?.states ?? [];
    for (const id of Object.keys(a.node.state ?? {})) {
      const index = states.findIndex((s) => s.id === id);
      const st = states[index];
      if (!st) continue;
      needShape(st.shape, `${a.block}.${id}`, ["blocks", a.block, "states", index, "shape"]);
      if (st.window)
        need(expr(st.window), `${a.block}.${id}`, ["blocks", a.block, "states", index, "window"]);
    }
  }
  const out: Diagnostic[] = [];
  for (const [dim, list] of [...users.entries()].sort(([a], [b]) => compareText(a, b))) {
    if (dim in model.dims) continue;
    const hint = closest(
      dim,
      Object.keys(model.dims).filter((d) => !circuit.dims.includes(d)),
    );
    const first = list[0];
    out.push(
      diagnose(
        "MODEL_DIM_MISSING",
        { dim, circuit: circuit.arch, users: list.map((u) => u.who), ...(hint ? { hint } : {}) },
        { file: files.model, path: ["dims"] },
        first ? { file: files.circuit, path: first.path, label: `first needed by ${first.who}` } : undefined,
      ),
    );
  }
  return out;
}

/** Every run's context within the model's max_context (when the model file records one): the longest one over it, once. */
export function checkContexts(
  model: ModelDoc,
  modelFile: string,
  points: readonly { context?: number }[],
): Diagnostic[] {
  const limit = model.max_context;
  if (limit === undefined) return [];
  const longest = Math.max(0, ...points.map((p) => p.context ?? 0));
  if (longest <= limit) return [];
  return [
    diagnose(
      "MODEL_CONTEXT_OVER_LIMIT",
      { context: longest, limit },
      { file: modelFile, path: ["max_context"] },
    ),
  ];
}

const contextChecks = new WeakMap<ModelDoc, Map<string, Diagnostic[]>>();
/** The model's context check at these points, the same objects each time they are asked for. */
export function checkContextsOnce(
  model: ModelDoc,
  file: string,
  points: readonly { context?: number }[],
): Diagnostic[] {
  const byPoints = contextChecks.get(model) ?? new Map<string, Diagnostic[]>();
  contextChecks.set(model, byPoints);
  const key = JSON.stringify([file, points.map((p) => p.context ?? 0)]);
  const found = byPoints.get(key) ?? checkContexts(model, file, points);
  byPoints.set(key, found);
  return found;
}
