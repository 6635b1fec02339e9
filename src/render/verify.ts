// What a speculative verify run's tokens/s counts, in words every view of a report shares.
import type { ReportTable } from "../report/index.ts";
import { fmtInt, fmtJoules, fmtTokensPerSecond } from "./format.ts";

const sig3 = (x: number) => Number(x.toPrecision(3)).toString();

/** The sentence under a verify run: rows counted without --accept; the produced tokens and their rates with it. */
export function verifyNote(t: ReportTable): string | null {
  const sp = t.speculative;
  if (!sp) return null;
  const n = fmtInt(t.rows);
  if (sp.accept === null || sp.tokensPerStep === null || sp.tokensPerSecond === null)
    return `A verify step's tokens/s counts its ${n} verified rows, not the tokens it produces (from 1 to ${n}, as many drafts are accepted); --accept α counts the (1 − α^${n}) ÷ (1 − α) tokens it produces on average.`;
  const expected =
    sp.tokensPerSecondExpected === null ? "" : `, ${fmtTokensPerSecond(sp.tokensPerSecondExpected)} expected`;
  const joules = sp.joulesPerToken === null ? "" : `, ${fmtJoules(sp.joulesPerToken)} per produced token`;
  return `At acceptance α = ${sp.accept} per drafted token, a verification of ${n} rows produces (1 − α^${n}) ÷ (1 − α) = ${sig3(sp.tokensPerStep)} tokens on average: ${fmtTokensPerSecond(sp.tokensPerSecond)} produced tokens/s at the floor${expected}${joules}. The step is the target's alone: the draft's proposals are not in it (venn simulate --speculative adds them).`;
}

/** The summary's tokens/s cells of a table: produced tokens with --accept, rows marked as rows for a verify run without. */
export function summaryTokens(t: ReportTable): {
  summaryTokens: number;
  summaryTokensExpected: number | null;
  tokensSuffix: string;
} {
  const sp = t.speculative;
  if (sp && sp.accept !== null && sp.tokensPerSecond !== null)
    return {
      summaryTokens: sp.tokensPerSecond,
      summaryTokensExpected: sp.tokensPerSecondExpected,
      tokensSuffix: ` (α ${sp.accept})`,
    };
  return {
    summaryTokens: t.tokensPerSecond,
    summaryTokensExpected: t.tokensPerSecondExpected,
    tokensSuffix: sp ? " rows" : "",
  };
}
