// Generated engine-kernel rows (kinds.<kind>.weight_only): valid ones cost finitely and grow with rows; mutated ones are
// refused with diagnostics at a key, never a throw.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { movedRate, NO_BYTES, type OpWork, roofline } from "../../src/cost/index.ts";
import { normalizeEngine, serveSetting } from "../../src/engine/index.ts";
import { parseFormat } from "../../src/formats/index.ts";
import { normalizeProfile } from "../../src/hardware/index.ts";
import { KERNEL_KINDS } from "../../src/ir/index.ts";
import { WEIGHT_ONLY_SPELLINGS } from "../../src/schema/engine.ts";
import { validateEngine, validateHardware } from "../../src/validate/index.ts";
import { ROOT } from "../helpers.ts";
import { params } from "./harness.ts";

const RUNS = { valid: 200, mutated: 300 };

const HEAD = {
  schema: 1,
  id: "gen",
  name: "Generated",
  version: "1",
  source: "https://example.com/gen",
  sources: { m: { file: "measurements/k.csv", measured: "2026-12-04" } },
  graphs: { value: "on", source: "m" },
  fusions: "none",
  kernels: "none",
};

/** One weight-only kernel row with every measured term in its range. */
const kernelRow = fc.record({
  kernel: fc.constantFrom("tinygemm", "marlin", "a kernel"),
  fixed_us: fc.record({
    value: fc.double({ min: 0, max: 50, noNaN: true }),
    source: fc.constant("m"),
    note: fc.constant("fit"),
  }),
  bandwidth: fc.record({
    value: fc.double({ min: 0.01, max: 1, noNaN: true }),
    source: fc.constant("m"),
    note: fc.constant("fit"),
  }),
  row_rate: fc.record({
    tmacs: fc.double({ min: 0.1, max: 2000, noNaN: true }),
    sms: fc.integer({ min: 1, max: 300 }),
    sm_clock_mhz: fc.double({ min: 100, max: 3000, noNaN: true }),
    source: fc.constant("m"),
    note: fc.constant("fit"),
  }),
  note: fc.constant("generated"),
});

const engineDoc = fc
  .tuple(fc.uniqueArray(fc.constantFrom(...WEIGHT_ONLY_SPELLINGS), { minLength: 1, maxLength: 3 }), kernelRow)
  .map(([spellings, row]) => ({
    ...HEAD,
    kinds: {
      gemm: {
        source: "m",
        note: "generated",
        weight_only: Object.fromEntries(spellings.map((s) => [s, row])),
      },
    },
  }));

const profile = (() => {
  const file = "hardware/a100-sxm-80gb.hw.yaml";
  const { value } = validateHardware(parse(readFileSync(join(ROOT, file), "utf8")), file);
  if (!value) throw new Error("test setup: a100 does not validate");
  return normalizeProfile(value, file);
})();

const int4 = (() => {
  const w = parseFormat("int4/g128z");
  const a = parseFormat("bf16");
  if (!w.ok || !a.ok) throw new Error("test setup");
  return { weight: w.format, act: a.format };
})();
const work = (m: number): OpWork => ({
  flops: 2 * m * 4096 * 4096,
  bytes: { ...NO_BYTES, weight: 4096 * 4096 * 0.53125, actIn: 2 * m * 4096, actOut: 2 * m * 4096 },
  operands: int4,
});

describe("engine kernels: generated rows", () => {
  it("valid rows validate, normalize, and cost finitely and non-decreasingly in rows", () => {
    fc.assert(
      fc.property(engineDoc, fc.integer({ min: 1, max: 512 }), fc.boolean(), (doc, rows, graphs) => {
        const { value, diagnostics } = validateEngine(doc, "gen.engine.yaml");
        expect(diagnostics).toEqual([]);
        const engine = normalizeEngine(value as NonNullable<typeof value>, "gen.engine.yaml");
        expect(engine.ownKernels.length).toBe(Object.keys(doc.kinds.gemm.weight_only).length);
        const kernel = engine.ownKernels[0] as NonNullable<(typeof engine.ownKernels)[0]>;
        const rate = movedRate(kernel, profile) as number;
        expect(rate).toBeGreaterThan(0);
        const at = (m: number) =>
          roofline(
            work(m),
            "bf16",
            profile,
            "gemm",
            { ...serveSetting(engine), graphs },
            {
              kernel,
              rate,
              macs: m * 4096 * 4096,
            },
          );
        const one = at(rows);
        const more = at(rows + 1);
        expect(Number.isFinite(one.expectedSeconds)).toBe(true);
        expect(one.expectedSeconds as number).toBeGreaterThanOrEqual(
          one.expectedTerms?.engine_kernel as number,
        );
        expect(more.expectedTerms?.engine_kernel as number).toBeGreaterThan(
          one.expectedTerms?.engine_kernel as number,
        );
        expect(one.floorSeconds).toBeGreaterThan(0);
      }),
      params(RUNS.valid),
    );
  });

  it("rows with a term out of range, a spelling not in the registry or under another kind are refused at a key", () => {
    const breakage = fc.constantFrom(
      ["fixed_us", "value", -1],
      ["bandwidth", "value", 1.5],
      ["bandwidth", "value", 0],
      ["row_rate", "tmacs", 0],
      ["row_rate", "sms", 2.5],
      ["row_rate", "sm_clock_mhz", "fast"],
      ["row_rate", "source", "nowhere"],
    ) as fc.Arbitrary<[string, string, unknown]>;
    fc.assert(
      fc.property(
        engineDoc,
        fc.oneof(
          breakage.map((b) => ({ kind: "term" as const, b })),
          fc.constantFrom("int3/g<n>z", "bf16", "").map((name) => ({ kind: "name" as const, name })),
          fc
            .constantFrom(...KERNEL_KINDS.filter((k) => k !== "gemm"))
            .map((to) => ({ kind: "move" as const, to })),
        ),
        (doc, broken) => {
          type Row = Record<string, Record<string, unknown>>;
          const edited = structuredClone(doc) as unknown as {
            kinds: Record<string, { weight_only: Record<string, Row> }>;
          };
          const rows = (edited.kinds.gemm as { weight_only: Record<string, Row> }).weight_only;
          const first = Object.keys(rows)[0] as string;
          const row = rows[first] as Row;
          if (broken.kind === "term")
            (row[broken.b[0]] as Record<string, unknown>)[broken.b[1]] = broken.b[2];
          else if (broken.kind === "name") {
            rows[broken.name] = row;
            delete rows[first];
          } else edited.kinds = { [broken.to]: edited.kinds.gemm as { weight_only: Record<string, Row> } };
          const { value, diagnostics } = validateEngine(parse(stringify(edited)), "gen.engine.yaml");
          expect(value).toBeUndefined();
          expect(diagnostics.length).toBeGreaterThan(0);
          for (const d of diagnostics) expect(d.path?.[0]).toBe("kinds");
        },
      ),
      params(RUNS.mutated),
    );
  });
});
