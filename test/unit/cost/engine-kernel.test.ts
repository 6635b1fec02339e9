// gpt-fast's int4 tinygemm as an engine kernel: the fit reproduces its own measurements, and moves by SMs × clock.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { analyze } from "../../../src/app/report.ts";
import { movedRate, NO_BYTES, type OpWork, roofline } from "../../../src/cost/index.ts";
import { normalizeEngine, serveSetting } from "../../../src/engine/index.ts";
import { type Format, parseFormat, tensorBytes } from "../../../src/formats/index.ts";
import { normalizeProfile, type Profile } from "../../../src/hardware/index.ts";
import { validateEngine, validateHardware } from "../../../src/validate/index.ts";
import { ROOT } from "../../helpers.ts";

const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name} is not a canonical format`);
  return parsed.format;
};
const profile = (id: string): Profile => {
  const file = `hardware/${id}.hw.yaml`;
  const { value } = validateHardware(parse(readFileSync(join(ROOT, file), "utf8")), file);
  if (!value) throw new Error(`test setup: ${file} does not validate`);
  return normalizeProfile(value, file);
};
const GPT_FAST = (() => {
  const file = "engines/gpt-fast.engine.yaml";
  const { value } = validateEngine(parse(readFileSync(join(ROOT, file), "utf8")), file);
  if (!value) throw new Error(`test setup: ${file} does not validate`);
  return normalizeEngine(value, file);
})();
const TINYGEMM = GPT_FAST.ownKernels[0];

/** The committed measurement rows: m, n, k and the median µs. */
const ROWS = readFileSync(join(ROOT, "engines/measurements/h200-sxm.engine-kernels-2026-12-04.csv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split(","))
  .map((c) => ({ m: Number(c[3]), n: Number(c[4]), k: Number(c[5]), us: Number(c[7]) }));

/** One int4/g128z × bf16 GEMM of m rows, as the cost stage sees a linear site (weight bytes with scale and zero). */
const gemm = (m: number, n: number, k: number): OpWork => ({
  flops: 2 * m * n * k,
  bytes: {
    ...NO_BYTES,
    weight: tensorBytes(fmt("int4/g128z"), n, k, "weight"),
    actIn: 2 * m * k,
    actOut: 2 * m * n,
  },
  operands: { weight: fmt("int4/g128z"), act: fmt("bf16") },
});

const expected = (p: Profile, m: number, n: number, k: number, graphs = true) => {
  const rate = movedRate(TINYGEMM as NonNullable<typeof TINYGEMM>, p) as number;
  return roofline(
    gemm(m, n, k),
    "bf16",
    p,
    "gemm",
    { ...serveSetting(GPT_FAST), graphs },
    {
      kernel: TINYGEMM as NonNullable<typeof TINYGEMM>,
      rate,
      macs: m * n * k,
    },
  );
};

describe("engine kernel: gpt-fast's int4 tinygemm", () => {
  const h200 = profile("h200-sxm");
  const a100 = profile("a100-sxm-80gb");

  it("gpt-fast states one kernel, for int4 with BF16 scale and zero, measured on 132 SMs at 1,980 MHz", () => {
    expect(GPT_FAST.ownKernels).toHaveLength(1);
    expect(TINYGEMM).toMatchObject({ engine: "gpt-fast", kind: "gemm", weight: "int4/g<n>z" });
    expect(TINYGEMM?.measuredOn).toEqual({ sms: 132, smClockMhz: 1980 });
    expect(GPT_FAST.kinds).toEqual({});
  });

  it("reproduces the 12 measured rows on h200-sxm within the fit's residual (worst 9.2 %)", () => {
    expect(ROWS).toHaveLength(12);
    const errors = ROWS.map((r) => {
      const t = expected(h200, r.m, r.n, r.k);
      return ((t.expectedSeconds as number) * 1e6 - r.us) / r.us;
    });
    for (const e of errors) expect(Math.abs(e)).toBeLessThan(0.095);
    const sorted = errors.map(Math.abs).sort((a, b) => a - b);
    expect((sorted[5] as number) + (sorted[6] as number)).toBeLessThan(2 * 0.045);
  });

  it("is the formula: fixed + weight bytes ÷ (bandwidth × share) + rows × N × K ÷ rate, named engine_kernel", () => {
    const t = expected(h200, 16, 28672, 4096);
    const weight = 28672 * 4096 * (0.5 + 4 / 128);
    const execute = weight / (4.8e12 * 0.554) + (16 * 28672 * 4096) / 15.5e12;
    expect(t.expectedTerms?.engine_kernel).toBeCloseTo(execute, 12);
    expect(t.expectedTerms?.fixed).toBeCloseTo(2.6e-6, 12);
    expect(t.expectedTerms?.gemm).toBe(0);
    // The floor is the roofline's, not the engine kernel's.
    const bytes = weight + 2 * 16 * 4096 + 2 * 16 * 28672;
    expect(t.floorSeconds).toBeCloseTo(Math.max(bytes / 4.8e12, (2 * 16 * 28672 * 4096) / 989.4e12), 12);
  });

  it("moves the per-row rate to a100 by SMs × SM clock (108 × 1,410 ÷ 132 × 1,980), the stream by its bandwidth", () => {
    const scale = (108 * 1410) / (132 * 1980);
    expect(movedRate(TINYGEMM as NonNullable<typeof TINYGEMM>, a100)).toBeCloseTo(15.5e12 * scale, 0);
    const one = expected(a100, 1, 4096, 4096).expectedTerms?.engine_kernel as number;
    const sixtyFour = expected(a100, 64, 4096, 4096).expectedTerms?.engine_kernel as number;
    const weight = 4096 * 4096 * (0.5 + 4 / 128);
    expect(one).toBeCloseTo(weight / (2039e9 * 0.554) + (4096 * 4096) / (15.5e12 * scale), 12);
    expect(sixtyFour - one).toBeCloseTo((63 * 4096 * 4096) / (15.5e12 * scale), 12);
  });

  it("without graphs the device's cold launch is the floor of a launch", () => {
    const t = expected(a100, 1, 4096, 4096, false);
    const execute = t.expectedTerms?.engine_kernel as number;
    expect((t.expectedSeconds as number) - execute).toBeGreaterThanOrEqual(0);
    expect(t.expectedSeconds).toBeCloseTo(Math.max(execute + 2.6e-6, 4e-6), 12);
  });
});

describe("engine kernel: in a report", () => {
  const at = (hardware: string, engine: string) =>
    analyze({
      model: "test/accuracy/models/llama-2-7b-int4-g32.model.yaml",
      hardware: [hardware],
      runs: [{ mode: "multi", rows: 1 }],
      context: 105,
      cwd: ROOT,
      engine,
    });
  const term = (r: ReturnType<typeof at>, name: string) =>
    r.report?.tables[0]?.expectedTerms?.find((x) => x.term === name)?.seconds ?? 0;

  it("gpt-fast's int4 linears are an engine_kernel term on a100; vllm keeps the library GEMM", () => {
    const gptFast = at("a100-sxm-80gb", "gpt-fast");
    expect(term(gptFast, "engine_kernel")).toBeGreaterThan(0);
    expect(gptFast.diagnostics.some((d) => d.code === "COST_ENGINE_KERNEL_UNMOVED")).toBe(false);
    const vllm = at("a100-sxm-80gb", "vllm");
    expect(term(vllm, "engine_kernel")).toBe(0);
  });

  it("a device without SM count or clock keeps its library GEMM and says so, at the profile", () => {
    const r = at("b200", "gpt-fast");
    expect(term(r, "engine_kernel")).toBe(0);
    expect(term(r, "gemm")).toBeGreaterThan(0);
    const finding = r.diagnostics.find((d) => d.code === "COST_ENGINE_KERNEL_UNMOVED");
    expect(finding?.message).toMatch(/gpt-fast's torch._weight_int4pack_mm \(tinygemm\) for int4\/g<n>z/);
    expect(finding?.message).toMatch(/b200 states no sms, sm_clock_mhz/);
    expect(finding?.file).toBe("hardware/b200.hw.yaml");
  });
});
