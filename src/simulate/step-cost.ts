// A mixed step's time from pure steps the cost stage prices: a token-proportional part, decode attention, prefill attention.
//
// The cost stage prices two kinds of step: `multi` (d sequences decoding one token each at one context) and `single`
// (one sequence's n-token prefill chunk ending at a context). A scheduler step mixes both. Vidur's and BLIS's
// decomposition splits it into parts each pure step measures:
//   L(T)         = multi(T, 1): every token-proportional kernel (GEMMs, norms, collectives) and the step's fixed cost;
//   Adecode(d,c̄) = multi(d, c̄) − multi(d, 1): decode attention of d rows at their mean context c̄;
//   Aprefill(n,o) = single(n, o + n) − multi(n, 1): a chunk's attention over its o earlier tokens and itself;
//   step = L(Σ rows) + Adecode(d, Σc/d) + Σ Aprefill(chunk).
// A pure decode step at a grid point is then multi(d, c) exactly, and a pure prefill step single(n, o + n).
// With speculative decoding each decoding request verifies r = k + 1 rows: its rows count r in L, its attention is
// decode attention at its context, and the step adds the verification's extra once,
//   Averify(C) = verify(r, C) − L(r) − Adecode(1, C − r + 1)   (C the context after the r rows, at the batch's mean),
// so one request's verification at a grid point is exactly `venn report`'s verify:r step. Once per step, not per
// request: a batch of verifications runs each layer's attention as one varlen kernel, and what Averify measures is
// mostly that kernel path's fixed cost (verify:5 at context 2048 on an H100 has 1,202 µs of per-kernel fixed cost
// where decode at 2044 has 274 µs); each request's KV is read once, in Adecode. The k extra query rows' attention
// FLOPs beyond the first request are left out (memory-bound: the KV read dominates).

/** One step the cost stage must price to build the tables. */
export interface GridRun {
  mode: "multi" | "single" | "verify";
  rows: number;
  context: number;
}

/** Sizes the tables must cover. */
export interface GridLimits {
  /** The step's token budget (max_num_batched_tokens): the most rows one step holds. */
  maxTokens: number;
  /** The most sequences running at once (max_num_seqs). */
  maxSequences: number;
  /** The longest context a request reaches (max_model_len). */
  maxContext: number;
  /** Rows one decoding request verifies per step under speculative decoding (k + 1); absent or 1 without. */
  verifyRows?: number;
}

/** The grid the tables are priced on: sorted axes, each with its bounds. */
export interface StepGrid {
  tokens: number[];
  decodeRows: number[];
  decodeContexts: number[];
  prefillRows: number[];
  prefillOffsets: number[];
  /** Rows a decoding request verifies (1: no speculation) and the contexts its verification is priced at. */
  verifyRows: number;
  verifyContexts: number[];
  runs: GridRun[];
}

/** 1, 2, 3, 4, 6, 8, 12, …: powers of two and the midpoints between them, up to max (and max itself). */
function ladder(max: number, from = 1): number[] {
  const out = new Set<number>();
  for (let p = from; p < max; p *= 2) {
    out.add(p);
    if (p >= 2 && p + p / 2 < max) out.add(p + p / 2);
  }
  out.add(max);
  return [...out].sort((a, b) => a - b);
}

/** Contexts 1, 2048, 16384, 131072 below the limit, and the limit: decode attention reads KV linearly in context. */
function contextAxis(maxContext: number, from: number): number[] {
  const out = new Set([from]);
  for (const c of [2048, 16384, 131072]) if (c > from && c < maxContext) out.add(c);
  out.add(Math.max(from, maxContext));
  return [...out].sort((a, b) => a - b);
}

/** The steps whose prices build the tables for these limits. */
export function stepGrid(limits: GridLimits): StepGrid {
  const maxTokens = Math.max(1, limits.maxTokens);
  const decodeRows = ladder(Math.max(1, Math.min(limits.maxSequences, maxTokens)));
  const prefillRows = ladder(maxTokens);
  const verifyRows = Math.max(1, Math.min(limits.verifyRows ?? 1, maxTokens));
  const tokens = [...new Set([...ladder(maxTokens), ...decodeRows, ...prefillRows, verifyRows])].sort(
    (a, b) => a - b,
  );
  const decodeContexts = contextAxis(limits.maxContext, 1);
  // A chunk's context (offset + rows) stays within maxContext; later offsets extend the last segment's slope.
  const prefillOffsets = contextAxis(Math.max(0, limits.maxContext - maxTokens), 0);
  // A verification's context holds its rows (the run kind's rows ≤ context).
  const verifyContexts = verifyRows > 1 ? contextAxis(limits.maxContext, verifyRows) : [];
  const runs: GridRun[] = [
    ...tokens.map((rows) => ({ mode: "multi" as const, rows, context: 1 })),
    ...decodeRows.flatMap((rows) =>
      decodeContexts.filter((c) => c > 1).map((context) => ({ mode: "multi" as const, rows, context })),
    ),
    ...prefillRows.flatMap((rows) =>
      prefillOffsets.map((offset) => ({ mode: "single" as const, rows, context: offset + rows })),
    ),
    ...verifyContexts.map((context) => ({ mode: "verify" as const, rows: verifyRows, context })),
  ];
  return {
    tokens,
    decodeRows,
    decodeContexts,
    prefillRows,
    prefillOffsets,
    verifyRows,
    verifyContexts,
    runs,
  };
}

/** Consecutive decode-only steps of a fixed batch as a line: step k takes first + slope·k seconds, for k < steps. */
export interface DecodeLine {
  first: number;
  slope: number;
  steps: number;
}

/**
 * A step's time in seconds from what it holds; `chunks` prefill chunks are read from the first entries of the arrays.
 * Under speculative decoding each of the `decodeRows` is a request verifying `verifyRows` rows, and its context is the
 * one its first row reads (computed tokens + 1), as without.
 */
export interface StepCost {
  /** Rows each decoding request verifies per step (absent: 1, no speculative decoding). */
  verifyRows?: number;
  seconds(
    decodeRows: number,
    decodeContextSum: number,
    chunkRows: Int32Array,
    chunkOffsets: Int32Array,
    chunks: number,
  ): number;
  /**
   * Decode-only steps of `rows` sequences from a context sum, each step adding `rows` to it: the mean context moves
   * by one token a step, so within one cell of the context axis the time is affine in the step (optional).
   */
  decodeLine?(rows: number, contextSum: number): DecodeLine;
}

const EMPTY = new Int32Array(0);

// locate's answer, kept in module scratch so the hot path allocates nothing.
let foundIndex = 0;
let foundWeight = 0;

/** Sets foundIndex i with axis[i] ≤ x < axis[i+1] (clamped to the axis) and foundWeight, the weight of axis[i+1]. */
function locate(axis: Float64Array, x: number): void {
  const last = axis.length - 1;
  if (last <= 0 || x <= (axis[0] as number)) {
    foundIndex = 0;
    foundWeight = 0;
    return;
  }
  if (x >= (axis[last] as number)) {
    // Beyond the last point: extend the last segment's slope (a step never exceeds the budget; contexts may).
    const lo = axis[last - 1] as number;
    foundIndex = last - 1;
    foundWeight = (x - lo) / ((axis[last] as number) - lo);
    return;
  }
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((axis[mid] as number) <= x) lo = mid;
    else hi = mid;
  }
  const a = axis[lo] as number;
  foundIndex = lo;
  foundWeight = (x - a) / ((axis[lo + 1] as number) - a);
}

/** Linear interpolation over one axis. */
function lerp1(axis: Float64Array, values: Float64Array, x: number): number {
  if (axis.length === 1) return values[0] as number;
  locate(axis, x);
  return (
    (values[foundIndex] as number) * (1 - foundWeight) + (values[foundIndex + 1] as number) * foundWeight
  );
}

/** Bilinear interpolation over a row-major table values[i·cols + j]. */
function lerp2(rows: Float64Array, cols: Float64Array, values: Float64Array, x: number, y: number): number {
  const width = cols.length;
  let i = 0;
  let wi = 0;
  let j = 0;
  let wj = 0;
  if (rows.length > 1) {
    locate(rows, x);
    i = foundIndex;
    wi = foundWeight;
  }
  if (width > 1) {
    locate(cols, y);
    j = foundIndex;
    wj = foundWeight;
  }
  const i1 = rows.length > 1 ? i + 1 : i;
  const j1 = width > 1 ? j + 1 : j;
  const top = (values[i * width + j] as number) * (1 - wj) + (values[i * width + j1] as number) * wj;
  const bottom = (values[i1 * width + j] as number) * (1 - wj) + (values[i1 * width + j1] as number) * wj;
  return top * (1 - wi) + bottom * wi;
}

/**
 * Binds the priced grid (seconds in the order of grid.runs) into a step cost. The parts are not clamped: a one-row
 * chunk's attention can price below multi(1, 1)'s context-1 attention, and clamping would break the exact pure steps.
 */
export function bindStepCost(grid: StepGrid, seconds: readonly number[]): StepCost {
  if (seconds.length !== grid.runs.length)
    throw new Error(`step grid has ${grid.runs.length} runs but ${seconds.length} prices`);
  let k = 0;
  const next = () => seconds[k++] as number;
  const tokens = Float64Array.from(grid.tokens);
  const linear = Float64Array.from(grid.tokens, () => next());
  const linearAt = new Map(grid.tokens.map((t, i) => [t, linear[i] as number]));
  const dRows = Float64Array.from(grid.decodeRows);
  const dCtx = Float64Array.from(grid.decodeContexts);
  const decode = new Float64Array(dRows.length * dCtx.length);
  grid.decodeRows.forEach((rows, i) => {
    decode[i * dCtx.length] = linearAt.get(rows) as number;
    for (let j = 1; j < dCtx.length; j++) decode[i * dCtx.length + j] = next();
  });
  // Decode attention alone: the table less its context-1 column, so L(T) is never counted twice.
  const decodeAttention = decode.map((v, idx) => v - (decode[idx - (idx % dCtx.length)] as number));
  const pRows = Float64Array.from(grid.prefillRows);
  const pOff = Float64Array.from(grid.prefillOffsets);
  const prefillAttention = new Float64Array(pRows.length * pOff.length);
  grid.prefillRows.forEach((rows, i) => {
    const base = linearAt.get(rows) as number;
    for (let j = 0; j < pOff.length; j++) prefillAttention[i * pOff.length + j] = next() - base;
  });
  const r = grid.verifyRows;
  const vCtx = Float64Array.from(grid.verifyContexts);
  const verifyBase = linearAt.get(r) as number;
  // The verification's extra over one decode row at the context its first row reads (C − r + 1).
  const verifyExtra = Float64Array.from(
    grid.verifyContexts,
    (c) => next() - verifyBase - lerp2(dRows, dCtx, decodeAttention, 1, c - r + 1),
  );
  const speculative = r > 1 && vCtx.length > 0;
  return {
    verifyRows: r,
    seconds(decodeRows, decodeContextSum, chunkRows, chunkOffsets, chunks) {
      let total = decodeRows;
      let attention = 0;
      if (decodeRows > 0) {
        const mean = decodeContextSum / decodeRows;
        attention += lerp2(dRows, dCtx, decodeAttention, decodeRows, mean);
        if (speculative) {
          total += decodeRows * (r - 1);
          attention += lerp1(vCtx, verifyExtra, mean + r - 1);
        }
      }
      for (let c = 0; c < chunks; c++) {
        const rows = chunkRows[c] as number;
        total += rows;
        attention += lerp2(pRows, pOff, prefillAttention, rows, chunkOffsets[c] as number);
      }
      return total > 0 ? lerp1(tokens, linear, total) + attention : 0;
    },
    decodeLine(rows, contextSum) {
      const mean = contextSum / rows;
      const first = this.seconds(rows, contextSum, EMPTY, EMPTY, 0);
      const last = dCtx.length - 1;
      if (last < 1) return { first, slope: 0, steps: Number.POSITIVE_INFINITY };
      locate(dCtx, mean);
      const j = foundIndex;
      // Past the last point the last segment extends for ever; inside, the line holds until the next point.
      const steps =
        mean >= (dCtx[last] as number) ? Number.POSITIVE_INFINITY : Math.ceil((dCtx[j + 1] as number) - mean);
      const next = this.seconds(rows, contextSum + rows, EMPTY, EMPTY, 0);
      return { first, slope: steps > 1 ? next - first : 0, steps: Math.max(1, steps) };
    },
  };
}

/**
 * The target's step plus the draft model's proposals for it (vLLM V1, vllm/v1/spec_decode/llm_base_proposer.py@82720b1e
 * `SpecDecodeBaseProposer.propose`, draft_model.py@9b849b17 `set_inputs_first_pass`): a first draft pass over what the
 * step scheduled, then `for token_index in range(num_speculative_tokens - 1)` one token per decoding request, each at
 * a context one token further. The first pass is priced with one
 * row per decoding request (vLLM's reads the request's verified rows and one more), which the draft's token-proportional
 * cost understates by about k rows of its smallest step.
 */
export function withDraft(target: StepCost, draft: StepCost, tokens: number): StepCost {
  return {
    verifyRows: target.verifyRows ?? 1,
    seconds(decodeRows, decodeContextSum, chunkRows, chunkOffsets, chunks) {
      let total = target.seconds(decodeRows, decodeContextSum, chunkRows, chunkOffsets, chunks);
      total += draft.seconds(decodeRows, decodeContextSum, chunkRows, chunkOffsets, chunks);
      if (decodeRows > 0)
        for (let i = 1; i < tokens; i++)
          total += draft.seconds(decodeRows, decodeContextSum + i * decodeRows, EMPTY, EMPTY, 0);
      return total;
    },
  };
}
