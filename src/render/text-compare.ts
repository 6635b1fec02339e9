// The terminal view of compare (a matrix per run, wrapped into blocks of columns that fit) and diff (the verdict, the runs that moved).
import type { CompareCell, CompareModel, DiffModel, DiffSetModel } from "../report/index.ts";
import {
  fmtEngine,
  fmtInt,
  fmtSeconds,
  fmtSignedPercent,
  fmtSignedSeconds,
  fmtTokensPerSecond,
  fmtUsd,
} from "./format.ts";
import { fitLine, joinLines, runName, workloadLines } from "./text.ts";
import { type Column, columnBlocks, type TextOptions, table, textWidth, wrap } from "./text-layout.ts";

/** A cell in parts that each line up down their column: step time, tokens/s, the ★ and $ marks, and $/Mtok. */
function cellParts(cell: CompareCell | undefined, isShort = false): string[] {
  if (!cell) return [];
  if (cell.status === "gap") return [`gap: ${cell.gap?.lane ? `no ${cell.gap.lane} lane` : cell.gap?.code}`];
  if (cell.status === "no-fit") {
    const next = cell.fit?.tryParallel;
    // Where the long form would push a column past the width, the layout to try stands for the count it implies.
    if (next && isShort) return [`no fit: --parallel ${next}`];
    return [`no fit (needs ${cell.devices ?? "?"})${next ? `: try --parallel ${next}` : ""}`];
  }
  const expected = cell.rankedBy !== "floor" && cell.expectedSeconds !== null;
  const seconds = expected ? cell.expectedSeconds : cell.floorSeconds;
  const tokens = expected ? cell.tokensPerSecondExpected : cell.tokensPerSecond;
  return [
    seconds === null ? "—" : fmtSeconds(seconds),
    tokens === null ? "—" : fmtTokensPerSecond(tokens),
    [cell.isBest ? "★" : "", cell.isCheapest ? "$" : ""].filter(Boolean).join(" "),
    cell.usdPerMillionTokens === null ? "" : fmtUsd(cell.usdPerMillionTokens),
  ];
}

interface MatrixRow {
  label: string;
  cells: (CompareCell | undefined)[];
}

function matrixRows(model: CompareModel, run: CompareModel["runs"][number]): MatrixRow[] {
  const layouts = model.layouts?.length ? model.layouts : [undefined];
  return model.hardware.flatMap((h) =>
    layouts.map((layout) => ({
      label: layout ? `${h.id} ${layout}` : h.id,
      cells: model.precisions.map((p) =>
        model.cells.find(
          (c) =>
            c.hardware === h.id &&
            c.precision === p &&
            c.mode === run.mode &&
            c.rows === run.rows &&
            (layout === undefined || c.layout?.name === layout),
        ),
      ),
    })),
  );
}

const PART_HEADERS = ["step", "tokens/s", "", "$/Mtok"] as const;
const PART_ALIGN = ["unit", "right", "left", "right"] as const;

function runLines(model: CompareModel, run: CompareModel["runs"][number], width: number): string[] {
  const rows = matrixRows(model, run);
  const labelWidth = Math.min(30, Math.max(8, ...rows.map((r) => textWidth(r.label))));
  const laidOut = (isShort: boolean) => {
    const parts = rows.map((r) => r.cells.map((c) => cellParts(c, isShort)));
    // Per precision, the parts that hold anything (no $/Mtok column where no device has a price).
    const kept = model.precisions.map((_, p) =>
      PART_HEADERS.map((_, k) => k).filter((k) => k < 2 || parts.some((r) => r[p]?.[k])),
    );
    const groupWidth = (p: number) =>
      (kept[p] ?? []).reduce(
        (sum, k) =>
          sum +
          2 +
          Math.max(textWidth(PART_HEADERS[k] ?? ""), ...parts.map((r) => textWidth(r[p]?.[k] ?? ""))),
        -2,
      );
    return { parts, kept, groupWidth };
  };
  const long = laidOut(false);
  const fits = model.precisions.every((_, p) => labelWidth + 2 + long.groupWidth(p) <= width);
  const { parts, kept, groupWidth } = fits ? long : laidOut(true);
  const lines = [
    `${runName(run.mode, run.rows)} · ranked by ${run.rankedBy}${run.floorOnly.length ? ` (no calibration: ${run.floorOnly.join(", ")})` : ""}`,
  ];
  for (const block of columnBlocks(
    labelWidth + 2,
    model.precisions.map((_, p) => groupWidth(p)),
    width,
  )) {
    const columns: Column[] = [{ header: "", align: "left", flexible: true }];
    for (const p of block)
      for (const k of kept[p] ?? [])
        columns.push({
          header: k === 0 ? (model.precisions[p] ?? "") : (PART_HEADERS[k] ?? ""),
          align: PART_ALIGN[k] ?? "left",
        });
    const body = rows.map((r, i) => [
      r.label,
      ...block.flatMap((p) => (kept[p] ?? []).map((k) => parts[i]?.[p]?.[k] ?? "")),
    ]);
    lines.push(...table(columns, body, width, "  "));
  }
  return lines;
}

/** A compare as terminal text: one matrix per run, each precision's step · tokens/s · $/Mtok, wrapped to fit. */
export function renderCompareText(model: CompareModel, options: TextOptions): string {
  const lines = wrap(
    `${model.modelName} (${model.model}) · context ${fmtInt(model.context)}${model.kvCache ? ` · KV ${model.kvCache}` : ""} · per cell: the ranked step, tokens/s (★ fastest that fits one device, $ cheapest) and $/Mtok`,
    options.width,
  ).concat(model.engine ? wrap(`engine: ${fmtEngine(model.engine)}`, options.width) : []);
  for (const c of model.precisionColumns)
    if (c.weight)
      lines.push(
        ...wrap(`${c.id}: weights ${c.weight}, activations ${c.act}, KV ${c.kvCache}`, options.width, "  "),
      );
  if (model.workload) lines.push("", ...workloadLines(model.workload, options.width));
  for (const run of model.runs) lines.push("", ...runLines(model, run, options.width));
  return joinLines(lines);
}

const pct = (v: number) => fmtSignedPercent(v).replace(" %", "%");
/** Runs whose gated change rounds to something: those are the ones that moved. */
const moved = (t: DiffModel["tables"][number]) => Math.abs(t.gatePct) >= 0.05;

function diffRunLines(diff: DiffModel, { width, wide }: TextOptions): string[] {
  const changed = diff.tables.filter(moved);
  const lines: string[] = [];
  const columns: Column[] = [
    { header: "run", align: "left", flexible: true },
    { header: "base", align: "unit" },
    { header: "head", align: "unit" },
    { header: "change", align: "right" },
    { header: "tokens/s", align: "left" },
  ];
  const time = (s: { expectedSeconds: number | null; floorSeconds: number }, basis: string) =>
    fmtSeconds(basis === "expected" && s.expectedSeconds !== null ? s.expectedSeconds : s.floorSeconds);
  const rows = changed.map((t) => [
    `${t.hardware} ${runName(t.mode, t.rows)}`,
    time(t.base, t.gateBasis),
    time(t.head, t.gateBasis),
    pct(t.gatePct),
    `${fmtTokensPerSecond(t.base.tokensPerSecond)} → ${fmtTokensPerSecond(t.head.tokensPerSecond)}`,
  ]);
  if (rows.length) lines.push(...table(columns, rows, width, "  "));
  const still = diff.tables.length - changed.length;
  if (still) lines.push(`  ${still} run${still === 1 ? "" : "s"} unchanged (under 0.05%)`);
  for (const t of changed) {
    const sites = t.sites.filter((s) => s.status !== "same");
    const shown = wide ? sites : sites.slice(0, 5);
    lines.push(
      "",
      ...wrap(
        `${t.hardware} ${runName(t.mode, t.rows)}: ${sites.length} site${sites.length === 1 ? "" : "s"} changed; head ${fitLine(t.head.fit)}`,
        width,
        "  ",
      ),
    );
    const siteColumns: Column[] = [
      { header: "site", align: "left", flexible: true },
      { header: "change", align: "left" },
      { header: "Δ time", align: "unit" },
      { header: "Δ %", align: "right" },
    ];
    const siteRows = shown.map((s) => [
      s.site,
      s.status,
      fmtSignedSeconds(s.deltaSeconds),
      s.deltaPct === null ? "—" : pct(s.deltaPct),
    ]);
    lines.push(...table(siteColumns, siteRows, width, "    "));
    if (sites.length > shown.length)
      lines.push(`    + ${sites.length - shown.length} more (--wide lists every one)`);
  }
  return lines;
}

function diffLines(diff: DiffModel, options: TextOptions): string[] {
  const inputs = diff.inputsChanged.map(
    (i) =>
      `${i.kind} ${i.name} (${i.changes.length + i.more} ${i.status === "changed" ? "fields" : i.status})`,
  );
  return [
    ...wrap(
      `${diff.base.label} → ${diff.head.label} · context ${fmtInt(diff.context)} · times: ${diff.gateBasis}`,
      options.width,
    ),
    ...(diff.engine ? wrap(`engine: ${fmtEngine(diff.engine)}`, options.width, "  ") : []),
    ...(inputs.length ? wrap(`inputs changed: ${inputs.join(", ")}`, options.width, "  ") : []),
    ...diff.gaps.map((g) => `  ${g.hardware}: gap on ${g.side} (${g.lane ? `no ${g.lane} lane` : g.code})`),
    ...diffRunLines(diff, options),
  ];
}

/** A diff (or a --base-ref set of diffs) as terminal text: the verdict first, then the runs that moved. */
export function renderDiffText(model: DiffModel | DiffSetModel, options: TextOptions): string {
  const lines = wrap(model.verdict, options.width);
  if ("diffs" in model) {
    const still = model.diffs.filter((d) => !d.tables.some(moved));
    for (const d of model.diffs) if (!still.includes(d)) lines.push("", ...diffLines(d, options));
    if (still.length)
      lines.push("", ...wrap(`unchanged: ${still.map((d) => d.head.model).join(", ")}`, options.width));
    for (const s of model.skipped) lines.push(...wrap(`skipped ${s.model}: ${s.reason}`, options.width));
  } else lines.push("", ...diffLines(model, options));
  return joinLines(lines);
}
