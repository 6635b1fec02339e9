// A diagnostic is a value: the same code, arguments and place are one finding, one object.
import { describe, expect, it } from "vitest";
import { diagnose } from "../../../src/diagnostics/index.ts";

const lane = (site: string, where = { file: "hardware/a100.hw.yaml", path: ["compute"], isKey: true }) =>
  diagnose(
    "COST_LANE_MISSING",
    { site, lane: "fp8", hardware: "a100-sxm-80gb", pair: "fp8×fp8", lanes: ["bf16", "fp16"] },
    where,
  );

describe("diagnose", () => {
  it("hands out one object for one code, arguments and place, however many times it is found", () => {
    const first = lane("attn.qkv");
    expect(lane("attn.qkv")).toBe(first);
    expect(first.message).toContain("attn.qkv");
  });

  it("keeps findings with other arguments or another place apart", () => {
    const first = lane("attn.qkv");
    expect(lane("attn.o_proj")).not.toBe(first);
    expect(lane("attn.qkv", { file: "hardware/a100-pcie.hw.yaml", path: ["compute"], isKey: true })).not.toBe(
      first,
    );
  });

  it("is frozen, so no holder can change what another was handed", () => {
    const d = lane("ffn.down");
    expect(Object.isFrozen(d)).toBe(true);
    expect(() => {
      (d as { message: string }).message = "changed";
    }).toThrow(TypeError);
  });
});
