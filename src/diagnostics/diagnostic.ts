import { compareText } from "../ir/order.ts";
import { CODES, type DiagnosticArgs, type DiagnosticCode, type Severity } from "./codes.ts";

/** A key path into a YAML document, e.g. ["blocks", "attn", "nodes", 3, "out", 0, "shape"]. */
export type KeyPath = readonly (string | number)[];

export interface Where {
  file: string;
  path: KeyPath;
  /** Point at the key itself rather than its value (unknown keys). */
  isKey?: boolean;
}

/** One diagnostic of code C: its typed arguments (the CODES row's) beside the message rendered from them. */
export interface DiagnosticOf<C extends DiagnosticCode> {
  code: C;
  args: DiagnosticArgs<C>;
  severity: Severity;
  message: string;
  file?: string;
  path?: KeyPath;
  line?: number;
  col?: number;
  isKey?: boolean;
  related?: { file: string; path: KeyPath; line?: number; col?: number; label: string };
}

/** A diagnostic of any code; narrowing on `code` types `args` (e.g. the lane of COST_LANE_MISSING). */
export type Diagnostic = { [C in DiagnosticCode]: DiagnosticOf<C> }[DiagnosticCode];

/**
 * A finding is a value: one code with the same arguments at the same place is one finding, handed out as one frozen
 * object for as long as anything holds it. Two models on one circuit, or every cell of a compare, that meet the same
 * problem get the same object, so a command gathers its findings as a set of objects and never compares their text.
 */
export function diagnose<C extends DiagnosticCode>(
  code: C,
  args: DiagnosticArgs<C>,
  where?: Where,
  related?: Diagnostic["related"],
): DiagnosticOf<C> {
  const key = JSON.stringify([code, args, where ?? null, related ?? null]);
  const known = findings.get(key)?.deref();
  if (known) return known as DiagnosticOf<C>;
  const row = CODES[code] as { severity: Severity; message(a: DiagnosticArgs<C>): string };
  const found: DiagnosticOf<C> = Object.freeze({
    code,
    args,
    severity: row.severity,
    message: row.message(args),
    ...(where ?? {}),
    ...(related ? { related } : {}),
  });
  findings.set(key, new WeakRef(found));
  forgotten.register(found, key);
  return found;
}
const findings = new Map<string, WeakRef<object>>();
// A finding no one holds any more leaves the table; one made again later is a new object, which no one can tell.
const forgotten = new FinalizationRegistry<string>((key) => {
  if (!findings.get(key)?.deref()) findings.delete(key);
});

export const hasErrors = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.some((d) => d.severity === "error");

/** Stable order: file, line, col, code; so output does not depend on discovery order. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareText(a.file ?? "", b.file ?? "") ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.col ?? 0) - (b.col ?? 0) ||
      compareText(a.code, b.code) ||
      compareText(a.message, b.message),
  );
}

/** Closest candidate by edit distance, for "did you mean" hints; undefined when nothing is close. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // The distance costs |word| × |candidate|: a megabyte name would take seconds, and no real name is this long.
  if (word.length > MAX_SUGGEST_LENGTH) return undefined;
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    if (candidate.length > MAX_SUGGEST_LENGTH) continue;
    const d = editDistance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Names longer than this get no "did you mean": ids, sites and formats are a few dozen characters. */
export const MAX_SUGGEST_LENGTH = 128;

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}
