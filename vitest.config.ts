import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Files that replace a module with vi.mock: they need a module graph of their own. */
const MOCKING = ["test/unit/instantiate/bind.test.ts", "test/unit/instantiate/bind-per-command.test.ts"];

export default defineConfig({
  test: {
    globalSetup: ["test/setup/global.ts"],
    setupFiles: ["test/setup/fail-on-console.ts"],
    // Limits for a process that must finish, sized for a busy 2-core machine: no test measures speed.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    // vitest's default (one worker fewer than the cores) is one worker on 2 cores, where half the suite's time is
    // spent waiting on the CLI and Chromium processes it starts: two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // One module graph per worker across files: importing the stages once, not once per file, is most of the
      // suite's CPU time (import 337 s against 21 s for test/unit on a busy 2-core machine).
      {
        extends: true,
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: MOCKING,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: MOCKING, isolate: true } },
    ],
  },
});
