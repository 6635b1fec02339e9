// Patterns from input files run without backtracking; where they run, they agree with RegExp.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileGlob, compileRegex, MAX_REPEAT } from "../../../src/ir/pattern.ts";

/** Linear work ends in milliseconds and backtracking never ends: a bound this wide holds on the busiest machine. */
const LINEAR_BOUND_MS = 20_000;

const PATTERNS = [
  "^(a+)+$",
  "a|b",
  "ab*c",
  "^abc$",
  "x.y",
  "[a-c]+z",
  "[^0-9]",
  "\\d{2,3}",
  "(?:ab)+",
  "a?b??c",
  "^$",
  "",
  "a{3}",
  "\\.",
  "sm90_xmma_gemm_.*_bf16",
  "nvjet|cutlass",
  "a{,3}",
  "\\x41",
  "(a|ab)(c|bcd)(d*)",
  "[\\d-]",
  "[]a]",
  "[^]",
  "a$|^b",
  "\\w+\\s\\W",
  "(a*)*b",
  "[\\]x]+",
  "\\u0041{2}",
];
const TEXTS = [
  "",
  "a",
  "aaa",
  "aaab",
  "abc",
  "xzy",
  "x\ny",
  "bbz",
  "12",
  "1234",
  "abab",
  "c",
  "A",
  "AA",
  "sm90_xmma_gemm_foo_bf16",
  "cutlass_x",
  "-",
  "a{,3}",
  "abcd",
  ".",
  "ac",
  "bc",
  "]",
  "ab c!",
  "b",
];

describe("compileRegex", () => {
  it("matches what RegExp matches, on the patterns it accepts", () => {
    for (const p of PATTERNS) {
      const { matcher, refused } = compileRegex(p);
      expect(refused, p).toBeUndefined();
      for (const t of TEXTS) expect([p, t, matcher?.test(t)]).toEqual([p, t, new RegExp(p).test(t)]);
    }
  });

  it("ends at once where RegExp backtracks for ever", () => {
    const started = performance.now();
    expect(compileRegex("^(a+)+$").matcher?.test(`${"a".repeat(5000)}!`)).toBe(false);
    expect(compileRegex("(a|a)*(b|b)*c").matcher?.test("ab".repeat(5000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(LINEAR_BOUND_MS);
  });

  it("refuses what needs backtracking or grows without bound, saying where", () => {
    expect(compileRegex("(a)\\1").refused).toMatchObject({ index: 3 });
    expect(compileRegex("x(?=a)").refused).toMatchObject({ index: 1 });
    expect(compileRegex("\\bword").refused).toMatchObject({ index: 0 });
    expect(compileRegex(`a{${MAX_REPEAT + 1}}`).refused?.problem).toContain(String(MAX_REPEAT));
    expect(compileRegex("(".repeat(500)).refused?.problem).toContain("deeper");
    expect(compileRegex("a**").refused).toMatchObject({ index: 2 });
  });
});

describe("compileGlob", () => {
  it("matches a 3,000-character name against many stars in linear time", () => {
    const glob = compileGlob("*a*a*a*a*a*a*a*a*a*a*a*a*b");
    const started = performance.now();
    expect(glob.test("a".repeat(3000))).toBe(false);
    expect(glob.test(`${"a".repeat(3000)}b`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(LINEAR_BOUND_MS);
  });

  it("keeps a star inside one part of a site when given the separator", () => {
    expect(compileGlob("ffn.*", ".").test("ffn.up")).toBe(true);
    expect(compileGlob("*.up", ".").test("a.b.up")).toBe(false);
    expect(compileGlob("a?c").test("a\nc")).toBe(true);
    expect(compileGlob("a.c").test("abc")).toBe(false);
  });

  // Issue 30, round two: 5,000 stars against a 50,000-character name took about 125 s in the lock-step automaton.
  it("answers 5,000 stars against a 50,000-character name, and many stars against 40 long names", () => {
    const name = "a".repeat(50_000);
    expect(compileGlob("*".repeat(5000)).test(name)).toBe(true);
    expect(compileGlob(`${"*".repeat(5000)}b`).test(name)).toBe(false);
    expect(compileGlob(`${"*a".repeat(2500)}*`).test(name)).toBe(true);
    const glob = compileGlob("*a*a*a*a*a*a*a*a*a*a*a*b");
    for (let i = 0; i < 40; i++) expect(glob.test(`${"a".repeat(20_000 + i)}!`)).toBe(false);
  });

  it("agrees with the glob's meaning, written as an anchored regex, on any pattern and text", () => {
    const asRegex = (glob: string, except?: string) => {
      const any = except === undefined ? "[\\s\\S]" : `[^${except.replace(/[\\\]^-]/g, "\\$&")}]`;
      const body = [...glob]
        .map((c) => (c === "*" ? `${any}*` : c === "?" ? any : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("");
      return new RegExp(`^${body}$`);
    };
    const text = fc.string({ unit: fc.constantFrom("a", "b", ".", "\n"), maxLength: 12 });
    const glob = fc.string({ unit: fc.constantFrom("a", "b", ".", "*", "?"), maxLength: 8 });
    fc.assert(
      fc.property(glob, text, fc.boolean(), (g, t, dot) => {
        const except = dot ? "." : undefined;
        expect(compileGlob(g, except).test(t), `${g} ${JSON.stringify(t)}`).toBe(asRegex(g, except).test(t));
      }),
      { seed: 20261205, numRuns: 2000 },
    );
  });
});
