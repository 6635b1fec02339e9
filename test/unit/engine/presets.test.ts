// Engine formats: what each bundled engine runs for a --precision preset on a device (its presets: rows), and the
// stages binding those formats per device; a preset the engine cannot run is an error at its row.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compare } from "../../../src/app/compare.ts";
import { type AnalyzeOptions, analyze } from "../../../src/app/report.ts";
import { type Engine, enginePreset, normalizeEngine } from "../../../src/engine/index.ts";
import { validateEngine } from "../../../src/validate/index.ts";
import { ROOT } from "../../helpers.ts";

const bundled = (id: string): Engine => {
  const file = `engines/${id}.engine.yaml`;
  const { value, diagnostics } = validateEngine(parse(readFileSync(join(ROOT, file), "utf8")), file);
  if (!value) throw new Error(`test setup: ${file} does not validate: ${JSON.stringify(diagnostics)}`);
  return normalizeEngine(value, file);
};

const runsAs = (engine: Engine, preset: Parameters<typeof enginePreset>[1], hardware: string) => {
  const row = enginePreset(engine, preset, hardware);
  if (!row) return "unstated";
  return row.runs ? `${row.weight} × ${row.act} ${row.kernel}` : `none, instead ${row.instead}`;
};

describe("engine formats: the bundled rows per engine, preset and device", () => {
  const gptFast = bundled("gpt-fast");
  const vllm = bundled("vllm");
  const llamaCpp = bundled("llama.cpp");

  it.each([
    ["gpt-fast", "w4a16", "h200-sxm", "int4/g128z × bf16 torch._weight_int4pack_mm (tinygemm)"],
    ["gpt-fast", "w4a16", "a100-sxm-80gb", "int4/g128z × bf16 torch._weight_int4pack_mm (tinygemm)"],
    ["gpt-fast", "w8a16", "h100-sxm", expect.stringMatching(/^int8\/channel × bf16 /)],
    ["gpt-fast", "fp8", "h100-sxm", "none, instead w8a16"],
    ["gpt-fast", "nvfp4", "b200", "none, instead w4a16"],
    ["gpt-fast", "mxfp4", "b200", "none, instead w4a16"],
    ["gpt-fast", "bf16", "h100-sxm", "unstated"],
    ["vllm", "w4a16", "h100-sxm", "int4/g128 × bf16 MacheteLinearKernel (machete_mm)"],
    ["vllm", "w4a16", "h200-sxm", "int4/g128 × bf16 MacheteLinearKernel (machete_mm)"],
    ["vllm", "w4a16", "a100-sxm-80gb", "int4/g128 × bf16 MarlinLinearKernel (gptq_marlin_gemm)"],
    ["vllm", "w4a16", "l40s", "int4/g128 × bf16 MarlinLinearKernel (gptq_marlin_gemm)"],
    ["vllm", "nvfp4", "h100-sxm", "nvfp4/g16 × bf16 apply_fp4_marlin_linear (FP4 Marlin, weight-only)"],
    ["vllm", "nvfp4", "h200-sxm", "nvfp4/g16 × bf16 apply_fp4_marlin_linear (FP4 Marlin, weight-only)"],
    ["vllm", "nvfp4", "b200", "nvfp4/g16 × nvfp4/g16 flashinfer_scaled_fp4_mm (FLASHINFER_CUTLASS)"],
    ["vllm", "nvfp4", "mi300x", "unstated"],
    ["llama.cpp", "w4a16", "h100-sxm", "int4/g32 × bf16 mul_mat_vec_q / mul_mat_q (GGUF Q4_0)"],
    ["llama.cpp", "w8a16", "gb10", "int8/g32 × bf16 mul_mat_vec_q / mul_mat_q (GGUF Q8_0)"],
    ["llama.cpp", "mxfp4", "rtx-5090", "mxfp4/g32 × bf16 mul_mat_vec_q / mul_mat_q (GGUF MXFP4)"],
    ["llama.cpp", "fp8", "h100-sxm", "none, instead w8a16"],
  ] as const)("%s runs %s on %s as %s", (id, preset, hardware, expected) => {
    const engine = { "gpt-fast": gptFast, vllm, "llama.cpp": llamaCpp }[id];
    expect(runsAs(engine, preset, hardware)).toEqual(expected);
  });

  it("every row cites a source of its engine file", () => {
    for (const engine of [gptFast, vllm, llamaCpp])
      for (const rows of Object.values(engine.presets))
        for (const row of rows ?? [])
          expect(row.source).toMatch(/^https:\/\/github\.com\/.+\/(blob|tree)\/[0-9a-f]{40}\//);
  });
});

describe("engine formats: the stages", () => {
  const at = (o: Partial<AnalyzeOptions>) =>
    analyze({
      model: "llama-3.1-8b",
      hardware: ["h200-sxm"],
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "multi", rows: 16 },
      ],
      context: 4096,
      cwd: ROOT,
      ...o,
    });
  const termOf = (
    t: { expectedTerms?: { term: string; seconds: number }[] | null | undefined } | undefined,
    term: string,
  ) => t?.expectedTerms?.find((x) => x.term === term)?.seconds ?? 0;

  it("gpt-fast w4a16 binds int4/g128z, so tinygemm costs its linears; the engine line names the kernel", () => {
    const { report, diagnostics } = at({ engine: "gpt-fast", preset: "w4a16" });
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(report?.precision.weight).toBe("int4/g128z");
    expect(report?.engine?.formats).toEqual([
      expect.objectContaining({
        preset: "w4a16",
        hardware: "h200-sxm",
        kernel: expect.stringMatching(/tinygemm/),
      }),
    ]);
    const [one, sixteen] = report?.tables ?? [];
    expect(termOf(one, "engine_kernel")).toBeGreaterThan(0);
    // tinygemm's per-row term: 16 rows cost several times one row (a tensor-core W4A16 GEMM stays nearly flat).
    expect(termOf(sixteen, "engine_kernel")).toBeGreaterThan(3 * termOf(one, "engine_kernel"));
  });

  // gpt-fast's int8 handler swaps every nn.Linear, the output projection included (quantize.py at 1095a5c): the
  // accuracy models that state it cost the lm_head as int8 with its per-channel scales, half the FP16 head's bytes.
  it.each([
    ["test/accuracy/models/llama-2-7b-int8.model.yaml", "llama-2-7b", 32000 * 4096],
    [
      "test/accuracy/models/llama-2-70b-int8.model.yaml",
      "test/accuracy/models/llama-2-70b.model.yaml",
      32000 * 8192,
    ],
  ])(
    "%s costs the lm_head in int8 where the w8a16 preset on the base model keeps it FP16",
    (int8, base, weights) => {
      const head = (o: Partial<AnalyzeOptions>) =>
        at({
          engine: "gpt-fast",
          hardware: ["a100-sxm-80gb"],
          context: 105,
          ...o,
        }).report?.tables[0]?.sites.find((s) => s.site === "head.lm_head");
      const quantized = head({ model: int8 });
      const preset = head({ model: base, preset: "w8a16" });
      expect(quantized?.weightFormat).toBe("int8/channel");
      expect(preset?.weightFormat).toBe("fp16");
      // int8 weights plus a scale per output channel (the int8/channel format counts 4 bytes; gpt-fast keeps 2): about
      // half the FP16 head's bytes.
      expect(quantized?.bytesSplit.weight).toBeGreaterThan(weights);
      expect(quantized?.bytesSplit.weight).toBeLessThanOrEqual(weights + 32000 * 4);
      expect(preset?.bytesSplit.weight).toBe(weights * 2);
    },
  );

  it("the same preset under vLLM keeps int4/g128 at the device's GEMM (no engine kernel term)", () => {
    const { report } = at({ engine: "vllm", preset: "w4a16" });
    expect(report?.precision.weight).toBe("int4/g128");
    expect(termOf(report?.tables[0], "engine_kernel")).toBe(0);
  });

  it("vLLM NVFP4 on an H100 runs the weight-only path: no lane is missing, the activations stay BF16", () => {
    const { report, diagnostics } = at({ engine: "vllm", preset: "nvfp4", hardware: ["h100-sxm"] });
    expect(diagnostics.filter((d) => d.code === "COST_LANE_MISSING")).toEqual([]);
    expect(report?.precision).toMatchObject({ weight: "nvfp4/g16", act: "bf16" });
  });

  it("one command over an H100 and a B200 binds each device's formats", () => {
    const { report } = at({ engine: "vllm", preset: "nvfp4", hardware: ["h100-sxm", "b200"] });
    expect(report?.engine?.formats?.map((f) => `${f.hardware} ${f.act}`)).toEqual([
      "h100-sxm bf16",
      "b200 nvfp4/g16",
    ]);
    const lanes = (hw: string) =>
      new Set(
        report?.tables
          .filter((t) => t.hardware === hw)
          .flatMap((t) => t.sites.filter((s) => s.op === "linear").map((s) => s.lane)),
      );
    expect([...lanes("h100-sxm")]).toEqual(["bf16"]);
    expect([...lanes("b200")]).toEqual(["fp4"]);
  });

  it("a preset the engine cannot run is an error at its row naming what it runs instead; nothing is costed", () => {
    const { report, diagnostics } = at({ engine: "gpt-fast", preset: "fp8" });
    expect(report).toBeUndefined();
    const found = diagnostics.filter((d) => d.code === "COST_ENGINE_PRESET_UNSUPPORTED");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: "error",
      file: "engines/gpt-fast.engine.yaml",
      path: ["presets", "fp8", 0, "runs"],
    });
    expect(found[0]?.message).toMatch(
      /gpt-fast cannot run --precision fp8 on h200-sxm; it runs w8a16 instead \(int8\/channel × bf16\)/,
    );
  });

  it("compare shows vLLM's weight-only NVFP4 path on the H100 and a refused preset as a gap naming the other", () => {
    const cells = (engine: string, precisions: ("nvfp4" | "fp8" | "bf16")[]) =>
      compare({
        model: "llama-3.1-8b",
        hardware: ["h100-sxm"],
        precisions,
        runs: [{ mode: "multi", rows: 1 }],
        context: 4096,
        cwd: ROOT,
        engine,
      });
    const vllm = cells("vllm", ["nvfp4"]);
    const nvfp4 = vllm.compare?.cells.find((c) => c.precision === "nvfp4");
    expect(nvfp4?.status).not.toBe("gap");
    const gptFast = cells("gpt-fast", ["bf16", "fp8"]);
    const fp8 = gptFast.compare?.cells.find((c) => c.precision === "fp8");
    expect(fp8?.status).toBe("gap");
    expect(fp8?.gap?.message).toMatch(/runs w8a16 instead/);
  });
});
