import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompareModel, loadTemplates, type ReportModel, render, renderUnion } from "../../src/index.ts";
import { GOLDEN_CASES } from "../golden/cases.ts";
import { ROOT, runCli, SHOOT } from "../helpers.ts";
import { CHROMIUM } from "../setup/prerequisites.ts";

// The HTML report in a real Chromium: no request leaves the file, no console or page errors, the charts hold
// one point per site per run and a ceiling per lane, tables sort, and a full-page screenshot is kept for review.
/** Debian's Chromium (.ci/run installs it); CHROMIUM_PATH points elsewhere, e.g. to check the missing-browser path. */
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");
const hasChromium = existsSync(CHROMIUM);

if (!hasChromium && process.env.CI) {
  describe("html report in Chromium", () => {
    it("needs Chromium", () => {
      throw new Error(
        `${CHROMIUM} is missing: CI must install Debian's chromium (.ci/run does: apt-get install -y chromium)`,
      );
    });
  });
}

interface Case {
  name: string;
  argv: readonly string[];
}

/** The example (three GPUs, decode and prefill) and Venn reports with findings and a work list. */
// biome-ignore format: argv reads as a command line
const CASES: Case[] = [
  {
    name: "llama-3.1-70b-three-gpus",
    argv: [
      "report", "llama-3.1-70b", "--hardware", "h100-sxm,h200-sxm,b200",
      "--runs", "multi:1,16,128", "--runs", "single:2048", "--context", "4096",
    ],
  },
  { name: "venn-qwen3-30b-a3b-h100", argv: GOLDEN_CASES["09-venn-qwen3-30b-a3b-h100"] ?? [] },
  { name: "venn-llama-3.1-8b-a100-h100", argv: GOLDEN_CASES["07-venn-llama-3.1-8b-a100-h100"] ?? [] },
  { name: "venn-gpt-oss-20b-h100", argv: GOLDEN_CASES["14-venn-gpt-oss-20b-h100"] ?? [] },
  { name: "fused-llama-3.1-8b-h100", argv: GOLDEN_CASES["20-fused-llama-3.1-8b-h100"] ?? [] },
  { name: "fused-venn-llama-3.1-8b-h100", argv: GOLDEN_CASES["21-fused-venn-llama-3.1-8b-h100"] ?? [] },
];

const PAYLOAD = "<script>alert(1)</script>";

/** A site's share of the time its table ranks by: what the roofline sizes points by and names the largest of. */
const rankedShare = (
  t: Pick<ReportModel["tables"][number], "rankedBy">,
  s: Pick<ReportModel["tables"][number]["sites"][number], "share" | "expectedShare">,
) => (t.rankedBy === "expected" && s.expectedShare !== null ? s.expectedShare : s.share);

/** A report whose every input-file string is markup; rendering must keep it text. */
function hostileReport(model: ReportModel): ReportModel {
  return {
    ...model,
    model: PAYLOAD,
    modelName: PAYLOAD,
    source: { hf: `x"><img src=x onerror=alert(2)>`, revision: PAYLOAD },
    hardware: model.hardware.map((h) => ({ ...h, name: `${h.name} ${PAYLOAD}` })),
    tables: model.tables.map((t) => ({
      ...t,
      sites: t.sites.map((s, i) => (i === 0 ? { ...s, site: PAYLOAD, op: `<b onmouseover=alert(3)>` } : s)),
    })),
  };
}

/** The DOM shapes read inside page callbacks (the project compiles without the DOM library). */
interface Measurable {
  getBBox(): { width: number };
}
interface Row {
  cells: ArrayLike<{ textContent: string | null; getAttribute(name: string): string | null }>;
}

interface Loaded {
  page: Page;
  requests: string[];
  blocked: string[];
  errors: string[];
  dialogs: string[];
}

describe.skipIf(!hasChromium)("html report in Chromium", () => {
  let context: BrowserContext;
  let dir: string;
  let userData: string;
  const files = new Map<string, { html: string; model: ReportModel | null }>();
  let compareModel: CompareModel;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "venn-html-"));
    userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
    mkdirSync(SCREENSHOTS, { recursive: true });
    const templates = loadTemplates();
    for (const c of CASES) {
      const html = runCli([...c.argv, "--format", "html"]);
      const json = runCli([...c.argv, "--format", "json"]);
      expect(html.code, html.stderr).toBe(0);
      const file = join(dir, `${c.name}.html`);
      writeFileSync(file, html.stdout);
      files.set(c.name, { html: file, model: JSON.parse(json.stdout) as ReportModel });
    }
    const golden = JSON.parse(
      readFileSync(join(ROOT, "test/golden/07-venn-llama-3.1-8b-a100-h100.json"), "utf8"),
    ) as ReportModel;
    const hostile = join(dir, "hostile.html");
    writeFileSync(hostile, render(hostileReport(golden), "html", templates));
    files.set("hostile", { html: hostile, model: hostileReport(golden) });
    const unionArgv = GOLDEN_CASES["10-venn-union"] ?? [];
    const union = runCli([...unionArgv, "--format", "json"]);
    const unionFile = join(dir, "union.html");
    writeFileSync(unionFile, renderUnion(JSON.parse(union.stdout), "html", templates) ?? "");
    files.set("union", { html: unionFile, model: null });
    // Under pytorch, which states no NVFP4 path below sm100, the H100's nvfp4 cells are lane gaps to render.
    const compareArgv = [...(GOLDEN_CASES["11-compare-llama-3.1-70b"] ?? []), "--engine", "pytorch"];
    const compareHtml = runCli([...compareArgv, "--format", "html"]);
    expect(compareHtml.code, compareHtml.stderr).toBe(0);
    const compareFile = join(dir, "compare.html");
    writeFileSync(compareFile, compareHtml.stdout);
    files.set("compare", { html: compareFile, model: null });
    compareModel = JSON.parse(runCli([...compareArgv, "--format", "json"]).stdout) as CompareModel;
    context = await chromium.launchPersistentContext(userData, {
      executablePath: CHROMIUM,
      args: ARGS,
      viewport: { width: 1280, height: 900 },
    });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [dir, userData]) if (d) rmSync(d, { recursive: true, force: true });
  });

  async function open(name: string): Promise<Loaded> {
    const file = files.get(name);
    if (!file) throw new Error(`no rendered file ${name}`);
    const page = await context.newPage();
    const loaded: Loaded = { page, requests: [], blocked: [], errors: [], dialogs: [] };
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith("file:") || url.startsWith("data:")) return route.continue();
      loaded.blocked.push(url);
      return route.abort();
    });
    page.on("request", (r) => loaded.requests.push(r.url()));
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning")
        loaded.errors.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => loaded.errors.push(`page error: ${e.message}`));
    page.on("dialog", (d) => {
      loaded.dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(pathToFileURL(file.html).href, { waitUntil: "load" });
    return loaded;
  }

  function expectClean(loaded: Loaded) {
    expect(loaded.blocked).toEqual([]);
    expect(loaded.requests.filter((u) => !u.startsWith("file:") && !u.startsWith("data:"))).toEqual([]);
    expect(loaded.errors).toEqual([]);
    expect(loaded.dialogs).toEqual([]);
  }

  async function screenshot(page: Page, name: string) {
    if (SHOOT) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  it.each(CASES.map((c) => c.name))("%s: loads offline, charts match the model, screenshot", async (name) => {
    const model = files.get(name)?.model;
    if (!model) throw new Error("no model");
    const loaded = await open(name);
    const { page } = loaded;
    try {
      const rooflines = page.locator("svg.roofline");
      expect(await rooflines.count()).toBe(model.hardware.length);
      for (const [i, hw] of model.hardware.entries()) {
        const svg = rooflines.nth(i);
        expect(await svg.getAttribute("data-hardware")).toBe(hw.id);
        const lanes = await svg
          .locator("line.ceiling")
          .evaluateAll((ls) => ls.map((l) => l.getAttribute("data-lane")));
        expect(lanes.sort()).toEqual(Object.keys(hw.peaks).sort());
        expect(await svg.locator("circle.ridge").count()).toBe(Object.keys(hw.peaks).length);
        expect(await svg.locator("line.slope").count()).toBe(1);
        const tables = model.tables.filter((t) => t.hardware === hw.id);
        for (const t of tables) {
          const run = `${t.mode}:${t.rows}`;
          const sites = await svg
            .locator(`circle.point[data-run="${run}"]`)
            .evaluateAll((cs) => cs.map((c) => c.getAttribute("data-site")));
          expect(sites.sort()).toEqual(t.sites.map((s) => s.site).sort());
        }
        // every point with FLOPs inside the plot frame, every one without on the strip below it
        const outside = await svg.evaluate((el) => {
          const frame = el.querySelector("rect.frame");
          const strip = el.querySelector("rect.strip");
          if (!frame) return ["no frame"];
          const box = (r: typeof frame) =>
            ["x", "y", "width", "height"].map((a) => Number(r.getAttribute(a)));
          return [...el.querySelectorAll("circle.point")]
            .filter((c) => {
              const isOff = c.getAttribute("class")?.includes(" off") ?? false;
              if (isOff && !strip) return true;
              const [x, y, w, h] = box(isOff && strip ? strip : frame);
              const cx = Number(c.getAttribute("cx"));
              const cy = Number(c.getAttribute("cy"));
              return !(
                cx >= (x ?? 0) &&
                cx <= (x ?? 0) + (w ?? 0) &&
                cy >= (y ?? 0) &&
                cy <= (y ?? 0) + (h ?? 0)
              );
            })
            .map((c) => c.getAttribute("data-site"));
        });
        expect(outside).toEqual([]);
        const zeroFlop = tables.flatMap((t) => t.sites.filter((s) => s.flops === 0));
        expect(await svg.locator("rect.strip").count()).toBe(zeroFlop.length ? 1 : 0);
        expect(await svg.locator("circle.point.off").count()).toBe(zeroFlop.length);
        if (zeroFlop.length) expect(await svg.locator("text.strip-label").textContent()).toBe("no FLOPs");

        // the five largest points are named; labels overlap neither each other, a ceiling label, nor the frame's edge
        const labels = await svg.evaluate((el) => {
          type Rect = { x: number; y: number; width: number; height: number };
          // on-screen bounds: a rotated label (the slope's) counts with its rotation
          const boxOf = (e: unknown): Rect => {
            const { x, y, width, height } = (e as { getBoundingClientRect(): Rect }).getBoundingClientRect();
            return { x, y, width, height };
          };
          const frame = el.querySelector("rect.frame");
          return {
            texts: [...el.querySelectorAll("text.point-label")].map((t) => t.textContent ?? ""),
            boxes: [...el.querySelectorAll("text.point-label")].map(boxOf),
            ceilings: [...el.querySelectorAll("text.ceiling-label, text.slope-label")].map(boxOf),
            frame: frame ? boxOf(frame) : null,
          };
        });
        const largest = tables
          .flatMap((t) => t.sites.filter((s) => s.flops > 0).map((s) => ({ t, s })))
          // points are sized by the share of the time the tables rank by (expected where calibrated)
          .sort((a, b) => rankedShare(b.t, b.s) - rankedShare(a.t, a.s))
          .slice(0, 5)
          .map(({ t, s }) => (tables.length > 1 ? `${s.site} · ${t.mode}:${t.rows}` : s.site));
        expect(labels.texts.sort()).toEqual([...largest].sort());
        type Rect = (typeof labels.boxes)[number];
        const overlap = (a: Rect, b: Rect) =>
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        for (const [k, a] of labels.boxes.entries()) {
          for (const b of labels.boxes.slice(k + 1)) expect(overlap(a, b)).toBe(false);
          for (const c of labels.ceilings) expect(overlap(a, c)).toBe(false);
          const f = labels.frame;
          if (!f) throw new Error("no frame");
          expect(a.x).toBeGreaterThanOrEqual(f.x);
          expect(a.x + a.width).toBeLessThanOrEqual(f.x + f.width);
          expect(a.y).toBeGreaterThanOrEqual(f.y);
          expect(a.y + a.height).toBeLessThanOrEqual(f.y + f.height);
        }

        // with fusions, each fused row with FLOPs has its unfused point, inside the frame, per run
        for (const t of tables) {
          const fusedSites = t.sites.filter((s) => s.fusion && s.flops > 0).map((s) => s.site);
          const unfused = await svg
            .locator(`rect.unfused-point[data-run="${t.mode}:${t.rows}"]`)
            .evaluateAll((rs) => rs.map((r) => r.getAttribute("data-site")));
          expect(unfused.sort()).toEqual(fusedSites.sort());
        }

        const bars = page.locator(`svg.share-bars:not(.traffic-bars)[data-hardware="${hw.id}"] g.bar`);
        expect(await bars.count()).toBe(tables.length);
        for (const [j, t] of tables.entries()) {
          const bar = bars.nth(j);
          expect(await bar.getAttribute("data-run")).toBe(`${t.mode}:${t.rows}`);
          const widths = await bar
            .locator("rect.segment")
            .evaluateAll((rs) => rs.map((r) => (r as unknown as Measurable).getBBox().width));
          expect(widths.length).toBeGreaterThan(0);
          expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(664, 0);
        }
      }
      // the work list: one novel row per kernel, a time-saved cell on every plan and novel row, family links
      if (model.venn) {
        const work = model.venn.workList;
        expect(await page.locator("table.novel tbody tr").count()).toBe(work.novelKernels.length);
        expect(await page.locator("table.plan tbody tr").count()).toBe(work.plan.length);
        expect(await page.locator("table.novel td.saved, table.plan td.saved").count()).toBe(
          work.novelKernels.length + work.plan.length,
        );
        const hrefs = await page
          .locator("table.unmeasured a")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        expect(hrefs).toEqual(work.unmeasured.map((u) => u.source).filter((u) => u !== null));
        expect(await page.locator("table.sites td.class", { hasText: "/launch" }).count()).toBe(
          model.tables.flatMap((t) => t.sites).filter((s) => s.venn?.measured).length,
        );
      }
      if (model.fusions) {
        // One fusion table per device and run: a run's rows summed over the devices that ran it.
        const runs = new Map<string, number>();
        for (const t of model.tables) {
          const run = `${t.mode}:${t.rows}`;
          runs.set(run, (runs.get(run) ?? 0) + t.sites.filter((s) => s.fusion).length);
        }
        for (const [run, rows] of runs)
          expect(await page.locator(`table.fusion[data-run="${run}"] tbody tr`).count()).toBe(rows);
        expect(await page.locator("table.fusions tbody tr").count()).toBe(
          model.venn?.workList.fusions?.length ?? 0,
        );
      }
      // accessibility basics: language, title, one main, headings without skipped levels, labelled tables and charts
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect((await page.title()).length).toBeGreaterThan(0);
      expect(await page.locator("main").count()).toBe(1);
      const levels = await page
        .locator("h1, h2, h3, h4")
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      for (let k = 1; k < levels.length; k++)
        expect(levels[k] ?? 0).toBeLessThanOrEqual((levels[k - 1] ?? 0) + 1);
      const unlabelled = await page
        .locator("table")
        .evaluateAll(
          (ts) => ts.filter((t) => !t.querySelector("caption") && !t.getAttribute("aria-label")).length,
        );
      expect(unlabelled).toBe(0);
      const svgs = await page.locator("svg").evaluateAll((ss) =>
        ss.map((s) => ({
          role: s.getAttribute("role"),
          title: s.querySelector(":scope > title")?.textContent ?? "",
          desc: s.querySelector(":scope > desc")?.textContent ?? "",
        })),
      );
      for (const s of svgs) {
        expect(s.role).toBe("img");
        expect(s.title).not.toBe("");
        expect(s.desc).not.toBe("");
      }
      // nothing wider than the window but the scrollable table regions
      expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
      await screenshot(page, name);
      expectClean(loaded);
    } finally {
      await page.close();
    }
  });

  it("sorts a site table when a header is clicked, and back", async () => {
    const loaded = await open("llama-3.1-70b-three-gpus");
    const { page } = loaded;
    try {
      const table = page.locator("table.sites").first();
      const column = async (n: number) =>
        table
          .locator("tbody tr")
          .evaluateAll((rows, i) => rows.map((r) => (r as unknown as Row).cells[i]?.textContent ?? ""), n);
      const ranked = await column(1);
      const site = table.locator("thead th").nth(1);
      await site.locator("button").click();
      expect(await site.getAttribute("aria-sort")).toBe("ascending");
      expect(await column(1)).toEqual([...ranked].sort());
      await site.locator("button").click();
      expect(await site.getAttribute("aria-sort")).toBe("descending");
      expect(await column(1)).toEqual([...ranked].sort().reverse());
      // numeric columns sort by value, not by their formatted text
      const floor = table.locator("thead th").nth(6);
      expect(await floor.getAttribute("aria-sort")).toBeNull();
      await floor.locator("button").click();
      expect(await floor.getAttribute("aria-sort")).toBe("ascending");
      const keys = await table
        .locator("tbody tr")
        .evaluateAll((rows) =>
          rows.map((r) => Number((r as unknown as Row).cells[6]?.getAttribute("data-sort"))),
        );
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
      expect(await table.locator("thead th[aria-sort]").count()).toBe(1);
      expectClean(loaded);
    } finally {
      await page.close();
    }
  });

  it("reads as plain tables without JavaScript", async () => {
    const file = files.get("llama-3.1-70b-three-gpus");
    const profile = mkdtempSync(join(tmpdir(), "venn-chromium-"));
    const noScript = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: ARGS,
      javaScriptEnabled: false,
    });
    try {
      const page = await noScript.newPage();
      await page.goto(pathToFileURL(file?.html ?? "").href);
      expect(await page.locator("th button").count()).toBe(0);
      expect(await page.locator("table.sites").count()).toBe(12);
      // Llama's sites as the default vLLM engine launches them: 15 kernels (add+norm fused; rotary, KV write,
      // attention and SiLU·mul each their own).
      expect(await page.locator("table.sites").first().locator("tbody tr").count()).toBe(15);
      expect(await page.locator('table.sites th[aria-sort="descending"]').count()).toBe(12);
    } finally {
      await noScript.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("renders input strings as text: no script runs, no element is injected", async () => {
    const loaded = await open("hostile");
    const { page } = loaded;
    try {
      expect(await page.locator("h1").textContent()).toContain(PAYLOAD);
      expect(await page.locator("main script, main img, main b").count()).toBe(0);
      expect(await page.locator("table.sites code", { hasText: PAYLOAD }).count()).toBeGreaterThan(0);
      expect(await page.locator("svg.roofline title", { hasText: PAYLOAD }).count()).toBeGreaterThan(0);
      await screenshot(page, "hostile");
      expectClean(loaded);
    } finally {
      await page.close();
    }
  });

  it("renders the union table offline, fitting a 1,280-px window without scrolling", async () => {
    const loaded = await open("union");
    const { page } = loaded;
    try {
      expect(page.viewportSize()?.width).toBe(1280);
      expect(await page.locator("table.union tbody tr").count()).toBe(4);
      const fit = await page.evaluate(() => {
        const d = globalThis as unknown as {
          document: {
            querySelector(s: string): {
              getBoundingClientRect(): { right: number; width: number };
              scrollWidth: number;
              clientWidth: number;
            } | null;
            documentElement: { scrollWidth: number };
          };
          innerWidth: number;
        };
        const table = d.document.querySelector("table.union");
        const region = d.document.querySelector("div.scroll");
        return {
          tableWidth: table?.getBoundingClientRect().width ?? Number.NaN,
          tableRight: table?.getBoundingClientRect().right ?? Number.NaN,
          regionScrolls: (region?.scrollWidth ?? 0) > (region?.clientWidth ?? 0),
          pageWidth: d.document.documentElement.scrollWidth,
          window: d.innerWidth,
        };
      });
      expect(fit.tableWidth).toBeLessThanOrEqual(1280);
      expect(fit.tableRight).toBeLessThanOrEqual(fit.window);
      expect(fit.regionScrolls).toBe(false);
      expect(fit.pageWidth).toBeLessThanOrEqual(fit.window);
      await screenshot(page, "union");
      expectClean(loaded);
    } finally {
      await page.close();
    }
  });

  it("renders the compare matrix as a heat map, gaps named, best marked", async () => {
    const loaded = await open("compare");
    const { page } = loaded;
    try {
      const model = compareModel;
      expect(await page.locator("table.compare").count()).toBe(model.runs.length);
      const gaps = model.cells.filter((c) => c.status === "gap");
      expect(gaps.length).toBeGreaterThan(0);
      expect(await page.locator("table.compare td.gap").count()).toBe(gaps.length);
      // Gaps are said in words; the code stays in the cell's title.
      expect(await page.locator("table.compare td.gap", { hasText: /no fp4 lane/ }).count()).toBe(
        gaps.filter((c) => c.gap?.code === "COST_LANE_MISSING").length,
      );
      expect(await page.locator("table.compare td.best").count()).toBe(
        model.cells.filter((c) => c.isBest).length,
      );
      // a cell that does not fit one device is hatched as such, with no tokens/s to shade by
      const noFit = model.cells.filter((c) => c.status === "no-fit");
      expect(noFit.length).toBeGreaterThan(0);
      expect(
        await page.locator("table.compare td.nofit-cell", { hasText: "does not fit one device" }).count(),
      ).toBe(noFit.length);
      const shades = await page
        .locator("table.compare td:not(.gap):not(.nofit-cell)")
        .evaluateAll((tds) => tds.map((td) => /\bheat[0-4]\b/.test(td.getAttribute("class") ?? "")));
      expect(shades.length).toBe(model.cells.length - gaps.length - noFit.length);
      expect(shades.every(Boolean)).toBe(true);
      // the best cell of each run has the darkest shade
      expect(await page.locator("table.compare td.best:not(.heat4)").count()).toBe(0);
      await screenshot(page, "compare");
      expectClean(loaded);
    } finally {
      await page.close();
    }
  });
});
