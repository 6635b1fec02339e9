import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTemplates } from "../../../src/load/index.ts";
import { render, renderCommand } from "../../../src/render/index.ts";
import type { CompareModel, ReportModel } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

// Issue 21: compare and report Markdown cells wrapped into 7–9-line paragraphs in a GitHub comment. Each cell
// is one short value (units in the header; long text moves to notes under the table), so a PR comment reads
// as a table.
const templates = loadTemplates();
const golden = (name: string) => JSON.parse(readFileSync(join(ROOT, "test/golden", `${name}.json`), "utf8"));

/** A cell as GitHub shows it: a link by its text, without code ticks or bold marks. */
const visible = (cell: string) =>
  cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`|\*\*/g, "")
    .trim();

/** Every cell of every table row in a Markdown document, less lists of names (sites, families), which wrap as words do. */
const cells = (md: string) =>
  md
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[-:|]+\|?$/.test(line))
    .flatMap((line) => line.replace(/^\||\|$/g, "").split(/(?<!\\)\|/))
    .filter((cell) => !/^\s*(`[^`]+`\s*)+$/.test(cell))
    .map(visible);

/** The longest a cell may be: a device's full name (46 characters) or a few site names. */
const ONE_LINE = 60;

describe("Markdown cells stay on one line", () => {
  it.each(["11-compare-llama-3.1-70b", "17-compare-llama-3.1-70b-parallel"])("compare %s", (name) => {
    const md = renderCommand(golden(name) as CompareModel, "md", templates) ?? "";
    const long = cells(md).filter((c) => c.length > ONE_LINE || c.includes("<br>"));
    expect(long).toEqual([]);
    // units live in the header, and a cell says in words how it runs: vLLM runs NVFP4 weight-only on the H100
    expect(md).toContain("| Hardware | Precision | tok/s (expected) | Step expected (ms) |");
    if (name.startsWith("11-")) expect(md).toMatch(/\| `h100-sxm` \| `nvfp4` \| [^\n]*weight-only on bf16/);
  });

  it.each([
    "07-venn-llama-3.1-8b-a100-h100",
    "09-venn-qwen3-30b-a3b-h100",
    "13-measured-llama-3.1-8b-h100",
    "14-venn-gpt-oss-20b-h100",
    "15-views-llama-3.1-8b-h100",
  ])("report %s", (name) => {
    const md = render(golden(name) as ReportModel, "md", templates);
    const long = cells(md).filter((c) => c.length > ONE_LINE || c.includes("<br>"));
    expect(long).toEqual([]);
  });

  it("points a measured Timing cell at a numbered source under the table", () => {
    const md = render(golden("13-measured-llama-3.1-8b-h100") as ReportModel, "md", templates);
    expect(md).toMatch(/\| ● measured [\d.]+ (ms|µs) = [\d.]+% of floor \[1\] \|/);
    expect(md).toContain("Measurement sources:\n1. family gemm_bf16: nsys cuda_gpu_kern_sum:");
  });
});
