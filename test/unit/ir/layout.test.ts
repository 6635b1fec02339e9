import { describe, expect, it } from "vitest";
import { devicesOf, layoutName, parseLayout, parseLayouts } from "../../../src/ir/index.ts";

describe("parseLayout", () => {
  it("reads axis=N pairs and leaves the rest at 1", () => {
    expect(parseLayout("tp=4")).toEqual({ layout: { tp: 4, ep: 1, pp: 1 } });
    expect(parseLayout("tp=2, ep=8, pp=2")).toEqual({ layout: { tp: 2, ep: 8, pp: 2 } });
  });
  it("names what is wrong", () => {
    expect(parseLayout("dp=2").problem).toMatch(/"dp=2" is not an axis=N pair/);
    expect(parseLayout("tp=0").problem).toMatch(/tp=0 must be a whole number ≥ 1/);
    expect(parseLayout("tp=2,tp=4").problem).toMatch(/tp is given twice/);
    expect(parseLayout("tp=1.5").problem).toMatch(/not an axis=N pair/);
  });
});

describe("devicesOf and layoutName", () => {
  it("counts a stage as max(tp, ep) devices, times pp", () => {
    expect(devicesOf({ tp: 1, ep: 8, pp: 1 })).toBe(8);
    expect(devicesOf({ tp: 4, ep: 1, pp: 2 })).toBe(8);
    expect(layoutName({ tp: 1, ep: 1, pp: 1 })).toBe("tp1");
    expect(layoutName({ tp: 2, ep: 8, pp: 1 })).toBe("tp2·ep8");
  });
});

describe("parseLayouts (compare's list)", () => {
  it("splits on ; and where an axis repeats, so the issue's tp=1,tp=2,tp=4,tp=8 is four layouts", () => {
    expect(parseLayouts("tp=1,tp=2,tp=4,tp=8").layouts?.map(layoutName)).toEqual([
      "tp1",
      "tp2",
      "tp4",
      "tp8",
    ]);
    expect(parseLayouts("tp=2,ep=8;tp=8").layouts?.map(layoutName)).toEqual(["tp2·ep8", "tp8"]);
    expect(parseLayouts("tp=4,ep=8,pp=1").layouts).toEqual([{ tp: 4, ep: 8, pp: 1 }]);
  });
  it("names a bad part", () => {
    expect(parseLayouts("tp=2;dp=4").problem).toMatch(/"dp=4" is not an axis=N pair/);
  });
});
