// The input cache file's layout: a header line, an index of fixed-size records, then each entry's value and key bytes.
//
//   header  "venn-input-cache/2 <node version> <arch> <bundle size> <bundle mtime>\n"
//   count   u32 LE
//   index   count × [key hash, key encoding, key bytes, value bytes, value check], u32 LE each, oldest entry first
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
 * FNV-1a over the key's length and at most 256 characters spread evenly over it, first and last included. Hashing every
 * character of a whole input's text costs a run more than reading the entry (about 50 ns a character under --no-opt);
 * two keys that sample alike are told apart by comparing their characters exactly, at the cost of one more read.
 */
export function sampledKeyHash(key: string): number {
  const n = key.length;
  let h = Math.imul(0x811c9dc5 ^ n, 0x01000193);
  const samples = Math.min(n, 256);
  for (let j = 0; j < samples; j++) {
    const at = samples === n ? j : Math.floor((j * (n - 1)) / (samples - 1));
    h = Math.imul(h ^ key.charCodeAt(at), 0x01000193);
  }
  return h >>> 0;
}

/** FNV-1a over a value's bytes, four at a time: a flipped bit in a value is a miss, not a wrong value. */
export function valueCheck(bytes: Uint8Array): number {
  // Words in the platform's byte order: the file is keyed by the architecture. Unaligned bytes are copied to align them.
  if (bytes.byteOffset % 4 !== 0) return valueCheck(new Uint8Array(bytes));
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  let h = 0x811c9dc5;
  for (let w = 0; w < words.length; w++) h = Math.imul(h ^ (words[w] as number), 0x01000193);
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
): IndexRecord[] | undefined {
  const countAt = header.length;
  if (head.length < countAt + 4 || !head.subarray(0, countAt).equals(header)) return undefined;
  const count = head.readUInt32LE(countAt);
  const dataStart = countAt + 4 + count * RECORD_BYTES;
  if (dataStart > fileBytes) return undefined;
  const index = dataStart <= head.length ? head : more(0, dataStart);
  if (!index || index.length < dataStart) return undefined;
  const records: IndexRecord[] = [];
  let offset = dataStart;
  for (let i = 0; i < count; i++) {
    const at = countAt + 4 + i * RECORD_BYTES;
    const record: IndexRecord = {
      hash: index.readUInt32LE(at),
      encoding: index.readUInt32LE(at + 4),
      keyBytes: index.readUInt32LE(at + 8),
      valueBytes: index.readUInt32LE(at + 12),
      check: index.readUInt32LE(at + 16),
      offset,
    };
    if (record.encoding !== KEY_LATIN1 && (record.encoding !== KEY_UTF16 || record.keyBytes % 2 !== 0))
      return undefined;
    offset += record.keyBytes + record.valueBytes;
    if (offset > fileBytes) return undefined;
    records.push(record);
  }
  return offset === fileBytes ? records : undefined;
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
  const index = Buffer.alloc(4 + 4 * words.length);
  index.writeUInt32LE(words.length / RECORD_WORDS, 0);
  for (const [i, word] of words.entries()) index.writeUInt32LE(word, 4 + 4 * i);
  return [header, index, ...data];
}
