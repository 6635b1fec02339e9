import type { EvalFunction } from "mathjs/number";
import { forbiddenConstruct, freeSymbols, type MathNode, parse } from "./math.ts";

/** A dim expression parsed once, with its free symbols listed before anything is evaluated. */
export interface Expression {
  text: string;
  node: MathNode;
  symbols: readonly string[];
  compiled: EvalFunction;
}

export interface ShapeExpr {
  text: string;
  rows: Expression;
  cols: Expression;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Symbols a circuit may not declare as dims: the row symbols and the shape separator. */
/** n: token rows this step; s: sequences; l: rows whose logits the step computes (ir/run-kinds.ts logitRows). */
export const ROW_SYMBOLS = ["n", "s", "l"] as const;
export const RESERVED_SYMBOLS = [...ROW_SYMBOLS, "x"] as const;

/** The longest shipped shape side is about 60 characters; a longer one is a mistake, and mathjs recurses per term. */
export const MAX_EXPRESSION_CHARS = 500;
/** Brackets nest at most three deep in the shipped circuits. */
export const MAX_EXPRESSION_DEPTH = 32;

/** How deep brackets nest in the text (unbalanced ones are left to the parser to report). */
function nesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === "(" || char === "[" || char === "{") deepest = Math.max(deepest, ++depth);
    else if (char === ")" || char === "]" || char === "}") depth--;
  }
  return deepest;
}

/** Parses a dim expression; validation parses each text of a circuit once and hands it forward, frozen because it is shared. */
export function parseExpression(text: string): Parsed<Expression> {
  const shown = text.length > 80 ? `${text.slice(0, 60)}…` : text;
  if (text.length > MAX_EXPRESSION_CHARS)
    return Object.freeze({
      ok: false,
      message: `"${shown}" is ${text.length} characters, longer than ${MAX_EXPRESSION_CHARS}; a dim expression is a short formula`,
    });
  if (nesting(text) > MAX_EXPRESSION_DEPTH)
    return Object.freeze({
      ok: false,
      message: `"${shown}" has brackets nested deeper than ${MAX_EXPRESSION_DEPTH} levels`,
    });
  // mathjs reads "#" as a comment to the end of the text, so "n x hidden # note" would silently drop the rest.
  if (text.includes("#"))
    return Object.freeze({ ok: false, message: `"${shown}" has a "#": expressions take no comments` });
  let node: MathNode;
  try {
    node = parse(text);
  } catch (error) {
    const char = (error as { char?: number }).char;
    const at = char === undefined ? "" : ` at character ${char}`;
    return Object.freeze({ ok: false, message: `cannot parse "${text}"${at}: ${(error as Error).message}` });
  }
  const problem = forbiddenConstruct(node);
  if (problem) return Object.freeze({ ok: false, message: `"${text}" uses ${problem}` });
  const symbols = freeSymbols(node);
  // mathjs refuses to read these from any scope (they name every object's prototype), so they cannot be dims.
  const unsafe = symbols.find((symbol) => symbol in Object.prototype || symbol === "__proto__");
  if (unsafe)
    return Object.freeze({
      ok: false,
      message: `"${text}" uses "${unsafe}", a name every object has, which cannot be a dim`,
    });
  if (symbols.includes("x"))
    return Object.freeze({
      ok: false,
      message: `"${text}" uses the symbol x, which is reserved for the shape separator`,
    });
  const value = Object.freeze({ text, node, symbols: Object.freeze(symbols), compiled: node.compile() });
  return Object.freeze({ ok: true, value });
}

/** Splits "ROWS x COLS" on our own separator before mathjs sees either side. */
export function parseShape(text: string): Parsed<ShapeExpr> {
  const sides = text.split(/\s+x\s+/);
  if (sides.length !== 2) {
    return Object.freeze({
      ok: false,
      message: `shape "${text}" must be "ROWS x COLS" with one " x " separator, found ${sides.length - 1}`,
    });
  }
  const rows = parseExpression(sides[0]?.trim() ?? "");
  if (!rows.ok) return rows;
  const cols = parseExpression(sides[1]?.trim() ?? "");
  if (!cols.ok) return cols;
  return Object.freeze({ ok: true, value: Object.freeze({ text, rows: rows.value, cols: cols.value }) });
}

/** Evaluates with every free symbol bound (the caller has checked); returns a plain number. */
export function evaluate(expr: Expression, scope: Readonly<Record<string, number>>): number {
  const value: unknown = expr.compiled.evaluate({ ...scope });
  return typeof value === "number" ? value : Number.NaN;
}

/** Why a value is not a valid size, or undefined: sizes are positive integers. */
export function sizeProblem(value: number): string | undefined {
  if (!Number.isFinite(value)) return "is not a finite number";
  if (!Number.isInteger(value)) return "is a fraction";
  if (value <= 0) return value === 0 ? "is zero" : "is negative";
  return undefined;
}
