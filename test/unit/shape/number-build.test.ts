import fc from "fast-check";
import { evaluate as mathjsEvaluate } from "mathjs";
import { describe, expect, it } from "vitest";
import { evaluate, parseExpression } from "../../../src/shape/index.ts";

// src/shape builds its instance from mathjs/number, a fraction of the full build's start-up; for every expression a
// shape may hold it must give the full build's number, bit for bit (ceil and floor there round within a tolerance).
const SYMBOLS = ["hidden", "n", "top_k"] as const;

const leaf = fc.oneof(
  fc.constantFrom(...SYMBOLS),
  fc.integer({ min: 0, max: 70000 }).map(String),
  fc.constantFrom("0.5", "1e3", "2.000000000000001", "0.1", "3"),
);
const expression: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc
      .tuple(tie("e"), fc.constantFrom("+", "-", "*", "/", "^"), tie("e"))
      .map(([a, op, b]) => `(${a}) ${op} (${b})`),
    fc.tuple(fc.constantFrom("-", "+"), tie("e")).map(([op, a]) => `${op}(${a})`),
    fc.tuple(fc.constantFrom("min", "max"), tie("e"), tie("e")).map(([f, a, b]) => `${f}(${a}, ${b})`),
    fc.tuple(fc.constantFrom("ceil", "floor"), tie("e")).map(([f, a]) => `${f}(${a})`),
  ),
})).e;

const scope = fc.record({
  hidden: fc.integer({ min: 1, max: 65536 }),
  n: fc.integer({ min: 1, max: 8192 }),
  top_k: fc.integer({ min: 1, max: 16 }),
});

/** The full build's answer: a number, or undefined where it left the reals (a Complex, or a TypeError from min of one). */
function full(text: string, values: Record<string, number>): number | undefined {
  try {
    const value: unknown = mathjsEvaluate(text, { ...values });
    return typeof value === "number" ? value : undefined;
  } catch {
    return undefined;
  }
}

describe("the number-only instance evaluates as full mathjs does", () => {
  it("on generated arithmetic over dims", () => {
    fc.assert(
      fc.property(expression, scope, (text, values) => {
        const parsed = parseExpression(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const expected = full(text, values);
        fc.pre(expected !== undefined);
        expect(Object.is(evaluate(parsed.value, values), expected)).toBe(true);
      }),
      { numRuns: 2000, seed: 12 },
    );
  });

  it.each([
    "ceil(2.0000000000000004)",
    "floor(2.9999999999999996)",
    "ceil(hidden / 3)",
    "2^0.5",
    "0^0",
    "min(hidden, n) * max(1, top_k)",
    "1 / 0",
  ])("on %s", (text) => {
    const parsed = parseExpression(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const values = { hidden: 4096, n: 7, top_k: 2 };
    expect(Object.is(evaluate(parsed.value, values), full(text, values))).toBe(true);
  });

  // Full mathjs turns a negative base's root into a Complex, which min and max then throw on (a stack trace for a
  // hostile shape); the number build gives NaN, which sizeProblem reports as a diagnostic.
  it.each(["(-8)^(1/3)", "min(0, (-hidden)^0.5)", "ceil((-2)^0.5) * 4"])(
    "off the reals: %s is NaN",
    (text) => {
      const parsed = parseExpression(text);
      if (!parsed.ok) throw new Error(parsed.message);
      expect(full(text, { hidden: 4096 })).toBeUndefined();
      expect(evaluate(parsed.value, { hidden: 4096 })).toBeNaN();
    },
  );
});
