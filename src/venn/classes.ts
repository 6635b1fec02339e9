/** What a site's best candidate family says about it; a class's `matches` reads only this. */
export interface ClassFit {
  /** A family implements the op with these formats at these rows. */
  hasFamily: boolean;
  /** Some policy or compile parameter takes a value that is not built today. */
  hasDifference: boolean;
  /** Some compile parameter does (a new instantiation). */
  hasCompileDifference: boolean;
  /** The manifest has a measurement at this hardware, rows and point. */
  isMeasured: boolean;
}

export interface VennClassRow {
  title: string;
  short: string;
  long: string;
  rule: string;
  /** The rule as a predicate; classification takes the first row (in rank order) that matches. */
  matches(fit: ClassFit): boolean;
  /** An existing kernel runs the site as it is: not a finding, and its time is what a fusion saves against. */
  isShared: boolean;
  /** An exact cover with no measurement here: the work list's "unmeasured" asks the engine to time it. */
  needsMeasurement: boolean;
  /** HTML badge: the CSS class `cls-<css>` and its colours. */
  css: string;
  background: string;
  border: string;
}

/** The Venn classes of DESIGN.md §5, one row each: order is rank (best first), used to break ties. */
export const VENN_CLASSES = {
  "shared-measured": {
    title: "shared (measured)",
    short: "an existing family covers it exactly and has a measurement at this point",
    long: "A kernel family implements the op and formats, covers the run's rows and the exact parameter point, and the manifest has a measurement on this hardware at these rows; the report shows its measured time and % of floor.",
    rule: "op ∈ family.ops, formats match, rows covered, no parameter differs, a measurement matches hardware, rows and point",
    matches: (f) => f.hasFamily && !f.hasDifference && f.isMeasured,
    isShared: true,
    needsMeasurement: false,
    css: "shared-measured",
    background: "#d8efdc",
    border: "#6aa874",
  },
  shared: {
    title: "shared",
    short: "an existing family covers it exactly, not measured here",
    long: "A kernel family implements the op and formats, covers the run's rows and the exact parameter point. Shared does not mean fast: without a measurement the floor is only a bound.",
    rule: "op ∈ family.ops, formats match, rows covered, no parameter differs",
    matches: (f) => f.hasFamily && !f.hasDifference,
    isShared: true,
    needsMeasurement: true,
    css: "shared",
    background: "#e6f0e0",
    border: "#9cbf8e",
  },
  "policy-variant": {
    title: "policy variant",
    short: "only engine settings (such as the KV dtype) differ",
    long: "The family covers the site, but one or more `policy` parameters take a value the engine does not run today; switching the setting is configuration, not a new kernel.",
    rule: "as shared, but some policy parameter's value is not among the values that exist; no compile parameter differs",
    matches: (f) => f.hasFamily && f.hasDifference && !f.hasCompileDifference,
    isShared: false,
    needsMeasurement: false,
    css: "policy-variant",
    background: "#fdf1cc",
    border: "#d6b34a",
  },
  "parameter-opportunity": {
    title: "parameter opportunity",
    short: "a template or build-time parameter needs a new value",
    long: "The family implements the op and formats, but a `compile` parameter (a template argument or build constant) needs a value that is not built today: a new instantiation, not a new kernel.",
    rule: "as shared, but some compile parameter's value is not among the values that exist",
    matches: (f) => f.hasFamily && f.hasCompileDifference,
    isShared: false,
    needsMeasurement: false,
    css: "parameter-opportunity",
    background: "#fde1c8",
    border: "#d9864a",
  },
  novel: {
    title: "novel",
    short: "no family implements the op with these formats",
    long: "No kernel family in the manifest implements this op with these weight and activation formats at these rows: a kernel to write.",
    rule: "no family passes op, formats and rows",
    matches: (f) => !f.hasFamily,
    isShared: false,
    needsMeasurement: false,
    css: "novel",
    background: "#f9d3d6",
    border: "#c8505d",
  },
} as const satisfies Record<string, VennClassRow>;

export type VennClass = keyof typeof VENN_CLASSES;
export const CLASS_ORDER = Object.keys(VENN_CLASSES) as VennClass[];

/** The class a fit belongs to: the first row, in rank order, whose rule matches. */
export function classOf(fit: ClassFit): VennClass {
  const found = CLASS_ORDER.find((id) => VENN_CLASSES[id].matches(fit));
  if (found === undefined) throw new Error("internal: no Venn class matches the fit");
  return found;
}

/** A report's class id (a string in the JSON) to its row; undefined for an id that is not a class. */
export function vennClassRow(id: string): VennClassRow | undefined {
  return Object.hasOwn(VENN_CLASSES, id) ? VENN_CLASSES[id as VennClass] : undefined;
}
