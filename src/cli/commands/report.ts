import { resolve } from "node:path";
import { type Command, InvalidArgumentError, Option } from "commander";
import {
  analyze,
  analyzeServing,
  extensionOf,
  loadTemplates,
  type PresetName,
  parseAccept,
  RENDER_FORMATS,
  type ReportModel,
  type ReportView,
  type RunSpec,
  render,
} from "../../index.ts";
import {
  type CommandContext,
  printDiagnostics,
  resolveFormats,
  textOptions,
  UsageError,
  writeOutputs,
} from "../io.ts";
import {
  canonical,
  collect,
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
  oneLayout,
  outDirOption,
  outputOption,
  parallelOption,
  presetOption,
  priceFlag,
  priceOption,
  runsOption,
  runsWithin,
  slaFlag,
  slaOption,
  viewsOption,
  wideOption,
  widthOption,
  workloadFlag,
  workloadOption,
} from "../options.ts";

interface ReportFlags {
  width?: number;
  wide?: boolean;
  hardware: string[];
  kernels?: string;
  against?: string[];
  kvCache?: string;
  runs?: RunSpec[];
  context: number;
  precision?: string;
  graphs?: string;
  engine?: string;
  price?: string[];
  format?: string[];
  output?: string;
  out?: string;
  measurements?: string;
  workload?: string;
  sla?: string;
  fusions?: string;
  views?: ReportView[];
  parallel?: string;
  accept?: number;
}

/** --accept α: a decimal in [0, 1), the acceptance rate per drafted token of every verify run. */
function acceptFlag(value: string): number {
  const parsed = parseAccept(value);
  if (parsed.problem !== undefined) throw new InvalidArgumentError(parsed.problem);
  return parsed.value;
}

/** A report's file name in --out DIR: model, preset, KV format, devices and runs, so several runs share one folder. */
function reportFileName(report: ReportModel, kvCache?: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9.+-]+/g, "-");
  const devices = [...new Set(report.tables.map((t) => t.hardware))].join("+");
  const rowsByMode = new Map<string, number[]>();
  for (const t of report.tables) {
    const rows = rowsByMode.get(t.mode) ?? [];
    if (!rows.includes(t.rows)) rows.push(t.rows);
    rowsByMode.set(t.mode, rows);
  }
  const runs = [...rowsByMode].map(([mode, rows]) => `${mode}-${rows.join("-")}`);
  const context = report.tables[0]?.context;
  return [
    report.model,
    report.precision.preset,
    kvCache ? `kv-${kvCache}` : null,
    devices,
    ...runs,
    context === undefined ? null : `ctx${context}`,
  ]
    .filter((part): part is string => Boolean(part))
    .map(safe)
    .join("_");
}

export function reportCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("report")
    .description("cost every site of MODEL on each hardware profile and run; write a ranked report")
    .argument("<model>", "model id (circuits/models/<id>.model.yaml) or path")
    .addOption(hardwareListOption().makeOptionMandatory())
    .addOption(runsOption())
    .addOption(contextOption())
    .addOption(presetOption("weight/activation preset replacing the model's defaults"))
    .addOption(
      kernelsOption("classify every site against a kernel manifest (circuits/kernels/<id>.kernels.yaml)"),
    )
    .option("--against <models>", "reference models the engine already serves, comma-separated", collect)
    .addOption(kvCacheOption("KV-cache format replacing every model's own, e.g. fp8/tensor"))
    .addOption(graphsOption())
    .addOption(engineOption())
    .addOption(measurementsOption())
    .addOption(parallelOption())
    .addOption(priceOption())
    .addOption(workloadOption())
    .addOption(slaOption())
    .addOption(fusionsOption())
    .addOption(viewsOption())
    .addOption(
      new Option(
        "--accept <α>",
        "acceptance rate per drafted token of the verify runs: their tokens/s count the (1 − α^N)/(1 − α) tokens a verify:N step produces, not its N rows",
      ).argParser(acceptFlag),
    )
    .addOption(formatOption(RENDER_FORMATS, true))
    .addOption(widthOption())
    .addOption(wideOption())
    .addOption(outputOption("write the report to FILE (format from its extension unless --format)"))
    .addOption(
      outDirOption("write <model>_<preset>_<hardware>_<runs>_ctx<N>.<ext> for each --format into DIR"),
    )
    .addHelpText(
      "after",
      `
Examples:
  venn report llama-3.1-8b --hardware h100-sxm --runs multi:1,16,128 --runs single:2048 --context 4096
  venn report qwen3-30b-a3b --hardware h100-sxm,b200 --precision fp8 --format json -o report.json
  venn report circuits/models/llama-3.1-70b.model.yaml --hardware b200 --precision nvfp4 --out reports --format md --format json`,
    )
    .action((model: string, flags: ReportFlags) => {
      const formats = resolveFormats(io, flags.format ?? [], flags.output, flags.out !== undefined);
      if (formats.length > 1 && !flags.out) throw new UsageError("several --format values need --out DIR");
      const workload = workloadFlag(flags.workload);
      const sla = slaFlag(flags.sla, workload);
      const serving = workload ? { workload, ...(sla ? { sla } : {}) } : undefined;
      if (flags.accept !== undefined && !(flags.runs ?? []).some((r) => r.mode === "verify"))
        throw new UsageError(
          "--accept is the acceptance rate of a verify run's drafts: give --runs verify:N",
        );
      const options = {
        model: canonical("model", model, io),
        hardware: canonical("hardware", flags.hardware, io),
        runs: runsWithin(flags.runs ?? defaultRuns(), flags.context),
        context: flags.context,
        ...(flags.precision ? { preset: flags.precision as PresetName } : {}),
        ...(flags.kernels ? { kernels: flags.kernels } : {}),
        ...(flags.against ? { against: flags.against } : {}),
        ...kvCacheFlag(flags.kvCache),
        ...graphsFlag(flags.graphs),
        ...engineFlag(flags.engine),
        ...priceFlag(flags.price),
        ...(flags.measurements ? { measurements: flags.measurements } : {}),
        ...(flags.fusions ? { fusions: flags.fusions } : {}),
        ...(flags.views ? { views: flags.views } : {}),
        ...(flags.accept !== undefined ? { accept: flags.accept } : {}),
        ...oneLayout(flags.parallel),
        cwd: io.cwd,
      };
      const result = serving ? analyzeServing({ ...options, ...serving }) : analyze(options);
      printDiagnostics(io, result.diagnostics);
      const report = result.report;
      if (!report) return setCode(1);
      const templates = loadTemplates(undefined, formats);
      const text = textOptions(io, flags);
      const texts = formats.map((f) => ({ format: f, text: render(report, f, templates, text) }));
      const out = flags.out;
      if (out) {
        const name = reportFileName(report, flags.kvCache);
        writeOutputs(
          io,
          "--out",
          texts.map((t) => ({
            path: resolve(io.cwd, out, `${name}.${extensionOf(t.format)}`),
            text: t.text,
          })),
        );
      } else if (flags.output)
        writeOutputs(io, "--output", [{ path: resolve(io.cwd, flags.output), text: texts[0]?.text ?? "" }]);
      else io.stdout(texts[0]?.text ?? "");
      return setCode(0);
    });
}
