import { type Dirent, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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
const HF_ID = /^[\w.-]+\/[\w.-]+$/;

/** The file of `kind` whose alias (e.g. a model's Hugging Face id) is `ref`, in any case; read only when asked. */
function byAlias(kind: InputKind, ref: string, dirs: readonly string[]): string | undefined {
  const alias = INPUT_KINDS[kind].alias;
  if (!alias || !HF_ID.test(ref)) return undefined;
  const suffix = INPUT_KINDS[kind].suffix;
  for (const dir of dirs)
    for (const name of namesIn(dir).sort()) {
      if (!name.endsWith(suffix)) continue;
      const path = join(dir, name);
      // Only regular files: a FIFO would block the read for ever, a folder or an unreadable file throw.
      if (!statSync(path, { throwIfNoEntry: false })?.isFile()) continue;
      let text: string;
      try {
        text = readFileSync(path, "utf8");
      } catch {
        continue;
      }
      const found = alias.exec(text)?.[1];
      if (found?.toLowerCase() === ref.toLowerCase()) return path;
    }
  return undefined;
}

/** A folder's entry names; none where it cannot be listed (the lookup then says the id is unknown). */
function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export function kindOfPath(path: string): InputKind | undefined {
  return (Object.keys(INPUT_KINDS) as InputKind[]).find((kind) => path.endsWith(INPUT_KINDS[kind].suffix));
}

/** The package's own root, where the bundled circuits and profiles live; looked up once. */
export function packageRoot(): string {
  root ??= findPackageRoot();
  return root;
}
let root: string | undefined;

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("circuit-venn: package.json not found above the module");
    dir = parent;
  }
  return dir;
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string })
    .version;
}

/** Folders searched for ids: the working directory first, then the bundled data. */
export function searchDirs(kind: InputKind, cwd: string): string[] {
  const folder = INPUT_KINDS[kind].folder;
  return [...new Set([resolve(cwd, folder), resolve(packageRoot(), folder)])].filter((dir) =>
    existsSync(dir),
  );
}

export function listIds(kind: InputKind, cwd: string): string[] {
  const suffix = INPUT_KINDS[kind].suffix;
  const ids = new Set<string>();
  for (const dir of searchDirs(kind, cwd)) {
    for (const name of namesIn(dir)) if (name.endsWith(suffix)) ids.add(name.slice(0, -suffix.length));
  }
  return [...ids].sort();
}

export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel.startsWith("..") ? path : rel;
}

/** An id or a path → an absolute path; a path is taken as given, an id is looked up by kind. */
export function resolveInput(
  kind: InputKind,
  ref: string,
  cwd: string,
  near?: string,
): { path?: string; diagnostics: Diagnostic[] } {
  const suffix = INPUT_KINDS[kind].suffix;
  const dirs = near ? [near, ...searchDirs(kind, cwd)] : searchDirs(kind, cwd);
  if (ref.includes("/") || ref.endsWith(".yaml")) {
    const path = resolve(cwd, ref);
    if (existsSync(path) || !INPUT_KINDS[kind].alias || !HF_ID.test(ref)) return { path, diagnostics: [] };
    const aliased = byAlias(kind, ref, dirs);
    if (aliased) return { path: aliased, diagnostics: [] };
    // owner/name that is neither a file nor a known Hugging Face id: the ids there are, and how to add one.
    return {
      diagnostics: [diagnose("LOAD_UNKNOWN_HF_ID", { kind, id: ref, known: listIds(kind, cwd) })],
    };
  }
  for (const dir of dirs) {
    const candidate = join(dir, `${ref}${suffix}`);
    if (existsSync(candidate)) return { path: candidate, diagnostics: [] };
  }
  const nearIds =
    near && existsSync(near)
      ? namesIn(near)
          .filter((n) => n.endsWith(suffix))
          .map((n) => n.slice(0, -suffix.length))
      : [];
  const known = [...new Set([...nearIds, ...listIds(kind, cwd)])].sort();
  // Ids match in any case (H100-SXM is h100-sxm); a fragment names every id holding it before a spelling guess.
  const lower = ref.toLowerCase();
  const sameButCase = known.find((id) => id.toLowerCase() === lower);
  if (sameButCase !== undefined) return resolveInput(kind, sameButCase, cwd, near);
  const hint = closest(lower, known);
  const starting = known.filter((id) => id.toLowerCase().startsWith(lower));
  const prefixed =
    lower && starting.length ? starting : lower ? known.filter((id) => id.includes(lower)) : [];
  return {
    diagnostics: [
      diagnose("LOAD_UNKNOWN_ID", {
        kind,
        id: ref,
        known,
        ...(hint ? { hint } : {}),
        ...(prefixed.length ? { prefixed } : {}),
      }),
    ],
  };
}

/**
 * Every input file under the given paths (files or folders, recursively), sorted; a missing path, or a named file
 * that is no input, is kept to be reported (a missing one unless skipMissing). A folder that cannot be listed (no
 * permission, gone meanwhile) is a LOAD_FILE_UNREADABLE diagnostic, and the walk goes on.
 */
export function collectInputFiles(
  paths: readonly string[],
  cwd: string,
  skipMissing = false,
): { files: string[]; diagnostics: Diagnostic[] } {
  const found = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const walk = (path: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch (error) {
      const display = displayPath(path, cwd);
      const reason = `the folder cannot be listed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
      diagnostics.push(
        diagnose("LOAD_FILE_UNREADABLE", { path: display, reason }, { file: display, path: [] }),
      );
      return;
    }
    for (const entry of entries) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (kindOfPath(entry.name)) found.add(full);
    }
  };
  for (const p of paths) {
    const full = resolve(cwd, p);
    if (!existsSync(full)) {
      if (!skipMissing) found.add(full);
    } else if (kindOfPath(full) || !statSync(full).isDirectory()) found.add(full);
    else walk(full);
  }
  return { files: [...found].sort(), diagnostics };
}

/** A file that exists but has none of the input suffixes (`venn check README.md`) is named, not parsed. */
export function notAnInput(path: string, file: string): Diagnostic | undefined {
  if (kindOfPath(path) || !existsSync(path)) return undefined;
  const suffixes = Object.values(INPUT_KINDS).map((k) => k.suffix);
  return { ...diagnose("LOAD_NOT_AN_INPUT", { suffixes }), file };
}

/**
 * The id a reference names when it is an id in another case or a Hugging Face id (H100-SXM → h100-sxm,
 * meta-llama/Llama-3.1-8B → llama-3.1-8b), so reports carry the file's own id; any other reference as given.
 */
export function canonicalRef(kind: InputKind, ref: string, cwd: string): string {
  const { path } = resolveInput(kind, ref, cwd);
  const suffix = INPUT_KINDS[kind].suffix;
  if (!path || existsSync(resolve(cwd, ref)) || !path.endsWith(suffix)) return ref;
  const id = basename(path).slice(0, -suffix.length);
  return resolveInput(kind, id, cwd).path === path ? id : ref;
}
