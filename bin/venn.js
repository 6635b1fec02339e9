#!/usr/bin/env node
// The CLI bundle (npm run build:cli, run by prepare) loads in a fraction of the time of mathjs's many modules.
// In a checkout (src/ beside bin/), a bundle older than any file of src/, templates/ or build/ is rebuilt first,
// so an edit never runs stale and an unchanged tree never waits for a build; the check is one stat per file.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = `${root}/dist/venn.cjs`;

function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    const at = entry.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs;
    if (at > newest) newest = at;
  }
  return newest;
}

function stale() {
  if (!existsSync(bundle) || !existsSync(`${root}/dist/venn.mjs`)) return true;
  const built = statSync(bundle).mtimeMs;
  return ["src", "templates", "build"].some((dir) => newestUnder(`${root}/${dir}`) > built);
}

if (process.env.VENN_STALE_CHECK !== "off" && existsSync(`${root}/src`) && stale()) {
  process.stderr.write("venn: a source changed since the last build; npm run build:cli first\n");
  // The build's output goes to stderr: stdout is the report's.
  const built = spawnSync("npm", ["run", "-s", "build:cli"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
    shell: process.platform === "win32",
  });
  if (built.status !== 0) process.exit(built.status ?? 2);
}
await import("../dist/venn.mjs");
