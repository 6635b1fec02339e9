import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOLDEN_CASES } from "../golden/cases.ts";
import { ROOT, SHOOT } from "../helpers.ts";
import { CHROMIUM, launchChromium, writeHtmlPages } from "./chromium.ts";

// What the pages show, pinned in a real Chromium (issue 21): every roofline point sits at or below its roof,
// no page scrolls sideways at 1,280 px (nor does any table inside it), and a table that must scroll keeps its
// key column in view. Screenshots at 1,280 and 1,920 px are kept for review.
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");

// biome-ignore format: argv reads as a command line
const PAGES: Record<string, readonly string[]> = {
  report: [
    "report", "llama-3.1-70b", "--hardware", "h100-sxm,h200-sxm,b200",
    "--runs", "multi:1,16,128", "--runs", "single:2048", "--context", "4096",
  ],
  venn: GOLDEN_CASES["09-venn-qwen3-30b-a3b-h100"] ?? [],
  measured: GOLDEN_CASES["13-measured-llama-3.1-8b-h100"] ?? [],
  compare: GOLDEN_CASES["11-compare-llama-3.1-70b"] ?? [],
  workload: GOLDEN_CASES["19-compare-workload-llama-3.1-70b"] ?? [],
  diff: GOLDEN_CASES["12-diff-ffn-nvfp4-gap-h100"] ?? [],
};

/** The DOM shapes read inside page callbacks (the project compiles without the DOM library). */
interface Measured {
  scrollWidth: number;
  clientWidth: number;
  className: string;
}

/** Whether the page, or any table's scroll box, is wider than its window: what a reader would have to scroll. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: {
          documentElement: Measured;
          querySelectorAll(s: string): ArrayLike<Measured & { parentElement: Measured }>;
        };
      }
    ).document;
    const wide = Array.from(doc.querySelectorAll("table"))
      .filter((t) => t.parentElement.scrollWidth > t.parentElement.clientWidth + 1)
      .map((t) => `${t.className}: ${t.parentElement.scrollWidth} > ${t.parentElement.clientWidth}`);
    return { page: doc.documentElement.scrollWidth - doc.documentElement.clientWidth, wide };
  });
}

describe.skipIf(!existsSync(CHROMIUM))("page layout and charts in Chromium", () => {
  let context: BrowserContext;
  let dir = "";
  let userData = "";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "venn-layout-"));
    userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
    mkdirSync(SCREENSHOTS, { recursive: true });
    // the diff's gate fails (H100 loses the head side) and still writes its page
    writeHtmlPages(dir, PAGES);
    context = await launchChromium(userData, { width: 1280, height: 900 });
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [dir, userData]) if (d) rmSync(d, { recursive: true, force: true });
  });

  const open = async (name: string, width: number) => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathToFileURL(join(dir, `${name}.html`)).href, { waitUntil: "load" });
    return page;
  };

  it.each(Object.keys(PAGES))(
    "%s: nothing scrolls sideways at 1,280 px; screenshots at 1,280 and 1,920",
    async (name) => {
      for (const width of [1280, 1920]) {
        const page = await open(name, width);
        try {
          const found = await sideways(page);
          expect(found, `${name} at ${width} px`).toEqual({ page: 0, wide: [] });
          if (SHOOT)
            await page.screenshot({ path: join(SCREENSHOTS, `layout-${name}-${width}.png`), fullPage: true });
        } finally {
          await page.close();
        }
      }
    },
    120_000,
  );

  it.each(["report", "venn", "measured"])(
    "%s: every roofline point is at or below the roof it is held to",
    async (name) => {
      const page = await open(name, 1280);
      try {
        const points = await page.$$eval("svg.roofline circle.point:not(.off)", (els) =>
          els.map((e) => ({
            site: e.getAttribute("data-site"),
            time: e.getAttribute("data-time"),
            cy: Number(e.getAttribute("cy")),
            roofY: Number(e.getAttribute("data-roof-y")),
          })),
        );
        const roofs = await page.$$eval("svg.roofline", (svgs) =>
          svgs.map((svg) => {
            const slope = svg.querySelector("line.slope");
            const top = svg.querySelector("line.ceiling");
            const n = (e: typeof slope, a: string) => Number(e?.getAttribute(a));
            return {
              slope: { x1: n(slope, "x1"), y1: n(slope, "y1"), x2: n(slope, "x2"), y2: n(slope, "y2") },
              topY: n(top, "y1"),
              axis: Array.from(svg.querySelectorAll("text.axis-title"))
                .map((e) => (e as { textContent: string | null }).textContent ?? "")
                .join(" | "),
            };
          }),
        );
        expect(points.length).toBeGreaterThan(0);
        // pixel y grows downward: at or below the roof is cy ≥ roofY
        const above = points.filter((p) => p.cy < p.roofY - 0.01);
        expect(above).toEqual([]);
        // and no point above the device's own roof: the bandwidth slope, then the highest ceiling
        for (const roof of roofs) expect(roof.topY).toBeLessThanOrEqual(roof.slope.y2 + 0.01);
        // a calibrated device plots at the expected time (measured where measured), and the axis says so
        expect(points.every((p) => p.time === "expected" || p.time === "measured")).toBe(true);
        expect(points.some((p) => p.cy > p.roofY + 1)).toBe(true);
        for (const roof of roofs) expect(roof.axis).toMatch(/at the expected time|measured or expected/);
        if (name === "measured") expect(points.some((p) => p.time === "measured")).toBe(true);
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  it("pins the key column of a table that still scrolls (a narrow window)", async () => {
    const page = await open("venn", 700);
    try {
      const pinned = await page.evaluate(() => {
        type Box = { left: number };
        type El = {
          scrollLeft: number;
          scrollWidth: number;
          clientWidth: number;
          getBoundingClientRect(): Box;
          querySelector(s: string): El | null;
        };
        const g = globalThis as unknown as {
          document: { querySelector(s: string): El | null };
          getComputedStyle(e: El): { position: string };
        };
        const out: { table: string; position: string; scrolled: boolean; shift: number }[] = [];
        for (const [table, cell] of [
          ["table.summary", "tbody tr td:first-child"],
          ["table.sites", "tbody tr td:nth-child(2)"],
        ] as const) {
          const t = g.document.querySelector(table);
          const box = g.document.querySelector(`.scroll:has(> ${table})`);
          const key = t?.querySelector(cell);
          if (!t || !box || !key) continue;
          const before = key.getBoundingClientRect().left;
          box.scrollLeft = box.scrollWidth;
          out.push({
            table,
            position: g.getComputedStyle(key).position,
            scrolled: box.scrollLeft > 0,
            shift: Math.round(before - key.getBoundingClientRect().left),
          });
        }
        return out;
      });
      expect(pinned).toEqual([
        { table: "table.summary", position: "sticky", scrolled: true, shift: 0 },
        { table: "table.sites", position: "sticky", scrolled: true, shift: 0 },
      ]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
