import { type Diagnostic, diagnosticToJson } from "../diagnostics/index.ts";
import type { CompareCell, CompareModel, ReportModel } from "./schema.ts";

/** One (hardware, precision) analysis: its report, or the named gap that kept it from running. */
export interface CompareEntry {
  hardware: { id: string; name: string; pricePerHour: number | null };
  precision: string;
  report?: ReportModel;
  gap?: { code: string; message: string };
}

/** Sites below this share are left out of a cell's "runs as" list; they do not change the picture. */
const EXECUTION_SHARE = 0.01;

/** The cell with the least key, ties broken by hardware then precision so the mark is stable. */
function firstBy(cells: readonly CompareCell[], key: (c: CompareCell) => number): CompareCell | undefined {
  return [...cells].sort(
    (a, b) => key(a) - key(b) || `${a.hardware}${a.precision}`.localeCompare(`${b.hardware}${b.precision}`),
  )[0];
}

/** The matrix: one cell per hardware × precision × run; best (tokens/s) and cheapest ($/Mtok) marked per run. */
export function buildCompareModel(
  entries: readonly CompareEntry[],
  head: { model: string; modelName: string; circuit: string; context: number; kvCache: string | null },
  runs: CompareModel["runs"],
  diagnostics: readonly Diagnostic[],
): CompareModel {
  const cells: CompareCell[] = [];
  for (const entry of entries) {
    runs.forEach((run, index) => {
      const base = {
        hardware: entry.hardware.id,
        precision: entry.precision,
        mode: run.mode,
        rows: run.rows,
      };
      const table = entry.report?.tables[index];
      const memory = entry.report?.memory[0];
      if (!table || !memory) {
        cells.push({
          ...base,
          status: "gap",
          gap: entry.gap ?? { code: "UNKNOWN", message: "no result" },
          execution: [],
          floorSeconds: null,
          expectedSeconds: null,
          tokensPerSecond: null,
          weightBytes: null,
          memoryBytes: null,
          fits: null,
          devices: null,
          usdPerMillionTokens: null,
          isBest: false,
          isCheapest: false,
          stepSeconds: null,
          timingShare: null,
        });
        return;
      }
      const memoryBytes = memory.weightBytes + run.sequences * memory.kvBytesPerSequence;
      const price = entry.hardware.pricePerHour;
      cells.push({
        ...base,
        status: "ok",
        gap: null,
        execution: [
          ...new Set(
            table.sites
              .filter((s) => s.share >= EXECUTION_SHARE && s.lane !== "fp32" && s.lane !== null)
              .map((s) => s.execution),
          ),
        ],
        floorSeconds: table.floorSeconds,
        expectedSeconds: table.expectedSeconds,
        tokensPerSecond: table.tokensPerSecond,
        weightBytes: memory.weightBytes,
        memoryBytes,
        fits: memoryBytes <= memory.usableBytes,
        devices: Math.ceil(memoryBytes / memory.usableBytes),
        // $/h ÷ 3600 s/h ÷ tokens/s × 10⁶ tokens.
        usdPerMillionTokens:
          price !== null && table.tokensPerSecond > 0 ? (price / 3600 / table.tokensPerSecond) * 1e6 : null,
        isBest: false,
        isCheapest: false,
        stepSeconds: table.stepSeconds,
        timingShare: table.timingShare,
      });
    });
  }
  for (const run of runs) {
    const candidates = cells.filter(
      (c) => c.mode === run.mode && c.rows === run.rows && c.status === "ok" && c.fits,
    );
    const best = firstBy(candidates, (c) => -(c.tokensPerSecond ?? 0));
    if (best) best.isBest = true;
    const cheapest = firstBy(
      candidates.filter((c) => c.usdPerMillionTokens !== null),
      (c) => c.usdPerMillionTokens ?? 0,
    );
    if (cheapest) cheapest.isCheapest = true;
  }
  const hardware = [...new Map(entries.map((e) => [e.hardware.id, e.hardware])).values()];
  return {
    schemaVersion: 1,
    command: "compare",
    ...head,
    hardware,
    precisions: [...new Set(entries.map((e) => e.precision))],
    runs,
    cells,
    diagnostics: diagnostics.map(diagnosticToJson),
  };
}
