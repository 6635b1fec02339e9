// Fits a profile's efficiency block from microbenchmark rows: least squares on relative error, closed form or a
// fixed grid, so the same table always gives the same values.
import type { ComputeLane } from "../formats/index.ts";
import type { KernelKind } from "../ir/index.ts";
import { MICROBENCH_OPS, type MicrobenchRow, type RowWork } from "./table.ts";

/** One fitted value before rounding, and the rows it came from. */
export interface Fit {
  value: number;
  rows: readonly MicrobenchRow[];
  how: string;
  /** Values the fit determined jointly from `rows`: a residual says something only where rows outnumber them. */
  params: number;
}

/** The fitted terms, in profile units (µs, fractions, p, units per SM). */
export interface FittedTerms {
  bandwidth: Fit;
  compute: Partial<Record<ComputeLane, Fit>>;
  graphLaunchUs?: Fit;
  launchUs?: Fit;
  kernels: Partial<Record<KernelKind, KindFit>>;
}

export interface KindFit {
  fixedUs?: Fit;
  bandwidth?: Fit;
  compute?: Partial<Record<ComputeLane, Fit>>;
  ridgeP?: Fit;
  occupancy?: { splitTokens: Fit; halfUnitsPerSm: Fit };
  /** The backend the row's terms were fitted on, and the kind's other backends fitted from the same table. */
  backend?: string;
  backends?: Record<string, KindFit>;
}

/** What a fit needs of the device: its spec bandwidth and lane peaks, and the SMs occupancy is counted against. */
export interface Device {
  bytesPerSecond: number;
  peaks: Partial<Record<ComputeLane, number>>;
  sms?: number;
}

/** Context tokens one decode work unit may cover (split-K over the context): powers of two, fitted. */
export const SPLIT_CHOICES = [128, 256, 512, 1024, 2048, 4096, 8192] as const;

export const workOf = (row: MicrobenchRow): RowWork => {
  const op = MICROBENCH_OPS[row.op];
  if (!op) throw new Error(`internal: microbenchmark op ${row.op} has no registry row`);
  return op.work(row);
};

/** a + b·x fitted to t by least squares on (a + b·x)/t − 1; a is held at 0 or above. */
export function fitLine(points: readonly { x: number; t: number }[]): { a: number; b: number } {
  let [uu, uv, vv, u, w] = [0, 0, 0, 0, 0];
  for (const { x, t } of points) {
    const [p, q] = [1 / t, x / t];
    uu += p * p;
    uv += p * q;
    vv += q * q;
    u += p;
    w += q;
  }
  const det = uu * vv - uv * uv;
  const a = (u * vv - w * uv) / det;
  const b = (uu * w - uv * u) / det;
  return a >= 0 ? { a, b } : { a: 0, b: w / vv };
}

/** The slope alone with the intercept held at `a`: (a + b·x)/t − 1 by least squares. */
export function fitSlope(points: readonly { x: number; t: number }[], a: number): number {
  let [num, den] = [0, 0];
  for (const { x, t } of points) {
    num += (x / t) * (1 - a / t);
    den += (x / t) ** 2;
  }
  return num / den;
}

/** Relative squared error of a prediction over rows. */
export const relativeError = (rows: readonly MicrobenchRow[], predict: (row: MicrobenchRow) => number) =>
  rows.reduce((sum, r) => sum + (predict(r) / r.seconds - 1) ** 2, 0);

/** The grid point with the least error (the first on a tie). */
export function bestOnGrid(from: number, to: number, step: number, error: (x: number) => number): number {
  let best = from;
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; from + i * step <= to + 1e-12; i++) {
    const x = Number((from + i * step).toFixed(6));
    const e = error(x);
    if (e < least) {
      least = e;
      best = x;
    }
  }
  return best;
}

/** Fixed cost (µs) and streaming share of spec bandwidth: t = fixed + bytes / (bw · share). */
export function fitStream(
  rows: readonly MicrobenchRow[],
  device: Device,
  bytesOf = (r: MicrobenchRow) => workOf(r).bytes,
) {
  const { a, b } = fitLine(rows.map((r) => ({ x: bytesOf(r), t: r.seconds })));
  return { fixedUs: a * 1e6, share: 1 / (b * device.bytesPerSecond) };
}

/** Occupancy of a decode attention row at `halfUnits` work units: u/(u + half), u = units × context splits. */
export function occupancy(work: RowWork, halfUnits: number, splitTokens: number): number {
  if (!work.units) return 1;
  const units = work.units.count * Math.max(1, Math.ceil(work.units.tokens / splitTokens));
  return units / (units + halfUnits);
}
