// A step's totals, its ranking and its timing: shared by the full table and the summary so both give the same numbers.
import {
  EXPECTED_TERMS,
  type ExpectedTerm,
  type ExpectedTerms,
  NO_TERMS,
  type NodeCost,
  powerLimit,
  stepCostSeconds,
  stepPower,
} from "../cost/index.ts";
import { devicesOf, type Layout, RUN_KINDS, type RunKind } from "../ir/index.ts";
import { rankBy } from "../rank/index.ts";
import type { CostedRun } from "./input.ts";
import type { ReportSite, ReportTable } from "./schema.ts";

/** The time a ranking, a price or a gate uses for one table: expected where the profile is calibrated, else the floor. */
export function rankedSeconds(t: { floorSeconds: number; expectedSeconds: number | null }): {
  seconds: number;
  rankedBy: "expected" | "floor";
} {
  return t.expectedSeconds !== null
    ? { seconds: t.expectedSeconds, rankedBy: "expected" }
    : { seconds: t.floorSeconds, rankedBy: "floor" };
}

/** A step's floor, its expected time by term where the profile is calibrated, which of the two ranks, and tokens/s. */
export function stepTotals({ profile, run, costs, serve }: CostedRun) {
  const stepSeconds = costs.reduce((sum, c) => sum + c.floorSeconds * c.count, 0);
  const unlimited = expectedTerms(costs, stepCostSeconds(profile, serve));
  const free = profile.efficiency ? unlimited.reduce((sum, t) => sum + t.seconds, 0) : null;
  // A step that would draw more than the board's limit runs at the clock that holds it there (power.ts).
  const limit = free === null ? null : powerLimit(profile, costs, free);
  const terms =
    limit && free !== null
      ? [...unlimited, { term: "power_limit" as const, seconds: limit.seconds - free }]
      : unlimited;
  const expected = free === null ? null : (limit?.seconds ?? free);
  const { rankedBy } = rankedSeconds({ floorSeconds: stepSeconds, expectedSeconds: expected });
  return {
    stepSeconds,
    terms,
    expected,
    rankedBy,
    tokensPerSecond: stepSeconds > 0 ? run.rows / stepSeconds : 0,
    tokensPerSecondExpected: expected !== null && expected > 0 ? run.rows / expected : null,
    ...(limit ? { powerLimit: { smClockMhz: limit.smClockMhz } } : {}),
  };
}

/** The fields that open every table, full or summary, in the order the JSON writes them. */
export function tableHead({ profile, run }: CostedRun, totals: ReturnType<typeof stepTotals>) {
  return {
    hardware: profile.id,
    mode: run.mode,
    rows: run.rows,
    sequences: run.sequences,
    context: run.context,
    floorSeconds: totals.stepSeconds,
    expectedSeconds: totals.expected,
  };
}

/**
 * A speculative verify run's tokens: its tokens/s and J/token count verified rows; with an acceptance rate α, the
 * tokens a verification produces on average and the figures per produced token. Undefined for runs whose rows are
 * their tokens.
 */
export function verifiedTokens(
  { run }: CostedRun,
  totals: ReturnType<typeof stepTotals>,
  joulesPerRow: number | null,
  accept: number | undefined,
): NonNullable<ReportTable["speculative"]> | undefined {
  const accepted = (RUN_KINDS[run.mode] as RunKind).accepted;
  if (!accepted) return undefined;
  if (accept === undefined)
    return {
      accept: null,
      tokensPerStep: null,
      tokensPerSecond: null,
      tokensPerSecondExpected: null,
      joulesPerToken: null,
    };
  const tokens = accepted(run.rows, accept);
  const perToken = tokens / run.rows;
  return {
    accept,
    tokensPerStep: tokens,
    tokensPerSecond: totals.tokensPerSecond * perToken,
    tokensPerSecondExpected:
      totals.tokensPerSecondExpected === null ? null : totals.tokensPerSecondExpected * perToken,
    joulesPerToken: joulesPerRow === null ? null : joulesPerRow / perToken,
  };
}

/** Board power over the step and the energy per token of every device the layout spans. */
export function energy({ profile, run, costs }: CostedRun, seconds: number, parallel?: Layout) {
  const power = stepPower(profile, costs, seconds);
  const devices = parallel ? devicesOf(parallel) : 1;
  return {
    boardWatts: power?.watts ?? null,
    joulesPerToken: power && run.rows > 0 ? (power.watts * devices * seconds) / run.rows : null,
    powerBasis: power?.basis ?? null,
  };
}

/** Sites by the time the table ranks by, ties broken by name. */
export const rankSites = <S extends Pick<ReportSite, "site" | "floorSeconds" | "expectedSeconds">>(
  sites: readonly S[],
  rankedBy: ReportTable["rankedBy"],
) =>
  rankBy(
    sites,
    (s) => (rankedBy === "expected" ? (s.expectedSeconds ?? 0) : s.floorSeconds),
    (s) => s.site,
  );

/** A site's times over all its runs and its share of the floor step: the same in a full table and in a summary. */
export function siteTimes(c: NodeCost, stepSeconds: number) {
  return {
    floorSeconds: c.floorSeconds * c.count,
    expectedSeconds: c.expectedSeconds === null ? null : c.expectedSeconds * c.count,
    share: stepSeconds > 0 ? (c.floorSeconds * c.count) / stepSeconds : 0,
  };
}

/** The collectives' part of the step (sites whose bytes crossed a link), and its share of the ranked time. */
export function communicationOf(costs: readonly NodeCost[], floor: number, expected: number | null) {
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

/** The step's time from measured time where present, else expected, else floor; and how much of it is measured. */
export function stepTiming(
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
export function expectedTerms(costs: readonly NodeCost[], stepSeconds: number) {
  const total: ExpectedTerms = { ...NO_TERMS, step: stepSeconds };
  // Indexed loops, terms looked up once a site: a report runs this over every site of every run, in the cold interpreter.
  for (let i = 0; i < costs.length; i++) {
    const c = costs[i] as NodeCost;
    const terms = c.expectedTerms;
    for (let j = 0; j < EXPECTED_TERMS.length; j++) {
      const term = EXPECTED_TERMS[j] as ExpectedTerm;
      total[term] += (terms?.[term] ?? 0) * c.count;
    }
  }
  return EXPECTED_TERMS.filter((term) => total[term] > 0).map((term) => ({ term, seconds: total[term] }));
}
