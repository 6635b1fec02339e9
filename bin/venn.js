#!/usr/bin/env node
// CommonJS (bin/package.json), as the loader it requires is: the ES module loader would add 10-20 ms to every start.
// In a checkout (src/ beside bin/), a bundle older than any file of src/, templates/ or build/ is rebuilt first, so an
// edit never runs stale and an unchanged tree never waits for a build. The files are stat'ed on libuv's threads while
// this thread reads and compiles the bundle, which runs only once every answer is in.
const { existsSync, readdirSync, stat, statSync } = require("node:fs");
const { join } = require("node:path");

const root = join(__dirname, "..");
const bundle = join(root, "dist", "venn.cjs");
const loader = join(root, "dist", "venn-loader.cjs");
const checked = process.env.VENN_STALE_CHECK !== "off" && existsSync(join(root, "src"));

function build() {
  process.stderr.write("venn: a source changed since the last build; npm run build:cli first\n");
  // Loaded only here: node:child_process costs a start-up about 5 ms. The build's output goes to stderr: stdout is the report's.
  const built = require("node:child_process").spawnSync("npm", ["run", "-s", "build:cli"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
    shell: process.platform === "win32",
  });
  if (built.status !== 0) process.exit(built.status ?? 2);
}

function filesUnder(dir, into) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) filesUnder(path, into);
    else into.push(path);
  }
  return into;
}

/** Calls back with whether any file is newer than `built` (ms), once every stat has answered. */
function anyNewer(files, built, callback) {
  let waiting = files.length;
  let newer = false;
  if (waiting === 0) return callback(false);
  for (const file of files)
    stat(file, (error, s) => {
      if (!error && s.mtimeMs > built) newer = true;
      if (--waiting === 0) callback(newer);
    });
}

if (checked && (!existsSync(bundle) || !existsSync(loader))) build();
if (!checked) require(loader).compile()();
else {
  const files = ["src", "templates", "build"].flatMap((dir) => filesUnder(join(root, dir), []));
  const built = statSync(bundle).mtimeMs;
  let run;
  anyNewer(files, built, (stale) => {
    if (stale) {
      build();
      delete require.cache[loader];
      run = require(loader).compile();
    }
    run();
  });
  run = require(loader).compile();
}
