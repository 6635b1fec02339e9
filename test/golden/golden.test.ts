import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runCli } from "../helpers.ts";
import { GOLDEN_CASES } from "./cases.ts";

// Whole rendered reports compared byte for byte; `npm run golden:update` (UPDATE_GOLDEN=1) accepts changes,
// which are then reviewed in the diff.
const dir = join(ROOT, "test/golden");
const update = process.env.UPDATE_GOLDEN === "1";

/** Cases whose --fail-on-regression gate fails by design. */
const GATE_FAILS = new Set(["12-diff-ffn-nvfp4-gap-h100"]);

/** Every case renders Markdown, JSON and HTML. */
const formatsOf = (_argv: readonly string[]) => ["md", "json", "html"] as const;

describe.each(Object.entries(GOLDEN_CASES))("golden %s", (name, argv) => {
  it.each(formatsOf(argv))("renders %s byte-stable", (format) => {
    const first = runCli([...argv, "--format", format]);
    expect(first.stderr).toBe("");
    // A diff whose regression gate fails still writes its report and exits 1 (12: the head loses the H100).
    expect(first.code).toBe(GATE_FAILS.has(name) ? 1 : 0);
    const second = runCli([...argv, "--format", format]);
    expect(second.stdout).toBe(first.stdout);
    const file = join(dir, `${name}.${format}`);
    if (update) writeFileSync(file, first.stdout);
    expect(existsSync(file), `${file} missing: run npm run golden:update and review it`).toBe(true);
    expect(first.stdout).toBe(readFileSync(file, "utf8"));
    // Markdown separates blocks by one blank line; two in a row mean a template section left its newline behind.
    if (format === "md") expect(first.stdout).not.toContain("\n\n\n");
  });
});
