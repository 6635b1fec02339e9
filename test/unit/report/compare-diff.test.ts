import { describe, expect, it } from "vitest";
import { compare, diff, diffAtRef, loadTemplates, renderCommand } from "../../../src/index.ts";
import { COMMENT_LIMIT } from "../../../src/render/compare-diff.ts";
import { ROOT, runCli } from "../../helpers.ts";

const HEAD_FFN_NVFP4 = "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml";

describe("venn compare", () => {
  const result = compare({
    model: "llama-3.1-70b",
    hardware: ["h100-sxm", "b200"],
    precisions: ["bf16", "nvfp4"],
    runs: [
      { mode: "multi", rows: 1 },
      { mode: "multi", rows: 64 },
    ],
    context: 4096,
    fusions: "none",
    cwd: ROOT,
  });
  const cells = result.compare?.cells ?? [];
  const cell = (hardware: string, precision: string, rows: number) =>
    cells.find((c) => c.hardware === hardware && c.precision === precision && c.rows === rows);

  it("where the device lacks the fp4 lane, vLLM's weight-only path runs (FP4 Marlin on Hopper); B200 runs native fp4", () => {
    expect(cell("h100-sxm", "nvfp4", 1)).toMatchObject({
      status: "ok",
      gap: null,
      execution: expect.arrayContaining(["weight-only on bf16"]),
    });
    expect(cell("b200", "nvfp4", 1)).toMatchObject({
      status: "ok",
      execution: expect.arrayContaining(["native fp4"]),
    });
  });

  it("one best cell per run, among cells that fit one device", () => {
    for (const rows of [1, 64]) {
      const best = cells.filter((c) => c.rows === rows && c.isBest);
      expect(best).toHaveLength(1);
      const fitting = cells.filter((c) => c.rows === rows && c.status === "ok");
      const speed = (c: (typeof cells)[number]) =>
        (c.rankedBy === "expected" ? c.tokensPerSecondExpected : c.tokensPerSecond) ?? 0;
      expect(Math.max(...fitting.map(speed))).toBe(best[0] ? speed(best[0]) : undefined);
    }
  });

  it("$ per million tokens = price per hour ÷ 3600 ÷ tokens/s × 10⁶ (B200 at 6.03 USD/h)", () => {
    const c = cell("b200", "nvfp4", 64);
    expect(c?.fits).toBe(true);
    const seconds = c?.rankedBy === "expected" ? c.expectedSeconds : c?.floorSeconds;
    expect(c?.usdPerMillionTokens).toBeCloseTo((6.03 / 3600 / (64 / (seconds ?? 1))) * 1e6, 9);
  });

  it("memory fit: 70B in BF16 (141 GB of weights) needs two 80 GB H100s", () => {
    const c = cell("h100-sxm", "bf16", 1);
    expect(c?.fits).toBe(false);
    expect(c?.devices).toBe(2);
  });

  it("input errors are not gaps: an unknown model fails the whole comparison", () => {
    const bad = compare({
      model: "nope",
      hardware: ["b200"],
      precisions: ["bf16"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 0,
      fusions: "none",
      cwd: ROOT,
    });
    expect(bad.compare).toBeUndefined();
    expect(bad.diagnostics[0]?.code).toBe("LOAD_UNKNOWN_ID");
  });
});

describe("venn diff", () => {
  const run = (base: string, head: string, failOnRegressionPct?: number) =>
    diff({
      base,
      head,
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      fusions: "none",
      cwd: ROOT,
      ...(failOnRegressionPct !== undefined ? { failOnRegressionPct } : {}),
    }).diff;

  it("switching ffn.* to NVFP4 on a B200: per-site deltas, totals and a verdict", () => {
    const d = run("llama-3.1-8b", HEAD_FFN_NVFP4);
    const t = d?.tables[0];
    expect(t?.sites.filter((s) => s.status === "changed").map((s) => s.site)).toEqual([
      "ffn.gate_up",
      "ffn.down",
      "ffn.act",
      "ffn.post_norm",
    ]);
    // gate_up weights: 2·14336·4096 params × (2 B → 0.5 B + 1/16 B E4M3 + 4 B per tensor) per layer, 32 layers.
    const gateUp = t?.sites.find((s) => s.site === "ffn.gate_up");
    const params = 2 * 14336 * 4096;
    expect(gateUp?.head?.weightFormat).toBe("nvfp4/g16");
    expect(t?.deltaPct).toBeLessThan(-40);
    expect(d?.verdict).toMatch(/^Faster or equal everywhere/);
    expect((gateUp?.base?.bytes ?? 0) - (gateUp?.head?.bytes ?? 0)).toBeGreaterThan(
      32 * params * (2 - 0.5625) * 0.99,
    );
  });

  it("the reverse change is a regression (+108 % at multi:1): --fail-on-regression 2 fails, 200 does not", () => {
    expect(run(HEAD_FFN_NVFP4, "llama-3.1-8b", 2)?.isRegression).toBe(true);
    expect(run(HEAD_FFN_NVFP4, "llama-3.1-8b", 200)?.isRegression).toBe(false);
    const cli = runCli([
      "diff",
      HEAD_FFN_NVFP4,
      "llama-3.1-8b",
      "--hardware",
      "b200",
      "--fail-on-regression",
      "2",
    ]);
    expect(cli.code).toBe(1);
    expect(cli.stdout.split("\n")[0]).toBe("<!-- circuit-venn:diff -->");
  });

  it("sites added and removed between two models", () => {
    const d = run("llama-3.1-8b", "qwen3-8b");
    expect(d?.tables[0]?.sites.find((s) => s.site === "attn.qk_norm")?.status).toBe("added");
    const back = run("qwen3-8b", "llama-3.1-8b");
    expect(back?.tables[0]?.sites.find((s) => s.site === "attn.qk_norm")?.status).toBe("removed");
  });

  it("the Markdown stays under GitHub's comment limit even with many runs and sites", () => {
    const d = diff({
      base: "llama-3.1-70b",
      head: "qwen3-30b-a3b",
      hardware: ["h100-sxm", "h200-sxm", "b200", "mi300x", "a100-sxm-80gb"],
      runs: [1, 2, 4, 8, 16, 32, 64, 128].map((rows) => ({ mode: "multi" as const, rows })),
      context: 4096,
      fusions: "none",
      cwd: ROOT,
    }).diff;
    if (!d) throw new Error("diff failed");
    const text = renderCommand(d, "md", loadTemplates()) ?? "";
    expect(text.length).toBeLessThan(COMMENT_LIMIT);
    expect(text.startsWith("<!-- circuit-venn:diff -->\n")).toBe(true);
  });

  it("--base-ref reads the base from git: a model unchanged since HEAD diffs to no change", () => {
    const d = diffAtRef({
      baseRef: "HEAD",
      files: ["circuits/models/llama-3.1-8b.model.yaml"],
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      fusions: "none",
      cwd: ROOT,
    }).diff;
    expect(d && "diffs" in d).toBe(false);
    expect(d?.verdict).toBe("No change in any site's cost.");
  });
});
