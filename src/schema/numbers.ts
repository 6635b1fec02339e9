// The one rule every number read from an input obeys (YAML and JSON scalars, CSV cells, unit mantissas, flags).

/** The largest magnitude written: 2^53 − 1, beyond which integers round silently (9007199254740993 → …992). */
export const MAX_NUMBER = Number.MAX_SAFE_INTEGER;
/**
 * The smallest non-zero magnitude written. Nothing the tool reads is this small, and a product or ratio of a few
 * numbers within [1e-30, 2^53] (× a unit prefix up to 1e15) stays finite and normal, so no report shows Infinity.
 */
export const MIN_NUMBER = 1e-30;

/** Why a written number is refused, or undefined when it obeys the rule: finite, 0 or within [1e-30, 2^53 − 1]. */
export function numberProblem(value: number): string | undefined {
  if (!Number.isFinite(value)) return "not a finite number";
  const size = Math.abs(value);
  if (size > MAX_NUMBER) return `beyond ${MAX_NUMBER} (2^53 − 1), where numbers lose their last digits`;
  if (size !== 0 && size < MIN_NUMBER) return `below ${MIN_NUMBER} in size (and not 0)`;
  return undefined;
}
