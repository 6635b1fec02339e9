// Where a command's inputs come from: files on disk (fs-reader.ts, the CLI) or documents handed in memory, path → text
// (the explorer page, which has no file system). Both resolve references with resolveIn and parse with parse.ts, so a
// document gives the same data and the same positioned diagnostics either way.
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { sha256Hex } from "../input-cache/sha256.ts";
import { INPUT_KINDS, type InputFolders, type InputKind, resolveIn } from "./kinds.ts";

/** What reading an input needs, whatever holds the files. */
export interface InputReader {
  /** The folder references are taken from: paths in diagnostics are shown relative to it. */
  readonly cwd: string;
  /** An id or a path → the file's path; an unknown id is a diagnostic naming the known ones. */
  resolve(kind: InputKind, ref: string, near?: string): { path?: string; diagnostics: Diagnostic[] };
  /** A path as diagnostics and reports name it. */
  display(path: string): string;
  /** The path a reference names from cwd (a measurements file). */
  pathOf(ref: string): string;
  isAbsolute(ref: string): boolean;
  /** A file's text, refused when missing or over the input size limit. */
  readText(path: string, display: string): { text?: string; diagnostics: Diagnostic[] };
  /**
   * The hex SHA-256 of an input's text, as reports name its bytes; `remember` false for a large text (an engine table),
   * whose digest is not worth its key's bytes in the input cache.
   */
  sha256(text: string, remember?: boolean): string;
  dirname(path: string): string;
  join(dir: string, name: string): string;
  /** The ids of a kind the reader knows, sorted. */
  listIds(kind: InputKind): string[];
}

/** Documents by path ("circuits/models/llama-3.1-8b.model.yaml"), relative to the package root, as the explorer ships them. */
export type InputDocuments = Readonly<Record<string, string>>;

/** Real circuits, models and profiles are a few KiB; anything this size is a mistake or an attack (as on disk). */
const MAX_DOCUMENT_CHARS = 1024 * 1024;

const dirnameOf = (path: string) => {
  const at = path.lastIndexOf("/");
  return at < 0 ? "." : at === 0 ? "/" : path.slice(0, at);
};
const joinOf = (dir: string, name: string) => (dir === "." || dir === "" ? name : `${dir}/${name}`);
/** A relative path with its "." and ".." parts resolved, as a key of the documents. */
const normalize = (path: string) => {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
};

/** A reader over documents in memory: folders are the paths' prefixes, ids are looked up in the kinds' folders. */
export function memoryReader(documents: InputDocuments): InputReader {
  const paths = Object.keys(documents).map(normalize);
  const text = new Map(Object.entries(documents).map(([p, t]) => [normalize(p), t]));
  const folders: InputFolders = {
    join: (dir, name) => normalize(joinOf(dir, name)),
    exists: (path) => text.has(normalize(path)) || paths.some((p) => p.startsWith(`${normalize(path)}/`)),
    names: (dir) => {
      const prefix = normalize(dir) ? `${normalize(dir)}/` : "";
      return [
        ...new Set(
          paths
            .filter((p) => p.startsWith(prefix))
            .map((p) => p.slice(prefix.length).split("/")[0] as string),
        ),
      ];
    },
    text: (path) => text.get(normalize(path)),
  };
  const listIds = (kind: InputKind) => {
    const { suffix, folder } = INPUT_KINDS[kind];
    return folders
      .names(folder)
      .filter((n) => n.endsWith(suffix))
      .map((n) => n.slice(0, -suffix.length))
      .sort();
  };
  return {
    cwd: "",
    resolve: (kind, ref, near) => {
      const folder = INPUT_KINDS[kind].folder;
      const dirs = [...new Set(near ? [normalize(near), folder] : [folder])];
      return resolveIn(folders, kind, ref, normalize(ref), dirs, near, listIds(kind));
    },
    display: (path) => path,
    pathOf: normalize,
    isAbsolute: (ref) => ref.startsWith("/"),
    readText: (path, display) => {
      const found = text.get(normalize(path));
      if (found === undefined) return { diagnostics: [diagnose("LOAD_FILE_NOT_FOUND", { path: display })] };
      if (found.length > MAX_DOCUMENT_CHARS) {
        const where = { file: display, path: [] };
        return {
          diagnostics: [
            diagnose("LOAD_FILE_TOO_LARGE", { bytes: found.length, limit: MAX_DOCUMENT_CHARS }, where),
          ],
        };
      }
      return { text: found, diagnostics: [] };
    },
    sha256: (text) => sha256Hex(text),
    dirname: dirnameOf,
    join: folders.join,
    listIds,
  };
}
