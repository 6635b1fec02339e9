// The terminal view (--format text) of a report and a union: per run the step, tokens/s, fit and the sites that cost most.
import {
  type FitVerdict,
  type ReportModel,
  type ReportTable,
  RUN_KINDS,
  type UnionModel,
  type WorkloadSection,
} from "../report/index.ts";
import { fmtBytes, fmtEngine, fmtInt, fmtPercent, fmtSeconds, fmtTokensPerSecond, fmtUsd } from "./format.ts";
import { engineLine } from "./markdown.ts";
import {
  type Column,
  columnBlocks,
  fitText,
  type TextOptions,
  table,
  textWidth,
  wrap,
} from "./text-layout.ts";
import { verifyNote } from "./verify.ts";

/** Sites listed per run unless --wide. */
const TOP_SITES = 5;

/** The lines as one text with a final newline (each laid out to the width by table and wrap, none cut here). */
export const joinLines = (lines: readonly string[]) => `${lines.join("\n")}\n`;

export const runName = (mode: string, rows: number) => `${mode}:${rows}`;

/** Whether the run fits one device, or each device of the --parallel layout, and the layout to try where it does not. */
export function fitLine(fit: FitVerdict): string {
  const next = fit.tryParallel ? `; try --parallel ${fit.tryParallel}` : "";
  const bytes = `${fmtBytes(fit.neededBytes)} of ${fmtBytes(fit.usableBytes)} usable`;
  if (fit.layout) {
    const { flag, devices } = fit.layout;
    return fit.fits
      ? `fits ${flag}: ${bytes} per device (${devices} devices)`
      : `does not fit ${flag}: ${bytes} per device, needs ${fit.devicesNeeded} devices${next}`;
  }
  return fit.fits
    ? `fits one device (${bytes})`
    : `does not fit one device: ${bytes}, needs ${fit.devicesNeeded}${next}`;
}

/** Floor and expected side by side, units aligned. */
function stepLines(t: ReportTable, width: number): string[] {
  const expected = t.expectedSeconds;
  const columns: Column[] = [
    { header: "", align: "left" },
    { header: "floor", align: "unit" },
    { header: expected === null ? "expected (uncalibrated)" : "expected", align: "unit" },
  ];
  const rate = (x: number | null) => (x === null ? "—" : fmtTokensPerSecond(x));
  const sp = t.speculative;
  const rows = [
    ["step", fmtSeconds(t.floorSeconds), expected === null ? "—" : fmtSeconds(expected)],
    // A verify step's rows are not its tokens: rows/s, then the produced tokens/s where --accept gives α.
    [sp ? "rows/s" : "tokens/s", rate(t.tokensPerSecond), rate(t.tokensPerSecondExpected)],
    ...(sp?.tokensPerSecond != null
      ? [[`tokens/s α ${sp.accept}`, rate(sp.tokensPerSecond), rate(sp.tokensPerSecondExpected)]]
      : []),
  ];
  const [first, ...more] = wrap(fitLine(t.fit), width, " ".repeat(12));
  const note = verifyNote(t);
  return [
    ...table(columns, rows, width, "  "),
    `  fit       ${first?.trimStart() ?? ""}`,
    ...more,
    ...(note ? wrap(note, width, "  ") : []),
  ];
}

function siteLines(t: ReportTable, { width, wide }: TextOptions): string[] {
  const shown = wide ? t.sites : t.sites.slice(0, TOP_SITES);
  const columns: Column[] = [
    { header: wide ? "site" : `top ${shown.length} sites`, align: "left", flexible: true },
    { header: "floor", align: "unit" },
    { header: "expected", align: "unit" },
    { header: "share", align: "right" },
    { header: "bound", align: "left" },
  ];
  const rows = shown.map((s) => [
    s.site,
    fmtSeconds(s.floorSeconds),
    s.expectedSeconds === null ? "—" : fmtSeconds(s.expectedSeconds),
    fmtPercent(t.rankedBy === "expected" && s.expectedShare !== null ? s.expectedShare : s.share),
    s.bound,
  ]);
  const more = t.sites.length - shown.length;
  return [
    ...table(columns, rows, width, "  "),
    ...(more > 0 ? [`  + ${more} more site${more === 1 ? "" : "s"} (--wide lists every one)`] : []),
  ];
}

function tableLines(t: ReportTable, options: TextOptions): string[] {
  const what = RUN_KINDS[t.mode].describe(t);
  return [
    ...wrap(`${t.hardware} ${runName(t.mode, t.rows)} · ${what} · ranked by ${t.rankedBy}`, options.width),
    ...stepLines(t, options.width),
    ...siteLines(t, options),
  ];
}

function header(report: ReportModel, width: number): string[] {
  const p = report.precision;
  const devices = report.hardware.map(
    (h) => `  ${h.id}: ${h.name}${h.calibrated ? "" : " (uncalibrated: floor only)"}`,
  );
  const layout = report.parallel
    ? ` · tp=${report.parallel.tp},ep=${report.parallel.ep},pp=${report.parallel.pp} (${report.parallel.devices} devices, per-device times)`
    : "";
  const engine = report.engine ? wrap(`engine: ${engineLine(report)}`, width) : [];
  return wrap(
    `${report.modelName} (${report.model}) · weights ${p.weight}, activations ${p.act}, KV ${p.kv_cache}${p.preset ? ` (--precision ${p.preset})` : ""}${layout}`,
    width,
  )
    .concat(engine)
    .concat(devices);
}

/** The serving pick per device (--workload). */
export function workloadLines(w: WorkloadSection, width: number): string[] {
  const load = w.concurrency !== null ? `concurrency ${w.concurrency}` : `rate ${w.rate} requests/s`;
  const columns: Column[] = [
    { header: "device", align: "left", flexible: true },
    { header: "pick", align: "left" },
    { header: "TTFT", align: "unit" },
    { header: "ITL", align: "unit" },
    { header: "tokens/s", align: "right" },
    { header: "$/Mtok", align: "right" },
  ];
  const rows = w.choices.map((c) =>
    c.row
      ? [
          c.hardware,
          `${c.row.precision} ${c.row.layout} ×${c.row.batch}`,
          fmtSeconds(c.row.ttftSeconds),
          c.row.itlSeconds === null ? "—" : fmtSeconds(c.row.itlSeconds),
          fmtTokensPerSecond(c.row.deployment.tokensPerSecond),
          c.row.deployment.usdPerMillionTokens === null ? "—" : fmtUsd(c.row.deployment.usdPerMillionTokens),
        ]
      : [c.hardware, fitText(c.reason ?? "no candidate", 30), "", "", "", ""],
  );
  return [
    ...wrap(
      `Serving isl=${w.isl}, osl=${w.osl}, ${load}: per device the pick (cheapest that fits and meets the SLA)`,
      width,
    ),
    ...table(columns, rows, width, "  "),
  ];
}

/** A report as terminal text: a header, then per run its step, tokens/s, fit and top sites. */
export function renderReportText(report: ReportModel, options: TextOptions): string {
  const lines = header(report, options.width);
  for (const t of report.tables) lines.push("", ...tableLines(t, options));
  if (report.workload) lines.push("", ...workloadLines(report.workload, options.width));
  if (report.venn) {
    const list = report.venn.workList;
    lines.push(
      "",
      ...wrap(
        `Kernel coverage against ${report.venn.kernels}: ${list.plan.length} work item${list.plan.length === 1 ? "" : "s"}, ${list.novelKernels.length} novel kernel${list.novelKernels.length === 1 ? "" : "s"}; --format md lists them with their sites and savings.`,
        options.width,
      ),
    );
  }
  return joinLines(lines);
}

/** A union as terminal text: families down, models across (models are few, families many), wrapped into blocks. */
export function renderUnionText(model: UnionModel, options: TextOptions): string {
  const title = new Map(model.classes.map((c) => [c.id, c.title]));
  const cellOf = (m: UnionModel["models"][number], family: string) => {
    const cell = m.cells.find((c) => c.family === family);
    return cell?.class ? (title.get(cell.class) ?? cell.class) : "·";
  };
  const lines = wrap(
    `Kernel union against ${model.kernels} on ${model.hardware} at ${model.runs.map((r) => runName(r.mode, r.rows)).join(", ")}, context ${fmtInt(model.context)}: how each model uses each family (· not used).`,
    options.width,
  ).concat(model.engine ? wrap(`engine: ${fmtEngine(model.engine)}`, options.width) : []);
  const labelWidth = Math.max(6, ...model.families.map(textWidth));
  const widths = model.models.map((m) =>
    Math.max(textWidth(m.model), ...model.families.map((f) => textWidth(cellOf(m, f)))),
  );
  for (const block of columnBlocks(Math.min(labelWidth, 30), widths, options.width)) {
    const columns: Column[] = [
      { header: "family", align: "left", flexible: true },
      ...block.map((i) => ({ header: model.models[i]?.model ?? "", align: "left" as const })),
    ];
    const rows = model.families.map((f) => [
      f,
      ...block.map((i) => cellOf(model.models[i] as UnionModel["models"][number], f)),
    ]);
    rows.push(["novel sites", ...block.map((i) => String(model.models[i]?.novel.length ?? 0))]);
    lines.push("", ...table(columns, rows, options.width));
  }
  for (const g of model.gaps ?? [])
    lines.push(
      "",
      ...wrap(
        `${g.model}: gap on ${model.hardware} (${g.lane ? `no ${g.lane} lane` : g.code})`,
        options.width,
      ),
    );
  return joinLines(lines);
}
