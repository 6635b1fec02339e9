// "Time saved if written": a site's floor against the time of what the engine can run for it today.

import { costStep } from "../cost/index.ts";
import { type Format, parseFormat } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { ConcreteNode, RunPoint } from "../ir/index.ts";
import { compareText } from "../ir/index.ts";
import type { KernelFamilyDoc, KernelsDoc } from "../schema/index.ts";
import { VENN_CLASSES } from "./classes.ts";
import { type ExistingValues, type Placement, placeSite } from "./classify.ts";

/** What the engine would run for a site without the new kernel or parameter value, at one launch. */
export interface NextBest {
  family: string;
  /** Seconds per launch: a measurement where one matches, else the floor of the work that family does. */
  seconds: number;
  /** `per-row`: the family takes one row per launch; `widened`: inputs converted to formats it implements; `as-is`: it runs the site unchanged. */
  how: "per-row" | "widened" | "as-is";
}

const concrete = (pattern: string | undefined): Format | null | undefined => {
  if (pattern === undefined) return undefined;
  const parsed = parseFormat(pattern);
  return parsed.ok ? parsed.format : null;
};

/** A format holds another's values when it is the same one or has more bits per element (fp16 → bf16 loses mantissa, fp8 block → channel scales). */
const holds = (to: Format, from: Format) => to.name === from.name || to.elementBits > from.elementBits;

/** The node with its weight and input activations in the family's formats, where each holds the site's values. */
function widened(node: ConcreteNode, family: KernelFamilyDoc): ConcreteNode[] {
  const out: ConcreteNode[] = [];
  for (const pair of family.formats ?? []) {
    const weight = concrete(pair.weight);
    const act = concrete(pair.act);
    // a pattern such as int4/g<n> names no one format to convert to
    if (weight === null || act === null) continue;
    if (weight && node.weight && !holds(weight, node.weight.format)) continue;
    // the activation a family's formats name is the first input (routing ids and the like are not widened)
    const first = node.ins[0];
    if (act && first && !holds(act, first.format)) continue;
    out.push({
      ...node,
      ...(node.weight && weight ? { weight: { ...node.weight, format: weight } } : {}),
      ins: act && first ? [{ ...first, format: act }, ...node.ins.slice(1)] : node.ins,
    });
  }
  return out;
}

export interface SavingsContext {
  run: RunPoint;
  hardware: string;
  profile: Profile;
  kernels: KernelsDoc;
  kernelsFile: string;
  existing: ExistingValues;
  /** The site's floor per launch at this run, and at one row. */
  floorSeconds: number;
  floorAtOneRow: number | null;
}

/**
 * The next-best family for a site the work list asks to write (novel) or change (a parameter or policy value):
 * the fastest other family that runs it today with no parameter change, either one row per launch (rows × its
 * time at one row) or with the weight and activations widened to a format pair it implements (more bits per
 * element; never narrowed, never a same-width respelling).
 * Null when no family can run the site at all.
 */
export function nextBest(node: ConcreteNode, placement: Placement, ctx: SavingsContext): NextBest | null {
  const options: NextBest[] = [];
  for (const family of ctx.kernels.families) {
    if (family.id === placement.family || !family.ops.includes(node.op)) continue;
    const only = { ...ctx.kernels, families: [family] };
    const as = placeSite(node, ctx.run, ctx.hardware, only, ctx.existing);
    if (as.family && VENN_CLASSES[as.class].isShared) {
      // covers the formats and the point: only the rows can hold it back
      if (as.isPerRowOnly && ctx.floorAtOneRow !== null)
        options.push({ family: family.id, seconds: ctx.run.rows * ctx.floorAtOneRow, how: "per-row" });
      else if (!as.isPerRowOnly)
        options.push({
          family: family.id,
          seconds: as.measurement?.seconds ?? ctx.floorSeconds,
          how: "as-is",
        });
      continue;
    }
    if (as.family) continue;
    for (const wide of widened(node, family)) {
      const fit = placeSite(wide, ctx.run, ctx.hardware, only, ctx.existing);
      if (!fit.family || fit.isPerRowOnly || !VENN_CLASSES[fit.class].isShared) continue;
      const cost = costStep([wide], ctx.run, ctx.profile).costs[0];
      if (cost)
        options.push({
          family: family.id,
          seconds: fit.measurement?.seconds ?? cost.floorSeconds,
          how: "widened",
        });
    }
  }
  options.sort((a, b) => a.seconds - b.seconds || compareText(a.family, b.family));
  return options[0] ?? null;
}

/** Seconds a step saves when the site runs at its floor instead of the next-best family: count × (next − floor), never negative. */
export const savedSeconds = (next: NextBest | null, floorSeconds: number, count: number): number | null =>
  next === null ? null : Math.max(0, next.seconds - floorSeconds) * count;
