import { closeSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";

/**
 * Writes a cache file whole: to a temporary file, then renamed, so a reader never sees half a file. The temporary file
 * is opened before `parts` is called, so where the folder is read-only nothing is serialised only to be thrown away.
 * Any failure leaves the old file (or none) and no temporary file: a cache is only a speed-up.
 */
export function writeWhole(file: string, parts: () => readonly (string | Uint8Array)[]): void {
  const temp = `${file}.${process.pid}.tmp`;
  let fd: number;
  try {
    fd = openSync(temp, "wx");
  } catch {
    return;
  }
  try {
    for (const part of parts()) writeSync(fd, typeof part === "string" ? Buffer.from(part) : part);
    closeSync(fd);
    renameSync(temp, file);
  } catch {
    try {
      closeSync(fd);
    } catch {}
    try {
      unlinkSync(temp);
    } catch {}
  }
}
