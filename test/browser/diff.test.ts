import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOLDEN_CASES } from "../golden/cases.ts";
import { ROOT, runCli, SHOOT } from "../helpers.ts";
import { CHROMIUM, launchChromium } from "./chromium.ts";

// The `venn diff --format html` page in a real Chromium: offline, no script or console errors under its CSP,
// one row per run plus one per gap, the site tables sort, and a screenshot is kept for review.
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");

describe.skipIf(!existsSync(CHROMIUM))("diff html page in Chromium", () => {
  let context: BrowserContext;
  let dir = "";
  let userData = "";
  const argv = GOLDEN_CASES["12-diff-ffn-nvfp4-gap-h100"] ?? [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "venn-diff-html-"));
    userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
    mkdirSync(SCREENSHOTS, { recursive: true });
    const html = runCli([...argv, "--format", "html"]);
    // The head loses H100 (no FP4 lane), which the gate counts as a regression: exit 1, the page still written.
    expect(html.code, html.stderr).toBe(1);
    expect(html.stdout).toContain("<html");
    writeFileSync(join(dir, "diff.html"), html.stdout);
    context = await launchChromium(userData, { width: 1280, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [dir, userData]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("loads offline with no errors; runs, gap and sites are there; the site table sorts", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    const remote: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("request", (r) => {
      if (!r.url().startsWith("file:") && !r.url().startsWith("data:")) remote.push(r.url());
    });
    await page.goto(pathToFileURL(join(dir, "diff.html")).href, { waitUntil: "load" });
    try {
      const runs = page.locator("table.diff tbody tr");
      expect(await runs.count()).toBe(3);
      // The reason in words; the code stays in the cell's title for those who search by it.
      expect(await page.locator("tr.gap-row").textContent()).toContain("no fp4 lane");
      expect(await page.locator("tr.gap-row td").getAttribute("title")).toContain("COST_LANE_MISSING");
      // The gate line says why it failed at +0.0 %: the device the head lost.
      expect(await page.locator("p.gate").textContent()).toMatch(
        /worst \+0\.0 %, and the head loses h100-sxm: failed/,
      );
      await page.locator("details summary").first().click();
      const sites = page.locator("table.sites").first();
      // The sites that changed, as the default vLLM engine runs them (gate/up, SiLU·mul, down and the norm before them,
      // whose kernel now writes the FFN's NVFP4 input).
      expect(await sites.locator("tbody tr").count()).toBe(4);
      // Sorting by Δ time (ascending after one click, as the report's tables) puts the largest saving first.
      await sites.locator("thead th button", { hasText: "Δ time" }).click();
      const first = await sites.locator("tbody tr").first().locator("td").first().textContent();
      const sorted = await sites.locator("thead th[aria-sort]").getAttribute("aria-sort");
      expect(first).toBe(sorted === "ascending" ? "ffn.gate_up" : "attn.residual+ffn.post_norm");
      if (SHOOT)
        await page.screenshot({ path: join(SCREENSHOTS, "diff-ffn-nvfp4-gap-h100.png"), fullPage: true });
      expect(errors).toEqual([]);
      expect(remote).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
