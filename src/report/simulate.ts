// The report model of `venn simulate`: what its renderers read (JSON field names are the contract).
import type { Diagnostic } from "../diagnostics/index.ts";
import type { LatencyStats, SimSla, SimulationSummary } from "../simulate/index.ts";

export type { LatencyStats };

/** A knob's value and where it came from. */
export interface Sourced<T> {
  value: T;
  source: string;
}

/** One rate of a sweep: its headline latencies, throughput and whether it meets the SLA. */
export interface SweepPoint {
  rate: number;
  ttft: LatencyStats;
  tpot: LatencyStats;
  e2e: LatencyStats;
  requestsPerSecond: number;
  outputTokensPerSecond: number;
  goodputRequestsPerSecond: number | null;
  slaShare: number | null;
  verdict: "stable" | "overloaded";
  meetsSla: boolean;
}

/** Speculative decoding as simulated: the draft, k and α given, and what the run's verifications produced. */
export interface SimSpeculative {
  /** The draft model's id, as --speculative named it. */
  draft: string;
  draftName: string;
  /** Drafted tokens per verification (k) and the acceptance rate per drafted token (α). */
  tokens: number;
  accept: number;
  /** (1 − α^(k+1)) / (1 − α): tokens one verification produces on average. */
  expectedTokensPerStep: number;
  /** Verifications run (one per decoding request and step), drafts they verified and accepted. */
  verifications: number;
  draftsVerified: number;
  draftsAccepted: number;
  /** Tokens the run's verifications produced per verification: 1 + accepted drafts ÷ verifications. */
  meanTokensPerStep: number;
}

/** What `venn simulate` reports (JSON field names are the contract; renderers read only this). */
export interface SimulateModel extends Omit<SimulationSummary, "requests"> {
  schemaVersion: 1;
  command: "simulate";
  model: string;
  modelName: string;
  hardware: { id: string; name: string };
  engine: { id: string; name: string; version: string };
  precision: string;
  parallel: string;
  devices: number;
  /** How each step was priced: expected where the profile is calibrated for every step, else the floor. */
  stepPricing: { basis: "expected" | "floor"; gridSteps: number };
  scheduler: {
    maxNumSeqs: Sourced<number>;
    maxBatchedTokens: Sourced<number>;
    blockSize: Sourced<number>;
    kvBlocks: Sourced<number>;
    prefixCaching: Sourced<boolean>;
    /** Admission checks the whole sequence fits the free blocks, not only its first chunk. */
    reserveFullIsl: Sourced<boolean>;
    maxModelLen: Sourced<number>;
    policy: string;
    /** mixed or prefill-first steps, prompts chunked or whole, admission by first chunk or whole request. */
    batching: Sourced<"mixed" | "prefill-first">;
    chunkedPrefill: Sourced<boolean>;
    admission: Sourced<"chunk" | "whole-request">;
  };
  workload: {
    arrivals: string;
    isl: string;
    osl: string;
    requests: number;
    durationSeconds: number | null;
    seed: number;
    prefix: { tokens: number; groups: number } | null;
  };
  sla: SimSla | null;
  /** Speculative decoding (--speculative); null without. */
  speculative: SimSpeculative | null;
  requests: SimulationSummary["requests"];
  series: { binSeconds: number; running: number[]; waiting: number[]; kvShare: number[] };
  sweep: SweepPoint[] | null;
  /** The highest swept rate that meets the SLA (stable, and ≥ SLA_ATTAINMENT of requests within it); null if none. */
  knee: number | null;
  diagnostics: Diagnostic[];
}
