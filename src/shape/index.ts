// Shapes: "ROWS x COLS" text → parsed mathjs expressions with free symbols → evaluated positive integers.
export {
  type Expression,
  evaluate,
  type Parsed,
  parseExpression,
  parseShape,
  RESERVED_SYMBOLS,
  ROW_SYMBOLS,
  type ShapeExpr,
  sizeProblem,
} from "./expression.ts";
export { ALLOWED_FUNCTIONS } from "./math.ts";
