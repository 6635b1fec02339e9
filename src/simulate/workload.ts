// Request streams: when requests arrive and how long their prompts and outputs are, from seeded streams.
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
  | { kind: "lognormal"; mean: number; sd: number };

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

/** "512", "uniform:100-900", "normal:500,100", "lognormal:500,300" → a length spec (mean and SD of the token count). */
export function parseLength(text: string): Parsed<LengthSpec> {
  const trimmed = text.trim();
  if (WHOLE.test(trimmed)) {
    const n = whole(trimmed, "a token count", 1, MAX_TOKENS);
    return n.problem !== undefined ? n : { value: { kind: "fixed", tokens: n.value } };
  }
  const m = /^(uniform|normal|lognormal):(.*)$/.exec(trimmed);
  if (!m)
    return {
      problem: `expected N, uniform:MIN-MAX, normal:MEAN,SD or lognormal:MEAN,SD (tokens), found "${text}"`,
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
    default:
      return `${spec.kind}:${spec.mean},${spec.sd}`;
  }
}

/** Mean of a length spec before rounding and clamping (for sizing). */
export function lengthMean(spec: LengthSpec): number {
  switch (spec.kind) {
    case "fixed":
      return spec.tokens;
    case "uniform":
      return (spec.min + spec.max) / 2;
    default:
      return spec.mean;
  }
}

/** A sampler of whole token counts ≥ 1 from one stream. */
export function lengthSampler(spec: LengthSpec, rng: Rng): () => number {
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
