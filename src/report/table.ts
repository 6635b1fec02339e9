// One full table: every site's row (bytes, Venn placement, timing, fusion) and the step's totals by op.
// The summary (summary.ts) reads the same step totals from step.ts without building these rows.
import { type NodeCost, powerLimit, type ServeSetting, stepCostSeconds, totalBytes } from "../cost/index.ts";
import type { FusedCost } from "../fuse/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { Layout } from "../ir/index.ts";
import { ESTIMATED, type SiteTiming } from "../measure/index.ts";
import { rankByTime } from "../rank/index.ts";
import type { LayoutHolding } from "../shard/index.ts";
import type { SiteVenn } from "../venn/index.ts";
import type { CostedRun } from "./input.ts";
import { runFit } from "./memory.ts";
import type { ReportMemory, ReportSite, ReportTable } from "./schema.ts";
import {
  communicationOf,
  energy,
  expectedTerms,
  rankSites,
  siteTimes,
  stepTiming,
  stepTotals,
  tableHead,
  verifiedTokens,
} from "./step.ts";
import { BYTE_COLUMN_IDS, BYTE_SPLIT_FIELDS, type ByteColumn, columnBytes } from "./traffic.ts";

/** The keys a site row gets after its literal: optional ones, and the Venn placement and timing looked up per site. */
type SetLater =
  | "linkBytes"
  | "class"
  | "venn"
  | "timing"
  | "measuredSeconds"
  | "measuredOfFloor"
  | "measuredBasis"
  | "fusion";

export function buildTable(
  costed: CostedRun,
  memory: ReportMemory,
  venn?: Map<string, SiteVenn>,
  measured?: ReadonlyMap<string, SiteTiming>,
  parallel?: Layout,
  holdings?: () => readonly LayoutHolding[],
  accept?: number,
): ReportTable {
  const { profile, costs, unfusedCosts } = costed;
  const totals = stepTotals(costed);
  const { stepSeconds, terms, expected, rankedBy } = totals;
  const sum = (f: (c: NodeCost) => number) => costs.reduce((total, c) => total + f(c) * c.count, 0);
  const sites = rankSites(
    costs.map((c) => {
      const times = siteTimes(c, stepSeconds);
      const bytesSplit = {} as ReportSite["bytesSplit"];
      for (const field of BYTE_SPLIT_FIELDS) bytesSplit[field] = c.bytes[field] * c.count;
      // One literal, then the optional and looked-up keys set in the JSON's key order: in the cold interpreter a
      // spread inside a literal costs microseconds a row, and a report has hundreds of rows.
      const row: Omit<ReportSite, SetLater> & Partial<Pick<ReportSite, SetLater>> = {
        site: c.site,
        op: c.op,
        weightFormat: c.weightFormat,
        activationFormat: c.activationFormat,
        kvFormat: c.kvFormat,
        execution: c.execution,
        lane: c.lane,
        count: c.count,
        floorSeconds: times.floorSeconds,
        expectedSeconds: times.expectedSeconds,
        share: times.share,
        expectedShare:
          expected !== null && expected > 0 && c.expectedSeconds !== null
            ? (c.expectedSeconds * c.count) / expected
            : null,
        flops: c.flops * c.count,
        bytes: totalBytes(c.bytes) * c.count,
        bytesSplit,
        intensity: c.intensity,
        bound: c.bound,
      };
      if (c.linkBytes !== undefined) row.linkBytes = c.linkBytes * c.count;
      const placed = siteVenn(venn?.get(c.site), venn !== undefined);
      row.class = placed.class;
      row.venn = placed.venn;
      const timing = measured?.get(c.site) ?? ESTIMATED;
      row.timing = timing.timing;
      row.measuredSeconds = timing.seconds;
      row.measuredOfFloor = timing.ofFloor;
      row.measuredBasis = timing.basis;
      if (c.fusion) row.fusion = siteFusion(c);
      return row as ReportSite;
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
    ...tableHead(costed, totals),
    expectedTerms: profile.efficiency ? terms : null,
    tokensPerSecond: totals.tokensPerSecond,
    tokensPerSecondExpected: totals.tokensPerSecondExpected,
    ...(totals.powerLimit ? { powerLimit: totals.powerLimit } : {}),
    ...withVerified(costed, totals, energy(costed, expected ?? stepSeconds, parallel), accept),
    fit: runFit(costed, memory, parallel, holdings),
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

/** The step's energy figures, then, for a verify run, what its rows and produced tokens are (JSON key order). */
function withVerified(
  costed: CostedRun,
  totals: ReturnType<typeof stepTotals>,
  power: ReturnType<typeof energy>,
  accept: number | undefined,
) {
  const verified = verifiedTokens(costed, totals, power.joulesPerToken, accept);
  return verified ? { ...power, speculative: verified } : power;
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
    kernels: sum(costs, (c) => c.kernels ?? 1),
    unfusedKernels: sum(unfused, (c) => c.kernels ?? 1),
    unfusedFloorSeconds: sum(unfused, (c) => c.floorSeconds),
    unfusedExpectedSeconds: profile.efficiency ? unfusedExpected(unfused, profile, terms) : null,
    unfusedBytes: sum(unfused, (c) => totalBytes(c.bytes)),
    internalBytes: costs.reduce((total, c) => total + (c.fusion?.internalBytes ?? 0) * c.count, 0),
    intermediateBytes: costs.reduce((total, c) => total + (c.fusion?.intermediateBytes ?? 0) * c.count, 0),
  };
}

/** The unfused step's expected time, at the board's power limit where it would draw more (as the fused one is). */
function unfusedExpected(
  unfused: readonly NodeCost[],
  profile: Profile,
  terms: readonly { seconds: number }[],
) {
  const free = terms.reduce((total, t) => total + t.seconds, 0);
  return powerLimit(profile, unfused, free)?.seconds ?? free;
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
