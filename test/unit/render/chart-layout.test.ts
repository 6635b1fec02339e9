import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ReportModelSchema } from "../../../src/index.ts";
import { CHAR_PX, thinLabels } from "../../../src/render/chart-kit.ts";
import { deploymentChart } from "../../../src/render/deployment-chart.ts";
import { eulerDiagrams } from "../../../src/render/euler.ts";
import { rooflineChart } from "../../../src/render/roofline-svg.ts";
import { shareBars } from "../../../src/render/svg.ts";
import { trafficBars } from "../../../src/render/traffic-svg.ts";
import { ROOT } from "../../helpers.ts";

// The narrow chart frames (issue 29): a 360-unit frame shown at a 390-px phone's width, where the wide 880-unit one
// shrank its 11-px type to 4.2 px. Here, from golden reports: every narrow chart is 360 units wide, its printed tick
// labels do not run together, what it names stays inside it; and the wide frame stays the default, byte for byte.
const golden = (name: string) =>
  ReportModelSchema.parse(JSON.parse(readFileSync(join(ROOT, `test/golden/${name}.json`), "utf8")));

/** A printed label's horizontal extent, at the generous character width the placers use. */
const span = (x: number, label: string, anchor: "start" | "middle" | "end") => {
  const w = label.length * CHAR_PX;
  const left = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
  return { left, right: left + w };
};

describe("thinLabels", () => {
  const ticks = ["0.100", "1.00", "10.0", "100", "1,000", "10,000"].map((label) => ({ label }));
  it.each([
    // "10,000" is 38.4 units wide: with an 8-unit gap, 46.4 units between ticks keeps them all
    [47, ["0.100", "1.00", "10.0", "100", "1,000", "10,000"]],
    [30, ["0.100", "", "10.0", "", "1,000", ""]],
    [15, ["0.100", "", "", "", "1,000", ""]],
  ])("at %d units apart prints %j", (spacing, printed) => {
    expect(thinLabels(ticks, spacing).map((t) => t.label)).toEqual(printed);
  });

  it("on a y axis measures a label by its line height, not its width", () => {
    expect(thinLabels(ticks, 21, 13).every((t) => t.label !== "")).toBe(true);
    expect(thinLabels(ticks, 20, 13).map((t) => t.label !== "")).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });
});

describe.each([
  "01-llama-3.1-8b-h100",
  "02-qwen3-30b-a3b-h100-b200",
  "13-measured-llama-3.1-8b-h100",
  "20-fused-llama-3.1-8b-h100",
])("narrow roofline of %s", (name) => {
  const model = golden(name);
  for (const h of model.hardware) {
    const tables = model.tables.filter((t) => t.hardware === h.id);
    if (!tables.length) continue;
    const wide = rooflineChart(h, tables);
    const narrow = rooflineChart(h, tables, { layout: "narrow" });

    it(`${h.id}: the wide frame is the default`, () => {
      expect(rooflineChart(h, tables, { layout: "wide" })).toEqual(wide);
      expect(wide.width).toBe(880);
      expect(wide.ceilingLabels.every((c) => c.leader !== null)).toBe(true);
    });

    it(`${h.id}: 360 units wide, the same points, x labels apart and inside, names inside the plot`, () => {
      expect(narrow.width).toBe(360);
      expect(narrow.points.map((p) => [p.site, p.runLabel])).toEqual(
        wide.points.map((p) => [p.site, p.runLabel]),
      );
      const printed = narrow.xTicks.filter((t) => t.label).map((t) => span(t.x, t.label, "middle"));
      expect(printed.length).toBeGreaterThan(1);
      for (const [i, s] of printed.entries()) {
        expect(s.left).toBeGreaterThanOrEqual(0);
        expect(s.right).toBeLessThanOrEqual(narrow.width);
        const next = printed[i + 1];
        if (next) expect(next.left - s.right).toBeGreaterThan(0);
      }
      // y labels are printed without the unit, which the axis title carries
      expect(narrow.yTicks.filter((t) => t.label).every((t) => !t.label.includes("FLOP/s"))).toBe(true);
      expect(narrow.axisTitle).toContain("FLOP/s");
      const right = narrow.plot.x + narrow.plot.width;
      for (const c of narrow.ceilingLabels) {
        const s = span(c.x, c.text, c.anchor);
        expect(c.leader).toBeNull();
        expect(s.left).toBeGreaterThanOrEqual(narrow.plot.x);
        expect(s.right).toBeLessThanOrEqual(right);
      }
      for (const l of narrow.labels) {
        expect(l.box.x).toBeGreaterThanOrEqual(narrow.plot.x);
        expect(l.box.x + l.box.width).toBeLessThanOrEqual(right);
      }
    });
  }
});

describe("narrow stacked bars", () => {
  const model = golden("16-views-qwen3-next-80b-a3b-h200");
  const h = model.hardware[0] as (typeof model.hardware)[number];
  const tables = model.tables.filter((t) => t.hardware === h.id);

  it.each([
    [
      "share",
      () => shareBars(tables, h.name),
      () => shareBars(tables, h.name, 8, 0.01, { layout: "narrow" }),
    ],
    ["traffic", () => trafficBars(tables, h.name), () => trafficBars(tables, h.name, { layout: "narrow" })],
  ] as const)(
    "%s: 360 units wide, each bar filling its span, the same segments as the wide chart",
    (_, wide, narrow) => {
      const w = wide();
      const n = narrow();
      if (!w || !n) throw new Error("no bars");
      expect(w.width).toBe(880);
      expect(n.width).toBe(360);
      for (const [i, bar] of n.bars.entries()) {
        const filled = bar.segments.reduce((sum, s) => sum + s.width, 0);
        expect(filled).toBeCloseTo(n.bar.width, 1);
        expect(bar.segments.map((s) => s.keyClass)).toEqual(w.bars[i]?.segments.map((s) => s.keyClass));
        // a segment prints its share only where the share fits inside it
        for (const s of bar.segments)
          if (s.text) expect(s.text.length * CHAR_PX).toBeLessThanOrEqual(s.width);
      }
      expect(n.totalX + Math.max(...n.bars.map((b) => b.total.length)) * CHAR_PX).toBeLessThanOrEqual(
        n.width,
      );
    },
  );
});

describe("narrow Euler diagrams", () => {
  const model = golden("09-venn-qwen3-30b-a3b-h100");
  const wide = eulerDiagrams(model);
  const narrow = eulerDiagrams(model, { layout: "narrow" });

  it("fit a 390-px phone at 1:1 (≤ 366 units, the window less its margins), the key below the circles", () => {
    expect(narrow.length).toBe(wide.length);
    for (const [i, d] of narrow.entries()) {
      expect(d.width).toBeLessThanOrEqual(366);
      expect(d.regions).toEqual(
        wide[i]?.regions.map((r) => ({ ...r, d: r.d === "" ? "" : expect.any(String) })),
      );
      const below = Math.max(d.engine.cy + d.engine.r, d.model.cy + d.model.r);
      for (const l of d.labels) {
        expect(l.hasLeader).toBe(false);
        expect(l.swatch).not.toBeNull();
        expect(l.textY).toBeGreaterThan(below);
        expect(l.textY).toBeLessThanOrEqual(d.height);
        expect(l.textX + l.text.length * 6.6).toBeLessThanOrEqual(d.width);
      }
      expect(wide[i]?.labels.every((l) => l.hasLeader && l.swatch === null)).toBe(true);
    }
  });
});

describe("narrow deployment chart", () => {
  const model = JSON.parse(
    readFileSync(join(ROOT, "test/golden/19-compare-workload-llama-3.1-70b.json"), "utf8"),
  ) as { workload: Parameters<typeof deploymentChart>[0] };

  it("360 units wide; each pick named by its device, its label inside the plot and clear of the others", () => {
    const wide = deploymentChart(model.workload, new Map());
    const narrow = deploymentChart(model.workload, new Map(), { layout: "narrow" });
    if (!wide || !narrow) throw new Error("no chart");
    expect(wide.width).toBe(880);
    expect(narrow.width).toBe(360);
    expect(narrow.picks.map((p) => p.text)).toEqual(wide.picks.map((p) => p.text.split(":")[0]));
    const { plot } = narrow;
    for (const [i, p] of narrow.picks.entries()) {
      expect(p.box.x).toBeGreaterThanOrEqual(plot.x);
      expect(p.box.x + p.box.width).toBeLessThanOrEqual(plot.x + plot.width);
      for (const q of narrow.picks.slice(i + 1))
        expect(
          p.box.x + p.box.width <= q.box.x ||
            q.box.x + q.box.width <= p.box.x ||
            p.box.y + p.box.height <= q.box.y ||
            q.box.y + q.box.height <= p.box.y,
        ).toBe(true);
    }
    expect((narrow.slaLabel?.text.length ?? 0) * CHAR_PX).toBeLessThanOrEqual(plot.width);
  });
});
