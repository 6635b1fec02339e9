// Instantiate: circuit + model (+ preset) → evaluated nodes per run point, resident weights and KV bytes.
import { closest, type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import { divisibilityProblem, type PresetName, type TensorRole, tensorBytes } from "../formats/index.ts";
import {
  type ConcreteNode,
  exclusive,
  parseSwitch,
  type StateAccess,
  type Tensor,
  topologicalOrder,
  type WeightTensor,
} from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc, ModelDoc } from "../schema/index.ts";
import { type Expression, evaluate, parseExpression, parseShape, sizeProblem } from "../shape/index.ts";
import { effectivePrecision, type RoleFormats, resolveFormat, siteFormats } from "./precision.ts";
import { SHAPE_RULES } from "./shape-rules.ts";

export interface InstantiateInput {
  circuit: CircuitDoc;
  circuitFile: string;
  model: ModelDoc;
  modelFile: string;
  preset?: PresetName;
  /** A KV-cache format replacing the model's (a policy such as fp8 KV). */
  kvCache?: string;
  /** Distinct (n, s) row points to evaluate. */
  points: readonly { rows: number; sequences: number }[];
}

export interface SiteInfo {
  site: string;
  op: ConcreteNode["op"];
  count: number;
  formats: RoleFormats;
}

export interface ResidentWeight {
  name: string;
  site: string;
  bytes: number;
  params: number;
  /** Parameters one token uses: a routed weight counts top_k of its copies (model cards' "active"). */
  activeParams: number;
}

export interface BoundModel {
  layers: number;
  sites: SiteInfo[];
  /** Nodes per point, keyed by pointKey(rows, sequences), in execution order. */
  steps: ReadonlyMap<string, readonly ConcreteNode[]>;
  weights: ResidentWeight[];
  /** The blocks one step runs, in order, as runs of a block list repeated `times` (a billion layers stay a few entries). */
  blockSequence: readonly BlockRun[];
  /** Bytes one sequence holds at this many tokens, every layer: KV caches (windowed ones capped) and recurrent states. */
  kvBytes(tokens: number): number;
  precision: RoleFormats;
}

/** A list of blocks run `times` times in a row (one cycle of layer kinds, the prologue, the epilogue). */
export interface BlockRun {
  blocks: readonly string[];
  times: number;
}

export const pointKey = (rows: number, sequences: number) => `${rows}:${sequences}`;

interface ActiveNode {
  block: string;
  index: number;
  node: CircuitNodeDoc;
  site: string;
  formats: RoleFormats;
}

/** A block's nodes in dependency order; by block document, which validation hands every cell of a compare frozen. */
function blockOrder(doc: CircuitDoc["blocks"][string]) {
  let order = blockOrders.get(doc);
  if (!order) {
    const sorted = topologicalOrder(doc.nodes, (node) => {
      const producers = doc.nodes.filter((p) => p !== node && p.out.some((e) => node.in.includes(e.edge)));
      const writers = doc.nodes.filter(
        (w) =>
          w !== node &&
          Object.entries(node.state ?? {}).some(([id, a]) => a === "read" && w.state?.[id] === "write"),
      );
      return [...producers, ...writers];
    });
    if ("cycle" in sorted) throw new Error("internal: cycle passed validation");
    order = sorted.order;
    blockOrders.set(doc, order);
  }
  return order;
}
const blockOrders = new WeakMap<object, CircuitDoc["blocks"][string]["nodes"]>();

/**
 * Binds a model once per input: a compare sweep asks again for every device with the same circuit, model, points and
 * precision (validation hands it the same frozen documents), and gets the first, frozen, result back.
 */
export function instantiate(input: InstantiateInput): { bound?: BoundModel; diagnostics: Diagnostic[] } {
  const key = inputKey(input);
  let result = bindings.get(key);
  if (!result) {
    if (bindings.size >= BINDINGS_LIMIT) bindings.clear();
    result = deepFreeze(instantiateOnce(input));
    bindings.set(key, result);
  }
  return result;
}

/** Every field of the input, documents by identity, so a field added later is part of the key without a change here. */
function inputKey(input: InstantiateInput): string {
  return JSON.stringify(
    Object.entries(input)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => [
        name,
        (typeof value === "object" && value !== null) || typeof value === "function"
          ? identityOf(value)
          : value,
      ]),
  );
}
const identities = new WeakMap<object, string>();
let nextIdentity = 0;
function identityOf(value: object): string {
  // Arrays the caller builds per call (the run points) are keyed by content, documents and functions by identity.
  if (Array.isArray(value) && !Object.isFrozen(value)) return JSON.stringify(value);
  let id = identities.get(value);
  if (id === undefined) {
    id = `#${nextIdentity++}`;
    identities.set(value, id);
  }
  return id;
}
const bindings = new Map<string, { bound?: BoundModel; diagnostics: Diagnostic[] }>();
const BINDINGS_LIMIT = 64;

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Map) for (const child of value.values()) deepFreeze(child);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

function instantiateOnce(input: InstantiateInput): { bound?: BoundModel; diagnostics: Diagnostic[] } {
  const { circuit, circuitFile, model, modelFile } = input;
  const out: Diagnostic[] = [];
  const inModel = (path: KeyPath, isKey = false) => ({ file: modelFile, path, ...(isKey ? { isKey } : {}) });
  const inCircuit = (path: KeyPath) => ({ file: circuitFile, path });

  // Names the model sets must be ones the circuit declares, and every switch must be set.
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
          inModel([group, name], true),
        ),
      );
    }
  }
  for (const name of circuit.switches) {
    if (!(name in model.switches))
      out.push(diagnose("MODEL_SWITCH_MISSING", { name, circuit: circuit.arch }, inModel(["switches"])));
  }
  const holds = (ref: string | undefined) => {
    if (!ref) return true;
    const { name, negated } = parseSwitch(ref);
    return (model.switches[name] ?? false) !== negated;
  };

  const precision = effectivePrecision(model, input.preset, input.kvCache);
  const usedGlobs = new Set<string>();
  const active: ActiveNode[] = [];
  for (const [block, doc] of Object.entries(circuit.blocks)) {
    for (const node of blockOrder(doc)) {
      const site = `${block}.${node.id}`;
      active.push({
        block,
        index: doc.nodes.indexOf(node),
        node,
        site,
        formats: siteFormats(site, precision, usedGlobs),
      });
    }
  }

  // Every expression is parsed once; the dims active nodes need must all be set, reported together.
  const exprCache = new Map<string, Expression>();
  const expr = (text: string) => {
    let e = exprCache.get(text);
    if (!e) {
      const parsed = parseExpression(text);
      if (!parsed.ok) throw new Error(`internal: ${parsed.message}`);
      e = parsed.value;
      exprCache.set(text, e);
    }
    return e;
  };
  const shape = (text: string) => {
    const parsed = parseShape(text);
    if (!parsed.ok) throw new Error(`internal: ${parsed.message}`);
    return parsed.value;
  };
  const users = new Map<string, { who: string; path: KeyPath }[]>();
  const need = (e: Expression, who: string, path: KeyPath) => {
    for (const symbol of e.symbols) {
      if (symbol === "n" || symbol === "s") continue;
      const list = users.get(symbol) ?? [];
      if (!list.some((u) => u.who === who)) list.push({ who, path });
      users.set(symbol, list);
    }
  };
  need(expr(circuit.layout.layers), "layout.layers", ["layout", "layers"]);
  const { prefix, suffix } = circuit.layout;
  const hasSuffix = suffix !== undefined && holds(suffix.when);
  if (prefix) need(expr(prefix.layers), "layout.prefix", ["layout", "prefix", "layers"]);
  if (suffix && hasSuffix) need(expr(suffix.layers), "layout.suffix", ["layout", "suffix", "layers"]);
  for (const a of active) {
    if (!holds(a.node.when)) continue;
    const base: KeyPath = ["blocks", a.block, "nodes", a.index];
    a.node.out.forEach((e, i) => {
      const s = shape(e.shape);
      need(s.rows, a.site, [...base, "out", i, "shape"]);
      need(s.cols, a.site, [...base, "out", i, "shape"]);
    });
    if (a.node.weight) {
      const s = shape(a.node.weight.shape);
      need(s.rows, a.site, [...base, "weight", "shape"]);
      need(s.cols, a.site, [...base, "weight", "shape"]);
      if (a.node.weight.count) need(expr(a.node.weight.count), a.site, [...base, "weight", "count"]);
    }
    for (const [p, text] of Object.entries(a.node.params ?? {}))
      need(expr(text), a.site, [...base, "params", p]);
    const states = circuit.blocks[a.block]?.states ?? [];
    for (const id of Object.keys(a.node.state ?? {})) {
      const st = states.find((s) => s.id === id);
      if (st) {
        const s = shape(st.shape);
        need(s.rows, `${a.block}.${id}`, ["blocks", a.block, "states", states.indexOf(st), "shape"]);
        need(s.cols, `${a.block}.${id}`, ["blocks", a.block, "states", states.indexOf(st), "shape"]);
        if (st.window)
          need(expr(st.window), `${a.block}.${id}`, [
            "blocks",
            a.block,
            "states",
            states.indexOf(st),
            "window",
          ]);
      }
    }
  }
  for (const [dim, list] of [...users.entries()].sort(([a], [b]) => a.localeCompare(b))) {
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
        inModel(["dims"]),
        first ? { file: circuitFile, path: first.path, label: `first needed by ${first.who}` } : undefined,
      ),
    );
  }
  for (const glob of Object.keys(precision.overrides)) {
    if (!usedGlobs.has(glob)) {
      out.push(
        diagnose(
          "MODEL_OVERRIDE_UNUSED",
          { glob, sites: active.map((a) => a.site) },
          inModel(["precision", "overrides", glob], true),
        ),
      );
    }
  }
  if (out.some((d) => d.severity === "error")) return { diagnostics: out };

  const dims: Record<string, number> = { ...model.dims };
  const reported = new Set<string>();
  /** Evaluates a size; a bad one is reported once per place, whatever the run point. */
  const size = (e: Expression, scope: Record<string, number>, owner: string, side: string, path: KeyPath) => {
    const value = evaluate(e, scope);
    const problem = sizeProblem(value);
    if (problem) {
      const key = `${path.join("/")}:${side}`;
      if (!reported.has(key)) {
        reported.add(key);
        out.push(
          diagnose(
            "SHAPE_NOT_POSITIVE_INT",
            { node: owner, side, text: e.text, value: String(Number(value.toPrecision(6))), problem },
            inCircuit(path),
          ),
        );
      }
      return undefined;
    }
    return value;
  };
  const layers = size(expr(circuit.layout.layers), dims, "layout", "layers", ["layout", "layers"]);
  if (layers === undefined) return { diagnostics: out };

  // How many layers of each kind: a prefix, then the stack (cyclic kinds, or the model's layer_pattern), then a
  // suffix; counted arithmetically (a model may have any number of layers).
  const stack = layerKinds(circuit, model, layers, {
    prefix: prefix
      ? size(expr(prefix.layers), dims, "layout", "prefix layers", ["layout", "prefix", "layers"])
      : 0,
    suffix:
      suffix && hasSuffix
        ? size(expr(suffix.layers), dims, "layout", "suffix layers", ["layout", "suffix", "layers"])
        : 0,
  });
  if ("problem" in stack) {
    out.push(
      diagnose(
        "MODEL_LAYER_PATTERN_INVALID",
        { circuit: circuit.arch, problem: stack.problem },
        inModel(stack.path),
      ),
    );
  }
  if ("problem" in stack || out.some((d) => d.severity === "error")) return { diagnostics: out };
  // Blocks per step; the stream is walked over each kind once (in the order kinds first appear), which meets
  // every block once.
  const occurrences = new Map<string, number>();
  const add = (block: string, times: number) => occurrences.set(block, (occurrences.get(block) ?? 0) + times);
  for (const block of [...circuit.prologue, ...circuit.epilogue]) add(block, 1);
  for (const [kind, count] of stack.counts)
    for (const block of circuit.layer_kinds[kind] ?? []) add(block, count);
  const sequence = [
    ...circuit.prologue,
    ...stack.walk.flatMap((kind) => circuit.layer_kinds[kind] ?? []),
    ...circuit.epilogue,
  ];

  const blockSequence: BlockRun[] = [
    { blocks: circuit.prologue, times: 1 },
    ...stack.runs.map((r) => ({
      blocks: r.kinds.flatMap((kind) => circuit.layer_kinds[kind] ?? []),
      times: r.times,
    })),
    { blocks: circuit.epilogue, times: 1 },
  ];

  const checkDivisible = (
    t: { rows: number; cols: number; format: Tensor["format"] },
    role: TensorRole,
    owner: string,
    tensor: string,
    path: KeyPath,
  ) => {
    const problem = divisibilityProblem(t.format, t.rows, t.cols, role);
    const key = `${path.join("/")}:div`;
    if (problem && !reported.has(key)) {
      reported.add(key);
      out.push(
        diagnose(
          "FORMAT_NOT_DIVISIBLE",
          { node: owner, tensor, format: t.format.name, detail: problem },
          inCircuit(path),
        ),
      );
    }
  };

  const steps = new Map<string, ConcreteNode[]>();
  const sites = new Map<string, SiteInfo>();
  const weights = new Map<string, ResidentWeight>();
  const weightShapes = new Map<string, WeightTensor & { site: string }>();
  let kvLayout: {
    format: Tensor["format"];
    rowsPerToken: number;
    cols: number;
    count: number;
    window?: number;
    isRecurrent?: boolean;
  }[] = [];

  for (const point of input.points) {
    const scope = { ...dims, n: point.rows, s: point.sequences };
    const stream = new Map<string, Tensor>();
    circuit.inputs.forEach((e, i) => {
      const s = shape(e.shape);
      const rows = size(s.rows, scope, `input ${e.edge}`, "rows", ["inputs", i, "shape"]);
      const cols = size(s.cols, scope, `input ${e.edge}`, "cols", ["inputs", i, "shape"]);
      if (rows && cols)
        stream.set(e.edge, { edge: e.edge, rows, cols, format: resolveFormat(e.format, precision.defaults) });
    });
    const nodes: ConcreteNode[] = [];
    const done = new Map<string, Map<string, Tensor>>();
    const kv: typeof kvLayout = [];
    for (const blockName of sequence) {
      const block = circuit.blocks[blockName];
      if (!block) continue;
      let local = done.get(blockName);
      if (!local) {
        local = new Map<string, Tensor>();
        for (const name of block.in) {
          const t = stream.get(name);
          if (t) local.set(name, t);
        }
        const count = occurrences.get(blockName) ?? 0;
        for (const a of active.filter((x) => x.block === blockName)) {
          const base: KeyPath = ["blocks", blockName, "nodes", a.index];
          const roles = a.formats;
          if (!holds(a.node.when)) {
            // A switched-off node passes its inputs through, unless a complementary node makes its outputs.
            a.node.out.forEach((e, i) => {
              const complement = block.nodes.some(
                (o) =>
                  o !== a.node && exclusive(o.when, a.node.when) && o.out.some((oe) => oe.edge === e.edge),
              );
              const source = local?.get(a.node.in[i] ?? "");
              if (!complement && source) local?.set(e.edge, { ...source, edge: e.edge });
            });
            continue;
          }
          const ins = a.node.in.map((name) => local?.get(name)).filter((t): t is Tensor => t !== undefined);
          if (ins.length !== a.node.in.length) continue;
          const outs: Tensor[] = [];
          a.node.out.forEach((e, i) => {
            const s = shape(e.shape);
            const rows = size(s.rows, scope, a.site, `output ${e.edge} rows`, [...base, "out", i, "shape"]);
            const cols = size(s.cols, scope, a.site, `output ${e.edge} cols`, [...base, "out", i, "shape"]);
            if (!rows || !cols) return;
            const t: Tensor = { edge: e.edge, rows, cols, format: resolveFormat(e.format, roles) };
            checkDivisible(t, "activation", a.site, `output ${e.edge}`, [...base, "out", i, "format"]);
            outs.push(t);
          });
          let weight: WeightTensor | undefined;
          if (a.node.weight) {
            const w = a.node.weight;
            const s = shape(w.shape);
            const rows = size(s.rows, dims, a.site, "weight rows", [...base, "weight", "shape"]);
            const cols = size(s.cols, dims, a.site, "weight cols", [...base, "weight", "shape"]);
            const copies = w.count
              ? size(expr(w.count), dims, a.site, "weight count", [...base, "weight", "count"])
              : 1;
            if (rows && cols && copies) {
              const name = w.tied && holds(w.tied.when) ? w.tied.to : w.name;
              weight = { name, rows, cols, count: copies, format: resolveFormat(w.format, roles) };
              checkDivisible(weight, "weight", a.site, `weight ${w.name}`, [...base, "weight", "format"]);
            }
          }
          const params: Record<string, number> = {};
          for (const [p, text] of Object.entries(a.node.params ?? {})) {
            const v = size(expr(text), dims, a.site, `param ${p}`, [...base, "params", p]);
            if (v) params[p] = v;
          }
          const states: StateAccess[] = [];
          for (const [id, access] of Object.entries(a.node.state ?? {})) {
            const index = block.states.findIndex((st) => st.id === id);
            const st = block.states[index];
            if (!st) continue;
            const s = shape(st.shape);
            const rowsPerToken = size(s.rows, dims, `${blockName}.${id}`, "rows", [
              "blocks",
              blockName,
              "states",
              index,
              "shape",
            ]);
            const cols = size(s.cols, dims, `${blockName}.${id}`, "cols", [
              "blocks",
              blockName,
              "states",
              index,
              "shape",
            ]);
            if (!rowsPerToken || !cols) continue;
            const window = st.window
              ? size(expr(st.window), dims, `${blockName}.${id}`, "window", [
                  "blocks",
                  blockName,
                  "states",
                  index,
                  "window",
                ])
              : undefined;
            const access_: StateAccess = {
              id,
              access,
              rowsPerToken,
              cols,
              format: resolveFormat(st.format, roles),
              ...(window ? { window } : {}),
              ...(st.kind === "recurrent" ? { isRecurrent: true } : {}),
            };
            checkDivisible(
              { rows: rowsPerToken, cols, format: access_.format },
              "activation",
              `${blockName}.${id}`,
              "cache",
              ["blocks", blockName, "states", index, "format"],
            );
            states.push(access_);
            // What a sequence holds: each KV cache its writer fills, each recurrent state its updater keeps.
            if (access === "write" || (access === "update" && access_.isRecurrent))
              kv.push({
                format: access_.format,
                rowsPerToken,
                cols,
                count,
                ...(window ? { window } : {}),
                ...(access_.isRecurrent ? { isRecurrent: true } : {}),
              });
          }
          const bias =
            weight && (a.node.bias === true || (typeof a.node.bias === "string" && holds(a.node.bias)))
              ? {
                  edge: `${a.node.weight?.name}.bias`,
                  rows: 1,
                  cols: weight.rows,
                  format: resolveFormat("{dtype}", roles),
                }
              : undefined;
          const node: ConcreteNode = {
            site: a.site,
            op: a.node.op,
            count,
            ins,
            outs,
            states,
            params,
            ...(weight ? { weight } : {}),
            ...(bias ? { bias } : {}),
          };
          if (outs.length === a.node.out.length && (!a.node.weight || weight)) {
            // Name the declared (symbolic) shapes beside the numbers, and point at the weight when there is one.
            const declared = [
              ...(a.node.weight && weight
                ? [`weight "${a.node.weight.shape}" = [${weight.rows}, ${weight.cols}]`]
                : []),
              ...a.node.out.map((e, i) => `${e.edge} "${e.shape}" = [${outs[i]?.rows}, ${outs[i]?.cols}]`),
              ...ins.map((t) => `input ${t.edge} = [${t.rows}, ${t.cols}]`),
            ].join(", ");
            const where = inCircuit(a.node.weight ? [...base, "weight", "shape"] : [...base, "out"]);
            for (const [what, expected, received] of SHAPE_RULES[node.op](node)) {
              const key = `${a.site}:${what}`;
              if (reported.has(key)) continue;
              reported.add(key);
              out.push(
                diagnose("EDGE_SHAPE_MISMATCH", { node: a.site, what, expected, received, declared }, where),
              );
            }
          }
          for (const t of outs) local.set(t.edge, t);
          nodes.push(node);
          if (!sites.has(a.site)) sites.set(a.site, { site: a.site, op: a.node.op, count, formats: roles });
          const owner = weight ? weightShapes.get(weight.name) : undefined;
          if (
            weight &&
            owner &&
            (owner.rows !== weight.rows || owner.cols !== weight.cols || owner.count !== weight.count)
          ) {
            const key = `${a.site}:weight-name`;
            if (!reported.has(key)) {
              reported.add(key);
              out.push(
                diagnose(
                  "EDGE_SHAPE_MISMATCH",
                  {
                    node: a.site,
                    what: `weight "${weight.name}" is also the weight of ${owner.site}, and one name is one tensor`,
                    expected: `[${owner.rows}, ${owner.cols}] × ${owner.count}`,
                    received: `[${weight.rows}, ${weight.cols}] × ${weight.count}`,
                    declared: `weight "${a.node.weight?.shape}"`,
                  },
                  inCircuit([...base, "weight", "name"]),
                ),
              );
            }
          }
          if (weight && !owner) weightShapes.set(weight.name, { ...weight, site: a.site });
          if (weight && !weights.has(weight.name)) {
            const perCopy = tensorBytes(weight.format, weight.rows, weight.cols, "weight");
            const biasBytes = bias ? tensorBytes(bias.format, 1, bias.cols, "activation") : 0;
            const perCopyParams = (weight.rows * weight.cols + (bias ? bias.cols : 0)) * count;
            const routed = params.top_k !== undefined && weight.count > 1 ? params.top_k : weight.count;
            weights.set(weight.name, {
              name: weight.name,
              site: a.site,
              bytes: (perCopy + biasBytes) * weight.count * count,
              params: perCopyParams * weight.count,
              activeParams: perCopyParams * routed,
            });
          }
        }
        done.set(blockName, local);
      }
      for (const [outer, inner] of Object.entries(block.out)) {
        const t = local.get(inner);
        if (t) stream.set(outer, t);
      }
    }
    steps.set(pointKey(point.rows, point.sequences), nodes);
    kvLayout = kv;
  }
  if (out.some((d) => d.severity === "error")) return { diagnostics: out };

  const layout = kvLayout;
  return {
    bound: {
      layers,
      sites: [...sites.values()],
      steps,
      weights: [...weights.values()],
      blockSequence,
      // A sliding-window cache holds at most its window; a recurrent state is one fixed size per sequence.
      kvBytes: (tokens) =>
        tokens <= 0
          ? 0
          : layout.reduce((sum, k) => {
              const rows = k.isRecurrent
                ? k.rowsPerToken
                : Math.min(tokens, k.window ?? tokens) * k.rowsPerToken;
              return sum + tensorBytes(k.format, rows, k.cols, "activation") * k.count;
            }, 0),
      precision: precision.defaults,
    },
    diagnostics: out,
  };
}

/** Layer kinds run `times` times in a row. */
interface KindRun {
  kinds: readonly string[];
  times: number;
}

/** Layers per kind, cycling `kinds` over `count` layers: kind i of k holds floor((count − 1 − i) / k) + 1 of them. */
function cycle(
  kinds: readonly string[],
  count: number,
  into: Map<string, number>,
  runs: KindRun[] = [],
): string[] {
  const whole = Math.floor(count / kinds.length);
  if (whole > 0) runs.push({ kinds, times: whole });
  if (count % kinds.length) runs.push({ kinds: kinds.slice(0, count % kinds.length), times: 1 });
  kinds.forEach((kind, i) => {
    const layersOfKind = i < count ? Math.floor((count - 1 - i) / kinds.length) + 1 : 0;
    into.set(kind, (into.get(kind) ?? 0) + layersOfKind);
  });
  return kinds.slice(0, Math.min(count, kinds.length));
}

/**
 * The kind of every layer, as counts per kind and the kinds in the order they first appear: a prefix cycling its
 * own kinds, the stack (the model's layer_pattern spelt in the circuit's letters, else `kinds` cycled), a suffix.
 */
function layerKinds(
  circuit: CircuitDoc,
  model: ModelDoc,
  layers: number,
  extra: { prefix: number | undefined; suffix: number | undefined },
): { counts: Map<string, number>; walk: string[]; runs: KindRun[] } | { problem: string; path: KeyPath } {
  const { kinds, prefix, suffix, letters } = circuit.layout;
  const counts = new Map<string, number>();
  const prefixLayers = extra.prefix ?? 0;
  if (prefixLayers > layers)
    return {
      problem: `the prefix of ${prefixLayers} layers is longer than the ${layers} layers of the stack`,
      path: ["dims"],
    };
  const runs: KindRun[] = [];
  const walk = prefix ? cycle(prefix.kinds, prefixLayers, counts, runs) : [];
  const pattern = model.layer_pattern;
  if (letters) {
    const spelling = Object.entries(letters)
      .map(([letter, kind]) => `${letter} = ${kind}`)
      .join(", ");
    if (pattern === undefined)
      return {
        problem: `the circuit spells its layers with letters (${spelling}); the model must give layer_pattern`,
        path: ["circuit"],
      };
    if ([...pattern].length !== layers)
      return {
        problem: `${[...pattern].length} letters for ${layers} layers; expected one letter per layer (${spelling})`,
        path: ["layer_pattern"],
      };
    for (const [i, letter] of [...pattern].entries()) {
      const kind = letters[letter];
      if (!kind)
        return {
          problem: `letter "${letter}" at layer ${i} is not one of ${spelling}`,
          path: ["layer_pattern"],
        };
      walk.push(kind);
      const last = runs.at(-1);
      if (last && last.kinds.length === 1 && last.kinds[0] === kind) last.times += 1;
      else runs.push({ kinds: [kind], times: 1 });
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  } else {
    if (pattern !== undefined)
      return {
        problem: "the circuit declares no letters, so the model gives no layer_pattern",
        path: ["layer_pattern"],
      };
    walk.push(...cycle(kinds, layers - prefixLayers, counts, runs));
  }
  if (suffix) walk.push(...cycle(suffix.kinds, extra.suffix ?? 0, counts, runs));
  return { counts, walk: [...new Set(walk)], runs };
}
