import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  type ExploreState,
  kneeArgs,
  kneeRow,
  simulateArgs,
  simulationFigures,
  stateToHash,
} from "../../src/explore/index.ts";
import { simulationSeriesChart } from "../../src/render/index.ts";
import type { SimulateModel } from "../../src/report/index.ts";
import { ROOT, runCli, SHOOT, seededRandom } from "../helpers.ts";
import { CHROMIUM, type OpenExplorer, openExplorer } from "./chromium.ts";

// The explorer's serving simulator in a real Chromium: for generated settings (seeded), every number of its panel, raw
// value and text, and every point of its time series is the one `venn simulate --format json` gives for the command
// the page prints; a result for an older state is never drawn; a hostile hash gets a message, not a crash or a NaN;
// the panel's chart reads at 390 and 1,440 px.
const MODELS = ["llama-3.1-8b", "qwen3-8b", "qwen3-30b-a3b"];
const DEVICES = ["h100-sxm", "h200-sxm", "b200"];
const CONFIGS = 6;
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");

function configurations(seed: number, count: number): ExploreState[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const named = pick(["", "", "sharegpt", "azure-conv", "azure-code"]);
    return {
      ...DEFAULT_STATE,
      model: pick(MODELS),
      hardware: [pick(DEVICES)],
      precision: pick(["", "", "fp8"] as const),
      parallel: pick(["", "", "tp=2"]),
      price: pick([0, 0, 2.5]),
      isl: named || pick(["1024", "512", "lognormal:1000,600", "uniform:100-900"]),
      osl: named || pick(["256", "128", "normal:200,50"]),
      load: pick(["poisson", "poisson", "concurrency"] as const),
      rate: pick([1, 2.5, 4, 16]),
      concurrency: pick([4, 16, 64]),
      requests: pick([100, 200, 300]),
      ttft: pick([0, 200, 500]),
      tpot: pick([0, 20, 30]),
    };
  });
}

const simShown = (page: Page) =>
  page.locator("#sim-panel [data-sim]").evaluateAll((els) =>
    els.map((e) => ({
      key: (e as HTMLElement).dataset.sim,
      value: (e as HTMLElement).dataset.value,
      text: e.textContent,
    })),
  );

/** Every polyline's points in the chart frames, in order: the time series drawn. */
const pointsOf = (svg: string) => [...svg.matchAll(/points="([^"]*)"/g)].map((m) => m[1]);

/** Waits for the cost panels' update n and then for the simulator's answer to the newest state. */
async function settled(page: Page, updates: number) {
  await page.waitForFunction((n) => document.body.dataset.updates === String(n), updates, {
    timeout: 120_000,
  });
  await page.waitForFunction(
    () =>
      document.body.dataset.simDrawn !== undefined &&
      document.body.dataset.simDrawn === document.body.dataset.simAsked,
    null,
    { timeout: 120_000 },
  );
}

/** Waits for the SLA knees of the newest state. */
const kneesDrawn = (page: Page) =>
  page.waitForFunction(
    () =>
      document.body.dataset.kneeDrawn !== undefined &&
      document.body.dataset.kneeDrawn === document.body.dataset.kneeAsked,
    null,
    { timeout: 300_000 },
  );

describe.skipIf(!existsSync(CHROMIUM))("venn explore's simulator in Chromium", () => {
  let opened: OpenExplorer;
  let context: BrowserContext;
  let file = "";

  beforeAll(async () => {
    opened = await openExplorer("venn-explore-sim-", { models: MODELS, hardware: DEVICES, simulator: true });
    ({ context, file } = opened);
  }, 180_000);

  afterAll(() => opened?.close());

  it(`shows venn simulate's numbers and time series, exactly, for ${CONFIGS} generated settings set through the URL`, async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(pathToFileURL(file).href);
    await settled(page, 1);
    let updates = 1;
    let compared = 0;
    const opening: ExploreState = { ...DEFAULT_STATE, model: MODELS[0] as string, hardware: DEVICES };
    for (const [i, state] of [opening, ...configurations(31, CONFIGS)].entries()) {
      if (i > 0) {
        await page.evaluate((hash) => {
          location.hash = hash;
        }, stateToHash(state));
        updates += 1;
        await settled(page, updates);
      }
      const argv = simulateArgs(state);
      expect(await page.inputValue("#sim-cli"), `config ${i}`).toBe(`venn ${argv.join(" ")}`);
      const cli = runCli([...argv, "--format", "json"]);
      const onPage = await simShown(page);
      if (cli.code !== 0) {
        // A run the CLI refuses is refused on the page too, with no number shown.
        expect(onPage, `config ${i}: ${cli.stderr}`).toEqual([]);
        expect(await page.locator("#sim-panel .error").count()).toBe(1);
        continue;
      }
      const report = JSON.parse(cli.stdout) as SimulateModel;
      const expected = simulationFigures(report).map((f) => ({
        key: f.key,
        value: f.value === null ? "" : String(f.value),
        text: f.text,
      }));
      expect(onPage, `config ${i}: venn ${argv.join(" ")}`).toEqual(expected);
      const drawn = await page
        .locator("#sim-panel polyline")
        .evaluateAll((els) => els.map((e) => e.getAttribute("points")));
      expect(drawn, `config ${i}: time series`).toEqual(pointsOf(simulationSeriesChart(report)));
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(5);
    expect(errors).toEqual([]);
  }, 600_000);

  it("never draws a result for an older state, and answers a hostile hash with a message", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(pathToFileURL(file).href);
    await settled(page, 1);
    // Every run line the panel ever shows, recorded as it is drawn.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const run = document.querySelector("#sim-panel .sim-run");
        if (run?.textContent) seen.push(run.textContent);
      }).observe(document.getElementById("sim-panel") as HTMLElement, { childList: true, subtree: true });
    });
    const base: ExploreState = { ...DEFAULT_STATE, model: "llama-3.1-8b", hardware: ["h100-sxm"] };
    // A long run, superseded while it runs by a short one.
    await page.evaluate(
      (hash) => {
        location.hash = hash;
      },
      stateToHash({ ...base, requests: 3000, isl: "2048" }),
    );
    await page.waitForFunction(() => document.body.dataset.updates === "2", null, { timeout: 120_000 });
    await page.evaluate(
      (hash) => {
        location.hash = hash;
      },
      stateToHash({ ...base, requests: 100, isl: "512" }),
    );
    await settled(page, 3);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => s.includes("3000 requests"))).toEqual([]);
    expect(seen.at(-1)).toContain("isl 512");

    let updates = 3;
    // biome-ignore format: one hostile hash per line
    const hostile = [
      // out of range or not numbers: the previous values stay, and the run goes on
      ["ttft=1e400&tpot=NaN&rate=-3&load=<script>&requests=150", ""],
      ["isl=nonsense", "--isl nonsense"],
      ["osl=../x.lengths.csv", "--osl ../x.lengths.csv"],
      ["isl=lognormal:-5,2", "--isl lognormal:-5,2"],
      ["requests=999999", "--requests 999999"],
      ["concurrency=100000&load=concurrency", "--concurrency 100000"],
      ["rate=1e300", "--arrivals poisson:1e+300"],
    ] as const;
    for (const [pairs, message] of hostile) {
      await page.evaluate(
        (hash) => {
          location.hash = hash;
        },
        `${stateToHash(base)}&${pairs}`,
      );
      updates += 1;
      await settled(page, updates);
      const text = (await page.locator("#simulator").textContent()) ?? "";
      expect(text, pairs).not.toMatch(/NaN|undefined|Infinity/);
      if (message) {
        const shown = (await page.locator("#sim-panel .error").textContent()) ?? "";
        expect(shown, pairs).toContain(message);
      } else expect(await simShown(page), pairs).not.toEqual([]);
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it("runs the simulator from its controls, leaving the cost panels as they are, and writes them to the hash", async () => {
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    await settled(page, 1);
    const asked = Number(await page.evaluate(() => document.body.dataset.simAsked));
    await page.selectOption("#load", "concurrency");
    await page.fill("#concurrency", "8");
    await page.fill("#isl", "sharegpt");
    await page.locator("#isl").press("Tab");
    await page.waitForFunction((n) => Number(document.body.dataset.simAsked) > n, asked, {
      timeout: 120_000,
    });
    await settled(page, 1);
    const state: ExploreState = {
      ...DEFAULT_STATE,
      model: MODELS[0] as string,
      hardware: DEVICES,
      load: "concurrency",
      concurrency: 8,
      isl: "sharegpt",
    };
    expect(await page.inputValue("#sim-cli")).toBe(`venn ${simulateArgs(state).join(" ")}`);
    expect(await page.evaluate(() => location.hash.slice(1))).toBe(stateToHash(state));
    const cli = runCli([...simulateArgs(state), "--format", "json"]);
    const expected = simulationFigures(JSON.parse(cli.stdout) as SimulateModel).map((f) => ({
      key: f.key,
      value: f.value === null ? "" : String(f.value),
      text: f.text,
    }));
    expect(await simShown(page)).toEqual(expected);
    await page.close();
  }, 300_000);

  it("marks each device's SLA knee as venn simulate --rates finds it", async () => {
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    await kneesDrawn(page);
    const onPage = await page
      .locator("#knee-panel [data-knee]")
      .evaluateAll((els) =>
        els.map((e) => [(e as HTMLElement).dataset.knee, (e as HTMLElement).dataset.value]),
      );
    const state: ExploreState = { ...DEFAULT_STATE, model: MODELS[0] as string, hardware: DEVICES };
    const expected = DEVICES.flatMap((h) => {
      const cli = runCli([...kneeArgs(state, h), "--format", "json"]);
      expect(cli.code, cli.stderr).toBe(0);
      const row = kneeRow(JSON.parse(cli.stdout) as SimulateModel);
      const raw = (v: number | null) => (v === null ? "" : String(v));
      return row.knee === null
        ? [[`${h}.knee`, ""]]
        : [
            [`${h}.knee`, raw(row.knee)],
            [`${h}.outputTokensPerSecond`, raw(row.outputTokensPerSecond)],
            [`${h}.usdPerMillionTokens`, raw(row.usdPerMillionTokens)],
          ];
    });
    expect(onPage).toEqual(expected);
    // some device meets the SLA somewhere on the sweep, so the comparison holds numbers
    expect(expected.some(([k, v]) => k?.endsWith(".knee") && v !== "")).toBe(true);
    await page.close();
  }, 300_000);

  it("draws its chart readably at 390 and 1,440 px: the frame for the width, text ≥ 11 px, nothing past the edge", async () => {
    if (SHOOT) mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [390, 1440]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pathToFileURL(file).href);
      await settled(page, 1);
      await kneesDrawn(page);
      const found = await page.evaluate(() => {
        const visible = (selector: string) =>
          Array.from(document.querySelectorAll(selector)).filter((s) => s.getClientRects().length > 0);
        const svgs = visible("#sim-panel svg");
        const small: string[] = [];
        // the time series and the devices at their SLA knees
        for (const svg of visible("#simulator svg"))
          for (const t of Array.from(svg.querySelectorAll("text"))) {
            const ctm = (t as SVGTextElement).getScreenCTM();
            const px = Number.parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm?.a ?? 0, ctm?.b ?? 0);
            if (px < 11 - 0.01) small.push(`${t.textContent} ${px.toFixed(1)} px`);
          }
        return {
          frames: svgs.map((s) =>
            (s.getAttribute("class") ?? "").split(" ").find((c) => c.startsWith("chart-")),
          ),
          small,
          pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(found.frames, `${width} px`).toEqual([width < 960 ? "chart-narrow" : "chart-wide"]);
      expect(found.small, `${width} px`).toEqual([]);
      expect(found.pageScroll, `${width} px`).toBe(0);
      if (SHOOT)
        await page.locator("#simulator").screenshot({ path: join(SCREENSHOTS, `explore-sim-${width}.png`) });
      await page.close();
    }
  }, 300_000);
});
