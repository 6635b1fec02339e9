import { type Format, PRESETS, type PresetName, parseFormat } from "../formats/index.ts";
import { compileGlob } from "../ir/index.ts";
import type { ModelDoc, PrecisionRole } from "../schema/index.ts";

export type RoleFormats = Record<PrecisionRole, string>;

/**
 * The model's precision with a preset's weight/activation pair swapped in. A preset replaces the checkpoint's own
 * quantization, the overrides marked `checkpoint: true` with it (`replaced`); the other overrides still apply.
 */
export function effectivePrecision(
  model: ModelDoc,
  preset?: PresetName,
  kvCache?: string,
  // The engine's pair for the preset on the device (gpt-fast's int4/g<n>z), where its profile states one.
  pair?: { weight: string; act: string },
) {
  const { overrides: all, ...defaults } = model.precision;
  const base: RoleFormats = preset
    ? { ...defaults, weight: pair?.weight ?? PRESETS[preset].weight, act: pair?.act ?? PRESETS[preset].act }
    : defaults;
  const overrides: Record<string, { [R in keyof RoleFormats]?: string | undefined }> = {};
  const replaced: string[] = [];
  for (const [glob, { checkpoint, ...formats }] of Object.entries(all)) {
    if (preset && checkpoint) replaced.push(glob);
    else overrides[glob] = formats;
  }
  return { defaults: kvCache ? { ...base, kv_cache: kvCache } : base, overrides, replaced };
}

/** Formats at a site: the defaults, then the first override (in file order) whose glob matches. */
export function siteFormats(
  site: string,
  precision: ReturnType<typeof effectivePrecision>,
  used?: Set<string>,
): RoleFormats {
  for (const [glob, override] of Object.entries(precision.overrides)) {
    if (!compileGlob(glob, ".").test(site)) continue;
    used?.add(glob);
    const set = Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined));
    return { ...precision.defaults, ...set };
  }
  return precision.defaults;
}

/** Resolves "{role}" or a literal; both were validated, so a failure here is a bug. */
export function resolveFormat(ref: string, roles: RoleFormats): Format {
  const role = /^\{(.*)\}$/.exec(ref)?.[1] as PrecisionRole | undefined;
  const text = role ? roles[role] : ref;
  const parsed = parseFormat(text);
  if (!parsed.ok) throw new Error(`internal: format ${text} passed validation but does not parse`);
  return parsed.format;
}
