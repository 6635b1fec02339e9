import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sha256Base64 } from "../../../src/input-cache/sha256.ts";

const nodeDigest = (text: string) => createHash("sha256").update(text).digest("base64");

describe("sha256Base64", () => {
  it("is FIPS 180-4's digest of the empty string and 'abc'", () => {
    expect(sha256Base64("")).toBe("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
    expect(sha256Base64("abc")).toBe("ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
  });
  it("agrees with node:crypto on any text, across block boundaries", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (t) => sha256Base64(t) === nodeDigest(t)),
    );
    for (const n of [55, 56, 63, 64, 65, 119, 120, 1000])
      expect(sha256Base64("x".repeat(n))).toBe(nodeDigest("x".repeat(n)));
  });
});
