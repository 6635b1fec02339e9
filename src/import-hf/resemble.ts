// Which known model_type an unknown config resembles: the share of each table's keys the config has.
import type { Dict } from "./config.ts";
import type { ModelTypeRow, NumberSource, PatternSource, SwitchSource } from "./tables.ts";

const numberKeys = (s: NumberSource): string[] =>
  "key" in s
    ? [s.key]
    : "fallback" in s
      ? [s.fallback]
      : "quotient" in s
        ? [...s.quotient]
        : "product" in s
          ? [...s.product]
          : [];
const switchKeys = (s: SwitchSource): string[] =>
  "key" in s ? [s.key] : "isSet" in s ? [s.isSet] : "positive" in s ? [s.positive] : [];
const patternKeys = (s: PatternSource): string[] => [
  "list" in s ? s.list : "string" in s ? s.string : s.every,
];

/** Every config key a table reads (dims, switches, the pattern, expectations). */
export function keysOf(row: ModelTypeRow): Set<string> {
  return new Set([
    ...row.dims.flatMap((d) => d.from.flatMap(numberKeys)),
    ...row.switches.flatMap((s) => s.from.flatMap(switchKeys)),
    ...(row.pattern ?? []).flatMap(patternKeys),
    ...(row.expect ?? []).map((e) => e.key),
  ]);
}

/** The config's keys, its nested section's (text_config) merged in. */
export function configKeys(root: Dict, nested?: string): Set<string> {
  const section = nested ? root[nested] : undefined;
  const inner = section && typeof section === "object" && !Array.isArray(section) ? Object.keys(section) : [];
  return new Set([...Object.keys(root), ...inner]);
}

/**
 * The known type whose keys the config covers best: the share of the table's keys present, ties to the smaller
 * table (fewer keys to explain). Undefined when no table shares half its keys.
 */
export function resemblance(
  root: Dict,
  types: ReadonlyMap<string, ModelTypeRow>,
): { type: string; share: number } | undefined {
  let best: { type: string; share: number; size: number } | undefined;
  for (const [type, row] of types) {
    const keys = keysOf(row);
    const have = configKeys(root, row.nested);
    const share = [...keys].filter((k) => have.has(k)).length / Math.max(1, keys.size);
    if (!best || share > best.share || (share === best.share && keys.size < best.size))
      best = { type, share, size: keys.size };
  }
  return best && best.share >= 0.5 ? { type: best.type, share: best.share } : undefined;
}

/** Config keys a table did not read: what an import under --as leaves out. */
export function ignoredKeys(root: Dict, row: ModelTypeRow, alsoRead: readonly string[]): string[] {
  const read = new Set([...keysOf(row), ...alsoRead]);
  return [...configKeys(root, row.nested)].filter((k) => !read.has(k) && k !== row.nested).sort();
}
