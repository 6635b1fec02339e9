/** Topological order of items by their dependencies, or the nodes of one cycle. */
export function topologicalOrder<T>(
  items: readonly T[],
  dependsOn: (item: T) => readonly T[],
): { order: T[] } | { cycle: T[] } {
  const state = new Map<T, "visiting" | "done">();
  const order: T[] = [];
  const stack: T[] = [];
  let cycle: T[] | undefined;
  const visit = (item: T): void => {
    if (cycle) return;
    const mark = state.get(item);
    if (mark === "done") return;
    if (mark === "visiting") {
      cycle = [...stack.slice(stack.indexOf(item)), item];
      return;
    }
    state.set(item, "visiting");
    stack.push(item);
    for (const dep of dependsOn(item)) visit(dep);
    stack.pop();
    state.set(item, "done");
    order.push(item);
  };
  for (const item of items) visit(item);
  return cycle ? { cycle } : { order };
}

/** "!tie" → { name: "tie", negated: true }. */
export function parseSwitch(ref: string): { name: string; negated: boolean } {
  return ref.startsWith("!") ? { name: ref.slice(1), negated: true } : { name: ref, negated: false };
}

/** Two guards that can never both hold: the same switch, opposite signs. */
export function exclusive(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = parseSwitch(a);
  const y = parseSwitch(b);
  return x.name === y.name && x.negated !== y.negated;
}
