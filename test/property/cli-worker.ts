// The CLI case a watchdog worker runs: main in-process, its output and diagnostics sent back.
import type { Diagnostic } from "../../src/diagnostics/index.ts";
import { runCli } from "../helpers.ts";

export interface CliRequest {
  argv: readonly string[];
  cwd: string;
}
export type CliResponse =
  | { code: number; stdout: string; stderr: string; diagnostics: Diagnostic[] }
  | { thrown: string };

export function handle({ argv, cwd }: CliRequest): CliResponse {
  try {
    return runCli(argv, cwd);
  } catch (error) {
    return { thrown: (error as Error).stack ?? String(error) };
  }
}
