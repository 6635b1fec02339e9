import { describe, expect, it } from "vitest";
import { compare, loadTemplates, renderCommand } from "../../../src/index.ts";
import { deploymentChart, tokensPerUser } from "../../../src/render/deployment-chart.ts";
import { paretoFrontier } from "../../../src/render/pareto.ts";
import { ROOT } from "../../helpers.ts";

const result = compare({
  model: "llama-3.1-8b",
  hardware: ["h100-sxm", "b200"],
  precisions: ["model", "nvfp4"],
  runs: [],
  context: 4096,
  workload: { isl: 512, osl: 64, concurrency: 8, chunk: 8192 },
  sla: { itlSeconds: 0.005 },
  // pytorch states no NVFP4 path below sm100 (vLLM runs FP4 Marlin there), so the H100 cannot run nvfp4.
  engine: "pytorch",
  cwd: ROOT,
});
const section = result.compare?.workload;

describe("the deployment section rendered", () => {
  it("names a precision a device cannot run, and a device whose candidates all miss the SLA", () => {
    const md =
      renderCommand(result.compare as NonNullable<typeof result.compare>, "md", loadTemplates()) ?? "";
    expect(md.split("\n").filter((l) => l.startsWith("Not run") || l.includes("none:"))).toEqual([
      "| NVIDIA H100 SXM5 80GB HBM3 | none: no layout and batch that fits meets the SLA | — | — | — | — | — | — | — | — |",
      "Not run: h100-sxm `nvfp4` tp1 (COST_LANE_MISSING).",
    ]);
  });

  it("chart: every point inside the plot, one frontier per device, the picks ringed, the SLA shaded", () => {
    const chart = deploymentChart(section as NonNullable<typeof section>, new Map());
    expect(chart).not.toBeNull();
    const c = chart as NonNullable<typeof chart>;
    const points = c.series.flatMap((s) => s.points);
    expect(points.length).toBe(section?.rows.filter((r) => r.fits).length);
    for (const p of points) {
      expect(p.cx).toBeGreaterThanOrEqual(c.plot.x);
      expect(p.cx).toBeLessThanOrEqual(c.plot.x + c.plot.width);
      expect(p.cy).toBeGreaterThanOrEqual(c.plot.y);
      expect(p.cy).toBeLessThanOrEqual(c.plot.y + c.plot.height);
    }
    // One step line per device, through exactly the candidates no other candidate of the device beats on both.
    expect(c.series.map((s) => s.hardware)).toEqual(["h100-sxm", "b200"]);
    for (const s of c.series) {
      const rows = (section?.rows ?? []).filter((r) => r.fits && r.hardware === s.hardware);
      const frontier = paretoFrontier(
        rows.map((r) => ({ x: tokensPerUser(r), y: r.tokensPerSecondPerDevice })),
      );
      expect(s.points.filter((p) => !p.dominated).length).toBe(frontier.length);
      expect(s.path.startsWith("M")).toBe(true);
    }
    expect(c.picks.length).toBe(section?.choices.filter((ch) => ch.row).length);
    // ITL ≤ 5 ms is at least 200 tokens/s per user: the shaded band starts there and runs to the right edge.
    expect(c.slaRegion?.label).toBe("SLA: ≥ 200 tok/s per user (ITL ≤ 5.00 ms)");
    expect((c.slaRegion?.x ?? 0) + (c.slaRegion?.width ?? 0)).toBeCloseTo(c.plot.x + c.plot.width, 1);
  });
});
