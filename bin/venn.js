#!/usr/bin/env node
// CommonJS (bin/package.json), as the loader it requires is: the ES module loader would add 10-20 ms to every start.
// In a checkout (src/ beside bin/), a bundle older than any file of src/, templates/ or build/ is rebuilt first, so an
// edit never runs stale and an unchanged tree never waits for a build. The stats run in line: about 240 of them cost
// 3 ms, where handing each to libuv's threads and taking its answer back cost the main thread twice that.
const { existsSync, readdirSync, statSync } = require("node:fs");
const { join } = require("node:path");

const root = join(__dirname, "..");
const bundle = join(root, "dist", "venn.cjs");
const loader = join(root, "dist", "venn-loader.cjs");

/** Whether any file under dir is newer than `built` (ms); stops at the first. */
function anyNewer(dir, built) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    const newer = entry.isDirectory()
      ? anyNewer(path, built)
      : (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) > built;
    if (newer) return true;
  }
  return false;
}

function stale() {
  if (!existsSync(bundle) || !existsSync(loader)) return true;
  const built = statSync(bundle).mtimeMs;
  return ["src", "templates", "build"].some((dir) => anyNewer(join(root, dir), built));
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
require(loader).compile()();
