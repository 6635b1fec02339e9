// A profiler's gzip export read by the load stage: gunzipped when it is gzip, the size limit held for the file as
// stored and again for what it expands to, and a file that starts as gzip but is not one said so, not crashed on.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readTextOrGzip } from "../../../src/load/index.ts";

const dir = mkdtempSync(join(tmpdir(), "venn-gzip-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: Buffer | string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const TEXT = '{"traceEvents": []}\n';

describe("readTextOrGzip", () => {
  it("reads plain text as it is, and gzip as the text it holds, whatever the file is called", () => {
    expect(readTextOrGzip(file("plain.json", TEXT), "plain.json")).toEqual({ text: TEXT, diagnostics: [] });
    expect(readTextOrGzip(file("t.json.gz", gzipSync(TEXT)), "t.json.gz")).toEqual({
      text: TEXT,
      diagnostics: [],
    });
    expect(readTextOrGzip(file("t.json", gzipSync(TEXT)), "t.json").text).toBe(TEXT);
  });

  it("holds the limit for what gzip expands to: a small archive of a large text is refused", () => {
    const big = gzipSync("x".repeat(10_000));
    expect(big.length).toBeLessThan(1000);
    const { text, diagnostics } = readTextOrGzip(file("bomb.json.gz", big), "bomb.json.gz", 1000);
    expect(text).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      [
        "LOAD_FILE_TOO_LARGE",
        "bomb.json.gz",
        `gzip file of ${big.length} bytes expands past 1000 bytes; inputs are limited to 1000 bytes`,
      ],
    ]);
  });

  it("holds the limit for the file as stored, as readText does", () => {
    const { diagnostics } = readTextOrGzip(file("long.json", "x".repeat(2000)), "long.json", 1000);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["LOAD_FILE_TOO_LARGE", "file is 2000 bytes; inputs are limited to 1000 bytes"],
    ]);
  });

  it.each([
    ["truncated", gzipSync(TEXT).subarray(0, 12)],
    ["bad header", Buffer.from([0x1f, 0x8b, 0x00, 0x01, 0x02, 0x03])],
  ])("gzip magic with a %s body is LOAD_FILE_UNREADABLE, saying why", (_what, bytes) => {
    const { text, diagnostics } = readTextOrGzip(file("bad.json.gz", bytes), "bad.json.gz");
    expect(text).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(["LOAD_FILE_UNREADABLE"]);
    expect(diagnostics[0]?.message).toMatch(
      /^cannot read bad\.json\.gz: it starts as gzip but does not gunzip \(.+\)$/,
    );
  });

  it("a missing file is LOAD_FILE_NOT_FOUND, as for any input", () => {
    expect(readTextOrGzip(join(dir, "none.gz"), "none.gz").diagnostics.map((d) => d.code)).toEqual([
      "LOAD_FILE_NOT_FOUND",
    ]);
  });
});
