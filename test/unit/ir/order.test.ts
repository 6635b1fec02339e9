// Text order is the same on every machine: UTF-16 code units, never the locale's collation.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareText } from "../../../src/ir/index.ts";
import { ROOT } from "../../helpers.ts";

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );

describe("compareText", () => {
  it("orders by code unit: punctuation, capitals, lower case, then letters past ASCII", () => {
    // sv-SE collation puts "ä" after "z" and en-US puts it after "a"; both put "a" before "B".
    expect(["z", "ä", "a", "_x", ".x", "B", "attn.o", "attn_o"].sort(compareText)).toEqual([
      ".x",
      "B",
      "_x",
      "a",
      "attn.o",
      "attn_o",
      "z",
      "ä",
    ]);
    expect(compareText("h100-sxm", "h100-sxm")).toBe(0);
  });

  it("is the only text order in src: nothing sorts by the machine's locale", () => {
    const users = sourceFiles(join(ROOT, "src")).filter((f) =>
      /\.localeCompare\(/.test(readFileSync(f, "utf8")),
    );
    expect(users).toEqual([]);
  });
});
