// npm run bench (after build:cli): issue 29's page, `venn explore llama-3.1-8b qwen3-30b-a3b --hardware
// h100-sxm,h200-sxm,b200`, in headless Chromium: its size (raw and gzipped), first paint (load to the first panels
// drawn: the opening report venn explore carried, then the page's own analysis of it) and the update after a control change (batch 1 ↔ 64, the page's own performance.now() around the redraw),
// median of UPDATES (while the simulator's workers run their first runs, and once they are idle); and the serving
// simulator's latency, from a workload change (rate 4 ↔ 8 requests/s, 300 requests) to its panel drawn from the
// worker's answer, median of SIM_UPDATES. Wall-clock goes to stdout only. Skips, saying so, where Chromium is missing.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { explore } from "../src/index.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const UPDATES = Number(process.env.BENCH_UPDATES ?? 20);
const SIM_UPDATES = Number(process.env.BENCH_SIM_UPDATES ?? 10);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

const script = readFileSync("dist/explore.page.js", "utf8");
const { html, diagnostics } = explore({
  models: ["llama-3.1-8b", "qwen3-30b-a3b"],
  hardware: ["h100-sxm", "h200-sxm", "b200"],
  script,
  simulator: false,
});
if (!html) throw new Error(diagnostics.map((d) => d.message).join("\n"));
const bytes = Buffer.byteLength(html);
const gzipped = gzipSync(html, { level: 9 }).length;
console.log(
  `explore page --no-simulator: ${(bytes / 1e6).toFixed(2)} MB, ${(gzipped / 1e3).toFixed(0)} KB gzipped`,
);
// The same page with the serving simulator, as venn explore writes it by default.
const simHtml = explore({
  models: ["llama-3.1-8b", "qwen3-30b-a3b"],
  hardware: ["h100-sxm", "h200-sxm", "b200"],
  script: readFileSync("dist/explore-sim.page.js", "utf8"),
}).html as string;
console.log(
  `explore page (the default, with the simulator): ${(Buffer.byteLength(simHtml) / 1e6).toFixed(2)} MB, ${(gzipSync(simHtml, { level: 9 }).length / 1e3).toFixed(0)} KB gzipped (budget 1.5 MB, 450 KB)`,
);

if (!existsSync(CHROMIUM)) {
  console.log(`explore page timings skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
} else {
  const dir = mkdtempSync(join(tmpdir(), "venn-explore-bench-"));
  const file = join(dir, "explorer.html");
  writeFileSync(file, html);
  const context = await chromium.launchPersistentContext(join(dir, "profile"), {
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.updates === "1", null, { timeout: 120_000 });
    // The page's own clock from navigation start: the opening panels (the report `venn explore` carried, where it
    // carried one), then the page's own analysis of them.
    const at = (key: string) => page.evaluate((k) => Number(document.body.dataset[k]), key);
    const analyzedAt = await at("analyzedAt");
    const openingAt = await at("openingAt");
    const firstPanels = Number.isFinite(openingAt) ? openingAt : analyzedAt;
    const opening = await page.evaluate(() => document.body.dataset.opening ?? "none carried");
    const unpackMs = await at("unpackMs");
    const paint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    const firstUpdate = Number(await page.evaluate(() => document.body.dataset.updateMs));
    const times: number[] = [];
    for (let i = 0; i < UPDATES; i++) {
      await page.fill("#batch", i % 2 ? "1" : "64");
      await page.locator("#batch").press("Tab");
      await page.waitForFunction((n) => document.body.dataset.updates === String(n), i + 2, {
        timeout: 120_000,
      });
      times.push(Number(await page.evaluate(() => document.body.dataset.updateMs)));
    }
    console.log(
      `explore page: first contentful paint ${paint.toFixed(0)} ms; first panels ${firstPanels.toFixed(0)} ms after navigation began; the page's own analysis of them done at ${analyzedAt.toFixed(0)} ms (documents unpacked in ${unpackMs.toFixed(0)} ms, analysis ${firstUpdate.toFixed(0)} ms; carried and own panels: ${opening}); update after a batch change (1 <-> 64) median ${median(times).toFixed(1)} ms over ${UPDATES}, first ${times[0]?.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target 50 ms)`,
    );
    // The simulator's page: batch changes while its workers run their first simulation and SLA-knee sweep, and once
    // they are idle; then the simulator's own latency.
    const simFile = join(dir, "explorer-sim.html");
    writeFileSync(simFile, simHtml);
    await page.goto(pathToFileURL(simFile).href);
    await page.waitForFunction(() => document.body.dataset.updates === "1", null, { timeout: 120_000 });
    const simPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    console.log(
      `explore page with the simulator: first contentful paint ${simPaint.toFixed(0)} ms; first panels ${(await at("openingAt")).toFixed(0)} ms after navigation began; its own analysis done at ${(await at("analyzedAt")).toFixed(0)} ms`,
    );
    const busy: number[] = [];
    for (let i = 0; i < UPDATES; i++) {
      await page.fill("#batch", i % 2 ? "1" : "64");
      await page.locator("#batch").press("Tab");
      await page.waitForFunction((n) => document.body.dataset.updates === String(n), i + 2, {
        timeout: 120_000,
      });
      busy.push(Number(await page.evaluate(() => document.body.dataset.updateMs)));
    }
    console.log(
      `explore page with the simulator: update after a batch change median ${median(busy).toFixed(1)} ms over ${UPDATES}, max ${Math.max(...busy).toFixed(1)} ms, while the workers run the first simulation and SLA-knee sweep`,
    );
    await page.waitForFunction(
      () =>
        document.body.dataset.kneeDrawn !== undefined &&
        document.body.dataset.kneeDrawn === document.body.dataset.kneeAsked,
      null,
      { timeout: 300_000 },
    );
    const kneesAt = await page.evaluate(() => performance.now().toFixed(0));
    const idle: number[] = [];
    for (let i = 0; i < UPDATES; i++) {
      await page.fill("#batch", i % 2 ? "1" : "64");
      await page.locator("#batch").press("Tab");
      await page.waitForFunction((n) => document.body.dataset.updates === String(n), UPDATES + i + 2, {
        timeout: 120_000,
      });
      idle.push(Number(await page.evaluate(() => document.body.dataset.updateMs)));
    }
    console.log(
      `explore page with the simulator: SLA knees of the three devices drawn by ${kneesAt} ms after navigation began; update after a batch change with the workers idle median ${median(idle).toFixed(1)} ms over ${UPDATES}, max ${Math.max(...idle).toFixed(1)} ms`,
    );
    // The simulator: the page's performance.now() from the change's request to the worker's panel drawn.
    const drawn = () =>
      page.waitForFunction(
        () =>
          document.body.dataset.simDrawn !== undefined &&
          document.body.dataset.simDrawn === document.body.dataset.simAsked,
        null,
        { timeout: 120_000 },
      );
    await drawn();
    const firstSim = Number(await page.evaluate(() => document.body.dataset.simMs));
    const sims: number[] = [];
    for (let i = 0; i < SIM_UPDATES; i++) {
      const asked = Number(await page.evaluate(() => document.body.dataset.simAsked));
      await page.fill("#rate", i % 2 ? "4" : "8");
      await page.locator("#rate").press("Tab");
      await page.waitForFunction((n) => Number(document.body.dataset.simAsked) > n, asked, {
        timeout: 120_000,
      });
      await drawn();
      sims.push(Number(await page.evaluate(() => document.body.dataset.simMs)));
    }
    console.log(
      `explore page simulator (llama-3.1-8b on h100-sxm, 300 requests, poisson 4 <-> 8 req/s): first panel ${firstSim.toFixed(0)} ms after its request (binding included); after a rate change median ${median(sims).toFixed(0)} ms over ${SIM_UPDATES}, max ${Math.max(...sims).toFixed(0)} ms; a workload change redraws no cost panel, and a cost change that leaves the simulator's command as it was runs no simulation`,
    );
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
