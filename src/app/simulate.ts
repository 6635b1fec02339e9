// `venn simulate`: requests through the engine's scheduler on one device layout, every step priced by the cost stage.
// The simulation is shared/simulation.ts (the explorer page runs it too); this command reads the files it names: the
// model's inputs, a trace, length histograms.

import { resolve } from "node:path";
import type { Diagnostic } from "../diagnostics/index.ts";
import { fsReader, readLengthHistogram, readTrace, type TraceFormatId } from "../load/index.ts";
import { type LengthSpec, prefixChains, type RequestTable, STATUS } from "../simulate/index.ts";
import type { CommandScope } from "./scope.ts";
import {
  type BindOptions,
  type BoundRun,
  bindRunWith,
  fillLengths,
  type SimulateOptions as SimulationOptions,
  type SimulationResult,
  simulateWith,
} from "./shared/simulation.ts";

export {
  type BoundRun,
  type SchedulerOverrides,
  type SimulationResult as SimulateResult,
  SLA_ATTAINMENT,
} from "./shared/simulation.ts";

export interface SimulateOptions extends SimulationOptions {
  /** Replay this request trace (arrivals and lengths) instead of drawing them; the format from its header unless given. */
  trace?: { path: string; format?: TraceFormatId };
}

const CSV_HEAD =
  "request,arrival_s,prompt_tokens,output_tokens,status,scheduled_s,first_token_s,finish_s,ttft_s,e2e_s,preemptions";
const STATUS_NAMES = ["pending", "completed", "rejected"] as const;

/** One CSV row per request (times in seconds from the start of the run; a rejected request has no schedule). */
export function requestsCsv(t: RequestTable): string {
  const lines = [CSV_HEAD];
  const num = (x: number) => (Number.isFinite(x) ? String(Number(x.toPrecision(9))) : "");
  for (let i = 0; i < t.count; i++) {
    const status = t.status[i] as number;
    const done = status === STATUS.done;
    const arrival = t.arrival[i] as number;
    lines.push(
      [
        i,
        num(arrival),
        t.prompt[i],
        t.output[i],
        STATUS_NAMES[status] ?? "pending",
        done ? num(t.scheduled[i] as number) : "",
        done ? num(t.firstToken[i] as number) : "",
        done ? num(t.finish[i] as number) : "",
        done ? num((t.firstToken[i] as number) - arrival) : "",
        done ? num((t.finish[i] as number) - arrival) : "",
        t.preemptions[i],
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Binds a run once on the files under `options.cwd`: prices the step grid through the same pipeline `venn report` runs
 * and turns it into a step cost (shared/simulation.ts's bindRunWith).
 */
export function bindRun(
  options: BindOptions,
  limits: { maxTokens: number; maxSequences: number; maxContext: number; verifyRows?: number },
  scope?: CommandScope,
): BoundRun | { diagnostics: Diagnostic[] } {
  return bindRunWith(fsReader(options.cwd ?? process.cwd()), options, limits, scope);
}

/** Simulates the workload (or each rate of a sweep) on the files under `cwd`: the trace and length tables read here. */
export function simulateServing(given: SimulateOptions): SimulationResult {
  const cwd = given.cwd ?? process.cwd();
  let options = given;
  if (given.trace) {
    const read = readTrace(resolve(cwd, given.trace.path), given.trace.path, given.trace.format);
    if (!read.trace) return { diagnostics: read.diagnostics };
    const t = read.trace;
    options = {
      ...given,
      workload: {
        ...given.workload,
        arrivals: { kind: "trace", file: given.trace.path, format: t.format },
        requests: Math.min(given.workload.requests, t.count),
        // Mooncake's hash_ids become prefix chains the prefix cache can hit block by block.
        trace: t.hashIds ? { ...t, chains: prefixChains(t.hashIds, t.hashBlockTokens ?? 512) } : t,
      },
    };
  }
  const lengths = fillLengths(options.workload, (name) => readLengthHistogram(name, cwd));
  if ("diagnostics" in lengths) return { diagnostics: lengths.diagnostics };
  options = { ...options, workload: lengths.workload };
  return simulateWith(fsReader(cwd), options);
}

export type { LengthSpec };
