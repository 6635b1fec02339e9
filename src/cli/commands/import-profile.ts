import { type Command, Option } from "commander";
import { importProfile, listIds } from "../../index.ts";
import { type CommandContext, emitImported, PROFILE_BYTES, readInput, UsageError } from "../io.ts";
import {
  contextOption,
  hardwareOneOption,
  MODES,
  outputOption,
  parsePositiveInt,
  plainTextFlag,
  presetOption,
} from "../options.ts";

interface ImportProfileFlags {
  nsys?: string;
  torchTrace?: string;
  map: string;
  hardware: string;
  mode: (typeof MODES)[number];
  rows: number;
  context: number;
  steps?: number;
  precision?: string;
  source?: string;
  output?: string;
}

export function importProfileCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("import-profile")
    .description(
      "write a measurements file from an Nsight Systems kernel summary or a PyTorch trace, through a name map",
    )
    .option("--nsys <file>", "nsys stats --report cuda_gpu_kern_sum --format csv output")
    .option("--torch-trace <file>", "PyTorch profiler Chrome trace (export_chrome_trace JSON, or gzip of it)")
    .requiredOption(
      "--map <file>",
      "name map YAML: kernel-name regex or glob → site or family, launches per step",
    )
    .addOption(hardwareOneOption("the hardware profile the capture ran on").makeOptionMandatory())
    .addOption(
      new Option("--mode <mode>", "run mode of the capture").choices([...MODES]).makeOptionMandatory(),
    )
    .requiredOption(
      "--rows <n>",
      "rows per step in the capture (sequences in multi, tokens in single)",
      parsePositiveInt,
    )
    .addOption(contextOption())
    .option("--steps <n>", "steps the capture covers (default: the map's steps)", parsePositiveInt)
    .addOption(presetOption("the --precision preset the capture ran at"))
    .option(
      "--source <text>",
      "the source column (default: the export kind and file)",
      plainTextFlag("--source"),
    )
    .addOption(outputOption("write the measurements CSV to FILE instead of stdout"))
    .addHelpText(
      "after",
      `
Example:
  venn import-profile --nsys test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv --map circuits/measurements/llama-3.1-8b.vllm.map.yaml --hardware h100-sxm --mode multi --rows 1 --context 4096 -o measurements.csv`,
    )
    .action((flags: ImportProfileFlags) => {
      if ((flags.nsys === undefined) === (flags.torchTrace === undefined))
        throw new UsageError("give exactly one of --nsys FILE or --torch-trace FILE");
      const known = listIds("hardware", io.cwd);
      if (!known.includes(flags.hardware))
        throw new UsageError(`--hardware "${flags.hardware}" is not one of ${known.join(", ")}`);
      const profilePath = (flags.nsys ?? flags.torchTrace) as string;
      // PyTorch's profiler writes .json.gz as often as .json; the size limit holds for the expanded trace too.
      const profile = readInput(io, profilePath, PROFILE_BYTES, true);
      const map = readInput(io, flags.map);
      if (!profile || !map) return setCode(1);
      const result = importProfile({
        profile: { kind: flags.nsys ? "nsys" : "torch-trace", ...profile },
        map,
        hardware: flags.hardware,
        mode: flags.mode,
        rows: flags.rows,
        context: flags.context,
        ...(flags.steps ? { steps: flags.steps } : {}),
        ...(flags.precision ? { precision: flags.precision } : {}),
        ...(flags.source ? { source: flags.source } : {}),
      });
      return setCode(emitImported(io, result, flags.output));
    });
}
