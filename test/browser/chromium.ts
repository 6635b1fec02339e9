// How the browser tests start headless Chromium (Debian's, or CHROMIUM_PATH): one place for its flags.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { expect } from "vitest";
import { bundleExplorePage, EXPLORE_PAGE_SCRIPT, EXPLORE_SIM_PAGE_SCRIPT } from "../../build/explore.ts";
import { explore } from "../../src/app/explore.ts";
import { runCli } from "../helpers.ts";

export { CHROMIUM } from "../setup/prerequisites.ts";

import { CHROMIUM } from "../setup/prerequisites.ts";

/** Offline and quiet: no sandbox (CI runs as root), no GPU, no first-run or background network traffic. */
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
];

/** A persistent Chromium context in `userData` with the given window. */
export function launchChromium(
  userData: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userData, { executablePath: CHROMIUM, args: ARGS, viewport });
}

/** Writes each command's HTML page to `dir`/NAME.html; a command may fail its gate (a diff) as long as it writes its page. */
export function writeHtmlPages(dir: string, pages: Record<string, readonly string[]>): void {
  for (const [name, argv] of Object.entries(pages)) {
    const html = runCli([...argv, "--format", "html"]);
    expect(html.stdout, `${name}: ${html.stderr}`).toContain("<html");
    writeFileSync(join(dir, `${name}.html`), html.stdout);
  }
}

/** An explorer page written to a temporary folder, with Chromium started on it; close() removes both. */
export interface OpenExplorer {
  context: BrowserContext;
  /** The folder holding the page (and anything a test writes beside it). */
  dir: string;
  file: string;
  close: () => Promise<void>;
}

/** Bundles the page scripts, writes `venn explore`'s page for these models and devices and opens Chromium at 1440 px. */
export async function openExplorer(
  prefix: string,
  options: { models: string[]; hardware: string[]; simulator: boolean },
): Promise<OpenExplorer> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const userData = mkdtempSync(join(tmpdir(), "venn-chromium-"));
  await bundleExplorePage(dir);
  const result = explore({
    ...options,
    script: readFileSync(
      join(dir, options.simulator ? EXPLORE_SIM_PAGE_SCRIPT : EXPLORE_PAGE_SCRIPT),
      "utf8",
    ),
  });
  expect(result.diagnostics).toEqual([]);
  const file = join(dir, "explorer.html");
  writeFileSync(file, result.html as string);
  const context = await launchChromium(userData, { width: 1440, height: 900 });
  return {
    context,
    dir,
    file,
    close: async () => {
      await context.close();
      for (const d of [dir, userData]) rmSync(d, { recursive: true, force: true });
    },
  };
}
