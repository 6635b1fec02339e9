// Serve: step times at a workload's prefill and decode points → TTFT, ITL, throughput, $ and J per token, SLA choices.
export { type Candidate, type ChoiceBasis, chooseDeployments } from "./choose.ts";
export { type DeploymentRow, type DeploymentRun, planDeployments } from "./deploy.ts";
export { parseDuration, parseSla, parseWorkload } from "./parse.ts";
export {
  batchLadder,
  DECODE_SAMPLES,
  DEFAULT_CHUNK,
  DEFAULT_CHUNK_SOURCE,
  decodeContexts,
  deploymentFigures,
  meanOverContexts,
  meetsSla,
  prefillChunks,
  RATE_MAX_BATCH,
  replicasFor,
  type ServeFigures,
  type ServeInput,
  type ServePoint,
  type Sla,
  serveFigures,
  type Workload,
  workloadPoints,
} from "./workload.ts";
