// The accuracy benchmark: expected step times against the published measurements in points.yaml.
// Shared by `npm run accuracy` (prints the table) and accuracy.test.ts (asserts the targets).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import {
  type AnalyzeOptions,
  analyze,
  PRESETS,
  type PresetName,
  parseLayouts,
  RUN_KINDS,
} from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

/**
 * Issue 28's whole-step targets over every point counted under its engine: median and worst absolute relative
 * error. The median holds over every counted point; the worst over those without a named `gap` (a known miss beyond
 * it, with the mechanism the engine profile lacks), and each named gap must still miss, so a closed gap loses its
 * name and a new miss must be named. `npm run accuracy` exits 1 while any of them fails.
 * The issue's "(targets: median ≤ 4 %, worst ≤ 15 % without a named gap)" is read with "without a named gap" on the
 * worst alone: the stricter reading, under which naming a gap can shrink neither target's population for the median.
 * The benchmark prints the median without the gaps too, as a reference, never as the target.
 */
export const TARGETS = { median: 0.04, worst: 0.15 } as const;

/**
 * Issue 22's targets, which the test suite holds as a floor so no change makes the benchmark worse than it was;
 * TARGETS above are what the benchmark is for, and `npm run accuracy` says which of them fail.
 */
export const FLOOR = { median: 0.06, worst: 0.2 } as const;

/** Issue 22's whole-step targets, met on a device calibrated from its own microbenchmarks (h200-sxm). */
export const CALIBRATED_TARGETS = { hardware: "h200-sxm", median: 0.06, worst: 0.2 } as const;

const REGIMES = ["decode-b1", "decode-batch", "prefill"] as const;

const PointSchema = z.strictObject({
  id: z.string().min(1),
  model: z.string().min(1),
  precision: z.enum(Object.keys(PRESETS) as [PresetName, ...PresetName[]]).optional(),
  /** A KV-cache format replacing the model's, as the engine ran it (e.g. fp8/tensor). */
  kv_cache: z.string().optional(),
  /** "identical": every sequence routed to the same experts, as the benchmark fed them (one token id to all). */
  routing: z.literal("identical").optional(),
  /** The --parallel layout the measurement ran, e.g. "tp=4" (gpt-fast's tensor-parallel rows). */
  parallel: z.string().optional(),
  hardware: z.string().min(1),
  mode: z.enum(["multi", "single"]),
  rows: z.number().int().positive(),
  context: z.number().int().nonnegative(),
  regime: z.enum(REGIMES),
  scope: z.enum(["step", "kernels"]),
  graphs: z.enum(["on", "off"]),
  sites: z.array(z.string()).optional(),
  measured: z.strictObject({ seconds: z.number().positive(), from: z.string().min(1) }),
  source: z.string().min(1),
  engine: z.string().min(1),
  /** The engine profile the point is costed under (engines/<id>.engine.yaml). */
  engine_id: z.string().min(1),
  version: z.string().min(1),
  settings: z.string().min(1),
  /** The value this point is the source of (an engine's or a profile's): not a test of it, so never counted. */
  source_of: z.string().min(20).optional(),
  /** Why the expected time misses this point by more than the worst target: what the engine profile does not know. */
  gap: z.string().min(20).optional(),
});

const PointsFile = z
  .strictObject({
    schema: z.literal(1),
    sources: z.record(
      z.string(),
      z.union([
        z.strictObject({ url: z.url(), note: z.string().optional() }),
        /** A measurement file committed in this project. */
        z.strictObject({ file: z.string().min(1), note: z.string().optional() }),
      ]),
    ),
    points: z.array(PointSchema).min(1),
  })
  .superRefine((doc, ctx) => {
    const ids = new Set<string>();
    doc.points.forEach((p, i) => {
      if (!(p.source in doc.sources))
        ctx.addIssue({
          code: "custom",
          path: ["points", i, "source"],
          message: `unknown source ${p.source}`,
        });
      if (ids.has(p.id))
        ctx.addIssue({ code: "custom", path: ["points", i, "id"], message: `duplicate id ${p.id}` });
      // A prefill chunk is the last `rows` tokens of its context, as the CLI requires; the cost counts its causal
      // share, so a prompt is stated as context = rows, never as a mean attended length.
      if (RUN_KINDS[p.mode].rowsInContext && p.rows > p.context)
        ctx.addIssue({
          code: "custom",
          path: ["points", i, "context"],
          message: `${p.mode} rows ${p.rows} exceed context ${p.context}: a chunk ends at its context (a whole prompt is context = rows)`,
        });
      ids.add(p.id);
    });
  });

export type Point = z.output<typeof PointSchema>;
export type Regime = (typeof REGIMES)[number];

export interface PointResult {
  point: Point;
  floorSeconds: number | null;
  expectedSeconds: number | null;
  /** expected ÷ measured − 1 (negative: the model predicts a faster step); null without an expected time. */
  error: number | null;
  /** Why no expected time came out (a missing lane, an uncalibrated profile). */
  failure?: string;
}

export interface Summary {
  count: number;
  /** Points with no expected time (they fail the benchmark). */
  missing: number;
  median: number;
  worst: number;
}

export function loadPoints(file = resolve(ROOT, "test/accuracy/points.yaml")): Point[] {
  return parsePoints(readFileSync(file, "utf8"));
}

export function parsePoints(text: string): Point[] {
  return PointsFile.parse(parse(text)).points;
}

/**
 * Options for one point; what the engine does (its profile, graphs, whole step or kernels only) is part of the point.
 * A fusion file (the engine's, or --fusions) applies to whole-step points only: a kernels-scope point times the
 * listed kernels one by one.
 */
export function pointOptions(p: Point, fusions?: string): AnalyzeOptions {
  return {
    model: p.model,
    hardware: [p.hardware],
    runs: [{ mode: p.mode, rows: p.rows, ...(p.routing ? { routing: p.routing } : {}) }],
    context: p.context,
    graphs: p.graphs === "on",
    engine: p.engine_id,
    cwd: ROOT,
    ...(p.precision ? { preset: p.precision } : {}),
    ...(p.kv_cache ? { kvCache: p.kv_cache } : {}),
    ...(p.parallel ? { parallel: layoutOf(p) } : {}),
    // A kernels-scope point runs no fusion file, its engine's included: "none" is no file of that id.
    ...(p.sites ? { fusions: "none" } : fusions ? { fusions } : {}),
  };
}

function layoutOf(p: Point) {
  const [layout] = parseLayouts(p.parallel ?? "").layouts ?? [];
  if (!layout) throw new Error(`${p.id}: parallel "${p.parallel}" is not a layout`);
  return layout;
}

export function evaluate(p: Point, fusions?: string): PointResult {
  const result = analyze(pointOptions(p, fusions));
  const table = result.report?.tables[0];
  const none = { point: p, floorSeconds: null, expectedSeconds: null, error: null };
  if (!table) {
    const [first, ...rest] = result.diagnostics;
    return {
      ...none,
      failure: `${first?.message ?? "no report"}${rest.length ? ` (+${rest.length} more)` : ""}`,
    };
  }
  const sites = p.sites ? table.sites.filter((s) => p.sites?.includes(s.site)) : table.sites;
  if (p.sites && sites.length !== p.sites.length)
    throw new Error(
      `${p.id}: sites ${p.sites.join(", ")} not all in ${table.sites.map((s) => s.site).join(", ")}`,
    );
  const floorSeconds = sites.reduce((sum, s) => sum + s.floorSeconds, 0);
  if (table.expectedSeconds === null)
    return { ...none, floorSeconds, failure: `${p.hardware} has no expected time` };
  const expectedSeconds = p.sites
    ? sites.reduce((sum, s) => sum + (s.expectedSeconds ?? 0), 0)
    : table.expectedSeconds;
  return { point: p, floorSeconds, expectedSeconds, error: expectedSeconds / p.measured.seconds - 1 };
}

/** Each target the results miss, in words; empty when all hold. */
export function failedTargets(
  r: Pick<ReturnType<typeof runAccuracy>, "results" | "overall" | "withoutGaps">,
) {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const failed: string[] = [];
  const missing = r.results.filter((x) => x.failure);
  if (missing.length) failed.push(`${missing.length} points without an expected time`);
  if (r.overall.median > TARGETS.median)
    failed.push(`median ${pct(r.overall.median)} over every counted point > ${pct(TARGETS.median)}`);
  if (r.withoutGaps.worst > TARGETS.worst)
    failed.push(`worst ${pct(r.withoutGaps.worst)} without a named gap > ${pct(TARGETS.worst)}`);
  const closed = r.results.filter(
    (x) => x.point.gap && x.error !== null && Math.abs(x.error) <= TARGETS.worst,
  );
  for (const x of closed)
    failed.push(`${x.point.id} is named a gap but is within ${pct(TARGETS.worst)} (${pct(x.error ?? 0)})`);
  return failed;
}

export function summarize(results: readonly PointResult[]): Summary {
  const errors = results.flatMap((r) => (r.error === null ? [] : [Math.abs(r.error)])).sort((a, b) => a - b);
  const mid = errors.length / 2;
  const median =
    errors.length === 0
      ? 0
      : errors.length % 2 === 1
        ? (errors[Math.floor(mid)] ?? 0)
        : ((errors[mid - 1] ?? 0) + (errors[mid] ?? 0)) / 2;
  const missing = results.length - errors.length;
  return { count: errors.length, missing, median, worst: errors.at(-1) ?? 0 };
}

/** Every point's error; with `fusions`, each whole step runs that fusion file's groups as one kernel each. */
export function runAccuracy(points = loadPoints(), fusions?: string) {
  const results = points.map((p) => evaluate(p, fusions));
  const counted = results.filter((r) => !r.point.source_of);
  const groupBy = (key: (r: PointResult) => string) => {
    const groups = new Map<string, PointResult[]>();
    for (const r of counted) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
    return (
      [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        // All of the group's counted points, then those without a named gap (the two medians the benchmark prints).
        .map(([k, rs]) => [k, summarize(rs), summarize(rs.filter((r) => !r.point.gap))] as const)
    );
  };
  return {
    results,
    overall: summarize(counted),
    /** The counted points without a named gap: where the worst target holds. */
    withoutGaps: summarize(counted.filter((r) => !r.point.gap)),
    byRegime: groupBy((r) => r.point.regime),
    byDevice: groupBy((r) => r.point.hardware),
    byEngine: groupBy((r) => r.point.engine_id),
  };
}
