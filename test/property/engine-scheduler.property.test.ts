// Generated engine scheduler: blocks (venn simulate's knobs and policy rows): valid ones validate, normalize to the
// tier the device's memory picks, and simulate to a report whose every request is accounted for; mutated ones are
// refused with diagnostics under scheduler, never a throw.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { simulateServing } from "../../src/app/simulate.ts";
import { normalizeEngine } from "../../src/engine/index.ts";
import { validateEngine } from "../../src/validate/index.ts";
import { ROOT } from "../helpers.ts";
import { params } from "./harness.ts";

const RUNS = { valid: 200, simulated: 25, mutated: 300 };

const HEAD = {
  schema: 1,
  id: "gen",
  name: "Generated",
  version: "1",
  source: "https://example.com/gen",
  sources: { m: { url: "https://example.com/gen/scheduler.py" } },
  graphs: { value: "on", source: "m" },
  fusions: "none",
  kernels: "none",
};

const row = <T>(value: fc.Arbitrary<T>) => value.map((v) => ({ value: v, source: "m" }));
/** A knob: a value and, sometimes, smaller values below memory sizes (one tier or a list). */
const knob = (value: fc.Arbitrary<number>) =>
  fc
    .tuple(
      value,
      fc.oneof(
        fc.constant(undefined),
        fc.record({ gib: fc.integer({ min: 1, max: 200 }), value }),
        fc.uniqueArray(fc.record({ gib: fc.integer({ min: 1, max: 200 }), value }), {
          minLength: 1,
          maxLength: 4,
          selector: (t) => t.gib,
        }),
      ),
    )
    .map(([v, below]) => ({ value: v, ...(below ? { below_gib: below } : {}), source: "m" }));

const scheduler = fc.record(
  {
    max_num_seqs: knob(fc.integer({ min: 1, max: 2048 })),
    max_num_batched_tokens: knob(fc.integer({ min: 16, max: 16384 })),
    block_size: knob(fc.constantFrom(1, 16, 32, 64)),
    gpu_memory_utilization: knob(fc.constantFrom(0.5, 0.72, 0.9, 0.95)),
    prefix_caching: row(fc.constantFrom("on", "off")),
    policy: row(fc.constant("fcfs-recompute")),
    kv_memory: row(fc.constantFrom("device", "free")),
    batching: row(fc.constantFrom("mixed", "prefill-first")),
    chunked_prefill: row(fc.constantFrom("on", "off")),
    admission: row(fc.constantFrom("chunk", "whole-request")),
  },
  {
    requiredKeys: [
      "max_num_seqs",
      "max_num_batched_tokens",
      "block_size",
      "gpu_memory_utilization",
      "prefix_caching",
      "policy",
    ],
  },
);
const engineDoc = scheduler.map((s) => ({ ...HEAD, scheduler: s }));

type Knob = { value: number; below_gib?: { gib: number; value: number } | { gib: number; value: number }[] };
/** The value a device of `gib` takes: the first tier (smallest bound first) the device is below, else the value. */
function expectedFor(k: Knob, gib: number): number {
  const tiers = k.below_gib === undefined ? [] : Array.isArray(k.below_gib) ? k.below_gib : [k.below_gib];
  const tier = [...tiers].sort((a, b) => a.gib - b.gib).find((t) => gib < t.gib);
  return tier ? tier.value : k.value;
}

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("engine scheduler: generated blocks", () => {
  it("valid blocks validate and normalize each knob to the tier a device's memory picks", () => {
    fc.assert(
      fc.property(engineDoc, fc.integer({ min: 1, max: 250 }), (doc, gib) => {
        const { value, diagnostics } = validateEngine(parse(stringify(doc)), "gen.engine.yaml");
        expect(diagnostics).toEqual([]);
        const s = normalizeEngine(value as NonNullable<typeof value>, "gen.engine.yaml").scheduler;
        if (!s) throw new Error("no scheduler after normalizing");
        const bytes = gib * 1024 ** 3;
        const pick = (k: { value: number; below?: readonly { bytes: number; value: number }[] }) =>
          k.below?.find((t) => bytes < t.bytes)?.value ?? k.value;
        expect(pick(s.maxNumSeqs)).toBe(expectedFor(doc.scheduler.max_num_seqs, gib));
        expect(pick(s.maxBatchedTokens)).toBe(expectedFor(doc.scheduler.max_num_batched_tokens, gib));
        expect(s.batching.value).toBe(doc.scheduler.batching?.value ?? "mixed");
        expect(s.chunkedPrefill.value).toBe((doc.scheduler.chunked_prefill?.value ?? "on") === "on");
        expect(s.admission.value).toBe(doc.scheduler.admission?.value ?? "chunk");
      }),
      params(RUNS.valid),
    );
  });

  it("through the simulator: every request completed or rejected, finite latencies", () => {
    const dir = mkdtempSync(join(tmpdir(), "venn-scheduler-"));
    temps.push(dir);
    fc.assert(
      fc.property(engineDoc, fc.constantFrom("h100-sxm", "rtx-4090"), (doc, hardware) => {
        const file = join(dir, "gen.engine.yaml");
        writeFileSync(file, stringify(doc));
        const result = simulateServing({
          model: "llama-3.1-8b",
          hardware,
          engine: file,
          cwd: ROOT,
          workload: {
            arrivals: { kind: "poisson", rate: 8 },
            isl: { kind: "uniform", min: 16, max: 3000 },
            osl: { kind: "uniform", min: 1, max: 200 },
            requests: 40,
            seed: 1,
          },
        });
        const errors = result.diagnostics.filter((d) => d.severity === "error");
        expect(errors).toEqual([]);
        const r = result.report;
        if (!r) throw new Error("no report and no error");
        expect(r.requests.completed + r.requests.rejected).toBe(40);
        for (const v of Object.values(r.latency.e2e)) expect(Number.isFinite(v) || v === null).toBe(true);
        if (doc.scheduler.admission?.value === "whole-request") expect(r.requests.preempted).toBe(0);
      }),
      params(RUNS.simulated),
    );
  }, 600_000);

  it("mutated blocks are refused under scheduler, never a throw", () => {
    const bad = fc.oneof(
      fc.constant(["batching", { value: "interleaved", source: "m" }]),
      fc.constant(["admission", { value: "eager", source: "m" }]),
      fc.constant(["chunked_prefill", { value: true, source: "m" }]),
      fc.constant(["kv_memory", { value: "host", source: "m" }]),
      fc.constant(["max_num_batched_tokens", { value: 0, source: "m" }]),
      fc.constant(["max_num_batched_tokens", { value: 512, below_gib: [], source: "m" }]),
      fc.constant(["block_size", { value: 16, below_gib: [{ gib: -1, value: 8 }], source: "m" }]),
      fc.constant(["gpu_memory_utilization", { value: 1.5, source: "m" }]),
      fc.constant(["batching", { value: "mixed" }]),
    );
    fc.assert(
      fc.property(engineDoc, bad, (doc, [key, value]) => {
        const edited = { ...doc, scheduler: { ...doc.scheduler, [key as string]: value } };
        const { diagnostics } = validateEngine(parse(stringify(edited)), "gen.engine.yaml");
        expect(diagnostics.length).toBeGreaterThan(0);
        expect(diagnostics.every((d) => d.path?.[0] === "scheduler")).toBe(true);
      }),
      params(RUNS.mutated),
    );
  });
});
