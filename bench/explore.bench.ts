// npm run bench (after build:cli): issue 29's page, `venn explore llama-3.1-8b qwen3-30b-a3b --hardware
// h100-sxm,h200-sxm,b200`, in headless Chromium: its size (raw and gzipped), first paint (load to the first panels
// drawn: the opening report venn explore carried, then the page's own analysis of it) and the update after a control change (batch 1 ↔ 64, the page's own performance.now() around the redraw),
// median of UPDATES. Wall-clock goes to stdout only. Skips, saying so, where Chromium is missing.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { explore } from "../src/index.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const UPDATES = Number(process.env.BENCH_UPDATES ?? 20);
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
});
if (!html) throw new Error(diagnostics.map((d) => d.message).join("\n"));
const bytes = Buffer.byteLength(html);
const gzipped = gzipSync(html, { level: 9 }).length;
console.log(
  `explore page: ${(bytes / 1e6).toFixed(2)} MB, ${(gzipped / 1e3).toFixed(0)} KB gzipped (budget 1.5 MB, 450 KB)`,
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
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
