import { readFileSync, statSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import { BoundedEntries, INPUT_CACHE_LIMIT_BYTES, type InputStore } from "../input-cache/index.ts";
import { writeWhole } from "./write-whole.ts";

/** An input store kept in one file across runs; save() writes it whole when something was added. */
export interface FileInputStore extends InputStore {
  save(): void;
}

/**
 * The CLI bundle's input cache, a file next to the bundle keyed like its code cache (Node's version, the architecture, the
 * bundle's size and mtime), so a rebuilt bundle never meets an old cache. Read once on first use; missing, stale or
 * corrupt, it starts empty and is rewritten; where it cannot be written, nothing is remembered past the run.
 */
export function bundleInputStore(
  bundle: string,
  file: string,
  limitBytes = INPUT_CACHE_LIMIT_BYTES,
): FileInputStore {
  let entries: BoundedEntries | undefined;
  let header: Buffer | undefined;
  let isChanged = false;
  const open = (): BoundedEntries => {
    if (entries) return entries;
    entries = new BoundedEntries(limitBytes);
    try {
      const stat = statSync(bundle);
      header = Buffer.from(
        `venn-input-cache ${process.version} ${process.arch} ${stat.size} ${stat.mtimeMs}\n`,
      );
    } catch {
      return entries;
    }
    for (const [key, value] of readEntries(file, header)) entries.set(key, value);
    return entries;
  };
  return {
    get: (key) => open().get(key),
    set: (key, value) => {
      open().set(key, value);
      isChanged = true;
    },
    save: () => {
      const kept = entries;
      const head = header;
      if (isChanged && kept && head) writeWhole(file, () => [head, serialize([...kept.entries])]);
    },
  };
}

function readEntries(file: string, header: Buffer): [string, Uint8Array][] {
  try {
    const bytes = readFileSync(file);
    if (!bytes.subarray(0, header.length).equals(header)) return [];
    const entries: unknown = deserialize(bytes.subarray(header.length));
    return Array.isArray(entries) && entries.every(isEntry) ? entries : [];
  } catch {
    return [];
  }
}

function isEntry(entry: unknown): entry is [string, Uint8Array] {
  return (
    Array.isArray(entry) &&
    entry.length === 2 &&
    typeof entry[0] === "string" &&
    entry[1] instanceof Uint8Array
  );
}
