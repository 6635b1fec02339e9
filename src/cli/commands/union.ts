import type { Command } from "commander";
import { loadTemplates, RENDER_FORMATS, type RunSpec, renderUnion, union } from "../../index.ts";
import {
  type CommandContext,
  emitText,
  printDiagnostics,
  resolveFormats,
  textOptions,
  UsageError,
} from "../io.ts";
import {
  canonical,
  contextOption,
  defaultRuns,
  engineFlag,
  engineOption,
  formatOption,
  hardwareOneOption,
  kernelsOption,
  outputOption,
  runsOption,
  runsWithin,
  wideOption,
  widthOption,
} from "../options.ts";

interface UnionFlags {
  width?: number;
  wide?: boolean;
  kernels: string;
  hardware: string;
  runs?: RunSpec[];
  context: number;
  engine?: string;
  format?: string;
  output?: string;
}

export function unionCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("union")
    .description(
      "models × kernel families: which family each model uses and how (shared, variant, opportunity, novel)",
    )
    .argument("<models...>", "model ids or paths")
    .addOption(kernelsOption("kernel manifest id or path").makeOptionMandatory())
    .addOption(
      hardwareOneOption("profile the classes are computed on (measurements are per device)").default(
        "h100-sxm",
      ),
    )
    .addOption(runsOption())
    .addOption(contextOption())
    .addOption(engineOption())
    .addOption(formatOption(RENDER_FORMATS))
    .addOption(widthOption())
    .addOption(wideOption())
    .addOption(outputOption())
    .action((models: string[], flags: UnionFlags) => {
      const [format] = resolveFormats(io, flags.format ? [flags.format] : [], flags.output);
      const result = union({
        kernels: flags.kernels,
        models: canonical("model", models, io),
        hardware: canonical("hardware", flags.hardware, io),
        runs: runsWithin(flags.runs ?? defaultRuns(), flags.context),
        context: flags.context,
        ...engineFlag(flags.engine),
        cwd: io.cwd,
      });
      printDiagnostics(io, result.diagnostics);
      if (!result.union) return setCode(1);
      const text = renderUnion(
        result.union,
        format ?? "md",
        loadTemplates(undefined, [format ?? "md"]),
        textOptions(io, flags),
      );
      if (text === undefined)
        throw new UsageError(`--format ${format} is not available for union (use md or json)`);
      emitText(io, text, flags.output);
      return setCode(0);
    });
}
