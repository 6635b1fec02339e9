import { type Diagnostic, diagnosticToJson } from "../diagnostics/index.ts";
import { PRESETS } from "../formats/index.ts";
import { compareText, devicesOf, type Layout, layoutName, type RunMode } from "../ir/index.ts";
import type { CompareCell, CompareModel } from "./schema.ts";
import type { ReportSummary } from "./summary.ts";

/** The precision column that keeps the model's own formats (no preset applied). */
export const MODEL_PRECISION = "model";

/** One (hardware, precision) analysis: its report, or the named gap that kept it from running. */
export interface CompareEntry {
  hardware: { id: string; name: string; pricePerHour: number | null };
  precision: string;
  report?: ReportSummary;
  /** lane: the compute lane the device lacks, where that is the gap. */
  gap?: { code: string; message: string; lane?: string };
  /** The --parallel layout this entry ran. */
  layout?: Layout;
}

/** Sites below this share are left out of a cell's "runs as" list; they do not change the picture. */
const EXECUTION_SHARE = 0.01;

/** The cell with the least key, ties broken by hardware then precision so the mark is stable. */
function firstBy(cells: readonly CompareCell[], key: (c: CompareCell) => number): CompareCell | undefined {
  return [...cells].sort(
    (a, b) =>
      key(a) - key(b) ||
      compareText(
        `${a.hardware}${a.precision}${a.layout?.name ?? ""}`,
        `${b.hardware}${b.precision}${b.layout?.name ?? ""}`,
      ),
  )[0];
}

/** The fields a cell that did not run on one device leaves empty: no time, no price, no mark. */
const NO_TIME = {
  floorSeconds: null,
  expectedSeconds: null,
  tokensPerSecond: null,
  tokensPerSecondExpected: null,
  usdPerMillionTokens: null,
  rankedBy: null,
  isBest: false,
  isCheapest: false,
  stepSeconds: null,
  timingShare: null,
} as const;

/** $/h ÷ 3600 s/h ÷ tokens/s × 10⁶ tokens. */
export function usdPerMillionTokens(pricePerHour: number | null, tokensPerSecond: number): number | null {
  return pricePerHour !== null && tokensPerSecond > 0 ? (pricePerHour / 3600 / tokensPerSecond) * 1e6 : null;
}

/** What each precision column ran as: its weight/activation pair and, for a preset, the model's per-site overrides it kept. */
function precisionColumns(entries: readonly CompareEntry[]): CompareModel["precisionColumns"] {
  const ids = [...new Set(entries.map((e) => e.precision))];
  const anyReport = entries.find((e) => e.report)?.report;
  return ids.map((id) => {
    const report = entries.find((e) => e.precision === id && e.report)?.report;
    const overrides = Object.entries((report ?? anyReport)?.precision.overrides ?? {}).map(([glob, o]) => ({
      glob,
      formats: o,
    }));
    // A preset whose every cell is a gap still names its pair; the model's own needs a report.
    const preset = Object.hasOwn(PRESETS, id) ? PRESETS[id as keyof typeof PRESETS] : undefined;
    // An engine may run a preset in other formats on some devices (the engine line says which): where the cells
    // disagree, the column names the preset's own pair rather than one device's.
    const pairs = new Set(
      entries.flatMap((e) =>
        e.precision === id && e.report ? [`${e.report.precision.weight} ${e.report.precision.act}`] : [],
      ),
    );
    const agreed = pairs.size <= 1 ? report : undefined;
    return {
      id,
      weight: agreed?.precision.weight ?? preset?.weight ?? report?.precision.weight ?? null,
      act: agreed?.precision.act ?? preset?.act ?? report?.precision.act ?? null,
      kvCache: report?.precision.kv_cache ?? null,
      isModel: id === MODEL_PRECISION,
      overrides,
    };
  });
}

/**
 * The matrix: one cell per hardware × precision × run. A cell whose weights and KV cache do not fit one device shows no time or price; ★ (tokens/s) and $ (cheapest $/Mtok) go to cells that fit, ranked by the expected time when every such cell of the run has one, else by the floor.
 */
export function buildCompareModel(
  entries: readonly CompareEntry[],
  head: { model: string; modelName: string; circuit: string; context: number; kvCache: string | null },
  runs: readonly { mode: RunMode; rows: number; sequences: number }[],
  diagnostics: readonly Diagnostic[],
): CompareModel {
  const cells: CompareCell[] = [];
  for (const entry of entries) {
    runs.forEach((run, index) => {
      const table = entry.report?.tables[index];
      const layout = entry.layout
        ? { ...entry.layout, devices: devicesOf(entry.layout), name: layoutName(entry.layout) }
        : undefined;
      const base = {
        hardware: entry.hardware.id,
        precision: entry.precision,
        mode: run.mode,
        rows: run.rows,
      };
      const extra = {
        ...(layout ? { layout } : {}),
        ...(layout && table?.communication ? { communicationShare: table.communication.share } : {}),
      };
      const memory = entry.report?.memory[0];
      if (!table || !memory) {
        cells.push({
          ...base,
          ...NO_TIME,
          status: "gap",
          gap: entry.gap ?? { code: "UNKNOWN", message: "no result" },
          execution: [],
          weightBytes: null,
          memoryBytes: null,
          fits: null,
          devices: null,
          fit: null,
          ...extra,
        });
        return;
      }
      // The table's verdict: per device under a layout (over the sequences one device holds), with the layout to try.
      const fit = table.fit;
      const common = {
        ...base,
        gap: null,
        execution: [
          ...new Set(
            table.sites
              .filter((s) => s.share >= EXECUTION_SHARE && s.lane !== "fp32" && s.lane !== null)
              .map((s) => s.execution),
          ),
        ],
        weightBytes: memory.weightBytes,
        memoryBytes: fit.neededBytes,
        fits: fit.fits,
        devices: fit.devicesNeeded,
        fit,
      };
      // Until parallel layouts exist, one device's time for a model it cannot hold is not an answer.
      if (!fit.fits) {
        cells.push({ ...common, ...NO_TIME, status: "no-fit", ...extra });
        return;
      }
      cells.push({
        ...common,
        status: "ok",
        floorSeconds: table.floorSeconds,
        expectedSeconds: table.expectedSeconds,
        tokensPerSecond: table.tokensPerSecond,
        tokensPerSecondExpected: table.tokensPerSecondExpected,
        usdPerMillionTokens: null,
        rankedBy: null,
        isBest: false,
        isCheapest: false,
        stepSeconds: table.stepSeconds,
        timingShare: table.timingShare,
        ...extra,
      });
    });
  }
  const ranked = runs.map((run) => {
    const candidates = cells.filter((c) => c.mode === run.mode && c.rows === run.rows && c.status === "ok");
    const floorOnly = [
      ...new Set(candidates.filter((c) => c.expectedSeconds === null).map((c) => c.hardware)),
    ];
    const rankedBy: "expected" | "floor" = floorOnly.length === 0 && candidates.length ? "expected" : "floor";
    const price = new Map(entries.map((e) => [e.hardware.id, e.hardware.pricePerHour]));
    const speed = (c: CompareCell) =>
      (rankedBy === "expected" ? c.tokensPerSecondExpected : c.tokensPerSecond) ?? 0;
    for (const c of candidates) {
      c.rankedBy = rankedBy;
      // A layout rents every device it spans; tokens/s is the whole system's.
      const perHour = price.get(c.hardware) ?? null;
      c.usdPerMillionTokens = usdPerMillionTokens(
        perHour === null ? null : perHour * (c.layout?.devices ?? 1),
        speed(c),
      );
    }
    const best = firstBy(candidates, (c) => -speed(c));
    if (best) best.isBest = true;
    // $ is awarded only when every cell that fits has a price: a device is never passed over for lacking one.
    const unpriced = [
      ...new Set(candidates.filter((c) => c.usdPerMillionTokens === null).map((c) => c.hardware)),
    ];
    const cheapest = unpriced.length ? undefined : firstBy(candidates, (c) => c.usdPerMillionTokens ?? 0);
    if (cheapest) cheapest.isCheapest = true;
    return { ...run, rankedBy, floorOnly, unpriced };
  });
  const hardware = [...new Map(entries.map((e) => [e.hardware.id, e.hardware])).values()];
  // Every cell runs under the one engine the command names: the first report says which.
  const first = entries.find((e) => e.report?.engine)?.report?.engine;
  // Each cell ran one device and preset: the engine's formats are every cell's, in cell order.
  const formats = entries.flatMap((e) => e.report?.engine?.formats ?? []);
  const engine = first ? { ...first, ...(formats.length ? { formats } : {}) } : undefined;
  return {
    schemaVersion: 1,
    command: "compare",
    ...head,
    ...(engine ? { engine } : {}),
    hardware,
    precisions: [...new Set(entries.map((e) => e.precision))],
    precisionColumns: precisionColumns(entries),
    runs: ranked,
    cells,
    ...(entries.some((e) => e.layout)
      ? { layouts: [...new Set(entries.flatMap((e) => (e.layout ? [layoutName(e.layout)] : [])))] }
      : {}),
    diagnostics: diagnostics.map(diagnosticToJson),
  };
}
