import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { trafficBars } from "../../../src/render/traffic-svg.ts";
import { ReportModelSchema } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const golden = (name: string) =>
  ReportModelSchema.parse(JSON.parse(readFileSync(join(ROOT, "test/golden", `${name}.json`), "utf8")));

describe("trafficBars: one stacked bar per run, the step's bytes by category", () => {
  const model = golden("16-views-qwen3-next-80b-a3b-h200");

  it("has no chart for tables without a traffic split (a report without --views)", () => {
    expect(trafficBars(golden("01-llama-3.1-8b-h100").tables, "H100")).toBeNull();
  });

  it("fills each bar with the non-empty categories in registry order, each as wide as its share", () => {
    const chart = trafficBars(model.tables, "H200");
    expect(chart?.bars.map((b) => b.label)).toEqual(["multi:1", "multi:64"]);
    for (const [i, bar] of (chart?.bars ?? []).entries()) {
      const shown = model.tables[i]?.traffic?.categories.filter((c) => c.share > 0) ?? [];
      expect(bar.segments.map((s) => s.category)).toEqual(shown.map((c) => c.id));
      const width = chart?.bar.width ?? 0;
      expect(Math.abs(bar.segments.reduce((sum, s) => sum + s.width, 0) - width)).toBeLessThan(0.05);
      for (const [j, s] of bar.segments.entries())
        expect(Math.abs(s.width - (shown[j]?.share ?? 0) * width)).toBeLessThan(0.02);
      // segments abut: each starts where the one before ends
      for (const [j, s] of bar.segments.entries())
        if (j > 0)
          expect(s.x).toBeCloseTo((bar.segments[j - 1]?.x ?? 0) + (bar.segments[j - 1]?.width ?? 0), 1);
    }
    expect(chart?.keys.map((k) => k.reducedBy)).toEqual([
      "quantization",
      "nothing",
      "quantization",
      "quantization",
      "quantization",
      "fusion",
    ]);
  });
});
