import { type DiagnosticOf, diagnose } from "../diagnostics/index.ts";
import { FORMATS, parseFormat } from "../formats/index.ts";
import { type ConcreteNode, compareText, type ParamValue, type RunPoint, SITE_PARAMS } from "../ir/index.ts";
import type { KernelFamilyDoc, KernelsDoc, ParamKind } from "../schema/index.ts";
import { CLASS_ORDER, classOf, type VennClass } from "./classes.ts";

export interface Difference {
  param: string;
  kind: ParamKind;
  target: ParamValue;
  have: ParamValue[];
}

export interface Placement {
  class: VennClass;
  family: string | null;
  differences: Difference[];
  /** The site's values for the chosen family's parameters. */
  point: Record<string, ParamValue>;
  measurement: { id: string; seconds: number } | null;
  /** Every family that implements the site covers one row per launch at this run's rows. */
  isPerRowOnly: boolean;
}

/** Values that exist per family and parameter: the manifest's, plus those the reference models run. */
export type ExistingValues = ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<ParamValue>>>;

/** A manifest format: exact canonical spelling, or a registry pattern such as int4/g<n>. */
export function formatMatches(pattern: string | undefined, name: string | null): boolean {
  if (pattern === undefined) return true;
  if (name === null) return false;
  if (pattern === name) return true;
  const parsed = parseFormat(name);
  return parsed.ok && FORMATS[parsed.format.key].spelling === pattern;
}

const implementsFormats = (family: KernelFamilyDoc, node: ConcreteNode) =>
  !family.formats ||
  family.formats.some(
    (f) =>
      formatMatches(f.weight, node.weight?.format.name ?? null) &&
      formatMatches(f.act, node.ins[0]?.format.name ?? null),
  );

interface Candidate {
  family: KernelFamilyDoc;
  class: VennClass;
  differences: Difference[];
  point: Record<string, ParamValue>;
  measurement: Placement["measurement"];
  isPerRow: boolean;
}

/** A site no family passes op, formats and rows for. */
const NO_FAMILY = { hasFamily: false, hasDifference: false, hasCompileDifference: false, isMeasured: false };

/**
 * Parameters a family that would serve this node declares and the node cannot supply: a problem of the manifest, the
 * same at every run (a site's formats and parameters do not change with rows).
 */
export function unsuppliedParams(
  node: ConcreteNode,
  kernels: KernelsDoc,
  kernelsFile: string,
): DiagnosticOf<"VENN_PARAM_UNSUPPLIED">[] {
  return kernels.families.flatMap((family, index) =>
    family.ops.includes(node.op) && implementsFormats(family, node)
      ? Object.keys(family.params)
          .filter((param) => SITE_PARAMS[param]?.value(node) === undefined)
          .map((param) =>
            diagnose(
              "VENN_PARAM_UNSUPPLIED",
              { family: family.id, param, site: node.site, op: node.op },
              { file: kernelsFile, path: ["families", index, "params", param], isKey: true },
            ),
          )
      : [],
  );
}

/**
 * Places one site against the manifest; a family whose parameters the site cannot supply is passed over (the
 * manifest's problem, said by unsuppliedParams). Tie-break, written once: a family that covers the run's rows in one
 * launch before one that runs them a row at a time (it does not cover the rows), then the best class
 * (shared-measured, shared, policy-variant, parameter-opportunity), then fewer differing parameters, then the id.
 */
export function placeSite(
  node: ConcreteNode,
  run: RunPoint,
  hardware: string,
  kernels: KernelsDoc,
  existing: ExistingValues,
): Placement {
  const candidates: Candidate[] = [];
  kernels.families.forEach((family) => {
    if (!family.ops.includes(node.op) || !implementsFormats(family, node)) return;
    const rowsNeeded = family.rows.per_sequence ? run.rows / run.sequences : run.rows;
    if (rowsNeeded < family.rows.min) return;
    const point: Record<string, ParamValue> = {};
    const differences: Difference[] = [];
    for (const [param, spec] of Object.entries(family.params)) {
      const value = SITE_PARAMS[param]?.value(node);
      if (value === undefined) return;
      point[param] = value;
      if (spec.kind === "runtime") continue;
      const have = existing.get(family.id)?.get(param) ?? new Set(spec.values ?? []);
      if (!have.has(value))
        differences.push({ param, kind: spec.kind, target: value, have: sortValues([...have]) });
    }
    const measured =
      differences.length === 0 ? findMeasurement(kernels, family, hardware, run.rows, point) : null;
    const cls = classOf({
      hasFamily: true,
      hasDifference: differences.length > 0,
      hasCompileDifference: differences.some((d) => d.kind === "compile"),
      isMeasured: measured !== null,
    });
    candidates.push({
      family,
      class: cls,
      differences,
      point,
      measurement: measured,
      isPerRow: family.rows.max === 1 && rowsNeeded > 1,
    });
  });
  candidates.sort(
    (a, b) =>
      Number(a.isPerRow) - Number(b.isPerRow) ||
      CLASS_ORDER.indexOf(a.class) - CLASS_ORDER.indexOf(b.class) ||
      a.differences.length - b.differences.length ||
      compareText(a.family.id, b.family.id),
  );
  const best = candidates[0];
  return best
    ? {
        class: best.class,
        family: best.family.id,
        differences: best.differences,
        point: best.point,
        measurement: best.measurement,
        isPerRowOnly: candidates.every((c) => c.isPerRow),
      }
    : {
        class: classOf(NO_FAMILY),
        family: null,
        differences: [],
        point: {},
        measurement: null,
        isPerRowOnly: false,
      };
}

function findMeasurement(
  kernels: KernelsDoc,
  family: KernelFamilyDoc,
  hardware: string,
  rows: number,
  point: Record<string, ParamValue>,
): Placement["measurement"] {
  for (const id of family.measurements) {
    const m = kernels.measurements.find((x) => x.id === id);
    if (!m || m.hardware !== hardware || m.rows !== rows) continue;
    if (Object.entries(m.point).every(([param, value]) => point[param] === value))
      return { id: m.id, seconds: m.seconds };
  }
  return null;
}

export function sortValues(values: ParamValue[]): ParamValue[] {
  return [...values].sort((a, b) =>
    typeof a === "number" && typeof b === "number" ? a - b : compareText(String(a), String(b)),
  );
}
