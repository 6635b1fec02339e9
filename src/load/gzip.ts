import { gunzipSync } from "node:zlib";
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { MAX_FILE_BYTES, readBytes } from "./source.ts";

/** gzip's two magic bytes: how a profiler's `.json.gz` export is told from plain text, whatever its name. */
const isGzip = (bytes: Buffer) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * A file's text, gunzipped first when it is gzip (PyTorch's profiler writes traces as `.json.gz`). The size limit
 * holds twice: for the file as stored and for what it expands to, so a small archive cannot unpack past it.
 */
export function readTextOrGzip(
  path: string,
  display: string,
  limit = MAX_FILE_BYTES,
): { text?: string; diagnostics: Diagnostic[] } {
  const read = readBytes(path, display, limit);
  if (read.bytes === undefined) return read;
  if (!isGzip(read.bytes)) return { text: read.bytes.toString("utf8"), diagnostics: [] };
  const where = { file: display, path: [] };
  try {
    return { text: gunzipSync(read.bytes, { maxOutputLength: limit }).toString("utf8"), diagnostics: [] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      const args = { bytes: read.bytes.length, limit, gzip: true };
      return { diagnostics: [diagnose("LOAD_FILE_TOO_LARGE", args, where)] };
    }
    const reason = `it starts as gzip but does not gunzip (${(error as Error).message})`;
    return { diagnostics: [diagnose("LOAD_FILE_UNREADABLE", { path: display, reason }, where)] };
  }
}
