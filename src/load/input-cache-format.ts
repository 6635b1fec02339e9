// The input cache file's layout: a header line, an index of fixed-size records, then each entry's value and key bytes.
//
//   header  "venn-input-cache/2 <node version> <arch> <bundle size> <bundle mtime>\n"
//   count   u32 LE
//   index   count × [key hash, key encoding, key bytes, value bytes, value check], u32 each in the platform's byte
//           order (the header names the architecture), oldest entry first
//   data    per entry, in index order: value bytes, then key bytes (latin1 when every char fits a byte, else utf16le)
//
// A run reads the header and index once, then only the entries it asks for. The data's length must equal the sum the
// index gives, or the whole file is ignored; a key is matched by its exact characters, a value by its check.

/** Bumped whenever the layout changes, so an older file never meets this reader. */
export const FORMAT_TAG = "venn-input-cache/2";
const RECORD_WORDS = 5;
export const RECORD_BYTES = 4 * RECORD_WORDS;
export const KEY_LATIN1 = 0;
export const KEY_UTF16 = 1;

/** One index record; an entry's data starts at `offset` (from the file's start). */
export interface IndexRecord {
  hash: number;
  encoding: number;
  keyBytes: number;
  valueBytes: number;
  check: number;
  offset: number;
}

/** Hashes a key for the index; tests inject a colliding one. */
export type KeyHash = (key: string) => number;

/**
 * FNV-1a over the key's length and about 64 characters spread evenly over it (all of a shorter key). Hashing every
 * character of a whole input's text costs a run more than reading the entry (about 50 ns a character under --no-opt);
 * two keys that sample alike are told apart by comparing their characters exactly, at the cost of one more read.
 */
export function sampledKeyHash(key: string): number {
  const n = key.length;
  let h = Math.imul(0x811c9dc5 ^ n, 0x01000193);
  if (n === 0) return h >>> 0;
  const step = n <= 64 ? 1 : (n - 1) / 63;
  for (let at = 0; at < n; at += step) h = Math.imul(h ^ key.charCodeAt(Math.floor(at)), 0x01000193);
  return h >>> 0;
}

/** FNV-1a over a value's bytes, four at a time: a flipped bit in a value is a miss, not a wrong value. */
export function valueCheck(bytes: Uint8Array): number {
  // Words in the platform's byte order: the file is keyed by the architecture. Unaligned bytes are copied to align them.
  if (bytes.byteOffset % 4 !== 0) return valueCheck(new Uint8Array(bytes));
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  let h = 0x811c9dc5;
  const whole = words.length & ~3;
  let w = 0;
  // Four words a pass: the interpreter (the CLI runs with --no-opt) spends as much on the loop as on the words.
  for (; w < whole; w += 4) {
    h = Math.imul(h ^ (words[w] as number), 0x01000193);
    h = Math.imul(h ^ (words[w + 1] as number), 0x01000193);
    h = Math.imul(h ^ (words[w + 2] as number), 0x01000193);
    h = Math.imul(h ^ (words[w + 3] as number), 0x01000193);
  }
  for (; w < words.length; w++) h = Math.imul(h ^ (words[w] as number), 0x01000193);
  for (let i = words.length * 4; i < bytes.byteLength; i++)
    h = Math.imul(h ^ (bytes[i] as number), 0x01000193);
  return h >>> 0;
}

/** The key's bytes in the file: one a character where every character fits, else two. */
export function encodeKey(key: string): { encoding: number; bytes: Buffer } {
  return /[\u0100-\uffff]/.test(key)
    ? { encoding: KEY_UTF16, bytes: Buffer.from(key, "utf16le") }
    : { encoding: KEY_LATIN1, bytes: Buffer.from(key, "latin1") };
}

/** Decodes a stored key exactly (utf16le keeps lone surrogates), so comparing strings compares every character. */
export function decodeKey(bytes: Buffer, encoding: number): string {
  return encoding === KEY_LATIN1 ? bytes.toString("latin1") : bytes.toString("utf16le");
}

/** A file's index: its records as words, each entry's offset, and chains of records by key hash (newest first). */
export class CacheIndex {
  private readonly first = new Map<number, number>();
  private readonly next: Int32Array;
  private readonly words: Uint32Array;
  private readonly offsets: Float64Array;
  constructor(words: Uint32Array, offsets: Float64Array) {
    this.words = words;
    this.offsets = offsets;
    this.next = new Int32Array(offsets.length);
    for (let i = 0; i < offsets.length; i++) {
      const hash = words[i * RECORD_WORDS] as number;
      this.next[i] = this.first.get(hash) ?? -1;
      this.first.set(hash, i);
    }
  }

  get size(): number {
    return this.offsets.length;
  }

  record(i: number): IndexRecord {
    const at = i * RECORD_WORDS;
    const words = this.words;
    return {
      hash: words[at] as number,
      encoding: words[at + 1] as number,
      keyBytes: words[at + 2] as number,
      valueBytes: words[at + 3] as number,
      check: words[at + 4] as number,
      offset: this.offsets[i] as number,
    };
  }

  /** The records whose key hash is `hash`. */
  *withHash(hash: number): Generator<IndexRecord> {
    for (let i = this.first.get(hash) ?? -1; i >= 0; i = this.next[i] as number) yield this.record(i);
  }
}

/**
 * The index after `header`, from the file's first bytes (`head`, which may hold more or less than the index: `more`
 * reads the rest). undefined unless the header matches, every record is well formed and the data's length is exactly
 * the sum of the entries: a truncated, extended or rewritten file is ignored whole.
 */
export function parseIndex(
  head: Buffer,
  header: Buffer,
  fileBytes: number,
  more: (from: number, bytes: number) => Buffer | undefined,
): CacheIndex | undefined {
  const countAt = header.length;
  if (head.length < countAt + 4 || !head.subarray(0, countAt).equals(header)) return undefined;
  const count = head.readUInt32LE(countAt);
  const dataStart = countAt + 4 + count * RECORD_BYTES;
  if (dataStart > fileBytes) return undefined;
  const index = dataStart <= head.length ? head : more(0, dataStart);
  if (!index || index.length < dataStart) return undefined;
  // Copied into words (the index need not be aligned in the file): one native copy instead of a call per field.
  const words = new Uint32Array(count * RECORD_WORDS);
  new Uint8Array(words.buffer).set(index.subarray(countAt + 4, dataStart));
  const offsets = new Float64Array(count);
  let offset = dataStart;
  for (let i = 0, at = 0; i < count; i++, at += RECORD_WORDS) {
    const encoding = words[at + 1] as number;
    const keyBytes = words[at + 2] as number;
    if (encoding !== KEY_LATIN1 && (encoding !== KEY_UTF16 || keyBytes % 2 !== 0)) return undefined;
    offsets[i] = offset;
    offset += keyBytes + (words[at + 3] as number);
    if (offset > fileBytes) return undefined;
  }
  return offset === fileBytes ? new CacheIndex(words, offsets) : undefined;
}

/** The file's parts for `entries` (oldest first): header, count, index, then each entry's value and key. */
export function fileParts(
  header: Buffer,
  entries: Iterable<[string, Uint8Array]>,
  hash: KeyHash,
): Uint8Array[] {
  const data: Uint8Array[] = [];
  const words: number[] = [];
  for (const [key, value] of entries) {
    const { encoding, bytes } = encodeKey(key);
    words.push(hash(key), encoding, bytes.length, value.byteLength, valueCheck(value));
    data.push(value, bytes);
  }
  const count = Buffer.alloc(4);
  count.writeUInt32LE(words.length / RECORD_WORDS);
  return [header, count, new Uint8Array(new Uint32Array(words).buffer), ...data];
}
