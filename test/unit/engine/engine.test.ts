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
      context: 1024,
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
    const llamaCpp = at({ engine: "llama.cpp" }).report?.tables[0];
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
