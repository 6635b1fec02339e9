import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  bOnlyLeftOf,
  distanceForLens,
  eulerDiagrams,
  lensArea,
  lensLeftOf,
  pairFor,
  sliceRegions,
  stripArea,
} from "../../../src/render/euler.ts";
import { ReportModelSchema } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const within1pc = (got: number, want: number) =>
  expect(Math.abs(got - want)).toBeLessThanOrEqual(0.01 * want + 1e-12);

describe("Euler geometry", () => {
  it("a strip over the whole circle is its area; the lens formula at the limits", () => {
    expect(stripArea(2, -5, 5)).toBeCloseTo(Math.PI * 4, 12);
    expect(stripArea(1, -1, 0)).toBeCloseTo(Math.PI / 2, 12);
    expect(lensArea(1, 1, 2)).toBe(0);
    expect(lensArea(2, 1, 0.5)).toBeCloseTo(Math.PI, 12);
    // two unit circles one radius apart share 2π/3 − √3/2
    expect(lensArea(1, 1, 1)).toBeCloseTo((2 * Math.PI) / 3 - Math.sqrt(3) / 2, 12);
  });

  it("bisection finds the distance for any lens area the radii allow", () => {
    for (const [rA, rB] of [
      [1, 1],
      [1.3, 0.6],
      [0.4, 1.1],
    ] as const)
      for (const f of [0.001, 0.1, 0.5, 0.9, 0.999]) {
        const target = f * Math.PI * Math.min(rA, rB) ** 2;
        within1pc(lensArea(rA, rB, distanceForLens(rA, rB, target)), target);
      }
  });

  it("the lens left of a line sums to the lens, whichever circle holds the other", () => {
    for (const p of [
      pairFor(1, 0.5, 0.3),
      pairFor(1, 1, 0.3),
      pairFor(1, 0.02, 0.3),
      { rA: 0.3, rB: 1, d: 0.2 },
    ]) {
      const lens = lensArea(p.rA, p.rB, p.d);
      expect(lensLeftOf(p, 10)).toBeCloseTo(lens, 9);
      expect(lensLeftOf(p, -10)).toBe(0);
      expect(bOnlyLeftOf(p, 10)).toBeCloseTo(Math.PI * p.rB ** 2 - lens, 9);
    }
  });

  it("circles and every slice are within 1 % of their share of the step", () => {
    const cases = [
      [0.905, 0.048, 0.047],
      [0.5, 0.2, 0.1, 0.15, 0.05],
      [0.999, 0.0005, 0.0005],
      [0.02, 0.98],
      [1],
    ];
    for (const shares of cases) {
      const inEngine = shares.length === 1 ? [true] : shares.map((_, i) => i < shares.length - 1);
      const both = shares.filter((_, i) => inEngine[i]).reduce((a, b) => a + b, 0);
      const pair = pairFor(1, both, 0.3);
      within1pc(Math.PI * pair.rB ** 2, 1);
      within1pc(Math.PI * pair.rA ** 2, both + 0.3);
      within1pc(lensArea(pair.rA, pair.rB, pair.d), both);
      const regions = sliceRegions(
        pair,
        shares.map((share, i) => ({
          key: `k${i}`,
          title: `k${i}`,
          inEngine: inEngine[i] as boolean,
          sites: 1,
          share,
        })),
      );
      for (const r of regions) {
        const area = r.inEngine
          ? lensLeftOf(pair, r.to) - lensLeftOf(pair, r.from)
          : bOnlyLeftOf(pair, r.to) - bOnlyLeftOf(pair, r.from);
        within1pc(area, r.share);
      }
    }
  });

  it("no engine overlap: the circles stand apart and everything is outside", () => {
    const pair = pairFor(1, 0, 0.3);
    expect(pair.d).toBeCloseTo(pair.rA + pair.rB, 12);
  });
});

/** Shoelace area of each closed subpath of an "M x,y L x,y … Z" path; even-odd: the first minus the rest. */
function pathArea(d: string): number {
  const areas = d
    .split("Z")
    .map((sub) => sub.trim())
    .filter(Boolean)
    .map((sub) => {
      const pts = sub
        .replace(/^M/, "")
        .split(" L")
        .map((p) => p.split(",").map(Number) as [number, number]);
      let a = 0;
      for (let i = 0; i < pts.length; i++) {
        const [x1, y1] = pts[i] as [number, number];
        const [x2, y2] = pts[(i + 1) % pts.length] as [number, number];
        a += x1 * y2 - x2 * y1;
      }
      return Math.abs(a) / 2;
    });
  return (areas[0] ?? 0) - areas.slice(1).reduce((s, x) => s + x, 0);
}

describe("Euler diagram of a golden report", () => {
  const model = ReportModelSchema.parse(
    JSON.parse(readFileSync(join(ROOT, "test/golden/09-venn-qwen3-30b-a3b-h100.json"), "utf8")),
  );
  const diagrams = eulerDiagrams(model);

  it("one diagram per run; regions' site counts add up to the run's sites", () => {
    expect(diagrams.length).toBe(model.tables.length);
    for (const [i, d] of diagrams.entries()) {
      expect(d.regions.reduce((s, r) => s + r.sites, 0)).toBe(model.tables[i]?.sites.length);
      expect(d.regions.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
      expect(d.labels.length).toBe(d.regions.length);
    }
  });

  it("each drawn region's area is its share of the model circle within 1 %", () => {
    for (const d of diagrams) {
      const circle = Math.PI * d.model.r ** 2;
      for (const r of d.regions) {
        if (r.share < 0.01) continue; // a sliver's few pixels are below the polygon's sampling error
        within1pc(pathArea(r.d) / circle, r.share);
      }
    }
  });

  it("is deterministic", () => {
    expect(JSON.stringify(eulerDiagrams(model))).toBe(JSON.stringify(diagrams));
  });
});
