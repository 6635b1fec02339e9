// Human-written quantities in hardware profiles, parsed once into base SI units (decimal prefixes for rates).
import { numberProblem } from "./numbers.ts";

const DECIMAL: Record<string, number> = { "": 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15 };
const BINARY: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };

export type UnitKind = "bytes" | "bytesPerSecond" | "flopsPerSecond" | "usdPerHour" | "watts";

interface UnitRow {
  pattern: RegExp;
  expected: string;
  scale(prefix: string): number | undefined;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?(?:e[+-]?\d+)?)`;

export const UNITS: Record<UnitKind, UnitRow> = {
  bytes: {
    pattern: new RegExp(String.raw`^${NUMBER}\s*(k|K|M|G|T|Ki|Mi|Gi|Ti)?B$`),
    expected: 'a capacity such as "80 GB" or "24 GiB"',
    scale: (p) => DECIMAL[p] ?? BINARY[p],
  },
  bytesPerSecond: {
    pattern: new RegExp(String.raw`^${NUMBER}\s*(k|K|M|G|T|P)?B/s$`),
    expected: 'a decimal bandwidth such as "3.35 TB/s" or "2039 GB/s"',
    scale: (p) => DECIMAL[p],
  },
  flopsPerSecond: {
    pattern: new RegExp(String.raw`^${NUMBER}\s*(k|K|M|G|T|P)?(?:FLOPS|OPS)$`),
    expected: 'a dense peak such as "989.4 TFLOPS" or "624 TOPS"',
    scale: (p) => DECIMAL[p],
  },
  usdPerHour: {
    pattern: new RegExp(String.raw`^${NUMBER}\s*()USD/h$`),
    expected: 'a price such as "2.49 USD/h"',
    scale: () => 1,
  },
  watts: {
    pattern: new RegExp(String.raw`^${NUMBER}\s*(k)?W$`),
    expected: 'a board power such as "700 W" or "1.4 kW"',
    scale: (p) => DECIMAL[p],
  },
};

/** The unit's pattern for JSON Schema (editors flag a wrong unit while typing); the same regex the parser uses. */
export function unitPattern(kind: UnitKind): string {
  return UNITS[kind].pattern.source;
}

/** Parses "3.35 TB/s" and the like into base units; undefined when the text does not fit the unit. */
export function parseQuantity(text: string, kind: UnitKind): number | undefined {
  const row = UNITS[kind];
  const match = row.pattern.exec(text.trim());
  if (!match) return undefined;
  const scale = row.scale(match[2] ?? "");
  if (scale === undefined) return undefined;
  const mantissa = Number(match[1]);
  // "1e309 TB/s" is Infinity and "1e-320 TB/s" a step of Infinity: the written number obeys the input number rule.
  return numberProblem(mantissa) === undefined ? mantissa * scale : undefined;
}
