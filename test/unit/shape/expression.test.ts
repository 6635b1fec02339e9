import { describe, expect, it } from "vitest";
import {
  ALLOWED_FUNCTIONS,
  type Expression,
  evaluate,
  parseExpression,
  parseShape,
  RESERVED_SYMBOLS,
  sizeProblem,
} from "../../../src/shape/index.ts";
import * as mathModule from "../../../src/shape/math.ts";
import { parse } from "../../../src/shape/math.ts";

const expr = (text: string): Expression => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(`test setup: ${text}: ${parsed.message}`);
  return parsed.value;
};

describe("parseExpression accepts arithmetic and min/max/ceil/floor", () => {
  it.each<[text: string, symbols: string[]]>([
    ["hidden", ["hidden"]],
    ["4096", []],
    ["1e3", []],
    ["q_heads*head_dim", ["q_heads", "head_dim"]],
    ["(q_heads + 2*kv_heads)*head_dim", ["q_heads", "kv_heads", "head_dim"]],
    ["n*top_k", ["n", "top_k"]],
    ["hidden / 2 - 1", ["hidden"]],
    ["2^layers", ["layers"]],
    ["-a + +b", ["a", "b"]],
    // symbols in order of first appearance, each listed once; function names are not symbols
    ["b*a + a*c - b", ["b", "a", "c"]],
    ["min(a, b) + max(c, 2) * ceil(d / 3) - floor(e / 2)", ["a", "b", "c", "d", "e"]],
    ["ceil(inter / 128) * 128", ["inter"]],
    ["max(min(z, y), w)", ["z", "y", "w"]],
  ])("%j → symbols %j", (text, symbols) => {
    const parsed = parseExpression(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.symbols).toEqual(symbols);
      expect(parsed.value.text).toBe(text);
    }
  });

  it("allows exactly min, max, ceil and floor", () => {
    expect([...ALLOWED_FUNCTIONS].sort()).toEqual(["ceil", "floor", "max", "min"]);
  });
});

describe("parseExpression rejects everything else", () => {
  it.each<[text: string, fragment: string]>([
    ["import({evaluate: 1}, {override: true})", "call to import()"],
    ['evaluate("1+1")', "call to evaluate()"],
    ['parse("1+1")', "call to parse()"],
    ['createUnit("tok")', "call to createUnit()"],
    ['compile("1")', "call to compile()"],
    ["sqrt(hidden)", "call to sqrt()"],
    ["5 cm", "implicit multiplication"],
    ["2 hidden", "implicit multiplication"],
    ["2(hidden)", "implicit multiplication"],
    ["f(a) = a", "a function assignment"],
    ["a = 1", "assignment"],
    ["[1, 2]", "a matrix"],
    ['"hidden"', "constant"],
    ["'hidden'", "constant"],
    ["true", "constant"],
    ["a < b", 'operator "<"'],
    ["a == b", 'operator "=="'],
    ["a >= b", 'operator ">="'],
    ["a ? b : c", "conditional"],
    ["a.b", "a property access"],
    ["a[1]", "a property access"],
    ["{a: 1}", "object"],
    ["a % b", 'operator "%"'],
    ["a mod b", 'operator "mod"'],
    ["a!", 'operator "!"'],
    ["a and b", 'operator "and"'],
    ["1:4", "range"],
    ["a; b", "block"],
    ["x", "symbol x"],
    ["2*x", "symbol x"],
    ["min(x, n)", "symbol x"],
    ["", "constant undefined"],
  ])("%j (%s)", (text, fragment) => {
    const parsed = parseExpression(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(fragment);
  });

  it.each(["a +", "(a", "a * * b", "min(a,"])("syntax error %j names the character", (text) => {
    const parsed = parseExpression(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/^cannot parse ".*" at character \d+/);
  });

  it("reserves n, s, l and x", () => {
    expect([...RESERVED_SYMBOLS]).toEqual(["n", "s", "l", "x"]);
  });
});

describe("the mathjs instance is hardened", () => {
  it("does not export the instance itself", () => {
    expect(Object.keys(mathModule).sort()).toEqual([
      "ALLOWED_FUNCTIONS",
      "forbiddenConstruct",
      "freeSymbols",
      "parse",
    ]);
  });

  // Even an expression that skipped forbiddenConstruct cannot reach the instance's dangerous functions.
  it.each([
    ["import({min: 1}, {override: true})", "function import is disabled"],
    ['createUnit("tok")', "function createUnit is disabled"],
    ['evaluate("1+1")', "function evaluate is disabled"],
    ['parse("1+1")', "function parse is disabled"],
    ['compile("1+1")', "function compile is disabled"],
  ])("evaluating %j directly throws", (text, message) => {
    expect(() => parse(text).compile().evaluate({})).toThrow(message);
  });

  it("has no units, constants or matrices to fall back on", () => {
    expect(() => parse("pi").compile().evaluate({})).toThrow(/Undefined symbol pi/);
    expect(() => evaluate(expr("e"), {})).toThrow(/Undefined symbol e/);
  });

  it("min still works after hardening (the import above overrode nothing)", () => {
    expect(evaluate(expr("min(a, b)"), { a: 3, b: 2 })).toBe(2);
  });
});

describe("parseShape splits on one ' x '", () => {
  it.each<[text: string, rows: string, cols: string]>([
    ["n x hidden", "n", "hidden"],
    ["n x q_heads*head_dim", "n", "q_heads*head_dim"],
    ["n*top_k x 2*moe_inter", "n*top_k", "2*moe_inter"],
    ["(q_heads + 2*kv_heads)*head_dim x hidden", "(q_heads + 2*kv_heads)*head_dim", "hidden"],
    ["n  x  hidden", "n", "hidden"],
    ["s x 1", "s", "1"],
  ])("%j → %j by %j", (text, rows, cols) => {
    const parsed = parseShape(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.rows.text).toBe(rows);
      expect(parsed.value.cols.text).toBe(cols);
    }
  });

  it.each<[text: string, fragment: string]>([
    ["n x a x b", "found 2"],
    ["n x 1 x 2 x 3", "found 3"],
    ["nxhidden", "found 0"],
    ["n*hidden", "found 0"],
    ["n x", "found 0"],
    ["x hidden", "found 0"],
    ["n x 2 hidden", "implicit multiplication"],
    ["n x evaluate(1)", "call to evaluate()"],
    ["5 cm x hidden", "implicit multiplication"],
    ["n x (x)", "symbol x"],
  ])("%j is rejected (%s)", (text, fragment) => {
    const parsed = parseShape(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(fragment);
  });

  it("lists free symbols per side", () => {
    const parsed = parseShape("n*top_k x (q_heads + 2*kv_heads)*head_dim");
    expect(parsed.ok && parsed.value.rows.symbols).toEqual(["n", "top_k"]);
    expect(parsed.ok && parsed.value.cols.symbols).toEqual(["q_heads", "kv_heads", "head_dim"]);
  });
});

describe("evaluate", () => {
  it.each<[text: string, scope: Record<string, number>, value: number]>([
    // (32 + 2·8) · 128 = 6,144
    ["(q_heads + 2*kv_heads)*head_dim", { q_heads: 32, kv_heads: 8, head_dim: 128 }, 6144],
    // 16 · 8 = 128
    ["n*top_k", { n: 16, top_k: 8 }, 128],
    // min(3,5)=3; max(1,2)=2; ceil(7/3)=3; floor(9/2)=4 → 3 + 2·3 − 4 = 5
    ["min(a, b) + max(c, 2) * ceil(d / 3) - floor(e / 2)", { a: 3, b: 5, c: 1, d: 7, e: 9 }, 5],
    ["2^10", {}, 1024],
    ["hidden / 3", { hidden: 4096 }, 4096 / 3],
    ["a - b", { a: 2, b: 7 }, -5],
    ["ceil(14336 / 128) * 128", {}, 14336],
    // 4000/128 = 31.25 → 32 · 128 = 4,096
    ["ceil(inter / 128) * 128", { inter: 4000 }, 4096],
  ])("%j with %j = %d", (text, scope, value) => {
    expect(evaluate(expr(text), scope)).toBeCloseTo(value, 10);
  });

  it("does not mutate the caller's scope", () => {
    const scope = Object.freeze({ a: 1 });
    expect(evaluate(expr("a + 1"), scope)).toBe(2);
  });

  it("throws on an unbound symbol (the caller checks symbols first)", () => {
    expect(() => evaluate(expr("hidden + 1"), {})).toThrow(/Undefined symbol hidden/);
  });

  // The instance is mathjs's number-only build, which has no units: a symbol that spells one ("GB", "cm", "b") is
  // an ordinary dim, a number when bound and undefined (an internal error, as above) when not.
  it.each(["GB", "cm", "b"])("a unit-named symbol %s is an ordinary symbol, never a Unit", (text) => {
    expect(evaluate(expr(`${text} * 2`), { [text]: 8 })).toBe(16);
    expect(() => evaluate(expr(text), {})).toThrow(new RegExp(`Undefined symbol ${text}`));
  });
});

describe("sizeProblem: sizes are positive integers", () => {
  it.each<[value: number, problem: string | undefined]>([
    [1, undefined],
    [4096, undefined],
    [0, "is zero"],
    [-1, "is negative"],
    [1.5, "is a fraction"],
    [-2.5, "is a fraction"],
    [Number.NaN, "is not a finite number"],
    [Number.POSITIVE_INFINITY, "is not a finite number"],
    [Number.NEGATIVE_INFINITY, "is not a finite number"],
  ])("%d → %s", (value, problem) => {
    expect(sizeProblem(value)).toBe(problem);
  });
});
