import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleExplorePage, EXPLORE_SIM_PAGE_SCRIPT } from "../../build/explore.ts";
import { explore } from "../../src/app/explore.ts";

// issue 29's size budget for `venn explore`'s page: at most 1.5 MB, and at most 450 KB gzipped, for the issue's own
// page (two models, three devices), as `venn explore` writes it by default: the script with the serving simulator (the
// pipeline, zod, yaml, mathjs, the scheduler: about 800 KB, 247 KB gzipped), every shipped document but hardware
// profiles, the named length distributions, and the named devices' profiles and measured engine tables: three
// devices' vLLM tables are 3 MB of CSV, 330 KB gzipped as rows, about 130 KB as columns (pack.ts) of the dtypes vLLM
// reads.
const MB = 1.5e6;
const GZIP_KB = 450e3;

describe("venn explore's page size", () => {
  let dir = "";
  let script = "";
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "venn-explore-size-"));
    await bundleExplorePage(dir);
    script = readFileSync(join(dir, EXPLORE_SIM_PAGE_SCRIPT), "utf8");
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const size = (models: string[], hardware: string[]) => {
    const { html, diagnostics } = explore({ models, hardware, script });
    expect(diagnostics).toEqual([]);
    const bytes = Buffer.byteLength(html as string);
    return { bytes, gzipped: gzipSync(html as string, { level: 9 }).length };
  };

  it("one device (the shipped documents, its profile and vLLM tables): within 1.5 MB and 450 KB gzipped", () => {
    const { bytes, gzipped } = size(["llama-3.1-8b"], ["h100-sxm"]);
    expect(bytes).toBeLessThanOrEqual(MB);
    expect(gzipped).toBeLessThanOrEqual(GZIP_KB);
  });

  it("the issue's page (two models, three devices): within 1.5 MB and 450 KB gzipped", () => {
    const { bytes, gzipped } = size(["llama-3.1-8b", "qwen3-30b-a3b"], ["h100-sxm", "h200-sxm", "b200"]);
    expect(bytes).toBeLessThanOrEqual(MB);
    expect(gzipped).toBeLessThanOrEqual(GZIP_KB);
  });

  it("is the same bytes from the same inputs", () => {
    const a = explore({ models: ["qwen3-8b"], hardware: ["b200", "h100-sxm"], script }).html;
    const b = explore({ models: ["qwen3-8b"], hardware: ["b200", "h100-sxm"], script }).html;
    expect(a).toBeDefined();
    expect(a === b).toBe(true);
  });
});
