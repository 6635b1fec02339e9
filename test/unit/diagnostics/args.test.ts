// Diagnostics keep their code's typed arguments beside the rendered message; readers use the arguments.
import { describe, expect, it } from "vitest";
import { CODES, type Diagnostic, diagnose, diagnosticToJson } from "../../../src/diagnostics/index.ts";
import { compare } from "../../../src/index.ts";
import { compareView } from "../../../src/render/compare-diff.ts";
import { ROOT } from "../../helpers.ts";

describe("diagnostic arguments", () => {
  it("keeps the arguments it was rendered from", () => {
    const args = {
      site: "attn.o_proj",
      lane: "fp4",
      hardware: "h100-sxm",
      pair: "nvfp4 × nvfp4",
      lanes: ["bf16"],
    };
    const d = diagnose("COST_LANE_MISSING", args);
    expect(d.args).toEqual(args);
    expect(d.message).toBe(CODES.COST_LANE_MISSING.message(args));
  });

  it("narrows the arguments by code", () => {
    const d: Diagnostic = diagnose("LOAD_FILE_TOO_LARGE", { bytes: 2, limit: 1 });
    const limit = d.code === "LOAD_FILE_TOO_LARGE" ? d.args.limit : undefined;
    expect(limit).toBe(1);
  });

  it("stays out of the JSON form (the fields of DESIGN.md §6)", () => {
    const json = diagnosticToJson(
      diagnose("LOAD_FILE_NOT_FOUND", { path: "a.yaml" }, { file: "a.yaml", path: [] }),
    );
    expect(Object.keys(json)).toEqual(["code", "severity", "file", "line", "col", "message"]);
  });
});

describe("compare gaps name the lane from the diagnostic's arguments", () => {
  const result = compare({
    model: "llama-3.1-8b",
    hardware: ["h100-sxm"],
    precisions: ["model", "nvfp4"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    // pytorch states no NVFP4 path of its own (vLLM runs it weight-only on Hopper): the H100 lacks the lane.
    engine: "pytorch",
    cwd: ROOT,
  });
  const cell = result.compare?.cells.find((c) => c.precision === "nvfp4");

  it("carries the lane on the cell", () => {
    expect(cell?.status).toBe("gap");
    expect(cell?.gap).toMatchObject({ code: "COST_LANE_MISSING", lane: "fp4" });
  });

  it("renders the lane whatever the message says", () => {
    if (!result.compare || !cell?.gap) throw new Error("test setup: no gap cell");
    const reworded = {
      ...result.compare,
      cells: result.compare.cells.map((c) =>
        c === cell ? { ...c, gap: { ...c.gap, message: "reworded" } } : c,
      ),
    } as typeof result.compare;
    const reasons = compareView(reworded).runs.flatMap((r) =>
      r.matrix.flatMap((m) => m.cells.map((c) => c.gapReason)),
    );
    expect(reasons).toContain("no fp4 lane");
  });
});

describe("workload gaps name the lane as compare cells do", () => {
  const result = compare({
    model: "llama-3.1-8b",
    hardware: ["h100-sxm"],
    precisions: ["model", "nvfp4"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    workload: { isl: 256, osl: 32, concurrency: 4, chunk: 8192 },
    engine: "pytorch",
    cwd: ROOT,
  });

  it("carries the lane on the gap", () => {
    expect(result.compare?.workload?.gaps).toMatchObject([
      { hardware: "h100-sxm", precision: "nvfp4", code: "COST_LANE_MISSING", lane: "fp4" },
    ]);
  });
});
