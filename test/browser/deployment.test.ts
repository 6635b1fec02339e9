import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOLDEN_CASES } from "../golden/cases.ts";
import { ROOT, runCli, SHOOT } from "../helpers.ts";
import { CHROMIUM, launchChromium } from "./chromium.ts";

// The `venn compare --workload` page in a real Chromium: offline, no errors under its CSP, one pick row per
// device, the Pareto chart (tokens/s per user against per GPU) drawn inside its frame with the picks ringed; a screenshot is kept for review.
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");

describe.skipIf(!existsSync(CHROMIUM))("compare --workload html page in Chromium", () => {
  let context: BrowserContext;
  let dir = "";
  let userData = "";
  const argv = GOLDEN_CASES["19-compare-workload-llama-3.1-70b"] ?? [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "venn-deploy-html-"));
    userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
    mkdirSync(SCREENSHOTS, { recursive: true });
    const html = runCli([...argv, "--format", "html"]);
    expect(html.code, html.stderr).toBe(0);
    writeFileSync(join(dir, "deploy.html"), html.stdout);
    context = await launchChromium(userData, { width: 1280, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [dir, userData]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("loads offline with no errors; one pick per device; the chart's points sit inside its frame", async () => {
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
    await page.goto(pathToFileURL(join(dir, "deploy.html")).href, { waitUntil: "load" });
    try {
      const picks = page.locator("table.deployment tbody tr");
      expect(await picks.count()).toBe(3);
      // Llama-3.1-70B does not fit one H100; the golden's layouts give it a tensor-parallel pick.
      expect(await picks.nth(0).textContent()).toContain("tp4");
      expect(await picks.nth(2).textContent()).toContain("batch");
      const chart = page.locator("svg.deployment-chart");
      const frame = await chart.locator("rect.frame").boundingBox();
      const points = chart.locator("circle.point");
      expect(await points.count()).toBeGreaterThan(4);
      for (const box of await points.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect().toJSON()),
      )) {
        const cx = box.x + box.width / 2;
        const cy = box.y + box.height / 2;
        expect(frame && cx >= frame.x - 0.5 && cx <= frame.x + frame.width + 0.5).toBe(true);
        expect(frame && cy >= frame.y - 0.5 && cy <= frame.y + frame.height + 0.5).toBe(true);
      }
      // One ringed, labelled pick per device.
      expect(await chart.locator("text.point-label").count()).toBe(3);
      if (SHOOT)
        await page.locator("section[aria-labelledby=deployment]").screenshot({
          path: join(SCREENSHOTS, "compare-workload-llama-3.1-70b.png"),
        });
      expect(errors).toEqual([]);
      expect(remote).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
