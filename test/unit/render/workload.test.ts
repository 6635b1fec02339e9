import { describe, expect, it } from "vitest";
import { compare, loadTemplates, renderCommand } from "../../../src/index.ts";
import { deploymentChart } from "../../../src/render/workload.ts";
import { ROOT } from "../../helpers.ts";

const result = compare({
  model: "llama-3.1-8b",
  hardware: ["h100-sxm", "b200"],
  precisions: ["model", "nvfp4"],
  runs: [],
  context: 4096,
  workload: { isl: 512, osl: 64, concurrency: 8, chunk: 8192 },
  sla: { itlSeconds: 0.005 },
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

  it("chart: every point inside the plot, dearer points higher, the picks ringed", () => {
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
    // Along a series the batch grows: $/Mtok falls, so the y pixel grows (log axis, up is dearer).
    for (const s of c.series) {
      const ys = s.points.map((p) => p.cy);
      expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    }
    expect(c.picks.length).toBe(section?.choices.filter((ch) => ch.row).length);
    expect(c.bound?.label).toBe("ITL bound 5.00 ms");
  });
});
