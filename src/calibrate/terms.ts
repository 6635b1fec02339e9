// Which term each group of rows fits, in order: launch costs, the library GEMV's streaming and fixed cost, the
// GEMM rate per lane, each other kind's streaming (attention decode with its occupancy), prefill attention's rate.
import type { ComputeLane } from "../formats/index.ts";
import type { KernelKind } from "../ir/index.ts";
import {
  bestOnGrid,
  type Device,
  type Fit,
  type FittedTerms,
  fitLine,
  fitSlope,
  fitStream,
  occupancy,
  relativeError,
  SPLIT_CHOICES,
  workOf,
} from "./fit.ts";
import { type FitRole, MICROBENCH_OPS, type MicrobenchRow, useOf } from "./table.ts";

const round = (x: number, digits: number) => Number(x.toFixed(digits));
const fitted = (
  value: number,
  digits: number,
  rows: readonly MicrobenchRow[],
  how: string,
  params: number,
): Fit => ({ value: round(value, digits), rows, how, params });

/** Rows the calibration fits (not held out, not skipped) of one role, and kind where given. */
export function fitRows(rows: readonly MicrobenchRow[], role: FitRole, kind?: KernelKind) {
  return rows.filter((r) => {
    const op = MICROBENCH_OPS[r.op];
    return op?.role === role && (kind === undefined || op.kind === kind) && useOf(r).use === "fit";
  });
}

/** The GEMM-side terms: the library GEMV's streaming share and fixed cost, and the dense rate per lane. */
function gemmTerms(rows: readonly MicrobenchRow[], device: Device, terms: FittedTerms) {
  const gemv = fitRows(rows, "stream", "gemm");
  if (gemv.length < 2) return;
  const stream = fitStream(gemv, device);
  terms.bandwidth = fitted(
    stream.share,
    3,
    gemv,
    "t = fixed + bytes / (bandwidth x share) over the GEMV rows",
    2,
  );
  const fixedUs = round(stream.fixedUs, 2);
  terms.kernels.gemm = { fixedUs: fitted(fixedUs, 2, gemv, "the intercept of the same fit", 2) };
  const peakRows = fitRows(rows, "peak", "gemm");
  for (const lane of new Set(peakRows.map((r) => workOf(r).lane))) {
    const peak = lane ? device.peaks[lane] : undefined;
    if (!lane || !peak) continue;
    const mine = peakRows.filter((r) => workOf(r).lane === lane);
    const w = fitSlope(
      mine.map((r) => ({ x: workOf(r).flops / peak, t: r.seconds })),
      fixedUs * 1e-6,
    );
    terms.compute[lane] = fitted(
      1 / w,
      3,
      mine,
      `t = fixed + flops / (peak x share) over the square ${lane} GEMMs`,
      1,
    );
  }
}

/** A kind that streams: its fixed cost and its share of spec bandwidth. */
function streamTerms(rows: readonly MicrobenchRow[], device: Device, kind: KernelKind, terms: FittedTerms) {
  const mine = fitRows(rows, "stream", kind);
  if (mine.length < 2) return;
  const s = fitStream(mine, device);
  terms.kernels[kind] = {
    fixedUs: fitted(s.fixedUs, 2, mine, "t = fixed + bytes / (bandwidth x share)", 2),
    bandwidth: fitted(s.share, 3, mine, "the slope of the same fit", 2),
  };
}

/** Decode attention: fixed cost, streaming share, and the work units per SM at which it streams at half rate. */
function attentionDecodeTerms(rows: readonly MicrobenchRow[], device: Device, terms: FittedTerms) {
  const mine = fitRows(rows, "occupancy", "attention_decode");
  if (mine.length < 3 || !device.sms) return;
  const sms = device.sms;
  const lineAt = (perSm: number, split: number) =>
    fitStream(mine, device, (r) => workOf(r).bytes / occupancy(workOf(r), perSm * sms, split));
  const errorAt = (perSm: number, split: number) => {
    const s = lineAt(perSm, split);
    const predict = (r: MicrobenchRow) =>
      s.fixedUs * 1e-6 +
      workOf(r).bytes / occupancy(workOf(r), perSm * sms, split) / (device.bytesPerSecond * s.share);
    return relativeError(mine, predict);
  };
  let best = { split: SPLIT_CHOICES[0] as number, perSm: 0.01, error: Number.POSITIVE_INFINITY };
  for (const split of SPLIT_CHOICES) {
    const perSm = bestOnGrid(0.01, 4, 0.01, (c) => errorAt(c, split));
    const error = errorAt(perSm, split);
    if (error < best.error) best = { split, perSm, error };
  }
  const s = lineAt(best.perSm, best.split);
  const how = "occupancy u/(u + half x SMs), u = sequences x KV heads x ceil(context / split)";
  terms.kernels.attention_decode = {
    fixedUs: fitted(s.fixedUs, 2, mine, "t = fixed + bytes / (bandwidth x share x occupancy)", 4),
    bandwidth: fitted(s.share, 3, mine, "the slope of the same fit", 4),
    occupancy: {
      splitTokens: fitted(best.split, 0, mine, `${how}; split over powers of two 128-8192`, 4),
      halfUnitsPerSm: fitted(best.perSm, 2, mine, `${how}; half on a 0.01 grid`, 4),
    },
  };
}

/** The backend PyTorch's SDPA dispatch picked on the measured device: the kind's own row; other backends get rows of their own. */
const DEFAULT_PREFILL_BACKEND = "cudnn";

/** Prefill attention per backend: fixed cost and share of the BF16 peak. */
function attentionPrefillTerms(rows: readonly MicrobenchRow[], device: Device, terms: FittedTerms) {
  const all = fitRows(rows, "prefill", "attention_prefill");
  const lane: ComputeLane = "bf16";
  const peak = device.peaks[lane];
  if (!peak) return;
  const fitOne = (mine: readonly MicrobenchRow[]) => {
    const { a, b } = fitLine(mine.map((r) => ({ x: workOf(r).flops / peak, t: r.seconds })));
    return {
      fixedUs: fitted(
        a * 1e6,
        2,
        mine,
        "t = fixed + flops / (peak x share), causal flops (each row its own prefix, mean (T + 1)/2)",
        2,
      ),
      compute: { [lane]: fitted(1 / b, 3, mine, "the slope of the same fit", 2) },
    };
  };
  const byBackend = new Map<string, MicrobenchRow[]>();
  for (const r of all) byBackend.set(r.backend ?? "", [...(byBackend.get(r.backend ?? "") ?? []), r]);
  const main = byBackend.get(DEFAULT_PREFILL_BACKEND) ?? [];
  if (main.length < 2) return;
  const others = [...byBackend.entries()].filter(
    ([id, mine]) => id && id !== DEFAULT_PREFILL_BACKEND && mine.length >= 2,
  );
  terms.kernels.attention_prefill = {
    ...fitOne(main),
    backend: DEFAULT_PREFILL_BACKEND,
    ...(others.length
      ? { backends: Object.fromEntries(others.map(([id, mine]) => [id, fitOne(mine)])) }
      : {}),
  };
}

/** Launch costs from the tiny kernel: per kernel in a graph, and the host's launch rate outside one. */
function launchTerms(rows: readonly MicrobenchRow[], terms: FittedTerms) {
  const [gap] = fitRows(rows, "graph-gap");
  if (gap) terms.graphLaunchUs = fitted(gap.seconds * 1e6, 2, [gap], "one tiny kernel per graph node", 1);
  const [host] = fitRows(rows, "host-launch");
  if (host)
    terms.launchUs = fitted(
      host.seconds * 1e6,
      2,
      [host],
      "wall time per launch of back-to-back eager launches",
      1,
    );
}

/** Every term but the GEMM ridge (which is fitted against these, through the cost model). */
export function fitTerms(rows: readonly MicrobenchRow[], device: Device): FittedTerms | undefined {
  const terms: FittedTerms = {
    bandwidth: { value: 0, rows: [], how: "", params: 0 },
    compute: {},
    kernels: {},
  };
  launchTerms(rows, terms);
  gemmTerms(rows, device, terms);
  if (terms.bandwidth.rows.length === 0) return undefined;
  for (const kind of ["grouped_gemm", "elementwise", "gather"] as const)
    streamTerms(rows, device, kind, terms);
  attentionDecodeTerms(rows, device, terms);
  attentionPrefillTerms(rows, device, terms);
  return terms;
}

export { bestOnGrid, relativeError };
