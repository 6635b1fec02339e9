// venn explore's new inputs: the URL hash the page reads its state from (any text a user or a link may hold), the
// in-memory documents the page's reader resolves among, and the command's own arguments. No throw, no hang, every
// state the page runs is one the CLI can be given, and a refused run of the command leaves no file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importDropped } from "../../src/app/shared/explore-import.ts";
import {
  DEFAULT_STATE,
  type ExploreState,
  MAX_DEVICES,
  MAX_PAGE_REQUESTS,
  reportArgs,
  simulateArgs,
  simulationSpec,
  stateFromHash,
  stateToHash,
} from "../../src/explore/index.ts";
import { memoryReader } from "../../src/load/index.ts";
import { checkWritten, validateModel } from "../../src/validate/index.ts";
import { ROOT, runCli } from "../helpers.ts";
import { editText, mutate, mutation, textEdit } from "./generators.ts";
import { announce, params, removeDir, tempDir } from "./harness.ts";

const BASE: ExploreState = { ...DEFAULT_STATE, model: "llama-3.1-8b", hardware: ["h100-sxm"] };
const KEYS = [
  "model",
  "hardware",
  "precision",
  "engine",
  "parallel",
  "batch",
  "context",
  "chunk",
  "price",
  "isl",
  "osl",
  "load",
  "rate",
  "concurrency",
  "requests",
  "ttft",
  "tpot",
  "other",
];
/** The length distributions a page carries (workloads/). */
const CARRIED = ["azure-code", "azure-conv", "sharegpt"];

/** A hash as links and hand edits make it: known and unknown keys, any values, escapes good and bad. */
const hashes = fc
  .array(
    fc.tuple(
      fc.constantFrom(...KEYS),
      fc.oneof(
        fc.string(),
        fc.integer().map(String),
        fc.double().map(String),
        fc.constantFrom("%", "%E0%A4%A", ",,,", "fp8", "tp=2"),
        // the simulator's fields, good and bad
        fc.constantFrom("sharegpt", "lognormal:1000,600", "uniform:9-1", "normal:0,0", "../x.lengths.csv"),
        fc.constantFrom("concurrency", "poisson", "1e400", "-0", "NaN", "Infinity", "0.1", "3001", "1e-320"),
      ),
    ),
    { maxLength: 12 },
  )
  .map((pairs) => `#${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`);

describe("venn explore inputs", () => {
  it("any URL hash gives a state the CLI can be given, and a state survives its own hash", () => {
    const runs = 2000;
    announce("explore hash", runs);
    fc.assert(
      fc.property(hashes, (hash) => {
        const s = stateFromHash(hash, BASE);
        expect(s.hardware.length).toBeGreaterThan(0);
        expect(s.hardware.length).toBeLessThanOrEqual(MAX_DEVICES);
        for (const n of [s.batch, s.context]) expect(Number.isSafeInteger(n) && n >= 1).toBe(true);
        expect(Number.isSafeInteger(s.chunk) && s.chunk >= 0).toBe(true);
        expect(Number.isFinite(s.price) && s.price >= 0).toBe(true);
        for (const n of [s.concurrency, s.requests]) expect(Number.isSafeInteger(n) && n >= 1).toBe(true);
        expect(Number.isFinite(s.rate) && s.rate > 0).toBe(true);
        for (const n of [s.ttft, s.tpot]) expect(Number.isFinite(n) && n >= 0).toBe(true);
        expect(["poisson", "concurrency"]).toContain(s.load);
        for (const l of [s.isl, s.osl]) expect(l.length > 0 && l.length <= 80).toBe(true);
        // the simulator either runs or says why, in words: no NaN or undefined in the message but the hash's own
        const sim = simulationSpec(s, CARRIED);
        expect(sim.spec !== undefined || (sim.problem ?? "") !== "").toBe(true);
        if (!/NaN|undefined/.test(hash)) expect(sim.problem ?? "").not.toMatch(/NaN|undefined/);
        expect(simulateArgs(s).every((a) => typeof a === "string" && a !== "")).toBe(true);
        expect(stateFromHash(stateToHash(s), BASE)).toEqual(s);
        expect(reportArgs(s).every((a) => typeof a === "string")).toBe(true);
      }),
      params(runs),
    );
  });

  it("the in-memory reader resolves any reference among any documents without throwing", () => {
    const runs = 500;
    announce("explore reader", runs);
    const paths = fc.constantFrom(
      "circuits/models/a.model.yaml",
      "circuits/a.circuit.yaml",
      "hardware/h.hw.yaml",
      "engines/e.engine.yaml",
      "x/../hardware/y.hw.yaml",
      "/abs.hw.yaml",
      "",
    );
    fc.assert(
      fc.property(
        fc.dictionary(paths, fc.string({ maxLength: 40 })),
        fc.constantFrom("model", "circuit", "hardware", "engine", "fusions", "kernels"),
        fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("a", "h", "H", "org/name", "../a.model.yaml")),
        (docs, kind, ref) => {
          const reader = memoryReader(docs);
          const found = reader.resolve(kind as "model", ref);
          expect(found.path !== undefined || found.diagnostics.length > 0).toBe(true);
          if (found.path) {
            const read = reader.readText(found.path, reader.display(found.path));
            expect(read.text !== undefined || read.diagnostics.length > 0).toBe(true);
          }
        },
      ),
      params(runs),
    );
  });

  it("a refused `venn explore` writes nothing; a good one writes the page", () => {
    const runs = 12;
    announce("explore command", runs);
    const refs = fc.constantFrom("llama-3.1-8b", "qwen3-8b", "nope", "../x.model.yaml", "org/none", "");
    const devices = fc.constantFrom("h100-sxm", "b200", "nope-gpu", "H100-SXM", "");
    fc.assert(
      fc.property(
        fc.array(refs, { maxLength: 2 }),
        fc.array(devices, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (models, hardware, simulator) => {
          const dir = tempDir("venn-explore-prop-");
          try {
            const out = join(dir, "page.html");
            const run = runCli(
              [
                "explore",
                ...models.filter((m) => m !== ""),
                "--hardware",
                hardware.join(","),
                ...(simulator ? [] : ["--no-simulator"]),
                "-o",
                out,
              ],
              dir,
            );
            expect([0, 1, 2]).toContain(run.code);
            expect(existsSync(out)).toBe(run.code === 0);
            expect(readdirSync(dir).filter((f) => f !== "page.html")).toEqual([]);
          } finally {
            removeDir(dir);
          }
        },
      ),
      params(runs),
    );
  }, 600_000);

  it("every simulator state the page runs is one `venn simulate` accepts as the page writes it", () => {
    const runs = 10;
    announce("explore simulate argv", runs);
    const workload = fc.record({
      isl: fc.constantFrom("1", "512", "sharegpt", "lognormal:300,200", "uniform:10-90", "normal:100,30"),
      osl: fc.constantFrom("1", "64", "sharegpt", "azure-conv", "lognormal:50,40"),
      load: fc.constantFrom("poisson" as const, "concurrency" as const),
      rate: fc.oneof(fc.double({ min: 0.01, max: 1e4, noNaN: true }), fc.constantFrom(0.1, 2.5, 1e6)),
      concurrency: fc.integer({ min: 1, max: MAX_PAGE_REQUESTS }),
      ttft: fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 1e5, noNaN: true })),
      tpot: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1000 })),
    });
    fc.assert(
      fc.property(workload, (w) => {
        // A few requests keep each run short; the page's own cap is checked by simulationSpec above.
        const s = stateFromHash(stateToHash({ ...BASE, ...w, requests: 20 }), BASE);
        const { spec, problem } = simulationSpec(s, CARRIED);
        const run = runCli([...simulateArgs(s), "--format", "json"]);
        // the page refuses exactly what the CLI refuses (a rate or SLA its parsers reject), and runs what it runs
        expect(run.code, `${simulateArgs(s).join(" ")}: ${run.stderr} / ${problem}`).toBe(spec ? 0 : 2);
      }),
      params(runs),
    );
  }, 600_000);

  it("a config dropped on the page: import-hf's edited fixtures, hostile text, any name and any ids taken", () => {
    const runs = 300;
    announce("explore dropped config", runs);
    const configs = readdirSync(join(ROOT, "test/fixtures/hf"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => readFileSync(join(ROOT, "test/fixtures/hf", e.name, "config.json"), "utf8"))
      .sort();
    // The property suite's edits of a document (inputs.property.test.ts reads import-hf's configs through them).
    const edits = fc.record({
      mutations: fc.array(mutation, { maxLength: 4 }),
      text: fc.oneof(
        { weight: 4, arbitrary: fc.constant([]) },
        fc.array(textEdit, { minLength: 1, maxLength: 2 }),
      ),
    });
    const text = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(fc.constantFrom(...configs), edits)
          .map(([c, e]) => editText(JSON.stringify(mutate(JSON.parse(c), e.mutations), null, 2), e.text)),
      },
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        "",
        "null",
        "[]",
        "{}",
        '{"model_type": "llama"',
        "[".repeat(20_000),
        '{"__proto__": {"model_type": 1}}',
      ),
    );
    const name = fc.oneof(
      fc.constant("config.json"),
      fc.string({ maxLength: 20 }),
      fc.constantFrom("../x.json", "A B.JSON", ".json"),
    );
    const taken = fc.array(
      fc.oneof(
        fc.constantFrom("config", "imported", "mistral-7b-v0.3", "config-imported"),
        fc.string({ maxLength: 12 }),
      ),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(text, name, taken, (t, n, ids) => {
        const dropped = importDropped(t, n, ids);
        for (const d of dropped.diagnostics) expect(typeof d.message).toBe("string");
        expect(dropped.command.startsWith("venn import-hf ")).toBe(true);
        if (dropped.id === undefined) {
          // refused: said with at least one error, nothing to add
          expect(dropped.diagnostics.some((d) => d.severity === "error")).toBe(true);
          expect(dropped.text).toBeUndefined();
          return;
        }
        // added under a fresh id, at the model folder, a model file the page's reader resolves and validates
        expect(ids).not.toContain(dropped.id);
        expect(dropped.path).toBe(`circuits/models/${dropped.id}.model.yaml`);
        const reader = memoryReader({ [dropped.path as string]: dropped.text as string });
        expect(reader.resolve("model", dropped.id).path).toBe(dropped.path);
        expect(
          checkWritten(dropped.text as string, "model", validateModel, { file: "x", line: 1, col: 1 }),
        ).toEqual([]);
      }),
      params(runs),
    );
  }, 600_000);
});
