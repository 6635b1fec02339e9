// Simulate: a request stream through an engine's scheduler, each step priced by the cost model → latency percentiles, throughput, verdict.

export { type PrefixChains, prefixChains } from "./prefix-chains.ts";
export { Rng, STREAMS } from "./rng.ts";
export {
  MAX_REQUESTS,
  type RequestTable,
  type SchedulerConfig,
  SERIES_BINS,
  type SimulationRun,
  type SimWorkload,
  STATUS,
  simulate,
} from "./scheduler.ts";
export {
  acceptedDrafts,
  type DraftSpec,
  expectedAcceptedLength,
  MAX_SPECULATIVE_TOKENS,
  parseAccept,
  parseSpeculative,
  type SpeculativeSpec,
  speculativeName,
} from "./speculative.ts";
export { type LatencyStats, LogHistogram, latencyStats, PERCENTILES } from "./stats.ts";
export {
  bindStepCost,
  type GridLimits,
  type GridRun,
  type StepCost,
  type StepGrid,
  stepGrid,
  withDraft,
} from "./step-cost.ts";
export {
  OVERLOAD_BACKLOG_SHARE,
  type SimEconomics,
  type SimSla,
  type SimulationSummary,
  summarizeRun,
} from "./summary.ts";
export {
  type ArrivalSpec,
  arrivalsName,
  intervalSampler,
  jointLengths,
  type LengthSpec,
  type LengthTable,
  lengthMean,
  lengthName,
  lengthSampler,
  MAX_RATE,
  MAX_TOKENS,
  type Parsed,
  parseArrivals,
  parseLength,
  requestLengths,
} from "./workload.ts";
