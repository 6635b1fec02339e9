import { dirname, relative, resolve } from "node:path";
import type { Command } from "commander";
import { calibrate, type Residual, resolveInput } from "../../index.ts";
import { type CommandContext, printDiagnostics, readInput, UsageError, writeOutputs } from "../io.ts";
import { hardwareOneOption, outputOption } from "../options.ts";

interface CalibrateFlags {
  hardware: string;
  output?: string;
  inPlace?: boolean;
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
    .addOption(
      hardwareOneOption("the profile to calibrate (hardware/<id>.hw.yaml or a path)").makeOptionMandatory(),
    )
    .addOption(outputOption("write the calibrated profile to FILE"))
    .option("--in-place", "rewrite the profile itself (a shipped one too: review the diff)")
    .addHelpText(
      "after",
      `
Without -o or --in-place the residuals are printed and nothing is written.

Examples:
  venn calibrate hardware/measurements/h200-sxm.microbench.csv --hardware h200-sxm -o my-h200.hw.yaml
  venn calibrate hardware/measurements/h200-sxm.microbench.csv --hardware h200-sxm --in-place`,
    )
    .action((file: string, flags: CalibrateFlags) => {
      if (flags.output !== undefined && flags.inPlace)
        throw new UsageError("give -o FILE or --in-place, not both");
      const found = resolveInput("hardware", flags.hardware, io.cwd);
      if (!found.path) {
        printDiagnostics(io, found.diagnostics);
        return setCode(1);
      }
      const table = readInput(io, file);
      const profileFile = relative(io.cwd, found.path) || found.path;
      const profile = readInput(io, profileFile);
      if (!table || !profile) return setCode(1);
      const written = flags.output !== undefined ? resolve(io.cwd, flags.output) : found.path;
      // The profile written cites the table by its path from the profile's own folder.
      const cite = relative(dirname(written), resolve(io.cwd, file));
      const result = calibrate({ table, profile, cite });
      printDiagnostics(io, result.diagnostics);
      if (result.text === undefined) return setCode(1);
      io.stdout(residualTable(result.residuals));
      // A shipped profile is rewritten only when asked: a trial fit must not leave the checkout changed.
      if (flags.output === undefined && !flags.inPlace) {
        io.stderr(
          `nothing written: -o FILE writes the calibrated profile, --in-place rewrites ${profileFile}\n`,
        );
        return setCode(0);
      }
      writeOutputs(io, flags.output !== undefined ? "--output" : "--in-place", [
        { path: written, text: result.text },
      ]);
      return setCode(0);
    });
}
