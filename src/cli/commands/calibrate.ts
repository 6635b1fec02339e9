import { dirname, relative, resolve } from "node:path";
import type { Command } from "commander";
import { calibrate, type Residual, resolveInput } from "../../index.ts";
import { type CommandContext, printDiagnostics, readInput, writeOutputs } from "../io.ts";
import { hardwareOneOption, outputOption } from "../options.ts";

interface CalibrateFlags {
  hardware: string;
  output?: string;
}

const us = (s: number | null) => (s === null ? "" : (s * 1e6).toFixed(2));
const pct = (x: number | null) => (x === null ? "" : `${x >= 0 ? "+" : ""}${(x * 100).toFixed(1)} %`);

/** One line per figure: what it is, measured and expected µs per launch, the error, and what the fit did with it. */
function residualTable(residuals: readonly Residual[]): string {
  const lines = [
    `${"figure".padEnd(64)} ${"kind".padEnd(17)} ${"measured µs".padStart(11)} ${"expected µs".padStart(11)} ${"error".padStart(8)}  use`,
  ];
  for (const r of residuals) {
    const use =
      r.use.use === "fit" ? "fit" : `${r.use.use === "test" ? "held out" : "not used"}: ${r.use.why}`;
    lines.push(
      `${r.figure.padEnd(64)} ${(r.kind ?? "launch").padEnd(17)} ${us(r.measuredSeconds).padStart(11)} ${us(r.expectedSeconds).padStart(11)} ${pct(r.error).padStart(8)}  ${use}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

export function calibrateCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("calibrate")
    .description(
      "fit a hardware profile's efficiency block from a microbenchmark table, print each figure's residual",
    )
    .argument("<file>", "microbenchmark CSV (README: Calibrating a device)")
    .addOption(hardwareOneOption("the profile to calibrate, rewritten in place").makeOptionMandatory())
    .addOption(outputOption("write the calibrated profile to FILE instead of over the profile"))
    .addHelpText(
      "after",
      `
Example:
  venn calibrate hardware/measurements/h200-sxm.microbench.csv --hardware h200-sxm`,
    )
    .action((file: string, flags: CalibrateFlags) => {
      const found = resolveInput("hardware", flags.hardware, io.cwd);
      if (!found.path) {
        printDiagnostics(io, found.diagnostics);
        return setCode(1);
      }
      const table = readInput(io, file);
      const profile = readInput(io, relative(io.cwd, found.path) || found.path);
      if (!table || !profile) return setCode(1);
      const cite = relative(dirname(found.path), resolve(io.cwd, file));
      const result = calibrate({ table, profile, cite });
      printDiagnostics(io, result.diagnostics);
      if (result.text === undefined) return setCode(1);
      io.stdout(residualTable(result.residuals));
      writeOutputs(io, "--output", [
        { path: resolve(io.cwd, flags.output ?? found.path), text: result.text },
      ]);
      return setCode(0);
    });
}
