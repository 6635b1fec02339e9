import { type Dirent, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { INPUT_KINDS, type InputFolders, type InputKind, kindOfPath, resolveIn } from "./kinds.ts";

export { INPUT_KINDS, type InputKind, kindOfPath } from "./kinds.ts";

/** A folder's entry names; none where it cannot be listed (the lookup then says the id is unknown). */
function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
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

/** The file system as resolveIn sees it. */
const DISK: InputFolders = {
  join,
  exists: existsSync,
  names: namesIn,
  // Only regular files: a FIFO would block the read for ever, a folder or an unreadable file throw.
  text: (path) => {
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return undefined;
    try {
      return readFileSync(path, "utf8");
    } catch {
      return undefined;
    }
  },
};

/** An id or a path → an absolute path; a path is taken as given, an id is looked up by kind. */
export function resolveInput(
  kind: InputKind,
  ref: string,
  cwd: string,
  near?: string,
): { path?: string; diagnostics: Diagnostic[] } {
  const dirs = near ? [near, ...searchDirs(kind, cwd)] : searchDirs(kind, cwd);
  return resolveIn(DISK, kind, ref, resolve(cwd, ref), dirs, near, listIds(kind, cwd));
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
