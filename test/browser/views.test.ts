import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportModel } from "../../src/index.ts";
import { GOLDEN_CASES } from "../golden/cases.ts";
import { ROOT, runCli, SHOOT } from "../helpers.ts";
import { CHROMIUM, launchChromium } from "./chromium.ts";

// The --views page in a real Chromium: one stacked traffic bar per run whose segments fill the bar in the
// categories' order and match the JSON shares, the GEMM tables sort, and a screenshot is kept for review.
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");

interface Rect {
  getAttribute(name: string): string | null;
}

describe.skipIf(!existsSync(CHROMIUM))("traffic split and GEMM shapes in Chromium", () => {
  let context: BrowserContext;
  let dir = "";
  let userData = "";
  let model: ReportModel;
  const argv = GOLDEN_CASES["16-views-qwen3-next-80b-a3b-h200"] ?? [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "venn-views-html-"));
    userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
    mkdirSync(SCREENSHOTS, { recursive: true });
    const html = runCli([...argv, "--format", "html"]);
    const json = runCli([...argv, "--format", "json"]);
    expect(html.code, html.stderr).toBe(0);
    model = JSON.parse(json.stdout) as ReportModel;
    writeFileSync(join(dir, "views.html"), html.stdout);
    context = await launchChromium(userData, { width: 1280, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [dir, userData]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("draws a full bar per run in category order, tables per run, no errors; screenshot", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(pathToFileURL(join(dir, "views.html")).href, { waitUntil: "load" });
    try {
      const chart = page.locator("svg.traffic-bars");
      expect(await chart.count()).toBe(1);
      const bars = chart.locator("g.bar");
      expect(await bars.count()).toBe(model.tables.length);
      for (const [i, table] of model.tables.entries()) {
        const segments = await bars
          .nth(i)
          .locator("rect.segment")
          .evaluateAll((rects: Rect[]) =>
            rects.map((r) => ({
              category: r.getAttribute("data-category"),
              width: Number(r.getAttribute("width")),
            })),
          );
        const shown = table.traffic?.categories.filter((c) => c.share > 0) ?? [];
        expect(segments.map((s) => s.category)).toEqual(shown.map((c) => c.id));
        const total = segments.reduce((sum, s) => sum + s.width, 0);
        // 664 px of bar, each segment rounded to 0.01 px
        expect(Math.abs(total - 664)).toBeLessThan(0.05);
        for (const [j, s] of segments.entries())
          expect(Math.abs(s.width - (shown[j]?.share ?? 0) * 664)).toBeLessThan(0.02);
      }
      expect(await page.locator("table.traffic").count()).toBe(model.tables.length);
      const gemms = page.locator("table.gemms").first();
      expect(await gemms.locator("tbody tr").count()).toBe(model.tables[0]?.gemms?.length ?? -1);
      await gemms.locator("thead th button", { hasText: "GEMMs" }).click();
      const firstCount = await gemms.locator("tbody tr").first().locator("td").nth(5).textContent();
      const sorted = await gemms.locator("thead th[aria-sort]").getAttribute("aria-sort");
      expect(firstCount).toBe(sorted === "ascending" ? "1" : "528");
      if (SHOOT)
        await page.screenshot({
          path: join(SCREENSHOTS, "views-qwen3-next-80b-a3b-h200.png"),
          fullPage: true,
        });
      if (SHOOT) await chart.screenshot({ path: join(SCREENSHOTS, "views-traffic-bars.png") });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
