import { describe, expect, it } from "vitest";
import { parseQuantity } from "../../../src/schema/index.ts";
import type { UnitKind } from "../../../src/schema/units.ts";

const close = (actual: number | undefined, expected: number) => {
  expect(actual).toBeDefined();
  expect(Math.abs((actual as number) - expected) / expected).toBeLessThan(1e-12);
};

describe("parseQuantity: decimal rates, explicit capacities", () => {
  it.each<[text: string, kind: UnitKind, value: number]>([
    // 3.35 · 10^12
    ["3.35 TB/s", "bytesPerSecond", 3.35e12],
    // 2039 · 10^9
    ["2039 GB/s", "bytesPerSecond", 2.039e12],
    ["8 TB/s", "bytesPerSecond", 8e12],
    ["3.35TB/s", "bytesPerSecond", 3.35e12],
    ["900 MB/s", "bytesPerSecond", 9e8],
    ["1.2e3 GB/s", "bytesPerSecond", 1.2e12],
    // 80 · 10^9
    ["80 GB", "bytes", 80e9],
    // 24 · 2^30 = 25,769,803,776
    ["24 GiB", "bytes", 25_769_803_776],
    // 192 · 2^30 = 206,158,430,208
    ["192 GiB", "bytes", 206_158_430_208],
    ["141 GB", "bytes", 141e9],
    ["512 MiB", "bytes", 536_870_912],
    ["1 TiB", "bytes", 1_099_511_627_776],
    ["64 B", "bytes", 64],
    // 989.4 · 10^12
    ["989.4 TFLOPS", "flopsPerSecond", 989.4e12],
    ["624 TOPS", "flopsPerSecond", 624e12],
    ["1.3 PFLOPS", "flopsPerSecond", 1.3e15],
    ["66.9 TFLOPS", "flopsPerSecond", 66.9e12],
    ["2.49 USD/h", "usdPerHour", 2.49],
    ["0.8 USD/h", "usdPerHour", 0.8],
    ["700 W", "watts", 700],
    // 1.4 · 10^3
    ["1.4 kW", "watts", 1400],
  ])("%j as %s = %d", (text, kind, value) => {
    close(parseQuantity(text, kind), value);
  });

  it.each<[text: string, kind: UnitKind]>([
    // binary bandwidth is a trap (STYLE.md §8)
    ["3.35 TiB/s", "bytesPerSecond"],
    ["2039 GiB/s", "bytesPerSecond"],
    ["3.35TBps", "bytesPerSecond"],
    ["3.35 Tb/s", "bytesPerSecond"],
    ["3.35 tb/s", "bytesPerSecond"],
    ["3.35", "bytesPerSecond"],
    ["", "bytesPerSecond"],
    ["", "bytes"],
    ["-1 GB", "bytes"],
    ["-3.35 TB/s", "bytesPerSecond"],
    ["80 gb", "bytes"],
    ["80 GB/s", "bytes"],
    ["80 G", "bytes"],
    ["80 PB", "bytes"],
    ["80 GB", "bytesPerSecond"],
    ["989 TFLOPS", "bytesPerSecond"],
    ["989 TiFLOPS", "flopsPerSecond"],
    ["989 Tflops", "flopsPerSecond"],
    ["989 TFLOP", "flopsPerSecond"],
    ["2.49 USD", "usdPerHour"],
    ["$2.49/h", "usdPerHour"],
    ["abc GB", "bytes"],
    [".5 GB", "bytes"],
    ["700 Watts", "watts"],
    ["700", "watts"],
    ["0.7 MW", "watts"],
    ["700 w", "watts"],
  ])("%j as %s is rejected", (text, kind) => {
    expect(parseQuantity(text, kind)).toBeUndefined();
  });
});
