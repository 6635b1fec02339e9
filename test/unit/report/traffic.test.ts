import { describe, expect, it } from "vitest";
import { COST_ROWS } from "../../../src/cost/index.ts";
import { type Format, parseFormat } from "../../../src/formats/index.ts";
import { analyze, type ReportModel } from "../../../src/index.ts";
import type {
  ConcreteNode,
  OpKind,
  RunPoint,
  StateAccess,
  Tensor,
  WeightTensor,
} from "../../../src/ir/index.ts";
import {
  BYTE_COLUMN_IDS,
  BYTE_COLUMNS,
  BYTE_SPLIT_FIELDS,
  columnBytes,
  splitTraffic,
  TRAFFIC_CATEGORIES,
  type TrafficCategory,
} from "../../../src/report/index.ts";
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
const state = (
  id: string,
  access: StateAccess["access"],
  rows: number,
  cols: number,
  format = "bf16",
  isRecurrent = false,
): StateAccess => ({
  id,
  access,
  rowsPerToken: rows,
  cols,
  format: fmt(format),
  ...(isRecurrent ? { isRecurrent } : {}),
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
const single = (rows: number, context = 1000): RunPoint => ({ mode: "single", rows, sequences: 1, context });
const multi = (rows: number, context = 1000): RunPoint => ({ mode: "multi", rows, sequences: rows, context });

/** Costs the nodes with their own cost rows (bytes only matter here) and splits the step. */
function split(nodes: ConcreteNode[], run: RunPoint, inputs: string[] = ["tokens"]) {
  const costs = nodes.map((n) => ({
    site: n.site,
    count: n.count,
    bytes: COST_ROWS[n.op].work(n, run).bytes,
  }));
  const s = splitTraffic(nodes, costs, inputs);
  return Object.fromEntries(s.categories.map((c) => [c.id, c.bytes])) as Record<TrafficCategory, number>;
}
const only = (parts: Partial<Record<TrafficCategory, number>>): Record<TrafficCategory, number> => ({
  weights: 0,
  "graph-io": 0,
  "kv-read": 0,
  "kv-write": 0,
  state: 0,
  intermediates: 0,
  ...parts,
});

describe("TRAFFIC_CATEGORIES: one row per category, each saying what reduces it", () => {
  it("lists the six categories in report order, with their reducers", () => {
    expect(Object.entries(TRAFFIC_CATEGORIES).map(([id, c]) => [id, c.reducedBy])).toEqual([
      ["weights", "quantization"],
      ["graph-io", "nothing"],
      ["kv-read", "quantization"],
      ["kv-write", "quantization"],
      ["state", "quantization"],
      ["intermediates", "fusion"],
    ]);
  });
});

describe("splitTraffic: the category of each op kind's bytes", () => {
  it("linear: its weight (with scales) is weights, its activation edges are fusible intermediates", () => {
    // 4 rows × 4096 FP8/token in (4 B of scale per row), 4096 × 4096 FP8/channel weight (4 B per output channel), BF16 out
    const n = node("attn.o_proj", "linear", {
      count: 32,
      weight: w("o_proj", 4096, 4096, "fp8/channel"),
      ins: [t("o", 4, 4096, "fp8/token")],
      outs: [t("attn_out", 4, 4096)],
    });
    expect(split([n], multi(4))).toEqual(
      only({ weights: 32 * (4096 * 4096 + 4 * 4096), intermediates: 32 * (4 * (4096 + 4) + 4 * 4096 * 2) }),
    );
  });

  it("attention reads KV (per sequence over the context), kv_write writes the new tokens'; q and o are intermediates", () => {
    const kv = [state("k", "read", 8, 128), state("v", "read", 8, 128)];
    const write = node("attn.kv_write", "kv_write", {
      ins: [t("kr", 2, 1024), t("v", 2, 1024)],
      states: kv.map((s) => ({ ...s, access: "write" as const })),
    });
    const attend = node("attn.attention", "paged_attention", {
      ins: [t("qr", 2, 4096)],
      outs: [t("o", 2, 4096)],
      states: kv,
    });
    expect(split([write, attend], multi(2, 1000))).toEqual(
      only({
        "kv-write": 2 * 2 * 8 * 128 * 2, // 2 tokens · k and v · 8 heads · 128 · BF16
        "kv-read": 2 * 2 * 1000 * 8 * 128 * 2, // 2 sequences · k and v · 1000 tokens · 8 · 128 · BF16
        intermediates: 2 * 2 * 1024 * 2 + 2 * 2 * 4096 * 2,
      }),
    );
  });

  it("a recurrent state update: the FP32 state read and written once per sequence is recurrent state", () => {
    const n = node("linear_attn.gdn", "gated_delta_net", {
      weight: w("A_log", 1, 32, "f32"),
      ins: [t("qkv", 3, 8192), t("ba", 3, 64), t("z", 3, 4096)],
      outs: [t("core", 3, 4096)],
      states: [state("ssm", "update", 32 * 128, 128, "f32", true)],
    });
    const bytes = split([n], multi(3));
    expect(bytes.state).toBe(2 * 3 * 32 * 128 * 128 * 4);
    expect(bytes.weights).toBe(32 * 4);
    expect(bytes.intermediates).toBe(3 * (8192 + 64 + 4096 + 4096) * 2);
    expect(bytes["kv-read"] + bytes["kv-write"] + bytes["graph-io"]).toBe(0);
  });

  it("MoE experts: only the distinct experts hit are weights; the token-expert rows are intermediates", () => {
    // 1 token, top-8 of 128: exactly 8 experts' 1536 × 2048 weights
    const n = node("moe.experts_gate_up", "expert_gate_up", {
      weight: w("experts_gate_up", 1536, 2048, "bf16", 128),
      ins: [t("xn", 1, 2048), t("topk", 1, 16, "i32")],
      outs: [t("gu", 8, 1536)],
      params: { experts: 128, top_k: 8 },
    });
    const bytes = split([n], multi(1));
    expect(bytes.weights / (1536 * 2048 * 2)).toBeCloseTo(8, 9);
    expect(bytes.intermediates).toBe(2048 * 2 + 16 * 4 + 8 * 1536 * 2);
  });

  it("graph I/O: token ids and the gathered embedding rows in, the logits and the sampled token out", () => {
    const embed = node("embed.embed_tokens", "embed", {
      weight: w("embed_tokens", 128256, 4096),
      ins: [t("tokens", 5, 1, "i32")],
      outs: [t("x", 5, 4096)],
    });
    const head = node("head.lm_head", "lm_head", {
      weight: w("lm_head", 128256, 4096),
      ins: [t("xn", 1, 4096)],
      outs: [t("logits", 1, 128256)],
    });
    const cap = node("head.softcap", "softcap", {
      ins: [t("logits", 1, 128256)],
      outs: [t("capped", 1, 128256)],
    });
    const argmax = node("head.argmax", "argmax", {
      ins: [t("capped", 1, 128256)],
      outs: [t("next_token", 1, 1, "i32")],
    });
    expect(split([embed, head, cap, argmax], single(5))).toEqual(
      only({
        weights: 128256 * 4096 * 2, // the head's whole weight; the embedding's rows are the step's input
        "graph-io": 5 * 4 + 5 * 4096 * 2 + 4 * 128256 * 2 + 4, // tokens, gathered rows, logits written, read, capped and read, next token
        intermediates: 5 * 4096 * 2 + 4096 * 2, // embed's x and the head's input row
      }),
    );
  });

  it("an edge named like a model output in another block stays an intermediate (names are block-local)", () => {
    const head = node("head.lm_head", "lm_head", {
      weight: w("lm_head", 10, 4),
      ins: [t("xn", 1, 4)],
      outs: [t("logits", 1, 10)],
    });
    const other = node("mtp.act", "silu_mul", { ins: [t("logits", 1, 20)], outs: [t("a", 1, 10)] });
    expect(split([head, other], single(1)).intermediates).toBe(4 * 2 + 20 * 2 + 10 * 2);
  });

  it("the fusion hook: fused rows' fusion.internalBytes are counted as saved by fusion, outside the step's bytes", () => {
    const n = node("ffn.down", "linear", {
      weight: w("down", 8, 8),
      ins: [t("a", 1, 8)],
      outs: [t("d", 1, 8)],
    });
    const bytes = COST_ROWS.linear.work(n, single(1)).bytes;
    const plain = splitTraffic([n], [{ site: n.site, count: 2, bytes }], []);
    expect(plain.savedByFusionBytes).toBeNull();
    const fused = splitTraffic([n], [{ site: n.site, count: 2, bytes, fusion: { internalBytes: 96 } }], []);
    expect(fused.savedByFusionBytes).toBe(192);
    expect(fused.bytes).toBe(plain.bytes);
  });
});

const report = (
  model: string,
  hardware: string,
  runs: { mode: "single" | "multi"; rows: number }[],
  context = 4096,
) => {
  const r = analyze({
    model,
    hardware: [hardware],
    runs,
    context,
    views: ["traffic", "gemm"],
    fusions: "none",
    cwd: ROOT,
  });
  expect(r.report, JSON.stringify(r.diagnostics)).toBeDefined();
  return r.report as ReportModel;
};
const bytesOf = (table: ReportModel["tables"][number], id: TrafficCategory) =>
  table.traffic?.categories.find((c) => c.id === id)?.bytes;

describe("traffic split of llama-3.1-8b on H100 (BF16, 4096 tokens of context)", () => {
  // meta-llama/Llama-3.1-8B config.json: 32 layers, hidden 4096, 8 KV heads × 128, vocab 128256; 8,030,261,248
  // parameters (the model card's 8.03B; test/reference/params.test.ts counts them from the config).
  const PARAMS = 8_030_261_248;
  const EMBED = 128_256 * 4096;
  const KV_PER_TOKEN = 32 * 2 * 8 * 128 * 2;
  const r = report("llama-3.1-8b", "h100-sxm", [
    { mode: "single", rows: 2048 },
    { mode: "multi", rows: 1 },
  ]);
  const [prefill, decode] = r.tables;

  it.each([
    ["single:2048", 0],
    ["multi:1", 1],
  ])("%s: weights are every parameter but the embedding table, × 2 B (BF16), exactly", (_, i) => {
    expect(bytesOf(r.tables[i] as ReportModel["tables"][number], "weights")).toBe((PARAMS - EMBED) * 2);
  });

  it("multi:1: graph I/O is one token id, one gathered row, the logits written and read, one sampled token", () => {
    expect(decode && bytesOf(decode, "graph-io")).toBe(4 + 4096 * 2 + 2 * 128_256 * 2 + 4);
    expect(decode && bytesOf(decode, "kv-read")).toBe(KV_PER_TOKEN * 4096);
    expect(decode && bytesOf(decode, "kv-write")).toBe(KV_PER_TOKEN);
  });

  it("single:2048: 2,048 ids and rows in, the last token's logits out; one cache read, 2,048 tokens written", () => {
    expect(prefill && bytesOf(prefill, "graph-io")).toBe(2048 * 4 + 2048 * 4096 * 2 + 2 * 128_256 * 2 + 4);
    expect(prefill && bytesOf(prefill, "kv-read")).toBe(KV_PER_TOKEN * 4096);
    expect(prefill && bytesOf(prefill, "kv-write")).toBe(KV_PER_TOKEN * 2048);
    // prefill moves more activations than weights: the intermediates are the largest category
    const top = [...(prefill?.traffic?.categories ?? [])].sort((a, b) => b.bytes - a.bytes)[0];
    expect(top?.id).toBe("intermediates");
  });
});

describe("the split adds up to the table's bytes, for every bundled model", () => {
  const models = [
    "llama-3.1-8b",
    "qwen3-30b-a3b",
    "deepseek-v3",
    "qwen3-next-80b-a3b",
    "nemotron-h-8b",
    "gemma-3-27b",
    "gpt-oss-20b",
    "mixtral-8x7b",
  ];
  it.each(models)("%s at single:512 and multi:1,64 on H200", (model) => {
    const r = report(model, "h200-sxm", [
      { mode: "single", rows: 512 },
      { mode: "multi", rows: 1 },
      { mode: "multi", rows: 64 },
    ]);
    for (const table of r.tables) {
      const step = table.weightBytes + table.kvBytes + table.stateBytes + table.activationBytes;
      const split = table.traffic;
      expect(split).toBeDefined();
      expect(Math.abs((split?.bytes ?? 0) / step - 1)).toBeLessThan(1e-12);
      const shares = split?.categories.reduce((sum, c) => sum + c.share, 0) ?? 0;
      expect(Math.abs(shares - 1)).toBeLessThan(1e-12);
      // KV and state are the table's own; the weights never exceed what the table says the step reads
      const kv = (bytesOf(table, "kv-read") ?? 0) + (bytesOf(table, "kv-write") ?? 0);
      expect(Math.abs(kv - table.kvBytes)).toBeLessThanOrEqual(1e-12 * step);
      expect(Math.abs((bytesOf(table, "state") ?? 0) - table.stateBytes)).toBeLessThanOrEqual(1e-12 * step);
      expect(bytesOf(table, "weights") ?? 0).toBeLessThanOrEqual(table.weightBytes);
      for (const c of split?.categories ?? []) expect(c.bytes).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("without --views the tables carry no traffic or gemms field", () => {
  it("keeps existing JSON as it was", () => {
    const r = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      fusions: "none",
      cwd: ROOT,
    });
    expect(r.report?.tables[0]).not.toHaveProperty("traffic");
    expect(r.report?.tables[0]).not.toHaveProperty("gemms");
  });
});

describe("the byte split listed once: summary columns and categories read BYTE_SPLIT_FIELDS", () => {
  const split = { weight: 1, actIn: 20, actOut: 300, kvRead: 4_000, kvWrite: 50_000, state: 600_000 };

  it("each split field sums into exactly one summary column, and the columns are the JSON report's", () => {
    const fields = Object.values(BYTE_COLUMNS).flat();
    expect([...fields].sort()).toEqual([...BYTE_SPLIT_FIELDS].sort());
    expect(BYTE_COLUMN_IDS).toEqual(["weightBytes", "kvBytes", "stateBytes", "activationBytes"]);
    expect(BYTE_COLUMN_IDS.map((c) => columnBytes(split, c))).toEqual([1, 54_000, 600_000, 320]);
  });

  it("the categories take weights, KV and state whole; activations alone are divided by where they flow", () => {
    const whole = Object.values(TRAFFIC_CATEGORIES).flatMap((row) => (row.field ? [row.field] : []));
    expect(whole).toEqual(["weight", "kvRead", "kvWrite", "state"]);
  });

  it("a real report's table columns equal Σ over its sites of their split (llama-3.1-8b, H100, multi:16)", () => {
    const { report } = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 16 }],
      context: 4096,
      fusions: "none",
      cwd: ROOT,
    });
    const table = report?.tables[0];
    if (!table) throw new Error("test setup: no report");
    for (const column of BYTE_COLUMN_IDS) {
      const fromSites = table.sites.reduce((s, site) => s + columnBytes(site.bytesSplit, column), 0);
      expect(fromSites).toBeCloseTo(table[column], -3);
    }
  });
});
