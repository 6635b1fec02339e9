// The event loop: requests arrive, a vLLM V1-style scheduler fills each step, the step cost says when it ends.
//
// Scheduler (vllm/v1/core/sched/scheduler.py, Scheduler.schedule): one token budget per step; running requests first,
// in admission order, each its remaining prefill chunk or one decode token; a request that cannot get KV blocks
// preempts the newest running request (recompute: its blocks are freed, it goes back to the front of the waiting
// queue and later re-prefills its prompt and the tokens it already generated); new requests are admitted from the
// waiting queue head only when nothing was preempted this step, while fewer than max_num_seqs run and budget remains,
// stopping at the first that does not fit (first come, first served).
//
// Speculative decoding (config.speculative; vLLM scheduler.py@b4622cf9 `schedule` and `update_from_output`): a decoding
// request schedules its last token and k drafts, 1 + k rows against the token budget (clipped to the budget left and
// to max_model_len − 1 − computed), and its blocks are allocated for k lookahead slots beyond them (num_lookahead_tokens,
// the draft's next proposals; capped at max_model_len); after the step the rejected drafts are rolled back
// (num_computed_tokens −= num_rejected) and the request gains the accepted drafts plus one sampled token.

import { Rng } from "./rng.ts";
import { acceptedDrafts } from "./speculative.ts";
import { LogHistogram } from "./stats.ts";
import type { StepCost } from "./step-cost.ts";
import { type ArrivalSpec, intervalSampler, type LengthSpec, lengthSampler } from "./workload.ts";

/** The scheduler's knobs (each default comes from the engine profile). */
export interface SchedulerConfig {
  maxNumSeqs: number;
  maxBatchedTokens: number;
  blockSize: number;
  /** KV blocks on the instance (num_gpu_blocks). */
  kvBlocks: number;
  prefixCaching: boolean;
  /** The longest prompt + output a request may have (max_model_len); longer requests are rejected. */
  maxModelLen: number;
  /**
   * Admit a waiting request only when its whole current sequence (prompt + tokens already generated) fits the free
   * blocks, not merely its first chunk (vLLM SchedulerConfig.scheduler_reserve_full_isl; allocate_slots'
   * full_sequence_must_fit). Only the chunk's blocks are taken; the check keeps long prompts from being over-admitted
   * and then preempted. Off when absent.
   */
  reserveFullIsl?: boolean;
  /** Tests: run every step through the scheduler, never several decode-only steps in one pass. */
  stepByStep?: boolean;
  /** Speculative decoding: k drafts verified per decoding request and step, each accepted with probability `accept`. */
  speculative?: { tokens: number; accept: number };
}

/** What is simulated: arrivals, lengths, how many, and the seed of every stream. */
export interface SimWorkload {
  arrivals: ArrivalSpec;
  isl: LengthSpec;
  osl: LengthSpec;
  /** Requests to send; with durationSeconds, the cap. */
  requests: number;
  /** Stop sending at this time (seconds); requests sent before it run to completion. */
  durationSeconds?: number;
  seed: number;
  /** Shared prompt tokens at the start of every prompt, in groups (requests take groups in turn). */
  prefix?: { tokens: number; groups: number };
  /** Replayed requests (--trace): arrivals (s from the first, non-decreasing) and lengths replace the drawn ones. */
  trace?: { count: number; arrival: Float64Array; prompt: Int32Array; output: Int32Array };
}

/** One request's fate. */
export const STATUS = { pending: 0, done: 1, rejected: 2 } as const;

/** Per-request record (struct of arrays), one slot per request sent. */
export interface RequestTable {
  count: number;
  arrival: Float64Array;
  scheduled: Float64Array;
  firstToken: Float64Array;
  finish: Float64Array;
  prompt: Int32Array;
  output: Int32Array;
  preemptions: Int32Array;
  status: Uint8Array;
}

/** Everything a run yields: the per-request table, per-token gaps, and per-step aggregates. */
export interface SimulationRun {
  requests: RequestTable;
  itl: LogHistogram;
  steps: number;
  /** Time the last request finished (the run starts at 0). */
  makespan: number;
  /** Time the last request was sent. */
  lastArrival: number;
  /** Seconds the instance was running a step. */
  busySeconds: number;
  tokensScheduled: number;
  prefillTokens: number;
  decodeTokens: number;
  /** Σ running requests × step time, for the time-mean batch. */
  runningArea: number;
  /** Σ requests in the system (running and waiting) × step time: the area under N(t) for Little's law. */
  systemArea: number;
  /** Σ blocks in use × step time. */
  kvArea: number;
  peakKvBlocks: number;
  preemptions: number;
  /** Prompt tokens served from the prefix cache at admission. */
  prefixHitTokens: number;
  /** Speculative decoding: verifications (one per decoding request and step), drafts they verified, drafts accepted. */
  verifications: number;
  draftsVerified: number;
  draftsAccepted: number;
  /** Requests waiting (not admitted) when the last request was sent. */
  waitingAtLastArrival: number;
  /** Time series, one sample per bin of the run (binSeconds wide): mean running, waiting and KV blocks in use. */
  series: { binSeconds: number; running: Float64Array; waiting: Float64Array; kvBlocks: Float64Array };
}

/** The most requests one run may send: 2 million requests' records are ~100 MB of typed arrays. */
export const MAX_REQUESTS = 2_000_000;
/** Time-series samples kept. */
export const SERIES_BINS = 200;

function newTable(capacity: number): RequestTable {
  return {
    count: 0,
    arrival: new Float64Array(capacity),
    scheduled: new Float64Array(capacity),
    firstToken: new Float64Array(capacity),
    finish: new Float64Array(capacity),
    prompt: new Int32Array(capacity),
    output: new Int32Array(capacity),
    preemptions: new Int32Array(capacity),
    status: new Uint8Array(capacity),
  };
}

/** An Int32 double-ended queue of request ids (ring buffer). */
class Deque {
  private items: Int32Array;
  private head = 0;
  length = 0;
  constructor(capacity: number) {
    this.items = new Int32Array(Math.max(4, capacity));
  }
  private grow() {
    const next = new Int32Array(this.items.length * 2);
    for (let i = 0; i < this.length; i++) next[i] = this.items[(this.head + i) % this.items.length] as number;
    this.items = next;
    this.head = 0;
  }
  pushBack(id: number) {
    if (this.length === this.items.length) this.grow();
    this.items[(this.head + this.length) % this.items.length] = id;
    this.length++;
  }
  pushFront(id: number) {
    if (this.length === this.items.length) this.grow();
    this.head = (this.head - 1 + this.items.length) % this.items.length;
    this.items[this.head] = id;
    this.length++;
  }
  peek(): number {
    return this.items[this.head] as number;
  }
  shift(): number {
    const id = this.items[this.head] as number;
    this.head = (this.head + 1) % this.items.length;
    this.length--;
    return id;
  }
}

/** Runs one simulation; pure and deterministic for the same inputs. */
export function simulate(config: SchedulerConfig, workload: SimWorkload, cost: StepCost): SimulationRun {
  const { maxNumSeqs, maxBatchedTokens, blockSize, kvBlocks, prefixCaching, maxModelLen } = config;
  const trace = workload.trace;
  const total = Math.min(MAX_REQUESTS, trace ? Math.min(trace.count, workload.requests) : workload.requests);
  // Records grow by doubling, so a --duration run sized by its cap allocates only what it sends.
  let capacity = Math.max(1, Math.min(total, 4096));
  const table = newTable(capacity);
  const arrivalRng = new Rng(workload.seed, "arrivals");
  const lengthRng = new Rng(workload.seed, "lengths");
  // A trace is read in file order: the k-th interval, prompt and output are its k-th row's.
  let traced = 0;
  let tracedLengths = 0;
  const nextInterval = trace
    ? () => {
        traced++;
        return traced < trace.count
          ? (trace.arrival[traced] as number) - (trace.arrival[traced - 1] as number)
          : Number.POSITIVE_INFINITY;
      }
    : intervalSampler(workload.arrivals, arrivalRng);
  const nextPrompt = trace
    ? () => trace.prompt[tracedLengths] as number
    : lengthSampler(workload.isl, lengthRng);
  const nextOutput = trace
    ? () => trace.output[tracedLengths++] as number
    : lengthSampler(workload.osl, lengthRng);
  const closed = !trace && workload.arrivals.kind === "concurrency";
  const spec = config.speculative;
  const lookahead = spec ? spec.tokens : 0;
  const verifyRows = cost.verifyRows ?? 1;
  const acceptRng = new Rng(workload.seed, "speculation");
  const deadline = workload.durationSeconds ?? Number.POSITIVE_INFINITY;

  // Working state per request.
  let computed = new Int32Array(capacity);
  let generated = new Int32Array(capacity);
  let ownBlocks = new Int32Array(capacity);
  let group = new Int32Array(capacity).fill(-1);
  let prefixBlocksOf = new Int32Array(capacity);
  let sharing = new Uint8Array(capacity);
  let lastToken = new Float64Array(capacity);
  // Blocks a preempted request left in the prefix cache (its full blocks, evictable until it is admitted again).
  let kept = new Int32Array(capacity);

  /** Doubles every per-request array (up to `total`), keeping what is recorded. */
  function grow() {
    const next = Math.min(total, capacity * 2);
    const widen = <T extends Float64Array | Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const out = make(next);
      out.set(a);
      return out;
    };
    const f64 = (n: number) => new Float64Array(n);
    const i32 = (n: number) => new Int32Array(n);
    table.arrival = widen(table.arrival, f64);
    table.scheduled = widen(table.scheduled, f64);
    table.firstToken = widen(table.firstToken, f64);
    table.finish = widen(table.finish, f64);
    table.prompt = widen(table.prompt, i32);
    table.output = widen(table.output, i32);
    table.preemptions = widen(table.preemptions, i32);
    table.status = widen(table.status, (n) => new Uint8Array(n));
    computed = widen(computed, i32);
    generated = widen(generated, i32);
    ownBlocks = widen(ownBlocks, i32);
    const groups = new Int32Array(next).fill(-1);
    groups.set(group);
    group = groups;
    prefixBlocksOf = widen(prefixBlocksOf, i32);
    sharing = widen(sharing, (n) => new Uint8Array(n));
    lastToken = widen(lastToken, f64);
    kept = widen(kept, i32);
    capacity = next;
  }
  const itl = new LogHistogram();

  // Prefix cache: per group, the blocks resident (0 or the group's full prefix blocks) and the requests sharing them.
  const groups = workload.prefix && workload.prefix.tokens > 0 ? workload.prefix.groups : 0;
  const groupBlocks = Math.floor((workload.prefix?.tokens ?? 0) / blockSize);
  const cached = new Int32Array(groups);
  const refs = new Int32Array(groups);
  const lastUse = new Float64Array(groups);
  let free = kvBlocks;
  let evictable = 0;
  // Preempted requests with kept blocks, oldest first: eviction takes theirs after the unreferenced group prefixes.
  const keptOrder: number[] = [];
  let keptHead = 0;

  const waiting = new Deque(Math.min(total, 1 << 16));
  const running = new Int32Array(maxNumSeqs);
  let runningCount = 0;
  const schedId = new Int32Array(maxNumSeqs);
  const schedTokens = new Int32Array(maxNumSeqs);
  const chunkRows = new Int32Array(maxNumSeqs);
  const chunkOffsets = new Int32Array(maxNumSeqs);

  let sent = 0;
  let nextArrival = 0;
  let now = 0;
  let lastArrival = 0;
  let waitingAtLastArrival = 0;
  const run = {
    steps: 0,
    busySeconds: 0,
    tokensScheduled: 0,
    prefillTokens: 0,
    decodeTokens: 0,
    runningArea: 0,
    systemArea: 0,
    kvArea: 0,
    peakKvBlocks: 0,
    preemptions: 0,
    prefixHitTokens: 0,
    verifications: 0,
    draftsVerified: 0,
    draftsAccepted: 0,
  };
  // Time series in bins fixed after the first pass would need a second run; bins grow by doubling instead.
  let binSeconds = 1;
  let seriesRunning = new Float64Array(SERIES_BINS);
  let seriesWaiting = new Float64Array(SERIES_BINS);
  let seriesKv = new Float64Array(SERIES_BINS);

  const blocksFor = (tokens: number) => Math.ceil(tokens / blockSize);

  /**
   * Makes room for `need` blocks by evicting unreferenced cached prefixes, least recently used first, then the blocks
   * preempted requests left cached, oldest preemption first and each request's last block first (vLLM's BlockPool
   * frees a request's blocks in reverse, so its leading blocks, the ones a later prefix hit needs, go last).
   */
  function evictFor(need: number) {
    evictGroups(need);
    while (free < need && keptHead < keptOrder.length) {
      const v = keptOrder[keptHead] as number;
      const take = Math.min(kept[v] as number, need - free);
      kept[v] = (kept[v] as number) - take;
      free += take;
      evictable -= take;
      if (kept[v] === 0) keptHead++;
    }
    if (keptHead > 1024 && keptHead * 2 > keptOrder.length) {
      keptOrder.splice(0, keptHead);
      keptHead = 0;
    }
  }

  function evictGroups(need: number) {
    while (free < need && evictable > 0) {
      let victim = -1;
      for (let g = 0; g < groups; g++)
        if (
          refs[g] === 0 &&
          (cached[g] as number) > 0 &&
          (victim < 0 || (lastUse[g] as number) < (lastUse[victim] as number))
        )
          victim = g;
      if (victim < 0) break;
      free += cached[victim] as number;
      evictable -= cached[victim] as number;
      cached[victim] = 0;
    }
  }

  /** Blocks `id` must add to hold `tokens` more tokens; grants them if there is room. */
  function allocate(id: number, tokens: number): boolean {
    const shared = sharing[id] ? (prefixBlocksOf[id] as number) : 0;
    const need =
      blocksFor(Math.min((computed[id] as number) + tokens, maxModelLen)) -
      shared -
      (ownBlocks[id] as number);
    if (need <= 0) return true;
    if (need > free + evictable) return false;
    evictFor(need);
    free -= need;
    ownBlocks[id] = (ownBlocks[id] as number) + need;
    return true;
  }

  /** Frees a request's blocks; its share of a cached prefix stays cached (evictable once unreferenced). */
  function release(id: number) {
    free += ownBlocks[id] as number;
    ownBlocks[id] = 0;
    if (sharing[id]) {
      const g = group[id] as number;
      refs[g] = (refs[g] as number) - 1;
      if (refs[g] === 0) {
        evictable += cached[g] as number;
        lastUse[g] = now;
      }
      sharing[id] = 0;
    }
  }

  /** Sends request `id` at time `at`, drawing its lengths; a request beyond max_model_len or the KV blocks is rejected. */
  function send(at: number) {
    if (sent === capacity) grow();
    const id = sent++;
    table.count = sent;
    table.arrival[id] = at;
    lastArrival = at;
    const prompt = nextPrompt();
    const output = nextOutput();
    table.prompt[id] = prompt;
    table.output[id] = output;
    if (groups > 0) {
      group[id] = id % groups;
      prefixBlocksOf[id] = Math.min(groupBlocks, Math.floor((prompt - 1) / blockSize));
    }
    // Its last verification reaches prompt + output − 1 + k rows, and k lookahead slots beyond (capped at max_model_len).
    const peak = Math.min(prompt + output + (lookahead ? 2 * lookahead - 1 : 0), maxModelLen);
    if (prompt + output > maxModelLen || blocksFor(peak) > kvBlocks) {
      table.status[id] = STATUS.rejected;
      table.finish[id] = at;
      if (closed && at < deadline && sent < total) send(at);
      return;
    }
    waiting.pushBack(id);
  }

  let allSent = false;
  const sendDue = () => {
    while (!closed && sent < total && nextArrival <= now && nextArrival < deadline) {
      send(nextArrival);
      nextArrival += nextInterval();
    }
    if (!allSent && !closed && (sent >= total || nextArrival >= deadline)) {
      // The backlog the instance holds once the last request is in: what tells overload from a stable queue.
      allSent = true;
      waitingAtLastArrival = waiting.length;
    }
  };

  /** Adds one step of `dt` seconds starting now to the aggregates and the time series. */
  function record(dt: number, runningNow: number, waitingNow: number, used: number) {
    run.steps++;
    run.busySeconds += dt;
    run.runningArea += runningNow * dt;
    run.systemArea += (runningNow + waitingNow) * dt;
    run.kvArea += used * dt;
    if (used > run.peakKvBlocks) run.peakKvBlocks = used;
    let bin = Math.floor(now / binSeconds);
    while (bin >= SERIES_BINS) {
      // Halve the resolution: merge neighbouring bins into the first half.
      const halve = (a: Float64Array) => {
        const out = new Float64Array(SERIES_BINS);
        for (let b = 0; b < SERIES_BINS / 2; b++)
          out[b] = ((a[2 * b] as number) + (a[2 * b + 1] as number)) / 2;
        return out;
      };
      seriesRunning = halve(seriesRunning);
      seriesWaiting = halve(seriesWaiting);
      seriesKv = halve(seriesKv);
      binSeconds *= 2;
      bin = Math.floor(now / binSeconds);
    }
    const share = dt / binSeconds;
    seriesRunning[bin] = (seriesRunning[bin] as number) + runningNow * share;
    seriesWaiting[bin] = (seriesWaiting[bin] as number) + waitingNow * share;
    seriesKv[bin] = (seriesKv[bin] as number) + used * share;
  }

  /**
   * Runs consecutive decode-only steps in one pass while nothing can change the batch: nothing waits, nothing arrives,
   * no request finishes and the free blocks cover every block the batch could need. Each such step is exactly what the
   * scheduler would build (every running request, one token each), so this only skips per-request work per step.
   */
  function fastForward(): void {
    // A speculative step's tokens are drawn per request: every step goes through the scheduler.
    if (
      config.stepByStep ||
      spec ||
      waiting.length > 0 ||
      runningCount === 0 ||
      runningCount > maxBatchedTokens
    )
      return;
    let fewestLeft = Number.POSITIVE_INFINITY;
    let contextSum = 0;
    for (let i = 0; i < runningCount; i++) {
      const id = running[i] as number;
      const tokens = generated[id] as number;
      const done = computed[id] as number;
      if (tokens === 0 || done + 1 !== (table.prompt[id] as number) + tokens) return;
      const left = (table.output[id] as number) - tokens;
      if (left < fewestLeft) fewestLeft = left;
      contextSum += done + 1;
    }
    // The last token of the soonest-finishing request goes through the ordinary step (completion, closed-loop sends).
    let steps = fewestLeft - 1;
    // Over k steps a request needs at most ⌊k/bs⌋ + 1 new blocks.
    steps = Math.min(steps, (Math.floor(free / runningCount) - 1) * blockSize);
    if (steps < 2) return;
    const d = runningCount;
    const used = kvBlocks - free - evictable;
    let k = 0;
    const start = now;
    let line = cost.decodeLine?.(d, contextSum);
    let lineStart = 0;
    while (k < steps) {
      if (!closed && sent < total && nextArrival <= now && nextArrival < deadline) break;
      if (line && k - lineStart >= line.steps) {
        line = cost.decodeLine?.(d, contextSum + k * d);
        lineStart = k;
      }
      const dt = line
        ? line.first + line.slope * (k - lineStart)
        : cost.seconds(d, contextSum + k * d, chunkRows, chunkOffsets, 0);
      record(dt, d, 0, used);
      itl.addMany(dt, d);
      now += dt;
      k++;
    }
    if (k === 0) return;
    run.tokensScheduled += k * d;
    run.decodeTokens += k * d;
    for (let i = 0; i < d; i++) {
      const id = running[i] as number;
      generated[id] = (generated[id] as number) + k;
      if (!allocate(id, k)) throw new Error("simulate: fast-forward ran out of KV blocks (internal error)");
      computed[id] = (computed[id] as number) + k;
      lastToken[id] = now;
    }
    // KV use grew by the blocks just allocated; count it as growing evenly over the pass.
    const grown = kvBlocks - free - evictable - used;
    run.kvArea += (grown * (now - start)) / 2;
    if (used + grown > run.peakKvBlocks) run.peakKvBlocks = used + grown;
  }

  if (closed) {
    const n = Math.min(total, (workload.arrivals as { concurrency: number }).concurrency);
    for (let i = 0; i < n && sent < total; i++) send(0);
  } else sendDue();

  for (;;) {
    sendDue();
    if (runningCount === 0 && waiting.length === 0) {
      if (closed || sent >= total || nextArrival >= deadline) break;
      now = nextArrival;
      continue;
    }
    fastForward();
    sendDue();
    // Phase 1: running requests, in admission order.
    let budget = maxBatchedTokens;
    let scheduled = 0;
    let preempted = false;
    for (let i = 0; i < runningCount && budget > 0; i++) {
      const id = running[i] as number;
      const pending = (table.prompt[id] as number) + (generated[id] as number) - (computed[id] as number);
      // A decoding request verifies its drafts too (vLLM's num_tokens_with_spec − num_computed_tokens).
      const verify =
        spec && pending === 1 && (generated[id] as number) > 0
          ? Math.min(spec.tokens, maxModelLen - 1 - (computed[id] as number) - 1)
          : 0;
      const n = Math.min(pending + Math.max(0, verify), budget);
      let granted = true;
      while (!allocate(id, n + lookahead)) {
        const victim = running[--runningCount] as number;
        const shared = sharing[victim] ? (prefixBlocksOf[victim] as number) : 0;
        const full = Math.floor((computed[victim] as number) / blockSize) - shared;
        release(victim);
        computed[victim] = 0;
        // With prefix caching its full blocks stay cached (hash kept) until evicted: re-admission hits them.
        if (prefixCaching && full > 0 && (group[victim] as number) < 0) {
          kept[victim] = full;
          free -= full;
          evictable += full;
          keptOrder.push(victim);
        }
        table.preemptions[victim] = (table.preemptions[victim] as number) + 1;
        run.preemptions++;
        waiting.pushFront(victim);
        preempted = true;
        if (victim === id) {
          granted = false;
          break;
        }
      }
      if (!granted) break;
      schedId[scheduled] = id;
      schedTokens[scheduled++] = n;
      budget -= n;
    }
    // Phase 2: admit from the waiting queue's head.
    if (!preempted) {
      while (waiting.length > 0 && runningCount < maxNumSeqs && budget > 0) {
        const id = waiting.peek();
        const promptNow = (table.prompt[id] as number) + (generated[id] as number);
        let hit = 0;
        const g = group[id] as number;
        if (prefixCaching && g >= 0 && (cached[g] as number) > 0)
          hit = (prefixBlocksOf[id] as number) * blockSize;
        // Blocks it left cached when preempted, less the last full one when they cover the whole sequence (at least
        // one token is always computed).
        const keptNow = kept[id] as number;
        const reuse = Math.min(keptNow, Math.floor((promptNow - 1) / blockSize));
        const n = Math.min(promptNow - hit - reuse * blockSize, budget);
        // A cached prefix about to be shared, and kept blocks about to be reused, are no longer evictable.
        const pinned = (hit > 0 && refs[g] === 0 ? (cached[g] as number) : 0) + reuse;
        const shared = hit > 0 ? (prefixBlocksOf[id] as number) : 0;
        const need =
          blocksFor(Math.min(hit + reuse * blockSize + n + lookahead, maxModelLen)) - shared - reuse;
        const mustFit = config.reserveFullIsl ? Math.max(need, blocksFor(promptNow) - shared - reuse) : need;
        if (mustFit > free + evictable - pinned) break;
        waiting.shift();
        if (keptNow > 0) {
          // The reused blocks become its own again; the rest of what it kept returns to the free pool.
          evictable -= keptNow;
          free += keptNow - reuse;
          kept[id] = 0;
          ownBlocks[id] = reuse;
          run.prefixHitTokens += reuse * blockSize;
        }
        if (hit > 0) {
          if (refs[g] === 0) evictable -= cached[g] as number;
          refs[g] = (refs[g] as number) + 1;
          sharing[id] = 1;
          lastUse[g] = now;
          run.prefixHitTokens += hit;
        }
        computed[id] = hit + reuse * blockSize;
        allocate(id, n + lookahead);
        if (table.scheduled[id] === 0 && table.preemptions[id] === 0) table.scheduled[id] = now;
        running[runningCount++] = id;
        schedId[scheduled] = id;
        schedTokens[scheduled++] = n;
        budget -= n;
      }
    }
    if (scheduled === 0)
      throw new Error("simulate: work is queued but the scheduler placed none (internal error)");

    // Cost the step: decode rows at their contexts, prefill chunks at their offsets.
    let decodeRows = 0;
    let decodeContextSum = 0;
    let chunks = 0;
    for (let s = 0; s < scheduled; s++) {
      const id = schedId[s] as number;
      const n = schedTokens[s] as number;
      const done = computed[id] as number;
      if (
        n === verifyRows &&
        (generated[id] as number) > 0 &&
        done + 1 === (table.prompt[id] as number) + (generated[id] as number)
      ) {
        decodeRows++;
        decodeContextSum += done + 1;
      } else {
        chunkRows[chunks] = n;
        chunkOffsets[chunks++] = done;
      }
    }
    const dt = cost.seconds(decodeRows, decodeContextSum, chunkRows, chunkOffsets, chunks);
    record(dt, runningCount, waiting.length, kvBlocks - free - evictable);
    run.tokensScheduled += maxBatchedTokens - budget;
    run.decodeTokens += decodeRows * verifyRows;
    run.prefillTokens += maxBatchedTokens - budget - decodeRows * verifyRows;
    now += dt;

    // The step ends: every scheduled request advances; one that caught up samples a token.
    let finishedAny = false;
    for (let s = 0; s < scheduled; s++) {
      const id = schedId[s] as number;
      const before = computed[id] as number;
      let done = before + (schedTokens[s] as number);
      const caughtUp = (table.prompt[id] as number) + (generated[id] as number);
      // Tokens this step produces for the request: 1, or under speculation 1 + the drafts accepted of those verified.
      let produced = 1;
      if (spec && done > caughtUp && before + 1 === caughtUp) {
        const drafts = done - caughtUp;
        const kept = acceptedDrafts(acceptRng, spec.accept, drafts);
        run.verifications++;
        run.draftsVerified += drafts;
        run.draftsAccepted += kept;
        // The rejected drafts' KV is rolled back; tokens past the request's output are discarded.
        done = caughtUp + kept;
        produced = Math.min(1 + kept, (table.output[id] as number) - (generated[id] as number));
      }
      computed[id] = done;
      const g = group[id] as number;
      if (prefixCaching && g >= 0 && !sharing[id] && (cached[g] as number) === 0) {
        // The first request of a group to compute the whole prefix leaves its blocks cached for the group.
        const k = prefixBlocksOf[id] as number;
        if (k > 0 && k === groupBlocks && done >= k * blockSize) {
          cached[g] = k;
          refs[g] = (refs[g] as number) + 1;
          sharing[id] = 1;
          ownBlocks[id] = (ownBlocks[id] as number) - k;
          lastUse[g] = now;
        }
      }
      if (done < caughtUp) continue;
      const tokens = (generated[id] as number) + produced;
      generated[id] = tokens;
      if (tokens === 1) table.firstToken[id] = now;
      else if (produced === 1) itl.add(now - (lastToken[id] as number));
      // Tokens arriving together share the gap, so the ITL histogram counts produced tokens and sums to E2E − TTFT.
      else itl.addMany((now - (lastToken[id] as number)) / produced, produced);
      lastToken[id] = now;
      if (tokens >= (table.output[id] as number)) {
        table.finish[id] = now;
        table.status[id] = STATUS.done;
        release(id);
        finishedAny = true;
      }
    }
    if (finishedAny) {
      let kept = 0;
      for (let i = 0; i < runningCount; i++) {
        const id = running[i] as number;
        if (table.status[id] === STATUS.pending) running[kept++] = id;
        else if (closed && sent < total && now < deadline) send(now);
      }
      runningCount = kept;
    }
  }

  for (const key of [
    "arrival",
    "scheduled",
    "firstToken",
    "finish",
    "prompt",
    "output",
    "preemptions",
    "status",
  ] as const)
    (table as unknown as Record<string, Float64Array>)[key] = (table[key] as Float64Array).subarray(0, sent);
  return {
    requests: table,
    itl,
    ...run,
    makespan: now,
    lastArrival,
    waitingAtLastArrival,
    series: {
      binSeconds,
      running: seriesRunning.subarray(0, Math.min(SERIES_BINS, Math.floor(now / binSeconds) + 1)),
      waiting: seriesWaiting.subarray(0, Math.min(SERIES_BINS, Math.floor(now / binSeconds) + 1)),
      kvBlocks: seriesKv.subarray(0, Math.min(SERIES_BINS, Math.floor(now / binSeconds) + 1)),
    },
  };
}
