import { resolve } from "node:path";
import { type Command, InvalidArgumentError, Option } from "commander";
import {
  type ArrivalSpec,
  type LengthSpec,
  loadTemplates,
  MAX_REQUESTS,
  type PresetName,
  parseArrivals,
  parseLength,
  parseSla,
  parseSpeculative,
  requestsCsv,
  SIMULATE_EXTENSIONS,
  SIMULATE_FORMATS,
  SIMULATE_RENDERERS,
  type SimSla,
  type SimulateFormat,
  type SpeculativeSpec,
  simulateServing,
  TRACE_FORMAT_IDS,
  type TraceFormatId,
} from "../../index.ts";
import { type CommandContext, printDiagnostics, UsageError, writeOutputs } from "../io.ts";
import {
  canonical,
  engineFlag,
  engineOption,
  graphsFlag,
  graphsOption,
  hardwareOneOption,
  kvCacheFlag,
  kvCacheOption,
  oneLayout,
  outputOption,
  parallelOption,
  parsePositiveInt,
  presetOption,
  priceFlag,
  priceOption,
} from "../options.ts";

interface SimulateFlags {
  hardware: string;
  engine?: string;
  precision?: string;
  parallel?: string;
  kvCache?: string;
  graphs?: string;
  price?: string[];
  arrivals?: ArrivalSpec;
  concurrency?: number;
  isl?: LengthSpec;
  osl?: LengthSpec;
  trace?: string;
  traceFormat?: string;
  prefix?: number;
  prefixGroups?: number;
  requests?: number;
  duration?: number;
  seed: number;
  maxNumSeqs?: number;
  maxBatchedTokens?: number;
  kvBlocks?: number;
  blockSize?: number;
  maxModelLen?: number;
  prefixCaching?: boolean;
  reserveFullIsl?: boolean;
  batching?: "mixed" | "prefill-first";
  chunkedPrefill?: boolean;
  admission?: "chunk" | "whole-request";
  sla?: SimSla;
  rates?: number[];
  speculative?: SpeculativeSpec;
  format?: string;
  output?: string;
  requestsOut?: string;
}

/** Requests simulated when neither --requests nor --duration says how many. */
export const DEFAULT_REQUESTS = 1000;
/** The longest --duration, s: a year of traffic is beyond any replay. */
const MAX_DURATION_SECONDS = 3.2e7;
/** The most rates one sweep runs. */
const MAX_RATES = 64;

/** A parser from a spec parser: its problem becomes commander's invalid-argument message (flag and value named). */
const specParser =
  <T>(parse: (text: string) => { value?: T | undefined; problem?: string | undefined }) =>
  (text: string): T => {
    const parsed = parse(text);
    if (parsed.problem !== undefined || parsed.value === undefined)
      throw new InvalidArgumentError(parsed.problem ?? "");
    return parsed.value;
  };

function parseSeed(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 0xffffffff)
    throw new InvalidArgumentError(`expected a whole number from 0 to 4294967295, received "${value}"`);
  return n;
}

function parseRequests(value: string): number {
  const n = parsePositiveInt(value);
  if (n > MAX_REQUESTS)
    throw new InvalidArgumentError(`at most ${MAX_REQUESTS} requests per run, received "${value}"`);
  return n;
}

/** "600", "600s", "10m" is refused: seconds, with or without the s. */
function parseDurationSeconds(value: string): number {
  const m = /^(\d+(?:\.\d+)?)s?$/.exec(value.trim());
  const n = m ? Number(m[1]) : Number.NaN;
  if (!(n > 0) || n > MAX_DURATION_SECONDS)
    throw new InvalidArgumentError(
      `expected seconds > 0 and ≤ ${MAX_DURATION_SECONDS}, e.g. 600 or 600s, received "${value}"`,
    );
  return n;
}

/** One of a policy row's values, as the engine profiles spell them. */
const oneOf =
  <T extends string>(...values: T[]) =>
  (value: string): T => {
    if (!(values as string[]).includes(value))
      throw new InvalidArgumentError(`expected ${values.join(" or ")}, received "${value}"`);
    return value as T;
  };

function parseOnOff(value: string): boolean {
  const v = value.toLowerCase();
  if (v !== "on" && v !== "off") throw new InvalidArgumentError(`expected on or off, received "${value}"`);
  return v === "on";
}

/** "ttft=500ms,tpot=30ms": the serve stage's duration syntax, keys ttft and tpot. */
function parseSimSla(value: string): SimSla {
  const renamed = value.replace(/(^|,)\s*tpot=/g, "$1itl=");
  if (/(^|,)\s*itl=/.test(value))
    throw new InvalidArgumentError(
      `expected ttft=DURATION and/or tpot=DURATION, e.g. ttft=500ms,tpot=30ms, received "${value}"`,
    );
  const { sla, problem } = parseSla(renamed);
  if (!sla) throw new InvalidArgumentError((problem ?? "").replace(/\bitl\b/g, "tpot"));
  return {
    ...(sla.ttftSeconds !== undefined ? { ttftSeconds: sla.ttftSeconds } : {}),
    ...(sla.itlSeconds !== undefined ? { tpotSeconds: sla.itlSeconds } : {}),
  };
}

function parseRates(value: string): number[] {
  const parts = value.split(",").map((p) => p.trim());
  const rates = parts.map((p) => Number(p));
  const bad = parts.find(
    (p, i) => !/^\d+(\.\d+)?$/.test(p) || !((rates[i] as number) > 0) || (rates[i] as number) > 1e6,
  );
  if (bad !== undefined)
    throw new InvalidArgumentError(
      `each rate must be requests/s > 0 and ≤ 1000000, received "${bad}" in "${value}"`,
    );
  if (rates.length > MAX_RATES)
    throw new InvalidArgumentError(`at most ${MAX_RATES} rates, received ${rates.length}`);
  const sorted = [...new Set(rates)].sort((a, b) => a - b);
  return sorted;
}

const intOption = (flags: string, description: string) =>
  new Option(flags, description).argParser(parsePositiveInt);

export function simulateCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("simulate")
    .description(
      "serve a request stream through the engine's scheduler, every step priced by the cost model: P50/P99 TTFT, TPOT, E2E",
    )
    .argument("<model>", "model id (circuits/models/<id>.model.yaml) or path")
    .addOption(hardwareOneOption("the hardware profile (id or path) of every device").makeOptionMandatory())
    .addOption(engineOption())
    .addOption(presetOption("weight/activation preset replacing the model's defaults"))
    .addOption(parallelOption())
    .addOption(kvCacheOption("KV-cache format replacing the model's own, e.g. fp8/tensor"))
    .addOption(graphsOption())
    .addOption(priceOption())
    .addOption(
      new Option(
        "--arrivals <spec>",
        "open-loop arrivals: poisson:RATE, constant:RATE, gamma:RATE,cv=X or burst",
      ).argParser(specParser(parseArrivals)),
    )
    .addOption(
      intOption("--concurrency <n>", "closed loop: N requests in flight, a new one sent when one finishes"),
    )
    .addOption(
      new Option(
        "--isl <spec>",
        "prompt tokens: N, uniform:MIN-MAX, normal:MEAN,SD, lognormal:MEAN,SD, or sharegpt, azure-conv, azure-code (a histogram; the same name for --osl draws both jointly)",
      ).argParser(specParser(parseLength)),
    )
    .addOption(
      new Option(
        "--osl <spec>",
        "output tokens: N, uniform:MIN-MAX, normal:MEAN,SD, lognormal:MEAN,SD, or a distribution name as --isl",
      ).argParser(specParser(parseLength)),
    )
    .addOption(
      new Option(
        "--trace <file>",
        "replay a request trace (arrival time, prompt and output tokens per request) instead of --arrivals, --isl, --osl",
      ),
    )
    .addOption(
      new Option("--trace-format <format>", "the trace's format (default: from its header or keys)").choices(
        TRACE_FORMAT_IDS,
      ),
    )
    .addOption(
      intOption("--prefix <tokens>", "shared prompt tokens at the start of every prompt (prefix caching)"),
    )
    .addOption(
      intOption("--prefix-groups <n>", "distinct shared prefixes, taken by requests in turn (default 1)"),
    )
    .addOption(
      new Option(
        "--requests <n>",
        `requests to send (default ${DEFAULT_REQUESTS}; the cap with --duration)`,
      ).argParser(parseRequests),
    )
    .addOption(
      new Option("--duration <seconds>", "send requests for this long, then let them finish").argParser(
        parseDurationSeconds,
      ),
    )
    .addOption(
      new Option("--seed <n>", "seed of the arrival and length streams").argParser(parseSeed).default(0),
    )
    .addOption(intOption("--max-num-seqs <n>", "requests running at once (default: the engine profile's)"))
    .addOption(
      intOption("--max-batched-tokens <n>", "tokens one step schedules (default: the engine profile's)"),
    )
    .addOption(intOption("--kv-blocks <n>", "KV blocks on the instance (default: from the fit model)"))
    .addOption(intOption("--block-size <n>", "tokens per KV block (default: the engine profile's)"))
    .addOption(intOption("--max-model-len <n>", "longest prompt + output (default: the model's max_context)"))
    .addOption(
      new Option(
        "--prefix-caching <on|off>",
        "reuse cached prefix blocks (default: the engine profile's)",
      ).argParser(parseOnOff),
    )
    .addOption(
      new Option(
        "--reserve-full-isl <on|off>",
        "admit a request only when its whole prompt fits the free KV blocks (vLLM's scheduler_reserve_full_isl; default off)",
      ).argParser(parseOnOff),
    )
    .addOption(
      new Option(
        "--batching <mixed|prefill-first>",
        "decodes and prefill chunks in one step, or prefill batches apart (SGLang) (default: the engine profile's)",
      ).argParser(oneOf("mixed", "prefill-first")),
    )
    .addOption(
      new Option(
        "--chunked-prefill <on|off>",
        "split prompts across steps (default: the engine profile's; TensorRT-LLM's is off)",
      ).argParser(parseOnOff),
    )
    .addOption(
      new Option(
        "--admission <chunk|whole-request>",
        "admit on the first chunk's KV blocks, or only when the whole request's fit (TensorRT-LLM's GUARANTEED_NO_EVICT) (default: the engine profile's)",
      ).argParser(oneOf("chunk", "whole-request")),
    )
    .addOption(
      new Option("--sla <bounds>", "goodput bounds, e.g. ttft=500ms,tpot=30ms").argParser(parseSimSla),
    )
    .addOption(
      new Option(
        "--rates <r1,r2,...>",
        "sweep these arrival rates (requests/s); names the highest meeting the SLA",
      ).argParser(parseRates),
    )
    .addOption(
      new Option(
        "--speculative <spec>",
        "speculative decoding: draft=MODEL,k=N,accept=α, or mtp,k=N,accept=α for the model's MTP layer (k drafted tokens verified per step, α accepted per token)",
      ).argParser(specParser(parseSpeculative)),
    )
    .addOption(
      new Option(
        "--format <format>",
        `output format: ${SIMULATE_FORMATS.join(", ")} (default text on a terminal, md when piped or with -o)`,
      ),
    )
    .addOption(outputOption("write to FILE (format from its extension unless --format)"))
    .addOption(
      new Option("--requests-out <file>", "write one CSV row per request (arrival, lengths, times) to FILE"),
    )
    .addHelpText(
      "after",
      `
Examples:
  venn simulate llama-3.1-8b --hardware h100-sxm --arrivals poisson:10 --isl 1024 --osl 256 --requests 10000
  venn simulate qwen3-8b --hardware h100-sxm --concurrency 4 --isl 233 --osl 221 --requests 100
  venn simulate llama-3.1-8b --hardware rtx-4090 --trace requests.jsonl --kv-blocks 2588 --max-num-seqs 256
  venn simulate llama-3.1-8b --hardware h100-sxm --arrivals poisson:1 --isl lognormal:1000,600 --osl 200 --sla ttft=500ms,tpot=30ms --rates 1,2,4,8,16,32 --format html -o sweep.html`,
    )
    .action((model: string, flags: SimulateFlags) => {
      const format = simulateFormat(io.terminalColumns !== undefined, flags.format, flags.output);
      if (flags.trace !== undefined) {
        const clash = (
          [
            ["--arrivals", flags.arrivals],
            ["--concurrency", flags.concurrency],
            ["--isl", flags.isl],
            ["--osl", flags.osl],
            ["--rates", flags.rates],
            ["--prefix", flags.prefix],
            ["--duration", flags.duration],
          ] as const
        ).find(([, v]) => v !== undefined);
        if (clash) throw new UsageError(`--trace gives the arrivals and lengths; leave out ${clash[0]}`);
      } else if (flags.traceFormat !== undefined) throw new UsageError("--trace-format needs --trace FILE");
      else if (!flags.isl || !flags.osl)
        throw new UsageError("give --isl and --osl (prompt and output tokens), or --trace FILE");
      if (flags.arrivals && flags.concurrency !== undefined)
        throw new UsageError("give --arrivals or --concurrency, not both (open loop or closed loop)");
      const arrivals: ArrivalSpec | undefined =
        flags.concurrency !== undefined
          ? { kind: "concurrency", concurrency: flags.concurrency }
          : flags.arrivals;
      if (!arrivals && !flags.rates && flags.trace === undefined)
        throw new UsageError(
          "give --arrivals poisson:RATE (or constant:, gamma:, burst), --concurrency N or --rates",
        );
      if (flags.rates && arrivals && (arrivals.kind === "concurrency" || arrivals.kind === "burst"))
        throw new UsageError(
          `--rates sweeps an arrival rate; ${arrivals.kind === "burst" ? "--arrivals burst" : "--concurrency"} has none`,
        );
      if (flags.prefixGroups !== undefined && flags.prefix === undefined)
        throw new UsageError("--prefix-groups needs --prefix TOKENS (the shared prompt length)");
      const requests =
        flags.requests ??
        (flags.duration !== undefined || flags.trace !== undefined ? MAX_REQUESTS : DEFAULT_REQUESTS);
      const fixedOne: LengthSpec = { kind: "fixed", tokens: 1 };
      const result = simulateServing({
        model: canonical("model", model, io),
        hardware: canonical("hardware", flags.hardware, io),
        ...engineFlag(flags.engine),
        ...(flags.precision ? { preset: flags.precision as PresetName } : {}),
        ...oneLayout(flags.parallel),
        ...kvCacheFlag(flags.kvCache),
        ...graphsFlag(flags.graphs),
        ...priceFlag(flags.price),
        workload: {
          arrivals: arrivals ?? { kind: "poisson", rate: flags.rates?.[0] ?? 1 },
          // A trace replaces both; the specs are then never drawn from.
          isl: flags.isl ?? fixedOne,
          osl: flags.osl ?? fixedOne,
          requests,
          ...(flags.duration !== undefined ? { durationSeconds: flags.duration } : {}),
          seed: flags.seed,
          ...(flags.prefix !== undefined
            ? { prefix: { tokens: flags.prefix, groups: flags.prefixGroups ?? 1 } }
            : {}),
        },
        knobs: {
          ...(flags.maxNumSeqs !== undefined ? { maxNumSeqs: flags.maxNumSeqs } : {}),
          ...(flags.maxBatchedTokens !== undefined ? { maxBatchedTokens: flags.maxBatchedTokens } : {}),
          ...(flags.kvBlocks !== undefined ? { kvBlocks: flags.kvBlocks } : {}),
          ...(flags.blockSize !== undefined ? { blockSize: flags.blockSize } : {}),
          ...(flags.maxModelLen !== undefined ? { maxModelLen: flags.maxModelLen } : {}),
          ...(flags.prefixCaching !== undefined ? { prefixCaching: flags.prefixCaching } : {}),
          ...(flags.reserveFullIsl !== undefined ? { reserveFullIsl: flags.reserveFullIsl } : {}),
          ...(flags.batching !== undefined ? { batching: flags.batching } : {}),
          ...(flags.chunkedPrefill !== undefined ? { chunkedPrefill: flags.chunkedPrefill } : {}),
          ...(flags.admission !== undefined ? { admission: flags.admission } : {}),
        },
        ...(flags.sla ? { sla: flags.sla } : {}),
        ...(flags.rates ? { rates: flags.rates } : {}),
        ...(flags.speculative ? { speculative: flags.speculative } : {}),
        ...(flags.trace !== undefined
          ? {
              trace: {
                path: flags.trace,
                ...(flags.traceFormat ? { format: flags.traceFormat as TraceFormatId } : {}),
              },
            }
          : {}),
        cwd: io.cwd,
      });
      printDiagnostics(io, result.diagnostics);
      if (!result.report) return setCode(1);
      // Only the HTML page renders through templates; the other views are written in code and read none.
      const templates = format === "html" ? loadTemplates(undefined, ["html"]) : {};
      const text = SIMULATE_RENDERERS[format](result.report, templates);
      // Both files in one write, so a run that cannot write one leaves neither.
      const files = [
        ...(flags.requestsOut && result.requests
          ? [{ path: resolve(io.cwd, flags.requestsOut), text: requestsCsv(result.requests) }]
          : []),
        ...(flags.output ? [{ path: resolve(io.cwd, flags.output), text }] : []),
      ];
      if (files.length)
        writeOutputs(
          io,
          files.length === 2 ? "--requests-out or --output" : flags.output ? "--output" : "--requests-out",
          files,
        );
      if (!flags.output) io.stdout(text);
      return setCode(0);
    });
}

/** --format, or the -o file's extension, else text on a terminal and md when piped. */
function simulateFormat(
  terminal: boolean,
  given: string | undefined,
  output: string | undefined,
): SimulateFormat {
  if (given !== undefined) {
    const format = SIMULATE_FORMATS.find((f) => f === given.toLowerCase());
    if (!format) throw new UsageError(`--format "${given}" is not one of ${SIMULATE_FORMATS.join(", ")}`);
    return format;
  }
  const extension = output?.split(".").pop()?.toLowerCase();
  const byExtension = SIMULATE_FORMATS.find((f) => SIMULATE_EXTENSIONS[f] === extension);
  if (byExtension) return byExtension;
  return terminal && output === undefined ? "text" : "md";
}
