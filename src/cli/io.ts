import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { formatDiagnostic } from "../diagnostics/format.ts";
import {
  type CompareModel,
  type Diagnostic,
  type DiffModel,
  type DiffSetModel,
  extensionOf,
  fmtBytes,
  loadTemplates,
  RENDER_FORMATS,
  type RenderFormat,
  readText,
  readTextOrGzip,
  renderCommand,
  TEXT_WIDTH_MAX,
  TEXT_WIDTH_MIN,
  type TextOptions,
} from "../index.ts";

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  /** stdout's width when it is a terminal (text is then the default format); absent when piped. */
  terminalColumns?: number;
  /** Receives the diagnostics as values as well as printed (tests check their positions). */
  diagnostics?(list: readonly Diagnostic[]): void;
}

/** What every command's action is given: where it prints, and how it says its exit code. */
export interface CommandContext {
  io: Io;
  setCode(code: number): void;
}

/** Thrown for bad usage: printed with the usage line, exit code 2. */
export class UsageError extends Error {}

/** Profiler exports of a real capture run to tens of megabytes, beyond the limit on hand-written inputs. */
export const PROFILE_BYTES = 512 * 1024 * 1024;
const INPUT_BYTES = 1024 * 1024;

/** A file's text for an importer (gunzipped when `gzip` and it is gzip), or its LOAD_FILE_* diagnostic printed. */
export function readInput(
  io: Io,
  path: string,
  limit = INPUT_BYTES,
  gzip = false,
): { text: string; file: string } | undefined {
  const read = gzip ? readTextOrGzip : readText;
  const { text, diagnostics } = read(resolve(io.cwd, path), path, limit);
  if (text === undefined) {
    printDiagnostics(io, diagnostics);
    return undefined;
  }
  return { text, file: path };
}

/** Temp files and folders this run made and has not yet handed over: removed on every way out, signals too. */
const pending = { temps: new Set<string>(), folders: [] as string[] };

/** Removes what a failed or interrupted run made: its temp files, then its new folders, deepest first, if empty. */
export function removeLeftovers() {
  for (const temp of pending.temps) rmSync(temp, { force: true });
  pending.temps.clear();
  for (const folder of pending.folders.reverse()) {
    try {
      rmdirSync(folder);
    } catch {}
  }
  pending.folders = [];
}

/** Creates the missing folders above a path one level at a time (recursive mkdir never returns under /proc). */
function makeParents(dir: string) {
  const missing: string[] = [];
  let at = dir;
  while (!existsSync(at)) {
    missing.unshift(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  if (existsSync(at) && !statSync(at).isDirectory()) throw Object.assign(new Error("not a folder"), { at });
  for (const folder of missing) {
    // Registered before it exists: an interrupt between the two leaves nothing behind either.
    pending.folders.push(folder);
    mkdirSync(folder);
  }
}

/**
 * Where an output goes: through a symlink to the file it names (the link stays a link), refusing anything but a
 * regular file or nothing (a device, a FIFO, a folder is never replaced).
 */
function target(path: string): string {
  const link = existsSync(path) || !lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink();
  // A link to nothing yet: the file it names is created, the link kept.
  const real = link
    ? existsSync(path)
      ? realpathSync(path)
      : path
    : resolve(dirname(path), readlinkSync(path));
  if (!existsSync(real)) return real;
  const stats = statSync(real);
  if (stats.isDirectory()) throw new Error("it is a folder");
  if (!stats.isFile())
    throw new Error("it is not a regular file (a device or a pipe); refusing to replace it");
  return real;
}

/** One output's text into a new temp file beside its target; the temp is registered before its first byte. */
function writeTemp(path: string, text: string): string {
  const temp = `${path}.tmp-${process.pid}`;
  pending.temps.add(temp);
  let fd: number;
  try {
    fd = openSync(temp, "wx");
  } catch (error) {
    // Not made by this run (it exists, or could not be made): not this run's to remove.
    pending.temps.delete(temp);
    throw error;
  }
  try {
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return temp;
}

/**
 * Writes every output through a temporary file, then renames them all, so a failed run writes no partial output
 * and leaves no temp file or new folder; says on stderr what it wrote. A path that cannot be written is a usage
 * error naming the flag.
 */
export function writeOutputs(io: Io, flag: string, outputs: readonly { path: string; text: string }[]) {
  holdTerminationSignals();
  let failedAt = 0;
  try {
    const temps: { temp: string; real: string }[] = [];
    for (const [i, { path, text }] of outputs.entries()) {
      failedAt = i;
      makeParents(dirname(path));
      const real = target(path);
      temps.push({ temp: writeTemp(real, text), real });
    }
    for (const { temp, real } of temps) {
      renameSync(temp, real);
      pending.temps.delete(temp);
    }
    pending.folders = [];
  } catch (error) {
    removeLeftovers();
    const { at } = error as { at?: string };
    const reason = at
      ? `${displayOut(io, at)} is a file, not a folder`
      : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
    const path = outputs[failedAt]?.path ?? "";
    throw new UsageError(`${flag} ${displayOut(io, path)} cannot be written (${reason})`);
  }
  for (const { path, text } of outputs)
    io.stderr(`wrote ${displayOut(io, path)} (${fmtBytes(Buffer.byteLength(text))})\n`);
}

/**
 * From the first output on (or a diff's base tree), SIGTERM and SIGHUP wait for the run to return (a JavaScript handler
 * fires only then): killed between a temp file and its rename, a run would leave the temp behind. Before that they
 * stop it at once; SIGINT always does (the loader's breakOnSigint), removing what the run made.
 */
let holding: "off" | "armed" | "on" = "off";
/** Called by the program (bin.ts), never by a library caller or test whose process the signals belong to. */
export function armSignalHolding() {
  if (holding === "off") holding = "armed";
}
export function holdTerminationSignals() {
  if (holding !== "armed") return;
  holding = "on";
  exitCleanlyOn(["SIGTERM", "SIGHUP"]);
}

/** The exit code a shell reports for a process ended by each signal (128 + its number). */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/** On each of these signals: remove what the run left half-written, then exit with the shell's code for it. */
export function exitCleanlyOn(signals: readonly (keyof typeof SIGNAL_EXIT_CODES)[]) {
  for (const signal of signals)
    process.on(signal, () => {
      removeLeftovers();
      process.exit(SIGNAL_EXIT_CODES[signal]);
    });
}

const displayOut = (io: Io, path: string) => {
  const rel = relative(io.cwd, path);
  return rel && !rel.startsWith("..") ? rel : path;
};

/** One text to `-o FILE` (through writeOutputs) or to stdout. */
export function emitText(io: Io, text: string, output?: string) {
  if (output) writeOutputs(io, "--output", [{ path: resolve(io.cwd, output), text }]);
  else io.stdout(text);
}

/** An importer's diagnostics, then its text to `-o FILE` or stdout; exit 1 when it produced none. */
export function emitImported(
  io: Io,
  result: { text?: string; diagnostics: readonly Diagnostic[] },
  output?: string,
) {
  printDiagnostics(io, result.diagnostics);
  if (result.text === undefined) return 1;
  emitText(io, result.text, output);
  return 0;
}

/** Writes a compare or diff model in the chosen format to a file or stdout. */
export function emitCommand(
  io: Io,
  model: CompareModel | DiffModel | DiffSetModel,
  flags: TextFlags & { format?: string; output?: string },
) {
  const { output } = flags;
  const [chosen] = resolveFormats(io, flags.format ? [flags.format] : [], output);
  const text = renderCommand(
    model,
    chosen ?? "md",
    loadTemplates(undefined, [chosen ?? "md"]),
    textOptions(io, flags),
  );
  if (text === undefined)
    throw new UsageError(`--format ${chosen} is not available for ${model.command} (use md or json)`);
  emitText(io, text, output);
}

export function printDiagnostics(io: Io, diagnostics: readonly Diagnostic[]) {
  io.diagnostics?.(diagnostics);
  for (const d of diagnostics) io.stderr(`${formatDiagnostic(d)}\n`);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  if (diagnostics.length)
    io.stderr(`${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}\n`);
}

/**
 * The --format values, checked (any case); none given: the -o file's extension when it names a format, else text
 * on a terminal and md when piped, so scripts and files keep Markdown.
 */
export function resolveFormats(
  io: Io,
  given: readonly string[],
  output?: string,
  toFolder = false,
): RenderFormat[] {
  const formats = given.map((f) => {
    const format = RENDER_FORMATS.find((known) => known === f.toLowerCase());
    if (!format) throw new UsageError(`--format "${f}" is not one of ${RENDER_FORMATS.join(", ")}`);
    return format;
  });
  // A page for a browser poured into a terminal is thousands of lines of markup: ask where it should go instead.
  if (formats.includes("html") && io.terminalColumns !== undefined && output === undefined && !toFolder)
    throw new UsageError(
      "--format html writes a page for a browser, not for a terminal: add -o FILE.html (or redirect: > FILE.html)",
    );
  if (formats.length) return formats;
  const extension = output?.split(".").pop()?.toLowerCase();
  const byExtension = RENDER_FORMATS.find((f) => extensionOf(f) === extension);
  if (byExtension) return [byExtension];
  return [io.terminalColumns !== undefined && output === undefined ? "text" : "md"];
}

export interface TextFlags {
  width?: number;
  wide?: boolean;
}

/** The terminal view's width: --width, else the terminal's own within 60–100 columns, else 100. */
export function textOptions(io: Io, flags: TextFlags): TextOptions {
  const columns = io.terminalColumns ?? TEXT_WIDTH_MAX;
  const width = flags.width ?? Math.min(TEXT_WIDTH_MAX, Math.max(TEXT_WIDTH_MIN, columns));
  return { width, wide: flags.wide ?? false };
}
