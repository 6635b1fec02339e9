// How the browser tests start headless Chromium (Debian's, or CHROMIUM_PATH): one place for its flags.
import { type BrowserContext, chromium } from "playwright-core";

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
