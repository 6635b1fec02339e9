// The CLI's input cache file, written, then torn, flipped or overwritten: a get never throws and never gives a value the
// key was not stored with; a save over the damage keeps only what passes and reads back whole.

import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleInputStore, type FileInputStoreOptions } from "../../src/load/index.ts";
import { cacheDamage, cacheEntries, cacheProbe, damageBytes } from "./cache-generators.ts";
import { announce, params, removeDir, tempDir } from "./harness.ts";

const RUNS = 400;
const dir = tempDir("input-cache");
const bundle = join(dir, "venn.cjs");
const file = join(dir, "venn.inputs.cache");
beforeAll(() => {
  announce("input cache files", RUNS);
  writeFileSync(bundle, "// a bundle");
});
afterAll(() => removeDir(dir));

/** The shipped sampled hash, or one under which most keys collide. */
const HASHES: readonly FileInputStoreOptions[] = [{}, { hash: (key) => key.length % 3 }];

describe("input cache files", () => {
  it("give each key its own value or nothing, whatever was done to the file", () => {
    fc.assert(
      fc.property(
        cacheEntries,
        fc.array(cacheDamage, { maxLength: 4 }),
        cacheProbe,
        fc.constantFrom(...HASHES),
        (entries, damages, probes, options) => {
          const stored = new Map(entries);
          rmSync(file, { force: true });
          const writer = bundleInputStore(bundle, file, undefined, options);
          for (const [key, value] of entries) writer.set(key, value);
          writer.save();
          const whole = entries.length ? readFileSync(file) : Buffer.alloc(0);
          writeFileSync(file, damageBytes(whole, damages));

          const reader = bundleInputStore(bundle, file, undefined, options);
          const agrees = (key: string, got: Uint8Array | undefined) =>
            got === undefined || (stored.has(key) && Buffer.from(got).equals(stored.get(key) as Uint8Array));
          for (const key of [...stored.keys(), ...probes]) expect(agrees(key, reader.get(key))).toBe(true);
          // Undamaged, everything comes back.
          if (damages.length === 0)
            for (const [key, value] of entries) expect(reader.get(key)).toEqual(value);

          reader.set("\u0000added", Uint8Array.of(1, 2, 3));
          reader.save();
          const again = bundleInputStore(bundle, file, undefined, options);
          expect(again.get("\u0000added")).toEqual(Uint8Array.of(1, 2, 3));
          for (const key of [...stored.keys(), ...probes])
            if (key !== "\u0000added") expect(agrees(key, again.get(key))).toBe(true);
        },
      ),
      params(RUNS),
    );
  });
});
