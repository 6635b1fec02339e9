// Issue 30: the work list gives each op kind its own parameters. A recurrent op's state is not a KV cache, so it gets
// no attention parameters (Qwen3-Next's delta rule read as kv_heads=4096, gqa_group=0.015625); its state is said as one.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.ts";
import type { ReportModel } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const ATTENTION_PARAMS = ["kv_heads", "gqa_group", "kv_format", "head_dim"];

function shapes(model: string) {
  const report = analyze({
    model,
    hardware: ["h100-sxm"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    kernels: "engine",
    cwd: ROOT,
  }).report as ReportModel;
  const list = report.venn?.workList;
  const all = [...(list?.plan ?? []), ...(list?.novelKernels ?? [])].flatMap((item) => item.shapes);
  return new Map(all.map((s) => [s.site, s]));
}

describe("work-list shapes and points per op kind", () => {
  const next = shapes("qwen3-next-80b-a3b");
  const granite = shapes("granite-4.0-h-tiny");

  it.each([
    // Qwen3-Next config.json: 16 key heads and 32 value heads of 128 (linear_num_value_heads × linear_value_head_dim).
    [next, "linear_attn.delta_rule", "4096×128"],
    // conv kernel 4 keeps 3 past inputs of the 8,192 conv channels.
    [next, "linear_attn.conv", "3×8192"],
    // Granite-4.0-H-Tiny: Mamba2 with 48 heads of 64 over a state of 128 (3,072 × 128).
    [granite, "mamba.ssm", "3072×128"],
    [granite, "mamba.conv", "3×3328"],
  ] as const)("%#: %s updates a state per sequence and has no attention parameters", (map, site, state) => {
    const shape = map.get(site);
    expect(shape, site).toBeDefined();
    expect(shape?.kv).toBeNull();
    expect(shape?.state).toBe(state);
    for (const param of ATTENTION_PARAMS) expect(shape?.point, `${site} ${param}`).not.toHaveProperty(param);
  });

  it("attention keeps its own: Qwen3-Next's full attention has 2 KV heads of 256 and 16 query heads (a group of 8)", () => {
    const shape = next.get("full_attn.attention");
    expect(shape?.kv).toBe("2×256");
    expect(shape?.state).toBeUndefined();
    expect(shape?.point).toEqual({ head_dim: 256, kv_format: "bf16", gqa_group: 8 });
  });
});
