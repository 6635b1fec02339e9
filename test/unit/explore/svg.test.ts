import { describe, expect, it } from "vitest";
import { paretoSvg } from "../../../src/explore/svg.ts";

// The explorer's Pareto chart keeps each device's label inside its 360-unit frame.
describe("paretoSvg point labels", () => {
  const label = (svg: string, id: string) =>
    new RegExp(`<text class="point-label" x="([\\d.]+)" y="[\\d.-]+" text-anchor="(\\w+)">${id}</text>`).exec(
      svg,
    );

  it("puts the label of the rightmost point to its left, and the others to their right", () => {
    const svg = paretoSvg([
      { id: "h100-sxm", tokensPerSecond: 3528, usdPerMtok: 0.197 },
      { id: "a100", tokensPerSecond: 1000, usdPerMtok: 0.3 },
    ]);
    const right = label(svg, "h100-sxm");
    const left = label(svg, "a100");
    expect(right?.[2]).toBe("end");
    expect(left?.[2]).toBe("start");
    // A start-anchored label's estimated end stays inside the frame.
    expect(Number(left?.[1]) + "a100".length * 7.2).toBeLessThanOrEqual(360);
  });
});
