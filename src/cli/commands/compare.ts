import type { Command } from "commander";
import {
  compare,
  MODEL_PRECISION,
  PRESETS,
  type PresetName,
  RENDER_FORMATS,
  type RunSpec,
} from "../../index.ts";
import { type CommandContext, emitCommand, printDiagnostics, resolveFormats, UsageError } from "../io.ts";
import {
  canonical,
  contextOption,
  defaultRuns,
  engineFlag,
  engineOption,
  formatOption,
  fusionsOption,
  graphsFlag,
  graphsOption,
  hardwareListOption,
  kernelsOption,
  kvCacheFlag,
  kvCacheOption,
  measurementsOption,
  outputOption,
  parallelListOption,
  parseLayoutList,
  presetListOption,
  priceFlag,
  priceOption,
  runsOption,
  runsWithin,
  slaFlag,
  slaOption,
  wideOption,
  widthOption,
  workloadFlag,
  workloadOption,
} from "../options.ts";

interface CompareFlags {
  width?: number;
  wide?: boolean;
  hardware: string[];
  precision?: string[];
  runs?: RunSpec[];
  context: number;
  kvCache?: string;
  graphs?: string;
  engine?: string;
  measurements?: string;
  kernels?: string;
  workload?: string;
  sla?: string;
  parallel?: string[];
  fusions?: string;
  price?: string[];
  format?: string;
  output?: string;
}

export function compareCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("compare")
    .description(
      "one model across devices and precision presets: a matrix of step time, tokens/s, fit and $/Mtok",
    )
    .argument("<model>", "model id or path")
    .addOption(hardwareListOption("hardware ids, comma-separated or repeated").makeOptionMandatory())
    .addOption(runsOption())
    .addOption(contextOption())
    .addOption(presetListOption())
    .addOption(kvCacheOption("KV-cache format replacing the model's own"))
    .addOption(graphsOption())
    .addOption(engineOption())
    .addOption(measurementsOption())
    .addOption(fusionsOption())
    .addOption(kernelsOption("kernel manifest that places the measurements' family rows on sites"))
    .addOption(workloadOption())
    .addOption(slaOption())
    .addOption(parallelListOption())
    .addOption(priceOption())
    .addOption(formatOption(RENDER_FORMATS))
    .addOption(widthOption())
    .addOption(wideOption())
    .addOption(outputOption())
    .action((model: string, flags: CompareFlags) => {
      // Asked before the run: a format that cannot go where the output goes is known without costing anything.
      resolveFormats(io, flags.format ? [flags.format] : [], flags.output);
      const workload = workloadFlag(flags.workload);
      const sla = slaFlag(flags.sla, workload);
      const layouts = flags.parallel ? parseLayoutList(flags.parallel) : [];
      const given = [...new Set(flags.precision ?? [])];
      const presets = given.includes(MODEL_PRECISION) ? given : [MODEL_PRECISION, ...given];
      for (const p of presets) {
        if (!Object.hasOwn(PRESETS, p) && p !== MODEL_PRECISION)
          throw new UsageError(
            `--precision "${p}" is not one of ${[MODEL_PRECISION, ...Object.keys(PRESETS)].join(", ")}`,
          );
      }
      const result = compare({
        model: canonical("model", model, io),
        hardware: canonical("hardware", flags.hardware, io),
        precisions: presets as (PresetName | typeof MODEL_PRECISION)[],
        // With a workload the matrix is shown only for the runs asked.
        runs: runsWithin(flags.runs ?? (workload ? [] : defaultRuns()), flags.context),
        context: flags.context,
        ...kvCacheFlag(flags.kvCache),
        ...graphsFlag(flags.graphs),
        ...engineFlag(flags.engine),
        ...priceFlag(flags.price),
        ...(flags.measurements ? { measurements: flags.measurements } : {}),
        ...(flags.kernels ? { kernels: flags.kernels } : {}),
        ...(workload ? { workload } : {}),
        ...(sla ? { sla } : {}),
        ...(layouts.length ? { layouts } : {}),
        ...(flags.fusions ? { fusions: flags.fusions } : {}),
        cwd: io.cwd,
      });
      printDiagnostics(io, result.diagnostics);
      if (!result.compare) return setCode(1);
      emitCommand(io, result.compare, flags);
      return setCode(0);
    });
}
