// Which layouts of Llama-3.1-70B (BF16, 70.6 B parameters: 141 GB of weights; KV 80 layers × 2 × 8 heads × 128 × 2 B =
// 328 kB per token, 1.34 GB per sequence at 4,096) fit H100 (80 GB), H200 (141 GB) and B200 (180 GB) at 90 % usable:
// the issue 10 reference run, `venn compare llama-3.1-70b --hardware h100-sxm,h200-sxm,b200 --parallel tp=1,tp=2,tp=4,tp=8`.
import { describe, expect, it } from "vitest";
import { compare } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

const result = compare({
  model: "llama-3.1-70b",
  hardware: ["h100-sxm", "h200-sxm", "b200"],
  precisions: ["model"],
  runs: [
    { mode: "multi", rows: 1 },
    { mode: "multi", rows: 64 },
  ],
  context: 4096,
  layouts: [1, 2, 4, 8].map((tp) => ({ tp, ep: 1, pp: 1 })),
  cwd: ROOT,
});
const fits = (hardware: string, rows: number) =>
  (result.compare?.cells ?? [])
    .filter((c) => c.hardware === hardware && c.rows === rows && c.status === "ok")
    .map((c) => c.layout?.name);

describe("Llama-3.1-70B layouts that fit (weights ÷ tp + sequences × KV ÷ tp ≤ 0.9 × capacity)", () => {
  it.each([
    ["h100-sxm", 1, ["tp2", "tp4", "tp8"]], // 141 GB ÷ 2 + 0.67 GB ≤ 72 GB
    ["h100-sxm", 64, ["tp4", "tp8"]], // tp2: 70.6 + 64 × 0.67 = 113 GB > 72
    ["h200-sxm", 1, ["tp2", "tp4", "tp8"]], // tp1: 142 GB > 126.9
    ["h200-sxm", 64, ["tp2", "tp4", "tp8"]], // tp2: 113 GB ≤ 126.9
    ["b200", 1, ["tp1", "tp2", "tp4", "tp8"]], // tp1: 142 GB ≤ 162
    ["b200", 64, ["tp2", "tp4", "tp8"]], // tp1: 141 + 64 × 1.34 = 227 GB > 162
  ] as const)("%s at %i sequences: %j", (hardware, rows, layouts) => {
    expect(fits(hardware, rows)).toEqual(layouts);
  });
  it("more ranks: shorter steps, a larger communication share, more $ per token at batch 1", () => {
    const cells = (result.compare?.cells ?? []).filter(
      (c) => c.hardware === "h100-sxm" && c.rows === 1 && c.status === "ok",
    );
    const step = cells.map((c) => c.expectedSeconds ?? 0);
    const comm = cells.map((c) => c.communicationShare ?? 0);
    const usd = cells.map((c) => c.usdPerMillionTokens ?? 0);
    expect([...step].sort((a, b) => b - a)).toEqual(step);
    expect([...comm].sort((a, b) => a - b)).toEqual(comm);
    expect([...usd].sort((a, b) => a - b)).toEqual(usd);
  });
});
