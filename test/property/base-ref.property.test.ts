// diff --base-ref with good and bad revisions and files: the extracted base tree never outlives the run.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { ROOT } from "../helpers.ts";
import { announce, assertOutcome, params, removeDir, runVenn } from "./harness.ts";

const RUNS = 40;
let temp = "";
let saved: string | undefined;
beforeAll(() => {
  announce("diff --base-ref", RUNS);
  // The case worker starts (and tsx writes its compile cache) before TMPDIR is ours, so only venn's own leftovers count.
  runVenn(["--version"], ROOT);
  // A private TMPDIR, so other runs on the machine cannot make a leftover look like ours or hide one.
  temp = mkdtempSync(join(tmpdir(), "venn-property-tmpdir-"));
  saved = process.env.TMPDIR;
  process.env.TMPDIR = temp;
});
afterAll(() => {
  if (saved === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = saved;
  removeDir(temp);
});

const vector = fc.record({
  rev: fc.constantFrom("HEAD", "HEAD~1", "no-such-rev", "-x", "", "HEAD^{tree}", "HEAD:README.md", "0000000"),
  file: fc.constantFrom(
    "circuits/models/llama-3.1-8b.model.yaml",
    "circuits/dense_gqa.circuit.yaml",
    "hardware/h100-sxm.hw.yaml",
    "circuits/kernels/engine.kernels.yaml",
    "test/fixtures/errors/file-unreadable/folder.model.yaml",
    "README.md",
    "llama-3.1-8b",
    "no-such-model",
  ),
  model: fc.constantFrom(undefined, "llama-3.1-8b", "circuits/models/qwen3-8b.model.yaml", "no-such-model"),
  format: fc.constantFrom("md", "json"),
});

describe("diff --base-ref", () => {
  it("leaves no temporary tree behind, whatever the revision and files", () => {
    fc.assert(
      fc.property(vector, (v) => {
        const argv = [
          "diff",
          "--base-ref",
          v.rev,
          v.file,
          "--hardware",
          "h100-sxm",
          ...(v.model ? ["--model", v.model] : []),
          "--format",
          v.format,
        ];
        assertOutcome(runVenn(argv, ROOT));
        // A worker restarted after a killed case writes tsx's compile cache (tsx-<uid>) here: tsx's, not venn's.
        const left = readdirSync(temp).filter((name) => !name.startsWith("tsx-"));
        if (left.length) throw new Error(`venn ${argv.join(" ")} left ${left.join(", ")} in TMPDIR`);
      }),
      params(RUNS),
    );
  }, 1_800_000);
});
