// Once per run: a temporary folder the run owns (every test's temp files and every child's TMPDIR land in it, and it
// is removed at the end whatever a killed worker left), and a closing word on the suites that skipped and why.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PREREQUISITES } from "./prerequisites.ts";

export default function setup() {
  // Each project of vitest.config.ts runs the global setup again in the same process: the first one serves the run.
  if (process.env.VENN_TEST_TMPDIR) return;
  const root = mkdtempSync(join(tmpdir(), "venn-test-"));
  // Test workers start after this and inherit it; os.tmpdir() reads TMPDIR on every call.
  process.env.VENN_TEST_TMPDIR = root;
  process.env.TMPDIR = root;
  const missing = PREREQUISITES.filter((p) => !p.present());
  return () => {
    rmSync(root, { recursive: true, force: true });
    for (const p of missing)
      process.stdout.write(`skipped ${p.folder}: no ${p.what}; \`${p.install}\` turns its tests on\n`);
  };
}
