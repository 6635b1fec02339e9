import { describe, expect, it } from "vitest";
import { parseFormat } from "../../../src/formats/index.ts";
import { analyze } from "../../../src/index.ts";
import type { ConcreteNode, RunPoint } from "../../../src/ir/index.ts";
import { KernelsSchema } from "../../../src/schema/index.ts";
import { formatMatches, placeSite } from "../../../src/venn/classify.ts";
import { ROOT } from "../../helpers.ts";

const fmt = (name: string) => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(name);
  return parsed.format;
};

/** A decode attention node: q 1 × 32·128, a bf16 (or other) cache of 8 heads × 128 per token. */
function attention(kv = "bf16", headDim = 128): ConcreteNode {
  const cache = (id: string) => ({
    id,
    access: "read" as const,
    rowsPerToken: 8,
    cols: headDim,
    format: fmt(kv),
  });
  return {
    site: "attn.attention",
    op: "paged_attention",
    count: 32,
    ins: [{ edge: "q", rows: 1, cols: 32 * headDim, format: fmt("bf16") }],
    outs: [{ edge: "o", rows: 1, cols: 32 * headDim, format: fmt("bf16") }],
    states: [cache("k"), cache("v")],
    params: {},
  };
}

const gemm = (weight: string, act: string, n = 4096, k = 4096): ConcreteNode => ({
  site: "attn.o_proj",
  op: "linear",
  count: 32,
  ins: [{ edge: "o", rows: 1, cols: k, format: fmt(act) }],
  outs: [{ edge: "y", rows: 1, cols: n, format: fmt("bf16") }],
  weight: { name: "o_proj", rows: n, cols: k, count: 1, format: fmt(weight) },
  states: [],
  params: {},
});

const MULTI_1: RunPoint = { mode: "multi", rows: 1, sequences: 1, context: 4096 };
const SINGLE_512: RunPoint = { mode: "single", rows: 512, sequences: 1, context: 4096 };

const MANIFEST = KernelsSchema.parse({
  schema: 1,
  library: "test",
  name: "test engine",
  families: [
    {
      id: "decode",
      summary: "decode attention",
      ops: ["paged_attention"],
      rows: { min: 1, max: 1, per_sequence: true },
      params: {
        head_dim: { kind: "compile", values: [64, 128] },
        kv_format: { kind: "policy", values: ["bf16"] },
      },
    },
    {
      id: "gemm_bf16",
      summary: "BF16 GEMM",
      ops: ["linear"],
      formats: [{ weight: "bf16", act: "bf16" }],
      params: { n: { kind: "runtime" }, k: { kind: "runtime" } },
      measurements: ["o-h100", "o-h100-other-shape"],
    },
    {
      id: "marlin",
      summary: "W4A16",
      ops: ["linear"],
      formats: [{ weight: "int4/g<n>", act: "bf16" }],
      params: { group_size: { kind: "compile", values: [128] } },
    },
  ],
  measurements: [
    {
      id: "o-h100-other-shape",
      hardware: "h100-sxm",
      rows: 1,
      seconds: 1e-5,
      point: { n: 8192, k: 4096 },
      source: "https://example.org/a",
    },
    {
      id: "o-h100",
      hardware: "h100-sxm",
      rows: 1,
      seconds: 1.6e-5,
      point: { n: 4096, k: 4096 },
      source: "https://example.org/b",
    },
  ],
});

const place = (node: ConcreteNode, run = MULTI_1, hardware = "h100-sxm", existing = new Map()) =>
  placeSite(node, run, hardware, MANIFEST, existing);

describe("placeSite: each class by its rule (DESIGN.md §5)", () => {
  it("shared (measured): family, formats, rows and exact point, with a measurement on this hardware and rows", () => {
    const p = place(gemm("bf16", "bf16"));
    expect(p).toMatchObject({
      class: "shared-measured",
      family: "gemm_bf16",
      measurement: { id: "o-h100", seconds: 1.6e-5 },
    });
  });

  it("shared: the same site on hardware with no measurement", () => {
    expect(place(gemm("bf16", "bf16"), MULTI_1, "b200")).toMatchObject({
      class: "shared",
      measurement: null,
    });
  });

  it("policy variant: only a policy parameter (the KV dtype) differs", () => {
    const p = place(attention("fp8/tensor"));
    expect(p.class).toBe("policy-variant");
    expect(p.differences).toEqual([
      { param: "kv_format", kind: "policy", target: "fp8/tensor", have: ["bf16"] },
    ]);
  });

  it("parameter opportunity: a compile parameter differs (head_dim 256 with 64 and 128 built)", () => {
    const p = place(attention("bf16", 256));
    expect(p.class).toBe("parameter-opportunity");
    expect(p.differences).toEqual([{ param: "head_dim", kind: "compile", target: 256, have: [64, 128] }]);
  });

  it("compile differences outrank policy ones: both differ → parameter opportunity", () => {
    expect(place(attention("fp8/tensor", 256)).class).toBe("parameter-opportunity");
  });

  it("a registry pattern matches any group; the group itself is a compile parameter", () => {
    expect(place(gemm("int4/g128", "bf16")).class).toBe("shared");
    const g64 = place(gemm("int4/g64", "bf16"));
    expect(g64).toMatchObject({ class: "parameter-opportunity", family: "marlin" });
    expect(g64.differences[0]).toMatchObject({ param: "group_size", target: 64, have: [128] });
  });

  it("novel: no family implements the op with these formats", () => {
    expect(place(gemm("nvfp4/g16", "nvfp4/g16"))).toMatchObject({ class: "novel", family: null });
  });

  it("values the reference models run count as existing", () => {
    const existing = new Map([
      [
        "decode",
        new Map<string, Set<string | number>>([
          ["head_dim", new Set([64, 128, 256])],
          ["kv_format", new Set(["bf16"])],
        ]),
      ],
    ]);
    expect(place(attention("bf16", 256), MULTI_1, "h100-sxm", existing).class).toBe("shared");
  });

  it("a family that takes one row per launch does not cover 512 rows of one sequence: flagged, per-row only", () => {
    const p = place(attention(), SINGLE_512);
    expect(p).toMatchObject({ family: "decode", isPerRowOnly: true });
    expect(place(attention(), MULTI_1).isPerRowOnly).toBe(false);
  });

  it("tie-break: a family that batches the rows beats a better class that runs them one at a time", () => {
    const manifest = KernelsSchema.parse({
      ...MANIFEST,
      families: [
        ...MANIFEST.families,
        {
          id: "prefill",
          summary: "prefill",
          ops: ["paged_attention"],
          rows: { min: 2, per_sequence: true },
          params: { kv_format: { kind: "policy", values: ["bf16"] } },
        },
      ],
    });
    const p = placeSite(attention("fp8/tensor"), SINGLE_512, "h100-sxm", manifest, new Map());
    expect(p).toMatchObject({ family: "prefill", class: "policy-variant", isPerRowOnly: false });
  });

  it("formatMatches: exact, pattern, and a weightless site against a weight pattern", () => {
    expect(formatMatches("fp8/block<r>x<c>", "fp8/block128x128")).toBe(true);
    expect(formatMatches("fp8/g<n>", "fp8/block128x128")).toBe(false);
    expect(formatMatches("bf16", null)).toBe(false);
    expect(formatMatches(undefined, null)).toBe(true);
  });
});

describe("the Venn report end to end", () => {
  const run = (options: Partial<Parameters<typeof analyze>[0]>) =>
    analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "single", rows: 512 }],
      context: 4096,
      fusions: "none",
      cwd: ROOT,
      ...options,
    });

  it("flags a layer kind whose only attention family runs one row per launch, with rows·cost(1) − cost(rows)", () => {
    const report = run({ kernels: "test/fixtures/kernels/per-row.kernels.yaml" }).report;
    const flag = report?.flags[0];
    expect(flag).toMatchObject({
      layerKind: "attn",
      families: ["decode"],
      sites: ["attn.attention"],
      rows: 512,
    });
    const one = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "single", rows: 1 }],
      context: 4096,
      fusions: "none",
      cwd: ROOT,
    }).report?.tables[0]?.sites.find((s) => s.site === "attn.attention");
    const many = report?.tables[0]?.sites.find((s) => s.site === "attn.attention");
    expect(flag?.addedSeconds).toBeCloseTo(512 * (one?.floorSeconds ?? 0) - (many?.floorSeconds ?? 0), 12);
    expect(flag?.addedSeconds).toBeGreaterThan(0);
  });

  it("regions split the step: novel sites are target-only, the rest both; reference-only lists unused families", () => {
    const report = analyze({
      model: "qwen3-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      kernels: "engine",
      against: ["mixtral-8x7b"],
      fusions: "none",
      cwd: ROOT,
    }).report;
    const region = report?.regions[0];
    expect(region?.targetOnly.sites).toEqual(["attn.qk_norm"]);
    expect((region?.targetOnly.share ?? 0) + (region?.both.share ?? 0)).toBeCloseTo(1, 12);
    expect(region?.referenceOnly.families.map((f) => f.family)).toEqual(["fused_moe", "topk_softmax"]);
    expect(report?.venn?.workList.novel.map((n) => n.site)).toEqual(["attn.qk_norm"]);
  });

  it("a measured site shows its % of floor: floor ÷ measured", () => {
    const report = analyze({
      model: "llama-3.1-8b",
      hardware: ["a100-sxm-80gb"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      kernels: "engine",
      fusions: "none",
      cwd: ROOT,
    }).report;
    const o = report?.tables[0]?.sites.find((s) => s.site === "attn.o_proj");
    expect(o?.class).toBe("shared-measured");
    // 4096·4096·2 B of weights (+ activations) at 2,039 GB/s ≈ 16.5 µs against Vidur's 25 µs.
    expect(o?.venn?.measured?.ofFloor).toBeCloseTo((o?.floorSeconds ?? 0) / 32 / 25e-6, 12);
    expect(o?.venn?.measured?.ofFloor).toBeGreaterThan(0.6);
    expect(o?.venn?.measured?.ofFloor).toBeLessThan(0.7);
  });
});
