// The CLI case a watchdog worker runs: main in-process, its output and diagnostics sent back.
import type { Diagnostic } from "../../src/diagnostics/index.ts";
import { runCli } from "../helpers.ts";

export interface CliRequest {
  argv: readonly string[];
  cwd: string;
}
export type CliResponse =
  | { code: number; stdout: string; stderr: string; diagnostics: Diagnostic[]; rssMb: number }
  | { thrown: string };

/** The case's outcome and the process's resident memory after it (the worker shares the process; RSS stays up after a peak). */
export function handle({ argv, cwd }: CliRequest): CliResponse {
  try {
    return { ...runCli(argv, cwd), rssMb: process.memoryUsage.rss() / 2 ** 20 };
  } catch (error) {
    return { thrown: (error as Error).stack ?? String(error) };
  }
}
