// A run's figures: latency percentiles, throughput, goodput under an SLA, KV and batch use, the verdict, $ and J.
import { type SimulationRun, STATUS } from "./scheduler.ts";
import { type LatencyStats, latencyStats } from "./stats.ts";

/** Latency bounds a request must meet to count toward goodput (DistServe's definition); a bound left out is not checked. */
export interface SimSla {
  ttftSeconds?: number;
  tpotSeconds?: number;
}

/** Where the instance's power and price come from: its devices, one device's board power (W) and rental price (USD/h). */
export interface SimEconomics {
  devices: number;
  watts: number | null;
  pricePerHour: number | null;
}

/** Backlog share that marks a run overloaded: more than this share of all requests still queued when the last arrives. */
export const OVERLOAD_BACKLOG_SHARE = 0.05;

export interface SimulationSummary {
  requests: { sent: number; completed: number; rejected: number; preempted: number; preemptions: number };
  tokens: { input: number; output: number };
  latency: {
    ttft: LatencyStats;
    tpot: LatencyStats;
    itl: LatencyStats;
    e2e: LatencyStats;
    queue: LatencyStats;
  };
  throughput: {
    requestsPerSecond: number;
    outputTokensPerSecond: number;
    inputTokensPerSecond: number;
    /** Requests/s meeting the SLA; null without one. */
    goodputRequestsPerSecond: number | null;
  };
  /** Share of completed requests meeting the SLA; null without one. */
  slaShare: number | null;
  durationSeconds: number;
  /** Share of the run the instance was running a step. */
  busyShare: number;
  kv: { blocks: number; peakShare: number; meanShare: number };
  batch: { steps: number; meanRunning: number; meanTokensPerStep: number; prefillShare: number };
  prefixHitShare: number;
  /** Time-mean requests in the system (running and waiting). */
  meanInSystem: number;
  verdict: {
    verdict: "stable" | "overloaded";
    /** Requests/s the instance completed over the run: the rate it can hold when overloaded. */
    sustainedRequestsPerSecond: number;
    waitingAtLastArrival: number;
  };
  joulesPerToken: number | null;
  usdPerMillionTokens: number | null;
}

/** The figures of one run; closed loops are stable by construction (a request is sent only when one finishes). */
export function summarizeRun(
  run: SimulationRun,
  kvBlocks: number,
  closedLoop: boolean,
  economics: SimEconomics,
  sla?: SimSla,
): SimulationSummary {
  const t = run.requests;
  const n = t.count;
  const ttft = new Float64Array(n);
  const tpot = new Float64Array(n);
  const e2e = new Float64Array(n);
  const queue = new Float64Array(n);
  let completed = 0;
  let rejected = 0;
  let preempted = 0;
  let withTpot = 0;
  let met = 0;
  let input = 0;
  let output = 0;
  for (let i = 0; i < n; i++) {
    if (t.status[i] === STATUS.rejected) {
      rejected++;
      continue;
    }
    if (t.status[i] !== STATUS.done) continue;
    const arrival = t.arrival[i] as number;
    const first = (t.firstToken[i] as number) - arrival;
    const total = (t.finish[i] as number) - arrival;
    const out = t.output[i] as number;
    ttft[completed] = first;
    e2e[completed] = total;
    queue[completed] = (t.scheduled[i] as number) - arrival;
    // vLLM bench's TPOT: (E2E − TTFT) ÷ (output − 1), for requests with more than one output token.
    let perToken = 0;
    if (out > 1) {
      perToken = (total - first) / (out - 1);
      tpot[withTpot++] = perToken;
    }
    if (
      sla &&
      (sla.ttftSeconds === undefined || first <= sla.ttftSeconds) &&
      (sla.tpotSeconds === undefined || out <= 1 || perToken <= sla.tpotSeconds)
    )
      met++;
    if ((t.preemptions[i] as number) > 0) preempted++;
    input += t.prompt[i] as number;
    output += out;
    completed++;
  }
  const duration = run.makespan;
  const per = (x: number) => (duration > 0 ? x / duration : 0);
  const outputPerSecond = per(output);
  const overloaded = !closedLoop && run.waitingAtLastArrival > OVERLOAD_BACKLOG_SHARE * n;
  const energy =
    economics.watts !== null && output > 0 ? (economics.watts * economics.devices * duration) / output : null;
  const usd =
    economics.pricePerHour !== null && output > 0
      ? ((economics.pricePerHour * economics.devices * duration) / 3600 / output) * 1e6
      : null;
  return {
    requests: { sent: n, completed, rejected, preempted, preemptions: run.preemptions },
    tokens: { input, output },
    latency: {
      ttft: latencyStats(ttft, completed),
      tpot: latencyStats(tpot, withTpot),
      itl: run.itl.stats(),
      e2e: latencyStats(e2e, completed),
      queue: latencyStats(queue, completed),
    },
    throughput: {
      requestsPerSecond: per(completed),
      outputTokensPerSecond: outputPerSecond,
      inputTokensPerSecond: per(input),
      goodputRequestsPerSecond: sla ? per(met) : null,
    },
    slaShare: sla ? (completed ? met / completed : 0) : null,
    durationSeconds: duration,
    busyShare: duration > 0 ? run.busySeconds / duration : 0,
    kv: {
      blocks: kvBlocks,
      peakShare: kvBlocks > 0 ? run.peakKvBlocks / kvBlocks : 0,
      meanShare: kvBlocks > 0 && run.busySeconds > 0 ? run.kvArea / run.busySeconds / kvBlocks : 0,
    },
    batch: {
      steps: run.steps,
      meanRunning: run.busySeconds > 0 ? run.runningArea / run.busySeconds : 0,
      meanTokensPerStep: run.steps ? run.tokensScheduled / run.steps : 0,
      prefillShare: run.tokensScheduled ? run.prefillTokens / run.tokensScheduled : 0,
    },
    prefixHitShare: input > 0 ? run.prefixHitTokens / input : 0,
    meanInSystem: per(run.systemArea),
    verdict: {
      verdict: overloaded ? "overloaded" : "stable",
      sustainedRequestsPerSecond: per(completed),
      waitingAtLastArrival: run.waitingAtLastArrival,
    },
    joulesPerToken: energy,
    usdPerMillionTokens: usd,
  };
}
