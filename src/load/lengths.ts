// Named length distributions (`venn simulate --isl NAME --osl NAME`): 2-D histograms of (prompt, output) tokens built
// from published traces by tools/lengths/histogram.ts, shipped in workloads/NAME.lengths.csv with their source in `#`
// lines. Every bad row is one positioned diagnostic, and a file with any is refused whole.
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";
import {
  LENGTHS_FOLDER,
  LENGTHS_SUFFIX,
  type LengthHistogram,
  parseLengthHistogram,
} from "./length-table.ts";
import { packageRoot } from "./resolve.ts";
import { readText } from "./source.ts";

/** A histogram is small: the shipped ones are under 50 KB; a million cells would be a trace, not a histogram. */
const MAX_LENGTHS_BYTES = 16 * 1024 * 1024;

/** The distribution names found (working directory first, then the package's). */
export function lengthNames(cwd: string): string[] {
  const names = new Set<string>();
  for (const dir of new Set([resolve(cwd, LENGTHS_FOLDER), join(packageRoot(), LENGTHS_FOLDER)])) {
    let entries: string[] = [];
    try {
      entries = readdirSync(dir);
    } catch {}
    for (const e of entries) if (e.endsWith(LENGTHS_SUFFIX)) names.add(e.slice(0, -LENGTHS_SUFFIX.length));
  }
  return [...names].sort();
}

/** Whether a --isl/--osl value names a histogram file rather than a shipped distribution. */
export const isLengthsPath = (ref: string) => ref.includes("/") || ref.endsWith(LENGTHS_SUFFIX);

/** The file of a named distribution: the working directory's workloads/ first, then the package's. */
export function lengthsFile(name: string, cwd: string): string | undefined {
  for (const dir of [resolve(cwd, LENGTHS_FOLDER), join(packageRoot(), LENGTHS_FOLDER)]) {
    const p = join(dir, name + LENGTHS_SUFFIX);
    if (existsSync(p)) return p;
  }
  return undefined;
}

/** Reads a named distribution (or a path to a .lengths.csv file). */
export function readLengthHistogram(
  ref: string,
  cwd: string,
): { histogram?: LengthHistogram; diagnostics: Diagnostic[] } {
  let path: string | undefined;
  let display = ref;
  if (isLengthsPath(ref)) path = resolve(cwd, ref);
  else {
    path = lengthsFile(ref, cwd);
    if (path) display = `${LENGTHS_FOLDER}/${ref}${LENGTHS_SUFFIX}`;
    else {
      const names = lengthNames(cwd);
      const near = closest(ref, names);
      return {
        diagnostics: [
          {
            ...diagnose(
              "LOAD_LENGTHS",
              {
                detail: `no length distribution named "${ref}": expected a number, uniform:, normal:, lognormal:, a .lengths.csv path or one of ${names.join(", ")}${near ? ` (did you mean "${near}"?)` : ""}`,
              },
              { file: ref, path: [] },
            ),
            line: 1,
            col: 1,
          },
        ],
      };
    }
  }
  const read = readText(path, display, MAX_LENGTHS_BYTES);
  if (read.text === undefined) return { diagnostics: read.diagnostics };
  return parseLengthHistogram(read.text, display, isLengthsPath(ref) ? display : ref);
}
