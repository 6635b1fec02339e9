import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { main } from "../src/cli/main.ts";
import type { Diagnostic } from "../src/diagnostics/index.ts";

/** The repository root, found from this file rather than the machine's layout. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs the CLI in-process with captured output and the diagnostics it printed, as a user in the repository root would. */
export function runCli(argv: readonly string[], cwd = ROOT) {
  let stdout = "";
  let stderr = "";
  const diagnostics: Diagnostic[] = [];
  const code = main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd,
    diagnostics: (list) => {
      diagnostics.push(...list);
    },
  });
  return { code, stdout, stderr, diagnostics };
}

/** Replaces machine-specific absolute paths with a placeholder before snapshotting. */
export const normalizePaths = (text: string) => text.split(ROOT).join("<root>");

/**
 * Whether the browser tests write their screenshots (test/browser/screenshots/, for a person to look at): with
 * VENN_SCREENSHOTS=1. Full-page PNGs are a fifth of the browser tests' time, and nothing in the suite reads them.
 */
export const SHOOT = process.env.VENN_SCREENSHOTS === "1";

/** A small seeded generator (mulberry32), so a generated case is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
