/** The Venn classes of DESIGN.md §5, one row each: order is rank (best first), used to break ties. */
export const VENN_CLASSES = {
  "shared-measured": {
    title: "shared (measured)",
    short: "an existing family covers it exactly and has a measurement at this point",
    long: "A kernel family implements the op and formats, covers the run's rows and the exact parameter point, and the manifest has a measurement on this hardware at these rows; the report shows its measured time and % of floor.",
    rule: "op ∈ family.ops, formats match, rows covered, no parameter differs, a measurement matches hardware, rows and point",
  },
  shared: {
    title: "shared",
    short: "an existing family covers it exactly, not measured here",
    long: "A kernel family implements the op and formats, covers the run's rows and the exact parameter point. Shared does not mean fast: without a measurement the floor is only a bound.",
    rule: "op ∈ family.ops, formats match, rows covered, no parameter differs",
  },
  "policy-variant": {
    title: "policy variant",
    short: "only engine settings (such as the KV dtype) differ",
    long: "The family covers the site, but one or more `policy` parameters take a value the engine does not run today; switching the setting is configuration, not a new kernel.",
    rule: "as shared, but some policy parameter's value is not among the values that exist; no compile parameter differs",
  },
  "parameter-opportunity": {
    title: "parameter opportunity",
    short: "a template or build-time parameter needs a new value",
    long: "The family implements the op and formats, but a `compile` parameter (a template argument or build constant) needs a value that is not built today: a new instantiation, not a new kernel.",
    rule: "as shared, but some compile parameter's value is not among the values that exist",
  },
  novel: {
    title: "novel",
    short: "no family implements the op with these formats",
    long: "No kernel family in the manifest implements this op with these weight and activation formats at these rows: a kernel to write.",
    rule: "no family passes op, formats and rows",
  },
} as const;

export type VennClass = keyof typeof VENN_CLASSES;
export const CLASS_ORDER = Object.keys(VENN_CLASSES) as VennClass[];
