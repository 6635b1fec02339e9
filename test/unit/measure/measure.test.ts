import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { NodeCost } from "../../../src/cost/index.ts";
import { importProfile } from "../../../src/import-profile/index.ts";
import { analyze, diff, type ReportModel } from "../../../src/index.ts";
import { type MeasureInput, measureRuns, valueAt } from "../../../src/measure/index.ts";
import { type MeasurementRow, MeasurementsSchema } from "../../../src/schema/index.ts";
import { ROOT } from "../../helpers.ts";

const row = (rows: number, context: number, seconds: number, extra: Partial<MeasurementRow> = {}) =>
  MeasurementsSchema.parse({
    measurements: [
      {
        site: "ffn.down",
        hardware: "h100-sxm",
        mode: "multi",
        rows,
        context,
        seconds,
        source: `r${rows}c${context}`,
        ...extra,
      },
    ],
  }).measurements[0] as MeasurementRow;

describe("valueAt: measured, interpolated, never extrapolated", () => {
  const rows = [row(1, 4096, 10e-6), row(4, 4096, 16e-6), row(16, 4096, 40e-6), row(4, 8192, 24e-6)];

  it("a row at the point is measured, with its source", () => {
    expect(valueAt(rows, { rows: 4, context: 4096 })).toEqual({
      timing: "measured",
      seconds: 16e-6,
      basis: "r4c4096",
    });
  });

  // Linear between the two nearest rows around the point: 16 + (40 − 16)·(8 − 4)/(16 − 4) = 24 µs.
  it.each([
    [8, 4096, 24e-6, "linear in rows between 4 and 16 at context 4096"],
    [2, 4096, 10e-6 + (6e-6 * 1) / 3, "linear in rows between 1 and 4 at context 4096"],
    // No rows neighbours at context 6144: linear in context at rows 4, 16 + (24 − 16)·(6144 − 4096)/4096 = 20 µs.
    [4, 6144, 20e-6, "linear in context between 4096 and 8192 at rows 4"],
  ])("rows %i, context %i → %f s (%s)", (r, c, seconds, basis) => {
    const v = valueAt(rows, { rows: r, context: c });
    expect(v?.timing).toBe("interpolated");
    expect(v?.seconds).toBeCloseTo(seconds, 12);
    expect(v?.basis).toBe(basis);
  });

  it.each([
    [32, 4096],
    [1, 2048],
    [8, 8192],
  ])("rows %i, context %i lies outside the measured range: estimated (undefined)", (r, c) => {
    expect(valueAt(rows, { rows: r, context: c })).toBeUndefined();
  });
});

/** A costed site: floor per instance, instances per step. */
const cost = (site: string, floorSeconds: number, count: number): NodeCost =>
  ({ site, floorSeconds, count, expectedSeconds: null }) as unknown as NodeCost;

function input(measurements: unknown[], overrides: Partial<MeasureInput> = {}): MeasureInput {
  return {
    doc: MeasurementsSchema.parse({ measurements }),
    file: "m.csv",
    model: "toy",
    preset: null,
    isModelPrecision: true,
    runs: [
      {
        hardware: "h100-sxm",
        run: { mode: "multi", rows: 1, sequences: 1, context: 4096 },
        costs: [
          cost("a.qkv", 1e-6, 32),
          cost("a.o", 3e-6, 32),
          cost("h.lm", 4e-6, 1),
          cost("a.norm", 1e-7, 32),
        ],
        families: new Map([
          ["a.qkv", "gemm"],
          ["a.o", "gemm"],
          ["h.lm", "gemm"],
          ["a.norm", "norm"],
        ]),
      },
    ],
    kernels: { library: "engine", families: ["gemm", "norm"] },
    knownHardware: ["h100-sxm"],
    ...overrides,
  };
}
const at = { hardware: "h100-sxm", mode: "multi", rows: 1, context: 4096, source: "fixture" };

describe("measureRuns", () => {
  it("a site row is one launch: the step's time is seconds × instances, % of floor is floor ÷ measured", () => {
    const out = measureRuns(input([{ ...at, site: "a.o", seconds: 4e-6 }])).sites[0];
    expect(out?.get("a.o")?.timing).toBe("measured");
    expect(out?.get("a.o")?.seconds).toBeCloseTo(128e-6, 15);
    expect(out?.get("a.o")?.ofFloor).toBeCloseTo(0.75, 12);
    expect(out?.get("a.qkv")?.timing).toBe("estimated");
  });

  // Family gemm: 65 launches of 5 µs mean = 325 µs, shared by floor: qkv 32 µs, o 96 µs, lm 4 µs of 132 µs.
  it("a family row is the mean launch: its total is shared among the family's sites by their floor", () => {
    const out = measureRuns(input([{ ...at, family: "gemm", seconds: 5e-6 }])).sites[0];
    const total = 5e-6 * 65;
    expect(out?.get("a.qkv")?.seconds).toBeCloseTo((total * 32) / 132, 15);
    expect(out?.get("a.o")?.seconds).toBeCloseTo((total * 96) / 132, 15);
    expect(out?.get("h.lm")?.seconds).toBeCloseTo((total * 4) / 132, 15);
    expect(out?.get("h.lm")?.basis).toBe("family gemm: fixture");
    expect(out?.get("a.norm")?.timing).toBe("estimated");
  });

  // With a.o measured itself, the family's 33 other launches (qkv 32 + lm 1) share 33 × 5 µs by floor 32 : 4.
  it("a site's own row wins over its family's, and the family is shared among the rest", () => {
    const out = measureRuns(
      input([
        { ...at, family: "gemm", seconds: 5e-6 },
        { ...at, site: "a.o", seconds: 4e-6 },
      ]),
    ).sites[0];
    expect(out?.get("a.o")?.seconds).toBeCloseTo(128e-6, 15);
    expect(out?.get("a.qkv")?.seconds).toBeCloseTo((33 * 5e-6 * 32) / 36, 15);
    expect(out?.get("h.lm")?.seconds).toBeCloseTo((33 * 5e-6 * 4) / 36, 15);
  });

  it.each([
    [undefined, null, true, "measured"],
    ["fp8", null, true, "estimated"],
    [undefined, "fp8", false, "estimated"],
    ["fp8", "fp8", false, "measured"],
    [undefined, "bf16", true, "measured"],
  ] as const)(
    "a row of precision %s applies to a run of preset %s (model's own: %s): %s",
    (precision, preset, isModelPrecision, timing) => {
      const out = measureRuns(
        input([{ ...at, site: "a.o", seconds: 4e-6, ...(precision ? { precision } : {}) }], {
          preset,
          isModelPrecision,
        }),
      ).sites[0];
      expect(out?.get("a.o")?.timing).toBe(timing);
    },
  );

  it("rows of other hardware or mode are left alone", () => {
    const out = measureRuns(
      input(
        [
          { ...at, hardware: "h100-sxm", mode: "single", site: "a.o", seconds: 4e-6 },
          { ...at, hardware: "b200", site: "a.o", seconds: 4e-6 },
        ],
        { knownHardware: ["b200", "h100-sxm"] },
      ),
    ).sites[0];
    expect(out?.get("a.o")?.timing).toBe("estimated");
  });
});

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** The nsys fixture through the shipped vLLM map, written where a user would write it. */
function importedFixture(): string {
  const read = (file: string) => ({ text: readFileSync(join(ROOT, file), "utf8"), file });
  const imported = importProfile({
    profile: { kind: "nsys", ...read("test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv") },
    map: read("circuits/measurements/llama-3.1-8b.vllm.map.yaml"),
    hardware: "h100-sxm",
    mode: "multi",
    rows: 1,
    context: 4096,
    steps: 10,
  });
  if (!imported.text) throw new Error("test setup: the fixture did not import");
  const dir = mkdtempSync(join(tmpdir(), "venn-measure-"));
  temps.push(dir);
  const file = join(dir, "measurements.csv");
  writeFileSync(file, imported.text);
  return file;
}

/** The fields a measurements file may change: per site its timing; per table the step time and its split. */
function withoutMeasuredFields(report: ReportModel) {
  return {
    ...report,
    inputs: report.inputs.filter((i) => i.kind !== "measurements"),
    measurements: null,
    tables: report.tables.map(({ stepSeconds: _s, timingShare: _t, ...t }) => ({
      ...t,
      sites: t.sites.map(
        ({ timing: _a, measuredSeconds: _b, measuredOfFloor: _c, measuredBasis: _d, ...s }) => s,
      ),
    })),
  };
}

describe("a measurements file from a profiler export changes the measured rows and nothing else", () => {
  const options = {
    model: "llama-3.1-8b",
    hardware: ["h100-sxm", "h200-sxm"],
    kernels: "engine",
    runs: [
      { mode: "multi", rows: 1 },
      { mode: "multi", rows: 16 },
    ],
    context: 4096,
    fusions: "none",
    cwd: ROOT,
  } as const;
  const plain = analyze(options).report as ReportModel;
  const measured = analyze({ ...options, measurements: importedFixture() }).report as ReportModel;

  it("both reports exist", () => {
    expect(plain).toBeDefined();
    expect(measured).toBeDefined();
  });

  it("outside the measured fields the JSON is the same, byte for byte", () => {
    expect(JSON.stringify(withoutMeasuredFields(measured))).toBe(
      JSON.stringify(withoutMeasuredFields(plain)),
    );
  });

  it("without measurements every site is estimated and the step time is expected (else floor)", () => {
    for (const t of plain.tables) {
      expect(t.sites.every((s) => s.timing === "estimated" && s.measuredSeconds === null)).toBe(true);
      expect(t.timingShare).toEqual({ measured: 0, interpolated: 0, estimated: 1 });
      const expected = t.sites.reduce((sum, s) => sum + (s.expectedSeconds ?? s.floorSeconds), 0);
      expect(t.stepSeconds).toBeCloseTo(expected, 12);
    }
  });

  it("only the captured run (h100-sxm multi:1) is measured; its step sums measured where present, else expected", () => {
    const [h100One, h100Sixteen, h200One] = measured.tables;
    expect(h100Sixteen?.timingShare.estimated).toBe(1);
    expect(h200One?.timingShare.estimated).toBe(1);
    expect(
      h100One?.sites
        .filter((s) => s.timing === "estimated")
        .map((s) => s.site)
        .sort(),
    ).toEqual(["attn.residual", "ffn.residual", "head.final_norm"]);
    const step = (h100One?.sites ?? []).reduce(
      (sum, s) => sum + (s.measuredSeconds ?? s.expectedSeconds ?? s.floorSeconds),
      0,
    );
    expect(h100One?.stepSeconds).toBeCloseTo(step, 12);
    const share = h100One?.timingShare;
    expect((share?.measured ?? 0) + (share?.interpolated ?? 0) + (share?.estimated ?? 0)).toBeCloseTo(1, 12);
    // attn.attention: (320 × 7 µs + 320 × 2 µs) ÷ (10 steps × 32 per step) = 9 µs a launch, × 32 layers.
    const attention = h100One?.sites.find((s) => s.site === "attn.attention");
    expect(attention?.measuredSeconds).toBeCloseTo(9e-6 * 32, 12);
    expect(attention?.measuredOfFloor).toBeCloseTo((attention?.floorSeconds ?? 0) / (9e-6 * 32), 12);
  });

  // The fixture's GEMM kernels: (51.2 + 2.56 + 3.8) ms over 10 steps = 5.756 ms a step, shared by floor.
  it("the gemm_bf16 family's step total is the profile's, shared among its five sites", () => {
    const sites = (measured.tables[0]?.sites ?? []).filter((s) => s.venn?.family === "gemm_bf16");
    expect(sites.map((s) => s.site).sort()).toEqual([
      "attn.o_proj",
      "attn.qkv",
      "ffn.down",
      "ffn.gate_up",
      "head.lm_head",
    ]);
    const total = sites.reduce((sum, s) => sum + (s.measuredSeconds ?? 0), 0);
    expect(total).toBeCloseTo(Number((57.56e-3 / 1290).toPrecision(6)) * 129, 9);
  });
});

describe("diff --measurements", () => {
  const dir = mkdtempSync(join(tmpdir(), "venn-measure-diff-"));
  temps.push(dir);
  const file = join(dir, "m.csv");
  // attn.qk_norm exists only in qwen3-8b (the head); ffn.down in both.
  writeFileSync(
    file,
    "site,hardware,mode,rows,context,seconds,source\n" +
      "attn.qk_norm,h100-sxm,multi,1,4096,3e-6,fixture\n" +
      "ffn.down,h100-sxm,multi,1,4096,40e-6,fixture\n",
  );
  const result = diff({
    base: "llama-3.1-8b",
    head: "qwen3-8b",
    hardware: ["h100-sxm"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    measurements: file,
    fusions: "none",
    cwd: ROOT,
  });

  it("a site only one side has may be measured: no error, and the side that has it is measured", () => {
    expect(result.diagnostics).toEqual([]);
    const sites = result.diff?.tables[0]?.sites ?? [];
    const qkNorm = sites.find((s) => s.site === "attn.qk_norm");
    expect(qkNorm?.status).toBe("added");
    expect(qkNorm?.head?.timing).toBe("measured");
    expect(qkNorm?.head?.measuredSeconds).toBeCloseTo(3e-6 * 36, 15);
    const down = sites.find((s) => s.site === "ffn.down");
    expect([down?.base?.timing, down?.head?.timing]).toEqual(["measured", "measured"]);
  });

  it("a site neither side has is still an error, named on each side", () => {
    const bad = join(dir, "bad.csv");
    writeFileSync(
      bad,
      "site,hardware,mode,rows,context,seconds,source\nattn.nope,h100-sxm,multi,1,4096,3e-6,fixture\n",
    );
    const out = diff({
      base: "llama-3.1-8b",
      head: "qwen3-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      measurements: bad,
      fusions: "none",
      cwd: ROOT,
    });
    expect(out.diff).toBeUndefined();
    expect(out.diagnostics.map((d) => d.code)).toEqual(["MEASURE_SITE_UNKNOWN", "MEASURE_SITE_UNKNOWN"]);
  });
});

describe("a JSON measurements file reads as the CSV does", () => {
  it("same rows, same report", () => {
    const dir = mkdtempSync(join(tmpdir(), "venn-measure-json-"));
    temps.push(dir);
    const row = {
      site: "ffn.down",
      hardware: "h100-sxm",
      mode: "multi",
      rows: 1,
      context: 4096,
      seconds: 4e-5,
      source: "fixture",
    };
    writeFileSync(join(dir, "m.json"), JSON.stringify({ schema: 1, measurements: [row] }));
    writeFileSync(join(dir, "m.csv"), `${Object.keys(row).join(",")}\n${Object.values(row).join(",")}\n`);
    const at = (f: string) =>
      analyze({
        model: "llama-3.1-8b",
        hardware: ["h100-sxm"],
        runs: [{ mode: "multi", rows: 1 }],
        context: 4096,
        measurements: join(dir, f),
        fusions: "none",
        cwd: ROOT,
      }).report;
    const [json, csv] = [at("m.json"), at("m.csv")];
    expect(json?.tables[0]?.sites.find((s) => s.site === "ffn.down")?.timing).toBe("measured");
    expect(JSON.stringify(json?.tables)).toBe(JSON.stringify(csv?.tables));
  });
});
