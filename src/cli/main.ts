import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { formatDiagnostic } from "../diagnostics/format.ts";
import {
  analyze,
  analyzeServing,
  type CompareModel,
  check,
  compare,
  DIFF_RENDERERS,
  type Diagnostic,
  type DiffModel,
  type DiffSetModel,
  diff,
  diffAtRef,
  FORMATS,
  fmtBytes,
  fmtRate,
  formatSpellings,
  importHf,
  importProfile,
  jsonSchemas,
  type Layout,
  listHardware,
  listIds,
  loadTemplates,
  MODEL_PRECISION,
  OP_SIGNATURES,
  PRESETS,
  type PresetName,
  packageRoot,
  packageVersion,
  parseFormat,
  parseLayouts,
  parseSla,
  parseWorkload,
  RENDER_FORMATS,
  REPORT_VIEWS,
  type RenderFormat,
  type ReportModel,
  type ReportView,
  type RunSpec,
  readText,
  render,
  renderCommand,
  renderUnion,
  type Sla,
  suggestFormats,
  union,
  type Workload,
} from "../index.ts";

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  /** Receives the diagnostics as values as well as printed (tests check their positions). */
  diagnostics?(list: readonly Diagnostic[]): void;
}

/** Thrown for bad usage: printed with the usage line, exit code 2. */
class UsageError extends Error {}

const MODES = ["single", "multi"] as const;

/** "multi:1,16,128" → three runs; repeatable. */
export function parseRuns(value: string, previous: RunSpec[] = []): RunSpec[] {
  const match = /^(\w+):([\d,]+)$/.exec(value.trim());
  if (!match)
    throw new InvalidArgumentError(
      `expected MODE:ROWS[,ROWS...] such as multi:1,16,128, received "${value}"`,
    );
  const mode = match[1] as RunSpec["mode"];
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new InvalidArgumentError(`mode "${mode}" is not one of ${MODES.join(", ")}`);
  }
  const rows = (match[2] ?? "").split(",").map((r) => Number(r));
  if (rows.some((r) => !Number.isInteger(r) || r <= 0)) {
    throw new InvalidArgumentError(`rows must be positive integers, received "${match[2]}"`);
  }
  return [...previous, ...rows.map((r) => ({ mode, rows: r }))];
}

function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0)
    throw new InvalidArgumentError(`expected a positive whole number, received "${value}"`);
  return n;
}

/** --workload isl=N,osl=N,concurrency=N|rate=R[,chunk=N] → a workload; a bad spec is a usage error naming the flag. */
function workloadFlag(value: string | undefined): Workload | undefined {
  if (value === undefined) return undefined;
  const { workload, problem } = parseWorkload(value);
  if (!workload) throw new UsageError(`--workload "${value}": ${problem}`);
  return workload;
}

/** --sla ttft=500ms,itl=30ms → latency bounds; only with --workload. */
function slaFlag(value: string | undefined, workload: Workload | undefined): Sla | undefined {
  if (value === undefined) return undefined;
  if (!workload)
    throw new UsageError("--sla needs --workload (the SLA is checked against the workload's TTFT and ITL)");
  const { sla, problem } = parseSla(value);
  if (!sla) throw new UsageError(`--sla "${value}": ${problem}`);
  return sla;
}

/** Profiler exports of a real capture run to tens of megabytes, beyond the limit on hand-written inputs. */
const PROFILE_BYTES = 512 * 1024 * 1024;
const INPUT_BYTES = 1024 * 1024;

/** A file's text for an importer, or its LOAD_FILE_* diagnostic printed and undefined. */
function readInput(io: Io, path: string, limit = INPUT_BYTES): { text: string; file: string } | undefined {
  const { text, diagnostics } = readText(resolve(io.cwd, path), path, limit);
  if (text === undefined) {
    printDiagnostics(io, diagnostics);
    return undefined;
  }
  return { text, file: path };
}

function parseNonNegativeInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError(`expected a whole number of tokens, received "${value}"`);
  return n;
}

/** Comma-separated or repeated values; a value given twice counts once, in first-seen order. */
/** --views traffic,gemm: comma-separated or repeated, each one of REPORT_VIEWS. */
function parseViews(value: string, previous: ReportView[] = []): ReportView[] {
  const views = value.split(",").filter(Boolean);
  const unknown = views.find((v) => !(REPORT_VIEWS as readonly string[]).includes(v));
  if (unknown !== undefined || !views.length)
    throw new InvalidArgumentError(
      `"${unknown ?? value}" is not a view; views are ${REPORT_VIEWS.join(", ")} (comma-separated)`,
    );
  return [...new Set([...previous, ...(views as ReportView[])])];
}

const collect = (value: string, previous: string[] = []) => [
  ...new Set([...previous, ...value.split(",").filter(Boolean)]),
];

/** Creates the missing folders above a path one level at a time (recursive mkdir never returns under /proc). */
function makeParents(dir: string) {
  const missing: string[] = [];
  let at = dir;
  while (!existsSync(at)) {
    missing.unshift(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  if (existsSync(at) && !statSync(at).isDirectory()) throw Object.assign(new Error("not a folder"), { at });
  for (const folder of missing) mkdirSync(folder);
}

/**
 * Writes every output through a temporary file, then renames them all, so a failed run writes no partial output;
 * says on stderr what it wrote. A path that cannot be written is a usage error naming the flag.
 */
function writeOutputs(io: Io, flag: string, outputs: readonly { path: string; text: string }[]) {
  const temps: string[] = [];
  try {
    for (const { path, text } of outputs) {
      if (existsSync(path) && statSync(path).isDirectory()) throw new Error("it is a folder");
      makeParents(dirname(path));
      const temp = `${path}.tmp-${process.pid}`;
      writeFileSync(temp, text);
      temps.push(temp);
    }
    outputs.forEach(({ path }, i) => {
      renameSync(temps[i] as string, path);
    });
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    const { at } = error as { at?: string };
    const reason = at
      ? `${displayOut(io, at)} is a file, not a folder`
      : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
    const path = outputs[temps.length]?.path ?? outputs[0]?.path ?? "";
    throw new UsageError(`${flag} ${displayOut(io, path)} cannot be written (${reason})`);
  }
  for (const { path, text } of outputs)
    io.stderr(`wrote ${displayOut(io, path)} (${fmtBytes(Buffer.byteLength(text))})\n`);
}

const displayOut = (io: Io, path: string) => {
  const rel = relative(io.cwd, path);
  return rel && !rel.startsWith("..") ? rel : path;
};

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

/** An importer's diagnostics, then its text to `-o FILE` or stdout; exit 1 when it produced none. */
function emitImported(
  io: Io,
  result: { text?: string; diagnostics: readonly Diagnostic[] },
  output?: string,
) {
  printDiagnostics(io, result.diagnostics);
  if (result.text === undefined) return 1;
  if (output) writeOutputs(io, "--output", [{ path: resolve(io.cwd, output), text: result.text }]);
  else io.stdout(result.text);
  return 0;
}

function printDiagnostics(io: Io, diagnostics: readonly Diagnostic[]) {
  io.diagnostics?.(diagnostics);
  for (const d of diagnostics) io.stderr(`${formatDiagnostic(d)}\n`);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  if (diagnostics.length)
    io.stderr(`${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}\n`);
}

interface ImportHfFlags {
  quantConfig?: string;
  meta?: string;
  id?: string;
  hf?: string;
  revision?: string;
  output?: string;
}

interface ReportFlags {
  hardware: string[];
  kernels?: string;
  against?: string[];
  kvCache?: string;
  runs?: RunSpec[];
  context: number;
  precision?: string;
  graphs?: string;
  format?: string[];
  output?: string;
  out?: string;
  measurements?: string;
  workload?: string;
  sla?: string;
  fusions?: string;
  views?: ReportView[];
  parallel?: string;
}

function program(io: Io, setCode: (code: number) => void): Command {
  const emitCommand = (model: CompareModel | DiffModel | DiffSetModel, format?: string, output?: string) =>
    emitCommandTo(io, model, format, output);
  const root = new Command("venn")
    .description("Roofline cost and kernel coverage of LLM op graphs (circuits) on real GPUs")
    .version(packageVersion())
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError("(run with --help for usage)")
    .exitOverride();

  root
    .command("report")
    .description("cost every site of MODEL on each hardware profile and run; write a ranked report")
    .argument("<model>", "model id (circuits/models/<id>.model.yaml) or path")
    .requiredOption("--hardware <ids>", "hardware ids or paths, comma-separated or repeated", collect)
    .addOption(runsOption())
    .addOption(contextOption())
    .addOption(
      new Option("--precision <preset>", "weight/activation preset replacing the model's defaults").choices(
        Object.keys(PRESETS),
      ),
    )
    .option(
      "--kernels <manifest>",
      "classify every site against a kernel manifest (circuits/kernels/<id>.kernels.yaml)",
    )
    .option("--against <models>", "reference models the engine already serves, comma-separated", collect)
    .option("--kv-cache <format>", "KV-cache format replacing every model's own, e.g. fp8/tensor")
    .addOption(graphsOption())
    .addOption(measurementsOption())
    .addOption(parallelOption())
    .addOption(workloadOption())
    .addOption(slaOption())
    .addOption(fusionsOption())
    .option(
      "--views <views>",
      `workload views added to every run: ${REPORT_VIEWS.join(", ")} (traffic split, GEMM shapes); comma-separated`,
      parseViews,
    )
    .option(
      "--format <format>",
      `output format: ${RENDER_FORMATS.join(", ")}; repeatable (default md)`,
      collect,
    )
    .option("-o, --output <file>", "write the report to FILE (format from its extension unless --format)")
    .option("--out <dir>", "write <model>_<preset>_<hardware>_<runs>_ctx<N>.<ext> for each --format into DIR")
    .addHelpText(
      "after",
      `
Examples:
  venn report llama-3.1-8b --hardware h100-sxm --runs multi:1,16,128 --runs single:2048 --context 4096
  venn report qwen3-30b-a3b --hardware h100-sxm,b200 --precision fp8 --format json -o report.json
  venn report circuits/models/llama-3.1-70b.model.yaml --hardware b200 --precision nvfp4 --out reports --format md --format json`,
    )
    .action((model: string, flags: ReportFlags) => {
      const formats = resolveFormats(flags.format ?? [], flags.output);
      if (formats.length > 1 && !flags.out) throw new UsageError("several --format values need --out DIR");
      const workload = workloadFlag(flags.workload);
      const sla = slaFlag(flags.sla, workload);
      const serving = workload ? { workload, ...(sla ? { sla } : {}) } : undefined;
      const options = {
        model,
        hardware: flags.hardware,
        runs: flags.runs ?? [{ mode: "multi", rows: 1 }],
        context: flags.context,
        ...(flags.precision ? { preset: flags.precision as PresetName } : {}),
        ...(flags.kernels ? { kernels: flags.kernels } : {}),
        ...(flags.against ? { against: flags.against } : {}),
        ...(flags.kvCache ? { kvCache: checkedFormat("--kv-cache", flags.kvCache) } : {}),
        ...graphsFlag(flags.graphs),
        ...(flags.measurements ? { measurements: flags.measurements } : {}),
        ...(flags.fusions ? { fusions: flags.fusions } : {}),
        ...(flags.views ? { views: flags.views } : {}),
        ...oneLayout(flags.parallel),
        cwd: io.cwd,
      };
      const result = serving ? analyzeServing({ ...options, ...serving }) : analyze(options);
      printDiagnostics(io, result.diagnostics);
      const report = result.report;
      if (!report) return setCode(1);
      const templates = loadTemplates();
      const texts = formats.map((f) => ({ format: f, text: render(report, f, templates) }));
      const out = flags.out;
      if (out) {
        const name = reportFileName(report, flags.kvCache);
        writeOutputs(
          io,
          "--out",
          texts.map((t) => ({ path: resolve(io.cwd, out, `${name}.${t.format}`), text: t.text })),
        );
      } else if (flags.output)
        writeOutputs(io, "--output", [{ path: resolve(io.cwd, flags.output), text: texts[0]?.text ?? "" }]);
      else io.stdout(texts[0]?.text ?? "");
      return setCode(0);
    });

  root
    .command("union")
    .description(
      "models × kernel families: which family each model uses and how (shared, variant, opportunity, novel)",
    )
    .argument("<models...>", "model ids or paths")
    .requiredOption("--kernels <manifest>", "kernel manifest id or path")
    .option(
      "--hardware <id>",
      "profile the classes are computed on (measurements are per device)",
      "h100-sxm",
    )
    .addOption(runsOption())
    .addOption(contextOption())
    .option("--format <format>", `output format: ${RENDER_FORMATS.join(", ")} (default md)`)
    .option("-o, --output <file>", "write to FILE")
    .action(
      (
        models: string[],
        flags: {
          kernels: string;
          hardware: string;
          runs?: RunSpec[];
          context: number;
          format?: string;
          output?: string;
        },
      ) => {
        const [format] = resolveFormats(flags.format ? [flags.format] : [], flags.output);
        const result = union({
          kernels: flags.kernels,
          models,
          hardware: flags.hardware,
          runs: flags.runs ?? [{ mode: "multi", rows: 1 }],
          context: flags.context,
          cwd: io.cwd,
        });
        printDiagnostics(io, result.diagnostics);
        if (!result.union) return setCode(1);
        const text = renderUnion(result.union, format ?? "md", loadTemplates());
        if (text === undefined)
          throw new UsageError(`--format ${format} is not available for union (use md or json)`);
        if (flags.output) writeOutputs(io, "--output", [{ path: resolve(io.cwd, flags.output), text }]);
        else io.stdout(text);
        return setCode(0);
      },
    );

  root
    .command("compare")
    .description(
      "one model across devices and precision presets: a matrix of step time, tokens/s, fit and $/Mtok",
    )
    .argument("<model>", "model id or path")
    .requiredOption("--hardware <ids>", "hardware ids, comma-separated or repeated", collect)
    .addOption(runsOption())
    .addOption(contextOption())
    .option(
      "--precision <presets>",
      `presets, comma-separated: ${MODEL_PRECISION} (the model's own formats), ${Object.keys(PRESETS).join(", ")}; ${MODEL_PRECISION} is added as the first column unless listed`,
      collect,
    )
    .option("--kv-cache <format>", "KV-cache format replacing the model's own")
    .addOption(graphsOption())
    .addOption(measurementsOption())
    .addOption(fusionsOption())
    .option("--kernels <manifest>", "kernel manifest that places the measurements' family rows on sites")
    .addOption(workloadOption())
    .addOption(slaOption())
    .option(
      "--parallel <layouts>",
      'layouts to run each device at (the matrix and the workload), e.g. "tp=1,tp=2,tp=4,tp=8" or "tp=2,ep=8;tp=8": ";" or a repeated axis starts the next layout; repeatable',
      // Each value is kept whole: its commas belong to one layout ("tp=2,ep=8").
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option("--format <format>", `output format: ${RENDER_FORMATS.join(", ")} (default md)`)
    .option("-o, --output <file>", "write to FILE")
    .action(
      (
        model: string,
        flags: {
          hardware: string[];
          precision?: string[];
          runs?: RunSpec[];
          context: number;
          kvCache?: string;
          graphs?: string;
          measurements?: string;
          kernels?: string;
          workload?: string;
          sla?: string;
          parallel?: string[];
          fusions?: string;
          format?: string;
          output?: string;
        },
      ) => {
        const workload = workloadFlag(flags.workload);
        const sla = slaFlag(flags.sla, workload);
        const layouts = flags.parallel ? parseLayoutList(flags.parallel) : [];
        const given = [...new Set(flags.precision ?? [])];
        const presets = given.includes(MODEL_PRECISION) ? given : [MODEL_PRECISION, ...given];
        for (const p of presets) {
          if (!(p in PRESETS) && p !== MODEL_PRECISION)
            throw new UsageError(
              `--precision "${p}" is not one of ${[MODEL_PRECISION, ...Object.keys(PRESETS)].join(", ")}`,
            );
        }
        const result = compare({
          model,
          hardware: flags.hardware,
          precisions: presets as (PresetName | typeof MODEL_PRECISION)[],
          // With a workload the matrix is shown only for the runs asked.
          runs: flags.runs ?? (workload ? [] : [{ mode: "multi", rows: 1 }]),
          context: flags.context,
          ...(flags.kvCache ? { kvCache: checkedFormat("--kv-cache", flags.kvCache) } : {}),
          ...graphsFlag(flags.graphs),
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
        emitCommand(result.compare, flags.format, flags.output);
        return setCode(0);
      },
    );

  root
    .command("diff")
    .description(
      "per-site and total deltas between two models (BASE HEAD), or changed files against a git revision",
    )
    .argument(
      "<paths...>",
      "BASE HEAD (model ids or paths); with --base-ref, the changed HEAD files (models, circuits, profiles, manifests)",
    )
    .option("--hardware <ids>", "hardware ids or paths, comma-separated or repeated", collect)
    .addOption(runsOption())
    .addOption(contextOption())
    .addOption(
      new Option("--precision <preset>", "weight/activation preset for both sides").choices(
        Object.keys(PRESETS),
      ),
    )
    .option(
      "--base-ref <rev>",
      "read the base side (every circuit, model, manifest and profile) from this git revision",
    )
    .option(
      "--model <id>",
      "with --base-ref: the one model (id or path) a circuit, profile or manifest is diffed with (default: every model it reaches)",
    )
    .option(
      "--kernels <manifest>",
      "classify both sides against a kernel manifest (a class change is a site change); places the measurements' family rows on sites",
    )
    .option(
      "--fail-on-regression <pct>",
      "exit 1 when any run's step time grows by more than PCT percent (expected time where both sides have one, else the floor)",
      parseFloat,
    )
    .addOption(graphsOption())
    .addOption(measurementsOption())
    .addOption(parallelOption())
    .addOption(fusionsOption())
    .option("--format <format>", `output format: ${Object.keys(DIFF_RENDERERS).join(", ")} (default md)`)
    .option("-o, --output <file>", "write to FILE")
    .addHelpText(
      "after",
      `
Examples:
  venn diff llama-3.1-8b circuits/models/my-llama.model.yaml --hardware h100-sxm,b200 --runs multi:1,64
  venn diff --base-ref origin/main circuits/models/llama-3.1-8b.model.yaml --hardware h100-sxm --fail-on-regression 2
  venn diff --base-ref origin/main hardware/h100-sxm.hw.yaml --model llama-3.1-70b --format html -o diff.html`,
    )
    .action(
      (
        paths: string[],
        flags: {
          hardware?: string[];
          runs?: RunSpec[];
          context: number;
          precision?: string;
          baseRef?: string;
          model?: string;
          kernels?: string;
          failOnRegression?: number;
          graphs?: string;
          measurements?: string;
          fusions?: string;
          format?: string;
          output?: string;
          parallel?: string;
        },
      ) => {
        if (flags.failOnRegression !== undefined && !(flags.failOnRegression >= 0)) {
          throw new UsageError("--fail-on-regression takes a percentage such as 2 or 0.5");
        }
        const hardware = flags.hardware ?? [];
        const common = {
          hardware,
          runs: flags.runs ?? [{ mode: "multi" as const, rows: 1 }],
          context: flags.context,
          ...(flags.precision ? { preset: flags.precision as PresetName } : {}),
          ...(flags.kernels ? { kernels: flags.kernels } : {}),
          ...(flags.failOnRegression !== undefined ? { failOnRegressionPct: flags.failOnRegression } : {}),
          ...graphsFlag(flags.graphs),
          ...(flags.measurements ? { measurements: flags.measurements } : {}),
          ...(flags.kernels ? { kernels: flags.kernels } : {}),
          ...oneLayout(flags.parallel),
          ...(flags.fusions ? { fusions: flags.fusions } : {}),
          cwd: io.cwd,
        };
        let result: { diff?: DiffModel | DiffSetModel; diagnostics: Diagnostic[] };
        if (flags.baseRef) {
          const unknown = paths.find(
            (p) => !/\.(model|circuit|hw|kernels)\.yaml$/.test(p) && p.includes("/"),
          );
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
          const [base, head] = paths as [string, string];
          result = diff({ ...common, base, head });
        }
        printDiagnostics(io, result.diagnostics);
        if (!result.diff) return setCode(1);
        emitCommand(result.diff, flags.format, flags.output);
        return setCode(result.diff.isRegression ? 1 : 0);
      },
    );

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

  root
    .command("list")
    .description("list what is available: hardware, models, circuits, formats, presets, ops")
    .addArgument(
      new Command()
        .createArgument("[what]", "what to list")
        .choices(["hardware", "models", "circuits", "formats", "presets", "ops"]),
    )
    .action((what?: string) => {
      const sections: Record<string, () => string[]> = {
        hardware: () => hardwareTable(io),
        models: () => listIds("model", io.cwd),
        circuits: () => listIds("circuit", io.cwd),
        formats: () =>
          formatSpellings().map((s) => `${s.padEnd(18)} ${FORMATS[s as keyof typeof FORMATS].summary}`),
        presets: () =>
          Object.entries(PRESETS).map(
            ([name, p]) => `${name.padEnd(8)} ${p.weight} × ${p.act}  ${p.summary}`,
          ),
        ops: () => Object.entries(OP_SIGNATURES).map(([name, s]) => `${name.padEnd(20)} ${s.summary}`),
      };
      for (const [name, lines] of Object.entries(sections)) {
        if (what && what !== name) continue;
        if (!what) io.stdout(`${name}:\n`);
        for (const line of lines()) io.stdout(`${what ? "" : "  "}${line}\n`);
      }
      setCode(0);
    });

  root
    .command("import-hf")
    .description("write a model file from a Hugging Face config.json (and a ModelOpt hf_quant_config.json)")
    .argument("<file>", "the checkpoint's config.json")
    .option("--quant-config <file>", "ModelOpt hf_quant_config.json beside the config (NVFP4, FP8)")
    .option("--meta <file>", "YAML whose id, name, source and published go into the model file")
    .option(
      "--id <id>",
      "model id (default: the meta file's, else the lower-cased Hugging Face name, else the config's folder)",
    )
    .option(
      "--hf <org/name>",
      "Hugging Face id (default: the config's _name_or_path, else the hub cache folder models--ORG--NAME)",
    )
    .option("--revision <rev>", "the revision the config was read at (default main)")
    .option("-o, --output <file>", "write the model file to FILE instead of stdout")
    .addHelpText(
      "after",
      `
Example:
  venn import-hf test/fixtures/hf/deepseek-v3/config.json --meta test/fixtures/hf/deepseek-v3/meta.yaml -o circuits/models/deepseek-v3.model.yaml`,
    )
    .action((config: string, flags: ImportHfFlags) => {
      const files = [config, flags.quantConfig, flags.meta].map((path) =>
        path ? readInput(io, path) : null,
      );
      if (files.includes(undefined)) return setCode(1);
      const [configFile, quant, meta] = files;
      if (!configFile) return setCode(1);
      const result = importHf({
        config: configFile,
        ...(quant ? { quant } : {}),
        ...(meta ? { meta } : {}),
        ...(flags.id ? { id: flags.id } : {}),
        ...(flags.hf ? { hf: flags.hf } : {}),
        ...(flags.revision ? { revision: flags.revision } : {}),
        schemaPath: schemaPathFrom(
          flags.output ? dirname(resolve(io.cwd, flags.output)) : resolve(io.cwd, "circuits/models"),
          "model.schema.json",
        ),
      });
      return setCode(emitImported(io, result, flags.output));
    });

  root
    .command("import-profile")
    .description(
      "write a measurements file from an Nsight Systems kernel summary or a PyTorch trace, through a name map",
    )
    .option("--nsys <file>", "nsys stats --report cuda_gpu_kern_sum --format csv output")
    .option("--torch-trace <file>", "PyTorch profiler Chrome trace (export_chrome_trace JSON)")
    .requiredOption(
      "--map <file>",
      "name map YAML: kernel-name regex or glob → site or family, launches per step",
    )
    .requiredOption("--hardware <id>", "the hardware profile the capture ran on")
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
    .addOption(
      new Option("--precision <preset>", "the --precision preset the capture ran at").choices(
        Object.keys(PRESETS),
      ),
    )
    .option("--source <text>", "the source column (default: the export kind and file)")
    .option("-o, --output <file>", "write the measurements CSV to FILE instead of stdout")
    .addHelpText(
      "after",
      `
Example:
  venn import-profile --nsys test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv --map circuits/measurements/llama-3.1-8b.vllm.map.yaml --hardware h100-sxm --mode multi --rows 1 --context 4096 -o measurements.csv`,
    )
    .action(
      (flags: {
        nsys?: string;
        torchTrace?: string;
        map: string;
        hardware: string;
        mode: "single" | "multi";
        rows: number;
        context: number;
        steps?: number;
        precision?: string;
        source?: string;
        output?: string;
      }) => {
        if ((flags.nsys === undefined) === (flags.torchTrace === undefined))
          throw new UsageError("give exactly one of --nsys FILE or --torch-trace FILE");
        const known = listIds("hardware", io.cwd);
        if (!known.includes(flags.hardware))
          throw new UsageError(`--hardware "${flags.hardware}" is not one of ${known.join(", ")}`);
        const profilePath = (flags.nsys ?? flags.torchTrace) as string;
        const profile = readInput(io, profilePath, PROFILE_BYTES);
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
      },
    );

  root
    .command("schema")
    .description("print JSON Schemas for circuit, model and hardware files (for editors)")
    .option("--out <dir>", "write <kind>.schema.json files into DIR instead of printing")
    .action((flags: { out?: string }) => {
      const schemas = jsonSchemas();
      if (flags.out) {
        const dir = resolve(io.cwd, flags.out);
        writeOutputs(
          io,
          "--out",
          Object.entries(schemas).map(([name, schema]) => ({
            path: join(dir, name),
            text: `${JSON.stringify(schema, null, 2)}\n`,
          })),
        );
      } else io.stdout(`${JSON.stringify(schemas, null, 2)}\n`);
      setCode(0);
    });
  return root;
}

/** Writes a compare or diff model in the chosen format to a file or stdout. */
function emitCommandTo(
  io: Io,
  model: CompareModel | DiffModel | DiffSetModel,
  format: string | undefined,
  output: string | undefined,
) {
  const [chosen] = resolveFormats(format ? [format] : [], output);
  const text = renderCommand(model, chosen ?? "md", loadTemplates());
  if (text === undefined)
    throw new UsageError(`--format ${chosen} is not available for ${model.command} (use md or json)`);
  if (output) writeOutputs(io, "--output", [{ path: resolve(io.cwd, output), text }]);
  else io.stdout(text);
}

/** The yaml-language-server schema path for a file written into dir: relative to the package's schemas/. */
function schemaPathFrom(dir: string, schema: string): string {
  return relative(dir, join(packageRoot(), "schemas", schema))
    .split(sep)
    .join("/");
}

/** `venn list hardware`: one row per device, its memory, bandwidth, dense peaks per lane and price. */
function hardwareTable(io: Io): string[] {
  const { profiles, diagnostics } = listHardware(io.cwd);
  printDiagnostics(io, diagnostics);
  const rows = profiles.map((p) => [
    p.id,
    p.name,
    fmtBytes(p.capacityBytes),
    fmtRate(p.bytesPerSecond, "B/s"),
    Object.entries(p.peaks)
      .map(([lane, peak]) => `${lane} ${fmtRate(peak, "FLOPS")}`)
      .concat(Object.entries(p.fallback).map(([lane, to]) => `${lane}→${to}`))
      .join(", "),
    p.pricePerHour === undefined ? "—" : `${p.pricePerHour.toFixed(2)} USD/h`,
  ]);
  const header = ["id", "name", "memory", "bandwidth", "dense peaks per lane", "price"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** --fusions, the same on report, compare and diff. */
function fusionsOption() {
  return new Option(
    "--fusions <file>",
    "fusion groups (id or path: circuits/fusions/<engine>.fusions.yaml) whose nodes run and are costed as one kernel each",
  );
}

/** --measurements, the same on report, compare and diff. */
function measurementsOption() {
  return new Option(
    "--measurements <file>",
    "measured times (CSV, JSON or YAML; venn import-profile writes one) replacing estimates where they apply",
  );
}

/** --workload and --sla, the same on report and compare. */
function workloadOption() {
  return new Option(
    "--workload <spec>",
    "serving workload isl=N,osl=N,concurrency=N (or rate=R requests/s)[,chunk=N prefill tokens per step]: TTFT, ITL, tokens/s, $/Mtok, J/token",
  );
}

function slaOption() {
  return new Option("--sla <bounds>", "latency bounds with --workload, e.g. ttft=500ms,itl=30ms");
}

/** --runs and --context, the same on every command that costs runs. */
function runsOption() {
  return new Option(
    "--runs <mode:rows>",
    "runs such as multi:1,16,128 or single:2048; repeatable (default multi:1)",
  ).argParser(parseRuns);
}

function contextOption() {
  return new Option("--context <tokens>", "KV-cache tokens each sequence attends over")
    .argParser(parseNonNegativeInt)
    .default(4096);
}

/** --parallel tp=N,ep=N,pp=N on report and diff: one layout. */
function parallelOption() {
  return new Option(
    "--parallel <layout>",
    "spread the model over devices, e.g. tp=4 or tp=4,ep=8,pp=1: every cost is one device's, with its collectives",
  );
}

/** compare's --parallel values: each a list of layouts (see parseLayouts); a bad one is a usage error. */
export function parseLayoutList(values: readonly string[]): Layout[] {
  const layouts: Layout[] = [];
  for (const value of values) {
    const parsed = parseLayouts(value);
    if (!parsed.layouts) throw new UsageError(`--parallel "${value}": ${parsed.problem}`);
    for (const l of parsed.layouts)
      if (!layouts.some((x) => x.tp === l.tp && x.ep === l.ep && x.pp === l.pp)) layouts.push(l);
  }
  return layouts;
}

function oneLayout(value?: string): { parallel?: Layout } {
  if (value === undefined) return {};
  const [layout, ...more] = parseLayoutList([value]);
  if (!layout || more.length)
    throw new UsageError(
      `--parallel "${value}" names ${more.length + 1} layouts; report and diff take one (compare takes a list)`,
    );
  return { parallel: layout };
}

/** --graphs on|off: whether the engine replays decode from CUDA/HIP graphs (per-kernel launch cost). */
function graphsOption() {
  return new Option("--graphs <on|off>", "engine runs decode under CUDA/HIP graphs (default on)").choices([
    "on",
    "off",
  ]);
}
const graphsFlag = (value?: string) => (value === undefined ? {} : { graphs: value === "on" });

function checkedFormat(flag: string, value: string): string {
  const parsed = parseFormat(value);
  if (parsed.ok) return value;
  if (parsed.canonical)
    throw new UsageError(`${flag} "${value}" is not a format; write "${parsed.canonical}"`);
  const [first, ...others] = suggestFormats(value);
  const hint = first
    ? `; did you mean "${first}"?${others.length ? ` (also ${others.join(", ")})` : ""}`
    : " (see venn list formats)";
  throw new UsageError(`${flag} "${value}" is not a format${hint}`);
}

function resolveFormats(given: readonly string[], output?: string): RenderFormat[] {
  for (const f of given) {
    if (!(RENDER_FORMATS as string[]).includes(f)) {
      throw new UsageError(`--format "${f}" is not one of ${RENDER_FORMATS.join(", ")}`);
    }
  }
  if (given.length) return given as RenderFormat[];
  const extension = output?.split(".").pop();
  return extension && (RENDER_FORMATS as string[]).includes(extension) ? [extension as RenderFormat] : ["md"];
}

/** Runs the CLI; returns the exit code (0 report written, 1 input errors, 2 usage or internal error). */
export function main(argv: readonly string[], io: Io): number {
  let code = 0;
  const root = program(io, (c) => {
    code = c;
  });
  try {
    root.parse([...argv], { from: "user" });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      io.stderr(`error: ${error.message}\n(run with --help for usage)\n`);
      return 2;
    }
    throw error;
  }
}
