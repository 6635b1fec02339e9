import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { analyze } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

/** docs/measurements/h200-sxm-power-2026-12-04.csv: Llama-3.1-8B BF16 on one H200 SXM under CUDA graphs, the reference kernel set. */
const MEASURED = [
  { mode: "multi", rows: 1, context: 4096, watts: 499.9, joules: 2.52706 },
  { mode: "multi", rows: 16, context: 4096, watts: 519.1, joules: 0.22294 },
  { mode: "multi", rows: 64, context: 4096, watts: 577.2, joules: 0.11566 },
  { mode: "multi", rows: 128, context: 4096, watts: 610.7, joules: 0.09907 },
  { mode: "multi", rows: 1, context: 1024, watts: 485.6, joules: 2.38415 },
  { mode: "multi", rows: 128, context: 1024, watts: 682.5, joules: 0.05052 },
  { mode: "single", rows: 2048, context: 0, watts: 711.3, joules: 0.01745 },
] as const;

function table(point: (typeof MEASURED)[number]) {
  const r = analyze({
    model: "llama-3.1-8b",
    hardware: ["h200-sxm"],
    runs: [{ mode: point.mode, rows: point.rows }],
    context: point.context,
    // The steps were timed on the reference kernel set (library kernels, add+RMSNorm fused): the pytorch engine.
    engine: "pytorch",
    cwd: ROOT,
  });
  const t = r.report?.tables[0];
  if (!t) throw new Error(r.diagnostics.map((d) => d.message).join("; "));
  return t;
}

describe("energy: board power modelled from what the step does (H200 measured 2026-12-04)", () => {
  it.each(MEASURED)(
    "$mode:$rows at context $context: J/token within 20 % of the measured (the time model's own error included), board power at most the limit",
    (point) => {
      const t = table(point);
      const seconds = t.expectedSeconds ?? t.floorSeconds;
      expect(t.boardWatts).toBeLessThanOrEqual(700);
      expect(t.boardWatts).toBeGreaterThan(78);
      expect(t.joulesPerToken).toBeCloseTo(((t.boardWatts ?? 0) * seconds) / point.rows, 12);
      expect(Math.abs((t.joulesPerToken ?? 0) / point.joules - 1)).toBeLessThan(0.2);
      expect(t.powerBasis).toContain("measured model");
    },
  );

  it("decode at one sequence no longer counts the 700 W limit: TDP would overstate it by over 30 %", () => {
    const point = MEASURED[0];
    const t = table(point);
    const atTdp = (700 * (t.expectedSeconds ?? 0)) / point.rows;
    expect(atTdp / point.joules - 1).toBeGreaterThan(0.3);
    expect(t.boardWatts).toBeLessThan(600);
  });

  it("the prefill runs at the board limit: its step is stretched until it draws 700 W, the SM clock below 1,980 MHz", () => {
    const t = table(MEASURED[6]);
    expect(t.boardWatts).toBeCloseTo(700, 6);
    expect(t.powerLimit?.smClockMhz).toBeLessThan(1980);
    expect(t.expectedTerms?.find((e) => e.term === "power_limit")?.seconds).toBeGreaterThan(0);
  });

  it.each(readdirSync(join(ROOT, "hardware")).filter((f) => f.endsWith(".hw.yaml")))(
    "%s models its power or names the sibling whose model it borrows",
    (file) => {
      const doc = parse(readFileSync(join(ROOT, "hardware", file), "utf8"));
      const activity = doc.power?.activity;
      expect(activity).toBeDefined();
      if (doc.id !== "h200-sxm") expect(activity.borrowed_from).toBe("h200-sxm");
    },
  );
});
