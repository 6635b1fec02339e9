#!/usr/bin/env node
// CommonJS (bin/package.json), as the loader it requires is: the ES module loader would add 10-20 ms to every start.
// In a checkout (src/ beside bin/), a bundle older than any file of src/, templates/ or build/ is rebuilt first,
// so an edit never runs stale and an unchanged tree never waits for a build; the check is one stat per file.
const { existsSync, readdirSync, statSync } = require("node:fs");
const { join } = require("node:path");

const root = join(__dirname, "..");
const bundle = join(root, "dist", "venn.cjs");
const loader = join(root, "dist", "venn-loader.cjs");

function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const at = entry.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs;
    if (at > newest) newest = at;
  }
  return newest;
}

function stale() {
  if (!existsSync(bundle) || !existsSync(loader)) return true;
  const built = statSync(bundle).mtimeMs;
  return ["src", "templates", "build"].some((dir) => newestUnder(join(root, dir)) > built);
}

if (process.env.VENN_STALE_CHECK !== "off" && existsSync(join(root, "src")) && stale()) {
  process.stderr.write("venn: a source changed since the last build; npm run build:cli first\n");
  // Loaded only here: node:child_process costs a start-up about 5 ms. The build's output goes to stderr: stdout is the report's.
  const built = require("node:child_process").spawnSync("npm", ["run", "-s", "build:cli"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
    shell: process.platform === "win32",
  });
  if (built.status !== 0) process.exit(built.status ?? 2);
}
require(loader);
