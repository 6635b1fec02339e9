// The kinds of input and how a reference (an id, a path, a Hugging Face id) names a file among folders: no file system
// here, so the CLI's lookup on disk and the explorer's lookup among documents in memory are one code.
import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";

/**
 * The kinds of input file, told apart by suffix, with the folders searched for an id; `alias` is the key whose
 * value also names a file of the kind (a model by its Hugging Face id: `source: hf: meta-llama/Llama-3.1-8B`).
 */
export const INPUT_KINDS: Record<
  "circuit" | "model" | "hardware" | "kernels" | "fusions" | "engine",
  { suffix: string; folder: string; alias?: RegExp }
> = {
  circuit: { suffix: ".circuit.yaml", folder: "circuits" },
  model: {
    suffix: ".model.yaml",
    folder: "circuits/models",
    alias: /^source:\s*\n(?:[ \t]+.*\n)*?[ \t]+hf:[ \t]*(\S+)/m,
  },
  hardware: { suffix: ".hw.yaml", folder: "hardware" },
  kernels: { suffix: ".kernels.yaml", folder: "circuits/kernels" },
  fusions: { suffix: ".fusions.yaml", folder: "circuits/fusions" },
  engine: { suffix: ".engine.yaml", folder: "engines" },
};
export type InputKind = keyof typeof INPUT_KINDS;

/** A Hugging Face repository id, owner/name, as people paste it. */
export const HF_ID = /^[\w.-]+\/[\w.-]+$/;

export function kindOfPath(path: string): InputKind | undefined {
  return (Object.keys(INPUT_KINDS) as InputKind[]).find((kind) => path.endsWith(INPUT_KINDS[kind].suffix));
}

/** Folders of input files, on disk or in memory: what resolveIn reads. */
export interface InputFolders {
  join(dir: string, name: string): string;
  exists(path: string): boolean;
  /** A folder's entry names; none where it cannot be listed. */
  names(dir: string): string[];
  /** A regular file's text; undefined where there is none or it cannot be read. */
  text(path: string): string | undefined;
}

/** The file of `kind` whose alias (e.g. a model's Hugging Face id) is `ref`, in any case; read only when asked. */
function byAlias(
  at: InputFolders,
  kind: InputKind,
  ref: string,
  dirs: readonly string[],
): string | undefined {
  const alias = INPUT_KINDS[kind].alias;
  if (!alias || !HF_ID.test(ref)) return undefined;
  const suffix = INPUT_KINDS[kind].suffix;
  for (const dir of dirs)
    for (const name of at.names(dir).sort()) {
      if (!name.endsWith(suffix)) continue;
      const path = at.join(dir, name);
      const text = at.text(path);
      if (text === undefined) continue;
      const found = alias.exec(text)?.[1];
      if (found?.toLowerCase() === ref.toLowerCase()) return path;
    }
  return undefined;
}

/**
 * A reference → a path: one with a slash or a .yaml suffix is the path `asPath` (or, where no file is there, a file
 * whose alias it is); an id is looked for in `dirs` in order, in any case; an unknown one names the `known` ids.
 */
export function resolveIn(
  at: InputFolders,
  kind: InputKind,
  ref: string,
  asPath: string,
  dirs: readonly string[],
  near: string | undefined,
  known: readonly string[],
): { path?: string; diagnostics: Diagnostic[] } {
  const suffix = INPUT_KINDS[kind].suffix;
  if (ref.includes("/") || ref.endsWith(".yaml")) {
    if (at.exists(asPath) || !INPUT_KINDS[kind].alias || !HF_ID.test(ref))
      return { path: asPath, diagnostics: [] };
    const aliased = byAlias(at, kind, ref, dirs);
    if (aliased) return { path: aliased, diagnostics: [] };
    // owner/name that is neither a file nor a known Hugging Face id: the ids there are, and how to add one.
    return { diagnostics: [diagnose("LOAD_UNKNOWN_HF_ID", { kind, id: ref, known: [...known] })] };
  }
  for (const dir of dirs) {
    const candidate = at.join(dir, `${ref}${suffix}`);
    if (at.exists(candidate)) return { path: candidate, diagnostics: [] };
  }
  const nearIds =
    near && at.exists(near)
      ? at
          .names(near)
          .filter((n) => n.endsWith(suffix))
          .map((n) => n.slice(0, -suffix.length))
      : [];
  const all = [...new Set([...nearIds, ...known])].sort();
  // Ids match in any case (H100-SXM is h100-sxm); a fragment names every id holding it before a spelling guess.
  const lower = ref.toLowerCase();
  const sameButCase = all.find((id) => id.toLowerCase() === lower);
  if (sameButCase !== undefined) return resolveIn(at, kind, sameButCase, asPath, dirs, near, known);
  const hint = closest(lower, all);
  const starting = all.filter((id) => id.toLowerCase().startsWith(lower));
  const prefixed = lower && starting.length ? starting : lower ? all.filter((id) => id.includes(lower)) : [];
  return {
    diagnostics: [
      diagnose("LOAD_UNKNOWN_ID", {
        kind,
        id: ref,
        known: all,
        ...(hint ? { hint } : {}),
        ...(prefixed.length ? { prefixed } : {}),
      }),
    ],
  };
}
