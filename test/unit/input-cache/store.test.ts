import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  BoundedEntries,
  dataKey,
  type InputStore,
  recall,
  remember,
  setInputStore,
} from "../../../src/input-cache/index.ts";
import { bundleInputStore, locate, parseSource } from "../../../src/load/index.ts";
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
