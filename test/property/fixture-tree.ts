// A private copy of the project's inputs for the suites to run in, so no generated -o can reach the repository.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../helpers.ts";
import { tempDir } from "./harness.ts";

/** Copies circuits/, engines/, hardware/ and the fixtures the CLI suites name into a temporary working directory. */
export function makeFixtureTree(prefix: string): string {
  const dir = tempDir(prefix);
  for (const folder of [
    "circuits",
    "engines",
    "hardware",
    "test/fixtures/profiles",
    "test/fixtures/hf",
    "test/fixtures/diff",
  ])
    cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
  cpSync(join(ROOT, "README.md"), join(dir, "README.md"));
  // Hostile neighbours: a folder named like an input, an empty input, a binary file.
  mkdirSync(join(dir, "folder.model.yaml"));
  mkdirSync(join(dir, "folder.hw.yaml"));
  writeFileSync(join(dir, "empty.model.yaml"), "");
  writeFileSync(join(dir, "binary.hw.yaml"), Buffer.from([0, 255, 1, 254, 0x1b, 0x5b]));
  mkdirSync(join(dir, "out"));
  return dir;
}
