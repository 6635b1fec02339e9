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
