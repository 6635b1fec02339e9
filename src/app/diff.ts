// `venn diff`: two sides of a model (two refs, or the working tree against a git revision) analyzed alike and compared site by site.
import { basename, relative, resolve } from "node:path";
import { type Diagnostic, hasErrors } from "../diagnostics/index.ts";
import type { PresetName } from "../formats/index.ts";
import type { Layout } from "../ir/index.ts";
import {
  displayPath,
  fsReader,
  type InputKind,
  kindOfPath,
  listIds,
  materializeBaseTree,
  pathAtBase,
  removeBaseTree,
  resolveInput,
} from "../load/index.ts";
import type { RunSpec } from "../pipeline.ts";
import {
  buildDiffModel,
  buildDiffSetModel,
  type DiffModel,
  type DiffSetModel,
  type InputDoc,
  type ReportModel,
} from "../report/index.ts";
import type { ModelDoc } from "../schema/index.ts";
import { type ValidatedCircuit, validateCircuit, validateModel } from "../validate/index.ts";
import { type AnalyzeResult, analyze } from "./report.ts";
import { CommandScope, findings } from "./scope.ts";
import { gapOf, onlyGaps } from "./shared/gaps.ts";
import { Session } from "./shared/session.ts";

export interface DiffOptions {
  base: string;
  head: string;
  baseLabel?: string;
  headLabel?: string;
  hardware: readonly string[];
  runs: readonly RunSpec[];
  context: number;
  preset?: PresetName;
  /** A kernel manifest both sides are classified against; a class change is a site change. */
  kernels?: string;
  failOnRegressionPct?: number;
  graphs?: boolean;
  /** The serving engine both sides are costed under (id or path); default vllm. */
  engine?: string;
  measurements?: string;
  /** Both sides spread over devices the same way (--parallel). */
  parallel?: Layout;
  /** A fusion file applied to both sides. */
  fusions?: string;
  cwd?: string;
}

/** One side of a diff: a model ref resolved in a directory (the working tree, or the base revision's tree). */
interface DiffSideRef {
  model: string;
  cwd: string;
  label: string;
  /** Prefixed to the side's file names in diagnostics, e.g. "origin/main:". */
  filePrefix: string;
}

/** A device on both sides; `base: null` when the profile did not exist at the base revision. */
interface DiffDevice {
  id: string;
  base: string | null;
  head: string;
}

type DiffRunOptions = Pick<
  DiffOptions,
  | "runs"
  | "context"
  | "preset"
  | "kernels"
  | "failOnRegressionPct"
  | "graphs"
  | "engine"
  | "measurements"
  | "parallel"
  | "fusions"
>;

const idOfRef = (ref: string, kind: InputKind) => basename(ref).replace(INPUT_SUFFIX[kind], "");
const INPUT_SUFFIX: Record<InputKind, string> = {
  model: ".model.yaml",
  circuit: ".circuit.yaml",
  hardware: ".hw.yaml",
  kernels: ".kernels.yaml",
  fusions: ".fusions.yaml",
  engine: ".engine.yaml",
};

/** Both sides of one model on every device; a device one side cannot run (a lane it lacks) is a gap, not a failure. */
// One loop over devices: each device's outcome on both sides decides, in order, whether the diff fails, gains a gap or a pair.
function diffPair(
  base: DiffSideRef,
  head: DiffSideRef,
  devices: readonly DiffDevice[],
  options: DiffRunOptions,
  scope: CommandScope = new CommandScope(),
): { diff?: DiffModel; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const reports = { base: [] as ReportModel[], head: [] as ReportModel[] };
  const docs = { base: [] as InputDoc[], head: [] as InputDoc[] };
  const gaps: DiffModel["gaps"] = [];
  const analyzeSide = (ref: DiffSideRef, hardware: string, otherSites?: readonly string[]) => {
    const result = analyze(
      {
        model: ref.model,
        hardware: [hardware],
        runs: options.runs,
        context: options.context,
        ...(options.preset ? { preset: options.preset } : {}),
        ...(options.kernels ? { kernels: options.kernels } : {}),
        ...(options.graphs !== undefined ? { graphs: options.graphs } : {}),
        ...(options.engine ? { engine: options.engine } : {}),
        ...(options.measurements && otherSites ? { measurements: options.measurements, otherSites } : {}),
        ...(options.parallel ? { parallel: options.parallel } : {}),
        ...(options.fusions ? { fusions: options.fusions } : {}),
        cwd: ref.cwd,
      },
      scope,
    );
    return { ...result, diagnostics: result.diagnostics.map((d) => scope.prefixed(ref.filePrefix, d)) };
  };
  for (const device of devices) {
    let h = analyzeSide(head, device.head);
    let b = device.base === null ? undefined : analyzeSide(base, device.base);
    if (options.measurements && h.report && b?.report && device.base !== null) {
      // A site one side adds or removes may be measured; each side takes the other's sites as known.
      const sitesOf = (r: ReportModel) => [...new Set(r.tables.flatMap((t) => t.sites.map((x) => x.site)))];
      const [baseSites, headSites] = [sitesOf(b.report), sitesOf(h.report)];
      h = analyzeSide(head, device.head, baseSites);
      b = analyzeSide(base, device.base, headSites);
    }
    const outcome = (r: AnalyzeResult | undefined) => {
      if (!r) return "gap";
      if (r.report) return "ok";
      const errors = r.diagnostics.filter((d) => d.severity === "error");
      return onlyGaps(errors) ? "gap" : "fail";
    };
    const [ob, oh] = [outcome(b), outcome(h)];
    if (ob === "fail" || oh === "fail") {
      return { diagnostics: findings(b?.diagnostics ?? [], h.diagnostics, diagnostics) };
    }
    for (const r of [b, h]) diagnostics.push(...(r?.diagnostics ?? []).filter((d) => d.severity !== "error"));
    docs.base.push(...(b?.inputDocs ?? []));
    docs.head.push(...(h.inputDocs ?? []));
    if (b?.report && h.report) {
      reports.base.push(b.report);
      reports.head.push(h.report);
      continue;
    }
    const hwDoc = [...(h.inputDocs ?? []), ...(b?.inputDocs ?? [])].find((d) => d.kind === "hardware");
    const name = (hwDoc?.data as { name?: unknown } | undefined)?.name;
    const firstError = (r: AnalyzeResult | undefined) => r?.diagnostics.find((d) => d.severity === "error");
    const cause = firstError(h) ?? firstError(b);
    gaps.push({
      hardware: device.id,
      hardwareName: typeof name === "string" ? name : device.id,
      side: ob === "gap" && oh === "gap" ? "both" : ob === "gap" ? "base" : "head",
      ...(cause
        ? gapOf(cause)
        : {
            code: "LOAD_FILE_NOT_FOUND",
            message: `the profile ${device.head} does not exist on the base side`,
          }),
    });
  }
  const modelOf = (d: readonly InputDoc[], fallback: string) =>
    d.find((x) => x.kind === "model")?.name ?? fallback;
  const circuitOf = (d: readonly InputDoc[]) => d.find((x) => x.kind === "circuit")?.name ?? "";
  return {
    diff: buildDiffModel({
      base: {
        label: base.label,
        model: modelOf(docs.base, base.model),
        circuit: circuitOf(docs.base),
        reports: reports.base,
        docs: docs.base,
      },
      head: {
        label: head.label,
        model: modelOf(docs.head, head.model),
        circuit: circuitOf(docs.head),
        reports: reports.head,
        docs: docs.head,
      },
      gaps,
      failOnRegressionPct: options.failOnRegressionPct ?? null,
      context: options.context,
    }),
    diagnostics: findings(diagnostics),
  };
}

/** `venn diff BASE HEAD`: both models analyzed on the same devices and runs, then compared site by site. */
export function diff(options: DiffOptions): { diff?: DiffModel; diagnostics: Diagnostic[] } {
  const cwd = options.cwd ?? process.cwd();
  return diffPair(
    { model: options.base, cwd, label: options.baseLabel ?? options.base, filePrefix: "" },
    { model: options.head, cwd, label: options.headLabel ?? options.head, filePrefix: "" },
    options.hardware.map((ref) => ({ id: idOfRef(ref, "hardware"), base: ref, head: ref })),
    options,
  );
}

export interface DiffAtRefOptions extends Omit<DiffOptions, "base" | "head" | "baseLabel" | "headLabel"> {
  /** The git revision the base side is read from: every circuit, model, manifest and profile as it was there. */
  baseRef: string;
  /** Changed files at HEAD: models (diffed themselves), circuits (their models), profiles and manifests (every model). */
  files: readonly string[];
  /** The one model (id or path) a circuit, profile or manifest is diffed with, instead of every model. */
  model?: string;
}

/** The project's own models (under cwd), or the bundled ones when cwd holds none; sorted by id. */
function projectModels(session: Session): string[] {
  const paths = listIds("model", session.cwd).flatMap(
    (id) => resolveInput("model", id, session.cwd).path ?? [],
  );
  const inside = paths.filter((p) => !relative(session.cwd, p).startsWith(".."));
  return inside.length ? inside : paths;
}

/**
 * `venn diff --base-ref REV FILE...`: the base side is read entirely from REV (models, circuits, manifests,
 * profiles), the head side from the working tree. One model gives a DiffModel; several (a changed circuit,
 * profile or manifest reaches every model that uses it) give a DiffSetModel. The temporary tree is always removed.
 */
// One try/finally, so the base tree is removed on every path: changed files to models and devices, then one diff per model.
export function diffAtRef(options: DiffAtRefOptions): {
  diff?: DiffModel | DiffSetModel;
  diagnostics: Diagnostic[];
} {
  const cwd = options.cwd ?? process.cwd();
  const { tree, diagnostics: gitDiagnostics } = materializeBaseTree(options.baseRef, cwd);
  if (!tree) return { diagnostics: gitDiagnostics };
  try {
    const session = new Session(fsReader(cwd));
    const rev = options.baseRef;
    const hardware = [...options.hardware];
    let kernels = options.kernels;
    const models = new Set<string>();
    const resolveModel = (ref: string) => {
      const r = resolveInput("model", ref, cwd);
      session.diagnostics.push(...r.diagnostics);
      return r.path;
    };
    const chosen = options.model ? resolveModel(options.model) : undefined;
    for (const file of options.files) {
      const kind = kindOfPath(file) ?? "model";
      if (kind === "model") {
        const path = resolveModel(file);
        if (path) models.add(path);
        continue;
      }
      if (kind === "hardware") {
        // The changed profile is the device of that id: it replaces `--hardware ID`, never doubles it.
        const same = hardware.findIndex((h) => idOfRef(h, "hardware") === idOfRef(file, "hardware"));
        if (same >= 0) hardware[same] = file;
        else hardware.push(file);
      }
      if (kind === "kernels") kernels = file;
      if (chosen) {
        models.add(chosen);
        continue;
      }
      if (kind === "circuit") {
        const circuit = session.load<ValidatedCircuit>("circuit", file, validateCircuit);
        for (const path of projectModels(session)) {
          const model = session.load<ModelDoc>("model", path, validateModel);
          if (model && circuit && model.value.circuit === circuit.value.doc.arch) models.add(path);
        }
      } else for (const path of projectModels(session)) models.add(path);
    }
    if (hasErrors(session.diagnostics)) return { diagnostics: session.finish() };
    const devices: DiffDevice[] = [...new Set(hardware)].map((ref) => {
      const isPath = ref.includes("/") || ref.endsWith(".yaml");
      const inside = isPath && !relative(cwd, resolve(cwd, ref)).startsWith("..");
      return {
        id: idOfRef(ref, "hardware"),
        head: ref,
        base: inside ? (pathAtBase(tree, ref, cwd) ?? null) : ref,
      };
    });
    const diffs: DiffModel[] = [];
    const skipped: DiffSetModel["skipped"] = [];
    const diagnostics: Diagnostic[] = [];
    for (const path of [...models].sort()) {
      const display = displayPath(path, cwd);
      const inside = !relative(cwd, path).startsWith("..");
      const basePath = inside ? pathAtBase(tree, path, cwd) : path;
      if (!basePath) {
        skipped.push({ model: display, reason: `new in this change: ${display} does not exist at ${rev}` });
        continue;
      }
      const result = diffPair(
        { model: basePath, cwd: tree.cwd, label: `${display}@${rev}`, filePrefix: `${rev}:` },
        { model: path, cwd, label: display, filePrefix: "" },
        devices,
        { ...options, ...(kernels ? { kernels } : {}) },
        session.scope,
      );
      if (!result.diff) return { diagnostics: result.diagnostics };
      diagnostics.push(...result.diagnostics);
      if (!result.diff.tables.length && models.size > 1) {
        const why = result.diff.gaps.map((g) => `${g.hardware}: ${g.message}`).join("; ");
        skipped.push({ model: display, reason: `no device can run it (${why})` });
      } else diffs.push(result.diff);
    }
    const all = findings(diagnostics);
    const [only] = diffs;
    if (only && diffs.length === 1 && !skipped.length) return { diff: only, diagnostics: all };
    return {
      diff: buildDiffSetModel(rev, diffs, skipped, options.failOnRegressionPct ?? null),
      diagnostics: all,
    };
  } finally {
    removeBaseTree(tree);
  }
}
