import { describe, expect, it } from "vitest";
import { analyze, fitVerdict, type ReportModel } from "../../../src/index.ts";
import { rankedSeconds } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const report = (
  model: string,
  hardware: string[],
  runs: { mode: "single" | "multi"; rows: number }[],
  context: number,
  preset?: "fp8",
) => {
  const result = analyze({ model, hardware, runs, context, cwd: ROOT, ...(preset ? { preset } : {}) });
  expect(result.report, JSON.stringify(result.diagnostics)).toBeDefined();
  return result.report as ReportModel;
};

describe("fitVerdict: weights resident plus every sequence's KV cache against one device's usable memory", () => {
  const memory = {
    hardware: "dev",
    weightBytes: 70e9,
    weightParams: 0,
    activeParams: 0,
    kvBytesPerSequence: 2e9,
    capacityBytes: 100e9,
    usableBytes: 90e9,
    maxSequences: 10,
    weightsFit: { fits: true, neededBytes: 70e9, usableBytes: 90e9, capacityBytes: 100e9, devicesNeeded: 1 },
    fit: [],
  };
  it.each([
    // sequences, needed bytes, fits, devices
    [0, 70e9, true, 1],
    [10, 90e9, true, 1],
    [11, 92e9, false, 2],
    [55, 180e9, false, 2],
    [56, 182e9, false, 3],
  ])("%i sequences need %d B: fits %s, %i devices", (sequences, needed, fits, devices) => {
    expect(fitVerdict(memory, sequences)).toEqual({
      fits,
      neededBytes: needed,
      usableBytes: 90e9,
      capacityBytes: 100e9,
      devicesNeeded: devices,
    });
  });
});

describe("report: runs that do not fit say so", () => {
  // Llama-3.1-70B config.json (meta-llama/Llama-3.1-70B): 80 layers, 8 KV heads, head_dim 128, BF16 KV.
  const KV_PER_TOKEN = 80 * 2 * 8 * 128 * 2;
  const r = report("llama-3.1-70b", ["h200-sxm"], [{ mode: "multi", rows: 512 }], 8192, "fp8");
  const memory = r.memory[0];
  const table = r.tables[0];

  it("multi:512 at 8k: 512 KV caches of 8,192 tokens on top of the weights, far over one H200", () => {
    expect(memory?.kvBytesPerSequence).toBe(KV_PER_TOKEN * 8192);
    const needed = (memory?.weightBytes ?? 0) + 512 * KV_PER_TOKEN * 8192;
    expect(table?.fit).toEqual({
      fits: false,
      neededBytes: needed,
      usableBytes: memory?.usableBytes,
      capacityBytes: memory?.capacityBytes,
      devicesNeeded: Math.ceil(needed / (memory?.usableBytes ?? 1)),
      // 1.44 TB over eight devices is 180 GB each; over sixteen, two pipeline stages of eight, 90 GB.
      tryParallel: "tp=8,pp=2",
    });
    // 72.7 GB of weights + 1.37 TB of KV over 127 GB usable (141 GB × 0.9).
    expect(table?.fit.devicesNeeded).toBe(12);
  });

  it("the memory-fit table covers the 512 sequences that were asked for, at the run's context and at 32k", () => {
    const rows = (memory?.fit ?? []).filter((f) => f.sequences === 512);
    expect(rows.map((f) => [f.context, f.fits, f.devices])).toEqual([
      [8192, false, 12],
      [32768, false, 44],
    ]);
    expect([...new Set(memory?.fit.map((f) => f.sequences))]).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 512]);
  });

  it("DeepSeek-V3's 673 GB of weights alone do not fit an H200: weightsFit says so, with the device count", () => {
    const d = report("deepseek-v3", ["h200-sxm"], [{ mode: "multi", rows: 1 }], 4096);
    const m = d.memory[0];
    expect(m?.weightsFit.fits).toBe(false);
    expect(m?.weightsFit.devicesNeeded).toBe(Math.ceil((m?.weightBytes ?? 0) / (m?.usableBytes ?? 1)));
    expect(m?.weightsFit.devicesNeeded).toBe(6);
    expect(d.tables[0]?.fit.fits).toBe(false);
  });
});

describe("report: floor and expected side by side, sites ranked by the expected time where it exists", () => {
  const r = report("llama-3.1-8b", ["h100-sxm"], [{ mode: "multi", rows: 16 }], 4096);
  const t = r.tables[0];

  it("tokensPerSecondExpected = rows ÷ expectedSeconds; tokensPerSecond stays rows ÷ floorSeconds", () => {
    expect(t?.expectedSeconds).not.toBeNull();
    expect(t?.tokensPerSecondExpected).toBeCloseTo(16 / (t?.expectedSeconds ?? 1), 9);
    expect(t?.tokensPerSecond).toBeCloseTo(16 / (t?.floorSeconds ?? 1), 9);
  });

  it("a calibrated profile ranks sites by expected seconds (largest first) and says so", () => {
    expect(t?.rankedBy).toBe("expected");
    const expected = (t?.sites ?? []).map((s) => s.expectedSeconds ?? 0);
    expect(expected).toEqual([...expected].sort((a, b) => b - a));
    const shares = (t?.sites ?? []).reduce((sum, s) => sum + (s.expectedShare ?? 0), 0);
    // The once-per-step term belongs to no site: the sites' shares and it make the whole step.
    const step = t?.expectedTerms?.find((x) => x.term === "step")?.seconds ?? 0;
    expect(shares + step / (t?.expectedSeconds ?? 1)).toBeCloseTo(1, 9);
  });
});

describe("rankedSeconds: the time a ranking, a price or a gate uses", () => {
  it.each([
    [
      { floorSeconds: 1, expectedSeconds: 1.4 },
      { seconds: 1.4, rankedBy: "expected" },
    ],
    [
      { floorSeconds: 1, expectedSeconds: null },
      { seconds: 1, rankedBy: "floor" },
    ],
  ])("%o → %o", (table, want) => {
    expect(rankedSeconds(table)).toEqual(want);
  });
});
