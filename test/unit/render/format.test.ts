import { describe, expect, it } from "vitest";
import {
  fmtBytes,
  fmtFlops,
  fmtInt,
  fmtIntensity,
  fmtParams,
  fmtPercent,
  fmtRate,
  fmtSeconds,
  fmtSecondsIn,
  fmtTokensPerSecond,
} from "../../../src/render/format.ts";

// Three significant digits, decimal prefixes, the largest unit the value reaches.
describe("fmtSeconds", () => {
  it.each<[value: number, text: string]>([
    [0, "0"],
    [1.5, "1.50 s"],
    [120, "120 s"],
    // 1234 s → 1.23e+3 → "1230 s" (no exponent notation)
    [1234, "1230 s"],
    [1, "1.00 s"],
    [0.0123, "12.3 ms"],
    [0.001, "1.00 ms"],
    [1.254e-3, "1.25 ms"],
    [2.5e-6, "2.50 µs"],
    [4e-6, "4.00 µs"],
    [999e-9, "999 ns"],
    [4e-9, "4.00 ns"],
    // below the smallest unit: still ns
    [1e-12, "0.00100 ns"],
    [-0.002, "-2.00 ms"],
    // just under 1 s rounds to 1.00 before the unit is chosen
    [0.9999, "1.00 s"],
    [0.99949, "999 ms"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [Number.NaN, "NaN"],
  ])("%d → %s", (value, text) => {
    expect(fmtSeconds(value)).toBe(text);
  });
});

describe("fmtBytes", () => {
  it.each<[value: number, text: string]>([
    [0, "0"],
    [0.5, "0.500 B"],
    [512, "512 B"],
    [999, "999 B"],
    [1000, "1.00 kB"],
    [1536, "1.54 kB"],
    // 33,554,432 B = 33.554432 MB
    [33_554_432, "33.6 MB"],
    [16_793_600, "16.8 MB"],
    [80e9, "80.0 GB"],
    // 24 GiB = 25,769,803,776 B = 25.8 GB (decimal)
    [25_769_803_776, "25.8 GB"],
    [1_050_673_152, "1.05 GB"],
    [3.35e12, "3.35 TB"],
    [1.05e15, "1.05 PB"],
    [2.5e18, "2500 PB"],
  ])("%d → %s", (value, text) => {
    expect(fmtBytes(value)).toBe(text);
  });
});

describe("fmtFlops", () => {
  it.each<[value: number, text: string]>([
    [0, "0"],
    [999, "999 FLOP"],
    [1000, "1.00 kFLOP"],
    [81_920, "81.9 kFLOP"],
    [201_326_592, "201 MFLOP"],
    [2_101_346_304, "2.10 GFLOP"],
    [989.4e12, "989 TFLOP"],
    [1.4e15, "1.40 PFLOP"],
  ])("%d → %s", (value, text) => {
    expect(fmtFlops(value)).toBe(text);
  });
});

describe("fmtRate", () => {
  it.each<[value: number, unit: string, text: string]>([
    [0, "B/s", "0 B/s"],
    [3.35e12, "B/s", "3.35 TB/s"],
    [989.4e12, "FLOP/s", "989 TFLOP/s"],
    [2.5, "B/s", "2.50 B/s"],
  ])("%d %s → %s", (value, unit, text) => {
    expect(fmtRate(value, unit)).toBe(text);
  });
});

describe("fmtInt", () => {
  it.each<[value: number, text: string]>([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [12_345, "12,345"],
    [1_234_567, "1,234,567"],
    [1_050_673_152, "1,050,673,152"],
    [-1_234_567, "-1,234,567"],
    [1234.5, "1,235"],
    [1234.4, "1,234"],
    // −0.4 rounds to −0, printed without a sign
    [-0.4, "0"],
  ])("%d → %s", (value, text) => {
    expect(fmtInt(value)).toBe(text);
  });
});

describe("fmtPercent", () => {
  it.each<[share: number, text: string]>([
    [0, "0.0%"],
    [0.0004, "<0.1%"],
    [0.0006, "0.1%"],
    [0.0123, "1.2%"],
    [0.123, "12.3%"],
    [0.5, "50.0%"],
    [0.999, "99.9%"],
    [1, "100.0%"],
  ])("%d → %s", (share, text) => {
    expect(fmtPercent(share)).toBe(text);
  });
});

describe("fmtTokensPerSecond", () => {
  it.each<[value: number, text: string]>([
    [0.000123, "0.000123"],
    [3.14651, "3.15"],
    [42, "42.0"],
    [99.5, "99.5"],
    [100, "100"],
    [1234.4, "1,234"],
    [12_345.6, "12,346"],
    [1_000_000, "1,000,000"],
  ])("%d → %s", (value, text) => {
    expect(fmtTokensPerSecond(value)).toBe(text);
  });
});

describe("fmtIntensity and fmtParams", () => {
  it.each<[value: number, text: string]>([
    [0, "0"],
    [0.998, "0.998"],
    [1, "1.00"],
    [295.34, "295"],
    [1000, "1,000"],
  ])("fmtIntensity %d → %s", (value, text) => {
    expect(fmtIntensity(value)).toBe(text);
  });

  it.each<[value: number, text: string]>([
    [8_030_261_248, "8.030 B"],
    [70_553_706_496, "70.55 B"],
    [128_256, "128.3 k"],
    [7, "7.000"],
  ])("fmtParams %d → %s", (value, text) => {
    expect(fmtParams(value)).toBe(text);
  });
});

describe("fmtSecondsIn", () => {
  it.each([
    [142e-6, 4.544e-3, "0.142 ms"],
    [25e-6, 800e-6, "25.0 µs"],
    [0.5, 16, "0.500 s"],
    [1e-6, 0, "1.00 µs"],
  ])("%d s in the unit of %d s → %s", (value, like, text) => {
    expect(fmtSecondsIn(value, like)).toBe(text);
    // the same unit as the reference value's own text
    if (like > 0) expect(text.split(" ")[1]).toBe(fmtSeconds(like).split(" ")[1]);
  });
});
