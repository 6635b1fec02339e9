/**
 * Run kinds: what one costed step is. Each kind is one row, and everything that differs between kinds is a property
 * of its row (how many sequences its rows are, how many rows produce logits, which kernels it launches, its words),
 * so shared code never branches on a kind's name.
 */
export interface RunKind {
  /** Sequences a step of `rows` rows holds (each reads its own KV cache). */
  sequences(rows: number): number;
  /** The step's rows are the last tokens of its context (so rows ≤ context), not one new token per sequence. */
  rowsInContext: boolean;
  /**
   * Rows whose logits the step computes (the circuit's row symbol `l`): a prefill chunk needs the next token after
   * its last row only (vLLM's logits_indices); decode and speculative verification need one per row.
   */
  logitRows(rows: number): number;
  /** The kernel variant an op with prefill and decode kernels runs as (op-kinds.ts `kernel`). */
  kernels: "prefill" | "decode";
  /** How the engine launches the step's kernels with graphs on, in words for reports, at this many rows. */
  launch(rows: number): string;
  /** What the step is, in words, for reports: its rows, the sequences they are (one device's), its context. */
  describe(step: { rows: number; sequences: number; context: number }): string;
  /** What the mode is, for --help and the README. */
  summary: string;
  /**
   * Speculative verification: the tokens a step of `rows` rows produces on average when each drafted row is accepted
   * with probability `accept` (absent: every row is a token, so tokens/s counts rows).
   */
  accepted?: (rows: number, accept: number) => number;
}

/**
 * Tokens one verification of `rows` rows (the last accepted token and rows − 1 drafts) produces on average when each
 * draft is accepted independently with probability α and drafts after the first rejection are dropped (Leviathan et
 * al., ICML 2023, §3.1): the accepted run plus the token the target samples after it, (1 − α^rows) / (1 − α), which
 * is `rows` in the limit α → 1.
 */
export function acceptedLength(rows: number, accept: number): number {
  return accept >= 1 ? rows : (1 - accept ** rows) / (1 - accept);
}

/** Whole numbers with thousands commas, as the renderers print them (no locale data involved). */
const int = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const RUN_KINDS = {
  single: {
    sequences: () => 1,
    rowsInContext: true,
    logitRows: () => 1,
    kernels: "prefill",
    // One row is a decode step (captured in a graph); a chunk's kernels are queued back to back.
    launch: (rows) =>
      rows > 1
        ? "prefill: kernels queued back to back, a graph node's gap each"
        : "decode under CUDA/HIP graphs",
    describe: ({ rows, context }) =>
      `a ${int(rows)}-token chunk, the last of ${int(context)} tokens of context`,
    summary: "one sequence's prefill chunk of N tokens; logits for its last row only",
  },
  multi: {
    sequences: (rows) => rows,
    rowsInContext: false,
    logitRows: (rows) => rows,
    kernels: "decode",
    launch: () => "decode under CUDA/HIP graphs",
    describe: ({ sequences, context }) =>
      `${int(sequences)} sequence${sequences === 1 ? "" : "s"} decoding, context ${int(context)}`,
    summary: "N sequences decoding one token each",
  },
  verify: {
    sequences: () => 1,
    rowsInContext: true,
    // Speculative verification samples (or accepts/rejects) at every drafted position: logits for all N rows.
    logitRows: (rows) => rows,
    // N query rows against a cached context: the attention is the chunked-prefill (varlen) kernel's shape.
    kernels: "prefill",
    // vLLM captures uniform speculative-decode batches (query length 1 + drafts) in full CUDA graphs.
    launch: (rows) => `verification of ${int(rows)} rows under CUDA/HIP graphs, logits for every row`,
    describe: ({ rows, context }) =>
      `verification of ${int(rows)} tokens in one sequence (logits for every row), the last of ${int(context)} tokens of context`,
    summary: "one sequence verifying N speculated tokens; logits for all N rows",
    accepted: acceptedLength,
  },
} as const satisfies Record<string, RunKind>;

export type RunMode = keyof typeof RUN_KINDS;
export const RUN_MODES = Object.keys(RUN_KINDS) as [RunMode, ...RunMode[]];

/**
 * Why runs do not fit their context, or undefined: a chunk (single, verify) is the last tokens of its context, so a
 * chunk longer than the context is refused, by the CLI as a usage error and by the explorer page before it costs.
 */
export function runsBeyondContext(
  runs: readonly { mode: keyof typeof RUN_KINDS; rows: number; context?: number }[],
  context: number,
): string | undefined {
  const long = runs.find((r) => RUN_KINDS[r.mode].rowsInContext && r.rows > (r.context ?? context));
  return long
    ? `--runs ${long.mode}:${long.rows} is a ${long.rows}-token chunk, but --context is ${context}: a chunk is the last tokens of its context, so give --context ${long.rows} or more (within the model's max_context), or a shorter chunk`
    : undefined;
}
