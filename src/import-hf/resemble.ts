// Which known model_type an unknown config resembles: the share of each table's keys the config has.
import type { Dict } from "./config.ts";
import type { ModelTypeRow, NumberSource, PatternSource, SwitchSource } from "./tables.ts";

const numberKeys = (s: NumberSource): string[] =>
  "key" in s
    ? [s.key]
    : "uniform" in s
      ? [s.uniform]
      : "uniformProduct" in s
        ? [...s.uniformProduct]
        : "fallback" in s
          ? [s.fallback]
          : "quotient" in s
            ? [...s.quotient]
            : "product" in s
              ? [...s.product]
              : "floorProduct" in s
                ? [...s.floorProduct]
                : [];
const switchKeys = (s: SwitchSource): string[] =>
  "key" in s ? [s.key] : "isSet" in s ? [s.isSet] : "positive" in s ? [s.positive] : [];
const patternKeys = (s: PatternSource): string[] =>
  "combine" in s
    ? s.combine.flatMap((part) => part.flatMap(patternKeys))
    : ["list" in s ? s.list : "string" in s ? s.string : "indices" in s ? s.indices : s.every];

/** Every config key a table reads (dims, switches, the pattern, expectations). */
export function keysOf(row: ModelTypeRow): Set<string> {
  return new Set([
    ...row.dims.flatMap((d) => d.from.flatMap(numberKeys)),
    ...row.switches.flatMap((s) => s.from.flatMap(switchKeys)),
    ...(row.pattern ?? []).flatMap(patternKeys),
    ...(row.expect ?? []).map((e) => e.key),
    // A variant's keys are read when it holds (Nemotron-H's E layers, Gemma 4's experts).
    ...(row.variant ? [row.variant.key, ...row.variant.dims.flatMap((d) => d.from.flatMap(numberKeys))] : []),
    ...(row.variant?.pattern ?? []).flatMap(patternKeys),
    ...(row.windowed ? [row.windowed.key] : []),
    ...(row.blocks ? [row.blocks.key, "num_hidden_layers"] : []),
  ]);
}

/** The config's keys, its nested section's (text_config) merged in. */
export function configKeys(root: Dict, nested?: string): Set<string> {
  const section = nested ? root[nested] : undefined;
  const inner = section && typeof section === "object" && !Array.isArray(section) ? Object.keys(section) : [];
  return new Set([...Object.keys(root), ...inner]);
}

/**
 * The known type whose table fits the config best: |T ∩ C| / |T ∪ C|, where T is the keys the table reads and C the
 * config's keys that any table reads (so a small table is not a perfect fit for every config, and keys no table knows
 * weigh nothing). Ties go to the smaller table; undefined when no table reaches one half.
 */
export function resemblance(
  root: Dict,
  types: ReadonlyMap<string, ModelTypeRow>,
): { type: string; share: number } | undefined {
  const tables = [...types].map(([type, row]) => ({ type, row, keys: keysOf(row) }));
  const known = new Set(tables.flatMap((t) => [...t.keys]));
  let best: { type: string; share: number; size: number } | undefined;
  for (const { type, row, keys } of tables) {
    const have = [...configKeys(root, row.nested)].filter((k) => known.has(k));
    const union = new Set([...keys, ...have]);
    const share = have.filter((k) => keys.has(k)).length / Math.max(1, union.size);
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
