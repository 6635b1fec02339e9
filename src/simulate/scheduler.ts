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

import type { PrefixChains } from "./prefix-chains.ts";
import { Rng } from "./rng.ts";
import { acceptedDrafts } from "./speculative.ts";
import { LogHistogram } from "./stats.ts";
import type { StepCost } from "./step-cost.ts";
import { type ArrivalSpec, intervalSampler, type LengthSpec, requestLengths } from "./workload.ts";

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
  /**
   * mixed (vLLM V1, TensorRT-LLM's in-flight batching): one step holds decodes and prefill chunks under one token
   * budget. prefill-first (SGLang without --enable-mixed-chunk): a step is a prefill batch whenever prefill work fits,
   * else a decode batch of every running request outside the budget. Mixed when absent.
   */
  batching?: "mixed" | "prefill-first";
  /** Prompts split across steps (vLLM, SGLang); off (TensorRT-LLM's default), a prompt runs whole in one step. On when absent. */
  chunkedPrefill?: boolean;
  /**
   * chunk: a request is admitted when its first chunk's blocks fit, and out of blocks the newest running request is
   * preempted (vLLM, SGLang's retraction, TensorRT-LLM's MAX_UTILIZATION). whole-request: admitted only when every
   * block of its prompt and output fits, reserved at once, so nothing is ever preempted (TensorRT-LLM's
   * GUARANTEED_NO_EVICT). chunk when absent.
   */
  admission?: "chunk" | "whole-request";
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
  trace?: {
    count: number;
    arrival: Float64Array;
    prompt: Int32Array;
    output: Int32Array;
    /** Per-request prefix chains (Mooncake's hash_ids): requests sharing leading nodes share cached prefix blocks. */
    chains?: PrefixChains;
  };
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
  const mixed = (config.batching ?? "mixed") === "mixed";
  const chunked = config.chunkedPrefill ?? true;
  const wholeRequest = config.admission === "whole-request";
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
  const drawn = trace ? undefined : requestLengths(workload.isl, workload.osl, lengthRng);
  const nextPrompt = drawn ? drawn.prompt : () => trace?.prompt[tracedLengths] as number;
  const nextOutput = drawn ? drawn.output : () => trace?.output[tracedLengths++] as number;
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
    if (chains) heldNodes = widen(heldNodes, i32);
    capacity = next;
  }
  const itl = new LogHistogram();

  // Prefix cache: per group, the blocks resident (0 or the group's full prefix blocks) and the requests sharing them.
  const groups = workload.prefix && workload.prefix.tokens > 0 ? workload.prefix.groups : 0;
  const groupBlocks = Math.floor((workload.prefix?.tokens ?? 0) / blockSize);
  const cached = new Int32Array(groups);
  const refs = new Int32Array(groups);
  const lastUse = new Float64Array(groups);
  // Prefix chains (a replayed trace's hash_ids): per node, resident or not, its blocks, the requests holding it, when
  // it was last used. A request holds its first nodeRefs[id] nodes. Used only without --prefix groups.
  const chains = groups === 0 && prefixCaching ? trace?.chains : undefined;
  const nodeCount = chains?.nodeCount ?? 0;
  const nodeResident = new Uint8Array(nodeCount);
  const nodeRefs = new Int32Array(nodeCount);
  const nodeLastUse = new Float64Array(nodeCount);
  const nodeTokens = chains?.blockTokens ?? 0;
  let heldNodes = new Int32Array(chains ? capacity : 0);
  // Unreferenced resident nodes in the order they were released (leaf before root at one time): eviction pops the
  // front, skipping entries that were reused or evicted since (their stamp no longer matches).
  const lruNode: number[] = [];
  const lruStamp: number[] = [];
  let lruHead = 0;
  /** Engine blocks wholly inside the first k chain nodes. */
  const nodeBlocks = (k: number) => Math.floor((k * nodeTokens) / blockSize);
  const blocksOfNode = (j: number) => nodeBlocks(j + 1) - nodeBlocks(j);
  const chainLength = (id: number) =>
    chains ? (chains.offsets[id + 1] as number) - (chains.offsets[id] as number) : 0;
  const chainNode = (id: number, j: number) => chains?.nodes[(chains.offsets[id] as number) + j] as number;
  const chainDepth = new Int32Array(nodeCount);
  if (chains)
    for (let i = 0; i + 1 < chains.offsets.length; i++)
      for (let j = 0; j < chainLength(i); j++) chainDepth[chainNode(i, j)] = j;
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
    evictNodes(need);
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

  /** Evicts unreferenced chain nodes, least recently released first (a request's deepest node first). */
  function evictNodes(need: number) {
    while (free < need && lruHead < lruNode.length) {
      const j = lruNode[lruHead] as number;
      const stamp = lruStamp[lruHead] as number;
      lruHead++;
      if (!nodeResident[j] || nodeRefs[j] !== 0 || nodeLastUse[j] !== stamp) continue;
      nodeResident[j] = 0;
      free += blocksOfNode(chainDepth[j] as number);
      evictable -= blocksOfNode(chainDepth[j] as number);
    }
    if (lruHead > 4096 && lruHead * 2 > lruNode.length) {
      lruNode.splice(0, lruHead);
      lruStamp.splice(0, lruHead);
      lruHead = 0;
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

  /**
   * Preempts a running request by recomputation: its blocks are freed (with prefix caching its full blocks stay cached,
   * hash kept, until evicted, so re-admission hits them) and it goes back to the front of the waiting queue.
   */
  function preempt(victim: number) {
    const shared = sharing[victim] ? (prefixBlocksOf[victim] as number) : 0;
    const full = Math.floor((computed[victim] as number) / blockSize) - shared;
    release(victim);
    computed[victim] = 0;
    // (Under prefix chains the published prompt nodes stay cached instead.)
    if (prefixCaching && full > 0 && (group[victim] as number) < 0 && !chains) {
      kept[victim] = full;
      free -= full;
      evictable += full;
      keptOrder.push(victim);
    }
    table.preemptions[victim] = (table.preemptions[victim] as number) + 1;
    run.preemptions++;
    waiting.pushFront(victim);
  }

  /**
   * A request that has computed whole chain nodes of its prompt leaves them cached for later requests: each becomes
   * resident (its blocks move from the request to the cache), or, computed meanwhile by another request, is shared
   * and the request's own copy freed.
   */
  function publish(id: number, upto: number) {
    let j = heldNodes[id] as number;
    const length = chainLength(id);
    while (j < length && (j + 1) * nodeTokens <= upto) {
      const node = chainNode(id, j);
      const b = blocksOfNode(j);
      if (nodeResident[node]) {
        if (nodeRefs[node] === 0) evictable -= b;
        free += b;
      } else nodeResident[node] = 1;
      ownBlocks[id] = (ownBlocks[id] as number) - b;
      nodeRefs[node] = (nodeRefs[node] as number) + 1;
      nodeLastUse[node] = now;
      j++;
    }
    if (j > (heldNodes[id] as number)) {
      heldNodes[id] = j;
      sharing[id] = 1;
      prefixBlocksOf[id] = nodeBlocks(j);
    }
  }

  /** Frees a request's blocks; its share of a cached prefix stays cached (evictable once unreferenced). */
  function release(id: number) {
    free += ownBlocks[id] as number;
    ownBlocks[id] = 0;
    if (chains && (heldNodes[id] as number) > 0) {
      // Deepest first, so that at one release time the leaves are evicted before the nodes they hang from.
      for (let j = (heldNodes[id] as number) - 1; j >= 0; j--) {
        const node = chainNode(id, j);
        nodeRefs[node] = (nodeRefs[node] as number) - 1;
        if (nodeRefs[node] === 0) {
          evictable += blocksOfNode(j);
          nodeLastUse[node] = now;
          lruNode.push(node);
          lruStamp.push(now);
        }
      }
      heldNodes[id] = 0;
      sharing[id] = 0;
      prefixBlocksOf[id] = 0;
      return;
    }
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
    // Without chunked prefill a prompt beyond the token budget can never be scheduled (TensorRT-LLM refuses it).
    // Under speculation its last verification reaches prompt + output − 1 + k rows, and k lookahead slots beyond.
    const peak = Math.min(prompt + output + (lookahead ? 2 * lookahead - 1 : 0), maxModelLen);
    if (
      prompt + output > maxModelLen ||
      blocksFor(peak) > kvBlocks ||
      (!chunked && prompt > maxBatchedTokens)
    ) {
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
    // Phase 1: running requests, in admission order. Under prefill-first batching this pass takes only the requests
    // still prefilling; their decodes run in a step of their own when no prefill work can be placed (below).
    let budget = maxBatchedTokens;
    let scheduled = 0;
    let preempted = false;
    const runningPass = (decodes: boolean, prefills: boolean) => {
      for (let i = 0; i < runningCount && budget > 0; i++) {
        const id = running[i] as number;
        const pending = (table.prompt[id] as number) + (generated[id] as number) - (computed[id] as number);
        const decode = pending === 1 && (generated[id] as number) > 0;
        if (decode ? !decodes : !prefills) continue;
        // Without chunked prefill a prompt runs whole or waits for a step with room (unless no step could ever hold it).
        if (!chunked && !decode && pending > budget && pending <= maxBatchedTokens) continue;
        // A decoding request verifies its drafts too (vLLM's num_tokens_with_spec − num_computed_tokens).
        const verify =
          spec && decode ? Math.min(spec.tokens, maxModelLen - 1 - (computed[id] as number) - 1) : 0;
        const n = Math.min(pending + Math.max(0, verify), budget);
        let granted = true;
        while (!allocate(id, n + lookahead)) {
          const victim = running[--runningCount] as number;
          preempt(victim);
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
    };
    runningPass(mixed, true);
    // Phase 2: admit from the waiting queue's head.
    if (!preempted) {
      while (waiting.length > 0 && runningCount < maxNumSeqs && budget > 0) {
        const id = waiting.peek();
        const promptNow = (table.prompt[id] as number) + (generated[id] as number);
        let hit = 0;
        const g = group[id] as number;
        if (prefixCaching && g >= 0 && (cached[g] as number) > 0)
          hit = (prefixBlocksOf[id] as number) * blockSize;
        // Prefix chains: the leading nodes still resident, short of the whole prompt (one token is always computed).
        let chainHit = 0;
        let chainPinned = 0;
        if (chains) {
          const limit = Math.min(chainLength(id), Math.floor((promptNow - 1) / nodeTokens));
          while (chainHit < limit && nodeResident[chainNode(id, chainHit)]) {
            if (nodeRefs[chainNode(id, chainHit)] === 0) chainPinned += blocksOfNode(chainHit);
            chainHit++;
          }
          hit = nodeBlocks(chainHit) * blockSize;
        }
        // Blocks it left cached when preempted, less the last full one when they cover the whole sequence (at least
        // one token is always computed).
        const keptNow = kept[id] as number;
        const reuse = Math.min(keptNow, Math.floor((promptNow - 1) / blockSize));
        const left = promptNow - hit - reuse * blockSize;
        if (!chunked && left > budget && left <= maxBatchedTokens) break;
        const n = Math.min(left, budget);
        // A cached prefix about to be shared, and kept blocks about to be reused, are no longer evictable.
        const pinned = (hit > 0 && g >= 0 && refs[g] === 0 ? (cached[g] as number) : 0) + reuse + chainPinned;
        const shared = hit > 0 ? (chains ? nodeBlocks(chainHit) : (prefixBlocksOf[id] as number)) : 0;
        const need =
          blocksFor(Math.min(hit + reuse * blockSize + n + lookahead, maxModelLen)) - shared - reuse;
        // Whole-request admission reserves every block the request will hold (prompt and all its output).
        const wholeTokens = (table.prompt[id] as number) + (table.output[id] as number);
        const mustFit = Math.max(
          need,
          config.reserveFullIsl ? blocksFor(promptNow) - shared - reuse : 0,
          wholeRequest ? blocksFor(wholeTokens) - shared - reuse : 0,
        );
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
        if (hit > 0 && g >= 0) {
          if (refs[g] === 0) evictable -= cached[g] as number;
          refs[g] = (refs[g] as number) + 1;
          sharing[id] = 1;
          lastUse[g] = now;
          run.prefixHitTokens += hit;
        }
        if (chainHit > 0) {
          for (let j = 0; j < chainHit; j++) {
            const node = chainNode(id, j);
            if (nodeRefs[node] === 0) evictable -= blocksOfNode(j);
            nodeRefs[node] = (nodeRefs[node] as number) + 1;
            nodeLastUse[node] = now;
          }
          heldNodes[id] = chainHit;
          sharing[id] = 1;
          prefixBlocksOf[id] = nodeBlocks(chainHit);
          run.prefixHitTokens += hit;
        }
        computed[id] = hit + reuse * blockSize;
        allocate(id, (wholeRequest ? wholeTokens - (computed[id] as number) : n) + lookahead);
        if (table.scheduled[id] === 0 && table.preemptions[id] === 0) table.scheduled[id] = now;
        running[runningCount++] = id;
        schedId[scheduled] = id;
        schedTokens[scheduled++] = n;
        budget -= n;
      }
    }
    // Prefill-first: no prefill could be placed, so the step decodes every running request (the token budget bounds
    // prefill batches only).
    if (!mixed && scheduled === 0) {
      budget = Number.MAX_SAFE_INTEGER;
      runningPass(true, false);
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
    let stepTokens = 0;
    for (let s = 0; s < scheduled; s++) stepTokens += schedTokens[s] as number;
    run.tokensScheduled += stepTokens;
    run.decodeTokens += decodeRows * verifyRows;
    run.prefillTokens += stepTokens - decodeRows * verifyRows;
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
      if (chains) publish(id, Math.min(done, table.prompt[id] as number));
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
