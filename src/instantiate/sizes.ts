import { type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import { divisibilityProblem, type TensorRole } from "../formats/index.ts";
import type { Tensor } from "../ir/index.ts";
import { type Expression, evaluate, sizeProblem } from "../shape/index.ts";

/** Evaluates one side of a shape; a value that is no positive integer is reported where it is written. */
export function sizeAt(
  e: Expression,
  scope: Readonly<Record<string, number>>,
  owner: string,
  side: string,
  path: KeyPath,
  circuitFile: string,
  out: Diagnostic[],
): number | undefined {
  const value = evaluate(e, scope);
  const problem = sizeProblem(value);
  if (!problem) return value;
  out.push(
    diagnose(
      "SHAPE_NOT_POSITIVE_INT",
      { node: owner, side, text: e.text, value: String(Number(value.toPrecision(6))), problem },
      { file: circuitFile, path },
    ),
  );
  return undefined;
}

export function checkDivisible(
  t: { rows: number; cols: number; format: Tensor["format"] },
  role: TensorRole,
  owner: string,
  tensor: string,
  path: KeyPath,
  circuitFile: string,
  out: Diagnostic[],
) {
  const problem = divisibilityProblem(t.format, t.rows, t.cols, role);
  if (!problem) return;
  out.push(
    diagnose(
      "FORMAT_NOT_DIVISIBLE",
      { node: owner, tensor, format: t.format.name, detail: problem },
      { file: circuitFile, path },
    ),
  );
}
