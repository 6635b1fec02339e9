import { describe, expect, it } from "vitest";
import { type Box, boxesOverlap } from "../../../src/render/chart-kit.ts";
import {
  axisFor,
  type LabelRequest,
  paretoFrontier,
  placeLabels,
  stepPath,
  type XY,
} from "../../../src/render/pareto.ts";
import { seededRandom } from "../../helpers.ts";

const dominates = (a: XY, b: XY) => a.x >= b.x && a.y >= b.y && (a.x > b.x || a.y > b.y);

describe("Pareto frontier", () => {
  it("keeps exactly the points no other point dominates, x ascending", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = seededRandom(seed);
      // coarse values so ties and duplicates happen
      const pts = Array.from({ length: 3 + Math.floor(r() * 40) }, () => ({
        x: Math.round(r() * 20),
        y: Math.round(r() * 20),
      }));
      const got = paretoFrontier(pts);
      const undominated = pts.map((p, i) => ({ p, i })).filter(({ p }) => !pts.some((q) => dominates(q, p)));
      // each undominated position appears once (duplicates collapse to the first index)
      const distinct = [...new Map(undominated.map(({ p, i }) => [`${p.x},${p.y}`, i])).values()];
      expect(new Set(got.map((i) => `${pts[i]?.x},${pts[i]?.y}`)).size).toBe(got.length);
      expect(got.length).toBe(distinct.length);
      for (const i of got) expect(pts.some((q) => dominates(q, pts[i] as XY))).toBe(false);
      const xs = got.map((i) => (pts[i] as XY).x);
      expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    }
  });

  it("the step line drops to each next point's y, then runs across to it", () => {
    expect(
      stepPath([
        { x: 1, y: 10 },
        { x: 2, y: 20 },
        { x: 3, y: 35 },
      ]),
    ).toBe("M1,10 V20 H2 V35 H3");
    expect(stepPath([])).toBe("");
  });
});

describe("axes", () => {
  it("log with decade ticks when values span more than a decade, else linear from 0", () => {
    const log = axisFor([3, 40, 900], 0, 300);
    expect(log.log).toBe(true);
    expect(log.ticks.map((t) => t.value)).toEqual([1, 10, 100, 1000]);
    const lin = axisFor([12, 30, 95], 0, 100);
    expect(lin.log).toBe(false);
    expect(lin.ticks[0]?.value).toBe(0);
    expect(lin.max).toBeGreaterThanOrEqual(95);
    for (const v of [12, 30, 95]) expect(lin.scale(v)).toBeLessThanOrEqual(100);
  });
});

describe("label placer", () => {
  const bounds: Box = { x: 0, y: 0, width: 800, height: 360 };
  it("no two labels and no label and obstacle overlap on crowded inputs", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const r = seededRandom(seed);
      // points crowded into a third of the plot, as the picks of close devices are
      const requests: LabelRequest[] = Array.from({ length: 3 + Math.floor(r() * 6) }, () => ({
        x: 250 + r() * 200,
        y: 120 + r() * 120,
        width: 90 + r() * 120,
        height: 14,
      }));
      const obstacles: Box[] = [
        ...requests.map((q) => ({ x: q.x - 9, y: q.y - 9, width: 18, height: 18 })),
        ...Array.from({ length: 30 }, () => ({
          x: 200 + r() * 300,
          y: 100 + r() * 160,
          width: 10,
          height: 10,
        })),
      ];
      const placed = placeLabels(requests, obstacles, bounds);
      expect(placed.length).toBe(requests.length);
      for (const [i, a] of placed.entries()) {
        expect(a.x).toBeGreaterThanOrEqual(bounds.x);
        expect(a.x + a.width).toBeLessThanOrEqual(bounds.x + bounds.width);
        for (const b of placed.slice(i + 1)) expect(boxesOverlap(a, b)).toBe(false);
        for (const o of obstacles) expect(boxesOverlap(a, o)).toBe(false);
      }
      // same input, same places
      expect(placeLabels(requests, obstacles, bounds)).toEqual(placed);
    }
  });

  it("avoids a soft obstacle (a line) when a near position clears it, and still places the label when none does", () => {
    const req = { x: 400, y: 180, width: 100, height: 14 };
    // a line running right through where the first choice (right of the point) would go
    const line = { x: 400, y: 179, width: 300, height: 2 };
    const [a] = placeLabels([req], [], bounds, [line]);
    expect(a && boxesOverlap(a, line)).toBe(false);
    // soft obstacles everywhere: placed anyway, clear of the hard ones
    const wall = { x: 0, y: 0, width: 800, height: 360 };
    const [b] = placeLabels([req], [], bounds, [wall]);
    expect(b?.x).toBe(410);
  });
});
