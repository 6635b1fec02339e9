import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";

/** The project's data folders as they were at a revision, extracted under a temporary directory. */
export interface BaseTree {
  /** The revision as given (for labels) and the commit it names. */
  rev: string;
  commit: string;
  /** Where the working directory's counterpart lies in the extracted tree: ids and relative paths resolve here. */
  cwd: string;
  /** The temporary directory holding the tree; `removeBaseTree` deletes it. */
  dir: string;
}

/** Folders a circuit, model, kernel manifest or profile can live in, relative to the project root. */
const DATA_FOLDERS = ["circuits", "hardware"];

const git = (args: readonly string[], cwd: string) =>
  execFileSync("git", args, { cwd, encoding: "buffer", maxBuffer: 256 * 1024 * 1024, stdio: "pipe" });
const detailOf = (error: unknown) =>
  String((error as { stderr?: Buffer }).stderr ?? (error as Error).message ?? error)
    .trim()
    .split("\n")[0] ?? "";

/**
 * Extracts circuits/ and hardware/ (models, kernel manifests and profiles included) at `rev` into a
 * temporary directory, so every input of the base side resolves as it was at that revision. A revision
 * git does not know, or a directory outside any repository, is a diagnostic and leaves nothing behind.
 */
export function materializeBaseTree(
  rev: string,
  cwd: string,
): { tree?: BaseTree; diagnostics: Diagnostic[] } {
  let top: string;
  try {
    top = git(["rev-parse", "--show-toplevel"], cwd).toString("utf8").trim();
  } catch (error) {
    return { diagnostics: [diagnose("LOAD_GIT_NOT_REPO", { detail: detailOf(error) })] };
  }
  let commit: string;
  try {
    // A leading "-" would be read as an option by git; no revision is spelt that way.
    if (rev.startsWith("-") || rev.trim() === "") throw new Error(`not a revision: "${rev}"`);
    commit = git(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], cwd)
      .toString("utf8")
      .trim();
    if (!commit) throw new Error("no such revision");
  } catch (error) {
    const detail = detailOf(error) || "no such revision";
    return { diagnostics: [diagnose("LOAD_GIT_REV_UNKNOWN", { rev, detail })] };
  }
  const prefix = relative(top, resolve(cwd)).split("\\").join("/");
  const folders = DATA_FOLDERS.map((f) => (prefix ? `${prefix}/${f}` : f));
  const dir = mkdtempSync(join(tmpdir(), "venn-base-"));
  liveTrees.add(dir);
  try {
    const present = git(["ls-tree", "--name-only", commit, "--", ...folders], top)
      .toString("utf8")
      .split("\n")
      .filter(Boolean);
    if (present.length) {
      const archive = git(["archive", "--format=tar", commit, "--", ...present], top);
      execFileSync("tar", ["-x", "-C", dir], { input: archive, stdio: ["pipe", "pipe", "pipe"] });
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    liveTrees.delete(dir);
    return { diagnostics: [diagnose("LOAD_GIT_REV_UNKNOWN", { rev, detail: detailOf(error) })] };
  }
  return { tree: { rev, commit, cwd: prefix ? join(dir, prefix) : dir, dir }, diagnostics: [] };
}

export function removeBaseTree(tree: BaseTree): void {
  rmSync(tree.dir, { recursive: true, force: true });
  liveTrees.delete(tree.dir);
}

/** Base trees extracted and not yet removed: an interrupted diff (its finally blocks never run) leaves none behind. */
const liveTrees = new Set<string>();
export function removeLiveBaseTrees(): void {
  for (const dir of liveTrees) rmSync(dir, { recursive: true, force: true });
  liveTrees.clear();
}

/** Where a working-tree path (absolute, or relative to cwd) lies in the base tree, if it existed at the revision. */
export function pathAtBase(tree: BaseTree, path: string, cwd: string): string | undefined {
  const rel = relative(resolve(cwd), resolve(cwd, path));
  if (rel.startsWith("..")) return undefined;
  const at = join(tree.cwd, rel);
  return existsSync(at) ? at : undefined;
}
