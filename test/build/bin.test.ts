// bin/venn.js (CommonJS, as bin/package.json says) runs the bundle's loader, rebuilding first only where a file of
// src/, templates/ or build/ is newer than the bundle: in a stand-in checkout whose build:cli writes a stand-in loader.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers.ts";

let dir: string;
// The stand-in build writes a loader whose compiled bundle prints which build it is and its arguments.
const BUILD = `const fs = require("node:fs"); fs.mkdirSync("dist", { recursive: true });
fs.writeFileSync("dist/venn.cjs", "");
fs.writeFileSync("dist/venn-loader.cjs", 'exports.compile = () => () => process.stdout.write("rebuilt " + process.argv.slice(2).join(",") + "\\\\n");');`;

function run(env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(dir, "bin/venn.js"), "a", "b"], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

/** Sets a file's times `seconds` from now, so the order of bundle and sources does not hang on the clock's grain. */
function touch(path: string, seconds: number) {
  const at = new Date(Date.now() + seconds * 1000);
  utimesSync(path, at, at);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "venn-bin-"));
  for (const sub of ["bin", "dist", "src/app", "templates", "build"])
    mkdirSync(join(dir, sub), { recursive: true });
  copyFileSync(join(ROOT, "bin/venn.js"), join(dir, "bin/venn.js"));
  copyFileSync(join(ROOT, "bin/package.json"), join(dir, "bin/package.json"));
  writeFileSync(join(dir, "build.cjs"), BUILD);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ scripts: { "build:cli": "node build.cjs" } }));
  writeFileSync(join(dir, "src/app/report.ts"), "");
  writeFileSync(join(dir, "templates/report.md.hbs"), "");
  writeFileSync(join(dir, "dist/venn.cjs"), "");
  writeFileSync(
    join(dir, "dist/venn-loader.cjs"),
    'exports.compile = () => () => process.stdout.write("built " + process.argv.slice(2).join(",") + "\\n");',
  );
  // Written within the same millisecond as a test's touch(…, 0), a source would count as newer than the bundle.
  touch(join(dir, "templates/report.md.hbs"), -120);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bin/venn.js", () => {
  it("runs an up-to-date bundle without building", () => {
    touch(join(dir, "src/app/report.ts"), -60);
    touch(join(dir, "dist/venn.cjs"), 0);
    expect(run()).toEqual({ stdout: "built a,b\n", stderr: "", status: 0 });
  });

  it("rebuilds first when a source in a subfolder is newer than the bundle, saying so on stderr", () => {
    touch(join(dir, "dist/venn.cjs"), -60);
    touch(join(dir, "src/app/report.ts"), 0);
    const result = run();
    expect(result.stdout).toBe("rebuilt a,b\n");
    expect(result.stderr).toContain("a source changed since the last build");
    expect(result.status).toBe(0);
  });

  it("skips the check with VENN_STALE_CHECK=off", () => {
    writeFileSync(
      join(dir, "dist/venn-loader.cjs"),
      'exports.compile = () => () => process.stdout.write("old\\n");',
    );
    touch(join(dir, "dist/venn.cjs"), -60);
    touch(join(dir, "templates/report.md.hbs"), 0);
    expect(run({ VENN_STALE_CHECK: "off" })).toEqual({ stdout: "old\n", stderr: "", status: 0 });
  });

  // Issue 30, round two: the bundle a build makes is older than a source dated in the future, so every run rebuilt.
  it("names a source dated in the future and runs the bundle without rebuilding for it", () => {
    writeFileSync(
      join(dir, "dist/venn-loader.cjs"),
      'exports.compile = () => () => process.stdout.write("built " + process.argv.slice(2).join(",") + "\\n");',
    );
    touch(join(dir, "dist/venn.cjs"), 0);
    touch(join(dir, "src/app/report.ts"), 10 * 365 * 86_400);
    const result = run();
    expect(result.stdout).toBe("built a,b\n");
    expect(result.stderr).toMatch(
      /^venn: \S+src\/app\/report\.ts is dated in the future \(\d{4}-.+\); touch it\n$/,
    );
    expect(result.status).toBe(0);
    touch(join(dir, "src/app/report.ts"), -60);
  });

  // Issue 30, round two: a damaged loader was a raw stack trace.
  it.each([
    ["does not parse", "exports.compile = () => (;"],
    ["exports no compile function", "exports.other = 1;"],
  ])("a loader that %s is one line naming it and the build to run, exit 2", (_, text) => {
    writeFileSync(join(dir, "dist/venn-loader.cjs"), text);
    touch(join(dir, "src/app/report.ts"), -60);
    touch(join(dir, "dist/venn.cjs"), 0);
    const result = run();
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^venn: \S+venn-loader\.cjs cannot be loaded \(\w*Error: .+\): run npm run build:cli \(or reinstall\)\n$/,
    );
  });
});
