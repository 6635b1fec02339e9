import { type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import type { TensorRole } from "../formats/index.ts";
import { exclusive, type StateAccess, type Tensor, type WeightTensor } from "../ir/index.ts";
import type { CircuitDoc } from "../schema/index.ts";
import type { Expression } from "../shape/index.ts";
import {
  type ActiveNode,
  checkModelNames,
  checkNeededDims,
  parsedTexts,
  switchHolds,
  type Texts,
} from "./checks.ts";
import { blockPlan, layerKinds } from "./layout.ts";
import { effectivePrecision, type RoleFormats, resolveFormat, siteFormats } from "./precision.ts";
import { residents } from "./residents.ts";
import { checkDivisible, sizeAt } from "./sizes.ts";
import type { BindInput, BoundBlock, BoundCircuit, BoundNode, ModelCheckInput } from "./types.ts";

/**
 * What does not depend on the precision chosen: the model's names, the dims the circuit needs, overrides that match
 * no site. Every preset's binding of one model and circuit shares these findings.
 */
export function checkModel(input: ModelCheckInput): Diagnostic[] {
  const { circuit, model } = input;
  const precision = effectivePrecision(model);
  const usedGlobs = new Set<string>();
  const active = activeNodes(input, (site) => siteFormats(site, precision, usedGlobs));
  const out = [
    ...checkModelNames(circuit, model, input.modelFile),
    ...checkNeededDims(
      circuit,
      model,
      { circuit: input.circuitFile, model: input.modelFile },
      active,
      parsedTexts(input.parsed),
    ),
  ];
  for (const glob of Object.keys(precision.overrides)) {
    if (usedGlobs.has(glob)) continue;
    out.push(
      diagnose(
        "MODEL_OVERRIDE_UNUSED",
        { glob, sites: active.map((a) => a.site) },
        { file: input.modelFile, path: ["precision", "overrides", glob], isKey: true },
      ),
    );
  }
  return out;
}

/** Every switched-on node in execution order, with the site it forms and the formats its roles take there. */
function activeNodes(input: ModelCheckInput, formatsAt: (site: string) => RoleFormats): ActiveNode[] {
  return Object.entries(input.circuit.blocks).flatMap(([block, doc]) =>
    executionOrder(input, block).map((node) => {
      const site = `${block}.${node.id}`;
      return { block, index: doc.nodes.indexOf(node), node, site, formats: formatsAt(site) };
    }),
  );
}

/**
 * Binds a circuit to a model over dims only, after the model's own checks (`checked`, from checkModel). `bound` is
 * absent where the layer walk cannot be formed; with node-level errors it is still returned so the caller can
 * evaluate the run points and report every problem of a file at once.
 */
export function bindModelOnce(
  input: BindInput,
  checked: readonly Diagnostic[],
): { bound?: BoundCircuit; diagnostics: Diagnostic[] } {
  const { circuit, model } = input;
  const texts = parsedTexts(input.parsed);
  const precision = effectivePrecision(
    model,
    input.preset,
    input.kvCache,
    input.weight && input.act ? { weight: input.weight, act: input.act } : undefined,
  );
  const active = activeNodes(input, (site) => siteFormats(site, precision));
  const out = [...checked];
  if (out.some((d) => d.severity === "error")) return { diagnostics: out };

  const sizer = dimSizer(model.dims, input.circuitFile, out, texts);
  const layers = sizer.size(texts.expr(circuit.layout.layers), "layout", "layers", ["layout", "layers"]);
  if (layers === undefined) return { diagnostics: out };
  const plan = stepPlan(input, layers, sizer);
  if ("problem" in plan) {
    out.push(
      diagnose(
        "MODEL_LAYER_PATTERN_INVALID",
        { circuit: circuit.arch, problem: plan.problem },
        { file: input.modelFile, path: plan.path },
      ),
    );
  }
  if ("problem" in plan || out.some((d) => d.severity === "error")) return { diagnostics: out };

  const nodes = bindNodes(input, active, plan, sizer);
  const inputs = circuit.inputs.map((e, i) => ({
    edge: e.edge,
    shape: texts.shape(e.shape),
    format: resolveFormat(e.format, precision.defaults),
    path: ["inputs", i, "shape"] as KeyPath,
  }));
  const edges = inputs.map((e) => e.edge);
  const { sites, resident, held } = residents(nodes, plan.sequence, edges, input.circuitFile, out);
  return {
    bound: {
      layers,
      sites,
      resident,
      blockSequence: plan.blockSequence,
      held,
      precision: precision.defaults,
      overrides: Object.fromEntries(
        Object.entries(precision.overrides).map(([glob, o]) => [
          glob,
          Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] !== undefined)),
        ]),
      ),
      replacedOverrides: precision.replaced,
      dims: model.dims,
      circuitFile: input.circuitFile,
      inputs,
      sequence: plan.sequence,
      blocks: nodes,
    },
    diagnostics: out,
  };
}

/** A block's nodes in the order validation found; a circuit it passed has one for every block. */
function executionOrder(input: ModelCheckInput, block: string) {
  const order = input.parsed.order.get(block);
  if (!order) throw new Error(`internal: block ${block} has no execution order from validation`);
  return order;
}

type Sizer = ReturnType<typeof dimSizer>;

/** Sizes over dims only, each place evaluated once per bind; a bad one is reported where it is written. */
function dimSizer(
  dims: Readonly<Record<string, number>>,
  circuitFile: string,
  out: Diagnostic[],
  texts: Texts,
) {
  const size = (e: Expression, owner: string, side: string, path: KeyPath) =>
    sizeAt(e, dims, owner, side, path, circuitFile, out);
  const divisible = (
    t: { rows: number; cols: number; format: Tensor["format"] },
    role: TensorRole,
    owner: string,
    tensor: string,
    path: KeyPath,
  ) => checkDivisible(t, role, owner, tensor, path, circuitFile, out);
  return { size, divisible, ...texts };
}

/** How many layers of each kind (a prefix, the stack, a suffix, counted arithmetically) and the block walk. */
function stepPlan(input: BindInput, layers: number, sizer: Sizer) {
  const { circuit, model } = input;
  const { prefix, suffix } = circuit.layout;
  const stack = layerKinds(circuit, model, layers, {
    prefix:
      prefix && switchHolds(model)(prefix.when)
        ? sizer.size(sizer.expr(prefix.layers), "layout", "prefix layers", ["layout", "prefix", "layers"])
        : 0,
    suffix:
      suffix && switchHolds(model)(suffix.when)
        ? sizer.size(sizer.expr(suffix.layers), "layout", "suffix layers", ["layout", "suffix", "layers"])
        : 0,
  });
  if ("problem" in stack) return stack;
  const { occurrences, sequence, blockSequence } = blockPlan(circuit, stack);
  // The walk meets a block again in later kinds; its nodes are bound (and later evaluated) the first time.
  return { occurrences, unique: [...new Set(sequence)], sequence, blockSequence };
}

/** Every node of every block the step runs, bound over dims: weights, bias, params, states, output shapes. */
function bindNodes(
  input: BindInput,
  active: readonly ActiveNode[],
  plan: { occurrences: Map<string, number>; unique: readonly string[] },
  sizer: Sizer,
): Map<string, BoundBlock> {
  const { circuit, model } = input;
  const holds = switchHolds(model);
  const states = stateSizer(circuit, sizer);
  const blocks = new Map<string, BoundBlock>();
  for (const blockName of plan.unique) {
    const block = circuit.blocks[blockName];
    if (!block) continue;
    const count = plan.occurrences.get(blockName) ?? 0;
    const nodes = active
      .filter((a) => a.block === blockName)
      .map((a): BoundNode => {
        const path: KeyPath = ["blocks", blockName, "nodes", a.index];
        const roles = a.formats as RoleFormats;
        const isOn = holds(a.node.when);
        const common = { site: a.site, op: a.node.op, count, doc: a.node, path, formats: roles, isOn };
        if (!isOn) {
          // A switched-off node passes its inputs through, unless a complementary node makes its outputs.
          const passThrough = a.node.out.flatMap((e, i) => {
            const complement = block.nodes.some(
              (o) => o !== a.node && exclusive(o.when, a.node.when) && o.out.some((oe) => oe.edge === e.edge),
            );
            const source = a.node.in[i];
            return !complement && source !== undefined ? [[e.edge, source] as const] : [];
          });
          return { ...common, passThrough, outs: [], params: {}, states: [] };
        }
        const weight = bindWeight(a, roles, holds, sizer, path);
        const params: Record<string, number> = {};
        for (const [p, text] of Object.entries(a.node.params ?? {})) {
          const v = sizer.size(sizer.expr(text), a.site, `param ${p}`, [...path, "params", p]);
          if (v) params[p] = v;
        }
        const accesses = Object.entries(a.node.state ?? {}).flatMap(([id, access]) => {
          const st = states(blockName, id, roles);
          if (!st) return [];
          const { id: _, rowsPerToken, cols, format, ...rest } = st;
          return [{ id, access, rowsPerToken, cols, format, ...rest }];
        });
        const isBiased = a.node.bias === true || (typeof a.node.bias === "string" && holds(a.node.bias));
        const bias =
          weight && isBiased
            ? {
                edge: `${a.node.weight?.name}.bias`,
                rows: 1,
                cols: weight.rows,
                format: resolveFormat("{dtype}", roles),
              }
            : undefined;
        return {
          ...common,
          passThrough: [],
          outs: a.node.out.map((e) => ({
            edge: e.edge,
            shape: sizer.shape(e.shape),
            format: resolveFormat(e.format, roles),
          })),
          ...(weight ? { weight } : {}),
          ...(bias ? { bias } : {}),
          params,
          states: accesses,
        };
      });
    blocks.set(blockName, { in: block.in, out: block.out, nodes });
  }
  return blocks;
}

function bindWeight(
  a: ActiveNode,
  roles: RoleFormats,
  holds: (ref: string | undefined) => boolean,
  sizer: Sizer,
  path: KeyPath,
): WeightTensor | undefined {
  const w = a.node.weight;
  if (!w) return undefined;
  const s = sizer.shape(w.shape);
  const rows = sizer.size(s.rows, a.site, "weight rows", [...path, "weight", "shape"]);
  const cols = sizer.size(s.cols, a.site, "weight cols", [...path, "weight", "shape"]);
  const copies = w.count
    ? sizer.size(sizer.expr(w.count), a.site, "weight count", [...path, "weight", "count"])
    : 1;
  if (!rows || !cols || !copies) return undefined;
  const name = w.tied && holds(w.tied.when) ? w.tied.to : w.name;
  const weight = { name, rows, cols, count: copies, format: resolveFormat(w.format, roles) };
  sizer.divisible(weight, "weight", a.site, `weight ${w.name}`, [...path, "weight", "format"]);
  return weight;
}

/** A block's state sized once, whichever nodes read or write it; its format is the accessing node's. */
function stateSizer(circuit: CircuitDoc, sizer: Sizer) {
  const sized = new Map<string, { rowsPerToken: number; cols: number; window?: number } | undefined>();
  const checked = new Set<string>();
  return (blockName: string, id: string, roles: RoleFormats): Omit<StateAccess, "access"> | undefined => {
    const states = circuit.blocks[blockName]?.states ?? [];
    const index = states.findIndex((st) => st.id === id);
    const st = states[index];
    if (!st) return undefined;
    const path: KeyPath = ["blocks", blockName, "states", index];
    const owner = `${blockName}.${id}`;
    const key = `${blockName}\u0000${id}`;
    if (!sized.has(key)) {
      const s = sizer.shape(st.shape);
      const rowsPerToken = sizer.size(s.rows, owner, "rows", [...path, "shape"]);
      const cols = sizer.size(s.cols, owner, "cols", [...path, "shape"]);
      const window =
        rowsPerToken && cols && st.window
          ? sizer.size(sizer.expr(st.window), owner, "window", [...path, "window"])
          : undefined;
      sized.set(
        key,
        rowsPerToken && cols ? { rowsPerToken, cols, ...(window ? { window } : {}) } : undefined,
      );
    }
    const dims = sized.get(key);
    if (!dims) return undefined;
    const format = resolveFormat(st.format, roles);
    // Two accessors with different KV formats (a per-site override) are two tensors, each checked.
    if (!checked.has(`${key}\u0000${format.name}`)) {
      checked.add(`${key}\u0000${format.name}`);
      sizer.divisible({ rows: dims.rowsPerToken, cols: dims.cols, format }, "activation", owner, "cache", [
        ...path,
        "format",
      ]);
    }
    return { id, ...dims, format, ...(st.kind === "recurrent" ? { isRecurrent: true } : {}) };
  };
}
