import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  BoundedEntries,
  dataKey,
  INPUT_CACHE_LIMIT_BYTES,
  type InputStore,
  recall,
  remember,
  setInputStore,
} from "../../../src/input-cache/index.ts";
import {
  bundleInputStore,
  type FileInputStoreOptions,
  locate,
  parseSource,
} from "../../../src/load/index.ts";
import {
  validateCircuit,
  validateHardware,
  validateKernels,
  validateModel,
} from "../../../src/validate/index.ts";
import { ROOT } from "../../helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "venn-input-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => setInputStore(new BoundedEntries()));

const bytes = (n: number) => new Uint8Array(n).fill(7);

describe("bounded entries", () => {
  it("drops the oldest entries beyond the bound (keys count two bytes a character)", () => {
    const entries = new BoundedEntries(100);
    entries.set("a", bytes(40)); // 42 bytes
    entries.set("b", bytes(40)); // 84
    expect([...entries.entries.keys()]).toEqual(["a", "b"]);
    entries.set("c", bytes(40)); // 126 → a goes
    expect([...entries.entries.keys()]).toEqual(["b", "c"]);
    entries.set("b", bytes(10)); // b again is newest: 42 + 12
    expect([...entries.entries.keys()]).toEqual(["c", "b"]);
    entries.set("huge", bytes(200));
    expect([...entries.entries.keys()]).toEqual(["c", "b"]);
  });
});

describe("remembered values", () => {
  it("come back as fresh copies, exactly, with what JSON would lose", () => {
    const value = { a: [-0, Number.NaN, Number.POSITIVE_INFINITY, null, undefined], s: "é×" };
    remember("k", value);
    const first = recall("k")?.value as typeof value;
    expect(first).toStrictEqual(value);
    expect(Object.is(first.a[0], -0)).toBe(true);
    first.a.push(1);
    expect(recall("k")?.value).toStrictEqual(value);
    expect(recall("missing")).toBeUndefined();
  });

  it("are keyed exactly: -0 and 0, NaN and null, undefined and absent differ", () => {
    expect(dataKey({ x: -0 })).not.toBe(dataKey({ x: 0 }));
    expect(dataKey({ x: Number.NaN })).not.toBe(dataKey({ x: null }));
    expect(dataKey({ x: undefined })).not.toBe(dataKey({}));
    expect(dataKey([1, 2])).toBe(dataKey(structuredClone([1, 2])));
    expect(dataKey({ f: () => 1 })).toBeUndefined();
  });

  it("are not kept with no store", () => {
    setInputStore(undefined);
    remember("k", 1);
    expect(recall("k")).toBeUndefined();
    expect(dataKey({})).toBeUndefined();
  });
});

describe("a remembered parse and validation", () => {
  const INPUTS = [
    ["circuits/dense_gqa.circuit.yaml", validateCircuit],
    ["circuits/mla_moe.circuit.yaml", validateCircuit],
    ["circuits/qwen3_next.circuit.yaml", validateCircuit],
    ["circuits/models/deepseek-v3.model.yaml", validateModel],
    ["hardware/h100-sxm.hw.yaml", validateHardware],
    ["hardware/mi355x.hw.yaml", validateHardware],
    ["circuits/kernels/engine.kernels.yaml", validateKernels],
  ] as const;

  it.each(INPUTS)("%s: gives what yaml and zod give", (path, validate) => {
    const text = readFileSync(join(ROOT, path), "utf8");
    setInputStore(undefined);
    const coldSource = parseSource(text, `cold/${path}`).source;
    const cold = validate(coldSource?.data, path);
    const counted = countingStore();
    setInputStore(counted.store);
    validate(parseSource(text, `miss/${path}`).source?.data, path);
    const misses = counted.sets;
    expect(misses).toBeGreaterThanOrEqual(2);
    const hitSource = parseSource(text, `hit/${path}`).source;
    const hit = validate(hitSource?.data, path);
    expect(counted.sets).toBe(misses);
    expect(hitSource?.data).toStrictEqual(coldSource?.data);
    // A circuit's checks parse its shapes on every run (mathjs nodes are not remembered): compare what zod gave.
    expect(zodPart(hit)).toStrictEqual(zodPart(cold));
    // The yaml Document of a remembered source is built on first use, and points where the parsed one does.
    const key = [Object.keys(coldSource?.data as object).at(-1) as string];
    expect(hitSource && locate(hitSource, key, true)).toEqual(coldSource && locate(coldSource, key, true));
  });
});

function zodPart(v: { value?: unknown; diagnostics: unknown }) {
  const value = v.value as { doc?: unknown; parsed?: unknown } | undefined;
  return { diagnostics: v.diagnostics, value: value && "parsed" in value ? value.doc : value };
}

function countingStore(): { store: InputStore; sets: number } {
  const entries = new BoundedEntries();
  const counted = {
    sets: 0,
    store: {
      get: (key: string) => entries.get(key),
      set: (key: string, value: Uint8Array) => {
        counted.sets++;
        entries.set(key, value);
      },
    },
  };
  return counted;
}

describe("the bundle's cache file", () => {
  const bundle = join(dir, "venn.cjs");
  const file = join(dir, "venn.inputs.cache");
  writeFileSync(bundle, "// a bundle");

  it("is written at save only when something was added, and stays under its bound", () => {
    rmSync(file, { force: true });
    const store = bundleInputStore(bundle, file, 10_000);
    expect(store.get("x")).toBeUndefined();
    store.save();
    expect(() => statSync(file)).toThrow();
    for (let i = 0; i < 50; i++) store.set(`key ${i}`, bytes(1_000));
    store.save();
    expect(statSync(file).size).toBeLessThan(10_000 + 1_000);
    const again = bundleInputStore(bundle, file, 10_000);
    expect(again.get("key 49")).toEqual(bytes(1_000));
    expect(again.get("key 0")).toBeUndefined();
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("is not read for a rebuilt bundle", () => {
    rmSync(file, { force: true });
    const store = bundleInputStore(bundle, file);
    store.set("k", bytes(3));
    store.save();
    expect(bundleInputStore(bundle, file).get("k")).toEqual(bytes(3));
    const later = new Date(statSync(bundle).mtimeMs + 5_000);
    utimesSync(bundle, later, later);
    expect(bundleInputStore(bundle, file).get("k")).toBeUndefined();
  });
});

describe("the cache file's index", () => {
  const bundle = join(dir, "indexed.cjs");
  const file = join(dir, "indexed.inputs.cache");
  writeFileSync(bundle, "// another bundle");
  const saved = (entries: [string, Uint8Array][], options: FileInputStoreOptions = {}) => {
    rmSync(file, { force: true });
    const store = bundleInputStore(bundle, file, INPUT_CACHE_LIMIT_BYTES, options);
    for (const [key, value] of entries) store.set(key, value);
    store.save();
    return readFileSync(file);
  };
  const counted = () => {
    const reads: number[] = [];
    const read = (fd: number, into: Buffer, position: number) => {
      reads.push(into.length);
      return readSync(fd, into, 0, into.length, position);
    };
    return { reads, read };
  };
  // Keys one byte a character and two, a lone surrogate, and pairs whose bytes in one encoding equal the other's.
  const KEYS = ["", "a", "a\0", "\u0100", "a\u0100", "é×", "→ arrows", "\ud800", "\ufffd", "x".repeat(5_000)];
  const valueFor = (i: number) => Uint8Array.from({ length: 3 + i * 7 }, (_, j) => (i * 31 + j) & 0xff);

  it("gives back every entry exactly, and nothing for a key it does not hold", () => {
    saved(KEYS.map((key, i) => [key, valueFor(i)]));
    const store = bundleInputStore(bundle, file);
    for (const [i, key] of KEYS.entries()) expect(store.get(key)).toEqual(valueFor(i));
    for (const key of ["b", "a\0\0", "\u0101", "\udc00", "x".repeat(4_999), "x".repeat(5_001)])
      expect(store.get(key)).toBeUndefined();
  });

  it("reads the header and index once, then only the entry asked for", () => {
    const entries: [string, Uint8Array][] = Array.from({ length: 40 }, (_, i) => [`key ${i}`, bytes(2_000)]);
    const size = saved(entries).length;
    const { reads, read } = counted();
    const store = bundleInputStore(bundle, file, INPUT_CACHE_LIMIT_BYTES, { read });
    expect(store.get("key 17")).toEqual(bytes(2_000));
    expect(store.get("key 3")).toEqual(bytes(2_000));
    expect(store.get("missing")).toBeUndefined();
    // The first read is the file's head (all of this index); each hit one read of its value and key.
    expect(reads).toEqual([8192, 2_000 + "key 17".length, 2_000 + "key 3".length]);
    expect(reads.reduce((a, b) => a + b, 0)).toBeLessThan(size / 5);
  });

  it("reads an index longer than its first read in a second", () => {
    const entries: [string, Uint8Array][] = Array.from({ length: 600 }, (_, i) => [`k${i}`, valueFor(i % 5)]);
    const whole = saved(entries);
    const { reads, read } = counted();
    const store = bundleInputStore(bundle, file, INPUT_CACHE_LIMIT_BYTES, { read });
    for (const [key, value] of entries) expect(store.get(key)).toEqual(value);
    const indexEnd = whole.indexOf(10) + 1 + 4 + 600 * 20;
    expect(reads.slice(0, 2)).toEqual([8192, indexEnd]);
    expect(reads.length).toBe(2 + 600);
  });

  it("tells keys whose hashes collide apart by their characters", () => {
    const hash = () => 42;
    const entries: [string, Uint8Array][] = ["aa", "ab", "ba", "a\u0100", "b"].map((key, i) => [
      key,
      valueFor(i),
    ]);
    saved(entries, { hash });
    const store = bundleInputStore(bundle, file, INPUT_CACHE_LIMIT_BYTES, { hash });
    for (const [key, value] of entries) expect(store.get(key)).toEqual(value);
    expect(store.get("bb")).toBeUndefined();
    expect(store.get("a\u0101")).toBeUndefined();
    // Written with one hash and read with another, every key misses rather than meeting another's entry.
    expect(
      bundleInputStore(bundle, file, INPUT_CACHE_LIMIT_BYTES, { hash: () => 7 }).get("aa"),
    ).toBeUndefined();
  });

  it("keeps the file's entries and this run's under the bound, oldest first out, as one BoundedEntries would", () => {
    rmSync(file, { force: true });
    const limit = 10_000;
    const expected = new BoundedEntries(limit);
    const first = bundleInputStore(bundle, file, limit);
    for (let i = 0; i < 6; i++) {
      first.set(`old ${i}`, bytes(1_500));
      expected.set(`old ${i}`, bytes(1_500));
    }
    first.save();
    const second = bundleInputStore(bundle, file, limit);
    // Set again, old 1 becomes the newest; the three new entries push out old 0 and old 2 (1,510 bytes each).
    for (const [key, n] of [
      ["old 1", 100],
      ["new 0", 1_500],
      ["new 1", 1_500],
      ["new 2", 1_500],
    ] as const) {
      second.set(key, bytes(n));
      expected.set(key, bytes(n));
    }
    second.save();
    expect([...expected.entries.keys()]).toEqual([
      "old 3",
      "old 4",
      "old 5",
      "old 1",
      "new 0",
      "new 1",
      "new 2",
    ]);
    const third = bundleInputStore(bundle, file, limit);
    for (const key of ["old 0", "old 2"]) expect(third.get(key)).toBeUndefined();
    for (const [key, value] of expected.entries) expect(third.get(key)).toEqual(value);
    // The file is rewritten in that order: one more entry now pushes out old 3 first.
    third.set("new 3", bytes(1_500));
    third.save();
    const fourth = bundleInputStore(bundle, file, limit);
    expect(fourth.get("old 3")).toBeUndefined();
    expect(fourth.get("old 4")).toEqual(bytes(1_500));
  });

  it("is empty when cut at any byte, and never gives a wrong value with any bit flipped", () => {
    const entries: [string, Uint8Array][] = ["load\0a: 1\n", "é→", "v"].map((key, i) => [key, valueFor(i)]);
    const whole = saved(entries);
    const check = (damaged: Buffer, isCut: boolean) => {
      writeFileSync(file, damaged);
      const store = bundleInputStore(bundle, file);
      for (const [key, value] of entries) {
        const got = store.get(key);
        if (isCut) expect(got).toBeUndefined();
        else if (got !== undefined) expect(got).toEqual(value);
      }
      expect(store.get("never stored")).toBeUndefined();
      // Saving over a damaged file keeps only entries that pass, and the result reads back whole.
      store.set("added", bytes(1));
      store.save();
      const again = bundleInputStore(bundle, file);
      expect(again.get("added")).toEqual(bytes(1));
      for (const [key, value] of entries) {
        const got = again.get(key);
        if (got !== undefined) expect(got).toEqual(value);
      }
    };
    for (let cut = 0; cut < whole.length; cut++) check(whole.subarray(0, cut), true);
    let misses = 0;
    for (let at = 0; at < whole.length; at++)
      for (const bit of [0x01, 0x80]) {
        const flipped = Buffer.from(whole);
        flipped[at] = (flipped[at] as number) ^ bit;
        writeFileSync(file, flipped);
        if (entries.some(([key]) => bundleInputStore(bundle, file).get(key) === undefined)) misses++;
        check(flipped, false);
      }
    // Every flip in a header, index, key or value byte loses at least its entry.
    expect(misses).toBe(2 * whole.length);
  });
});
