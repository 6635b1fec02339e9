// Seeded random streams: xoshiro128** seeded through splitmix32, one independent stream per purpose (arrivals, lengths, drafts accepted).

/** splitmix32 step: spreads a seed's bits so nearby seeds give unrelated streams. */
function splitmix32(state: number): [number, number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [next, (z ^ (z >>> 16)) >>> 0];
}

/** The streams a simulation draws from; each has its own state, so changing the length distribution never moves an arrival. */
export const STREAMS = { arrivals: 1, lengths: 2, prefix: 3, speculation: 4 } as const;
export type StreamName = keyof typeof STREAMS;

/** xoshiro128** (Blackman & Vigna, https://prng.di.unimi.it/xoshiro128starstar.c): 32-bit state words, period 2^128 − 1. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number, stream: StreamName) {
    let s = (Math.imul(seed >>> 0, 0x632be5ab) ^ Math.imul(STREAMS[stream], 0x27d4eb2f)) | 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      const [next, out] = splitmix32(s);
      s = next;
      words.push(out);
    }
    [this.a, this.b, this.c, this.d] = words as [number, number, number, number];
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  /** The next 32 random bits as an unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** Uniform on [0, 1) with 53 random bits. */
  uniform(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }

  /** Exponential with the given mean (inverse CDF). */
  exponential(mean: number): number {
    return -Math.log(1 - this.uniform()) * mean;
  }

  /** Standard normal by Box–Muller (the cosine branch only, so one draw pair per value and no hidden state). */
  normal(): number {
    const u = 1 - this.uniform();
    const v = this.uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Gamma(shape, 1) by Marsaglia & Tsang (ACM TOMS 26(3), 2000); shape < 1 by the boost U^(1/shape). */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * this.uniform() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v0 = 1 + c * x;
      if (v0 <= 0) continue;
      const v = v0 * v0 * v0;
      const u = this.uniform();
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  }
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));
