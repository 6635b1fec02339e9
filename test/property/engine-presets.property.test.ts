// Generated engine presets: blocks (what an engine runs per --precision preset and device class): valid ones validate,
// resolve to the first row that names the device, and cost finitely or refuse at their row; mutated ones are refused
// with diagnostics under presets, never a throw; no run leaves a file behind.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { analyze } from "../../src/app/report.ts";
import { enginePreset, normalizeEngine } from "../../src/engine/index.ts";
import { PRESETS, type PresetName } from "../../src/formats/index.ts";
import { validateEngine } from "../../src/validate/index.ts";
import { ROOT } from "../helpers.ts";
import { params } from "./harness.ts";

const RUNS = { valid: 200, staged: 40, mutated: 300 };

const HEAD = {
  schema: 1,
  id: "gen",
  name: "Generated",
  version: "1",
  source: "https://example.com/gen",
  sources: { m: { url: "https://example.com/gen/quantize.py" } },
  graphs: { value: "on", source: "m" },
  fusions: "none",
  kernels: "none",
};

const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
const DEVICES = ["h100-sxm", "h200-sxm", "b200", "a100-sxm-80gb", "mi300x"] as const;
/** Weight × activation pairs every device can run (weight-only on bf16, or plain bf16). */
const PAIRS = [
  ["int4/g128z", "bf16"],
  ["int4/g128", "bf16"],
  ["int4/g32", "bf16"],
  ["int8/g32", "bf16"],
  ["int8/channel", "bf16"],
  ["nvfp4/g16", "bf16"],
  ["mxfp4/g32", "bf16"],
  ["bf16", "bf16"],
] as const;

const runsRow = fc.record({
  pair: fc.constantFrom(...PAIRS),
  kernel: fc.constantFrom("marlin", "tinygemm", "a kernel"),
});
const noneRow = fc.constantFrom(...PRESET_NAMES);
/** A row: runs (formats and kernel) or runs: none (instead another preset); devices a subset, or absent on the last. */
const rowsFor = (preset: PresetName) =>
  fc
    .array(
      fc.record({
        devices: fc.uniqueArray(fc.constantFrom(...DEVICES), { minLength: 1, maxLength: 3 }),
        body: fc.oneof(
          runsRow.map((r) => ({ weight: r.pair[0], act: r.pair[1], kernel: r.kernel })),
          noneRow.filter((p) => p !== preset).map((instead) => ({ runs: "none" as const, instead })),
        ),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .chain((rows) =>
      fc.boolean().map((catchAll) =>
        rows.map((r, i) => ({
          ...(catchAll && i === rows.length - 1 ? {} : { devices: r.devices }),
          ...r.body,
          source: "m",
          note: "generated",
        })),
      ),
    );

const presetsBlock = fc
  .uniqueArray(fc.constantFrom(...PRESET_NAMES), { minLength: 1, maxLength: 4 })
  .chain((names) => fc.tuple(...names.map((n) => rowsFor(n).map((rows) => [n, rows] as const))))
  .map((entries) => Object.fromEntries(entries));

const engineDoc = presetsBlock.map((presets) => ({ ...HEAD, presets }));

type Row = Record<string, unknown>;

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("engine presets: generated blocks", () => {
  it("valid blocks validate, and each device resolves to the first row that names it (or names none)", () => {
    fc.assert(
      fc.property(engineDoc, fc.constantFrom(...DEVICES), (doc, device) => {
        const { value, diagnostics } = validateEngine(parse(stringify(doc)), "gen.engine.yaml");
        expect(diagnostics).toEqual([]);
        const engine = normalizeEngine(value as NonNullable<typeof value>, "gen.engine.yaml");
        for (const [preset, rows] of Object.entries(doc.presets) as [PresetName, Row[]][]) {
          const index = rows.findIndex((r) => !r.devices || (r.devices as string[]).includes(device));
          const found = enginePreset(engine, preset, device);
          if (index < 0) expect(found).toBeUndefined();
          else {
            expect(found?.index).toBe(index);
            const row = rows[index] as Row;
            if (row.runs === "none") expect(found).toMatchObject({ runs: false, instead: row.instead });
            else expect(found).toMatchObject({ runs: true, weight: row.weight, act: row.act });
          }
        }
      }),
      params(RUNS.valid),
    );
  });

  it("through the stages: a finite expected time in the row's formats, or the refusal at that row; no file left", () => {
    const dir = mkdtempSync(join(tmpdir(), "venn-presets-"));
    temps.push(dir);
    fc.assert(
      fc.property(engineDoc, fc.constantFrom("h100-sxm", "b200"), (doc, device) => {
        const file = join(dir, "gen.engine.yaml");
        writeFileSync(file, stringify(doc));
        const preset = Object.keys(doc.presets)[0] as PresetName;
        const { report, diagnostics } = analyze({
          model: "llama-3.1-8b",
          hardware: [device],
          runs: [{ mode: "multi", rows: 4 }],
          context: 512,
          preset,
          engine: file,
          cwd: ROOT,
        });
        const row = normalizeEngine(
          validateEngine(doc, file).value as NonNullable<ReturnType<typeof validateEngine>["value"]>,
          file,
        );
        const found = enginePreset(row, preset, device);
        if (found && !found.runs) {
          expect(report).toBeUndefined();
          const refusal = diagnostics.find((d) => d.code === "COST_ENGINE_PRESET_UNSUPPORTED");
          expect(refusal?.path).toEqual(["presets", preset, found.index, "runs"]);
          return;
        }
        const errors = diagnostics.filter((d) => d.severity === "error");
        // A preset absent on this device keeps its own pair, which a device may lack the lane for: a named error.
        if (!found) {
          for (const d of errors) expect(d.code).toBe("COST_LANE_MISSING");
          if (errors.length) return;
        } else expect(errors).toEqual([]);
        if (found?.runs) expect(report?.precision).toMatchObject({ weight: found.weight, act: found.act });
        for (const t of report?.tables ?? []) {
          expect(Number.isFinite(t.stepSeconds)).toBe(true);
          if (t.expectedSeconds !== null) expect(Number.isFinite(t.expectedSeconds)).toBe(true);
        }
        rmSync(file);
        expect(readdirSync(dir)).toEqual([]);
      }),
      params(RUNS.staged),
    );
  }, 600_000);

  it("rows that mix runs and none, lack instead, name a bad format, refer to themselves or follow a catch-all are refused under presets", () => {
    const breakage = fc.constantFrom(
      "weight-on-none",
      "no-instead",
      "bad-format",
      "self",
      "after-catch-all",
      "unknown-preset",
      "no-kernel",
    );
    fc.assert(
      fc.property(engineDoc, breakage, (doc, broken) => {
        const edited = structuredClone(doc) as unknown as { presets: Record<string, Row[]> };
        const preset = Object.keys(edited.presets)[0] as string;
        const rows = edited.presets[preset] as Row[];
        const none = { runs: "none", instead: preset === "bf16" ? "fp8" : "bf16", source: "m", note: "n" };
        const runs = { weight: "int4/g128", act: "bf16", kernel: "k", source: "m", note: "n" };
        if (broken === "weight-on-none") rows.unshift({ ...none, weight: "int4/g128", devices: ["b200"] });
        else if (broken === "no-instead") rows.unshift({ ...none, instead: undefined, devices: ["b200"] });
        else if (broken === "bad-format") rows.unshift({ ...runs, weight: "int3/g7", devices: ["b200"] });
        else if (broken === "self") rows.unshift({ ...none, instead: preset, devices: ["b200"] });
        else if (broken === "after-catch-all") rows.unshift({ ...runs }, { ...runs, devices: ["b200"] });
        else if (broken === "unknown-preset") edited.presets.w3a16 = [runs];
        else rows.unshift({ ...runs, kernel: undefined, devices: ["b200"] });
        const { value, diagnostics } = validateEngine(parse(stringify(edited)), "gen.engine.yaml");
        expect(value).toBeUndefined();
        expect(diagnostics.length).toBeGreaterThan(0);
        for (const d of diagnostics) expect(d.path?.[0]).toBe("presets");
      }),
      params(RUNS.mutated),
    );
  });
});
