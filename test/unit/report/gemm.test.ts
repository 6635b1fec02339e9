import { describe, expect, it } from "vitest";
import { distinctExperts, GEMM_SHAPES, gemmShape, type NodeCost } from "../../../src/cost/index.ts";
import { type Format, parseFormat } from "../../../src/formats/index.ts";
import { analyze, type ReportModel } from "../../../src/index.ts";
import {
  type ConcreteNode,
  OP_KINDS,
  type OpKind,
  type RunPoint,
  type Tensor,
  type WeightTensor,
} from "../../../src/ir/index.ts";
import { gemmHistogram } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name} is not a canonical format`);
  return parsed.format;
};
const t = (edge: string, rows: number, cols: number, format = "bf16"): Tensor => ({
  edge,
  rows,
  cols,
  format: fmt(format),
});
const w = (name: string, rows: number, cols: number, format = "bf16", count = 1): WeightTensor => ({
  name,
  rows,
  cols,
  count,
  format: fmt(format),
});
const node = (site: string, op: OpKind, parts: Partial<ConcreteNode>): ConcreteNode => ({
  site,
  op,
  count: 1,
  ins: [],
  outs: [],
  states: [],
  params: {},
  ...parts,
});
const single = (rows: number): RunPoint => ({ mode: "single", rows, sequences: 1, context: 1000 });
const shapeOf = (n: ConcreteNode, run = single(1)) => {
  const s = gemmShape(n, run);
  return s && { m: s.m, k: s.k, n: s.n, gemms: s.gemms, weight: s.weight.name, act: s.act.name };
};

describe("GEMM_SHAPES: the matrix product of each op kind", () => {
  it("has a row for every op kind (null where the op is no standalone GEMM)", () => {
    expect(Object.keys(GEMM_SHAPES).sort()).toEqual([...OP_KINDS].sort());
    expect(OP_KINDS.filter((op) => GEMM_SHAPES[op] !== null).sort()).toEqual([
      "expert_down",
      "expert_gate_up",
      "head_bmm",
      "linear",
      "lm_head",
      "router",
    ]);
  });

  it.each([
    // op, node, M, K, N, GEMMs per run
    [
      "linear",
      node("attn.qkv", "linear", {
        weight: w("qkv", 6144, 4096, "fp8/channel"),
        ins: [t("xn", 7, 4096, "fp8/token")],
        outs: [t("q", 7, 4096), t("k", 7, 1024), t("v", 7, 1024)],
      }),
      7,
      4096,
      6144,
      1,
    ],
    // the head reads only the last row of each sequence: M is the rows it produces
    [
      "lm_head",
      node("head.lm_head", "lm_head", {
        weight: w("lm_head", 128256, 4096),
        ins: [t("xn", 2048, 4096)],
        outs: [t("logits", 1, 128256)],
      }),
      1,
      4096,
      128256,
      1,
    ],
    [
      "router",
      node("moe.router", "router", {
        weight: w("gate", 128, 2048),
        ins: [t("xn", 16, 2048)],
        outs: [t("w", 16, 8), t("i", 16, 8, "i32")],
        params: { experts: 128, top_k: 8 },
      }),
      16,
      2048,
      128,
      1,
    ],
    // MLA's absorbed W_UK: 128 heads of 128 → 512
    [
      "head_bmm",
      node("attn.q_absorb", "head_bmm", {
        weight: w("kv_b_proj_k", 128 * 128, 512),
        ins: [t("q_nope", 3, 128 * 128)],
        outs: [t("q_latent", 3, 128 * 512)],
        params: { heads: 128 },
      }),
      3,
      128,
      512,
      128,
    ],
  ] as const)("%s: M × K by K × N", (_, n, m, k, nn, gemms) => {
    expect(shapeOf(n)).toMatchObject({ m, k, n: nn, gemms });
  });

  it("linear: weight and activation formats are the weight's and its input's", () => {
    const n = node("a.b", "linear", {
      weight: w("b", 8, 16, "nvfp4/g16"),
      ins: [t("x", 2, 16, "nvfp4/g16")],
      outs: [t("y", 2, 8)],
    });
    expect(shapeOf(n)).toEqual({ m: 2, k: 16, n: 8, gemms: 1, weight: "nvfp4/g16", act: "nvfp4/g16" });
  });

  it.each([
    // tokens, top-k of experts: M = T·k ÷ E·(1−(1−k/E)^T), one GEMM per expert hit
    [1, 8, 128],
    [16, 8, 128],
    [2048, 8, 128],
    [64, 10, 512],
  ])(
    "routed experts at %i tokens, top-%i of %i: M is the rows per expert under uniform routing",
    (tokens, k, experts) => {
      const hit = distinctExperts(experts, k, tokens);
      const gateUp = node("moe.experts_gate_up", "expert_gate_up", {
        weight: w("gu", 1536, 2048, "bf16", experts),
        ins: [t("xn", tokens, 2048), t("topk", tokens, 2 * k, "i32")],
        outs: [t("gu", tokens * k, 1536)],
        params: { experts, top_k: k },
      });
      const down = node("moe.experts_down", "expert_down", {
        weight: w("down", 2048, 768, "bf16", experts),
        ins: [t("a", tokens * k, 768), t("topk", tokens, 2 * k, "i32")],
        outs: [t("d", tokens, 2048)],
        params: { experts, top_k: k },
      });
      for (const [n, kk, nn] of [
        [gateUp, 2048, 1536],
        [down, 768, 2048],
      ] as const) {
        const s = shapeOf(n, single(tokens));
        expect(s?.gemms).toBeCloseTo(hit, 9);
        expect(s?.m).toBeCloseTo((tokens * k) / hit, 9);
        expect([s?.k, s?.n]).toEqual([kk, nn]);
        // the shapes' FLOPs are the grouped GEMM's 2·T·k·K·N
        expect(2 * (s?.m ?? 0) * kk * nn * (s?.gemms ?? 0)).toBeCloseTo(2 * tokens * k * kk * nn, 0);
      }
      if (tokens === 1) expect(shapeOf(gateUp, single(1))?.m).toBeCloseTo(1, 12);
    },
  );

  it.each([
    "paged_attention",
    "sink_attention",
    "mla_attention",
    "mla_mha_attention",
    "shared_expert_gate",
    "rms_norm",
  ] as const)("%s is not a GEMM shape", (op) => {
    expect(GEMM_SHAPES[op]).toBeNull();
  });
});

const cost = (
  site: string,
  count: number,
  floorSeconds: number,
  expectedSeconds: number | null,
  flops = 1,
  bound: NodeCost["bound"] = "memory",
) => ({
  site,
  count,
  flops,
  bytes: { weight: 10, actIn: 1, actOut: 1, kvRead: 0, kvWrite: 0, state: 0 },
  floorSeconds,
  expectedSeconds,
  bound,
});
const lin = (site: string, k: number, n: number, act = "bf16", count = 1) =>
  node(site, "linear", { count, weight: w(site, n, k), ins: [t("x", 4, k, act)], outs: [t("y", 4, n)] });

describe("gemmHistogram: grouping and ranking", () => {
  const nodes = [
    lin("attn.o_proj", 4096, 4096, "bf16", 32),
    lin("linear_attn.out_proj", 4096, 4096, "bf16", 12),
    lin("ffn.down", 4096, 4096, "fp8/token", 32),
    lin("ffn.gate_up", 4096, 28672, "bf16", 32),
    node("attn.attention", "paged_attention", { ins: [t("q", 4, 4096)], outs: [t("o", 4, 4096)] }),
  ];
  const costs = [
    cost("attn.o_proj", 32, 1e-6, 3e-6, 100, "memory"),
    cost("linear_attn.out_proj", 12, 2e-6, 4e-6, 100, "compute"),
    cost("ffn.down", 32, 1e-6, 1e-6, 100),
    cost("ffn.gate_up", 32, 1e-5, 2e-5, 700),
    cost("attn.attention", 32, 1e-3, 1e-3, 1e9),
  ];
  const rows = gemmHistogram(nodes, costs, single(4), "expected", 1);

  it("one row per (M, K, N, weight, activation): same shape in two blocks shares a row; another format does not", () => {
    expect(rows.map((r) => [r.m, r.k, r.n, r.activationFormat, r.sites])).toEqual([
      [4, 4096, 28672, "bf16", ["ffn.gate_up"]],
      [4, 4096, 4096, "bf16", ["attn.o_proj", "linear_attn.out_proj"]],
      [4, 4096, 4096, "fp8/token", ["ffn.down"]],
    ]);
  });

  it("sums count, FLOPs, bytes and times over its sites × layers; share of the step's time; bound of its slowest site", () => {
    const shared = rows[1];
    expect(shared?.count).toBe(44);
    expect(shared?.flops).toBe(100 * 44);
    expect(shared?.bytes).toBe(12 * 44);
    expect(shared?.floorSeconds).toBeCloseTo(32e-6 + 24e-6, 15);
    expect(shared?.expectedSeconds).toBeCloseTo(96e-6 + 48e-6, 15);
    expect(shared?.share).toBeCloseTo(144e-6, 15);
    expect(shared?.bound).toBe("memory"); // o_proj's 32 µs floor outweighs out_proj's 24 µs
    expect(shared?.intensity).toBeCloseTo(100 / 12, 12);
  });

  it("ranks by the table's time: floor when uncalibrated, ties broken by the first site's name", () => {
    const byFloor = gemmHistogram(nodes, costs, single(4), "floor", 1);
    expect(byFloor.map((r) => r.sites[0])).toEqual(["ffn.gate_up", "attn.o_proj", "ffn.down"]);
    const tie = gemmHistogram(
      [lin("b.x", 8, 8), lin("a.x", 16, 8)],
      [cost("b.x", 1, 1e-6, null), cost("a.x", 1, 1e-6, null)],
      single(4),
      "floor",
      1,
    );
    expect(tie.map((r) => r.sites[0])).toEqual(["a.x", "b.x"]);
    expect(tie[0]?.expectedSeconds).toBeNull();
  });
});

const report = (model: string, runs: { mode: "single" | "multi"; rows: number }[]) => {
  const r = analyze({
    model,
    hardware: ["h100-sxm"],
    runs,
    context: 4096,
    views: ["gemm"],
    fusions: "none",
    cwd: ROOT,
  });
  expect(r.report, JSON.stringify(r.diagnostics)).toBeDefined();
  return r.report as ReportModel;
};

describe("GEMM shapes of llama-3.1-8b on H100 (meta-llama/Llama-3.1-8B config.json: hidden 4096, inter 14336, 32 layers)", () => {
  const r = report("llama-3.1-8b", [
    { mode: "single", rows: 2048 },
    { mode: "multi", rows: 1 },
  ]);
  it.each([
    ["single:2048", 0, 2048],
    ["multi:1", 1, 1],
  ])("%s: qkv, o_proj, gate_up, down at M = rows, 32 each; the head at one row", (_, i, m) => {
    const gemms = r.tables[i]?.gemms ?? [];
    const shapes = gemms
      .map((g) => [g.m, g.k, g.n, g.count])
      .sort((a, b) => (b[2] ?? 0) - (a[2] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0));
    expect(shapes).toEqual([
      [1, 4096, 128256, 1],
      [m, 4096, 28672, 32],
      [m, 4096, 6144, 32],
      [m, 14336, 4096, 32],
      [m, 4096, 4096, 32],
    ]);
    const gateUp = gemms.find((g) => g.n === 28672);
    expect(gateUp?.flops).toBe(2 * m * 4096 * 28672 * 32);
    expect(gateUp?.bytes).toBe(32 * (28672 * 4096 * 2 + m * 4096 * 2 + m * 28672 * 2));
    // the GEMM rows are the sites' own times: together the four projections and the head
    const table = r.tables[i];
    const sites = (table?.sites ?? []).filter((s) => s.op === "linear" || s.op === "lm_head");
    const floor = sites.reduce((sum, s) => sum + s.floorSeconds, 0);
    expect(gemms.reduce((sum, g) => sum + g.floorSeconds, 0)).toBeCloseTo(floor, 15);
  });

  it("prefill's projections are compute-bound, decode's memory-bound; ranked by expected time, gate_up first", () => {
    expect(r.tables[0]?.gemms?.filter((g) => g.m === 2048).map((g) => g.bound)).toEqual([
      "compute",
      "compute",
      "compute",
      "compute",
    ]);
    expect(new Set(r.tables[1]?.gemms?.map((g) => g.bound))).toEqual(new Set(["memory"]));
    expect(r.tables.map((t) => t.gemms?.[0]?.n)).toEqual([28672, 28672]);
  });
});

describe("GEMM shapes of qwen3-30b-a3b (Qwen/Qwen3-30B-A3B config.json: 48 layers, 128 experts, top-8, moe_intermediate 768)", () => {
  const r = report("qwen3-30b-a3b", [
    { mode: "multi", rows: 1 },
    { mode: "single", rows: 2048 },
  ]);
  const experts = (i: number) => r.tables[i]?.gemms?.find((g) => g.sites.includes("moe.experts_gate_up"));
  it("multi:1: one row for each of the 8 experts hit, 8 × 48 GEMMs", () => {
    expect(experts(0)?.m).toBeCloseTo(1, 12);
    expect(experts(0)?.count).toBeCloseTo(8 * 48, 9);
    expect([experts(0)?.k, experts(0)?.n]).toEqual([2048, 1536]);
  });
  it("single:2048: nearly every expert is hit, about 128 rows each; FLOPs are 2·T·k·K·N per layer", () => {
    const hit = distinctExperts(128, 8, 2048);
    expect(experts(1)?.m).toBeCloseTo((2048 * 8) / hit, 9);
    expect(experts(1)?.count).toBeCloseTo(hit * 48, 6);
    expect(experts(1)?.flops).toBe(2 * 2048 * 8 * 2048 * 1536 * 48);
  });
});
