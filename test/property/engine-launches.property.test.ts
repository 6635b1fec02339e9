// Generated engine launch rows (activation_quant, gemm_min_rows, node_kernels, attention; tables refused when malformed): valid ones cost finitely and never
// faster than the same nodes without them; mutated ones are refused with diagnostics at their key, never a throw.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { costStep } from "../../src/cost/index.ts";
import { normalizeEngine, serveSetting } from "../../src/engine/index.ts";
import { type Format, parseFormat } from "../../src/formats/index.ts";
import { normalizeProfile } from "../../src/hardware/index.ts";
import { type ConcreteNode, OP_KINDS } from "../../src/ir/index.ts";
import { validateEngine, validateHardware } from "../../src/validate/index.ts";
import { ROOT } from "../helpers.ts";
import { params } from "./harness.ts";

const RUNS = { valid: 150, mutated: 200 };

const HEAD = {
  schema: 1,
  id: "gen",
  name: "Generated",
  version: "1",
  source: "https://example.com/gen",
  sources: { s: { url: "https://example.com/gen/src" } },
  graphs: { value: "on", source: "s" },
  fusions: "none",
  kernels: "none",
};

const quantRow = fc.record({
  kernel: fc.constantFrom("quant", "a kernel"),
  fused_into: fc.uniqueArray(fc.constantFrom(...OP_KINDS), { maxLength: 4 }),
  source: fc.constant("s"),
  note: fc.constant("generated"),
});
const minRows = fc.record({
  lane: fc.constantFrom("fp8", "bf16", "fp4"),
  rows: fc.integer({ min: 1, max: 256 }),
  devices: fc.uniqueArray(fc.constantFrom("h200-sxm", "h100-sxm", "b200"), { minLength: 1, maxLength: 3 }),
  kernel: fc.constant("tile"),
  source: fc.constant("s"),
  note: fc.constant("generated"),
});
const nodeKernels = fc.record({
  kernels: fc.integer({ min: 2, max: 8 }),
  source: fc.constant("s"),
  note: fc.constant("generated"),
});

/** An attention row: the backends an engine names on some devices (or every device). */
const attentionRow = fc.record(
  {
    devices: fc.uniqueArray(fc.constantFrom("h200-sxm", "h100-sxm", "a100-sxm-80gb"), {
      minLength: 1,
      maxLength: 3,
    }),
    prefill: fc.constantFrom("FLASH_ATTN", "fa3", "a backend"),
    decode: fc.constantFrom("FLASHINFER", "flashinfer", "a backend"),
    source: fc.constant("s"),
    note: fc.constant("generated"),
  },
  { requiredKeys: ["prefill", "decode", "source", "note"] },
);

const engineDoc = fc
  .record({
    quant: fc.option(quantRow, { nil: undefined }),
    fp4: fc.option(quantRow, { nil: undefined }),
    min: fc.array(minRows, { maxLength: 3 }),
    split: fc.uniqueArray(fc.constantFrom("kv_write", "rms_norm", "linear", "rope"), { maxLength: 2 }),
    row: nodeKernels,
    attention: fc.array(attentionRow, { maxLength: 3 }),
  })
  .map(({ quant, fp4, min, split, row, attention }) => ({
    ...HEAD,
    activation_quant: { ...(quant ? { fp8: quant } : {}), ...(fp4 ? { fp4 } : {}) },
    gemm_min_rows: min,
    node_kernels: Object.fromEntries(split.map((op) => [op, row])),
    attention,
  }));

const profile = (() => {
  const file = "hardware/h200-sxm.hw.yaml";
  const { value } = validateHardware(parse(readFileSync(join(ROOT, file), "utf8")), file);
  if (!value) throw new Error("test setup: h200-sxm does not validate");
  return normalizeProfile(value, file);
})();
const fmt = (name: string): Format => {
  const parsed = parseFormat(name);
  if (!parsed.ok) throw new Error(`test setup: ${name}`);
  return parsed.format;
};

/** A norm that quantizes, an FP8 GEMM, a KV write and a rotary: each row kind has a node to act on. */
const nodes = (rows: number): ConcreteNode[] => [
  {
    site: "attn.input_norm",
    op: "rms_norm",
    count: 32,
    ins: [{ edge: "x", rows, cols: 4096, format: fmt("bf16") }],
    outs: [{ edge: "xn", rows, cols: 4096, format: fmt("fp8/token") }],
    weight: { name: "norm", rows: 1, cols: 4096, count: 1, format: fmt("bf16") },
    states: [],
    params: {},
  },
  {
    site: "attn.qkv",
    op: "linear",
    count: 32,
    ins: [{ edge: "xn", rows, cols: 4096, format: fmt("fp8/token") }],
    outs: [{ edge: "q", rows, cols: 6144, format: fmt("bf16") }],
    weight: { name: "qkv", rows: 6144, cols: 4096, count: 1, format: fmt("fp8/channel") },
    states: [],
    params: {},
  },
  {
    site: "attn.rope",
    op: "rope",
    count: 32,
    ins: [{ edge: "q", rows, cols: 5120, format: fmt("bf16") }],
    outs: [{ edge: "qr", rows, cols: 5120, format: fmt("bf16") }],
    states: [],
    params: { rotary_dim: 128 },
  },
];

describe("engine launch rows: generated", () => {
  it("valid rows validate, normalize, and cost finitely, never faster or with fewer kernels than without them", () => {
    fc.assert(
      fc.property(engineDoc, fc.integer({ min: 1, max: 512 }), (doc, rows) => {
        const { value, diagnostics } = validateEngine(parse(stringify(doc)), "gen.engine.yaml");
        expect(diagnostics).toEqual([]);
        const engine = normalizeEngine(value as NonNullable<typeof value>, "gen.engine.yaml");
        const run = { mode: "multi" as const, rows, sequences: rows, logitRows: rows, context: 1024 };
        const withRows = costStep(nodes(rows), run, profile, serveSetting(engine)).costs;
        const without = costStep(nodes(rows), run, profile, { graphs: true }).costs;
        // An attention row names a backend; it never moves a cost (the cost stage does not see it).
        const unnamed = costStep(nodes(rows), run, profile, serveSetting({ ...engine, attention: [] })).costs;
        expect(withRows).toEqual(unnamed);
        withRows.forEach((c, i) => {
          const base = without[i] as (typeof without)[number];
          expect(Number.isFinite(c.expectedSeconds)).toBe(true);
          expect(Number.isFinite(c.floorSeconds)).toBe(true);
          expect(c.expectedSeconds as number).toBeGreaterThanOrEqual(
            (base.expectedSeconds as number) * (1 - 1e-12),
          );
          expect(c.floorSeconds).toBeGreaterThanOrEqual(base.floorSeconds * (1 - 1e-12));
          expect(c.kernels ?? 1).toBeGreaterThanOrEqual(1);
        });
      }),
      params(RUNS.valid),
    );
  });

  it("a lane, op kind, row count or source that does not exist is refused at its key", () => {
    const breakage = fc.constantFrom(
      ["activation_quant", { fp9: { kernel: "q", fused_into: [], source: "s", note: "n" } }],
      ["activation_quant", { fp8: { kernel: "q", fused_into: ["matmul"], source: "s", note: "n" } }],
      ["activation_quant", { fp8: { kernel: "q", fused_into: [], source: "nowhere", note: "n" } }],
      [
        "gemm_min_rows",
        [{ lane: "fp8", rows: 0, devices: ["h200-sxm"], kernel: "t", source: "s", note: "n" }],
      ],
      ["gemm_min_rows", [{ lane: "fp8", rows: 16, devices: [], kernel: "t", source: "s", note: "n" }]],
      ["node_kernels", { kv_write: { kernels: 1, source: "s", note: "n" } }],
      ["node_kernels", { copy: { kernels: 2, source: "s", note: "n" } }],
      ["tables", { framework: "vllm", devices: { "h200-sxm": "0 24" }, gemm: {}, source: "s", note: "n" }],
      ["tables", { framework: "vllm", devices: {}, gemm: { bf16: "BF-16" }, source: "s", note: "n" }],
      ["tables", { framework: "Not An Id", devices: {}, gemm: {}, source: "s", note: "n" }],
      ["tables", { framework: "vllm", devices: {}, gemm: {}, source: "nowhere", note: "n" }],
      ["attention", [{ prefill: "fa3", source: "s", note: "n" }]],
      ["attention", [{ prefill: "fa3", decode: "fa3", source: "nowhere", note: "n" }]],
      ["attention", [{ devices: [], prefill: "fa3", decode: "fa3", source: "s", note: "n" }]],
      ["attention", [{ prefill: "", decode: "fa3", source: "s", note: "n" }]],
    ) as fc.Arbitrary<[string, unknown]>;
    fc.assert(
      fc.property(engineDoc, breakage, (doc, [key, bad]) => {
        const edited = { ...doc, [key]: bad };
        const { value, diagnostics } = validateEngine(parse(stringify(edited)), "gen.engine.yaml");
        expect(value).toBeUndefined();
        expect(diagnostics.length).toBeGreaterThan(0);
        for (const d of diagnostics) expect(d.path?.[0]).toBe(key);
      }),
      params(RUNS.mutated),
    );
  });
});
