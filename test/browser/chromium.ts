// How the browser tests start headless Chromium (Debian's, or CHROMIUM_PATH): one place for its flags.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { expect } from "vitest";
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
