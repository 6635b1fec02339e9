// What one command shares across the analyses it runs: each input read once, each model bound once, each finding said once.
import { type Diagnostic, sortDiagnostics } from "../diagnostics/index.ts";
import { attachPositions, type SourceFile } from "../load/index.ts";
import type { Bindings } from "../pipeline.ts";

/**
 * What every session of one command shares: its bindings, each input as read, and each diagnostic with its position
 * (and, on a diff's base side, its file named apart) filled in once. A stage asked again with the same input hands
 * back the same diagnostic objects, so a command gathers its cells' findings as a set and says each once, however
 * many devices, precisions, points and models met it.
 */
export class CommandScope {
  readonly bindings: Bindings = new Map();
  /** Each input as read (resolved, read, parsed, validated), by what it was asked for with. */
  private readonly reads = new Map<string, unknown>();
  // Maps, not weak ones: holding each finding for the whole command keeps it the one object every cell is handed.
  private readonly positioned = new Map<Diagnostic, Diagnostic>();
  private readonly named = new Map<string, Map<Diagnostic, Diagnostic>>();

  read<T>(key: string, make: () => T): T {
    if (!this.reads.has(key)) this.reads.set(key, make());
    return this.reads.get(key) as T;
  }

  /** The diagnostic with its line and column, the same object every time it is asked for. */
  position(d: Diagnostic, sources: ReadonlyMap<string, SourceFile>): Diagnostic {
    const known = this.positioned.get(d);
    if (known) return known;
    // A session that has not read the file cannot place it: placed later, by one that has.
    if (d.file && !sources.has(d.file)) return d;
    const at = attachPositions([d], sources)[0] as Diagnostic;
    this.positioned.set(d, at);
    this.positioned.set(at, at);
    return at;
  }

  /** The diagnostic with its file named apart by a prefix (a diff side read from a base revision), once per object. */
  prefixed(prefix: string, d: Diagnostic): Diagnostic {
    if (!prefix || !d.file || ABSOLUTE.test(d.file)) return d;
    let byDiagnostic = this.named.get(prefix);
    if (!byDiagnostic) {
      byDiagnostic = new Map();
      this.named.set(prefix, byDiagnostic);
    }
    let named = byDiagnostic.get(d);
    if (!named) {
      named = { ...d, file: `${prefix}${d.file}` };
      byDiagnostic.set(d, named);
    }
    return named;
  }
}

/** An absolute path, POSIX or Windows: a file outside the run's folder, named as it is on either side of a diff. */
const ABSOLUTE = /^(?:\/|[A-Za-z]:[\\/]|\\\\)/;

/** A command's findings, each said once (the same finding is the same object), in the stable order. */
export const findings = (...lists: readonly (readonly Diagnostic[])[]): Diagnostic[] =>
  sortDiagnostics([...new Set(lists.flat())]);
