import {
  EXPECTED_TERMS,
  type ExpectedTerms,
  NO_TERMS,
  type NodeCost,
  type ServeSetting,
  stepCostSeconds,
  stepPower,
  totalBytes,
} from "../cost/index.ts";
import { type Diagnostic, diagnosticToJson } from "../diagnostics/index.ts";
import type { FusedCost } from "../fuse/index.ts";
import type { Profile } from "../hardware/index.ts";
import { type BoundModel, pointKey } from "../instantiate/index.ts";
import { type ConcreteNode, devicesOf, type Layout, type RunPoint } from "../ir/index.ts";
import { ESTIMATED, type SiteTiming } from "../measure/index.ts";
import { rankBy, rankByTime } from "../rank/index.ts";
import type { ModelDoc } from "../schema/index.ts";
import type { SiteVenn, VennResult } from "../venn/index.ts";
import type { FitVerdict, ReportMemory, ReportModel, ReportSite, ReportTable } from "./schema.ts";
import { BYTE_COLUMN_IDS, BYTE_SPLIT_FIELDS, type ByteColumn, columnBytes } from "./traffic.ts";
import { type ReportView, tableViews } from "./views.ts";

/** Sequence counts shown in the memory-fit table, and the long context always shown beside the run's. */
export const FIT_SEQUENCES = [1, 2, 4, 8, 16, 32, 64, 128] as const;
export const LONG_CONTEXT = 32768;

export interface CostedRun {
  profile: Profile;
  run: RunPoint;
  costs: readonly FusedCost[];
  /** With --fusions: every node its own kernel, the step the fused one is compared with. */
  unfusedCosts?: readonly NodeCost[];
  /** The nodes the costs were computed from (one device's shard under --parallel). */
  nodes?: readonly ConcreteNode[];
  /** Under --parallel: the sequences one device holds (⌈s/dp⌉ with data-parallel attention). */
  deviceSequences?: number;
  /** How the engine served it (its host cost per step among them); absent = the defaults. */
  serve?: ServeSetting;
}

export interface ReportInput {
  command: string;
  model: ModelDoc;
  circuit: string;
  preset: string | null;
  bound: BoundModel;
  profiles: readonly Profile[];
  runs: readonly CostedRun[];
  context: number;
  /** How the engine serves the model (graphs on or off); absent = graphs on. */
  serve?: ServeSetting;
  /** The engine assumed, as the report names it. */
  engine?: ReportModel["engine"];
  inputs: ReportModel["inputs"];
  diagnostics: readonly Diagnostic[];
  venn?: { result: VennResult; kernels: string; against: readonly string[] };
  /** Per run (same order as runs), per site: the time a measurements file gave it. */
  measured?: { sites: readonly ReadonlyMap<string, SiteTiming>[]; file: string; rows: number };
  fusions?: { file: string; engine: string };
  /** Workload views added to every table (--views traffic,gemm). */
  views?: readonly ReportView[];
  /** The circuit's input edges (token ids), graph I/O in the traffic split. */
  graphInputs?: readonly string[];
  /** The --parallel layout: costs and memory are one device's share. */
  parallel?: Layout;
}

/** Whether `sequences` sequences of the report's context fit one device: weights plus their KV cache against its usable memory. */
export function fitVerdict(memory: ReportMemory, sequences: number, devices = 1): FitVerdict {
  return fitOf(memory.weightBytes + sequences * memory.kvBytesPerSequence, memory, devices);
}

/** Under a layout of `devices`, the bytes are one device's shard: the layout fits, or would need that many times more devices. */
function fitOf(
  neededBytes: number,
  device: { usableBytes: number; capacityBytes: number },
  devices = 1,
): FitVerdict {
  return {
    fits: neededBytes <= device.usableBytes,
    neededBytes,
    usableBytes: device.usableBytes,
    capacityBytes: device.capacityBytes,
    devicesNeeded: devices * Math.max(1, Math.ceil(neededBytes / device.usableBytes)),
  };
}

/** The time a ranking, a price or a gate uses for one table: expected where the profile is calibrated, else the floor. */
export function rankedSeconds(t: { floorSeconds: number; expectedSeconds: number | null }): {
  seconds: number;
  rankedBy: "expected" | "floor";
} {
  return t.expectedSeconds !== null
    ? { seconds: t.expectedSeconds, rankedBy: "expected" }
    : { seconds: t.floorSeconds, rankedBy: "floor" };
}

/** What a compare cell or a workload reads of a table: the step's totals and each site's time, lane and share. */
export type SummaryTable = Pick<
  ReportTable,
  | "hardware"
  | "mode"
  | "rows"
  | "sequences"
  | "context"
  | "floorSeconds"
  | "expectedSeconds"
  | "tokensPerSecond"
  | "tokensPerSecondExpected"
  | "boardWatts"
  | "fit"
  | "rankedBy"
  | "stepSeconds"
  | "timingShare"
  | "communication"
> & { sites: SummarySite[] };
type SummarySite = Pick<
  ReportSite,
  "site" | "lane" | "execution" | "floorSeconds" | "expectedSeconds" | "share" | "timing" | "measuredSeconds"
>;

/** A report without each site's full row: what compare and a workload plan read (a full report satisfies it too). */
export type ReportSummary = Pick<
  ReportModel,
  "model" | "modelName" | "circuit" | "precision" | "hardware" | "memory" | "engine"
> & {
  tables: SummaryTable[];
};

/** A step's floor, its expected time by term where the profile is calibrated, which of the two ranks, and tokens/s. */
function stepTotals({ profile, run, costs, serve }: CostedRun) {
  const stepSeconds = costs.reduce((sum, c) => sum + c.floorSeconds * c.count, 0);
  const terms = expectedTerms(costs, stepCostSeconds(profile, serve));
  const expected = profile.efficiency ? terms.reduce((sum, t) => sum + t.seconds, 0) : null;
  const { rankedBy } = rankedSeconds({ floorSeconds: stepSeconds, expectedSeconds: expected });
  return {
    stepSeconds,
    terms,
    expected,
    rankedBy,
    tokensPerSecond: stepSeconds > 0 ? run.rows / stepSeconds : 0,
    tokensPerSecondExpected: expected !== null && expected > 0 ? run.rows / expected : null,
  };
}

/** Board power over the step and the energy per token of every device the layout spans. */
function energy({ profile, run, costs }: CostedRun, seconds: number, parallel?: Layout) {
  const power = stepPower(profile, costs, seconds);
  const devices = parallel ? devicesOf(parallel) : 1;
  return {
    boardWatts: power?.watts ?? null,
    joulesPerToken: power && run.rows > 0 ? (power.watts * devices * seconds) / run.rows : null,
    powerBasis: power?.basis ?? null,
  };
}

/** Sites by the time the table ranks by, ties broken by name. */
const rankSites = <S extends Pick<ReportSite, "site" | "floorSeconds" | "expectedSeconds">>(
  sites: readonly S[],
  rankedBy: ReportTable["rankedBy"],
) =>
  rankBy(
    sites,
    (s) => (rankedBy === "expected" ? (s.expectedSeconds ?? 0) : s.floorSeconds),
    (s) => s.site,
  );

/** One table's summary, from the same totals, ranking and step timing as buildTable's. */
function summarizeTable(
  costed: CostedRun,
  memory: ReportMemory,
  measured?: ReadonlyMap<string, SiteTiming>,
  parallel?: Layout,
): SummaryTable {
  const { run, costs, deviceSequences } = costed;
  const totals = stepTotals(costed);
  const { stepSeconds, expected, rankedBy } = totals;
  const sites = rankSites(
    costs.map((c) => {
      const timing = measured?.get(c.site) ?? ESTIMATED;
      return {
        site: c.site,
        lane: c.lane,
        execution: c.execution,
        ...siteTimes(c, stepSeconds),
        timing: timing.timing,
        measuredSeconds: timing.seconds,
      };
    }),
    rankedBy,
  );
  return {
    hardware: costed.profile.id,
    mode: run.mode,
    rows: run.rows,
    sequences: run.sequences,
    context: run.context,
    floorSeconds: stepSeconds,
    expectedSeconds: expected,
    tokensPerSecond: totals.tokensPerSecond,
    tokensPerSecondExpected: totals.tokensPerSecondExpected,
    boardWatts: energy(costed, expected ?? stepSeconds, parallel).boardWatts,
    fit: fitVerdict(memory, deviceSequences ?? run.sequences, parallel ? devicesOf(parallel) : 1),
    rankedBy,
    sites,
    ...stepTiming(sites),
    ...(parallel ? { communication: communicationOf(costs, stepSeconds, expected) } : {}),
  };
}

/** A site's times over all its runs and its share of the floor step: the same in a full table and in a summary. */
function siteTimes(c: NodeCost, stepSeconds: number) {
  return {
    floorSeconds: c.floorSeconds * c.count,
    expectedSeconds: c.expectedSeconds === null ? null : c.expectedSeconds * c.count,
    share: stepSeconds > 0 ? (c.floorSeconds * c.count) / stepSeconds : 0,
  };
}

function buildTable(
  costed: CostedRun,
  memory: ReportMemory,
  venn?: Map<string, SiteVenn>,
  measured?: ReadonlyMap<string, SiteTiming>,
  parallel?: Layout,
): ReportTable {
  const { profile, run, costs, unfusedCosts, deviceSequences } = costed;
  const totals = stepTotals(costed);
  const { stepSeconds, terms, expected, rankedBy } = totals;
  const sum = (f: (c: NodeCost) => number) => costs.reduce((total, c) => total + f(c) * c.count, 0);
  const sites = rankSites(
    costs.map((c) => {
      const bytes = totalBytes(c.bytes);
      const scale = (b: number) => b * c.count;
      return {
        site: c.site,
        op: c.op,
        weightFormat: c.weightFormat,
        activationFormat: c.activationFormat,
        kvFormat: c.kvFormat,
        execution: c.execution,
        lane: c.lane,
        count: c.count,
        ...siteTimes(c, stepSeconds),
        expectedShare:
          expected !== null && expected > 0 && c.expectedSeconds !== null
            ? (c.expectedSeconds * c.count) / expected
            : null,
        flops: c.flops * c.count,
        bytes: bytes * c.count,
        bytesSplit: Object.fromEntries(
          BYTE_SPLIT_FIELDS.map((field) => [field, scale(c.bytes[field])]),
        ) as ReportSite["bytesSplit"],
        intensity: c.intensity,
        bound: c.bound,
        ...(c.linkBytes !== undefined ? { linkBytes: c.linkBytes * c.count } : {}),
        ...siteVenn(venn?.get(c.site), venn !== undefined),
        ...siteTiming(measured?.get(c.site) ?? ESTIMATED),
        ...(c.fusion ? { fusion: siteFusion(c) } : {}),
      };
    }),
    rankedBy,
  );
  const byOp = new Map<string, ReportTable["byOp"][number]>();
  for (const s of sites) {
    const row = byOp.get(s.op) ?? {
      op: s.op,
      sites: 0,
      count: 0,
      floorSeconds: 0,
      share: 0,
      flops: 0,
      bytes: 0,
    };
    row.sites += 1;
    row.count += s.count;
    row.floorSeconds += s.floorSeconds;
    row.share += s.share;
    row.flops += s.flops;
    row.bytes += s.bytes;
    byOp.set(s.op, row);
  }
  return {
    hardware: profile.id,
    mode: run.mode,
    rows: run.rows,
    sequences: run.sequences,
    context: run.context,
    floorSeconds: stepSeconds,
    expectedSeconds: expected,
    expectedTerms: profile.efficiency ? terms : null,
    tokensPerSecond: totals.tokensPerSecond,
    tokensPerSecondExpected: totals.tokensPerSecondExpected,
    ...energy(costed, expected ?? stepSeconds, parallel),
    fit: fitVerdict(memory, deviceSequences ?? run.sequences, parallel ? devicesOf(parallel) : 1),
    rankedBy,
    ...(Object.fromEntries(
      BYTE_COLUMN_IDS.map((column) => [column, sum((c) => columnBytes(c.bytes, column))]),
    ) as Record<ByteColumn, number>),
    flops: sum((c) => c.flops),
    sites,
    byOp: rankByTime([...byOp.values()], (r) => r.op),
    ...stepTiming(sites),
    ...(parallel ? { communication: communicationOf(costs, stepSeconds, expected) } : {}),
    ...(unfusedCosts ? { fusion: stepFusion(costs, unfusedCosts, profile, costed.serve) } : {}),
  };
}

/** A fused row's group, per step: what its members move and take run one kernel each. */
function siteFusion(c: FusedCost): NonNullable<ReportSite["fusion"]> {
  const f = c.fusion as NonNullable<FusedCost["fusion"]>;
  return {
    group: f.group,
    title: f.title,
    source: f.source,
    members: [...f.members],
    internalBytes: f.internalBytes * c.count,
    intermediateBytes: f.intermediateBytes * c.count,
    intermediates: [...f.intermediates],
    unfused: {
      flops: f.unfused.flops * c.count,
      bytes: f.unfused.bytes * c.count,
      intensity: f.unfused.intensity,
      floorSeconds: f.unfused.floorSeconds * c.count,
      expectedSeconds: f.unfused.expectedSeconds === null ? null : f.unfused.expectedSeconds * c.count,
      kernels: f.unfused.kernels * c.count,
    },
  };
}

/** The step's kernels, time and bytes with the fusions beside the same step run one kernel per node. */
function stepFusion(
  costs: readonly FusedCost[],
  unfused: readonly NodeCost[],
  profile: Profile,
  serve: ServeSetting | undefined,
): NonNullable<ReportTable["fusion"]> {
  const sum = (list: readonly NodeCost[], f: (c: NodeCost) => number) =>
    list.reduce((total, c) => total + f(c) * c.count, 0);
  const terms = expectedTerms(unfused, stepCostSeconds(profile, serve));
  return {
    kernels: sum(costs, () => 1),
    unfusedKernels: sum(unfused, () => 1),
    unfusedFloorSeconds: sum(unfused, (c) => c.floorSeconds),
    unfusedExpectedSeconds: profile.efficiency ? terms.reduce((total, t) => total + t.seconds, 0) : null,
    unfusedBytes: sum(unfused, (c) => totalBytes(c.bytes)),
    internalBytes: costs.reduce((total, c) => total + (c.fusion?.internalBytes ?? 0) * c.count, 0),
    intermediateBytes: costs.reduce((total, c) => total + (c.fusion?.intermediateBytes ?? 0) * c.count, 0),
  };
}

/** The collectives' part of the step (sites whose bytes crossed a link), and its share of the ranked time. */
function communicationOf(costs: readonly NodeCost[], floor: number, expected: number | null) {
  const comm = costs.filter((c) => c.linkBytes !== undefined);
  const floorSeconds = comm.reduce((sum, c) => sum + c.floorSeconds * c.count, 0);
  const expectedSeconds =
    expected === null ? null : comm.reduce((sum, c) => sum + (c.expectedSeconds ?? 0) * c.count, 0);
  const share =
    expectedSeconds !== null && expected !== null
      ? expected > 0
        ? expectedSeconds / expected
        : 0
      : floor > 0
        ? floorSeconds / floor
        : 0;
  return { floorSeconds, expectedSeconds, share };
}

function siteTiming(
  t: SiteTiming,
): Pick<ReportSite, "timing" | "measuredSeconds" | "measuredOfFloor" | "measuredBasis"> {
  return { timing: t.timing, measuredSeconds: t.seconds, measuredOfFloor: t.ofFloor, measuredBasis: t.basis };
}

/** The step's time from measured time where present, else expected, else floor; and how much of it is measured. */
function stepTiming(
  sites: readonly Pick<ReportSite, "timing" | "measuredSeconds" | "expectedSeconds" | "floorSeconds">[],
): Pick<ReportTable, "stepSeconds" | "timingShare"> {
  const seconds = (s: (typeof sites)[number]) => s.measuredSeconds ?? s.expectedSeconds ?? s.floorSeconds;
  const step = sites.reduce((sum, s) => sum + seconds(s), 0);
  const share = (timing: ReportSite["timing"]) =>
    step > 0 ? sites.filter((s) => s.timing === timing).reduce((sum, s) => sum + seconds(s), 0) / step : 0;
  return {
    stepSeconds: step,
    timingShare: {
      measured: share("measured"),
      interpolated: share("interpolated"),
      estimated: share("estimated"),
    },
  };
}

/** The step's expected time split by term, in EXPECTED_TERMS order; the step term is paid once per step. */
function expectedTerms(costs: readonly NodeCost[], stepSeconds: number) {
  const total: ExpectedTerms = { ...NO_TERMS, step: stepSeconds };
  for (const c of costs)
    for (const term of EXPECTED_TERMS) total[term] += (c.expectedTerms?.[term] ?? 0) * c.count;
  return EXPECTED_TERMS.filter((term) => total[term] > 0).map((term) => ({ term, seconds: total[term] }));
}

function siteVenn(
  v: SiteVenn | undefined,
  isClassified = false,
): Pick<ReportTable["sites"][number], "class" | "venn"> {
  // A collective is no kernel of the engine's: unclassified, with an empty placement in a classified report.
  if (!v && isClassified)
    return { class: null, venn: { family: null, point: {}, differences: [], measured: null } };
  if (!v) return { class: null, venn: null };
  return {
    class: v.class,
    venn: { family: v.family, point: v.point, differences: v.differences, measured: v.measured },
  };
}

function buildMemory(
  profile: Profile,
  bound: BoundModel,
  context: number,
  asked: readonly number[],
  devices = 1,
): ReportMemory {
  const weightBytes = bound.weights.reduce((sum, w) => sum + w.bytes, 0);
  const kvBytesPerSequence = bound.kvBytes(context);
  const spare = profile.usableBytes - weightBytes;
  const contexts = context === LONG_CONTEXT ? [context] : [context, LONG_CONTEXT];
  const sequenceCounts = [...new Set([...FIT_SEQUENCES, ...asked])].sort((a, b) => a - b);
  return {
    hardware: profile.id,
    weightBytes,
    weightParams: bound.weights.reduce((sum, w) => sum + w.params, 0),
    activeParams: bound.weights.reduce((sum, w) => sum + w.activeParams, 0),
    kvBytesPerSequence,
    capacityBytes: profile.capacityBytes,
    usableBytes: profile.usableBytes,
    maxSequences: kvBytesPerSequence > 0 ? Math.max(0, Math.floor(spare / kvBytesPerSequence)) : null,
    weightsFit: fitOf(weightBytes, profile, devices),
    fit: contexts.flatMap((ctx) =>
      sequenceCounts.map((sequences) => {
        const verdict = fitOf(weightBytes + sequences * bound.kvBytes(ctx), profile, devices);
        return {
          sequences,
          context: ctx,
          bytes: verdict.neededBytes,
          fits: verdict.fits,
          devices: verdict.devicesNeeded,
        };
      }),
    ),
  };
}

/** The memory fit of every profile, over the sequence counts the runs ask for. */
function reportMemory(input: ReportInput): ReportMemory[] {
  const asked = input.runs.map((r) => r.run.sequences);
  const devices = input.parallel ? devicesOf(input.parallel) : 1;
  return input.profiles.map((p) => buildMemory(p, input.bound, input.context, asked, devices));
}

function reportPrecision({ bound, preset }: ReportInput): ReportModel["precision"] {
  return {
    preset,
    ...bound.precision,
    overrides: Object.fromEntries(Object.entries(bound.overrides).map(([glob, o]) => [glob, { ...o }])),
    replacedOverrides: [...bound.replacedOverrides],
  };
}

const reportHardware = (p: Profile): ReportModel["hardware"][number] => ({
  id: p.id,
  name: p.name,
  bytesPerSecond: p.bytesPerSecond,
  capacityBytes: p.capacityBytes,
  peaks: { ...p.peaks },
  fallback: { ...p.fallback },
  calibrated: p.efficiency !== undefined,
  pricePerHour: p.pricePerHour ?? null,
});

/** The report as compare and a workload plan read it: the same numbers, without building every site's full row. */
export function summarizeReport(input: ReportInput): ReportSummary {
  const memory = reportMemory(input);
  const memoryOf = new Map(memory.map((m) => [m.hardware, m]));
  return {
    model: input.model.id,
    modelName: input.model.name ?? input.model.id,
    circuit: input.circuit,
    precision: reportPrecision(input),
    hardware: input.profiles.map(reportHardware),
    memory,
    ...(input.engine ? { engine: input.engine } : {}),
    tables: input.runs.map((run, i) =>
      summarizeTable(
        run,
        memoryOf.get(run.profile.id) as ReportMemory,
        input.measured?.sites[i],
        input.parallel,
      ),
    ),
  };
}

/** The serializable report: ranked sites per hardware and run, memory fit, diagnostics. */
export function buildReportModel(input: ReportInput): ReportModel {
  const { model, bound } = input;
  const memory = reportMemory(input);
  const memoryOf = new Map(memory.map((m) => [m.hardware, m]));
  return {
    schemaVersion: 1,
    command: input.command,
    model: model.id,
    modelName: model.name ?? model.id,
    source: { hf: model.source.hf, revision: model.source.revision },
    circuit: input.circuit,
    precision: reportPrecision(input),
    inputs: input.inputs,
    graphs: input.serve?.graphs ?? true,
    ...(input.engine ? { engine: input.engine } : {}),
    ...(input.parallel ? { parallel: { ...input.parallel, devices: devicesOf(input.parallel) } } : {}),
    hardware: input.profiles.map(reportHardware),
    tables: input.runs.map((run, i) => {
      const table = buildTable(
        run,
        memoryOf.get(run.profile.id) as ReportMemory,
        input.venn?.result.sites[i],
        input.measured?.sites[i],
        input.parallel,
      );
      if (!input.views?.length) return table;
      // Under --parallel the nodes are one device's shard, as costed.
      const nodes = run.nodes ?? bound.steps.get(pointKey(run.run)) ?? [];
      return {
        ...table,
        // With fusions the split reads the fused rows (their internal bytes are saved by fusion); the GEMM shapes read one cost per node.
        ...tableViews(
          input.views,
          nodes,
          run.costs,
          run.run,
          table,
          input.graphInputs ?? [],
          run.unfusedCosts ?? run.costs,
        ),
      };
    }),
    memory,
    flags: input.venn?.result.flags ?? [],
    regions: input.venn?.result.regions ?? [],
    venn: input.venn
      ? {
          kernels: input.venn.kernels,
          against: [...input.venn.against],
          classes: input.venn.result.classes,
          workList: input.venn.result.workList,
        }
      : null,
    diagnostics: input.diagnostics.map(diagnosticToJson),
    measurements: input.measured ? { file: input.measured.file, rows: input.measured.rows } : null,
    ...(input.fusions ? { fusions: input.fusions } : {}),
  };
}
