import type { Command } from "commander";
import { check } from "../../index.ts";
import { type CommandContext, printDiagnostics } from "../io.ts";

export function checkCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("check")
    .description(
      "validate circuits, models (bound to their circuits) and hardware profiles; exit 1 on any error",
    )
    .argument("[paths...]", "files or folders (default: circuits/ and hardware/)")
    .action((paths: string[]) => {
      const result = check(paths, io.cwd);
      if (result.files.length === 0) {
        io.stderr(
          paths.length
            ? `nothing to check: no circuit, model, hardware or kernel files under ${paths.join(", ")}\n`
            : `nothing to check: no circuits/ or hardware/ folder in ${io.cwd}; give files or folders (venn check PATH...)\n`,
        );
        return setCode(1);
      }
      printDiagnostics(io, result.diagnostics);
      const errors = result.diagnostics.some((d) => d.severity === "error");
      io.stdout(
        `checked ${result.files.length} file${result.files.length === 1 ? "" : "s"}: ${errors ? "errors found" : "ok"}\n`,
      );
      return setCode(errors ? 1 : 0);
    });
}
