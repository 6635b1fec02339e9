// What the optional suites need from the machine, said once: the suites skip on it and the run's summary names it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium, which the browser tests drive through playwright-core (CHROMIUM_PATH overrides). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The system Python with Debian's PyTorch, which runs tools/collect on the CPU. */
export const PYTHON = "/usr/bin/python3";

export interface Prerequisite {
  /** The test folder that skips without it. */
  folder: string;
  what: string;
  present: () => boolean;
  /** The command that turns the folder's tests on. */
  install: string;
}

export const PREREQUISITES: readonly Prerequisite[] = [
  {
    folder: "test/browser",
    what: `Chromium at ${CHROMIUM}`,
    present: () => existsSync(CHROMIUM),
    install: "apt-get install chromium",
  },
  {
    folder: "test/collect",
    what: `PyTorch for ${PYTHON}`,
    present: () => existsSync(PYTHON) && spawnSync(PYTHON, ["-c", "import torch"]).status === 0,
    install: "apt-get install python3-torch",
  },
];
