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
export const ROW_SYMBOLS = ["n", "s"] as const;
export const RESERVED_SYMBOLS = [...ROW_SYMBOLS, "x"] as const;

/** A bounded memo by text: a compare sweep binds the same circuit once per cell, so each shape is parsed once per run. */
function memoized<T>(parse: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let result = cache.get(text);
    if (result === undefined) {
      if (cache.size >= MEMO_LIMIT) cache.clear();
      result = parse(text);
      cache.set(text, result);
    }
    return result;
  };
}
/** Far more texts than any set of circuits holds; the bound only matters to a process fed generated shapes. */
const MEMO_LIMIT = 8192;

/** Parses a dim expression once per text; the result is shared, so it is frozen. */
export const parseExpression: (text: string) => Parsed<Expression> = memoized(parseExpressionOnce);

/** Splits "ROWS x COLS" on our own separator before mathjs sees either side; once per text. */
export const parseShape: (text: string) => Parsed<ShapeExpr> = memoized(parseShapeOnce);

function parseExpressionOnce(text: string): Parsed<Expression> {
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
  if (symbols.includes("x"))
    return Object.freeze({
      ok: false,
      message: `"${text}" uses the symbol x, which is reserved for the shape separator`,
    });
  const value = Object.freeze({ text, node, symbols: Object.freeze(symbols), compiled: node.compile() });
  return Object.freeze({ ok: true, value });
}

function parseShapeOnce(text: string): Parsed<ShapeExpr> {
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
