// Every bundled profile declares how its GPUs talk: a scale-up domain, its link (or none), a network beyond it.
import { describe, expect, it } from "vitest";
import { listHardware } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

const { profiles, diagnostics } = listHardware(ROOT);

describe("interconnect of the bundled profiles", () => {
  it("all 15 profiles load with an interconnect", () => {
    expect(diagnostics).toEqual([]);
    expect(profiles.length).toBe(15);
    for (const p of profiles) expect(p.interconnect, p.id).toBeDefined();
  });
  // Per GPU and per direction: half the bidirectional figures of /work/shared/reference/hardware-specs.md table 1a.
  it.each([
    ["a100-sxm-80gb", 8, 300e9],
    ["h100-sxm", 8, 450e9],
    ["h200-sxm", 8, 450e9],
    ["b200", 8, 900e9],
    ["gb200", 72, 900e9],
    ["mi300x", 8, 448e9],
    ["h100-pcie", 8, 63e9],
  ] as const)("%s: domain %i, scale-up %d B/s each way", (id, domain, bytesPerSecond) => {
    const p = profiles.find((x) => x.id === id);
    expect(p?.interconnect?.domain).toBe(domain);
    expect(p?.interconnect?.scaleUp?.bytesPerSecond).toBe(bytesPerSecond);
  });
  it("GB10 has no GPU-to-GPU link: a domain of 1 and its 200 GbE network", () => {
    const gb10 = profiles.find((x) => x.id === "gb10");
    expect(gb10?.interconnect?.domain).toBe(1);
    expect(gb10?.interconnect?.scaleUp).toBeUndefined();
    expect(gb10?.interconnect?.network?.bytesPerSecond).toBe(25e9);
  });
  it("every link has a latency per collective and an efficiency in (0, 1]", () => {
    for (const p of profiles)
      for (const link of [p.interconnect?.scaleUp, p.interconnect?.network]) {
        if (!link) continue;
        expect(link.latencySeconds, p.id).toBeGreaterThan(0);
        expect(link.efficiency, p.id).toBeGreaterThan(0);
        expect(link.efficiency, p.id).toBeLessThanOrEqual(1);
      }
  });
});
