import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnionModel } from "../../src/report/index.ts";
import { GOLDEN_CASES } from "../golden/cases.ts";
import { ROOT, runCli, SHOOT } from "../helpers.ts";
import { CHROMIUM, launchChromium } from "./chromium.ts";

// Issue 30: the union page draws the Euler diagram report --kernels has, one per model and run, with the regions the
// union model carries; and on every Euler diagram (report and union) each caption stays inside its box: every text
// within its SVG, the circle captions clear of the circles, the figure's caption within the figure and the window.
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");
const WIDTHS = [1280, 390];
const UNION = [
  "union",
  "--kernels",
  "engine",
  "llama-3.1-8b",
  "qwen3-8b",
  "qwen3-30b-a3b",
  "mixtral-8x7b",
  "granite-4.0-h-tiny",
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x + 0.5 ||
  b.x + b.width <= a.x + 0.5 ||
  a.y + a.height <= b.y + 0.5 ||
  b.y + b.height <= a.y + 0.5;

/** The DOM shapes read inside the page callback (the project compiles without the DOM library). */
interface El {
  id: string;
  textContent: string | null;
  getBoundingClientRect(): { toJSON(): unknown };
  getClientRects(): ArrayLike<unknown>;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
}

/**
 * Every Euler figure's boxes: the SVG the window shows (of its wide and narrow frames), its texts, its circle
 * captions, its circles, and the figure's caption.
 */
function figures(page: Page) {
  return page.locator("figure.euler").evaluateAll((els) =>
    (els as unknown as El[]).map((fig) => {
      const box = (e: El | null) =>
        (e?.getBoundingClientRect().toJSON() ?? { x: 0, y: 0, width: 0, height: 0 }) as Box;
      const svg = Array.from(fig.querySelectorAll("svg")).find((s) => s.getClientRects().length > 0) ?? null;
      return {
        id: fig.id,
        svg: box(svg),
        texts: Array.from(svg?.querySelectorAll("text") ?? []).map((t) => ({
          text: t.textContent ?? "",
          box: box(t),
        })),
        captions: Array.from(svg?.querySelectorAll("text.euler-caption") ?? []).map(box),
        circles: [
          box(svg?.querySelector("circle.euler-engine") ?? null),
          box(svg?.querySelector("circle.euler-model") ?? null),
        ],
        figure: box(fig),
        figcaption: box(fig.querySelector("figcaption")),
      };
    }),
  );
}

describe.skipIf(!existsSync(CHROMIUM))(
  "the union page's Euler diagrams, and every Euler caption inside its box",
  () => {
    let context: BrowserContext;
    let dir = "";
    let userData = "";
    let union: UnionModel;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "venn-union-"));
      userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
      mkdirSync(SCREENSHOTS, { recursive: true });
      const html = runCli([...UNION, "--format", "html"]);
      expect(html.code, html.stderr).toBe(0);
      writeFileSync(join(dir, "union.html"), html.stdout);
      union = JSON.parse(runCli([...UNION, "--format", "json"]).stdout) as UnionModel;
      for (const name of ["09-venn-qwen3-30b-a3b-h100", "07-venn-llama-3.1-8b-a100-h100"]) {
        const report = runCli([...(GOLDEN_CASES[name] ?? []), "--format", "html"]);
        expect(report.code, report.stderr).toBe(0);
        writeFileSync(join(dir, `${name}.html`), report.stdout);
      }
      context = await launchChromium(userData, { width: 1280, height: 900 });
    }, 120_000);

    afterAll(async () => {
      await context?.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(userData, { recursive: true, force: true });
    });

    it("one diagram per model and run, its regions' site counts and shares those of the union model", async () => {
      const page = await context.newPage();
      try {
        await page.goto(pathToFileURL(join(dir, "union.html")).href, { waitUntil: "load" });
        const diagrams = page.locator("section[aria-labelledby=euler] svg.euler-diagram");
        const runs = union.models.flatMap((m) => m.euler.map((e) => ({ model: m.model, ...e })));
        expect(runs.length).toBe(union.models.length * union.runs.length);
        expect(await diagrams.count()).toBe(runs.length);
        for (const [i, run] of runs.entries()) {
          const regions = await diagrams
            .nth(i)
            .locator("path.euler-region")
            .evaluateAll((els) =>
              els.map((e) => ({
                key: e.getAttribute("data-region"),
                sites: Number(e.getAttribute("data-sites")),
              })),
            );
          expect(regions).toEqual(run.regions.map((r) => ({ key: r.key, sites: r.sites })));
          expect(run.regions.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1, 6);
          expect(await page.locator("figure.euler figcaption").nth(i).textContent()).toBe(
            `${run.model} · ${union.hardware} · ${run.mode}:${run.rows}`,
          );
        }
        // Granite-4.0-H's Mamba ops have no family in the engine manifest: its diagram has a novel slice outside the engine.
        const granite = union.models.find((m) => m.model === "granite-4.0-h-tiny");
        expect(granite?.euler[0]?.regions.some((r) => r.key === "novel" && !r.inEngine)).toBe(true);
        if (SHOOT)
          await page
            .locator("section[aria-labelledby=euler] .euler-set")
            .screenshot({ path: join(SCREENSHOTS, "union-euler-1280.png") });
      } finally {
        await page.close();
      }
    }, 60_000);

    it.each(["union", "09-venn-qwen3-30b-a3b-h100", "07-venn-llama-3.1-8b-a100-h100"])(
      "%s: every caption inside its box at 1,280 and 390 px",
      async (name) => {
        const page = await context.newPage();
        try {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(pathToFileURL(join(dir, `${name}.html`)).href, { waitUntil: "load" });
            const found = await figures(page);
            expect(found.length).toBeGreaterThan(0);
            for (const f of found) {
              for (const t of f.texts)
                expect(inside(t.box, f.svg), `${f.id} at ${width}: "${t.text}"`).toBe(true);
              expect(f.captions.length).toBe(2);
              for (const c of f.captions)
                for (const circle of f.circles)
                  expect(apart(c, circle), `${f.id} at ${width}: caption on a circle`).toBe(true);
              expect(inside(f.figcaption, f.figure), `${f.id} at ${width}: figcaption`).toBe(true);
              expect(f.figcaption.x, `${f.id} at ${width}: figcaption left edge`).toBeGreaterThanOrEqual(0);
              expect(f.svg.x + f.svg.width, `${f.id} at ${width}: diagram right edge`).toBeLessThanOrEqual(
                width,
              );
            }
          }
        } finally {
          await page.close();
        }
      },
      60_000,
    );
  },
);
