// The serving simulation behind `venn simulate`, from the inputs a reader holds: binds the step cost through the same
// analysis `venn report` runs, draws the workload, runs the scheduler and builds the report model. No node: module
// here: the command reads trace and length files (simulate.ts) and hands them in; the explorer page runs this in a
// Web Worker on the documents it carries.
import type { Diagnostic } from "../../diagnostics/index.ts";
import {
  DEFAULT_ENGINE,
  normalizeEngine,
  type SchedulerDefaults,
  type SchedulerKnob,
} from "../../engine/index.ts";
import type { PresetName } from "../../formats/index.ts";
import { normalizeProfile, type Profile } from "../../hardware/index.ts";
import { devicesOf, type Layout, layoutName, SINGLE_DEVICE } from "../../ir/index.ts";
import type { InputReader, LengthHistogram } from "../../load/index.ts";
import { MODEL_PRECISION, type SimulateModel, type Sourced, type SweepPoint } from "../../report/index.ts";
import type { EngineDoc, HardwareDoc } from "../../schema/index.ts";
import {
  type ArrivalSpec,
  arrivalsName,
  bindStepCost,
  expectedAcceptedLength,
  jointLengths,
  type LengthSpec,
  lengthName,
  type RequestTable,
  type SchedulerConfig,
  type SimSla,
  type SimulationRun,
  type SimulationSummary,
  type SimWorkload,
  type SpeculativeSpec,
  type StepCost,
  simulate,
  stepGrid,
  summarizeRun,
  withDraft,
} from "../../simulate/index.ts";
import { validateEngine, validateHardware } from "../../validate/index.ts";
import { CommandScope, findings } from "../scope.ts";
import { analyzeWith } from "./analysis.ts";
import { engineScope, type PriceOverrides, priced } from "./gaps.ts";
import { loadModelAndCircuit, Session } from "./session.ts";

/** Scheduler knobs given on the command line; each replaces the engine profile's default. */
export interface SchedulerOverrides {
  maxNumSeqs?: number;
  maxBatchedTokens?: number;
  kvBlocks?: number;
  blockSize?: number;
  prefixCaching?: boolean;
  reserveFullIsl?: boolean;
  maxModelLen?: number;
  batching?: "mixed" | "prefill-first";
  chunkedPrefill?: boolean;
  admission?: "chunk" | "whole-request";
}

export interface SimulateOptions {
  model: string;
  hardware: string;
  engine?: string;
  preset?: PresetName;
  kvCache?: string;
  graphs?: boolean;
  parallel?: Layout;
  prices?: PriceOverrides;
  workload: SimWorkload;
  knobs?: SchedulerOverrides;
  sla?: SimSla;
  /** Arrival rates to sweep (requests/s): each a run of the same workload at that rate. */
  rates?: readonly number[];
  /** Speculative decoding: the draft model, k tokens drafted per step, α accepted per drafted token. */
  speculative?: SpeculativeSpec;
  cwd?: string;
}

export interface SimulationResult {
  report?: SimulateModel;
  /** Every request of the reported run (the knee's in a sweep), for --requests-out. */
  requests?: RequestTable;
  diagnostics: Diagnostic[];
}

/** Share of requests that must meet the SLA for a rate to count as meeting it (DistServe, OSDI '24: 90 % attainment). */
export const SLA_ATTAINMENT = 0.9;

/** A bound run (bindRun): the step cost, the KV capacity, and what the report names about the device and model. */
export interface BoundRun {
  cost: StepCost;
  basis: "expected" | "floor";
  gridSteps: number;
  modelName: string;
  hardwareName: string;
  precision: string;
  /** KV bytes per token on one device, and the bytes the engine's memory share leaves for KV on one device. */
  kvBytesPerToken: number;
  kvSpareBytes: (utilization: number) => number;
  /** The weights resident on one device. */
  weightBytes: number;
  diagnostics: Diagnostic[];
}

/** What binding a run reads: the model on one device under an engine, precision and layout. */
export type BindOptions = Pick<
  SimulateOptions,
  "model" | "hardware" | "engine" | "preset" | "kvCache" | "graphs" | "parallel" | "prices" | "cwd"
> & { switches?: Readonly<Record<string, boolean>> };

/**
 * Binds a run once: prices the step grid through the same pipeline `venn report` runs (same model, device, engine,
 * precision, layout), and turns it into a step cost. The only place the simulator meets the cost model.
 */
export function bindRunWith(
  reader: InputReader,
  options: BindOptions,
  limits: { maxTokens: number; maxSequences: number; maxContext: number; verifyRows?: number },
  scope: CommandScope = new CommandScope(),
): BoundRun | { diagnostics: Diagnostic[] } {
  const grid = stepGrid(limits);
  const result = analyzeWith(
    reader,
    {
      model: options.model,
      hardware: [options.hardware],
      runs: grid.runs,
      context: limits.maxContext,
      ...(options.preset ? { preset: options.preset } : {}),
      ...(options.parallel ? { parallel: options.parallel } : {}),
      ...engineScope(options),
      ...(options.switches ? { switches: options.switches } : {}),
      summary: true,
    },
    scope,
  );
  const summary = result.summary;
  if (!summary) return { diagnostics: result.diagnostics };
  const tables = summary.tables;
  const basis = tables.every((t) => t.expectedSeconds !== null) ? "expected" : "floor";
  const seconds = tables.map((t) => (basis === "expected" ? (t.expectedSeconds as number) : t.floorSeconds));
  const memory = summary.memory[0];
  // The fit model's figures are one device's shard under a layout (src/report/memory.ts): weights and KV per device.
  const kvBytesPerToken = memory ? memory.kvBytesPerSequence / limits.maxContext : 0;
  return {
    cost: bindStepCost(grid, seconds),
    basis,
    gridSteps: grid.runs.length,
    modelName: summary.modelName,
    hardwareName: summary.hardware[0]?.name ?? options.hardware,
    precision: summary.precision.preset ?? summary.precision.weight ?? MODEL_PRECISION,
    kvBytesPerToken,
    kvSpareBytes: (utilization) => (memory ? memory.capacityBytes * utilization - memory.weightBytes : 0),
    weightBytes: memory?.weightBytes ?? 0,
    diagnostics: result.diagnostics,
  };
}

const isBound = (run: BoundRun | { diagnostics: Diagnostic[] }): run is BoundRun => "cost" in run;

/**
 * The MTP layer as a draft: each of its steps is the target's with the layer on less the target's without (vLLM's MTP
 * proposer runs the layer alone, llm_base_proposer.py), and so are its weights and its KV bytes per token.
 */
function mtpLayer(
  on: BoundRun | { diagnostics: Diagnostic[] },
  off: () => BoundRun | { diagnostics: Diagnostic[] },
): BoundRun | { diagnostics: Diagnostic[] } {
  if (!("cost" in on)) return on;
  const without = off();
  if (!("cost" in without)) return without;
  const a = on.cost;
  const b = without.cost;
  return {
    ...on,
    cost: {
      seconds: (rows, contextSum, chunkRows, chunkOffsets, chunks) =>
        a.seconds(rows, contextSum, chunkRows, chunkOffsets, chunks) -
        b.seconds(rows, contextSum, chunkRows, chunkOffsets, chunks),
    },
    modelName: `${on.modelName} MTP layer`,
    kvBytesPerToken: on.kvBytesPerToken - without.kvBytesPerToken,
    weightBytes: on.weightBytes - without.weightBytes,
    diagnostics: findings(on.diagnostics, without.diagnostics),
  };
}

/** A knob's default for this device: the smaller value below the profile's memory bound, with its source. */
function knobFor(knob: SchedulerKnob, capacityBytes: number): Sourced<number> {
  const tier = knob.below?.find((t) => capacityBytes < t.bytes);
  if (tier) return { value: tier.value, source: `${knob.source} (device below ${fmtGib(tier.bytes)})` };
  return { value: knob.value, source: knob.source };
}

const fmtGib = (bytes: number) => `${Math.round(bytes / 1024 ** 3)} GiB`;
const FLAG = (flag: string) => `--${flag} (command line)`;

/** The engine's scheduler defaults, or vLLM's where the engine states none (said in each knob's source). */
function schedulerDefaults(
  session: Session,
  engineRef: string,
): { defaults?: SchedulerDefaults; note: string } {
  const read = session.load<EngineDoc>("engine", engineRef, validateEngine);
  if (!read) return { note: "" };
  const engine = normalizeEngine(read.value, read.file);
  if (engine.scheduler) return { defaults: engine.scheduler, note: "" };
  const vllm = session.load<EngineDoc>("engine", DEFAULT_ENGINE, validateEngine);
  const fallback = vllm ? normalizeEngine(vllm.value, vllm.file).scheduler : undefined;
  return {
    ...(fallback ? { defaults: fallback } : {}),
    note: `engine ${engine.id} states no scheduler; vLLM V1's default: `,
  };
}

/**
 * Simulates the workload (or each rate of a sweep) on the inputs `reader` holds and builds the report model. A named
 * length distribution must come with its table (fillLengths) and a replayed trace with its columns: nothing is read
 * here but the model, device and engine documents.
 */
export function simulateWith(
  reader: InputReader,
  options: SimulateOptions,
  scope: CommandScope = new CommandScope(),
): SimulationResult {
  const session = new Session(reader, scope);
  const loaded = loadModelAndCircuit(session, options.model);
  const hw = session.load<HardwareDoc>("hardware", options.hardware, validateHardware);
  const engineRef = options.engine ?? DEFAULT_ENGINE;
  const { defaults, note } = schedulerDefaults(session, engineRef);
  const early = session.finish();
  if (!loaded || !hw || !defaults) return { diagnostics: early };
  const profile: Profile = priced(normalizeProfile(hw.value, hw.file), options.prices);
  const engineDoc = session.load<EngineDoc>("engine", engineRef, validateEngine);
  const knobs = options.knobs ?? {};
  const capacity = profile.capacityBytes;
  const pick = (given: number | undefined, flag: string, knob: SchedulerKnob): Sourced<number> => {
    if (given !== undefined) return { value: given, source: FLAG(flag) };
    const d = knobFor(knob, capacity);
    return { value: d.value, source: `${note}${d.source}` };
  };
  const maxNumSeqs = pick(knobs.maxNumSeqs, "max-num-seqs", defaults.maxNumSeqs);
  const maxBatchedTokens = pick(knobs.maxBatchedTokens, "max-batched-tokens", defaults.maxBatchedTokens);
  const blockSize = pick(knobs.blockSize, "block-size", defaults.blockSize);
  const utilization = knobFor(defaults.gpuMemoryUtilization, capacity);
  const prefixCaching: Sourced<boolean> =
    knobs.prefixCaching !== undefined
      ? { value: knobs.prefixCaching, source: FLAG("prefix-caching") }
      : { value: defaults.prefixCaching.value, source: `${note}${defaults.prefixCaching.source}` };
  // The engine profiles do not state this knob yet: off (every admission checks only its chunk) unless the flag is given.
  const reserveFullIsl: Sourced<boolean> =
    knobs.reserveFullIsl !== undefined
      ? { value: knobs.reserveFullIsl, source: FLAG("reserve-full-isl") }
      : {
          value: false,
          source:
            "off: the engine profile states no scheduler_reserve_full_isl (vLLM's SchedulerConfig defaults it on; --reserve-full-isl on)",
        };
  const policyRow = <T>(given: T | undefined, flag: string, knob: SchedulerKnob<T>): Sourced<T> =>
    given !== undefined
      ? { value: given, source: FLAG(flag) }
      : { value: knob.value, source: `${note}${knob.source}` };
  const batching = policyRow(knobs.batching, "batching", defaults.batching);
  const chunkedPrefill = policyRow(knobs.chunkedPrefill, "chunked-prefill", defaults.chunkedPrefill);
  const admission = policyRow(knobs.admission, "admission", defaults.admission);
  const modelMax = loaded.model.value.max_context;
  const maxModelLen: Sourced<number> =
    knobs.maxModelLen !== undefined
      ? { value: knobs.maxModelLen, source: FLAG("max-model-len") }
      : modelMax !== undefined
        ? { value: modelMax, source: `${loaded.model.file} max_context (vLLM's max_model_len default)` }
        : { value: 4096, source: "model states no max_context; 4096 (--max-model-len sets it)" };

  const limits = {
    // Prefill-first decode batches are not held to the token budget: the grid spans every running request's row.
    maxTokens:
      batching.value === "prefill-first"
        ? Math.max(maxBatchedTokens.value, maxNumSeqs.value)
        : maxBatchedTokens.value,
    maxSequences: maxNumSeqs.value,
    maxContext: maxModelLen.value,
  };
  const spec = options.speculative;
  // With speculation the target's grid also prices one request's verification of k + 1 rows.
  const bound = bindRunWith(
    reader,
    options,
    spec ? { ...limits, verifyRows: spec.tokens + 1 } : limits,
    scope,
  );
  if (!("cost" in bound)) return { diagnostics: findings(early, bound.diagnostics) };
  // The draft model is bound once like the target: same device, engine, precision and layout (vLLM runs it at the
  // target's tensor-parallel size, draft_model.py's _raise_if_draft_tp_mismatch). An MTP draft is the target's own
  // layer: the target bound with its circuit's `mtp` switch on, less the target without it.
  let draft: BoundRun | undefined;
  if (spec) {
    const drafted: BoundRun | { diagnostics: Diagnostic[] } =
      spec.draft.kind === "mtp"
        ? mtpLayer(bindRunWith(reader, { ...options, switches: { mtp: true } }, limits, scope), () =>
            bindRunWith(reader, options, limits, scope),
          )
        : bindRunWith(reader, { ...options, model: spec.draft.model }, limits, scope);
    if (!isBound(drafted)) return { diagnostics: findings(early, bound.diagnostics, drafted.diagnostics) };
    draft = drafted;
  }
  const cost = draft && spec ? withDraft(bound.cost, draft.cost, spec.tokens) : bound.cost;
  // vLLM's KV blocks hold the draft's layers too, and the draft's weights share the device.
  const perBlock = (bound.kvBytesPerToken + (draft?.kvBytesPerToken ?? 0)) * blockSize.value;
  // The share is of device memory (vLLM, SGLang) or of what the weights leave free (TensorRT-LLM).
  const ofFree = defaults.kvMemory.value === "free";
  const spare =
    (ofFree ? bound.kvSpareBytes(1) * utilization.value : bound.kvSpareBytes(utilization.value)) -
    (draft?.weightBytes ?? 0);
  const fitBlocks = perBlock > 0 ? Math.max(0, Math.floor(spare / perBlock)) : 0;
  const kvBlocks: Sourced<number> =
    knobs.kvBlocks !== undefined
      ? { value: knobs.kvBlocks, source: FLAG("kv-blocks") }
      : {
          value: fitBlocks,
          source: ofFree
            ? `the fit model: (${fmtGib(capacity)} − weights${draft ? " − the draft's weights" : ""}) × free memory share ${utilization.value} ÷ KV bytes per block${draft ? " (target and draft layers)" : ""} (${utilization.source}; ${defaults.kvMemory.source}); activations and graphs not subtracted`
            : `the fit model: (${fmtGib(capacity)} × gpu_memory_utilization ${utilization.value} − weights${draft ? " − the draft's weights" : ""}) ÷ KV bytes per block${draft ? " (target and draft layers)" : ""} (${utilization.source}); activations and graphs not subtracted`,
        };
  const config: SchedulerConfig = {
    maxNumSeqs: maxNumSeqs.value,
    maxBatchedTokens: maxBatchedTokens.value,
    blockSize: blockSize.value,
    kvBlocks: kvBlocks.value,
    prefixCaching: prefixCaching.value,
    reserveFullIsl: reserveFullIsl.value,
    maxModelLen: maxModelLen.value,
    batching: batching.value,
    chunkedPrefill: chunkedPrefill.value,
    admission: admission.value,
    ...(spec ? { speculative: { tokens: spec.tokens, accept: spec.accept } } : {}),
  };
  const layout = options.parallel ?? SINGLE_DEVICE;
  const economics = {
    devices: devicesOf(layout),
    watts: profile.power?.watts ?? null,
    pricePerHour: profile.pricePerHour ?? null,
  };
  const closed = options.workload.arrivals.kind === "concurrency";
  const runOnce = (arrivals: ArrivalSpec) => {
    const run = simulate(config, { ...options.workload, arrivals }, cost);
    return { run, summary: summarizeRun(run, config.kvBlocks, closed, economics, options.sla) };
  };

  let sweep: SweepPoint[] | null = null;
  let knee: number | null = null;
  let chosen: { run: SimulationRun; summary: SimulationSummary };
  if (options.rates?.length) {
    const runs = options.rates.map((rate) => ({
      rate,
      ...runOnce(withRate(options.workload.arrivals, rate)),
    }));
    sweep = runs.map(({ rate, summary }) => sweepPoint(rate, summary, options.sla));
    for (const p of sweep) if (p.meetsSla) knee = p.rate;
    chosen = (runs.find((r) => r.rate === knee) ?? runs[0]) as (typeof runs)[number];
  } else chosen = runOnce(options.workload.arrivals);

  const { run, summary } = chosen;
  const diagnostics = findings(early, bound.diagnostics, draft?.diagnostics ?? []);
  const w = options.workload;
  const arrivals =
    sweep && knee !== null
      ? withRate(w.arrivals, knee)
      : sweep
        ? withRate(w.arrivals, options.rates?.[0] ?? 0)
        : w.arrivals;
  return {
    report: {
      schemaVersion: 1,
      command: "simulate",
      model: loaded.model.value.id,
      modelName: bound.modelName,
      hardware: { id: profile.id, name: bound.hardwareName },
      engine: engineDoc
        ? { id: engineDoc.value.id, name: engineDoc.value.name, version: engineDoc.value.version }
        : { id: engineRef, name: engineRef, version: "" },
      precision: bound.precision,
      parallel: layoutName(layout),
      devices: economics.devices,
      stepPricing: { basis: bound.basis, gridSteps: bound.gridSteps },
      scheduler: {
        maxNumSeqs,
        maxBatchedTokens,
        blockSize,
        kvBlocks,
        prefixCaching,
        reserveFullIsl,
        maxModelLen,
        policy: "fcfs-recompute",
        batching,
        chunkedPrefill,
        admission,
      },
      workload: {
        arrivals: arrivalsName(arrivals),
        isl: w.trace ? traceLengthName(w.trace.prompt, w.requests) : lengthName(w.isl),
        osl: w.trace
          ? traceLengthName(w.trace.output, w.requests)
          : jointLengths(w.isl, w.osl)
            ? `${lengthName(w.osl)} (drawn with the prompt)`
            : lengthName(w.osl),
        requests: w.requests,
        durationSeconds: w.durationSeconds ?? null,
        seed: w.seed,
        prefix: w.prefix ?? null,
      },
      sla: options.sla ?? null,
      speculative:
        spec && draft
          ? {
              draft: spec.draft.kind === "mtp" ? "mtp" : spec.draft.model,
              draftName: draft.modelName,
              tokens: spec.tokens,
              accept: spec.accept,
              expectedTokensPerStep: expectedAcceptedLength(spec.accept, spec.tokens),
              verifications: run.verifications,
              draftsVerified: run.draftsVerified,
              draftsAccepted: run.draftsAccepted,
              meanTokensPerStep: run.verifications > 0 ? 1 + run.draftsAccepted / run.verifications : 0,
            }
          : null,
      ...summary,
      series: {
        binSeconds: run.series.binSeconds,
        running: Array.from(run.series.running),
        waiting: Array.from(run.series.waiting),
        kvShare: Array.from(run.series.kvBlocks, (b) => (config.kvBlocks > 0 ? b / config.kvBlocks : 0)),
      },
      sweep,
      knee,
      diagnostics,
    },
    requests: run.requests,
    diagnostics,
  };
}

/**
 * Fills in the table of each named length distribution (--isl/--osl NAME) from `read`; the same name is read once, so
 * a joint draw sees one table. A replayed trace needs none.
 */
export function fillLengths(
  workload: SimWorkload,
  read: (name: string) => { histogram?: LengthHistogram; diagnostics: Diagnostic[] },
): { workload: SimWorkload } | { diagnostics: Diagnostic[] } {
  if (workload.trace) return { workload };
  const tables = new Map<string, LengthSpec>();
  const diagnostics: Diagnostic[] = [];
  const resolveSpec = (spec: LengthSpec): LengthSpec => {
    if (spec.kind !== "histogram" || spec.table) return spec;
    const known = tables.get(spec.name);
    if (known) return known;
    const found = read(spec.name);
    if (!found.histogram) {
      diagnostics.push(...found.diagnostics);
      tables.set(spec.name, spec);
      return spec;
    }
    const filled: LengthSpec = { kind: "histogram", name: spec.name, table: found.histogram };
    tables.set(spec.name, filled);
    return filled;
  };
  const isl = resolveSpec(workload.isl);
  const osl = resolveSpec(workload.osl);
  return diagnostics.length ? { diagnostics } : { workload: { ...workload, isl, osl } };
}

/** A traced length column as the report names it: from the trace, with the mean of the requests replayed. */
function traceLengthName(lengths: Int32Array, requests: number): string {
  const n = Math.min(lengths.length, requests);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += lengths[i] as number;
  return `trace (mean ${n ? Math.round(sum / n) : 0})`;
}

/** The workload's arrival process at another rate (a closed loop or burst sweeps as Poisson). */
function withRate(arrivals: ArrivalSpec, rate: number): ArrivalSpec {
  if (arrivals.kind === "constant" || arrivals.kind === "gamma" || arrivals.kind === "poisson")
    return { ...arrivals, rate };
  return { kind: "poisson", rate };
}

function sweepPoint(rate: number, s: SimulationSummary, sla: SimSla | undefined): SweepPoint {
  const stable = s.verdict.verdict === "stable";
  return {
    rate,
    ttft: s.latency.ttft,
    tpot: s.latency.tpot,
    e2e: s.latency.e2e,
    requestsPerSecond: s.throughput.requestsPerSecond,
    outputTokensPerSecond: s.throughput.outputTokensPerSecond,
    goodputRequestsPerSecond: s.throughput.goodputRequestsPerSecond,
    slaShare: s.slaShare,
    verdict: s.verdict.verdict,
    meetsSla: stable && (sla === undefined || (s.slaShare ?? 0) >= SLA_ATTAINMENT),
  };
}
