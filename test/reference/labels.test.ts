import { describe, expect, it } from "vitest";
import { runCli } from "../helpers.ts";

describe("labels say what ran", () => {
  it("a prefill run is not labelled decode under CUDA/HIP graphs", () => {
    const r = runCli([
      "report",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--runs",
      "multi:1",
      "--runs",
      "single:2048",
    ]);
    const lines = r.stdout.split("\n").filter((l) => l.startsWith("Expected time ="));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("(decode under CUDA/HIP graphs)");
    expect(lines[1]).not.toContain("decode");
    expect(lines[1]).toContain("prefill");
  });

  it.each(["md", "html"])("a compare gap cell says what is missing in words (%s)", (format) => {
    const r = runCli([
      "compare",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm,b200",
      "--precision",
      "nvfp4",
      // pytorch states no NVFP4 path below sm100 (vLLM runs FP4 Marlin there), so the H100's cell is the lane gap.
      "--engine",
      "pytorch",
      "--format",
      format,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("gap: no fp4 lane");
    expect(r.stdout).not.toContain("gap: COST_LANE_MISSING");
  });
});
