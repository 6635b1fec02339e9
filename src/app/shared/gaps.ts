// What compare, a workload plan and diff share about a cell the device cannot run: a named gap, not a failure.
import type { Diagnostic } from "../../diagnostics/index.ts";
import type { Profile } from "../../hardware/index.ts";
import type { CompareEntry } from "../../report/index.ts";

/** Diagnostics that make one cell a named gap rather than a failed run: the device lacks what the cell needs. */
const GAP_CODES: readonly string[] = [
  "COST_LANE_MISSING",
  "SHARD_NO_LINK",
  // The engine runs another preset there: its cell names which, the others still compare.
  "COST_ENGINE_PRESET_UNSUPPORTED",
];
/** Where a command tries several layouts (compare, a workload), one that cannot split the model is a gap of its own. */
export const LAYOUT_GAP_CODES: readonly string[] = [...GAP_CODES, "SHARD_INDIVISIBLE"];
/** Whether a run failed only for want of what the device has: compare, workload and diff name it a gap, not a failure. */
export const onlyGaps = (errors: readonly Diagnostic[], codes = GAP_CODES) =>
  errors.length > 0 && errors.every((d) => codes.includes(d.code));

/** A gap (a compare cell, a workload candidate, a diff device) from the error that made it: the missing lane read from the diagnostic's arguments. */
export function gapOf(d: Diagnostic): NonNullable<CompareEntry["gap"]> {
  return {
    code: d.code,
    message: d.message,
    ...(d.code === "COST_LANE_MISSING" ? { lane: d.args.lane } : {}),
  };
}

/** The engine settings every analysis of a compare or workload runs with, as the command was given them. */
export const engineScope = (o: {
  kvCache?: string;
  graphs?: boolean;
  engine?: string;
  fusions?: string;
  cwd?: string;
  prices?: PriceOverrides;
}) => ({
  ...(o.prices ? { prices: o.prices } : {}),
  ...(o.kvCache ? { kvCache: o.kvCache } : {}),
  ...(o.graphs !== undefined ? { graphs: o.graphs } : {}),
  ...(o.engine ? { engine: o.engine } : {}),
  ...(o.fusions ? { fusions: o.fusions } : {}),
  ...(o.cwd ? { cwd: o.cwd } : {}),
});

/** --price ID=USD/h: a rental price per hardware id, replacing the profile's or supplying a missing one. */
export type PriceOverrides = Readonly<Record<string, number>>;

/** The profile as the run prices it: an override given on the command line wins over the file's price. */
export function priced(profile: Profile, prices: PriceOverrides | undefined): Profile {
  const price = prices?.[profile.id];
  return price === undefined ? profile : { ...profile, pricePerHour: price, priceOverridden: true };
}
