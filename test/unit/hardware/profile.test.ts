import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { normalizeProfile, ridgePoint } from "../../../src/hardware/index.ts";
import { HardwareSchema } from "../../../src/schema/index.ts";

const HARDWARE = resolve(dirname(fileURLToPath(import.meta.url)), "../../../hardware");
const files = readdirSync(HARDWARE)
  .filter((f) => f.endsWith(".hw.yaml"))
  .sort();

const load = (file: string) => HardwareSchema.safeParse(parse(readFileSync(join(HARDWARE, file), "utf8")));

const rel = (actual: number | undefined, expected: number) => {
  expect(actual).toBeDefined();
  expect(Math.abs((actual as number) - expected) / expected).toBeLessThan(1e-12);
};

describe("hardware/ profiles", () => {
  it("the folder holds profiles", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files).toContain("h100-sxm.hw.yaml");
  });

  it.each(files)("%s validates and its file name is its id", (file) => {
    const result = load(file);
    if (!result.success) throw new Error(`${file}: ${JSON.stringify(result.error.issues, null, 2)}`);
    expect(`${result.data.id}.hw.yaml`).toBe(file);
  });

  // Issue 8: an expected time on every shipped device, every term's value with a source.
  it.each(files)(
    "%s is calibrated: streaming and small-transfer bandwidth, every lane, launch and step",
    (file) => {
      const result = load(file);
      if (!result.success) throw new Error(`${file} does not validate`);
      const eff = result.data.efficiency;
      expect(eff?.bandwidth?.source).toBeTruthy();
      // The small-transfer term, unless every kernel kind has a measured fixed cost of its own (venn calibrate).
      const kinds = eff?.kernels ?? {};
      const measured = (
        ["gemm", "grouped_gemm", "attention_decode", "attention_prefill", "elementwise", "gather"] as const
      ).every((kind) => kinds[kind]?.fixed_us?.source);
      if (!measured) expect(eff?.half_bandwidth_bytes?.source).toBeTruthy();
      expect(eff?.launch_us?.source).toBeTruthy();
      expect(eff?.graph_launch_us?.source).toBeTruthy();
      expect(eff?.step_us?.source).toBeTruthy();
      const tensorLanes = Object.keys(result.data.compute).filter(
        (lane) => lane !== "fp32" && lane !== "int8",
      );
      for (const lane of tensorLanes)
        expect(eff?.compute?.[lane as keyof typeof eff.compute]?.source, `${file} ${lane}`).toBeTruthy();
      // Every value a sibling lends says which sibling.
      for (const value of [eff?.bandwidth, eff?.half_bandwidth_bytes, ...Object.values(eff?.compute ?? {})])
        if (value?.note?.includes("derived from ")) expect(value.note).toMatch(/derived from [a-z0-9.-]+/);
    },
  );

  it.each(files)("%s normalizes to positive base-unit numbers", (file) => {
    const result = load(file);
    if (!result.success) throw new Error(`${file} does not validate`);
    const profile = normalizeProfile(result.data, file);
    expect(profile.capacityBytes).toBeGreaterThan(0);
    expect(profile.usableBytes).toBeGreaterThan(0);
    expect(profile.usableBytes).toBeLessThanOrEqual(profile.capacityBytes);
    expect(profile.bytesPerSecond).toBeGreaterThan(0);
    for (const peak of Object.values(profile.peaks)) expect(peak).toBeGreaterThan(0);
    // every fallback lands on a lane the device has
    for (const to of Object.values(profile.fallback)) expect(profile.peaks[to]).toBeDefined();
  });

  // Issue 10: energy per token needs every device's board power, with its source.
  it.each(files)("%s has a board power with a source, normalized to watts", (file) => {
    const result = load(file);
    if (!result.success) throw new Error(`${file} does not validate`);
    const power = result.data.power;
    expect(power?.source).toBeTruthy();
    const cited = result.data.sources[power?.source ?? ""];
    expect(cited && "url" in cited ? cited.url : "").toMatch(/^https:\/\//);
    const profile = normalizeProfile(result.data, file);
    expect(profile.power?.watts).toBe(power?.value);
    expect(profile.power?.watts).toBeGreaterThanOrEqual(50);
    expect(profile.power?.watts).toBeLessThanOrEqual(1500);
  });
});

describe("normalizeProfile on h100-sxm", () => {
  const result = load("h100-sxm.hw.yaml");
  if (!result.success) throw new Error("h100-sxm.hw.yaml does not validate");
  const profile = normalizeProfile(result.data, "hardware/h100-sxm.hw.yaml");

  it("keeps id, name and file", () => {
    expect(profile.id).toBe("h100-sxm");
    expect(profile.file).toBe("hardware/h100-sxm.hw.yaml");
    expect(profile.name).toBe("NVIDIA H100 SXM5 80GB HBM3");
  });

  it("memory: 80 GB, 3.35 TB/s, usable 0.9 · 80e9 = 72e9", () => {
    expect(profile.capacityBytes).toBe(80e9);
    rel(profile.bytesPerSecond, 3.35e12);
    rel(profile.usableBytes, 72e9);
  });

  it("dense peaks per lane, fp4 absent rather than zero", () => {
    rel(profile.peaks.bf16, 989.4e12);
    rel(profile.peaks.fp8, 1978.9e12);
    rel(profile.peaks.int8, 1978.9e12);
    rel(profile.peaks.fp32, 66.9e12);
    expect(Object.keys(profile.peaks).sort()).toEqual(["bf16", "fp32", "fp8", "int8"]);
    expect("fp4" in profile.peaks).toBe(false);
    expect(profile.fallback).toEqual({});
  });

  it("calibration: the H200's measured terms by the same-chip rule (bandwidth 0.967, bf16 0.785 / fp8 0.658, launch 8.82 µs cold, 1.15 µs in a graph, 50 µs a step)", () => {
    expect(profile.efficiency).toBeDefined();
    expect(profile.derivedFrom).toEqual({ id: "h200-sxm", rule: "same_chip" });
    expect(profile.efficiency?.bandwidth).toBe(0.967);
    expect(profile.efficiency?.halfBandwidthBytes).toBe(0);
    expect(profile.efficiency?.compute).toEqual({ bf16: 0.785, fp8: 0.658 });
    expect(profile.efficiency?.attention).toEqual({});
    rel(profile.efficiency?.launchSeconds, 8.82e-6);
    rel(profile.efficiency?.graphLaunchSeconds, 1.15e-6);
    rel(profile.efficiency?.stepSeconds, 50e-6);
  });

  it("ridge point bf16 = 989.4e12 / 3.35e12 ≈ 295.34 FLOP/B; none for a missing lane", () => {
    rel(ridgePoint(profile, "bf16"), 989.4 / 3.35);
    expect(ridgePoint(profile, "fp4")).toBeUndefined();
  });
});

describe("normalizeProfile on hand-written documents", () => {
  const base = {
    schema: 1,
    id: "toy",
    name: "Toy GPU",
    sources: { spec: { url: "https://example.com/spec" } },
    memory: {
      capacity: { value: "24 GiB", source: "spec" },
      bandwidth: { value: "1 TB/s", source: "spec" },
      usable: { value: 0.5, source: "spec" },
    },
    compute: { bf16: { value: "100 TFLOPS", source: "spec" }, fp8: { value: "200 TFLOPS", source: "spec" } },
  };

  it("uncalibrated: no efficiency, no price; 24 GiB = 25,769,803,776 B, usable half = 12,884,901,888", () => {
    const result = HardwareSchema.safeParse(base);
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    const profile = normalizeProfile(result.data, "toy.hw.yaml");
    expect(profile.capacityBytes).toBe(25_769_803_776);
    expect(profile.usableBytes).toBe(12_884_901_888);
    expect(profile.bytesPerSecond).toBe(1e12);
    expect(profile.peaks).toEqual({ bf16: 100e12, fp8: 200e12 });
    expect(profile).not.toHaveProperty("efficiency");
    expect(profile).not.toHaveProperty("pricePerHour");
    expect(ridgePoint(profile, "fp8")).toBe(200);
  });

  it("fallback, a launch cost alone (other factors default to 1) and a price", () => {
    const result = HardwareSchema.safeParse({
      ...base,
      fallback: { fp4: "fp8" },
      efficiency: { launch_us: { value: 5, source: "spec" } },
      price_per_hour: { value: "2.49 USD/h", source: "spec" },
    });
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    const profile = normalizeProfile(result.data, "toy.hw.yaml");
    expect(profile.fallback).toEqual({ fp4: "fp8" });
    expect(profile.efficiency?.bandwidth).toBe(1);
    expect(profile.efficiency?.compute).toEqual({});
    rel(profile.efficiency?.launchSeconds, 5e-6);
    expect(profile.pricePerHour).toBe(2.49);
  });

  it.each<[what: string, patch: Record<string, unknown>]>([
    ["a fallback onto a lane the device lacks", { fallback: { fp4: "int8" } }],
    ["a fallback for a lane the device has", { fallback: { fp8: "bf16" } }],
    ["binary bandwidth", { memory: { ...base.memory, bandwidth: { value: "1 TiB/s", source: "spec" } } }],
    ["a zero capacity", { memory: { ...base.memory, capacity: { value: "0 GB", source: "spec" } } }],
    ["an unknown source key", { memory: { ...base.memory, usable: { value: 0.9, source: "nope" } } }],
    ["usable above 1", { memory: { ...base.memory, usable: { value: 1.1, source: "spec" } } }],
    ["an unknown lane", { compute: { ...base.compute, tf32: { value: "50 TFLOPS", source: "spec" } } }],
  ])("rejects %s", (_what, patch) => {
    expect(HardwareSchema.safeParse({ ...base, ...patch }).success).toBe(false);
  });
});
