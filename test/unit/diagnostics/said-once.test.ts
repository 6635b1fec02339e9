// An error is found once: however many devices, precisions and points a command runs, each problem is printed once.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Diagnostic, formatDiagnostic } from "../../../src/diagnostics/index.ts";
import { analyze, check, compare, diff, union } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

const cwd = mkdtempSync(join(tmpdir(), "venn-said-once-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const llama = (id: string) => readFileSync(join(ROOT, `circuits/models/${id}.model.yaml`), "utf8");
mkdirSync(join(cwd, "circuits/models"), { recursive: true });
// llama-3.1-70b without head_dim: the circuit needs it at six sites.
writeFileSync(
  join(cwd, "circuits/models/no-head-dim.model.yaml"),
  llama("llama-3.1-70b")
    .replace(/^id: .*$/m, "id: no-head-dim")
    .replace(/^ {2}head_dim: .*\n/m, ""),
);
// llama-3.1-8b with an override no site matches: a warning, and the run goes on.
writeFileSync(
  join(cwd, "circuits/models/stray-override.model.yaml"),
  llama("llama-3.1-8b")
    .replace(/^id: .*$/m, "id: stray-override")
    .replace(
      '    "embed.*": { weight: bf16 }',
      '    "embed.*": { weight: bf16 }\n    "nowhere.*": { weight: bf16 }',
    ),
);

// nvfp4 llama-3.3-70b under another id: a second model on one circuit and precision, so it lacks the same lanes.
writeFileSync(
  join(cwd, "circuits/models/fp4-twin.model.yaml"),
  llama("llama-3.3-70b-fp4").replace(/^id: .*$/m, "id: fp4-twin"),
);
// A circuit with an unknown key, which `venn check` meets as a file and through each of two models.
mkdirSync(join(cwd, "review/circuits/models"), { recursive: true });
writeFileSync(
  join(cwd, "review/circuits/dense_gqa.circuit.yaml"),
  readFileSync(join(ROOT, "circuits/dense_gqa.circuit.yaml"), "utf8").replace(
    "description:",
    "descripton: typo\ndescription:",
  ),
);
for (const id of ["llama-3.1-8b", "llama-3.1-70b"])
  writeFileSync(join(cwd, `review/circuits/models/${id}.model.yaml`), llama(id));
const FIXTURE = (path: string) => join(ROOT, "test/fixtures/errors", path);

const NINE = [
  "h100-sxm",
  "h100-pcie",
  "h200-sxm",
  "b200",
  "gb200",
  "mi300x",
  "mi325x",
  "mi355x",
  "a100-sxm-80gb",
];
const THIRTEEN = Array.from({ length: 13 }, (_, i) => ({ mode: "multi" as const, rows: 2 ** i }));
const codes = (list: readonly Diagnostic[]) => list.map((d) => d.code);

describe("each diagnostic once", () => {
  it("compare: a missing dim over 9 devices × 4 precisions × 13 points", () => {
    const result = compare({
      model: "no-head-dim",
      hardware: NINE,
      precisions: ["model", "fp8", "nvfp4", "w4a16"],
      runs: THIRTEEN,
      context: 4096,
      cwd,
    });
    expect(result.compare).toBeUndefined();
    expect(codes(result.diagnostics)).toEqual(["MODEL_DIM_MISSING"]);
  });

  it("compare: an unused override over 3 devices × 4 precisions", () => {
    const result = compare({
      model: "stray-override",
      hardware: ["h100-sxm", "b200", "mi300x"],
      precisions: ["model", "fp8", "nvfp4", "w4a16"],
      runs: THIRTEEN.slice(0, 3),
      context: 4096,
      cwd,
    });
    expect(result.compare).toBeDefined();
    expect(codes(result.diagnostics)).toEqual(["MODEL_OVERRIDE_UNUSED"]);
  });

  it("diff: a bad model on both sides' devices, and a warning both sides share", () => {
    const bad = diff({
      base: "no-head-dim",
      head: "no-head-dim",
      hardware: ["h100-sxm", "b200"],
      runs: THIRTEEN,
      context: 4096,
      cwd,
    });
    expect(codes(bad.diagnostics)).toEqual(["MODEL_DIM_MISSING"]);
    const warned = diff({
      base: "llama-3.1-8b",
      head: "stray-override",
      hardware: ["h100-sxm", "b200"],
      runs: THIRTEEN.slice(0, 2),
      context: 4096,
      cwd,
    });
    expect(warned.diff).toBeDefined();
    expect(codes(warned.diagnostics)).toEqual(["MODEL_OVERRIDE_UNUSED"]);
  });

  it("report: the target as its own reference reads one file twice and warns once", () => {
    const result = analyze({
      model: "stray-override",
      against: ["stray-override"],
      kernels: "engine",
      hardware: ["h100-sxm", "b200"],
      runs: THIRTEEN.slice(0, 4),
      context: 4096,
      cwd,
    });
    expect(result.report).toBeDefined();
    expect(codes(result.diagnostics)).toEqual(["MODEL_OVERRIDE_UNUSED"]);
  });

  it("diff: one measurements file read by both sides on two devices, the same model or two", () => {
    for (const base of ["llama-3.1-8b", "llama-3.1-70b"]) {
      const result = diff({
        base,
        head: "llama-3.1-8b",
        hardware: ["h100-sxm", "b200"],
        runs: THIRTEEN.slice(0, 2),
        context: 4096,
        measurements: FIXTURE("measure-family-unknown/measurements.csv"),
        cwd,
      });
      expect(codes(result.diagnostics)).toEqual(["MEASURE_FAMILY_UNKNOWN"]);
    }
  });

  it("diff: a fusion file's escaping edges and a layout's indivisible heads, both sides, two devices", () => {
    const options = {
      base: "llama-3.1-8b",
      head: "llama-3.1-8b",
      hardware: ["h100-sxm", "b200"],
      runs: THIRTEEN.slice(0, 3),
      context: 4096,
      cwd,
    };
    const fused = diff({ ...options, fusions: FIXTURE("fusion-edge-escapes/tiny.fusions.yaml") });
    expect(codes(fused.diagnostics)).toEqual(["FUSION_EDGE_ESCAPES", "FUSION_EDGE_ESCAPES"]);
    const sharded = diff({ ...options, parallel: { tp: 3, ep: 1, pp: 1 } });
    expect(codes(sharded.diagnostics)).toEqual(Array(6).fill("SHARD_INDIVISIBLE"));
  });

  it("two models on one circuit: what both meet is said once, what only one meets is said too", () => {
    const runs = THIRTEEN.slice(0, 2);
    const kernels = FIXTURE("venn-param-unsupplied/tiny.kernels.yaml");
    const alone = (model: string, extra: object) =>
      analyze({ model, hardware: ["h100-sxm"], runs, context: 4096, cwd, ...extra }).diagnostics;
    const texts = (lists: readonly (readonly Diagnostic[])[]) =>
      [...new Set(lists.flat().map(formatDiagnostic))].sort();
    // llama-3.1-70b shares llama-3.1-8b's 8 KV heads (said once) but not its 32 query heads (said for each).
    for (const extra of [
      { parallel: { tp: 3, ep: 1, pp: 1 } },
      { fusions: FIXTURE("fusion-edge-escapes/tiny.fusions.yaml") },
    ]) {
      const expected = texts([alone("llama-3.1-8b", extra), alone("llama-3.1-70b", extra)]);
      const pair = diff({
        base: "llama-3.1-8b",
        head: "llama-3.1-70b",
        hardware: ["h100-sxm", "b200"],
        runs,
        context: 4096,
        cwd,
        ...extra,
      });
      expect(pair.diagnostics.map(formatDiagnostic).sort()).toEqual(expected);
    }
    // llama-2-7b is FP16, the others BF16: the same manifest problem reached through other formats.
    const expected = texts([alone("llama-3.1-8b", { kernels }), alone("llama-2-7b", { kernels })]);
    const against = analyze({
      model: "llama-3.1-8b",
      against: ["llama-3.1-70b", "llama-2-7b"],
      kernels,
      hardware: ["h100-sxm", "b200"],
      runs,
      context: 4096,
      cwd,
    });
    expect(against.diagnostics.map(formatDiagnostic).sort()).toEqual(expected);
  });

  it("union and --against: two models on one circuit meet the same manifest problem and the same missing lane", () => {
    const kernels = FIXTURE("venn-param-unsupplied/tiny.kernels.yaml");
    const runs = THIRTEEN.slice(0, 2);
    // Under the default engine's fusions the first layer's input norm and the two fused add+norm rows each meet it.
    const one = analyze({ model: "llama-3.1-8b", kernels, hardware: ["h100-sxm"], runs, context: 4096, cwd });
    expect(codes(one.diagnostics)).toEqual([
      "VENN_PARAM_UNSUPPLIED",
      "VENN_PARAM_UNSUPPLIED",
      "VENN_PARAM_UNSUPPLIED",
    ]);
    const models = ["llama-3.1-8b", "llama-3.1-70b"];
    const unioned = union({ kernels, models, hardware: "h100-sxm", runs, context: 4096, cwd });
    expect(unioned.diagnostics).toEqual(one.diagnostics);
    // References run under the engine's fusions too, so their fused rows are the target's.
    const against = analyze({
      model: "llama-3.1-8b",
      against: ["llama-3.1-70b"],
      kernels,
      hardware: ["h100-sxm"],
      runs,
      context: 4096,
      cwd,
    });
    expect(against.diagnostics).toEqual(one.diagnostics);

    const lanes = analyze({ model: "llama-3.3-70b-fp4", hardware: ["h100-sxm"], runs, context: 4096, cwd });
    expect(lanes.diagnostics.length).toBeGreaterThan(0);
    expect(new Set(codes(lanes.diagnostics))).toEqual(new Set(["COST_LANE_MISSING"]));
    const twins = union({
      kernels: "engine",
      models: ["llama-3.3-70b-fp4", "fp4-twin"],
      hardware: "h100-sxm",
      runs,
      context: 4096,
      cwd,
    });
    expect(twins.diagnostics).toEqual(lanes.diagnostics);
  });

  it("check: a circuit met as a file and through two models says its problem once", () => {
    const result = check(["review"], cwd);
    expect(result.files).toHaveLength(3);
    expect(codes(result.diagnostics)).toEqual(["SCHEMA_UNKNOWN_KEY"]);
  });

  it("report: a missing dim at many points on many devices", () => {
    const result = analyze({ model: "no-head-dim", hardware: NINE, runs: THIRTEEN, context: 4096, cwd });
    expect(codes(result.diagnostics)).toEqual(["MODEL_DIM_MISSING"]);
  });
});
