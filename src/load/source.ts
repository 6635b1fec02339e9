// Reading an input file from disk: refused when missing, not a regular file or too large; parsed by parse.ts.
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync, type Stats, statSync } from "node:fs";
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { recall, remember } from "../input-cache/index.ts";
import { parseSource, type SourceFile } from "./parse.ts";

export { locate, MAX_ALIAS_COUNT, parseCsvSource, parseSource, type SourceFile } from "./parse.ts";

/** Real circuits, models and profiles are a few KiB; anything this size is a mistake or an attack. */
export const MAX_FILE_BYTES = 1024 * 1024;
export function readSource(
  path: string,
  display: string,
): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const text = readText(path, display);
  return text.text === undefined ? { diagnostics: text.diagnostics } : parseSource(text.text, display);
}

/** A file's text, refused when missing or over the input size limit. */
export function readText(
  path: string,
  display: string,
  limit = MAX_FILE_BYTES,
): { text?: string; diagnostics: Diagnostic[] } {
  const read = readBytes(path, display, limit);
  return read.bytes === undefined ? read : { text: read.bytes.toString("utf8"), diagnostics: [] };
}

/** A file's bytes, refused when missing, not a regular file or over the input size limit. */
export function readBytes(
  path: string,
  display: string,
  limit = MAX_FILE_BYTES,
): { bytes?: Buffer; diagnostics: Diagnostic[] } {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    return { diagnostics: [diagnose("LOAD_FILE_NOT_FOUND", { path: display })] };
  }
  const where = { file: display, path: [] };
  const unreadable = (reason: string) => ({
    diagnostics: [diagnose("LOAD_FILE_UNREADABLE", { path: display, reason }, where)],
  });
  if (stats.isDirectory()) return unreadable("it is a folder, not a file");
  if (!stats.isFile()) return unreadable("it is not a regular file");
  if (stats.size > limit) {
    return { diagnostics: [diagnose("LOAD_FILE_TOO_LARGE", { bytes: stats.size, limit }, where)] };
  }
  try {
    // The size on disk is only a first check: /proc files say 0 and grow while read, so the read itself stops.
    const read = readBounded(path, limit);
    if (read.tooLarge !== undefined)
      return { diagnostics: [diagnose("LOAD_FILE_TOO_LARGE", { bytes: read.tooLarge, limit }, where)] };
    return { bytes: read.bytes as Buffer, diagnostics: [] };
  } catch (error) {
    return unreadable((error as NodeJS.ErrnoException).code ?? (error as Error).message);
  }
}

/**
 * A file's bytes, read in chunks up to `limit` + 1: a /proc file or a pipe reports size 0 and may never end, so the
 * size on disk is no bound. `tooLarge` holds the bytes read when the file is longer than the limit.
 */
export function readBounded(path: string, limit: number): { bytes?: Buffer; tooLarge?: number } {
  const fd = openSync(path, "r");
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (;;) {
      const n = readSync(fd, chunk, 0, Math.min(chunk.length, limit + 1 - total), null);
      if (n === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, n)));
      total += n;
      if (total > limit) return { tooLarge: total };
    }
    return { bytes: Buffer.concat(chunks, total) };
  } finally {
    closeSync(fd);
  }
}

/** The hex SHA-256 of an input's text, remembered like its parse: a run whose inputs are all remembered never loads node:crypto. */
export function textSha256(text: string): string {
  const key = `sha256\0${text}`;
  const hit = recall(key);
  if (typeof hit?.value === "string") return hit.value;
  const digest = createHash("sha256").update(text).digest("hex");
  remember(key, digest);
  return digest;
}
