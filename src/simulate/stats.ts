// Latency statistics: exact percentiles over per-request values, and a log-bucketed histogram for per-token gaps.

/** Mean, percentiles and maximum of one latency, in seconds. */
export interface LatencyStats {
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

export const PERCENTILES = [50, 90, 95, 99] as const;

/** Linear interpolation between closest ranks (numpy's default, which `vllm bench serve` reports). */
function percentileOfSorted(sorted: Float64Array, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const rank = (p / 100) * (n - 1);
  const lo = Math.floor(rank);
  const hi = Math.min(n - 1, lo + 1);
  const w = rank - lo;
  return (sorted[lo] as number) * (1 - w) + (sorted[hi] as number) * w;
}

/** Statistics of the first `count` values (sorted in place); all zero for none. */
export function latencyStats(values: Float64Array, count = values.length): LatencyStats {
  const sorted = values.subarray(0, count).sort();
  let sum = 0;
  for (let i = 0; i < count; i++) sum += sorted[i] as number;
  return {
    mean: count ? sum / count : 0,
    p50: percentileOfSorted(sorted, 50),
    p90: percentileOfSorted(sorted, 90),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: count ? (sorted[count - 1] as number) : 0,
  };
}

/** Bucket width: each bucket spans 0.5 % of its value, so a quantile read from it is within 0.25 %. */
const GROWTH = 1.005;
const LOG_GROWTH = Math.log(GROWTH);
/** The smallest gap told apart: 10 ns; anything below shares the first bucket. */
const FLOOR_SECONDS = 1e-8;
/** Buckets up to 10^4 s past the floor. */
const BUCKETS = Math.ceil(Math.log(1e4 / FLOOR_SECONDS) / LOG_GROWTH) + 1;

/** A histogram of seconds with buckets growing by 0.5 %: memory is fixed however many tokens are recorded. */
export class LogHistogram {
  readonly counts = new Float64Array(BUCKETS);
  count = 0;
  sum = 0;
  max = 0;
  private lastIndex = -1;
  private lastLow = 0;
  private lastHigh = 0;

  add(seconds: number) {
    this.addMany(seconds, 1);
  }

  /** Records `times` equal values at once (a decode step gives every running request the same gap). */
  addMany(seconds: number, times: number) {
    // Consecutive decode steps mostly land in the bucket of the one before: reuse it without a logarithm.
    const at =
      seconds >= this.lastLow && seconds < this.lastHigh
        ? this.lastIndex
        : seconds <= FLOOR_SECONDS
          ? 0
          : Math.min(BUCKETS - 1, Math.floor(Math.log(seconds / FLOOR_SECONDS) / LOG_GROWTH) + 1);
    if (at !== this.lastIndex && at > 0 && at < BUCKETS - 1) {
      this.lastIndex = at;
      // Bucket i > 0 holds [floor·g^(i−1), floor·g^i); the bounds are shrunk by a hair so rounding never misfiles.
      this.lastLow = FLOOR_SECONDS * GROWTH ** (at - 1) * (1 + 1e-12);
      this.lastHigh = FLOOR_SECONDS * GROWTH ** at * (1 - 1e-12);
    }
    this.counts[at] = (this.counts[at] as number) + times;
    this.count += times;
    this.sum += seconds * times;
    if (seconds > this.max) this.max = seconds;
  }

  /** The value at percentile p: the geometric middle of the bucket holding that rank, capped at the maximum seen. */
  percentile(p: number): number {
    if (this.count === 0) return 0;
    const rank = (p / 100) * (this.count - 1);
    let seen = 0;
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.counts[i] as number;
      if (seen > rank) {
        if (i === 0) return Math.min(this.max, FLOOR_SECONDS);
        return Math.min(this.max, FLOOR_SECONDS * GROWTH ** (i - 0.5));
      }
    }
    return this.max;
  }

  stats(): LatencyStats {
    return {
      mean: this.count ? this.sum / this.count : 0,
      p50: this.percentile(50),
      p90: this.percentile(90),
      p95: this.percentile(95),
      p99: this.percentile(99),
      max: this.max,
    };
  }
}
