// Load-stage answers to inputs the property suites found: folders named like files, collection keys, alias bombs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parseSource, readText } from "../../../src/load/index.ts";

const dir = mkdtempSync(join(tmpdir(), "venn-load-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("hostile files", () => {
  it("a folder is LOAD_FILE_UNREADABLE, not an EISDIR exception", () => {
    const { text, diagnostics } = readText(dir, "folder.model.yaml");
    expect(text).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.message, d.file])).toEqual([
      [
        "LOAD_FILE_UNREADABLE",
        "cannot read folder.model.yaml: it is a folder, not a file",
        "folder.model.yaml",
      ],
    ]);
  });

  it("a collection used as a key emits no Node warning (the schema reports the key)", () => {
    const warn = vi.spyOn(process, "emitWarning");
    const { source } = parseSource("id: x\n? { qk_norm: true }\n: 1\n", "w.hw.yaml");
    expect(Object.keys(source?.data as object)).toEqual(["id", "{ qk_norm: true }"]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("an alias bomb points at its first alias", () => {
    const text = `a: &a [x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n${"c: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n"}`;
    const { diagnostics } = parseSource(text, "bomb.circuit.yaml");
    expect(diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([["LOAD_YAML_ALIAS_LIMIT", 2, 8]]);
  });
});
