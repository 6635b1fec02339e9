// Generators for the input cache file (dist/venn.inputs.cache): entries to write, keys to ask for, damage to the file.
import fc from "fast-check";

/** Input cache keys: one-byte characters (the validate keys' serialized bytes) and any UTF-16 unit, lone surrogates too. */
const cacheKey = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", "a", "a\0", "\u0100", "\ud800", "\ufffd", "load\0a: 1\n"),
);

/** Entries for an input cache file: distinct keys, values of up to 200 bytes. */
export const cacheEntries: fc.Arbitrary<[string, Uint8Array][]> = fc.uniqueArray(
  fc.tuple(cacheKey, fc.uint8Array({ maxLength: 200 })),
  { selector: ([key]) => key, maxLength: 12 },
);

/** Keys to ask a cache for that it may not hold. */
export const cacheProbe = fc.array(cacheKey, { maxLength: 6 });

export type CacheDamage =
  | { kind: "cut"; at: number }
  | { kind: "flip"; at: number; bit: number }
  | { kind: "insert"; at: number; bytes: Uint8Array }
  | { kind: "overwrite"; at: number; bytes: Uint8Array };

/** Damage to a cache file: a torn write, flipped bits, bytes added or overwritten. */
export const cacheDamage: fc.Arbitrary<CacheDamage> = fc.oneof(
  fc.record({ kind: fc.constant("cut" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("flip" as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({
    kind: fc.constant("overwrite" as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
);

export function damageBytes(bytes: Uint8Array, damages: readonly CacheDamage[]): Buffer {
  let out = Buffer.from(bytes);
  for (const d of damages) {
    const at = out.length ? d.at % out.length : 0;
    if (d.kind === "cut") out = out.subarray(0, at);
    else if (d.kind === "flip") {
      if (out.length) out[at] = (out[at] as number) ^ (1 << d.bit);
    } else if (d.kind === "insert") out = Buffer.concat([out.subarray(0, at), d.bytes, out.subarray(at)]);
    else out = Buffer.concat([out.subarray(0, at), d.bytes, out.subarray(at + d.bytes.length)]);
  }
  return out;
}
