import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { parse } from "yaml";

function gitShow(rev: string, path: string, cwd: string): string {
  const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd, encoding: "utf8" }).trim();
  const rel = relative(top, resolve(cwd, path)).split("\\").join("/");
  return execFileSync("git", ["show", `${rev}:${rel}`], {
    cwd: top,
    encoding: "utf8",
    maxBuffer: 8 * 1024 * 1024,
  });
}

/**
 * Writes a model (and the circuit it names) as they were at a git revision into a temporary tree laid out
 * like circuits/ and circuits/models/, and returns the model's path there. For a circuit path, the circuit
 * comes from the revision and `model` (a working-tree model file of that circuit) is copied beside it.
 */
export function materializeFromGit(rev: string, path: string, cwd: string, model?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "venn-base-"));
  mkdirSync(join(dir, "circuits", "models"), { recursive: true });
  if (path.endsWith(".circuit.yaml")) {
    if (!model) throw new Error("a circuit diff needs --model to bind the circuit");
    writeFileSync(join(dir, "circuits", basename(path)), gitShow(rev, path, cwd));
    const modelPath = resolve(cwd, model);
    const target = join(dir, "circuits", "models", basename(modelPath));
    writeFileSync(target, readFileSync(modelPath, "utf8"));
    return target;
  }
  const text = gitShow(rev, path, cwd);
  const target = join(dir, "circuits", "models", basename(path));
  writeFileSync(target, text);
  const arch = (parse(text) as { circuit?: unknown }).circuit;
  if (typeof arch === "string") {
    const circuitPath = join(dirname(dirname(resolve(cwd, path))), `${arch}.circuit.yaml`);
    writeFileSync(join(dir, "circuits", `${arch}.circuit.yaml`), gitShow(rev, circuitPath, cwd));
  }
  return target;
}
