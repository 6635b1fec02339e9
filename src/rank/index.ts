// Rank: orders rows by time, largest first, with the name as the explicit tie-breaker so output is stable.

export function rankByTime<T extends { floorSeconds: number }>(
  rows: readonly T[],
  name: (row: T) => string,
): T[] {
  return [...rows].sort((a, b) => b.floorSeconds - a.floorSeconds || name(a).localeCompare(name(b)));
}
