// Measure: costed runs + a measurements file → per run and site, the measured, interpolated or estimated time.
import { type NodeCost, ofFloor } from "../cost/index.ts";
import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { PRESETS, type PresetName } from "../formats/index.ts";
import type { FusedCost } from "../fuse/index.ts";
import type { RunPoint } from "../ir/index.ts";
import type { KernelsDoc, MeasurementRow, MeasurementsDoc, ModelDoc } from "../schema/index.ts";

/** How a site's time was found: a row at this exact point, a line between two rows, or the cost model. */
export const TIMINGS = ["measured", "interpolated", "estimated"] as const;
export type Timing = (typeof TIMINGS)[number];

export interface SiteTiming {
  timing: Timing;
  /** The site's time in the step (every instance), null when estimated. */
  seconds: number | null;
  /** floor ÷ measured (or interpolated) time, null when estimated. */
  ofFloor: number | null;
  /** Which rows gave the number, e.g. "linear in rows between 1 and 16 at context 4096". */
  basis: string | null;
}

export interface MeasureRun {
  hardware: string;
  run: RunPoint;
  costs: readonly NodeCost[];
  /** The kernel family each site is placed on at this run (when classified against a manifest). */
  families?: ReadonlyMap<string, string | null>;
}

export interface MeasureInput {
  doc: MeasurementsDoc;
  file: string;
  model: string;
  /** The --precision preset of these runs; null: the model's own precision. */
  preset: string | null;
  /** The runs use the model's own weight and activation formats (no preset, or one that names them). */
  isModelPrecision: boolean;
  runs: readonly MeasureRun[];
  kernels: { library: string; families: readonly string[] } | null;
  knownHardware: readonly string[];
  /** Sites a row may name though these runs lack them (the other side of a diff); such rows apply to nothing here. */
  otherSites?: readonly string[];
}

export interface MeasureResult {
  /** Per run (input order), per site. */
  sites: Map<string, SiteTiming>[];
  diagnostics: Diagnostic[];
}

const ESTIMATED: SiteTiming = { timing: "estimated", seconds: null, ofFloor: null, basis: null };

type Target = { kind: "site" | "family"; id: string };
const targetOf = (r: MeasurementRow): Target =>
  r.site !== undefined ? { kind: "site", id: r.site } : { kind: "family", id: r.family as string };

/** Every row's site, family and hardware must exist; each problem is reported at its cell. */
export function checkMeasurements(input: MeasureInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const sites = [
    ...new Set([...input.runs.flatMap((r) => r.costs.map((c) => c.site)), ...(input.otherSites ?? [])]),
  ].sort();
  const families = [...(input.kernels?.families ?? [])].sort();
  input.doc.measurements.forEach((row, i) => {
    const at = (key: string) => ({ file: input.file, path: ["measurements", i, key] });
    if (row.site !== undefined && !sites.includes(row.site)) {
      const hint = closest(row.site, sites);
      diagnostics.push(
        diagnose(
          "MEASURE_SITE_UNKNOWN",
          { site: row.site, model: input.model, known: sites, ...(hint ? { hint } : {}) },
          at("site"),
        ),
      );
    }
    if (row.family !== undefined && !families.includes(row.family)) {
      const hint = closest(row.family, families);
      diagnostics.push(
        diagnose(
          "MEASURE_FAMILY_UNKNOWN",
          {
            family: row.family,
            kernels: input.kernels?.library ?? null,
            known: families,
            ...(hint ? { hint } : {}),
          },
          at("family"),
        ),
      );
    }
    if (!input.knownHardware.includes(row.hardware)) {
      const hint = closest(row.hardware, input.knownHardware);
      diagnostics.push(
        diagnose(
          "MEASURE_HARDWARE_UNKNOWN",
          { hardware: row.hardware, known: input.knownHardware, ...(hint ? { hint } : {}) },
          at("hardware"),
        ),
      );
    }
  });
  return diagnostics;
}

export interface PointValue {
  timing: Exclude<Timing, "estimated">;
  /** One launch. */
  seconds: number;
  basis: string;
}

/**
 * One launch of a target at a run point: the row at that point (measured); else linear in rows between the
 * two nearest measured rows around it at the same context, else linear in context between the two nearest at
 * the same rows (interpolated); else undefined. Never extrapolated past the measured range.
 */
export function valueAt(
  rows: readonly MeasurementRow[],
  point: { rows: number; context: number },
): PointValue | undefined {
  const exact = rows.find((r) => r.rows === point.rows && r.context === point.context);
  if (exact) return { timing: "measured", seconds: exact.seconds, basis: exact.source };
  const along = (axis: "rows" | "context", fixed: "rows" | "context"): PointValue | undefined => {
    const line = rows.filter((r) => r[fixed] === point[fixed]);
    const x = point[axis];
    const below = line.filter((r) => r[axis] < x).sort((a, b) => b[axis] - a[axis])[0];
    const above = line.filter((r) => r[axis] > x).sort((a, b) => a[axis] - b[axis])[0];
    if (!below || !above) return undefined;
    const t = (x - below[axis]) / (above[axis] - below[axis]);
    return {
      timing: "interpolated",
      seconds: below.seconds + t * (above.seconds - below.seconds),
      basis: `linear in ${axis} between ${below[axis]} and ${above[axis]} at ${fixed} ${point[fixed]}`,
    };
  };
  return along("rows", "context") ?? along("context", "rows");
}

/** The rows that apply to a run: same hardware, mode and precision (absent precision: the model's own). */
function rowsFor(doc: MeasurementsDoc, hardware: string, run: RunPoint, input: MeasureInput) {
  const byTarget = new Map<string, MeasurementRow[]>();
  for (const r of doc.measurements) {
    if (r.hardware !== hardware || r.mode !== run.mode) continue;
    if (r.precision === undefined ? !input.isModelPrecision : r.precision !== input.preset) continue;
    const t = targetOf(r);
    const key = `${t.kind}:${t.id}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), r]);
  }
  return byTarget;
}

/**
 * Each site's time from the measurements: its own row first; else its kernel family's row, one mean launch
 * times the family's launches in the step, shared among the family's sites in proportion to their floor.
 */
export function measureRuns(input: MeasureInput): MeasureResult {
  const diagnostics = checkMeasurements(input);
  if (diagnostics.length > 0) return { sites: [], diagnostics };
  const sites = input.runs.map(({ hardware, run, costs, families }) => {
    const rows = rowsFor(input.doc, hardware, run, input);
    const point = { rows: run.rows, context: run.context };
    const out = new Map<string, SiteTiming>();
    const timed = (c: NodeCost, v: PointValue, stepSeconds: number): SiteTiming => ({
      timing: v.timing,
      seconds: stepSeconds,
      ofFloor: ofFloor(c.floorSeconds * c.count, stepSeconds),
      basis: v.basis,
    });
    const familyValue = new Map<string, PointValue | undefined>();
    for (const c of costs) {
      const own = valueAt(rows.get(`site:${c.site}`) ?? [], point);
      if (own) {
        out.set(c.site, timed(c, own, own.seconds * c.count));
        continue;
      }
      const family = families?.get(c.site) ?? null;
      if (family === null) {
        out.set(c.site, ESTIMATED);
        continue;
      }
      if (!familyValue.has(family))
        familyValue.set(family, valueAt(rows.get(`family:${family}`) ?? [], point));
      const v = familyValue.get(family);
      if (!v) {
        out.set(c.site, ESTIMATED);
        continue;
      }
      // The family's sites that have no row of their own share its measured total.
      const members = costs.filter(
        (m) => families?.get(m.site) === family && !valueAt(rows.get(`site:${m.site}`) ?? [], point),
      );
      const launches = members.reduce((n, m) => n + m.count, 0);
      const floor = members.reduce((s, m) => s + m.floorSeconds * m.count, 0);
      const share = floor > 0 ? (c.floorSeconds * c.count) / floor : c.count / launches;
      out.set(
        c.site,
        timed(c, { ...v, basis: `family ${family}: ${v.basis}` }, v.seconds * launches * share),
      );
    }
    return out;
  });
  return { sites, diagnostics: [] };
}

export { ESTIMATED };

/** The sites of the model that run inside a fused kernel. */
const fusedMembers = (runs: readonly { costs: readonly NodeCost[] }[]) => [
  ...new Set(runs.flatMap((r) => r.costs.flatMap((c) => (c as FusedCost).fusion?.members ?? []))),
];

/** What the pipeline's measure stage hands measureRuns: the staged runs, their Venn families and the ids around them. */
export interface MeasureStageInput {
  measurements: { value: MeasurementsDoc; file: string };
  kernels?: KernelsDoc;
  model: ModelDoc;
  preset: PresetName | undefined;
  runs: readonly Omit<MeasureRun, "families">[];
  /** Each run's sites with their kernel family, where the Venn stage ran. */
  sites: readonly ReadonlyMap<string, { family: string | null }>[] | undefined;
  /** Every hardware id a row may name. */
  knownHardware: readonly string[];
  otherSites?: readonly string[];
  isFused: boolean;
}

/** The measure stage: measured times on the sites and kernel families they name. */
export function measureStage(input: MeasureStageInput): MeasureResult {
  const { measurements, kernels, model, preset } = input;
  return measureRuns({
    doc: measurements.value,
    file: measurements.file,
    model: model.id,
    preset: preset ?? null,
    isModelPrecision:
      !preset ||
      (PRESETS[preset].weight === model.precision.weight && PRESETS[preset].act === model.precision.act),
    runs: input.runs.map((r, i) => ({
      ...r,
      families: new Map([...(input.sites?.[i] ?? new Map()).entries()].map(([site, v]) => [site, v.family])),
    })),
    kernels: kernels ? { library: kernels.library, families: kernels.families.map((f) => f.id) } : null,
    knownHardware: [...new Set(input.knownHardware)].sort(),
    // A member of a fused row is still a site of the model: its rows are known, and apply to no fused kernel.
    ...(input.otherSites || input.isFused
      ? { otherSites: [...(input.otherSites ?? []), ...fusedMembers(input.runs)] }
      : {}),
  });
}
