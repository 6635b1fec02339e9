// The ReportModel: plain serializable data, the one contract every renderer reads (DESIGN.md §6 field names).

import { z } from "zod";
import { EXPECTED_TERMS } from "../cost/index.ts";
import { RUN_MODES } from "../ir/index.ts";
import { TIMINGS } from "../measure/index.ts";
import { difference, flag, region, vennSummary } from "./schema-venn.ts";
import { workloadSection } from "./schema-workload.ts";
import { BYTE_COLUMN_IDS, BYTE_SPLIT_FIELDS, type ByteColumn } from "./traffic.ts";

/** The engine a report assumes, and the framework's measured kernel tables (AIConfigurator) that cost its devices. */
export const EngineRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  source: z.string(),
  tables: z
    .array(
      z.object({
        hardware: z.string(),
        kind: z.string(),
        file: z.string(),
        version: z.string(),
        source: z.string(),
        commit: z.string(),
      }),
    )
    .optional(),
  /** Per device, what the engine runs for the preset asked for (its presets: row): formats, kernel and source. */
  formats: z
    .array(
      z.object({
        preset: z.string(),
        hardware: z.string(),
        weight: z.string(),
        act: z.string(),
        kernel: z.string(),
        source: z.string(),
      }),
    )
    .optional(),
  /**
   * Per device, the attention backend the engine runs for prefill and decode (its attention: row) and the expected
   * term that times each: engine_attention where its measured table covers the device (table) and its rows answer the
   * site (decode over a paged cache, a prefill from the first token), else the device's attention_prefill /
   * attention_decode terms, the backend then named but not measured.
   */
  attention: z
    .array(
      z.object({
        hardware: z.string(),
        prefill: z.string(),
        decode: z.string(),
        source: z.string(),
        terms: z.object({
          prefill: z.enum(["engine_attention", "attention_prefill"]),
          decode: z.enum(["engine_attention", "attention_decode"]),
        }),
        table: z.string().optional(),
        /** Where the device's terms time it: the library its prefill attention term was measured through. */
        deviceBackend: z.string().optional(),
      }),
    )
    .optional(),
});

export const timingShare = z.object({
  measured: z.number(),
  interpolated: z.number(),
  estimated: z.number(),
});

const byteSplit = z.object(
  Object.fromEntries(BYTE_SPLIT_FIELDS.map((field) => [field, z.number()])) as Record<
    (typeof BYTE_SPLIT_FIELDS)[number],
    z.ZodNumber
  >,
);

/** A table's summary byte columns (BYTE_COLUMNS in src/report/traffic.ts). */
const byteColumns = Object.fromEntries(BYTE_COLUMN_IDS.map((column) => [column, z.number()])) as Record<
  ByteColumn,
  z.ZodNumber
>;

export const diagnosticRow = z.object({
  code: z.string(),
  severity: z.string(),
  file: z.string().nullable(),
  line: z.number().nullable(),
  col: z.number().nullable(),
  message: z.string(),
});

const siteRow = z.object({
  site: z.string(),
  op: z.string(),
  weightFormat: z.string().nullable(),
  activationFormat: z.string().nullable(),
  kvFormat: z.string().nullable(),
  execution: z.string(),
  lane: z.string().nullable(),
  count: z.number(),
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  share: z.number(),
  /** Share of the expected step; null where the profile has no calibration. */
  expectedShare: z.number().nullable(),
  flops: z.number(),
  bytes: z.number(),
  bytesSplit: byteSplit,
  intensity: z.number(),
  /** memory or compute (the roofline); a collective's latency or link (bandwidth). */
  bound: z.enum(["memory", "compute", "latency", "link"]),
  class: z.string().nullable(),
  /** Present when the report was classified against a kernel manifest. */
  venn: z
    .object({
      family: z.string().nullable(),
      point: z.record(z.string(), z.union([z.string(), z.number()])),
      differences: z.array(difference),
      measured: z.object({ id: z.string(), seconds: z.number(), ofFloor: z.number() }).nullable(),
    })
    .nullable(),
  /** Collectives only: bytes over the interconnect in the step (nccl-tests' S per call × calls); DRAM bytes are 0. */
  linkBytes: z.number().optional(),
  /** Where the site's time came from: a measurements row at this point, a line between two, or the cost model. */
  timing: z.enum(TIMINGS),
  /** The site's measured (or interpolated) time in the step, every instance; null when estimated. */
  measuredSeconds: z.number().nullable(),
  /** floor ÷ measuredSeconds. */
  measuredOfFloor: z.number().nullable(),
  /** The row's source, or how it was interpolated. */
  measuredBasis: z.string().nullable(),
  /** Present on a fused row (--fusions): its member sites and the same members run one kernel each; bytes and seconds per step. */
  fusion: z
    .object({
      group: z.string(),
      title: z.string(),
      source: z.string(),
      members: z.array(z.string()),
      /** Member edges that no longer reach memory (the write and every read saved): what the fusion saves. */
      internalBytes: z.number(),
      /** Inside the members' own ops (attention scores, router logits, a pre-quant copy): on chip in both timings. */
      intermediateBytes: z.number(),
      intermediates: z.array(z.string()),
      unfused: z.object({
        flops: z.number(),
        bytes: z.number(),
        intensity: z.number(),
        floorSeconds: z.number(),
        expectedSeconds: z.number().nullable(),
        kernels: z.number(),
      }),
    })
    .optional(),
});

const opRow = z.object({
  op: z.string(),
  sites: z.number(),
  count: z.number(),
  floorSeconds: z.number(),
  share: z.number(),
  flops: z.number(),
  bytes: z.number(),
});

/** Weights resident plus the run's KV cache against one device's usable memory. */
export const fitVerdict = z.object({
  fits: z.boolean(),
  neededBytes: z.number(),
  usableBytes: z.number(),
  capacityBytes: z.number(),
  devicesNeeded: z.number(),
  /** Under --parallel: the layout as the flag spells it and its devices; the bytes are each device's share. */
  layout: z.object({ flag: z.string(), devices: z.number() }).optional(),
  /** Where it does not fit: the --parallel value of the smallest layout that holds the run (fewest devices; tp, then pp). */
  tryParallel: z.string().optional(),
});

/** The step's bytes in one category of TRAFFIC_CATEGORIES (src/report/traffic.ts). */
const trafficCategory = z.object({
  id: z.string(),
  title: z.string(),
  bytes: z.number(),
  /** Of the step's bytes. */
  share: z.number(),
  reducedBy: z.enum(["quantization", "fusion", "nothing"]),
  how: z.string(),
});

const trafficSplit = z.object({
  /** Σ of the categories: the table's weight + KV + state + activation bytes. */
  bytes: z.number(),
  categories: z.array(trafficCategory),
  /** Bytes fused groups keep on chip (not in bytes); null without --fusions. */
  savedByFusionBytes: z.number().nullable(),
});

/** One matrix-product shape of the step: M × K by K × N in one weight and activation format, summed over its sites. */
const gemmRow = z.object({
  m: z.number(),
  k: z.number(),
  n: z.number(),
  weightFormat: z.string(),
  activationFormat: z.string(),
  /** GEMMs of this shape per step (layers × experts hit or heads). */
  count: z.number(),
  flops: z.number(),
  bytes: z.number(),
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  /** Of the step's ranked time. */
  share: z.number(),
  intensity: z.number(),
  bound: z.enum(["memory", "compute", "latency", "link"]),
  sites: z.array(z.string()),
});

const table = z.object({
  hardware: z.string(),
  mode: z.enum(RUN_MODES),
  rows: z.number(),
  sequences: z.number(),
  context: z.number(),
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  /** What the expected time is made of: each kernel kind's execution, an engine's own measured kernels (engine_kernel), the per-kernel fixed costs, the per-step cost; null uncalibrated. */
  expectedTerms: z
    .array(z.object({ term: z.enum(EXPECTED_TERMS), seconds: z.number() }))
    .nullable()
    .optional(),
  /** Where the step would draw more than the board's limit: the SM clock that holds it there (expectedTerms' power_limit is the time it adds). */
  powerLimit: z.object({ smClockMhz: z.number() }).optional(),
  tokensPerSecond: z.number(),
  /** rows ÷ expectedSeconds; null where the profile has no calibration. */
  tokensPerSecondExpected: z.number().nullable(),
  /** Board power of one device over the step (expected time, else floor): modelled from its activity, else the rated limit; null without a power figure. */
  boardWatts: z.number().nullable().optional(),
  /** boardWatts × devices × step time ÷ rows. */
  joulesPerToken: z.number().nullable().optional(),
  /**
   * A speculative verify run: tokensPerSecond and joulesPerToken above count its verified rows, not the tokens it
   * produces. With --accept α: the tokens one verification produces on average, (1 − α^rows) / (1 − α), and the
   * figures per produced token; null without.
   */
  speculative: z
    .object({
      accept: z.number().nullable(),
      tokensPerStep: z.number().nullable(),
      tokensPerSecond: z.number().nullable(),
      tokensPerSecondExpected: z.number().nullable(),
      joulesPerToken: z.number().nullable(),
    })
    .optional(),
  /** What boardWatts rests on: the model's terms and whose measurement, or the rated limit. */
  powerBasis: z.string().nullable().optional(),
  fit: fitVerdict,
  /** The time the sites are ranked by: expected where the profile is calibrated, else the floor. */
  rankedBy: z.enum(["expected", "floor"]),
  ...byteColumns,
  flops: z.number(),
  sites: z.array(siteRow),
  byOp: z.array(opRow),
  /** Σ per site of measured time where present, else expected, else floor. */
  stepSeconds: z.number(),
  /** Share of stepSeconds by where each site's time came from. */
  timingShare,
  /** Collectives (all-reduce, all-to-all, send/recv) in this step, per device: floor and expected seconds, share of the ranked time. */
  communication: z
    .object({ floorSeconds: z.number(), expectedSeconds: z.number().nullable(), share: z.number() })
    .optional(),
  /** The step with and without the fusion file's groups (--fusions); the table's own figures are the fused ones. */
  fusion: z
    .object({
      kernels: z.number(),
      unfusedKernels: z.number(),
      unfusedFloorSeconds: z.number(),
      unfusedExpectedSeconds: z.number().nullable(),
      unfusedBytes: z.number(),
      internalBytes: z.number(),
      intermediateBytes: z.number(),
    })
    .optional(),
  /** --views traffic: the step's bytes by category, each with its share and what can reduce it. */
  traffic: trafficSplit.optional(),
  /** --views gemm: the step's matrix products by (M, K, N, weight format, activation format), ranked by time. */
  gemms: z.array(gemmRow).optional(),
});

const fitRow = z.object({
  sequences: z.number(),
  context: z.number(),
  bytes: z.number(),
  fits: z.boolean(),
  devices: z.number(),
});

export const memory = z.object({
  hardware: z.string(),
  weightBytes: z.number(),
  weightParams: z.number(),
  activeParams: z.number(),
  kvBytesPerSequence: z.number(),
  capacityBytes: z.number(),
  usableBytes: z.number(),
  maxSequences: z.number().nullable(),
  /** The resident weights alone against one device's usable memory. */
  weightsFit: fitVerdict,
  fit: z.array(fitRow),
});

const hardwareRow = z.object({
  id: z.string(),
  name: z.string(),
  bytesPerSecond: z.number(),
  capacityBytes: z.number(),
  peaks: z.record(z.string(), z.number()),
  fallback: z.record(z.string(), z.string()),
  calibrated: z.boolean(),
  /** Where the efficiency terms were measured when not on this device: the sibling and the rule that carried them. */
  derivedFrom: z.object({ id: z.string(), rule: z.string() }).optional(),
  pricePerHour: z.number().nullable(),
});

export const gap = z.object({
  code: z.string(),
  message: z.string(),
  /** The compute lane the device lacks (COST_LANE_MISSING), so readers need not parse the message. */
  lane: z.string().optional(),
});
export const rankedBy = z.enum(["expected", "floor"]);

export const ReportModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.string(),
  model: z.string(),
  modelName: z.string(),
  source: z.object({ hf: z.string().optional(), revision: z.string() }),
  circuit: z.string(),
  precision: z.object({
    preset: z.string().nullable(),
    weight: z.string(),
    act: z.string(),
    kv_cache: z.string(),
    dtype: z.string(),
    /** The model's per-site overrides this run applied. */
    overrides: z.record(z.string(), z.record(z.string(), z.string())),
    /** Overrides restating the checkpoint's quantization that the preset replaced (globs); empty without a preset. */
    replacedOverrides: z.array(z.string()).optional(),
  }),
  inputs: z.array(z.object({ kind: z.string(), id: z.string(), sha256: z.string() })),
  /** The engine setting the expected time assumes: decode replayed from CUDA/HIP graphs, or cold launches. */
  graphs: z.boolean().optional(),
  /** The engine the expected time assumes (--engine; vLLM unless named): its launches, host cost and kernels. */
  engine: EngineRefSchema.optional(),
  /** How the model is spread over devices (--parallel); every byte, FLOP and second in the tables is per device. */
  parallel: z.object({ tp: z.number(), ep: z.number(), pp: z.number(), devices: z.number() }).optional(),
  hardware: z.array(hardwareRow),
  tables: z.array(table),
  memory: z.array(memory),
  flags: z.array(flag),
  regions: z.array(region),
  venn: vennSummary.nullable(),
  diagnostics: z.array(diagnosticRow),
  /** The measurements file given with --measurements. */
  measurements: z.object({ file: z.string(), rows: z.number() }).nullable(),
  /** Serving figures under --workload. */
  workload: workloadSection.optional(),
  /** The fusion file given with --fusions: its groups run as one kernel each in every table. */
  fusions: z.object({ file: z.string(), engine: z.string() }).optional(),
});

export type ReportModel = z.infer<typeof ReportModelSchema>;
export type ReportTable = ReportModel["tables"][number];
export type ReportSite = ReportTable["sites"][number];
export type ReportMemory = ReportModel["memory"][number];
export type ReportFlag = ReportModel["flags"][number];
export type FitVerdict = z.infer<typeof fitVerdict>;
