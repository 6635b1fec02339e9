// Serving arithmetic: step times at the workload's points → TTFT, ITL, throughput, energy and money per token.
import type { RunMode } from "../ir/index.ts";

/** A serving workload: input and output tokens per request, and either requests in flight or arrivals per second. */
export interface Workload {
  /** Input (prompt) tokens per request. */
  isl: number;
  /** Output tokens per request; the first comes from the prefill. */
  osl: number;
  /** Requests in flight at once (closed loop); exclusive with rate. */
  concurrency?: number;
  /** Requests arriving per second (open loop); exclusive with concurrency. */
  rate?: number;
  /** Prefill tokens one step takes (the engine's chunk). */
  chunk: number;
  /** Whether chunk= was given; else the engine's default chunk replaces it where the engine states one. */
  chunkGiven?: boolean;
  /** Where the chunk comes from, where not the built-in default or chunk=. */
  chunkSource?: string;
}

/** Latency bounds a deployment must meet; a bound left out is not checked. */
export interface Sla {
  ttftSeconds?: number;
  itlSeconds?: number;
}

/**
 * The default prefill chunk: vLLM's max_num_batched_tokens for its OpenAI server on devices with at least 70 GiB (8192; 2048 on smaller ones and A100), vllm/engine/arg_utils.py get_batch_defaults.
 */
export const DEFAULT_CHUNK = 8192;
export const DEFAULT_CHUNK_SOURCE =
  "vLLM max_num_batched_tokens default for the OpenAI server on ≥70 GiB devices (vllm/engine/arg_utils.py, get_batch_defaults; 2048 on smaller devices and A100)";

/** Decode contexts sampled between the first and the last decode step; the step time is interpolated between them. */
export const DECODE_SAMPLES = 5;

/** Batch sizes tried for a request rate: powers of two up to this. */
export const RATE_MAX_BATCH = 512;

/** A step the workload needs costed: prefill chunks are `single` rows at their context, decode steps `multi` rows. */
export interface ServePoint {
  mode: RunMode;
  rows: number;
  context: number;
}

/**
 * The prefill of `isl` tokens in chunks of at most `chunk`: chunk k holds tokens [k·chunk, k·chunk + n) and reads the KV cache of every token up to its end (vLLM chunked prefill, docs/configuration/optimization.md).
 */
export function prefillChunks(isl: number, chunk: number): ServePoint[] {
  const chunks: ServePoint[] = [];
  for (let start = 0; start < isl; start += chunk) {
    const rows = Math.min(chunk, isl - start);
    chunks.push({ mode: "single", rows, context: start + rows });
  }
  return chunks;
}

/**
 * Contexts at which decode is costed: decode step j (j = 1 … osl−1) attends over isl + j tokens, so DECODE_SAMPLES evenly spaced points from isl+1 to isl+osl−1; none when the prefill gives the only token.
 */
export function decodeContexts(isl: number, osl: number, samples = DECODE_SAMPLES): number[] {
  if (osl < 2) return [];
  const [first, last] = [isl + 1, isl + osl - 1];
  const points = Array.from({ length: samples }, (_, i) =>
    Math.round(first + ((last - first) * i) / Math.max(1, samples - 1)),
  );
  return [...new Set(points)];
}

/**
 * Mean of a step time over the context range its samples span: the trapezoid rule over the sorted samples ÷ the span. Exact where the step time is linear in context (memory-bound attention reads KV linearly in context).
 */
export function meanOverContexts(samples: readonly { context: number; seconds: number }[]): number {
  const sorted = [...samples].sort((a, b) => a.context - b.context);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return Number.NaN;
  if (last.context === first.context) return first.seconds;
  let area = 0;
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1] as (typeof sorted)[number], sorted[i] as (typeof sorted)[number]];
    area += ((a.seconds + b.seconds) / 2) * (b.context - a.context);
  }
  return area / (last.context - first.context);
}

/** Batch sizes a workload is costed at: powers of two below the concurrency and the concurrency itself; for a rate, powers of two up to RATE_MAX_BATCH. */
export function batchLadder(workload: Pick<Workload, "concurrency" | "rate">): number[] {
  const top = workload.concurrency ?? RATE_MAX_BATCH;
  const ladder: number[] = [];
  for (let b = 1; b < top; b *= 2) ladder.push(b);
  ladder.push(top);
  return ladder;
}

/** Every step a workload needs costed at one batch size: the prefill chunks, then decode at each sampled context. */
export function workloadPoints(workload: Workload, batch: number): ServePoint[] {
  return [
    ...prefillChunks(workload.isl, workload.chunk),
    ...decodeContexts(workload.isl, workload.osl).map((context) => ({
      mode: "multi" as const,
      rows: batch,
      context,
    })),
  ];
}

/** What the serving figures are computed from, per device: costed step times and the deployment's devices, power and price. */
export interface ServeInput {
  workload: Workload;
  batch: number;
  /** Seconds of each prefill chunk on one device; under pp the step already holds every stage slot (the shard stage). */
  prefillSeconds: readonly number[];
  /** Decode step seconds at sampled contexts, batch sequences each decoding one token, on one device. */
  decode: readonly { context: number; seconds: number; watts?: number | null }[];
  /** Board power of one device during each prefill chunk, where the profile models it from the step's activity. */
  prefillWatts?: readonly (number | null)[];
  /** Devices of one replica (devicesOf(layout)). */
  devices: number;
  /** Board power of one device, W. */
  powerWatts: number | null;
  /** Rental price of one device, USD/h. */
  pricePerHour: number | null;
}

export interface ServeFigures {
  /** The prefill of one request on an idle replica: every chunk, through every stage. */
  prefillSeconds: number;
  /** Mean decode step over the output's contexts, through every stage. */
  decodeStepSeconds: number;
  ttftSeconds: number;
  /** Null when the prefill gives the only output token. */
  itlSeconds: number | null;
  requestsPerSecond: number;
  /** Output tokens per second of one replica. */
  tokensPerSecond: number;
  tokensPerSecondPerDevice: number;
  usdPerMillionTokens: number | null;
  joulesPerToken: number | null;
  /** Board power of one device averaged over the replica's cycle (modelled per step where the profile can), else the profile's figure. */
  boardWatts: number | null;
}

/**
 * Mean board power over one slot cycle: batch prefills at their chunks' power, the rest of the cycle decoding at the
 * decode steps' time-weighted power; null where any step lacks a modelled figure.
 */
function cycleWatts(input: ServeInput, prefillSeconds: number, cycleSeconds: number): number | null {
  const chunks = input.prefillWatts;
  const decode = input.decode;
  if (!chunks || chunks.some((w) => w == null) || decode.some((d) => d.watts == null)) return null;
  const prefillEnergy = input.prefillSeconds.reduce((sum, s, i) => sum + s * (chunks[i] as number), 0);
  const decodeTime = decode.reduce((sum, d) => sum + d.seconds, 0);
  const decodeWatts =
    decodeTime > 0 ? decode.reduce((sum, d) => sum + d.seconds * (d.watts as number), 0) / decodeTime : 0;
  const prefillShare = Math.min(cycleSeconds, input.batch * prefillSeconds);
  const decodePart = decodeTime > 0 ? (cycleSeconds - prefillShare) * decodeWatts : 0;
  const prefillPart = prefillSeconds > 0 ? (prefillShare / prefillSeconds) * prefillEnergy : 0;
  return cycleSeconds > 0 ? (prefillPart + decodePart) / cycleSeconds : null;
}

/**
 * One replica serving `batch` requests at once, prefill and decode sharing the devices in time (vLLM schedules the running decodes first, then fills the step with a prefill chunk):
 * - under pp the costed step is already pp stage slots (src/shard), so a token's pass through every stage is the step itself;
 * - prefill P = Σ chunk times; decode step D = the mean over the output's contexts;
 * - TTFT = P, plus one decode step of the running batch per chunk when others are decoding (batch > 1);
 * - ITL = D + (batch − 1)·P ÷ (osl − 1): over one request's osl−1 decode steps each of the other slots admits one new request whose prefill stalls the batch;
 * - a slot's cycle is TTFT + (osl − 1)·ITL for osl output tokens, so requests/s = batch ÷ cycle and tokens/s = osl × requests/s;
 * - $/Mtok = price × devices ÷ 3600 ÷ tokens/s × 10⁶ and J/token = power × devices ÷ tokens/s: estimates (rental price; board power
 *   averaged over the cycle from each step's modelled power where the profile models it, else its rated figure).
 */
export function serveFigures(input: ServeInput): ServeFigures {
  const { workload, batch, devices } = input;
  const chunks = input.prefillSeconds.length;
  const prefillSeconds = input.prefillSeconds.reduce((sum, s) => sum + s, 0);
  const decodeSteps = workload.osl - 1;
  const decodeStepSeconds = decodeSteps > 0 ? meanOverContexts(input.decode) : 0;
  const ttftSeconds = prefillSeconds + (batch > 1 ? chunks * decodeStepSeconds : 0);
  const itlSeconds =
    decodeSteps > 0 ? decodeStepSeconds + ((batch - 1) * prefillSeconds) / decodeSteps : null;
  const cycleSeconds = ttftSeconds + decodeSteps * (itlSeconds ?? 0);
  const requestsPerSecond = batch / cycleSeconds;
  const tokensPerSecond = workload.osl * requestsPerSecond;
  const boardWatts = cycleWatts(input, prefillSeconds, cycleSeconds) ?? input.powerWatts;
  return {
    boardWatts,
    prefillSeconds,
    decodeStepSeconds,
    ttftSeconds,
    itlSeconds,
    requestsPerSecond,
    tokensPerSecond,
    tokensPerSecondPerDevice: tokensPerSecond / devices,
    usdPerMillionTokens:
      input.pricePerHour === null ? null : ((input.pricePerHour * devices) / 3600 / tokensPerSecond) * 1e6,
    joulesPerToken: boardWatts === null ? null : (boardWatts * devices) / tokensPerSecond,
  };
}

/** Whether figures meet every bound the SLA sets; an ITL bound with no decode (osl 1) is met. */
export function meetsSla(figures: Pick<ServeFigures, "ttftSeconds" | "itlSeconds">, sla: Sla): boolean {
  const ttft = sla.ttftSeconds === undefined || figures.ttftSeconds <= sla.ttftSeconds;
  const itl =
    sla.itlSeconds === undefined || figures.itlSeconds === null || figures.itlSeconds <= sla.itlSeconds;
  return ttft && itl;
}

/**
 * What the whole deployment delivers and costs: `replicas` replicas of `devices` each, at the workload's load. With a concurrency C every replica runs C ÷ replicas requests (the per-replica cycle at this batch), so it delivers C × osl ÷ cycle tokens/s; with a rate R it delivers R × osl. $/Mtok and J/token then count every device of every replica, busy or not.
 */
export function deploymentFigures(
  workload: Pick<Workload, "concurrency" | "rate" | "osl">,
  figures: Pick<ServeFigures, "requestsPerSecond">,
  batch: number,
  replicas: number,
  devices: number,
  powerWatts: number | null,
  pricePerHour: number | null,
): { tokensPerSecond: number; usdPerMillionTokens: number | null; joulesPerToken: number | null } {
  const requestsPerSecond =
    workload.rate ?? ((workload.concurrency ?? batch) / batch) * figures.requestsPerSecond;
  const tokensPerSecond = workload.osl * requestsPerSecond;
  const all = replicas * devices;
  return {
    tokensPerSecond,
    usdPerMillionTokens: pricePerHour === null ? null : ((pricePerHour * all) / 3600 / tokensPerSecond) * 1e6,
    joulesPerToken: powerWatts === null ? null : (powerWatts * all) / tokensPerSecond,
  };
}

/** Replicas the workload needs at this batch: ⌈concurrency ÷ batch⌉, or ⌈rate ÷ requests/s of one replica⌉. */
export function replicasFor(
  workload: Pick<Workload, "concurrency" | "rate">,
  batch: number,
  requestsPerSecond: number,
): number {
  if (workload.rate !== undefined) return Math.max(1, Math.ceil(workload.rate / requestsPerSecond - 1e-9));
  return Math.max(1, Math.ceil((workload.concurrency ?? batch) / batch));
}
