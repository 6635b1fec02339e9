import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.ts";
import { savedSeconds } from "../../../src/venn/savings.ts";
import { ROOT } from "../../helpers.ts";

// "Time saved if written" (README): per site count × (next-best family's time − floor), summed over an item's
// sites, at the run where the sum is largest. Each case recomputes the next-best time from an independent report.

type Options = Parameters<typeof analyze>[0];
const report = (options: Partial<Options>) => {
  const r = analyze({
    model: "llama-3.1-8b",
    hardware: ["h100-sxm"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    fusions: "none",
    cwd: ROOT,
    ...options,
  }).report;
  if (!r) throw new Error("no report");
  return r;
};
const floorOf = (r: ReturnType<typeof report>, site: string, table = 0) =>
  r.tables[table]?.sites.find((s) => s.site === site)?.floorSeconds ?? Number.NaN;

describe("savedSeconds", () => {
  it("is count × (next − floor), never negative, null without a next-best family", () => {
    expect(savedSeconds({ family: "f", seconds: 5e-6, how: "per-row" }, 2e-6, 32)).toBeCloseTo(96e-6, 15);
    expect(savedSeconds({ family: "f", seconds: 1e-6, how: "widened" }, 2e-6, 32)).toBe(0);
    expect(savedSeconds(null, 2e-6, 32)).toBeNull();
  });
});

describe("the work list's time saved if written", () => {
  it("groups novel sites that need one kernel (op and formats) and saves the widened-to-BF16 time", () => {
    // per-row.kernels.yaml has a BF16 GEMM only: W4A16 linears are novel, and the engine would run them widened to BF16.
    const w4 = report({ preset: "w4a16", kernels: "test/fixtures/kernels/per-row.kernels.yaml" });
    const bf16 = report({ preset: "bf16" });
    const rows = w4.venn?.workList.novelKernels ?? [];
    const linear = rows.find((k) => k.op === "linear");
    expect(linear?.weightFormat).toBe("int4/g128");
    expect(linear?.sites).toEqual(["attn.o_proj", "attn.qkv", "ffn.down", "ffn.gate_up"]);
    // one row per kernel, one entry per site in the per-site list
    expect(rows.filter((k) => k.op === "linear")).toHaveLength(1);
    expect(w4.venn?.workList.novel.filter((n) => n.op === "linear")).toHaveLength(4);
    const expected = (linear?.sites ?? []).reduce((sum, s) => sum + floorOf(bf16, s) - floorOf(w4, s), 0);
    expect(linear?.savedSeconds).toBeCloseTo(expected, 12);
    expect(linear?.savedSeconds).toBeGreaterThan(0);
    expect(linear).toMatchObject({ nextFamily: "gemm", nextHow: "widened" });
    expect(linear?.savedAt).toEqual({ hardware: "h100-sxm", mode: "multi", rows: 1 });
    expect(linear?.shapes.find((s) => s.site === "attn.o_proj")).toMatchObject({
      input: "n×4096",
      weight: "4096×4096",
    });
  });

  it("a policy variant saves rows × cost(1) − cost(rows) against the per-row decode family", () => {
    // FP8 KV prefill: flash_attn_prefill runs BF16 KV only; decode attention takes FP8 but one row per launch.
    const runs: Options["runs"] = [
      { mode: "multi", rows: 1 },
      { mode: "single", rows: 2048 },
    ];
    const r = report({ kernels: "engine", kvCache: "fp8/tensor", runs });
    const item = r.venn?.workList.plan.find((p) => p.family === "flash_attn_prefill");
    expect(item).toMatchObject({ nextFamily: "paged_attention_decode", nextHow: "per-row" });
    expect(item?.savedAt).toEqual({ hardware: "h100-sxm", mode: "single", rows: 2048 });
    // the multi:1 run is one row of one sequence over the same context: cost(1), per step
    const expected = 2048 * floorOf(r, "attn.attention", 0) - floorOf(r, "attn.attention", 1);
    expect(item?.savedSeconds).toBeCloseTo(expected, 12);
    expect(item?.shapes).toEqual([
      {
        site: "attn.attention",
        input: "n×4096",
        weight: null,
        kv: "8×128",
        point: { head_dim: 128, kv_format: "fp8/tensor" },
      },
    ]);
    expect(item?.source).toMatch(/^https:\/\/github\.com\/vllm-project\/vllm\/blob\/[0-9a-f]{40}\//);
  });

  it("is null where no family runs the op at all", () => {
    const r = report({ model: "qwen3-8b", kernels: "engine" });
    const qk = r.venn?.workList.novelKernels.find((k) => k.op === "qk_norm");
    expect(qk).toMatchObject({
      savedSeconds: null,
      savedAt: null,
      nextFamily: null,
      sites: ["attn.qk_norm"],
    });
  });
});
