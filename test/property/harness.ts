// Shared by the property suites: the seed and run counts, the in-process CLI call, and the outcome oracle.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import type fc from "fast-check";
import { type Diagnostic, formatDiagnostic } from "../../src/diagnostics/index.ts";
import {
  CompareModelSchema,
  DiffModelSchema,
  DiffSetModelSchema,
  ReportModelSchema,
  UnionModelSchema,
} from "../../src/report/index.ts";
import type { CliRequest, CliResponse } from "./cli-worker.ts";
import { Watchdog } from "./watchdog.ts";

/** One seed for every suite, printed once per file; VENN_SEED=N replays a failure fast-check reported. */
export const SEED = Number(process.env.VENN_SEED ?? 20261203);
/**
 * Multiplies every suite's run count. `npm test` runs a fifth of each campaign so the whole suite fits a slow 2-core
 * machine; `npm run test:campaign` (and CI) runs the full counts, VENN_PROPERTY_SCALE=10 a long local hunt.
 */
export const SCALE = scaleOf(process.env.VENN_PROPERTY_SCALE);
function scaleOf(text: string | undefined): number {
  const value = Number(text ?? 0.2);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`VENN_PROPERTY_SCALE must be a positive number, not ${text}`);
  return value;
}

/** fast-check parameters: the fixed seed, the scaled count, and a replay path when one is given. */
export function params<T>(numRuns: number): fc.Parameters<T> {
  return {
    seed: SEED,
    numRuns: Math.max(1, Math.round(numRuns * SCALE)),
    ...(process.env.VENN_PATH ? { path: process.env.VENN_PATH } : {}),
  };
}

export function announce(suite: string, numRuns: number) {
  process.stderr.write(
    `property ${suite}: ${Math.round(numRuns * SCALE)} cases (scale ${SCALE}; npm run test:campaign runs them all), seed ${SEED} (replay: VENN_SEED=${SEED} npx vitest run test/property)\n`,
  );
}

/**
 * Slowest a single case may be before it counts as a hang: a report of the largest shipped model takes well under a
 * second, but on a busy 2-core machine a case may wait its turn for many seconds, so the bound is wide.
 */
export const CASE_MS = 60_000;
// A whole property test's limit is 1_800_000 ms, written at each test: a bound for a hang, never a measure of speed.

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `venn-property-${prefix}-`));
}
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export interface Outcome {
  argv: readonly string[];
  code: number;
  stdout: string;
  stderr: string;
  diagnostics: Diagnostic[];
  ms: number;
  /** Resident memory of the test process after the case, in MiB (the case's worker thread lives in it). */
  rssMb?: number;
}

/**
 * The most resident memory a case may leave the process at: the test process with its worker and every shipped
 * input loaded stays under 1 GiB; a case that builds a heap past this (100,000 runs did, to an abort) fails.
 */
export const RSS_CEILING_MB = 1536;

/** The largest RSS and the slowest case seen by this file's suites, printed once at the end. */
export const seen = { rssMb: 0, rssCase: "", ms: 0, msCase: "", cases: 0 };
export function printSeen(suite: string) {
  process.stderr.write(
    `property ${suite}: ${seen.cases} CLI cases; largest RSS ${Math.round(seen.rssMb)} MiB (${seen.rssCase}); slowest ${Math.round(seen.ms)} ms (${seen.msCase})\n`,
  );
}

/** Every CLI case runs in one worker thread, killed and replaced when a case passes the deadline. */
const cases = new Watchdog<CliRequest, CliResponse>(new URL("./cli-worker.ts", import.meta.url), CASE_MS);

/** Runs the CLI in a watched worker; an exception escaping main is the "stack trace" the suites forbid, and a case past CASE_MS is killed and fails with its arguments. */
export function runVenn(argv: readonly string[], cwd: string): Outcome {
  const ran = cases.run({ argv: [...argv], cwd });
  if (!ran.ok)
    throw new Error(
      `venn ${show(argv)} did not exit within ${CASE_MS} ms (killed after ${Math.round(ran.ms)} ms)`,
    );
  if ("thrown" in ran.value)
    throw new Error(`venn ${show(argv)} threw instead of exiting 0, 1 or 2:\n${ran.value.thrown}`);
  seen.cases++;
  if (ran.value.rssMb > seen.rssMb)
    Object.assign(seen, { rssMb: ran.value.rssMb, rssCase: show(argv).slice(0, 160) });
  if (ran.ms > seen.ms) Object.assign(seen, { ms: ran.ms, msCase: show(argv).slice(0, 160) });
  return { argv, ...ran.value, ms: ran.ms };
}

const show = (argv: readonly string[]) =>
  argv.map((a) => (/^[\w./:,=+-]+$/.test(a) ? a : JSON.stringify(a))).join(" ");

/** Diagnostics about a file as a whole (it is missing, too large, not an input): no line to point at. */
const FILE_LEVEL = new Set([
  "LOAD_FILE_NOT_FOUND",
  "LOAD_FILE_UNREADABLE",
  "LOAD_FILE_TOO_LARGE",
  "LOAD_NOT_AN_INPUT",
]);
/** Diagnostics about an argument or the repository, not a file; a missing file's message names its path. */
const NO_FILE = new Set([
  "LOAD_FILE_NOT_FOUND",
  "LOAD_UNKNOWN_ID",
  "LOAD_GIT_NOT_REPO",
  "LOAD_GIT_REV_UNKNOWN",
]);

/**
 * A non-finite number or a missing value rendered into a report; the HTML's own script is not report text, and AMD's
 * Infinity Fabric (an interconnect's name) is not a number.
 */
const BROKEN_VALUE = /\b(NaN|Infinity(?! Fabric)|undefined)\b/;
const reportText = (text: string) => text.replace(/<script[\s\S]*?<\/script>/g, "");

/** JSON output parsed against its model's schema: a number that became null (NaN, Infinity) fails it. */
function jsonProblem(text: string): string | undefined {
  if (!text.startsWith("{")) return undefined;
  let data: { command?: unknown; diffs?: unknown };
  try {
    data = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  const schema =
    data.command === "union"
      ? UnionModelSchema
      : data.command === "compare"
        ? CompareModelSchema
        : data.command === "diff"
          ? data.diffs
            ? DiffSetModelSchema
            : DiffModelSchema
          : data.command === "report"
            ? ReportModelSchema
            : undefined;
  if (!schema) return undefined;
  const parsed = schema.safeParse(data);
  return parsed.success
    ? undefined
    : parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join(".")}: ${i.message}`)
        .join("; ");
}

export interface Expect {
  /** An -o/--output file the run was given, pre-filled with `sentinel`: untouched unless the run succeeds. */
  output?: { path: string; sentinel: string };
  /** The RSS ceiling in MiB; RSS_CEILING_MB unless a test proves the check with its own. */
  rssCeilingMb?: number;
}

/** The width a run asked its terminal view for: --format text (any case) with a --width commander accepts. */
function textWidthAsked(argv: readonly string[]): number | undefined {
  const last = (flag: string) => argv[argv.lastIndexOf(flag) + 1];
  if (!argv.includes("--format") || last("--format")?.toLowerCase() !== "text") return undefined;
  // --help prints commander's usage, not the text view: it wraps at the terminal, not at --width.
  if (argv.includes("--help") || argv.includes("-h")) return undefined;
  const width = Number(last("--width"));
  return argv.includes("--width") && /^\d+$/.test(last("--width") ?? "") && width >= 60 && width <= 100
    ? width
    : undefined;
}

/**
 * The oracle: exit 0 with a clean report, exit 1 with positioned error diagnostics (or a diff gate that
 * failed), exit 2 with a usage message; never a stack trace, a slow case, a problem said twice, or a broken value
 * in the output.
 */
export function checkOutcome(o: Outcome, expect: Expect = {}): string | undefined {
  const where = `venn ${show(o.argv)} (exit ${o.code})`;
  if (![0, 1, 2].includes(o.code)) return `${where}: exit code outside 0, 1, 2`;
  if (/internal error|\n\s+at .+:\d+:\d+\)?\n/.test(o.stderr))
    return `${where}: stack trace on stderr\n${o.stderr}`;
  if (o.ms > CASE_MS) return `${where}: took ${Math.round(o.ms)} ms`;
  const ceiling = expect.rssCeilingMb ?? RSS_CEILING_MB;
  if ((o.rssMb ?? 0) > ceiling)
    return `${where}: RSS ${Math.round(o.rssMb ?? 0)} MiB after the case, over the ${ceiling} MiB ceiling`;
  const errors = o.diagnostics.filter((d) => d.severity === "error");
  const gateFailed = o.code === 1 && o.argv[0] === "diff" && errors.length === 0 && o.stdout !== "";
  const wrote = o.code === 0 || gateFailed;
  const outputText =
    expect.output && wrote && existsSync(expect.output.path) ? readFileSync(expect.output.path, "utf8") : "";
  if (wrote) {
    for (const text of [o.stdout, outputText]) {
      const invalid = jsonProblem(text);
      if (invalid)
        return `${where}: the JSON output breaks its schema (JSON writes NaN and Infinity as null): ${invalid}`;
      const broken = BROKEN_VALUE.exec(reportText(text));
      if (broken) {
        const at = reportText(text).slice(Math.max(0, broken.index - 120), broken.index + 40);
        return `${where}: "${broken[0]}" in the output: …${at}…`;
      }
    }
  }
  const width = textWidthAsked(o.argv);
  const wide = width === undefined ? undefined : o.stdout.split("\n").find((l) => [...l].length > width);
  if (wrote && wide !== undefined) return `${where}: a line wider than --width ${width}: ${wide}`;
  if (o.code === 1 && !gateFailed) {
    const nothing = o.argv[0] === "check" && o.stderr.startsWith("nothing to check");
    if (!errors.length && !nothing) return `${where}: exit 1 without an error diagnostic\n${o.stderr}`;
  }
  // A problem is found once however many devices, precisions, points and models meet it, so it is said once.
  const said = o.diagnostics.map(formatDiagnostic);
  const twice = said.find((text, i) => said.indexOf(text) !== i);
  if (twice !== undefined) return `${where}: said twice: ${twice}`;
  for (const d of errors) {
    if (!d.file) {
      if (!NO_FILE.has(d.code)) return `${where}: ${d.code} names no file: ${d.message}`;
    } else if (!FILE_LEVEL.has(d.code) && (d.line === undefined || d.col === undefined)) {
      return `${where}: ${d.code} in ${d.file} has no line:col: ${d.message}`;
    }
  }
  if (o.code === 2 && !/(^|\n)(error: |Usage: )/.test(o.stderr))
    return `${where}: exit 2 without a usage message\n${o.stderr}`;
  if (expect.output) {
    const { path, sentinel } = expect.output;
    if (!wrote && (!existsSync(path) || readFileSync(path, "utf8") !== sentinel))
      return `${where}: the -o file was touched by a failed run`;
    if (existsSync(dirname(path))) {
      const left = readdirSync(dirname(path)).filter((f) => f.startsWith(`${basename(path)}.tmp-`));
      if (left.length) return `${where}: temporary output left behind: ${left.join(", ")}`;
    }
  }
  return undefined;
}

/** For fc.property: throws the oracle's complaint so fast-check shrinks and reports it with the seed. */
export function assertOutcome(o: Outcome, expect: Expect = {}): void {
  const problem = checkOutcome(o, expect);
  if (problem) throw new Error(problem);
}
