import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportModel } from "../../src/report/index.ts";
import { GOLDEN_CASES } from "../golden/cases.ts";
import { ROOT, runCli, SHOOT } from "../helpers.ts";
import { CHROMIUM, launchChromium } from "./chromium.ts";

// The deployment chart's Pareto view and the Venn section's Euler diagram in a real Chromium, at 1,280 and
// 1,920 px: no two labels overlap (nor a label and a frontier point), one frontier per device, the SLA shaded,
// and one Euler diagram per run whose regions carry the run's site counts. Screenshots are kept for review.
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");
const WIDTHS = [1280, 1920];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));

describe.skipIf(!existsSync(CHROMIUM))("deployment Pareto chart and Venn Euler diagram in Chromium", () => {
  let context: BrowserContext;
  let dir = "";
  let userData = "";
  const vennCases = ["09-venn-qwen3-30b-a3b-h100", "07-venn-llama-3.1-8b-a100-h100"];
  const models = new Map<string, ReportModel>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "venn-charts-"));
    userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
    mkdirSync(SCREENSHOTS, { recursive: true });
    const deploy = runCli([...(GOLDEN_CASES["19-compare-workload-llama-3.1-70b"] ?? []), "--format", "html"]);
    expect(deploy.code, deploy.stderr).toBe(0);
    writeFileSync(join(dir, "deploy.html"), deploy.stdout);
    // eight devices whose picks crowd one corner: the placer's hard case
    const crowded = runCli([
      "compare",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm,h200-sxm,b200,a100-sxm-80gb,mi300x,mi325x,l40s,h100-pcie",
      "--workload",
      "isl=1024,osl=256,concurrency=32",
      "--sla",
      "itl=20ms",
      "--format",
      "html",
    ]);
    expect(crowded.code, crowded.stderr).toBe(0);
    writeFileSync(join(dir, "crowded.html"), crowded.stdout);
    for (const name of vennCases) {
      const argv = GOLDEN_CASES[name] ?? [];
      const html = runCli([...argv, "--format", "html"]);
      expect(html.code, html.stderr).toBe(0);
      writeFileSync(join(dir, `${name}.html`), html.stdout);
      models.set(name, JSON.parse(runCli([...argv, "--format", "json"]).stdout) as ReportModel);
    }
    context = await launchChromium(userData, { width: 1280, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [dir, userData]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("workload chart: one frontier per device, SLA shaded, no label overlaps a label or a frontier point", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    try {
      // the crowded compare runs one layout and precision, so its batches trade off and none is dominated
      for (const [file, devices, picked, dominated] of [
        ["deploy", 3, 3, true],
        ["crowded", 8, 7, false],
      ] as const)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(pathToFileURL(join(dir, `${file}.html`)).href, { waitUntil: "load" });
          const chart = page.locator("svg.deployment-chart");
          expect(await chart.locator("path.frontier").count()).toBe(devices);
          expect((await chart.locator("circle.dominated").count()) > 0).toBe(dominated);
          expect(await chart.locator("rect.sla-region").count()).toBe(1);
          const labels = await boxes(page, "svg.deployment-chart text.point-label");
          expect(labels.length).toBe(picked);
          const points = await boxes(page, "svg.deployment-chart circle.frontier-point");
          const frame = (await chart.locator("rect.frame").boundingBox()) as Box;
          const sla = await boxes(page, "svg.deployment-chart text.sla-label");
          for (const [i, a] of labels.entries()) {
            for (const b of labels.slice(i + 1)) expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
            for (const p of [...points, ...sla]) expect(overlap(a, p), JSON.stringify([a, p])).toBe(false);
            expect(a.x).toBeGreaterThanOrEqual(frame.x - 0.5);
            expect(a.x + a.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
          }
          if (SHOOT)
            await chart.screenshot({ path: join(SCREENSHOTS, `workload-pareto-${file}-${width}.png`) });
        }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("Venn section: one Euler diagram per run, its regions' site counts and shares from the report", async () => {
    const page = await context.newPage();
    try {
      for (const name of vennCases) {
        const model = models.get(name) as ReportModel;
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(pathToFileURL(join(dir, `${name}.html`)).href, { waitUntil: "load" });
          const diagrams = page.locator("section[aria-labelledby=venn] svg.euler-diagram");
          expect(await diagrams.count()).toBe(model.tables.length);
          for (const [i, table] of model.tables.entries()) {
            const svg = diagrams.nth(i);
            const regions = await svg.locator("path.euler-region").evaluateAll((els) =>
              els.map((e) => ({
                sites: Number(e.getAttribute("data-sites")),
                share: Number(e.getAttribute("data-share")),
              })),
            );
            expect(regions.reduce((s, r) => s + r.sites, 0)).toBe(table.sites.length);
            expect(regions.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 6);
            const novel = table.sites.filter((s) => s.class === "novel").length;
            const labels = await svg.locator("text.euler-label").allTextContents();
            expect(labels.length).toBe(regions.length);
            if (novel)
              expect(labels.some((t) => t.startsWith(`novel (outside the engine): ${novel} site`))).toBe(
                true,
              );
            const labelBoxes = await svg
              .locator("text.euler-label")
              .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));
            for (const [k, a] of labelBoxes.entries())
              for (const b of labelBoxes.slice(k + 1)) expect(overlap(a, b)).toBe(false);
            // the diagram fits the window: no sideways scroll for it
            const box = (await svg.boundingBox()) as Box;
            expect(box.x + box.width).toBeLessThanOrEqual(width);
          }
          if (name === vennCases[0])
            if (SHOOT)
              await page
                .locator("section[aria-labelledby=venn] .euler-set")
                .screenshot({ path: join(SCREENSHOTS, `venn-euler-${width}.png`) });
        }
      }
    } finally {
      await page.close();
    }
  }, 90_000);
});
