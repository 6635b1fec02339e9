// Request streams: when requests arrive and how long their prompts and outputs are, from seeded streams.
import type { LengthHistogram } from "../load/length-table.ts";
import type { Rng } from "./rng.ts";

/** How requests arrive: an open loop at a rate, all at once, or a closed loop of N in flight. */
export type ArrivalSpec =
  | { kind: "poisson"; rate: number }
  | { kind: "constant"; rate: number }
  | { kind: "gamma"; rate: number; cv: number }
  | { kind: "burst" }
  | { kind: "concurrency"; concurrency: number }
  /** Arrivals replayed from a trace file (the times come with the workload's trace). */
  | { kind: "trace"; file: string; format: string };

/** Token counts per request: one number, or a distribution rounded to whole tokens (at least 1). */
export type LengthSpec =
  | { kind: "fixed"; tokens: number }
  | { kind: "uniform"; min: number; max: number }
  | { kind: "normal"; mean: number; sd: number }
  | { kind: "lognormal"; mean: number; sd: number }
  /**
   * A named distribution (workloads/NAME.lengths.csv) or a histogram file's path; `table` is filled when the file has
   * been read (the app does it before simulating).
   */
  | { kind: "histogram"; name: string; table?: LengthTable };

/**
 * A 2-D histogram of (prompt, output) tokens: cell i holds count[i] requests with prompts inMin[i]..inMax[i] and
 * outputs outMin[i]..outMax[i]; the load stage's LengthHistogram without its name and source.
 */
export type LengthTable = Omit<LengthHistogram, "name" | "file" | "source">;

/** A parse result: the value, or what was expected beside what was found. */
export type Parsed<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string };

const NUMBER = /^\d+(?:\.\d+)?$/;
const WHOLE = /^\d+$/;

/** The largest token count a length may name: a million-token prompt is beyond every model file here. */
export const MAX_TOKENS = 10_000_000;
/** The largest arrival rate, requests/s: far beyond any one replica, small enough that intervals stay representable. */
export const MAX_RATE = 1e6;

function positive(text: string, what: string, max: number): Parsed<number> {
  const n = Number(text);
  if (!NUMBER.test(text) || !(n > 0) || n > max)
    return { problem: `${what} must be a number > 0 and ≤ ${max}, found "${text}"` };
  return { value: n };
}

function whole(text: string, what: string, min: number, max: number): Parsed<number> {
  const n = Number(text);
  if (!WHOLE.test(text) || n < min || n > max)
    return { problem: `${what} must be a whole number from ${min} to ${max}, found "${text}"` };
  return { value: n };
}

/** "poisson:10", "constant:10", "gamma:10,cv=2", "burst" → an arrival spec. */
export function parseArrivals(text: string): Parsed<ArrivalSpec> {
  const expected = "expected poisson:RATE, constant:RATE, gamma:RATE,cv=X or burst (RATE in requests/s)";
  const trimmed = text.trim();
  if (trimmed === "burst") return { value: { kind: "burst" } };
  const m = /^(poisson|constant|gamma):(.*)$/.exec(trimmed);
  if (!m) return { problem: `${expected}, found "${text}"` };
  const kind = m[1] as "poisson" | "constant" | "gamma";
  const [rateText = "", ...rest] = (m[2] as string).split(",");
  const rate = positive(rateText, `the ${kind} rate`, MAX_RATE);
  if (rate.problem !== undefined) return rate;
  if (kind !== "gamma") {
    if (rest.length) return { problem: `${kind}:RATE takes no options, found "${text}"` };
    return { value: { kind, rate: rate.value } };
  }
  const cvMatch = rest.length === 1 ? /^cv=(.*)$/.exec(rest[0] as string) : null;
  if (!cvMatch)
    return {
      problem: `expected gamma:RATE,cv=X (X the coefficient of variation of the intervals), found "${text}"`,
    };
  const cv = positive(cvMatch[1] as string, "cv", 100);
  if (cv.problem !== undefined) return cv;
  return { value: { kind, rate: rate.value, cv: cv.value } };
}

/** A distribution name (workloads/NAME.lengths.csv) or a path to a histogram file. */
const DISTRIBUTION = /^[a-z][a-z0-9-]*$/;
const HISTOGRAM_PATH = /(?:\/|\.lengths\.csv$)/;

/**
 * "512", "uniform:100-900", "normal:500,100", "lognormal:500,300" → a length spec (mean and SD of the token count);
 * "sharegpt", "azure-conv", a path to a .lengths.csv → a histogram, read by the app (an unknown name is its diagnostic).
 */
export function parseLength(text: string): Parsed<LengthSpec> {
  const trimmed = text.trim();
  if (WHOLE.test(trimmed)) {
    const n = whole(trimmed, "a token count", 1, MAX_TOKENS);
    return n.problem !== undefined ? n : { value: { kind: "fixed", tokens: n.value } };
  }
  if ((DISTRIBUTION.test(trimmed) || HISTOGRAM_PATH.test(trimmed)) && !trimmed.includes(":"))
    return { value: { kind: "histogram", name: trimmed } };
  const m = /^(uniform|normal|lognormal):(.*)$/.exec(trimmed);
  if (!m)
    return {
      problem: `expected N, uniform:MIN-MAX, normal:MEAN,SD, lognormal:MEAN,SD (tokens) or a distribution name (sharegpt, azure-conv, azure-code), found "${text}"`,
    };
  const kind = m[1] as "uniform" | "normal" | "lognormal";
  const body = m[2] as string;
  if (kind === "uniform") {
    const parts = /^(\d+)-(\d+)$/.exec(body);
    if (!parts) return { problem: `expected uniform:MIN-MAX in whole tokens, found "${text}"` };
    const min = whole(parts[1] as string, "the uniform minimum", 1, MAX_TOKENS);
    if (min.problem !== undefined) return min;
    const max = whole(parts[2] as string, "the uniform maximum", min.value, MAX_TOKENS);
    if (max.problem !== undefined) return max;
    return { value: { kind, min: min.value, max: max.value } };
  }
  const [meanText = "", sdText, ...rest] = body.split(",");
  if (sdText === undefined || rest.length)
    return { problem: `expected ${kind}:MEAN,SD in tokens, found "${text}"` };
  const mean = positive(meanText, `the ${kind} mean`, MAX_TOKENS);
  if (mean.problem !== undefined) return mean;
  const sd = Number(sdText);
  if (!NUMBER.test(sdText) || sd > MAX_TOKENS)
    return { problem: `the ${kind} SD must be a number ≥ 0 and ≤ ${MAX_TOKENS}, found "${sdText}"` };
  return { value: { kind, mean: mean.value, sd } };
}

/** The spec as the command line spells it (for reports). */
export function arrivalsName(spec: ArrivalSpec): string {
  switch (spec.kind) {
    case "burst":
      return "burst";
    case "concurrency":
      return `concurrency ${spec.concurrency}`;
    case "trace":
      return `trace ${spec.file} (${spec.format})`;
    case "gamma":
      return `gamma:${spec.rate},cv=${spec.cv}`;
    default:
      return `${spec.kind}:${spec.rate}`;
  }
}

export function lengthName(spec: LengthSpec): string {
  switch (spec.kind) {
    case "fixed":
      return String(spec.tokens);
    case "uniform":
      return `uniform:${spec.min}-${spec.max}`;
    case "histogram":
      return spec.name;
    default:
      return `${spec.kind}:${spec.mean},${spec.sd}`;
  }
}

/** Mean of a length spec before rounding and clamping (for sizing); a histogram's along `axis`. */
export function lengthMean(spec: LengthSpec, axis: Axis = "input"): number {
  switch (spec.kind) {
    case "fixed":
      return spec.tokens;
    case "uniform":
      return (spec.min + spec.max) / 2;
    case "histogram": {
      const t = tableOf(spec);
      const [lo, hi] = axis === "input" ? [t.inMin, t.inMax] : [t.outMin, t.outMax];
      let sum = 0;
      for (let i = 0; i < t.cells; i++)
        sum += (t.count[i] as number) * (((lo[i] as number) + (hi[i] as number)) / 2);
      return t.total > 0 ? sum / t.total : 0;
    }
    default:
      return spec.mean;
  }
}

/** Which column of a 2-D length histogram a spec samples: --isl the prompts, --osl the outputs. */
export type Axis = "input" | "output";

function tableOf(spec: { name: string; table?: LengthTable }): LengthTable {
  if (!spec.table)
    throw new Error(`simulate: length distribution ${spec.name} was not read (internal error)`);
  return spec.table;
}

/** Draws a cell index in proportion to its count (binary search over the running sums). */
function cellPicker(t: LengthTable, rng: Rng): () => number {
  const cumulative = new Float64Array(t.cells);
  let sum = 0;
  for (let i = 0; i < t.cells; i++) {
    sum += t.count[i] as number;
    cumulative[i] = sum;
  }
  return () => {
    const u = rng.uniform() * sum;
    let lo = 0;
    let hi = t.cells - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > u) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

const within = (lo: number, hi: number, rng: Rng) => lo + Math.floor(rng.uniform() * (hi - lo + 1));

/**
 * The prompt and output samplers of one request stream. Called prompt then output per request. When --isl and --osl
 * name the same histogram, a request's prompt and output come from one cell (the joint distribution); otherwise each
 * is drawn on its own from its marginal.
 */
export function requestLengths(
  isl: LengthSpec,
  osl: LengthSpec,
  rng: Rng,
): { prompt: () => number; output: () => number } {
  if (isl.kind === "histogram" && osl.kind === "histogram" && isl.name === osl.name) {
    const t = tableOf(isl);
    const pick = cellPicker(t, rng);
    let output = 1;
    return {
      prompt: () => {
        const c = pick();
        const p = within(t.inMin[c] as number, t.inMax[c] as number, rng);
        output = within(t.outMin[c] as number, t.outMax[c] as number, rng);
        return p;
      },
      output: () => output,
    };
  }
  return { prompt: lengthSampler(isl, rng, "input"), output: lengthSampler(osl, rng, "output") };
}

/** Whether a workload's prompt and output lengths are drawn jointly (see requestLengths). */
export const jointLengths = (isl: LengthSpec, osl: LengthSpec) =>
  isl.kind === "histogram" && osl.kind === "histogram" && isl.name === osl.name;

/** A sampler of whole token counts ≥ 1 from one stream; a histogram samples its `axis` marginal. */
export function lengthSampler(spec: LengthSpec, rng: Rng, axis: Axis = "input"): () => number {
  const clamp = (x: number) => Math.min(MAX_TOKENS, Math.max(1, Math.round(x)));
  switch (spec.kind) {
    case "fixed":
      return () => spec.tokens;
    case "uniform":
      return () => spec.min + Math.floor(rng.uniform() * (spec.max - spec.min + 1));
    case "normal":
      return () => clamp(spec.mean + spec.sd * rng.normal());
    case "lognormal": {
      // The SD and mean of the token count itself: σ² = ln(1 + SD²/mean²), μ = ln(mean) − σ²/2.
      const sigma2 = Math.log(1 + (spec.sd * spec.sd) / (spec.mean * spec.mean));
      const mu = Math.log(spec.mean) - sigma2 / 2;
      const sigma = Math.sqrt(sigma2);
      return () => clamp(Math.exp(mu + sigma * rng.normal()));
    }
    case "histogram": {
      const t = tableOf(spec);
      const pick = cellPicker(t, rng);
      const [lo, hi] = axis === "input" ? [t.inMin, t.inMax] : [t.outMin, t.outMax];
      return () => {
        const c = pick();
        return within(lo[c] as number, hi[c] as number, rng);
      };
    }
  }
}

/** Intervals between open-loop arrivals (seconds) from one stream; the first request arrives at 0. */
export function intervalSampler(spec: ArrivalSpec, rng: Rng): () => number {
  switch (spec.kind) {
    case "poisson":
      return () => rng.exponential(1 / spec.rate);
    case "constant":
      return () => 1 / spec.rate;
    case "gamma": {
      // Intervals of mean 1/rate and coefficient of variation cv: shape 1/cv², scale 1/(rate·shape).
      const shape = 1 / (spec.cv * spec.cv);
      const scale = 1 / (spec.rate * shape);
      return () => rng.gamma(shape) * scale;
    }
    default:
      return () => 0;
  }
}
