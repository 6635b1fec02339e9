// Issue 30: a run that does not fit names the smallest --parallel layout that holds it, and that layout, run, fits.
import { describe, expect, it } from "vitest";
import { analyze, parseLayout } from "../../../src/index.ts";
import { layoutFlag } from "../../../src/ir/index.ts";
import { FIT_LAYOUTS } from "../../../src/shard/index.ts";
import { ROOT } from "../../helpers.ts";

const tables = (model: string, hardware: string, rows: number, parallel?: string) => {
  const layout = parallel ? parseLayout(parallel).layout : undefined;
  const result = analyze({
    model,
    hardware: [hardware],
    runs: [{ mode: "multi", rows }],
    context: 4096,
    cwd: ROOT,
    ...(layout ? { parallel: layout } : {}),
  });
  if (!result.report) throw new Error(JSON.stringify(result.diagnostics));
  return result.report.tables;
};
const fitOf = (model: string, hardware: string, rows: number, parallel?: string) =>
  tables(model, hardware, rows, parallel)[0]?.fit;

describe("the smallest --parallel that fits", () => {
  it.each([
    // 70B in BF16 is 141 GB of weights: two 72 GB (usable) H100s or H200s hold it at one sequence.
    ["llama-3.1-70b", "h100-sxm", 1, undefined, "tp=2"],
    ["llama-3.1-70b", "h200-sxm", 1, undefined, "tp=2"],
    // DeepSeek-V3's 671 B parameters in block FP8 are more than eight H100s hold: two stages of eight.
    ["deepseek-v3", "h100-sxm", 1, undefined, "tp=8,pp=2"],
    ["deepseek-v3", "h200-sxm", 1, undefined, "tp=8"],
    // Under a layout that does not fit, a larger one: 512 sequences' KV cache at tp=2 is 414 GB a device.
    ["llama-3.1-70b", "h100-sxm", 512, "tp=2", "tp=8,pp=2"],
  ] as const)("%s on %s at multi:%i %s: try --parallel %s", (model, hardware, rows, parallel, expected) => {
    const fit = fitOf(model, hardware, rows, parallel);
    expect(fit?.fits).toBe(false);
    expect(fit?.tryParallel).toBe(expected);
    // The layout named holds the run when it is run, and the one before it in the list does not.
    expect(fitOf(model, hardware, rows, expected)?.fits).toBe(true);
    const flags = FIT_LAYOUTS.map(layoutFlag);
    const before = flags[flags.indexOf(expected) - 1];
    if (before && before !== parallel) expect(fitOf(model, hardware, rows, before)?.fits).toBe(false);
  });

  it("a run that fits names none", () => {
    expect(fitOf("llama-3.1-8b", "h100-sxm", 1)?.tryParallel).toBeUndefined();
  });

  it("a device whose interconnect spans no layout that holds the run names none (eight PCIe RTX 4090s, no network)", () => {
    const fit = fitOf("deepseek-v3", "rtx-4090", 1);
    expect(fit?.fits).toBe(false);
    expect(fit?.tryParallel).toBeUndefined();
  });

  it("under --parallel the verdict carries the layout: per-device bytes on each of its devices", () => {
    const fit = fitOf("llama-3.1-70b", "h100-sxm", 1, "tp=2");
    expect(fit?.fits).toBe(true);
    expect(fit?.layout).toEqual({ flag: "tp=2", devices: 2 });
    expect(fitOf("llama-3.1-70b", "h100-sxm", 1)?.layout).toBeUndefined();
  });
});
