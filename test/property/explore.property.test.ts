// venn explore's new inputs: the URL hash the page reads its state from (any text a user or a link may hold), the
// in-memory documents the page's reader resolves among, and the command's own arguments. No throw, no hang, every
// state the page runs is one the CLI can be given, and a refused run of the command leaves no file.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  type ExploreState,
  MAX_DEVICES,
  reportArgs,
  stateFromHash,
  stateToHash,
} from "../../src/explore/index.ts";
import { memoryReader } from "../../src/load/index.ts";
import { runCli } from "../helpers.ts";
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
  "other",
];

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
        (models, hardware) => {
          const dir = tempDir("venn-explore-prop-");
          try {
            const out = join(dir, "page.html");
            const run = runCli(
              ["explore", ...models.filter((m) => m !== ""), "--hardware", hardware.join(","), "-o", out],
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
});
