import { closest, type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import { exclusive, OP_SIGNATURES, parseSwitch, topologicalOrder } from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc } from "../schema/index.ts";
import {
  type Expression,
  type Parsed,
  parseExpression,
  parseShape,
  RESERVED_SYMBOLS,
  ROW_SYMBOLS,
  type ShapeExpr,
} from "../shape/index.ts";

/** What validation parsed and ordered, handed forward so that no later stage parses a circuit's text or orders its nodes again. */
export interface ParsedCircuit {
  /** Every dim expression of the circuit (layers, counts, params, windows, heads), by its text. */
  expressions: ReadonlyMap<string, Expression>;
  /** Every shape of the circuit (edges, weights, states), by its text. */
  shapes: ReadonlyMap<string, ShapeExpr>;
  /** Each block's nodes in execution order: the one node-order rule. */
  order: ReadonlyMap<string, readonly CircuitNodeDoc[]>;
}

/** A circuit that passed validation, with what validation parsed and ordered. */
export interface ValidatedCircuit {
  doc: CircuitDoc;
  parsed: ParsedCircuit;
}

/** Meaning checks after shape (dependency-cruiser style): names resolve, edges connect, no cycles, ops get what they need. */
export function checkCircuitGraph(
  circuit: CircuitDoc,
  file: string,
): { diagnostics: Diagnostic[]; parsed: ParsedCircuit } {
  const out: Diagnostic[] = [];
  // Each distinct text is parsed once per circuit ("n x hidden" is written on many edges); its symbols are checked per place.
  const expressions = new Map<string, Parsed<Expression>>();
  const shapes = new Map<string, Parsed<ShapeExpr>>();
  const order = new Map<string, readonly CircuitNodeDoc[]>();
  const at = (path: KeyPath, isKey = false) => ({ file, path, ...(isKey ? { isKey } : {}) });
  const switches = new Set(circuit.switches);

  circuit.dims.forEach((dim, i) => {
    if ((RESERVED_SYMBOLS as readonly string[]).includes(dim)) {
      out.push(diagnose("GRAPH_RESERVED_NAME", { name: dim, reserved: RESERVED_SYMBOLS }, at(["dims", i])));
    }
  });

  const unknown = (kind: string, name: string, known: Iterable<string>, path: KeyPath, isKey = false) => {
    const list = [...known];
    const hint = closest(name, list);
    out.push(
      diagnose(
        "GRAPH_REFERENCE_UNKNOWN",
        { kind, name, known: list, ...(hint ? { hint } : {}) },
        at(path, isKey),
      ),
    );
  };

  /** Parses an expression or shape and checks its symbols; row symbols only where rows vary. */
  const checkText = (text: string, isShape: boolean, allowRows: boolean, owner: string, path: KeyPath) => {
    const parsed = isShape
      ? parsedIn(shapes, text, parseShape)
      : parsedIn(expressions, text, parseExpression);
    if (!parsed.ok) {
      out.push(diagnose("SHAPE_PARSE", { node: owner, detail: parsed.message }, at(path)));
      return;
    }
    const parts = "rows" in parsed.value ? [parsed.value.rows, parsed.value.cols] : [parsed.value];
    const declared = allowRows ? [...circuit.dims, ...ROW_SYMBOLS] : circuit.dims;
    for (const part of parts) {
      for (const symbol of part.symbols) {
        if (declared.includes(symbol)) continue;
        const isRow = (ROW_SYMBOLS as readonly string[]).includes(symbol);
        const hint = isRow ? undefined : closest(symbol, declared);
        const note = isRow
          ? `${symbol} is a row symbol, which varies per step and cannot size a weight, state or param`
          : undefined;
        out.push(
          diagnose(
            "SHAPE_UNDEFINED_SYMBOL",
            {
              node: owner,
              symbol,
              text,
              declared: circuit.dims,
              ...(note ? { note } : {}),
              ...(hint ? { hint } : {}),
            },
            at(path),
          ),
        );
      }
    }
  };
  const checkSwitch = (ref: string, path: KeyPath) => {
    const { name } = parseSwitch(ref);
    if (!switches.has(name)) unknown("switch", name, switches, path);
  };

  checkText(circuit.layout.layers, false, false, "layout.layers", ["layout", "layers"]);
  const { prefix, suffix } = circuit.layout;
  if (prefix) checkText(prefix.layers, false, false, "layout.prefix", ["layout", "prefix", "layers"]);
  if (suffix) checkText(suffix.layers, false, false, "layout.suffix", ["layout", "suffix", "layers"]);
  circuit.inputs.forEach((edge, i) => {
    checkText(edge.shape, true, true, `input ${edge.edge}`, ["inputs", i, "shape"]);
  });
  circuit.layout.kinds.forEach((kind, i) => {
    if (!(kind in circuit.layer_kinds))
      unknown("layer kind", kind, Object.keys(circuit.layer_kinds), ["layout", "kinds", i]);
  });
  const blockNames = Object.keys(circuit.blocks);
  const blockUse = (list: readonly string[], path: KeyPath) =>
    list.forEach((block, i) => {
      if (!(block in circuit.blocks)) unknown("block", block, blockNames, [...path, i]);
    });
  blockUse(circuit.prologue, ["prologue"]);
  blockUse(circuit.epilogue, ["epilogue"]);
  for (const [kind, list] of Object.entries(circuit.layer_kinds)) blockUse(list, ["layer_kinds", kind]);

  for (const [blockName, block] of Object.entries(circuit.blocks)) {
    const base: KeyPath = ["blocks", blockName];
    const stateIds = new Set<string>();
    block.states.forEach((state, i) => {
      if (stateIds.has(state.id)) {
        out.push(
          diagnose(
            "GRAPH_DUPLICATE_NODE",
            { block: blockName, node: state.id, what: "state" },
            at([...base, "states", i, "id"]),
          ),
        );
      }
      stateIds.add(state.id);
    });
    block.states.forEach((state, i) => {
      checkText(state.shape, true, false, `${blockName}.${state.id}`, [...base, "states", i, "shape"]);
      if (state.window)
        checkText(state.window, false, false, `${blockName}.${state.id}`, [...base, "states", i, "window"]);
    });

    const producers = new Map<string, { node: CircuitNodeDoc; index: number }[]>();
    const seenIds = new Map<string, number>();
    block.nodes.forEach((node, index) => {
      const path: KeyPath = [...base, "nodes", index];
      const name = `${blockName}.${node.id}`;
      if (seenIds.has(node.id)) {
        out.push(diagnose("GRAPH_DUPLICATE_NODE", { block: blockName, node: node.id }, at([...path, "id"])));
      }
      seenIds.set(node.id, index);
      for (const edge of node.out) {
        const list = producers.get(edge.edge) ?? [];
        for (const other of list) {
          if (!exclusive(other.node.when, node.when)) {
            out.push(
              diagnose(
                "GRAPH_DUPLICATE_EDGE",
                { block: blockName, edge: edge.edge, first: `${blockName}.${other.node.id}`, second: name },
                at([...path, "out"]),
              ),
            );
          }
        }
        list.push({ node, index });
        producers.set(edge.edge, list);
      }
      checkSignature(node, name, path);
      if (node.when) checkSwitch(node.when, [...path, "when"]);
      if (typeof node.bias === "string") checkSwitch(node.bias, [...path, "bias"]);
      if (node.weight?.tied) checkSwitch(node.weight.tied.when, [...path, "weight", "tied", "when"]);
      node.out.forEach((edge, i) => {
        checkText(edge.shape, true, true, name, [...path, "out", i, "shape"]);
        if (edge.heads) checkText(edge.heads, false, false, name, [...path, "out", i, "heads"]);
      });
      if (node.weight) {
        checkText(node.weight.shape, true, false, name, [...path, "weight", "shape"]);
        if (node.weight.count) checkText(node.weight.count, false, false, name, [...path, "weight", "count"]);
      }
      for (const [param, text] of Object.entries(node.params ?? {})) {
        checkText(text, false, false, name, [...path, "params", param]);
      }
      for (const stateId of Object.keys(node.state ?? {})) {
        if (!stateIds.has(stateId)) unknown("state", stateId, stateIds, [...path, "state", stateId], true);
      }
    });

    const available = new Set([...block.in, ...producers.keys()]);
    block.nodes.forEach((node, index) => {
      node.in.forEach((edge, i) => {
        if (available.has(edge)) return;
        const known = [...available];
        const hint = closest(edge, known);
        out.push(
          diagnose(
            "GRAPH_EDGE_UNKNOWN",
            { edge, user: `${blockName}.${node.id}`, known, ...(hint ? { hint } : {}) },
            at([...base, "nodes", index, "in", i]),
          ),
        );
      });
    });
    for (const [outer, inner] of Object.entries(block.out)) {
      if (!producers.has(inner)) {
        const known = [...producers.keys()];
        const hint = closest(inner, known);
        out.push(
          diagnose(
            "GRAPH_EDGE_UNKNOWN",
            { edge: inner, user: `block ${blockName} (out.${outer})`, known, ...(hint ? { hint } : {}) },
            at([...base, "out", outer]),
          ),
        );
      }
    }

    const sorted = blockOrderOrCycle(block);
    if ("cycle" in sorted) {
      const first = sorted.cycle[0];
      out.push(
        diagnose(
          "GRAPH_CYCLE",
          { block: blockName, nodes: sorted.cycle.map((n) => n.id) },
          at([...base, "nodes", first ? block.nodes.indexOf(first) : 0]),
        ),
      );
    } else order.set(blockName, Object.freeze(sorted.order));
  }

  checkStream(circuit, file, out);
  const parsedOnly = <T>(table: Map<string, Parsed<T>>) =>
    new Map([...table].flatMap(([text, p]) => (p.ok ? [[text, p.value] as const] : [])));
  return {
    diagnostics: out,
    parsed: { expressions: parsedOnly(expressions), shapes: parsedOnly(shapes), order },
  };

  function checkSignature(node: CircuitNodeDoc, name: string, path: KeyPath) {
    const sig = OP_SIGNATURES[node.op];
    const fail = (expected: string, found: string, key: string) =>
      out.push(diagnose("OP_SIGNATURE", { node: name, op: node.op, expected, found }, at([...path, key])));
    const range = ([min, max]: readonly [number, number]) =>
      min === max ? `${min}` : max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
    if (node.in.length < sig.in[0] || node.in.length > sig.in[1])
      fail(`${range(sig.in)} inputs`, `${node.in.length}`, "in");
    const outRange = sig.out === "same-as-in" ? ([node.in.length, node.in.length] as const) : sig.out;
    if (node.out.length < outRange[0] || node.out.length > outRange[1]) {
      fail(`${range(outRange)} outputs`, `${node.out.length}`, "out");
    }
    if (sig.weight && !node.weight) fail("a weight", "none", "op");
    if (!sig.weight && node.weight) fail("no weight", "a weight", "weight");
    const accesses = Object.values(node.state ?? {});
    if (sig.state === "none" && accesses.length > 0)
      fail("no state", `state ${accesses.join(", ")}`, "state");
    if (sig.state !== "none" && (accesses.length === 0 || accesses.some((a) => a !== sig.state))) {
      fail(
        `state accesses that ${sig.state}`,
        accesses.length ? accesses.join(", ") : "none",
        accesses.length ? "state" : "op",
      );
    }
    const given = Object.keys(node.params ?? {});
    for (const param of sig.params)
      if (!given.includes(param)) fail(`param ${param}`, `params ${given.join(", ") || "none"}`, "op");
    for (const param of given) {
      if (!(sig.params as readonly string[]).includes(param)) {
        fail(`params ${sig.params.join(", ") || "none"}`, `param ${param}`, "params");
      }
    }
  }
}

function parsedIn<T>(
  table: Map<string, Parsed<T>>,
  text: string,
  parse: (text: string) => Parsed<T>,
): Parsed<T> {
  let parsed = table.get(text);
  if (!parsed) {
    parsed = parse(text);
    table.set(text, parsed);
  }
  return parsed;
}

type BlockDoc = CircuitDoc["blocks"][string];

/** The one rule for node order: a node runs after the producers of its inputs and, for a state it reads, its writers. */
function blockOrderOrCycle(block: BlockDoc) {
  return topologicalOrder(block.nodes, (node) => [
    ...block.nodes.filter((p) => p.out.some((e) => node.in.includes(e.edge))),
    ...block.nodes.filter(
      (w) =>
        w !== node &&
        Object.entries(node.state ?? {}).some(([id, a]) => a === "read" && w.state?.[id] === "write"),
    ),
  ]);
}

/** Walks prologue, each layer kind and epilogue in order: every block input must be on the stream by then. */
function checkStream(circuit: CircuitDoc, file: string, out: Diagnostic[]) {
  const stream = new Set(circuit.inputs.map((e) => e.edge));
  const sequence = [
    ...circuit.prologue,
    ...circuit.layout.kinds.flatMap((kind) => circuit.layer_kinds[kind] ?? []),
    ...circuit.epilogue,
  ];
  // The stream only grows, so a block met again finds every input it found the first time: each is checked once.
  for (const blockName of new Set(sequence)) {
    const block = circuit.blocks[blockName];
    if (!block) continue;
    block.in.forEach((edge, i) => {
      if (stream.has(edge)) return;
      const known = [...stream];
      const hint = closest(edge, known);
      out.push(
        diagnose(
          "GRAPH_EDGE_UNKNOWN",
          { edge, user: `block ${blockName}`, known, ...(hint ? { hint } : {}) },
          { file, path: ["blocks", blockName, "in", i] },
        ),
      );
    });
    for (const outer of Object.keys(block.out)) stream.add(outer);
  }
}
