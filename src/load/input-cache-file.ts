import { closeSync, constants, fstatSync, openSync, readSync, statSync } from "node:fs";
import { BoundedEntries, INPUT_CACHE_LIMIT_BYTES, type InputStore } from "../input-cache/index.ts";
import {
  type CacheIndex,
  decodeKey,
  FORMAT_TAG,
  fileParts,
  type IndexRecord,
  KEY_LATIN1,
  type KeyHash,
  parseIndex,
  sampledKeyHash,
  valueCheck,
} from "./input-cache-format.ts";
import { writeWhole } from "./write-whole.ts";

/** An input store kept in one file across runs; save() writes it whole when something was added. */
export interface FileInputStore extends InputStore {
  save(): void;
}

/** What tests replace: the key hash (to make keys collide) and the positional read (to count the bytes read). */
export interface FileInputStoreOptions {
  hash?: KeyHash;
  read?: (fd: number, into: Buffer, position: number) => number;
}

/** The first read: the header and the index of about 100 entries fit; a larger index is read in a second. */
const HEAD_BYTES = 8192;

/** The file opened for the run and its index; neither where there is no usable file. */
interface Opened {
  fd?: number;
  index?: CacheIndex;
}

/**
 * The CLI bundle's input cache, a file next to the bundle keyed like its code cache (Node's version, the architecture, the
 * bundle's size and mtime), so a rebuilt bundle never meets an old cache. On first use its header and index are read
 * and the file kept open for the run; each get reads only its own entry. Missing, stale, truncated or corrupt, it is
 * empty and rewritten; an entry whose key differs or whose value fails its check is a miss. Where the file cannot be
 * written, nothing is remembered past the run.
 */
export function bundleInputStore(
  bundle: string,
  file: string,
  limitBytes = INPUT_CACHE_LIMIT_BYTES,
  options: FileInputStoreOptions = {},
): FileInputStore {
  const hash = options.hash ?? sampledKeyHash;
  const read = options.read ?? ((fd, into, position) => readSync(fd, into, 0, into.length, position));
  // What this run set, served before the file and written after the file's entries at save.
  let added = new BoundedEntries(limitBytes);
  let header: Buffer | undefined;
  let opened: Opened | undefined;

  const readAt = (fd: number, from: number, bytes: number): Buffer | undefined => {
    const into = Buffer.allocUnsafeSlow(bytes);
    try {
      return read(fd, into, from) === bytes ? into : undefined;
    } catch {
      return undefined;
    }
  };
  const open = (): Opened => {
    if (opened) return opened;
    let fd: number | undefined;
    try {
      const stat = statSync(bundle);
      header = Buffer.from(`${FORMAT_TAG} ${process.version} ${process.arch} ${stat.size} ${stat.mtimeMs}\n`);
      // Non-blocking: a FIFO in the cache's place would block a plain open until a writer came, for ever.
      fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
      const at = fd;
      const stats = fstatSync(at);
      if (!stats.isFile()) throw new Error("not a regular file");
      const size = stats.size;
      const head = readAt(at, 0, Math.min(size, HEAD_BYTES));
      const index = head && parseIndex(head, header, size, (from, bytes) => readAt(at, from, bytes));
      if (index) {
        opened = { fd, index };
        return opened;
      }
    } catch {}
    if (fd !== undefined) closeQuietly(fd);
    opened = {};
    return opened;
  };
  /** The record's value, when its stored key is exactly `key` (any key when undefined) and its value passes its check. */
  const entry = (fd: number, record: IndexRecord, key: string | undefined) => {
    const bytes = readAt(fd, record.offset, record.valueBytes + record.keyBytes);
    if (!bytes) return undefined;
    const storedKey = decodeKey(bytes.subarray(record.valueBytes), record.encoding);
    if (key !== undefined && storedKey !== key) return undefined;
    // A plain Uint8Array, as the store was given, over the entry's first bytes.
    const value = new Uint8Array(bytes.buffer, bytes.byteOffset, record.valueBytes);
    return valueCheck(value) === record.check ? { key: storedKey, value } : undefined;
  };

  return {
    get: (key) => {
      const mine = added.get(key);
      if (mine) return mine;
      const { fd, index } = open();
      if (fd === undefined || !index) return undefined;
      for (const record of index.withHash(hash(key))) {
        if (record.keyBytes !== (record.encoding === KEY_LATIN1 ? 1 : 2) * key.length) continue;
        const found = entry(fd, record, key);
        if (found) return found.value;
      }
      return undefined;
    },
    set: (key, value) => {
      open();
      added.set(key, value);
    },
    save: () => {
      const { fd, index } = opened ?? {};
      const head = header;
      const mine = added;
      opened = undefined;
      added = new BoundedEntries(limitBytes);
      if (mine.entries.size > 0 && head) {
        // The file's entries oldest first, then this run's: the same bound and eviction as one store holding them all.
        writeWhole(file, () => {
          const kept = new BoundedEntries(limitBytes);
          if (fd !== undefined && index)
            for (let i = 0; i < index.size; i++) {
              const found = entry(fd, index.record(i), undefined);
              if (found) kept.set(found.key, found.value);
            }
          for (const [key, value] of mine.entries) kept.set(key, value);
          return fileParts(head, kept.entries, hash);
        });
      }
      if (fd !== undefined) closeQuietly(fd);
    },
  };
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {}
}
