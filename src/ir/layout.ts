/**
 * How one deployment spreads a model over devices: tensor parallel ranks (tp), expert parallel ranks (ep) and
 * pipeline stages (pp). Costs are per device (one TP rank of one stage); the system is `devices` of them.
 */
export interface Layout {
  tp: number;
  ep: number;
  pp: number;
}

export const SINGLE_DEVICE: Layout = { tp: 1, ep: 1, pp: 1 };

const AXES = ["tp", "ep", "pp"] as const;

/**
 * Devices a layout occupies. Experts spread over the same devices as attention (vLLM's and SGLang's EP over the
 * TP/DP group), so a stage holds max(tp, ep) devices.
 */
export const devicesOf = (layout: Layout) => Math.max(layout.tp, layout.ep) * layout.pp;

/** "tp=4,ep=8,pp=1" → a layout; axes left out are 1. Returns the problem as text for the caller's usage error. */
export function parseLayout(text: string): { layout?: Layout; problem?: string } {
  const layout: Layout = { ...SINGLE_DEVICE };
  const seen = new Set<string>();
  for (const part of text.split(",").map((p) => p.trim())) {
    const match = /^(\w+)=(\d+)$/.exec(part);
    const axis = match?.[1] as (typeof AXES)[number] | undefined;
    if (!match || !axis || !AXES.includes(axis)) {
      return { problem: `"${part}" is not an axis=N pair; expected tp=N, ep=N or pp=N` };
    }
    if (seen.has(axis)) return { problem: `${axis} is given twice in "${text}"` };
    seen.add(axis);
    const value = Number(match[2]);
    if (!Number.isSafeInteger(value) || value < 1)
      return { problem: `${axis}=${match[2]} must be a whole number ≥ 1` };
    layout[axis] = value;
  }
  return { layout };
}

/** The layout as the CLI spells it, short: "tp4", "tp2·ep8", "tp1" for one device. */
export function layoutName(layout: Layout): string {
  const parts = AXES.filter((a) => layout[a] > 1).map((a) => `${a}${layout[a]}`);
  return parts.length ? parts.join("·") : "tp1";
}

/** The layout as --parallel takes it: "tp=4", "tp=8,pp=2"; "tp=1" for one device. */
export function layoutFlag(layout: Layout): string {
  const parts = AXES.filter((a) => layout[a] > 1).map((a) => `${a}=${layout[a]}`);
  return parts.length ? parts.join(",") : "tp=1";
}

/**
 * A list of layouts: ";" separates them, and so does an axis that repeats within a comma list, so
 * "tp=1,tp=2,tp=4" is three layouts and "tp=2,ep=8;tp=8" two. Returns the problem as text for a usage error.
 */
export function parseLayouts(text: string): { layouts?: Layout[]; problem?: string } {
  const groups: string[][] = [];
  for (const chunk of text.split(";")) {
    let current: string[] = [];
    const seen = new Set<string>();
    for (const part of chunk.split(",").map((p) => p.trim())) {
      const axis = /^(\w+)=/.exec(part)?.[1] ?? part;
      if (seen.has(axis)) {
        groups.push(current);
        current = [];
        seen.clear();
      }
      seen.add(axis);
      current.push(part);
    }
    groups.push(current);
  }
  const layouts: Layout[] = [];
  for (const group of groups) {
    const { layout, problem } = parseLayout(group.join(","));
    if (!layout) return { problem: problem ?? `"${group.join(",")}" is not a layout` };
    layouts.push(layout);
  }
  return { layouts };
}
