// Shape and dim expressions straight through the restricted mathjs instance: a size, or a message; never a throw or a hang.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluate, parseExpression, parseShape } from "../../src/shape/index.ts";
import { expression, shapeText, trapExpression } from "./generators.ts";
import { announce, params } from "./harness.ts";

const RUNS = 5_000;
const SCOPE = {
  hidden: 4096,
  inter: 14336,
  vocab: 128256,
  q_heads: 32,
  kv_heads: 8,
  head_dim: 128,
  layers: 32,
  n: 7,
  s: 3,
  top_k: 2,
  experts: 8,
};
/** A bound for an expression that never ends (blow-up), wide enough for a busy machine: evaluation takes microseconds. */
const EXPRESSION_MS = 10_000;

beforeAll(() => announce("shape expressions", RUNS + 1_000));

/** The parsed expression evaluated over every symbol it names (unknown ones bound to 1): a number, never a throw. */
function outcome(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseExpression(text);
  if (!parsed.ok) return parsed;
  const scope: Record<string, number> = { ...SCOPE };
  for (const symbol of parsed.value.symbols) scope[symbol] ??= 1;
  return { ok: true, value: evaluate(parsed.value, scope) };
}

describe("shape expressions", () => {
  it("parse to an arithmetic expression that evaluates to a number, or to a message", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          { weight: 4, arbitrary: expression },
          trapExpression,
          fc.string({ unit: "binary-ascii", maxLength: 40 }),
        ),
        (text) => {
          const started = performance.now();
          const result = outcome(text);
          const ms = performance.now() - started;
          if (ms > EXPRESSION_MS) throw new Error(`"${text.slice(0, 80)}" took ${Math.round(ms)} ms`);
          if (result.ok) expect(typeof result.value).toBe("number");
          else expect(result.message).toMatch(/\S/);
        },
      ),
      params(RUNS),
    );
  }, 120_000);

  it("a shape splits on one ' x ' and each side follows the same rule", () => {
    fc.assert(
      fc.property(shapeText, (text) => {
        const parsed = parseShape(text);
        if (!parsed.ok) {
          expect(parsed.message).toMatch(/\S/);
          return;
        }
        for (const side of [parsed.value.rows, parsed.value.cols]) {
          const scope: Record<string, number> = { ...SCOPE };
          for (const symbol of side.symbols) scope[symbol] ??= 1;
          expect(typeof evaluate(side, scope)).toBe("number");
        }
      }),
      params(1_000),
    );
  }, 120_000);

  // What each trap must give: refused with a reason, or a number the instantiate stage then checks.
  it.each(
    (
      [
        ["factorial(5)", /call to factorial/],
        ["import({}, {})", /(call to import|an object)/],
        ["f(x) = 1", /function assignment/],
        ["a = 1", /assignment/],
        ["[1, 2]", /matrix/],
        ["1:5", /range/],
        ["5 cm", /implicit multiplication/],
        ["min()", /min\(\) takes at least 1 argument/],
        ["ceil()", /ceil\(\) takes 1 argument/],
        ["floor(1, 2)", /floor\(\) takes 1 argument/],
        ["constructor * 2", /a name every object has/],
        [`${"1+".repeat(20000)}1`, /longer than/],
        [`${"(".repeat(40)}1${")".repeat(40)}`, /nested deeper than 32/],
      ] as const
    ).map(
      ([text, message]) =>
        [
          text.length > 40 ? `${text.slice(0, 12)}… (${text.length} characters)` : text,
          text,
          message,
        ] as const,
    ),
  )("refuses %s", (_label, text, message) => {
    const result = outcome(text);
    expect(result.ok ? `evaluated to ${result.value}` : result.message).toMatch(message);
  });

  it("a tower of powers overflows to a number the size check refuses, not a hang", () => {
    const result = outcome("2^2^2^2^99");
    expect(result).toEqual({ ok: true, value: Number.POSITIVE_INFINITY });
  });
});
