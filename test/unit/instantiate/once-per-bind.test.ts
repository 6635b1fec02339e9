import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

// An error found once per bind (or once per site and device) is said once, however many run points ask.
describe("a problem is reported once, not once per run point", () => {
  it("a lane the device lacks: one COST_LANE_MISSING per site over three points", () => {
    const { diagnostics, report } = analyze({
      model: "llama-3.1-8b",
      hardware: ["mi300x"],
      preset: "nvfp4",
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "multi", rows: 16 },
        { mode: "single", rows: 2048 },
      ],
      context: 4096,
      cwd: ROOT,
    });
    expect(report).toBeUndefined();
    const lanes = diagnostics.filter((d) => d.code === "COST_LANE_MISSING");
    // mi300x has no FP4 tensor lane (hardware/mi300x.hw.yaml); the four W4A4 linear sites of dense_gqa need it.
    expect(lanes.map((d) => (d.code === "COST_LANE_MISSING" ? d.args.site : "")).sort()).toEqual([
      "attn.o_proj",
      "attn.qkv",
      "ffn.down",
      "ffn.gate_up",
    ]);
  });
});
