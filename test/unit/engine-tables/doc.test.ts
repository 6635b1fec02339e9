// docs/engine-tables.md quotes the tables tools/aic/analyze.ts prints from the committed data; a changed table or
// reader that moves a number fails here until the page is regenerated.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../helpers.ts";

describe("docs/engine-tables.md", () => {
  it("holds every table analyze.ts prints, unchanged", { timeout: 180_000 }, () => {
    const printed = execFileSync(process.execPath, ["--import", "tsx", "tools/aic/analyze.ts"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    const doc = readFileSync(join(ROOT, "docs/engine-tables.md"), "utf8");
    const tables = [...printed.matchAll(/<!-- ([a-z0-9-]+) -->\n([\s\S]*?)\n\n/g)];
    expect(tables.map((t) => t[1])).toEqual([
      "gemm-ratios",
      "h200-gemv",
      "h200-gate-up",
      "linearity",
      "decode-h200",
      "prefill-h200",
      "decode-devices",
      "allreduce",
    ]);
    for (const [, , table] of tables) expect(doc).toContain(table as string);
  });
});
