import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  deviceFigures,
  type ExploreState,
  reportArgs,
  stateFromHash,
  stateToHash,
} from "../../src/explore/index.ts";
import { parseLayout } from "../../src/ir/index.ts";
import type { ReportModel } from "../../src/report/index.ts";
import { ROOT, runCli, SHOOT, seededRandom } from "../helpers.ts";
import { CHROMIUM, type OpenExplorer, openExplorer } from "./chromium.ts";

// The explorer page in a real Chromium: for generated settings (seeded), every number the page shows, its raw value
// and its text, is the one `venn report --format json` gives for the same arguments (the page's "Copy CLI").
const SCREENSHOTS = join(ROOT, "test/browser/screenshots");
const MODELS = ["llama-3.1-8b", "qwen3-30b-a3b", "qwen3-8b"];
const DEVICES = ["h100-sxm", "h200-sxm", "b200"];
/** Settings generated; at least COMPARED of them must cost (the rest are refused alike by the CLI and the page). */
const CONFIGS = 28;
/** The page's opening devices at venn report's defaults, over which imported models are costed. */
const BASE: ExploreState = {
  ...DEFAULT_STATE,
  model: "llama-3.1-8b",
  hardware: ["h100-sxm", "h200-sxm", "b200"],
};
const COMPARED = 20;

function configurations(seed: number, count: number): ExploreState[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const devices = DEVICES.filter(() => next() < 0.6);
    return {
      ...DEFAULT_STATE,
      model: pick(MODELS),
      hardware: devices.length ? devices : [pick(DEVICES)],
      precision: pick(["", "", "bf16", "fp8"] as const),
      engine: "vllm",
      parallel: pick(["", "", "tp=2"]),
      batch: pick([1, 2, 8, 16, 32, 64, 128]),
      context: pick([512, 1024, 4096, 8192, 32768]),
      chunk: pick([0, 0, 512, 2048]),
      price: pick([0, 0, 1.75, 3.5]),
      against: pick(["", "", "qwen3-8b", "llama-3.1-8b"]),
    };
  });
}

const shown = (page: Page) =>
  page.locator("[data-key]").evaluateAll((els) =>
    els.map((e) => ({
      key: (e as HTMLElement).dataset.key,
      value: (e as HTMLElement).dataset.value,
      text: e.textContent,
      hasSource: (e.getAttribute("title") ?? "") !== "",
    })),
  );

describe.skipIf(!existsSync(CHROMIUM))("venn explore's page in Chromium", () => {
  let opened: OpenExplorer;
  let context: BrowserContext;
  let dir = "";
  let file = "";

  beforeAll(async () => {
    opened = await openExplorer("venn-explore-", { models: MODELS, hardware: DEVICES, simulator: false });
    ({ context, dir, file } = opened);
    if (SHOOT) mkdirSync(SCREENSHOTS, { recursive: true });
  }, 180_000);

  afterAll(() => opened?.close());

  it(`shows the CLI's numbers, exactly, for ${COMPARED} or more of ${CONFIGS} generated settings set through the URL`, async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.updates === "1", null, { timeout: 120_000 });
    // It first drew the report venn explore computed for the opening state; its own analysis drew the same panels.
    expect(await page.evaluate(() => document.body.dataset.opening)).toBe("same");
    // The page opens on venn report's defaults for the first model and devices.
    const opening = {
      ...DEFAULT_STATE,
      model: MODELS[0] as string,
      hardware: DEVICES,
      precision: "",
      engine: "vllm",
      parallel: "",
      batch: 1,
      context: 4096,
      chunk: 0,
      price: 0,
      against: "",
    } as ExploreState;
    const states = [opening, ...configurations(29, CONFIGS)];
    let updates = 1;
    let compared = 0;
    let vennFigures = 0;
    for (const [i, state] of states.entries()) {
      if (i > 0) {
        await page.evaluate((hash) => {
          location.hash = hash;
        }, stateToHash(state));
        updates += 1;
        await page.waitForFunction((n) => document.body.dataset.updates === String(n), updates, {
          timeout: 120_000,
        });
      }
      const cli = runCli([...reportArgs(state), "--format", "json"]);
      const onPage = await shown(page);
      const command = await page.inputValue("#cli");
      expect(command, `config ${i}`).toBe(`venn ${reportArgs(state).join(" ")}`);
      if (cli.code !== 0) {
        // A setting the CLI refuses is refused on the page too, with no number shown.
        expect(onPage, `config ${i}: ${cli.stderr}`).toEqual([]);
        expect(await page.locator("#panels .error").count()).toBe(1);
        continue;
      }
      const report = JSON.parse(cli.stdout) as ReportModel;
      const layout = state.parallel ? parseLayout(state.parallel).layout : undefined;
      const expected = report.hardware.flatMap((h) =>
        deviceFigures(report, h.id, layout).map((f) => ({
          key: f.key,
          value: f.value === null ? "" : String(f.value),
          text: f.text,
          hasSource: true,
        })),
      );
      expect(expected.length, `config ${i}`).toBeGreaterThan(0);
      expect(onPage, `config ${i}: ${command}`).toEqual(expected);
      compared += 1;
      vennFigures += expected.filter((f) => f.key.includes(".venn.")).length;
    }
    expect(compared).toBeGreaterThanOrEqual(COMPARED);
    // some settings classify against a reference model: their Venn numbers are checked too
    expect(vennFigures).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 600_000);

  // Three device columns at 1440 px are 450 px each: the roofline there is its narrow frame, ceilings named on their
  // lines, text no smaller than 10 px and inside the chart; the wide frame where a column has room (one device).
  it.each([
    [390, 3],
    [1440, 3],
    [1440, 1],
  ])(
    "draws each roofline readable and whole at %i px with %i devices",
    async (width, devices) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${pathToFileURL(file).href}#hardware=${DEVICES.slice(0, devices).join(",")}`);
      await page.waitForFunction(() => document.body.dataset.updates === "1", null, { timeout: 120_000 });
      const charts = await page.locator("svg.roofline").evaluateAll((svgs) =>
        svgs
          .filter((svg) => (svg as SVGElement).getBoundingClientRect().width > 0)
          .map((svg) => {
            const box = svg.getBoundingClientRect();
            const texts = Array.from(svg.querySelectorAll("text")).map((t) => ({
              text: t.textContent,
              at: t.getBoundingClientRect(),
            }));
            return {
              frame: svg.classList.contains("narrow") ? "narrow" : "wide",
              smallest: Math.min(...texts.map((t) => t.at.height)),
              outside: texts
                .filter((t) => t.at.left < box.left - 1 || t.at.right > box.right + 1)
                .map((t) => `${t.text} at ${t.at.left}–${t.at.right} in ${box.left}–${box.right}`),
            };
          }),
      );
      expect(charts).toHaveLength(devices);
      for (const c of charts) {
        expect(c.frame).toBe(width === 1440 && devices === 1 ? "wide" : "narrow");
        // a 12 px label's box is about 14 px high; 10 px is the least that reads
        expect(c.smallest).toBeGreaterThanOrEqual(10);
        expect(c.outside).toEqual([]);
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      if (SHOOT)
        await page.screenshot({ path: join(SCREENSHOTS, `explore-${width}-${devices}.png`), fullPage: true });
      await page.close();
    },
    180_000,
  );

  /** Hands `text` to the page as a file named `name`: through the labelled file input, or dropped on the page. */
  const give = async (page: Page, text: string, name: string, how: "input" | "drop") => {
    const before = Number((await page.evaluate(() => document.body.dataset.imports)) ?? 0);
    if (how === "input")
      await page.setInputFiles("#hf-config", {
        name,
        mimeType: "application/json",
        buffer: Buffer.from(text),
      });
    else {
      const transfer = await page.evaluateHandle(
        ([t, n]) => {
          const d = new DataTransfer();
          d.items.add(new File([t as string], n as string, { type: "application/json" }));
          return d;
        },
        [text, name],
      );
      await page.dispatchEvent("body", "drop", { dataTransfer: transfer });
    }
    await page.waitForFunction((n) => Number(document.body.dataset.imports ?? 0) === n, before + 1, {
      timeout: 120_000,
    });
  };

  it("costs a dropped or chosen Hugging Face config as venn import-hf then venn report do, and says what is wrong with a hostile one", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.updates === "1", null, { timeout: 120_000 });
    // Mistral 7B names no repository (its id comes from the file's name); Gemma 2 9B names one whose id a shipped
    // model has (it comes in as gemma-2-9b-imported).
    const fixtures = [
      { fixture: "mistral-7b-v0.3", how: "drop", id: "config", idFlag: ["--id", "config"] },
      {
        fixture: "gemma-2-9b",
        how: "input",
        id: "gemma-2-9b-imported",
        idFlag: ["--id", "gemma-2-9b-imported"],
      },
    ] as const;
    let updates = 1;
    let compared = 0;
    for (const f of fixtures) {
      const config = join(ROOT, "test/fixtures/hf", f.fixture, "config.json");
      const written = join(dir, `${f.id}.model.yaml`);
      const imported = runCli(["import-hf", config, ...f.idFlag, "-o", written]);
      expect(imported.code, imported.stderr).toBe(0);
      await give(page, readFileSync(config, "utf8"), "config.json", f.how);
      updates += 1;
      await page.waitForFunction((n) => document.body.dataset.updates === String(n), updates, {
        timeout: 120_000,
      });
      expect(await page.inputValue("#model")).toBe(f.id);
      expect(await page.locator("#imported").textContent()).toContain(
        `venn import-hf config.json --id ${f.id}`,
      );
      const settings: ExploreState[] = [
        { ...(await page.evaluate(() => location.hash).then((h) => stateFromHash(h, BASE))) },
        { ...BASE, model: f.id, parallel: "tp=2", batch: 32, context: 8192, chunk: 512 },
        { ...BASE, model: f.id, precision: "fp8", batch: 8, against: "llama-3.1-8b" },
      ];
      for (const [i, state] of settings.entries()) {
        if (i > 0) {
          await page.evaluate((hash) => {
            location.hash = hash;
          }, stateToHash(state));
          updates += 1;
          await page.waitForFunction((n) => document.body.dataset.updates === String(n), updates, {
            timeout: 120_000,
          });
        }
        const args = reportArgs(state);
        const cli = runCli([...args.slice(0, 1), written, ...args.slice(2), "--format", "json"]);
        const onPage = await shown(page);
        if (cli.code !== 0) {
          expect(onPage, `${f.fixture} ${i}: ${cli.stderr}`).toEqual([]);
          continue;
        }
        const report = JSON.parse(cli.stdout) as ReportModel;
        const layout = state.parallel ? parseLayout(state.parallel).layout : undefined;
        const expected = report.hardware.flatMap((h) =>
          deviceFigures(report, h.id, layout).map((x) => ({
            key: x.key,
            value: x.value === null ? "" : String(x.value),
            text: x.text,
            hasSource: true,
          })),
        );
        expect(onPage, `${f.fixture} ${i}`).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(4);
    // Hostile files: said on the page at their line and column, the models and panels as they were.
    const models = await page.locator("#model option").count();
    const hostile = [
      {
        text: '{\n  "model_type": "llama",\n  "hidden_size": ',
        code: "IMPORT_JSON_INVALID",
        at: "config.json:3:",
      },
      {
        text: readFileSync(join(ROOT, "test/fixtures/hf/mistral-7b-v0.3/config.json"), "utf8").replace(
          /"hidden_size": 4096/,
          '"hidden_size": "4096"',
        ),
        code: "IMPORT_",
        at: "config.json:",
      },
      { text: "[1, 2, 3]", code: "IMPORT_", at: "config.json:1:1" },
    ];
    for (const h of hostile) {
      await give(page, h.text, "config.json", "drop");
      const said = (await page.locator("#imported").textContent()) ?? "";
      expect(said).toContain("was not imported");
      expect(said).toContain(h.code);
      expect(said).toContain(h.at);
    }
    expect(await page.locator("#model option").count()).toBe(models);
    expect(await page.locator("[data-key]").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
