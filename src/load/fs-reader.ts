// The CLI's reader: inputs on disk, found from the working folder and then in the package's bundled data.
import { createHash } from "node:crypto";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { InputReader } from "./reader.ts";
import { displayPath, listIds, resolveInput } from "./resolve.ts";
import { readText, textSha256 } from "./source.ts";

export function fsReader(cwd: string): InputReader {
  return {
    cwd,
    resolve: (kind, ref, near) => resolveInput(kind, ref, cwd, near),
    display: (path) => displayPath(path, cwd),
    pathOf: (ref) => resolve(cwd, ref),
    isAbsolute,
    readText: (path, display) => readText(path, display),
    sha256: (text, remember = true) =>
      remember ? textSha256(text) : createHash("sha256").update(text).digest("hex"),
    dirname,
    join,
    listIds: (kind) => listIds(kind, cwd),
  };
}
