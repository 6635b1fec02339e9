// The CLI case a watchdog worker runs: main in-process, its output and diagnostics sent back.
import { main } from "../../src/cli/main.ts";
import type { Diagnostic } from "../../src/diagnostics/index.ts";

export interface CliRequest {
  argv: readonly string[];
  cwd: string;
}
export type CliResponse =
  | { code: number; stdout: string; stderr: string; diagnostics: Diagnostic[] }
  | { thrown: string };

export function handle({ argv, cwd }: CliRequest): CliResponse {
  let stdout = "";
  let stderr = "";
  const diagnostics: Diagnostic[] = [];
  try {
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
  } catch (error) {
    return { thrown: (error as Error).stack ?? String(error) };
  }
}
