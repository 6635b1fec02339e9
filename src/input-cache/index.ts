// Input cache: what parsing and shaping an input gave, remembered by the input's exact content (in memory, or in the CLI's file).
// It imports no node: module, so the pipeline runs in a browser (venn explore): under Node it serializes with node:v8,
// asked of the running process; where there is none (a browser), nothing is remembered.

/** How values become bytes and back: node:v8's structured serialization, which keeps what JSON would not. */
interface Codec {
  /** A Buffer under Node: its latin1 text is a data key. */
  serialize(value: unknown): Uint8Array & { toString(encoding: "latin1"): string };
  deserialize(bytes: Uint8Array): unknown;
}
const nodeProcess = (globalThis as { process?: { getBuiltinModule?: (id: "node:v8") => Codec } }).process;
const codec: Codec | undefined = nodeProcess?.getBuiltinModule?.("node:v8");
const serialize = (value: unknown) => (codec as Codec).serialize(value);
const deserialize = (bytes: Uint8Array) => (codec as Codec).deserialize(bytes);

/** Serialized values by string key; a store may forget any entry at any time. */
export interface InputStore {
  get(key: string): Uint8Array | undefined;
  set(key: string, value: Uint8Array): void;
}

/**
 * Beyond this many bytes of keys and values, the oldest entries are dropped: users run many generated inputs. It holds
 * `venn check circuits hardware` whole (more than 2 MB counted this way) and three devices' framework tables (about
 * 1.7 MB each), so a repeated run re-parses nothing; a run reads only the entries it asks for, whatever the file's size.
 */
export const INPUT_CACHE_LIMIT_BYTES = 12 * 1024 * 1024;

/** Keys and values in insertion order, oldest first, bounded to limitBytes in all. */
export class BoundedEntries {
  readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;
  private readonly limitBytes: number;
  constructor(limitBytes = INPUT_CACHE_LIMIT_BYTES) {
    this.limitBytes = limitBytes;
  }

  get(key: string): Uint8Array | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Uint8Array): void {
    this.delete(key);
    // One entry over the whole bound is not kept, rather than emptying the cache for it.
    if (entryBytes(key, value) > this.limitBytes) return;
    this.entries.set(key, value);
    this.bytes += entryBytes(key, value);
    for (const [oldest, stored] of this.entries) {
      if (this.bytes <= this.limitBytes) break;
      this.delete(oldest, stored);
    }
  }

  private delete(key: string, stored = this.entries.get(key)): void {
    if (stored === undefined) return;
    this.entries.delete(key);
    this.bytes -= entryBytes(key, stored);
  }
}

/** A key counts two bytes per UTF-16 unit: what it holds in memory, and a bound on what it takes in a file. */
function entryBytes(key: string, value: Uint8Array): number {
  return 2 * key.length + value.byteLength;
}

let store: InputStore | undefined = codec ? new BoundedEntries() : undefined;

/** The store load and validate use: in memory by default; the CLI bundle sets a file-backed one; undefined remembers nothing. */
export function setInputStore(next: InputStore | undefined): void {
  store = codec ? next : undefined;
}

/** The value remembered under key, as a fresh copy that no other caller shares; undefined when there is none. */
export function recall(key: string): { value: unknown } | undefined {
  const bytes = store?.get(key);
  if (bytes === undefined) return undefined;
  try {
    return { value: deserialize(bytes) };
  } catch {
    return undefined;
  }
}

/** Remembers a value by key; v8.serialize keeps what JSON would not (-0, NaN, Infinity, undefined, shared references). */
export function remember(key: string, value: unknown): void {
  if (!store) return;
  let bytes: Uint8Array;
  try {
    bytes = serialize(value);
  } catch {
    return;
  }
  store.set(key, bytes);
}

/** A key part for structured data: its v8 serialization, exact for every value YAML or JSON can produce; undefined when no store is set or the data cannot be serialized (a function, say). */
export function dataKey(data: unknown): string | undefined {
  if (!store) return undefined;
  try {
    // Once round-tripped, since v8 writes an array it made (dense) apart from one it read back (sparse): a key must not depend on where its data came from.
    return serialize(deserialize(serialize(data))).toString("latin1");
  } catch {
    return undefined;
  }
}
