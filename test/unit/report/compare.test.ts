import { describe, expect, it } from "vitest";
import {
  analyze,
  CompareModelSchema,
  compare,
  loadTemplates,
  type ReportModel,
  renderCommand,
} from "../../../src/index.ts";
import { buildCompareModel, type CompareEntry } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const RUNS = [{ mode: "multi" as const, rows: 1, sequences: 1 }];
const HEAD = { model: "m", modelName: "M", circuit: "c", context: 4096, kvCache: null };

function reportOf(model: string, hardware: string, preset?: "fp8" | "w4a16"): ReportModel {
  const r = analyze({
    model,
    hardware: [hardware],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    cwd: ROOT,
    ...(preset ? { preset } : {}),
  }).report;
  if (!r) throw new Error(`no report for ${model} on ${hardware}`);
  return r;
}

/** The same report as if its profile had no calibration: no expected time anywhere. */
function floorOnly(r: ReportModel): ReportModel {
  return {
    ...r,
    tables: r.tables.map((t) => ({ ...t, expectedSeconds: null, tokensPerSecondExpected: null })),
  };
}

const entry = (report: ReportModel, precision: string, pricePerHour: number | null): CompareEntry => ({
  hardware: { id: report.hardware[0]?.id ?? "", name: report.hardware[0]?.name ?? "", pricePerHour },
  precision,
  report,
});

describe("compare cells never pretend", () => {
  it("a cell that needs more than one device shows no time, tokens/s or price, and takes neither ★ nor $", () => {
    // Llama-3.1-70B in BF16: 141 GB of weights, over an 80 GB H100's 72 GB usable.
    const big = reportOf("llama-3.1-70b", "h100-sxm");
    const small = reportOf("llama-3.1-70b", "h100-sxm", "w4a16");
    const model = buildCompareModel([entry(big, "bf16", 2.5), entry(small, "w4a16", 2.5)], HEAD, RUNS, []);
    expect(CompareModelSchema.parse(model)).toEqual(model);
    const [bf16, w4a16] = model.cells;
    expect(bf16).toMatchObject({
      status: "no-fit",
      floorSeconds: null,
      expectedSeconds: null,
      tokensPerSecond: null,
      tokensPerSecondExpected: null,
      usdPerMillionTokens: null,
      isBest: false,
      isCheapest: false,
      fits: false,
      devices: 2,
      fit: { fits: false, devicesNeeded: 2 },
    });
    expect(w4a16).toMatchObject({ status: "ok", isBest: true, isCheapest: true });
  });

  it("every device calibrated: ★ and $/Mtok use the expected time and say so", () => {
    const h100 = reportOf("llama-3.1-8b", "h100-sxm");
    const a100 = reportOf("llama-3.1-8b", "a100-sxm-80gb");
    const model = buildCompareModel([entry(h100, "bf16", 2.5), entry(a100, "bf16", 1.1)], HEAD, RUNS, []);
    expect(model.runs[0]).toMatchObject({ rankedBy: "expected", floorOnly: [] });
    for (const c of model.cells) {
      expect(c.rankedBy).toBe("expected");
      // $/h ÷ 3600 ÷ (rows ÷ expected seconds) × 10⁶.
      const price = c.hardware === "h100-sxm" ? 2.5 : 1.1;
      expect(c.usdPerMillionTokens).toBeCloseTo((price / 3600 / (1 / (c.expectedSeconds ?? 1))) * 1e6, 9);
    }
    const best = model.cells.find((c) => c.isBest);
    expect(best?.tokensPerSecondExpected).toBe(
      Math.max(...model.cells.map((c) => c.tokensPerSecondExpected ?? 0)),
    );
  });

  it("one device without calibration: the run is ranked and priced by the floor, and names that device", () => {
    const h100 = reportOf("llama-3.1-8b", "h100-sxm");
    const bare = floorOnly(reportOf("llama-3.1-8b", "a100-sxm-80gb"));
    const model = buildCompareModel([entry(h100, "bf16", 2.5), entry(bare, "bf16", 1.1)], HEAD, RUNS, []);
    expect(model.runs[0]).toMatchObject({ rankedBy: "floor", floorOnly: ["a100-sxm-80gb"] });
    const h = model.cells.find((c) => c.hardware === "h100-sxm");
    expect(h?.expectedSeconds).not.toBeNull();
    expect(h?.usdPerMillionTokens).toBeCloseTo((2.5 / 3600 / (h?.tokensPerSecond ?? 1)) * 1e6, 9);
    const best = model.cells.find((c) => c.isBest);
    expect(best?.tokensPerSecond).toBe(Math.max(...model.cells.map((c) => c.tokensPerSecond ?? 0)));
  });

  it("Markdown: the no-fit cell reads 'does not fit one device (needs N)' and the run names its ranking time", () => {
    const big = reportOf("llama-3.1-70b", "h100-sxm");
    const model = buildCompareModel([entry(big, "bf16", 2.5)], HEAD, RUNS, []);
    const text = renderCommand(model, "md", loadTemplates()) ?? "";
    expect(text).toMatch(
      /\| does not fit \(needs 2 · 142 GB\): try `--parallel tp=2` \|[^\n]*\| native bf16 \|/,
    );
    expect(text).toContain("No cell fits one device, so none is ranked or priced.");
    const rows = text.split("\n").filter((l) => l.startsWith("| `h100-sxm`"));
    expect(rows).toHaveLength(1);
    expect(rows.join("\n")).not.toMatch(/tok\/s|★|\$\d/);
  });

  it("HTML: the no-fit cell is shaded as such, with no tokens/s", () => {
    const big = reportOf("llama-3.1-70b", "h100-sxm");
    const model = buildCompareModel([entry(big, "bf16", 2.5)], HEAD, RUNS, []);
    const html = renderCommand(model, "html", loadTemplates()) ?? "";
    expect(html).toMatch(
      /<td class="nofit-cell"[^>]*><span class="cell-main">does not fit one device<\/span><span class="cell-sub">needs 2 · 142 GB<\/span><span class="cell-sub">try <code>--parallel tp&#x3D;2<\/code><\/span>/,
    );
    expect(html).not.toMatch(/\d tok\/s/);
  });
});

describe("compare: the model's own precision is a column", () => {
  const run = (model: string, precisions: ("model" | "fp8")[]) =>
    compare({
      model,
      hardware: ["b200"],
      precisions,
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      cwd: ROOT,
    }).compare;

  it("DeepSeek-V3 is compared as its block-FP8 checkpoint, an NVFP4 checkpoint as NVFP4", () => {
    const d = run("deepseek-v3", ["model", "fp8"]);
    expect(d?.precisionColumns.map((c) => [c.id, c.weight, c.act])).toEqual([
      ["model", "fp8/block128x128", "fp8/g128"],
      ["fp8", "fp8/channel", "fp8/token"],
    ]);
    const n = run("llama-3.3-70b-fp4", ["model"]);
    expect(n?.precisionColumns[0]).toMatchObject({ id: "model", weight: "nvfp4/g16", act: "nvfp4/g16" });
    expect(n?.cells[0]?.execution).toContain("native fp4");
  });

  it("a preset whose every cell is a gap still names its formats", () => {
    const h = compare({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      precisions: ["model", "nvfp4"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      // pytorch states no NVFP4 path of its own (vLLM runs it weight-only on Hopper): every nvfp4 cell is a gap.
      engine: "pytorch",
      cwd: ROOT,
    }).compare;
    expect(h?.cells.map((c) => [c.precision, c.status])).toEqual([
      ["model", "ok"],
      ["nvfp4", "gap"],
    ]);
    expect(h?.precisionColumns[1]).toMatchObject({ id: "nvfp4", weight: "nvfp4/g16", act: "nvfp4/g16" });
  });

  it("a preset keeps the model's per-site overrides and the column says which", () => {
    const d = run("deepseek-v3", ["model", "fp8"]);
    const fp8 = d?.precisionColumns.find((c) => c.id === "fp8");
    expect(fp8?.isModel).toBe(false);
    expect(fp8?.overrides.map((o) => o.glob)).toEqual(["embed.*", "head.*"]);
  });
});
