import { describe, expect, it } from "vitest";
import { analyze } from "../../src/index.ts";
import { ROOT, runCli } from "../helpers.ts";

describe("uneven pipeline stages and layouts that cannot run", () => {
  it("deepseek-v3 (61 layers) compares tp=8 against tp=8,pp=2 instead of aborting", () => {
    const r = runCli([
      ...["compare", "deepseek-v3", "--hardware", "b200", "--parallel", "tp=8;tp=8,pp=2"],
      ...["--runs", "multi:1", "--format", "json"],
    ]);
    expect(r.code).toBe(0);
    const cells = JSON.parse(r.stdout).cells as { layout: { name: string }; status: string }[];
    expect(cells.map((c) => [c.layout.name, c.status])).toEqual([
      ["tp8", "ok"],
      ["tp8·pp2", "ok"],
    ]);
  });

  it("pp=2 over 61 layers costs the larger stage: ⌈58/2⌉ = 29 MoE layers per stage slot, 2 slots", () => {
    const r = analyze({
      model: "deepseek-v3",
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      parallel: { tp: 8, ep: 1, pp: 2 },
      fusions: "none",
      cwd: ROOT,
    });
    const moe = r.report?.tables[0]?.sites.find((s) => s.site === "moe.experts_gate_up");
    expect(moe?.count).toBe(29 * 2);
  });

  it("llama-3.1-8b at tp=3 (8 KV heads) is a gap cell naming why, not an abort", () => {
    const r = runCli([
      ...["compare", "llama-3.1-8b", "--hardware", "h100-sxm", "--parallel", "tp=1;tp=3"],
      ...["--runs", "multi:1", "--format", "json"],
    ]);
    expect(r.code).toBe(0);
    const gap = JSON.parse(r.stdout).cells.find((c: { layout: { name: string } }) => c.layout.name === "tp3");
    expect(gap.status).toBe("gap");
    expect(gap.gap.code).toBe("SHARD_INDIVISIBLE");
  });
});
