import type { Command } from "commander";
import {
  DIFF_RENDERERS,
  type Diagnostic,
  type DiffModel,
  type DiffSetModel,
  diff,
  diffAtRef,
  type PresetName,
  type RunSpec,
} from "../../index.ts";
import {
  type CommandContext,
  emitCommand,
  holdTerminationSignals,
  printDiagnostics,
  resolveFormats,
  UsageError,
} from "../io.ts";
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
  measurementsOption,
  oneLayout,
  outputOption,
  parallelOption,
  presetOption,
  runsOption,
  runsWithin,
  wideOption,
  widthOption,
} from "../options.ts";

interface DiffFlags {
  width?: number;
  wide?: boolean;
  hardware?: string[];
  runs?: RunSpec[];
  context: number;
  precision?: string;
  baseRef?: string;
  model?: string;
  kernels?: string;
  failOnRegression?: number;
  graphs?: string;
  engine?: string;
  measurements?: string;
  fusions?: string;
  format?: string;
  output?: string;
  parallel?: string;
}

export function diffCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("diff")
    .description(
      "per-site and total deltas between two models (BASE HEAD), or changed files against a git revision",
    )
    .argument(
      "<paths...>",
      "BASE HEAD (model ids or paths); with --base-ref, the changed HEAD files (models, circuits, profiles, manifests)",
    )
    .addOption(hardwareListOption())
    .addOption(runsOption())
    .addOption(contextOption())
    .addOption(presetOption("weight/activation preset for both sides"))
    .option(
      "--base-ref <rev>",
      "read the base side (every circuit, model, manifest and profile) from this git revision",
    )
    .option(
      "--model <id>",
      "with --base-ref: the one model (id or path) a circuit, profile or manifest is diffed with (default: every model it reaches)",
    )
    .addOption(
      kernelsOption(
        "classify both sides against a kernel manifest (a class change is a site change); places the measurements' family rows on sites",
      ),
    )
    .option(
      "--fail-on-regression <pct>",
      "exit 1 when any run's step time grows by more than PCT percent (expected time where both sides have one, else the floor)",
      parseFloat,
    )
    .addOption(graphsOption())
    .addOption(engineOption())
    .addOption(measurementsOption())
    .addOption(parallelOption())
    .addOption(fusionsOption())
    .addOption(formatOption(Object.keys(DIFF_RENDERERS)))
    .addOption(widthOption())
    .addOption(wideOption())
    .addOption(outputOption())
    .addHelpText(
      "after",
      `
Examples:
  venn diff llama-3.1-8b circuits/models/my-llama.model.yaml --hardware h100-sxm,b200 --runs multi:1,64
  venn diff --base-ref origin/main circuits/models/llama-3.1-8b.model.yaml --hardware h100-sxm --fail-on-regression 2
  venn diff --base-ref origin/main hardware/h100-sxm.hw.yaml --model llama-3.1-70b --format html -o diff.html`,
    )
    .action((paths: string[], flags: DiffFlags) => {
      // Asked before the run: a format that cannot go where the output goes is known without costing anything.
      resolveFormats(io, flags.format ? [flags.format] : [], flags.output);
      if (flags.failOnRegression !== undefined && !(flags.failOnRegression >= 0)) {
        throw new UsageError("--fail-on-regression takes a percentage such as 2 or 0.5");
      }
      const hardware = canonical("hardware", flags.hardware ?? [], io);
      const common = {
        hardware,
        runs: runsWithin(flags.runs ?? defaultRuns(), flags.context),
        context: flags.context,
        ...(flags.precision ? { preset: flags.precision as PresetName } : {}),
        ...(flags.kernels ? { kernels: flags.kernels } : {}),
        ...(flags.failOnRegression !== undefined ? { failOnRegressionPct: flags.failOnRegression } : {}),
        ...graphsFlag(flags.graphs),
        ...engineFlag(flags.engine),
        ...(flags.measurements ? { measurements: flags.measurements } : {}),
        ...oneLayout(flags.parallel),
        ...(flags.fusions ? { fusions: flags.fusions } : {}),
        cwd: io.cwd,
      };
      let result: { diff?: DiffModel | DiffSetModel; diagnostics: Diagnostic[] };
      if (flags.baseRef) {
        // The base tree is a temporary folder the whole run reads: SIGTERM waits for the run and then removes it.
        holdTerminationSignals();
        const unknown = paths.find((p) => !/\.(model|circuit|hw|kernels)\.yaml$/.test(p) && p.includes("/"));
        if (unknown)
          throw new UsageError(
            `with --base-ref each file is a *.model.yaml, *.circuit.yaml, *.hw.yaml or *.kernels.yaml; received "${unknown}"`,
          );
        if (!hardware.length && !paths.some((p) => p.endsWith(".hw.yaml")))
          throw new UsageError("give --hardware, or a hardware/*.hw.yaml file to diff");
        result = diffAtRef({
          ...common,
          baseRef: flags.baseRef,
          files: paths,
          ...(flags.model ? { model: flags.model } : {}),
        });
      } else {
        if (paths.length !== 2)
          throw new UsageError("give BASE and HEAD, or changed files with --base-ref REV");
        if (flags.model) throw new UsageError("--model goes with --base-ref");
        if (!hardware.length) throw new UsageError("required option '--hardware <ids>' not specified");
        const [base, head] = canonical("model", paths, io) as [string, string];
        result = diff({ ...common, base, head });
      }
      printDiagnostics(io, result.diagnostics);
      if (!result.diff) return setCode(1);
      emitCommand(io, result.diff, flags);
      return setCode(result.diff.isRegression ? 1 : 0);
    });
}
