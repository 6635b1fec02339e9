// Issue 21: a speculative verification step is not a prefill. single:N computes logits for its last row only (vLLM's
// logits_indices); verify:N is the same one sequence of N rows at the context, with the head over every row.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { analyze, loadTemplates, RUN_KINDS, RUN_MODES } from "../../../src/index.ts";
import { render } from "../../../src/render/index.ts";
import type { ReportModel } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const N = 4;
const CONTEXT = 4096;
// llama-3.1-8b: hidden 4096, vocab 128256, BF16 head.
const HIDDEN = 4096;
const VOCAB = 128256;

function report(mode: "single" | "multi" | "verify", rows = N): ReportModel {
  const result = analyze({
    model: "llama-3.1-8b",
    hardware: ["h100-sxm"],
    runs: [{ mode, rows }],
    context: CONTEXT,
    // Site by site: each node its own kernel.
    fusions: "none",
    cwd: ROOT,
  });
  if (!result.report) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
  return result.report;
}
const site = (r: ReportModel, name: string) => {
  const s = r.tables[0]?.sites.find((x) => x.site === name);
  if (!s) throw new Error(`no site ${name}`);
  return s;
};

describe("verify:N runs the head over all N rows", () => {
  const prefill = report("single");
  const verify = report("verify");
  const decode = report("multi");

  it("lm_head: 2·N·hidden·vocab FLOPs at verify:N, 2·1·hidden·vocab at single:N", () => {
    expect(site(verify, "head.lm_head").flops).toBe(2 * N * HIDDEN * VOCAB);
    expect(site(prefill, "head.lm_head").flops).toBe(2 * 1 * HIDDEN * VOCAB);
    // The sampler sees every row's logits as decode's does.
    expect(site(verify, "head.argmax").flops).toBe(site(decode, "head.argmax").flops);
  });

  it("everything before the head is the prefill chunk's: one sequence, one KV cache, prefill attention", () => {
    const v = verify.tables[0];
    const p = prefill.tables[0];
    expect(v?.mode).toBe("verify");
    expect(v?.sequences).toBe(1);
    expect(v?.kvBytes).toBe(p?.kvBytes);
    expect(site(verify, "attn.attention").floorSeconds).toBe(site(prefill, "attn.attention").floorSeconds);
    expect(v?.flops).toBeGreaterThan(p?.flops ?? Infinity);
    expect(v?.flops).toBe((p?.flops ?? 0) + 2 * (N - 1) * HIDDEN * VOCAB + (N - 1) * VOCAB);
  });

  it("is labelled as verification, never as a prefill or decode", () => {
    const md = render(verify, "md", loadTemplates());
    expect(md).toContain("| verify | 4 |");
    expect(md).toContain("verification of 4 rows under CUDA/HIP graphs, logits for every row");
    expect(md).not.toContain("prefill: kernels queued");
  });
});

describe("the run-kind registry", () => {
  it("names each mode once, with its sequences and logit rows", () => {
    expect(RUN_MODES).toEqual(["single", "multi", "verify"]);
    expect(RUN_MODES.map((m) => [RUN_KINDS[m].sequences(8), RUN_KINDS[m].logitRows(8)])).toEqual([
      [1, 1],
      [8, 8],
      [1, 8],
    ]);
  });
  it("a prefill chunk is not said to run as decode under graphs; one row is", () => {
    expect(RUN_KINDS.single.launch(2048)).not.toContain("decode");
    expect(RUN_KINDS.single.launch(1)).toContain("decode");
  });
});

describe("every shipped circuit sizes its head by l", () => {
  // A head sized by s would give a verify step one row of logits, as a prefill chunk has: the bug this fixes.
  const circuits = readdirSync(join(ROOT, "circuits")).filter((f) => f.endsWith(".circuit.yaml"));
  it.each(circuits)("%s", (file) => {
    const doc = parse(readFileSync(join(ROOT, "circuits", file), "utf8")) as {
      epilogue?: string[];
      blocks: Record<string, { nodes: { op: string; out: { shape: string }[] }[] }>;
    };
    // The epilogue's head is the model's output; a draft head (DeepSeek's MTP) proposes one token per sequence.
    const heads = (doc.epilogue ?? []).filter((b) => !b.startsWith("mtp"));
    const shapes = heads.flatMap((b) =>
      (doc.blocks[b]?.nodes ?? []).filter((n) => n.op === "lm_head").map((n) => n.out[0]?.shape),
    );
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(shape).toMatch(/^l x /);
  });
});

// Issue 31: verify:N's tokens/s counts its N verified rows; with --accept α it also gives the tokens a verification
// produces, (1 − α^N)/(1 − α), and the rates per produced token.
describe("verify:N counts rows unless an acceptance rate is given", () => {
  const run = (accept?: number, mode: "verify" | "multi" = "verify") => {
    const result = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode, rows: N }],
      context: CONTEXT,
      ...(accept !== undefined ? { accept } : {}),
      cwd: ROOT,
    });
    const table = result.report?.tables[0];
    if (!table) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
    return table;
  };

  it("without --accept: tokens/s is rows ÷ step, and the table says so (speculative figures null)", () => {
    const t = run();
    expect(t.tokensPerSecond).toBeCloseTo(N / t.floorSeconds, 6);
    expect(t.speculative).toEqual({
      accept: null,
      tokensPerStep: null,
      tokensPerSecond: null,
      tokensPerSecondExpected: null,
      joulesPerToken: null,
    });
  });

  it("with --accept 0.7: (1 − 0.7^4)/0.3 = 2.533 tokens a step, tokens/s and J/token per produced token", () => {
    const t = run(0.7);
    const sp = t.speculative;
    const tokens = (1 - 0.7 ** N) / 0.3;
    expect(sp?.accept).toBe(0.7);
    expect(sp?.tokensPerStep).toBeCloseTo(2.533, 12);
    expect(sp?.tokensPerSecond).toBeCloseTo(tokens / t.floorSeconds, 6);
    expect(sp?.tokensPerSecondExpected).toBeCloseTo(tokens / (t.expectedSeconds as number), 6);
    expect(sp?.joulesPerToken).toBeCloseTo(((t.joulesPerToken as number) * N) / tokens, 9);
    // The rows/s field keeps its meaning (DESIGN.md: tokensPerSecond = rows ÷ floor).
    expect(t.tokensPerSecond).toBeCloseTo(N / t.floorSeconds, 6);
  });

  it("α = 0 produces one token a step; decode runs carry no speculative figures", () => {
    expect(run(0).speculative?.tokensPerStep).toBe(1);
    expect(run(0.7, "multi").speculative).toBeUndefined();
  });

  it("the text, Markdown and HTML views say rows, or produced tokens at α", () => {
    const result = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "verify", rows: N }],
      context: CONTEXT,
      cwd: ROOT,
    });
    const model = result.report as ReportModel;
    const templates = loadTemplates(undefined, ["md", "html"]);
    for (const format of ["md", "html"] as const)
      expect(render(model, format, templates)).toContain(
        `counts its ${N} verified rows, not the tokens it produces`,
      );
    const withAccept = analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "verify", rows: N }],
      context: CONTEXT,
      accept: 0.7,
      cwd: ROOT,
    }).report as ReportModel;
    const md = render(withAccept, "md", templates);
    expect(md).toContain("(α 0.7)");
    expect(md).toContain("= 2.53 tokens on average");
  });
});
