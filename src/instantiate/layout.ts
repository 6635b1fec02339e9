import type { KeyPath } from "../diagnostics/index.ts";
import type { CircuitDoc, ModelDoc } from "../schema/index.ts";

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
export function layerKinds(
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

/** A list of blocks run `times` times in a row (one cycle of layer kinds, the prologue, the epilogue). */
export interface BlockRun {
  blocks: readonly string[];
  times: number;
}

/**
 * The blocks of one step: how often each runs, the walk that meets every block once (kinds in the order they first
 * appear), and the step as runs of block lists (a billion layers stay a few entries).
 */
export function blockPlan(
  circuit: CircuitDoc,
  stack: { counts: Map<string, number>; walk: string[]; runs: KindRun[] },
) {
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
  return { occurrences, sequence, blockSequence };
}
