// What the hostile-input case files share: a fixture tree of their own, and the CLI run under the watchdog.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { ROOT } from "../helpers.ts";
import { makeFixtureTree } from "../property/fixture-tree.ts";
import { assertOutcome, removeDir, runVenn } from "../property/harness.ts";

export const REPORT = ["report", "llama-3.1-8b", "--hardware", "h100-sxm"];
export const IMPORT_PROFILE = ["--hardware", "h100-sxm", "--mode", "multi", "--rows", "1"];

/** A shipped file's text. */
export const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** A fixture tree named `name` for this file's cases, made before them and removed after. */
export function hostileTree(name: string) {
  const tree = { cwd: "" };
  beforeAll(() => {
    tree.cwd = makeFixtureTree(name);
  });
  afterAll(() => removeDir(tree.cwd));
  /** Writes a file into the tree and returns its name. */
  const write = (file: string, text: string) => {
    writeFileSync(join(tree.cwd, file), text);
    return file;
  };
  /** Runs the CLI in the tree under the watchdog, checks the oracle, and returns the outcome. */
  const venn = (...argv: string[]) => {
    const outcome = runVenn(argv, tree.cwd);
    assertOutcome(outcome);
    return outcome;
  };
  const codes = (o: ReturnType<typeof venn>) => o.diagnostics.map((d) => d.code);
  return { tree, write, venn, codes };
}
