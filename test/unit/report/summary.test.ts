// A report's summary (what compare and a workload plan read) must be the full report's numbers, field for field:
// the two are built by summarizeReport and buildReportModel from the same costed runs.
import { describe, expect, it } from "vitest";
import { type AnalyzeOptions, analyze } from "../../../src/index.ts";
import type { ReportModel, ReportSummary } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

/** The full report cut down to the summary's fields, in the summary's key order. */
function project(report: ReportModel): ReportSummary {
  return {
    model: report.model,
    modelName: report.modelName,
    circuit: report.circuit,
    precision: report.precision,
    hardware: report.hardware,
    memory: report.memory,
    ...(report.engine ? { engine: report.engine } : {}),
    tables: report.tables.map((t) => ({
      hardware: t.hardware,
      mode: t.mode,
      rows: t.rows,
      sequences: t.sequences,
      context: t.context,
      floorSeconds: t.floorSeconds,
      expectedSeconds: t.expectedSeconds,
      tokensPerSecond: t.tokensPerSecond,
      tokensPerSecondExpected: t.tokensPerSecondExpected,
      boardWatts: t.boardWatts,
      fit: t.fit,
      rankedBy: t.rankedBy,
      sites: t.sites.map((s) => ({
        site: s.site,
        lane: s.lane,
        execution: s.execution,
        floorSeconds: s.floorSeconds,
        expectedSeconds: s.expectedSeconds,
        share: s.share,
        timing: s.timing,
        measuredSeconds: s.measuredSeconds,
      })),
      stepSeconds: t.stepSeconds,
      timingShare: t.timingShare,
      ...(t.communication ? { communication: t.communication } : {}),
    })),
  };
}

const CASES: [string, AnalyzeOptions][] = [
  [
    "a dense model on two devices, decode and prefill",
    {
      model: "llama-3.1-8b",
      hardware: ["h100-sxm", "mi300x"],
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "multi", rows: 64 },
        { mode: "single", rows: 2048 },
      ],
      context: 4096,
    },
  ],
  [
    "a preset that needs more than one device",
    {
      model: "llama-3.1-70b",
      hardware: ["a100-sxm-80gb"],
      runs: [{ mode: "multi", rows: 256 }],
      context: 4096,
      preset: "w4a16",
    },
  ],
  [
    "measured sites",
    {
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "multi", rows: 32 },
      ],
      context: 4096,
      kernels: "engine",
      measurements: "test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv",
    },
  ],
  [
    "expert parallel with its collectives",
    {
      model: "deepseek-v3",
      hardware: ["b200"],
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "multi", rows: 64 },
      ],
      context: 4096,
      parallel: { tp: 1, ep: 8, pp: 1 },
    },
  ],
];

describe("summarizeReport", () => {
  it.each(CASES)("%s: the full report's numbers", (_, options) => {
    const full = analyze({ ...options, cwd: ROOT });
    const summary = analyze({ ...options, cwd: ROOT, summary: true });
    expect(full.report).toBeDefined();
    expect(summary.report).toBeUndefined();
    expect(summary.summary).toStrictEqual(project(full.report as ReportModel));
    expect(summary.diagnostics).toEqual(full.diagnostics);
  });

  it("is what it says: some measured time in the measured case, collectives in the parallel one", () => {
    const [, measured] = CASES[2] as [string, AnalyzeOptions];
    const timing = analyze({ ...measured, cwd: ROOT, summary: true }).summary?.tables[0]?.timingShare;
    expect(timing?.measured).toBeGreaterThan(0);
    const [, parallel] = CASES[3] as [string, AnalyzeOptions];
    const comm = analyze({ ...parallel, cwd: ROOT, summary: true }).summary?.tables[1]?.communication;
    expect(comm?.share).toBeGreaterThan(0);
  });
});
