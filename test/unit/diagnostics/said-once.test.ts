// An error is found once: however many devices, precisions and points a command runs, each problem is printed once.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../src/diagnostics/index.ts";
import { analyze, compare, diff } from "../../../src/pipeline.ts";
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

  it("report: a missing dim at many points on many devices", () => {
    const result = analyze({ model: "no-head-dim", hardware: NINE, runs: THIRTEEN, context: 4096, cwd });
    expect(codes(result.diagnostics)).toEqual(["MODEL_DIM_MISSING"]);
  });
});
