// Rank: orders rows by time, largest first, with the name as the explicit tie-breaker so output is stable.
import { compareText } from "../ir/index.ts";

export function rankByTime<T extends { floorSeconds: number }>(
  rows: readonly T[],
  name: (row: T) => string,
): T[] {
  return rankBy(rows, (r) => r.floorSeconds, name);
}

/** Largest `seconds` first, ties broken by name. */
export function rankBy<T>(rows: readonly T[], seconds: (row: T) => number, name: (row: T) => string): T[] {
  return [...rows].sort((a, b) => seconds(b) - seconds(a) || compareText(name(a), name(b)));
}
