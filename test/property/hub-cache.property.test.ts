// import-hf ORG/NAME from a generated hub cache, and configs rewritten in the transformers v5 layout: every run ends
// in a model file or positioned diagnostics with the old output untouched, and a v5 config reads as its v4 original.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { importHf } from "../../src/import-hf/index.ts";
import { ROOT } from "../helpers.ts";
import { v5Layout, v5Options } from "./generators.ts";
import { announce, assertOutcome, params, printSeen, removeDir, runVenn, tempDir } from "./harness.ts";

const RUNS = { hub: 120, v5: 200 };
const HF = "test/fixtures/hf";
const configs = readdirSync(join(ROOT, HF)).filter((d) => {
  try {
    return readFileSync(join(ROOT, HF, d, "config.json")).length > 0;
  } catch {
    return false;
  }
});
const fixture = (model: string) =>
  JSON.parse(readFileSync(join(ROOT, HF, model, "config.json"), "utf8")) as Record<string, unknown>;

let cwd = "";
const saved = process.env.HF_HUB_CACHE;
beforeAll(() => {
  cwd = tempDir("hub");
  // The CLI worker shares this environment: ORG/NAME is looked up in the suite's own cache folder.
  process.env.HF_HUB_CACHE = join(cwd, "hub");
  announce("hub-cache", RUNS.hub + RUNS.v5);
});
afterAll(() => {
  if (saved === undefined) delete process.env.HF_HUB_CACHE;
  else process.env.HF_HUB_CACHE = saved;
  removeDir(cwd);
  printSeen("hub-cache");
});

describe("import-hf ORG/NAME and the v5 layout", () => {
  it("ORG/NAME from a hub cache of generated folder names, refs and layouts", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,10}$/);
    const snapshot = fc.oneof(fc.stringMatching(/^[0-9a-f]{40}$/), fc.constantFrom("main", ".", "..", "x"));
    const ref = fc.constantFrom("snapshot", "none", "garbage", "../../etc");
    const as = fc.option(fc.constantFrom("llama", "qwen3_moe", "glm4_moe", "gemma3"), { nil: undefined });
    let n = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...configs),
        fc.boolean(),
        segment,
        segment,
        snapshot,
        ref,
        as,
        (model, v5, org, name, snap, refKind, asType) => {
          // A fresh cache root per case: no case sees another's snapshots.
          const hub = join(cwd, "hub", String(n++));
          process.env.HF_HUB_CACHE = hub;
          const repo = join(hub, `models--${org}--${name}`);
          const folder = join(repo, "snapshots", snap);
          mkdirSync(folder, { recursive: true });
          if (snap !== "." && snap !== "..") {
            const doc = fixture(model);
            writeFileSync(join(folder, "config.json"), JSON.stringify(v5 ? v5Layout(doc) : doc, null, 2));
          }
          if (refKind !== "none") {
            mkdirSync(join(repo, "refs"), { recursive: true });
            writeFileSync(join(repo, "refs", "main"), refKind === "snapshot" ? snap : refKind);
          }
          const target = join(cwd, "model.yaml");
          writeFileSync(target, "sentinel\n");
          const args = ["import-hf", `${org}/${name}`, "-o", "model.yaml"];
          const outcome = runVenn(asType === undefined ? args : [...args, "--as", asType], cwd);
          assertOutcome(outcome, { output: { path: target, sentinel: "sentinel\n" } });
        },
      ),
      params(RUNS.hub),
    );
  }, 300_000);

  it("a config in the v5 layout (text_config, dtype, rope_parameters) imports as its v4 original does", () => {
    const read = (doc: unknown) =>
      importHf({
        config: { text: JSON.stringify(doc), file: "gen/config.json" },
        hf: "gen/model",
        id: "gen",
      });
    fc.assert(
      fc.property(fc.constantFrom(...configs), v5Options, (model, options) => {
        const v4 = read(fixture(model));
        const v5 = read(v5Layout(fixture(model), options));
        expect(v5.diagnostics.map((d) => d.code)).toEqual(v4.diagnostics.map((d) => d.code));
        if (v4.text === undefined) return;
        const [a, b] = [parse(v4.text), parse(v5.text ?? "")];
        expect([b.circuit, b.dims, b.switches, b.layer_pattern, b.precision]).toEqual([
          a.circuit,
          a.dims,
          a.switches,
          a.layer_pattern,
          a.precision,
        ]);
      }),
      params(RUNS.v5),
    );
  }, 300_000);
});
