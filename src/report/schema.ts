import * as z from "zod";
import { TIMINGS } from "../measure/index.ts";
import { BYTE_COLUMN_IDS, BYTE_SPLIT_FIELDS, type ByteColumn } from "./traffic.ts";

// The ReportModel: plain serializable data, the one contract every renderer reads (DESIGN.md §6 field names).

const timingShare = z.object({ measured: z.number(), interpolated: z.number(), estimated: z.number() });

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

const paramValue = z.union([z.string(), z.number()]);
const difference = z.object({
  param: z.string(),
  kind: z.string(),
  target: paramValue,
  have: z.array(paramValue),
});

const flag = z.object({
  hardware: z.string(),
  mode: z.enum(["single", "multi"]),
  rows: z.number(),
  layerKind: z.string(),
  families: z.array(z.string()),
  sites: z.array(z.string()),
  addedSeconds: z.number(),
  share: z.number(),
});

const region = z.object({
  hardware: z.string(),
  mode: z.enum(["single", "multi"]),
  rows: z.number(),
  targetOnly: z.object({ share: z.number(), sites: z.array(z.string()) }),
  both: z.object({ share: z.number(), sites: z.array(z.string()) }),
  referenceOnly: z.object({ families: z.array(z.object({ family: z.string(), share: z.number() })) }),
});

/** A work item's largest step saving over runs when written (README, "Time saved if written"). */
const saving = {
  savedSeconds: z.number().nullable(),
  savedAt: z.object({ hardware: z.string(), mode: z.enum(["single", "multi"]), rows: z.number() }).nullable(),
  nextFamily: z.string().nullable(),
  nextHow: z.enum(["per-row", "widened", "as-is"]).nullable(),
};
const siteShape = z.object({
  site: z.string(),
  input: z.string().nullable(),
  weight: z.string().nullable(),
  kv: z.string().nullable(),
  point: z.record(z.string(), paramValue),
});

const vennSummary = z.object({
  kernels: z.string(),
  against: z.array(z.string()),
  classes: z.array(z.object({ id: z.string(), title: z.string(), short: z.string() })),
  workList: z.object({
    plan: z.array(
      z.object({
        family: z.string(),
        change: z.string(),
        param: z.string(),
        kind: z.string(),
        target: paramValue,
        have: z.array(paramValue),
        class: z.string(),
        sites: z.array(z.string()),
        share: z.number(),
        source: z.string().nullable(),
        shapes: z.array(siteShape),
        ...saving,
      }),
    ),
    novel: z.array(
      z.object({
        site: z.string(),
        op: z.string(),
        weightFormat: z.string().nullable(),
        activationFormat: z.string().nullable(),
        share: z.number(),
      }),
    ),
    novelKernels: z.array(
      z.object({
        op: z.string(),
        weightFormat: z.string().nullable(),
        activationFormat: z.string().nullable(),
        sites: z.array(z.string()),
        share: z.number(),
        shapes: z.array(siteShape),
        ...saving,
      }),
    ),
    unmeasured: z.array(
      z.object({
        family: z.string(),
        sites: z.array(z.string()),
        share: z.number(),
        source: z.string().nullable(),
      }),
    ),
    /** Fusions of the bundled file that would apply where no group of the report's file runs (--fusions). */
    fusions: z
      .array(
        z.object({
          group: z.string(),
          title: z.string(),
          source: z.string(),
          sites: z.array(z.string()),
          internalBytes: z.number(),
          launchesRemoved: z.number(),
          savedSeconds: z.number(),
          savedExpectedSeconds: z.number().nullable(),
          share: z.number(),
          at: z.object({ hardware: z.string(), mode: z.enum(["single", "multi"]), rows: z.number() }),
        }),
      )
      .optional(),
  }),
});

const diagnosticRow = z.object({
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
  bound: z.enum(["memory", "compute"]),
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
const fitVerdict = z.object({
  fits: z.boolean(),
  neededBytes: z.number(),
  usableBytes: z.number(),
  capacityBytes: z.number(),
  devicesNeeded: z.number(),
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
  bound: z.enum(["memory", "compute"]),
  sites: z.array(z.string()),
});

const table = z.object({
  hardware: z.string(),
  mode: z.enum(["single", "multi"]),
  rows: z.number(),
  sequences: z.number(),
  context: z.number(),
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  /** What the expected time is made of (bandwidth, small transfers, attention, compute, dequant, launch, step); null uncalibrated. */
  expectedTerms: z
    .array(z.object({ term: z.string(), seconds: z.number() }))
    .nullable()
    .optional(),
  tokensPerSecond: z.number(),
  /** rows ÷ expectedSeconds; null where the profile has no calibration. */
  tokensPerSecondExpected: z.number().nullable(),
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

const memory = z.object({
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
  pricePerHour: z.number().nullable(),
});

/** One serving candidate: a device, precision, layout and batch size under the workload (--workload). */
const deploymentRow = z.object({
  hardware: z.string(),
  precision: z.string(),
  layout: z.string(),
  tp: z.number(),
  ep: z.number(),
  pp: z.number(),
  /** Devices of one replica. */
  devices: z.number(),
  /** Requests one replica serves at once. */
  batch: z.number(),
  /** Weights plus the batch's KV cache at isl+osl fit each device of the layout. */
  fits: z.boolean(),
  memoryBytes: z.number(),
  /** The step time the figures use: expected where the profile is calibrated, else the floor. */
  rankedBy: z.enum(["expected", "floor"]),
  /** One request's prefill on an idle replica. */
  prefillSeconds: z.number(),
  /** Mean decode step over the output's contexts (isl+1 … isl+osl−1). */
  decodeStepSeconds: z.number(),
  ttftSeconds: z.number(),
  /** Null when osl is 1 (no decode step). */
  itlSeconds: z.number().nullable(),
  requestsPerSecond: z.number(),
  /** Output tokens per second of one replica (the system), and per device. */
  tokensPerSecond: z.number(),
  tokensPerSecondPerDevice: z.number(),
  /** Estimate for one replica kept busy at this batch: rental price × devices over output tokens; null without a price. */
  usdPerMillionTokens: z.number().nullable(),
  /** Estimate for one busy replica: board power × devices × time over output tokens; null without a power figure. */
  joulesPerToken: z.number().nullable(),
  /** The whole deployment (replicas × devices) at the workload's load: output tokens/s, and $/Mtok and J/token counting every device; the pick minimises its $/Mtok. */
  deployment: z.object({
    tokensPerSecond: z.number(),
    usdPerMillionTokens: z.number().nullable(),
    joulesPerToken: z.number().nullable(),
  }),
  powerWatts: z.number().nullable(),
  powerBasis: z.enum(["tdp", "measured"]).nullable(),
  /** Collectives' share of the decode step (0 on one device). */
  communicationShare: z.number(),
  /** Null when no SLA was given. */
  meetsSla: z.boolean().nullable(),
  /** Replicas the workload needs at this batch, and devices in all. */
  replicas: z.number(),
  totalDevices: z.number(),
  isChoice: z.boolean(),
});

/** A serving workload's figures (--workload, --sla): every candidate and, per device, the one picked. */
const workloadSection = z.object({
  isl: z.number(),
  osl: z.number(),
  concurrency: z.number().nullable(),
  rate: z.number().nullable(),
  chunk: z.number(),
  /** Where the chunk comes from: the engine default's source, or "--workload chunk=". */
  chunkSource: z.string(),
  /** Contexts decode was costed at; the step time is interpolated between them. */
  decodeContexts: z.array(z.number()),
  sla: z.object({ ttftSeconds: z.number().nullable(), itlSeconds: z.number().nullable() }).nullable(),
  layouts: z.array(z.string()),
  rows: z.array(deploymentRow),
  choices: z.array(
    z.object({
      hardware: z.string(),
      hardwareName: z.string(),
      /** What the pick minimises: usd ($/Mtok), energy (J/token) where a price is missing, else throughput per device. */
      pickedBy: z.enum(["usd", "energy", "throughput"]),
      row: deploymentRow.nullable(),
      /** Why no candidate was picked. */
      reason: z.string().nullable(),
    }),
  ),
  /** Precisions a device cannot run (a lane it lacks), per layout. */
  gaps: z.array(
    z.object({
      hardware: z.string(),
      precision: z.string(),
      layout: z.string(),
      code: z.string(),
      message: z.string(),
      /** The compute lane the device lacks (COST_LANE_MISSING), as on a compare cell's gap. */
      lane: z.string().optional(),
    }),
  ),
});

export type WorkloadSection = z.infer<typeof workloadSection>;
export type DeploymentRowModel = z.infer<typeof deploymentRow>;

export const ReportModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.string(),
  model: z.string(),
  modelName: z.string(),
  source: z.object({ hf: z.string(), revision: z.string() }),
  circuit: z.string(),
  precision: z.object({
    preset: z.string().nullable(),
    weight: z.string(),
    act: z.string(),
    kv_cache: z.string(),
    dtype: z.string(),
    overrides: z.record(z.string(), z.record(z.string(), z.string())),
  }),
  inputs: z.array(z.object({ kind: z.string(), id: z.string(), sha256: z.string() })),
  /** The engine setting the expected time assumes: decode replayed from CUDA/HIP graphs, or cold launches. */
  graphs: z.boolean().optional(),
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

/** `venn union`: models × kernel families, how each model uses each family. */
export const UnionModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("union"),
  kernels: z.string(),
  hardware: z.string(),
  runs: z.array(z.object({ mode: z.enum(["single", "multi"]), rows: z.number() })),
  context: z.number(),
  families: z.array(z.string()),
  models: z.array(
    z.object({
      model: z.string(),
      cells: z.array(
        z.object({ family: z.string(), class: z.string().nullable(), sites: z.array(z.string()) }),
      ),
      novel: z.array(z.string()),
    }),
  ),
  classes: z.array(z.object({ id: z.string(), title: z.string(), short: z.string() })),
});

export type UnionModel = z.infer<typeof UnionModelSchema>;

const gap = z.object({
  code: z.string(),
  message: z.string(),
  /** The compute lane the device lacks (COST_LANE_MISSING), so readers need not parse the message. */
  lane: z.string().optional(),
});
const rankedBy = z.enum(["expected", "floor"]);

/** `venn compare`: one model across devices and precision presets, one matrix per run. */
export const CompareModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("compare"),
  model: z.string(),
  modelName: z.string(),
  circuit: z.string(),
  context: z.number(),
  kvCache: z.string().nullable(),
  hardware: z.array(z.object({ id: z.string(), name: z.string(), pricePerHour: z.number().nullable() })),
  precisions: z.array(z.string()),
  /** Per column: the formats it ran as and the model's per-site overrides it kept (a preset replaces only the defaults). */
  precisionColumns: z.array(
    z.object({
      id: z.string(),
      weight: z.string().nullable(),
      act: z.string().nullable(),
      kvCache: z.string().nullable(),
      isModel: z.boolean(),
      overrides: z.array(z.object({ glob: z.string(), formats: z.record(z.string(), z.string()) })),
    }),
  ),
  runs: z.array(
    z.object({
      mode: z.enum(["single", "multi"]),
      rows: z.number(),
      sequences: z.number(),
      /** The time ★, $ and $/Mtok used: expected when every cell that fits has one, else the floor. */
      rankedBy: rankedBy,
      /** Devices among the run's cells with no calibration (the reason a run is ranked by the floor). */
      floorOnly: z.array(z.string()),
    }),
  ),
  cells: z.array(
    z.object({
      hardware: z.string(),
      precision: z.string(),
      mode: z.enum(["single", "multi"]),
      rows: z.number(),
      /** ok: runs on one device; no-fit: weights plus KV exceed one device (no time or price shown); gap: the device cannot run it. */
      status: z.enum(["ok", "gap", "no-fit"]),
      gap: gap.nullable(),
      execution: z.array(z.string()),
      floorSeconds: z.number().nullable(),
      expectedSeconds: z.number().nullable(),
      tokensPerSecond: z.number().nullable(),
      tokensPerSecondExpected: z.number().nullable(),
      weightBytes: z.number().nullable(),
      memoryBytes: z.number().nullable(),
      fits: z.boolean().nullable(),
      devices: z.number().nullable(),
      fit: fitVerdict.nullable(),
      /** From the time named in rankedBy. */
      usdPerMillionTokens: z.number().nullable(),
      rankedBy: rankedBy.nullable(),
      isBest: z.boolean(),
      isCheapest: z.boolean(),
      /** The cell's step time from measured time where present, else expected, else floor. */
      stepSeconds: z.number().nullable(),
      timingShare: timingShare.nullable(),
      /** The --parallel layout the cell ran (compare takes a list); its times are one device's, its tokens/s the system's. */
      layout: z
        .object({ tp: z.number(), ep: z.number(), pp: z.number(), devices: z.number(), name: z.string() })
        .optional(),
      /** Collectives' share of the cell's ranked step time (--parallel only). */
      communicationShare: z.number().optional(),
    }),
  ),
  /** The layouts compared (--parallel), by name, in the order given: one matrix row per device and layout. */
  layouts: z.array(z.string()).optional(),
  diagnostics: z.array(diagnosticRow),
  /** The deployment question under --workload: per device the cheapest layout and batch that fit and meet the SLA. */
  workload: workloadSection.optional(),
});

export type CompareModel = z.infer<typeof CompareModelSchema>;
export type CompareCell = CompareModel["cells"][number];

const diffSide = z.object({
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  bytes: z.number(),
  weightFormat: z.string().nullable(),
  execution: z.string(),
  timing: z.enum(TIMINGS),
  measuredSeconds: z.number().nullable(),
  /** The site's Venn class when the diff was classified against a kernel manifest. */
  class: z.string().nullable(),
});

/** One side's totals for a run, with the memory fit of its sequences (weights plus their KV cache). */
const diffTotals = z.object({
  floorSeconds: z.number(),
  expectedSeconds: z.number().nullable(),
  tokensPerSecond: z.number(),
  weightBytes: z.number(),
  kvBytes: z.number(),
  fit: fitVerdict,
  stepSeconds: z.number(),
  timingShare,
});

const gateBasis = z.enum(["expected", "floor"]);

/** `venn diff`: per-site and total deltas between two models (or a model before and after a change). */
export const DiffModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("diff"),
  base: z.object({
    label: z.string(),
    model: z.string(),
    circuit: z.string(),
    inputs: z.array(z.object({ kind: z.string(), id: z.string(), sha256: z.string() })),
  }),
  head: z.object({
    label: z.string(),
    model: z.string(),
    circuit: z.string(),
    inputs: z.array(z.object({ kind: z.string(), id: z.string(), sha256: z.string() })),
  }),
  context: z.number(),
  /** Which inputs differ between the sides (model dims and formats, circuit nodes, profile fields), leaf by leaf. */
  inputsChanged: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      status: z.enum(["changed", "added", "removed"]),
      changes: z.array(
        z.object({ path: z.string(), base: z.string().nullable(), head: z.string().nullable() }),
      ),
      /** Changed leaves beyond those listed. */
      more: z.number(),
    }),
  ),
  tables: z.array(
    z.object({
      hardware: z.string(),
      hardwareName: z.string(),
      mode: z.enum(["single", "multi"]),
      rows: z.number(),
      base: diffTotals,
      head: diffTotals,
      deltaSeconds: z.number(),
      deltaPct: z.number(),
      deltaExpectedPct: z.number().nullable(),
      /** The change the regression gate reads: expected time where both sides have one, else the floor. */
      gatePct: z.number(),
      gateBasis,
      sites: z.array(
        z.object({
          site: z.string(),
          status: z.enum(["changed", "added", "removed", "same"]),
          base: diffSide.nullable(),
          head: diffSide.nullable(),
          deltaSeconds: z.number(),
          deltaPct: z.number().nullable(),
          deltaBytes: z.number(),
        }),
      ),
    }),
  ),
  /** Devices one side cannot run (a lane it lacks): a gap in their rows, not a failed diff. */
  gaps: z.array(
    z.object({
      hardware: z.string(),
      hardwareName: z.string(),
      side: z.enum(["base", "head", "both"]),
      code: z.string(),
      message: z.string(),
      /** The compute lane the device lacks (COST_LANE_MISSING), as on a compare cell's gap. */
      lane: z.string().optional(),
    }),
  ),
  verdict: z.string(),
  worstRegressionPct: z.number(),
  failOnRegressionPct: z.number().nullable(),
  /** expected, floor, or mixed when some rows have an expected time on both sides and others do not. */
  gateBasis: z.enum(["expected", "floor", "mixed"]),
  isRegression: z.boolean(),
});

export type DiffModel = z.infer<typeof DiffModelSchema>;

/** `venn diff --base-ref` over several models (a changed circuit or profile): one diff per model, and those skipped. */
export const DiffSetModelSchema = z.object({
  schemaVersion: z.literal(1),
  command: z.literal("diff"),
  baseRef: z.string(),
  diffs: z.array(DiffModelSchema),
  skipped: z.array(z.object({ model: z.string(), reason: z.string() })),
  verdict: z.string(),
  worstRegressionPct: z.number(),
  failOnRegressionPct: z.number().nullable(),
  gateBasis: z.enum(["expected", "floor", "mixed"]),
  isRegression: z.boolean(),
});

export type DiffSetModel = z.infer<typeof DiffSetModelSchema>;
