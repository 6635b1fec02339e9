import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type AnalyzeOptions, analyze } from "../../../src/app/report.ts";
import { analyzeServing } from "../../../src/app/serve.ts";
import { normalizeEngine, serveSetting } from "../../../src/engine/index.ts";
import { parseWorkload, type Workload } from "../../../src/serve/index.ts";
import { validateEngine } from "../../../src/validate/index.ts";
import { ROOT } from "../../helpers.ts";

const BASE = `schema: 1
id: demo
name: Demo
version: "1"
source: https://example.com/demo
sources:
  repo: { url: https://example.com/demo/src }
graphs: { value: "on", source: repo }
host_us: { value: 20, source: repo }
fusions: none
kernels: none
kinds:
  gemm: { compute: 0.5, fixed_us: 1, source: repo, note: "a measured kernel" }
`;

const check = (text: string) => validateEngine(parse(text), "demo.engine.yaml");

describe("engine profiles: schema", () => {
  it("a valid file resolves to graphs, host cost and per-kind factors", () => {
    const { value, diagnostics } = check(BASE);
    expect(diagnostics).toEqual([]);
    if (!value) throw new Error("no value");
    const engine = normalizeEngine(value, "demo.engine.yaml");
    expect(engine).toMatchObject({ id: "demo", graphs: true, fusions: null, kernels: null });
    expect(engine.hostSeconds).toBeCloseTo(20e-6, 12);
    expect(engine.kinds).toEqual({ gemm: { compute: 0.5, fixed_us: 1 } });
    expect(serveSetting(engine, false)).toMatchObject({ graphs: false, kernels: engine.kinds });
  });

  it("says every problem in one run: an unknown key, an unknown source, a factor out of range, a kind row with no factor", () => {
    const bad = BASE.replace("host_us:", "colour: red\nhost_us:")
      .replace("host_us: { value: 20, source: repo }", "host_us: { value: 20, source: nowhere }")
      .replace("compute: 0.5, fixed_us: 1,", "compute: 7,")
      .concat('  attention_decode: { source: repo, note: "nothing" }\n');
    const { value, diagnostics } = check(bad);
    expect(value).toBeUndefined();
    const text = diagnostics.map((d) => `${d.code} ${JSON.stringify(d.path)} ${d.message}`).join("\n");
    expect(text).toMatch(/colour/);
    expect(text).toMatch(/"nowhere" is not a key of sources/);
    expect(text).toMatch(/kinds.*gemm.*compute/);
    expect(text).toMatch(/at least one of bandwidth, compute, fixed_us/);
    expect(diagnostics.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses a kernel kind that does not exist", () => {
    const { diagnostics } = check(BASE.replace("  gemm:", "  matmul:"));
    expect(diagnostics.length).toBeGreaterThan(0);
  });
});

describe("engine profiles: the stages", () => {
  const at = (o: Partial<AnalyzeOptions>) =>
    analyze({
      model: "llama-3.1-8b",
      hardware: ["gb10"],
      runs: [{ mode: "single", rows: 2048 }],
      context: 2048,
      cwd: ROOT,
      ...o,
    });

  it("the report names the engine it assumed; vllm by default, with its fusion file", () => {
    const report = at({}).report;
    expect(report?.engine).toMatchObject({ id: "vllm", name: "vLLM" });
    expect(report?.fusions?.engine).toBe("vllm");
    expect(at({ fusions: "none" }).report?.fusions).toBeUndefined();
  });

  it("an engine's GEMM compute factor slows a compute-bound prefill; its graph mode holds unless --graphs says", () => {
    const library = at({ engine: "pytorch" }).report?.tables[0];
    const llamaCpp = at({ engine: "test/fixtures/engines/slow-gemm.engine.yaml" }).report?.tables[0];
    const gemm = (t: typeof library) => t?.expectedTerms?.find((x) => x.term === "gemm")?.seconds ?? 0;
    expect(gemm(llamaCpp)).toBeGreaterThan(gemm(library) * 2);
    expect(at({ engine: "llama.cpp-2023" }).report?.graphs).toBe(false);
    expect(at({ engine: "llama.cpp-2023", graphs: true }).report?.graphs).toBe(true);
  });

  it("an unknown engine is a named diagnostic that lists the known ids", () => {
    const { report, diagnostics } = at({ engine: "vlm" });
    expect(report).toBeUndefined();
    expect(diagnostics[0]?.code).toBe("LOAD_UNKNOWN_ID");
    expect(diagnostics[0]?.message).toMatch(/vllm/);
  });
});

describe("engine profiles: the workload view", () => {
  it("the engine's default prefill chunk applies where chunk= is not given, and says where it came from", () => {
    const run = (engine: string, spec: string) =>
      analyzeServing({
        model: "llama-3.1-8b",
        hardware: ["h100-sxm"],
        runs: [{ mode: "multi", rows: 1 }],
        context: 4096,
        cwd: ROOT,
        engine,
        workload: parseWorkload(spec).workload as Workload,
      }).report?.workload;
    const engineChunk = run("test/fixtures/engines/small-chunk.engine.yaml", "isl=4096,osl=64,concurrency=1");
    expect(engineChunk?.chunk).toBe(2048);
    expect(engineChunk?.chunkSource).toMatch(/^engine small-chunk chunked_prefill/);
    const given = run(
      "test/fixtures/engines/small-chunk.engine.yaml",
      "isl=4096,osl=64,concurrency=1,chunk=1024",
    );
    expect(given?.chunk).toBe(1024);
    expect(run("vllm", "isl=4096,osl=64,concurrency=1")?.chunk).toBe(8192);
  });
});

describe("engine profiles: an engine kernel per weight-only format", () => {
  const KERNEL = `kinds:
  gemm:
    source: repo
    note: "int4 linears run the engine's own kernel"
    weight_only:
      int4/g<n>z:
        kernel: tinygemm
        fixed_us: { value: 2.6, source: repo, note: "the fit's intercept" }
        bandwidth: { value: 0.554, source: repo, note: "the fit's stream share" }
        row_rate: { tmacs: 15.5, sms: 132, sm_clock_mhz: 1980, source: repo, note: "the fit's per-row rate" }
        note: "a measured kernel"
`;
  const withKernel = BASE.replace(/kinds:\n[\s\S]*$/, KERNEL);

  it("resolves to an engine kernel, with no per-kind factor where the row states none", () => {
    const { value, diagnostics } = check(withKernel);
    expect(diagnostics).toEqual([]);
    if (!value) throw new Error("no value");
    const engine = normalizeEngine(value, "demo.engine.yaml");
    expect(engine.kinds).toEqual({});
    expect(engine.ownKernels).toEqual([
      {
        engine: "demo",
        kind: "gemm",
        weight: "int4/g<n>z",
        kernel: "tinygemm",
        fixedSeconds: 2.6e-6,
        bandwidth: 0.554,
        macsPerSecond: 15.5e12,
        measuredOn: { sms: 132, smClockMhz: 1980 },
      },
    ]);
    expect(serveSetting(engine)).toMatchObject({ ownKernels: engine.ownKernels });
    expect(serveSetting(engine)).not.toHaveProperty("kernels");
  });

  it("names an unknown format, a kind other than gemm, a share over 1 and a missing rate at their keys", () => {
    const bad = withKernel
      .replace("int4/g<n>z:", "int3/g<n>z:")
      .replace("bandwidth: { value: 0.554", "bandwidth: { value: 1.4")
      .replace("  gemm:\n", "  grouped_gemm:\n");
    const { value, diagnostics } = check(bad);
    expect(value).toBeUndefined();
    const text = diagnostics.map((d) => `${JSON.stringify(d.path)} ${d.message}`).join("\n");
    expect(text).toMatch(/"int3\/g<n>z" is not a weight-only format spelling \(have .*int4\/g<n>z/);
    expect(text).toMatch(/weight_only.*costed only for gemm, not grouped_gemm/);
    expect(text).toMatch(/bandwidth/);
    const noRate = check(withKernel.replace(/ {8}row_rate:.*\n/, ""));
    expect(noRate.value).toBeUndefined();
    expect(noRate.diagnostics.map((d) => `${d.path?.join(".")} ${d.message}`).join(" ")).toMatch(/row_rate/);
  });

  it("a format that is not weight-only is said at its key", () => {
    const { diagnostics } = check(withKernel.replace("int4/g<n>z:", "bf16:"));
    expect(diagnostics.map((d) => d.path)).toEqual([["kinds", "gemm", "weight_only", "bf16"]]);
  });
});
