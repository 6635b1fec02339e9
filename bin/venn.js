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

/**
 * Whether any file under dir is newer than `built` (ms); stops at the first. A file dated in the future is named
 * and not counted: the bundle built for it would be older than it again, and every run would rebuild.
 */
function anyNewer(dir, built, now) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (anyNewer(path, built, now)) return true;
      continue;
    }
    const mtime = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime > now) {
      process.stderr.write(`venn: ${path} is dated in the future (${new Date(mtime).toISOString()}); touch it\n`);
      continue;
    }
    if (mtime > built) return true;
  }
  return false;
}

function stale() {
  if (!existsSync(bundle) || !existsSync(loader)) return true;
  const built = statSync(bundle).mtimeMs;
  const now = Date.now();
  return ["src", "templates", "build"].some((dir) => anyNewer(join(root, dir), built, now));
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
// Only the loading is guarded: the run's own errors are the bundle's to report (bin.ts).
let compile;
try {
  compile = require(loader).compile;
  if (typeof compile !== "function") throw new TypeError("it exports no compile function");
} catch (error) {
  process.stderr.write(
    `venn: ${loader} cannot be loaded (${error.name}: ${String(error.message).split("\n")[0]}): run npm run build:cli (or reinstall)\n`,
  );
  process.exit(2);
}
compile()();
