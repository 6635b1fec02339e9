import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { main } from "../src/cli/main.ts";

/** The repository root, found from this file rather than the machine's layout. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs the CLI in-process with captured output, as a user in the repository root would. */
export function runCli(argv: readonly string[], cwd = ROOT) {
  let stdout = "";
  let stderr = "";
  const code = main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd,
  });
  return { code, stdout, stderr };
}

/** Replaces machine-specific absolute paths with a placeholder before snapshotting. */
export const normalizePaths = (text: string) => text.split(ROOT).join("<root>");
