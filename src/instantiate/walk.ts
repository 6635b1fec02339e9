import type { BoundCircuit, BoundNode } from "./types.ts";

/**
 * Walks one step's blocks, each evaluated the first time the walk meets it; a block met again puts its outputs back
 * on the stream. `run` gets a switched-on node whose inputs all exist and returns the edges it makes.
 */
export function walkStep<T>(
  bound: Pick<BoundCircuit, "sequence" | "blocks">,
  inputs: ReadonlyMap<string, T>,
  rename: (value: T, edge: string) => T,
  run: (node: BoundNode, ins: T[]) => readonly (readonly [string, T])[],
): void {
  const stream = new Map(inputs);
  const done = new Map<string, Map<string, T>>();
  for (const blockName of bound.sequence) {
    const block = bound.blocks.get(blockName);
    if (!block) continue;
    let local = done.get(blockName);
    if (!local) {
      const here = new Map<string, T>();
      for (const name of block.in) {
        const value = stream.get(name);
        if (value !== undefined) here.set(name, value);
      }
      for (const node of block.nodes) {
        if (!node.isOn) {
          for (const [edge, source] of node.passThrough) {
            const value = here.get(source);
            if (value !== undefined) here.set(edge, rename(value, edge));
          }
          continue;
        }
        const ins = node.doc.in.map((name) => here.get(name)).filter((v): v is T => v !== undefined);
        if (ins.length !== node.doc.in.length) continue;
        for (const [edge, value] of run(node, ins)) here.set(edge, value);
      }
      local = here;
      done.set(blockName, local);
    }
    for (const [outer, inner] of Object.entries(block.out)) {
      const value = local.get(inner);
      if (value !== undefined) stream.set(outer, value);
    }
  }
}
