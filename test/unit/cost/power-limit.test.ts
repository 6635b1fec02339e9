import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

// At the board's power limit the SM clock falls until the board draws the limit (cost/power.ts). The H200 of
// ../shared/reference/h200 drew 711 W of its 700 W at a 2,048-token Llama-3.1-8B prefill with the SM clock at 1,740
// MHz (1,980 unloaded), and 486-683 W while decoding (test/accuracy/h200-power-2026-12-04.csv).
const table = (mode: "single" | "multi", rows: number, context: number, hardware = "h200-sxm") =>
  analyze({
    model: "llama-3.1-8b",
    hardware: [hardware],
    runs: [{ mode, rows }],
    context,
    engine: "pytorch",
    cwd: ROOT,
  }).report?.tables[0];

describe("power limit: the SM clock follows the power model at the board's limit", () => {
  it("a 2,048-token prefill on the H200 is held at the limit, near the measured 1,740 MHz, and takes longer for it", () => {
    const t = table("single", 2048, 2048);
    const clock = t?.powerLimit?.smClockMhz ?? 0;
    expect(clock).toBeGreaterThan(1740 * 0.95);
    expect(clock).toBeLessThan(1740 * 1.05);
    const added = t?.expectedTerms?.find((x) => x.term === "power_limit")?.seconds ?? 0;
    expect(added).toBeGreaterThan(0);
    // at the limit the board draws the limit: the power model's watts over the limited step are the limit itself
    expect(t?.boardWatts).toBeCloseTo(700, 6);
  });

  it("decode at 1 and 16 sequences stays under the limit: no clock drop, no added time", () => {
    for (const rows of [1, 16]) {
      const t = table("multi", rows, 4096);
      expect(t?.powerLimit).toBeUndefined();
      expect(t?.expectedTerms?.some((x) => x.term === "power_limit")).toBe(false);
    }
  });

  it("applies only where the activity model is the device's own or its same-chip sibling's", () => {
    // a100-sxm-80gb borrows the H200's shares across chips: no clock is inferred from them
    expect(table("single", 2048, 2048, "a100-sxm-80gb")?.powerLimit).toBeUndefined();
    expect(table("single", 2048, 2048, "h100-sxm")?.powerLimit?.smClockMhz).toBeDefined();
  });
});
