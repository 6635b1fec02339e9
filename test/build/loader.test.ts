// The code-cache loader (build/loader.ts) runs a bundle the same with a fresh, missing, stale, corrupt or unwritable cache.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_HEAD, BUNDLE_TAIL } from "../../build/bundle-wrapper.ts";
import { ROOT } from "../helpers.ts";

let dir: string;
const bundle = () => join(dir, "venn.cjs");
const cache = () => join(dir, "venn.cjs.cache");

// The build writes the bundle as one function expression (build/bundle-wrapper.ts).
const wrapped = (body: string) => `${BUNDLE_HEAD}${body}${BUNDLE_TAIL}`;
// A stand-in for the CLI bundle: prints what it was given (require, import.meta.url, argv) and sets an exit code.
const fakeBundle = (word: string) =>
  wrapped(`const { basename } = require("node:path");
function shout(w) { return w.toUpperCase(); }
process.stdout.write(shout("${word}") + " " + basename(new URL(__venn_import_meta_url).pathname) + " " + process.argv.slice(2).join(",") + "\\n");
process.exitCode = 3;
`);

function run(env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(dir, "venn-loader.cjs"), "a", "b"], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "venn-loader-"));
  await build({
    entryPoints: [join(ROOT, "build/loader.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    outfile: join(dir, "venn-loader.cjs"),
    logLevel: "silent",
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("code-cache loader", () => {
  it("runs without a cache, then writes one keyed by node version and the bundle's size and mtime", () => {
    writeFileSync(bundle(), fakeBundle("alpha"));
    rmSync(cache(), { force: true });
    expect(run()).toEqual({ stdout: "ALPHA venn.cjs a,b\n", stderr: "", status: 3 });
    const stat = statSync(bundle());
    const head = readFileSync(cache()).subarray(0, 200).toString("latin1").split("\n")[0];
    expect(head).toBe(`venn-code-cache ${process.version} ${process.arch} ${stat.size} ${stat.mtimeMs}`);
    expect(run()).toEqual({ stdout: "ALPHA venn.cjs a,b\n", stderr: "", status: 3 });
  });

  it("never runs a stale cache: a rebuilt bundle of the same length runs its own code", () => {
    writeFileSync(bundle(), fakeBundle("alpha"));
    run({ VENN_CODE_CACHE: "write" });
    writeFileSync(bundle(), fakeBundle("omega"));
    const later = new Date(statSync(bundle()).mtimeMs + 5_000);
    utimesSync(bundle(), later, later);
    expect(run().stdout).toBe("OMEGA venn.cjs a,b\n");
    expect(run().stdout).toBe("OMEGA venn.cjs a,b\n");
  });

  it("falls back to compiling when the cache is corrupt", () => {
    writeFileSync(bundle(), fakeBundle("alpha"));
    run({ VENN_CODE_CACHE: "write" });
    const file = readFileSync(cache());
    const newline = file.indexOf(10);
    writeFileSync(cache(), Buffer.concat([file.subarray(0, newline + 1), Buffer.from("not a V8 cache")]));
    expect(run()).toEqual({ stdout: "ALPHA venn.cjs a,b\n", stderr: "", status: 3 });
  });

  it("runs silently when the cache can be neither read nor written", () => {
    writeFileSync(bundle(), fakeBundle("alpha"));
    rmSync(cache(), { force: true });
    mkdirSync(cache());
    expect(run()).toEqual({ stdout: "ALPHA venn.cjs a,b\n", stderr: "", status: 3 });
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    rmSync(cache(), { recursive: true });
  });

  it("decodes a bundle that is not ASCII as UTF-8 (the build writes ASCII, read as Latin-1)", () => {
    writeFileSync(bundle(), fakeBundle("µs → ok"));
    rmSync(cache(), { force: true });
    expect(run().stdout).toBe("ΜS → OK venn.cjs a,b\n");
    expect(run().stdout).toBe("ΜS → OK venn.cjs a,b\n");
  });

  it("exits once the run is done, but never before work the bundle left open (a timer here) finishes", () => {
    writeFileSync(
      bundle(),
      wrapped('setTimeout(() => process.stdout.write("late\\n"), 50); process.stdout.write("now\\n");'),
    );
    rmSync(cache(), { force: true });
    expect(run()).toEqual({ stdout: "now\nlate\n", stderr: "", status: 0 });
    writeFileSync(bundle(), fakeBundle("alpha"));
    expect(run()).toEqual({ stdout: "ALPHA venn.cjs a,b\n", stderr: "", status: 3 });
  });

  it("refuses a bundle that is not the build's function text, naming the build to run", () => {
    writeFileSync(bundle(), 'process.stdout.write("plain\\n");');
    rmSync(cache(), { force: true });
    const result = run();
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("is not the CLI bundle's function text: run npm run build:cli");
    expect(result.status).not.toBe(0);
  });

  it("reads a cache larger than the bundle, and one smaller", () => {
    writeFileSync(bundle(), fakeBundle("alpha"));
    rmSync(cache(), { force: true });
    run();
    expect(statSync(cache()).size).toBeGreaterThan(statSync(bundle()).size);
    expect(run()).toEqual({ stdout: "ALPHA venn.cjs a,b\n", stderr: "", status: 3 });
    const long = fakeBundle("alpha").replace(
      "process.exitCode = 3;",
      `process.exitCode = 3;/*${"x".repeat(50_000)}*/`,
    );
    writeFileSync(bundle(), long);
    run();
    expect(statSync(cache()).size).toBeLessThan(statSync(bundle()).size);
    expect(run()).toEqual({ stdout: "ALPHA venn.cjs a,b\n", stderr: "", status: 3 });
  });

  it("loads a chunk the bundle requires only when it first reads a member, with its own code cache", () => {
    mkdirSync(join(dir, "chunks"), { recursive: true });
    const chunk = join(dir, "chunks", "greet.cjs");
    writeFileSync(chunk, wrapped('exports.hello = (w) => "hello " + w + "\\n";'));
    rmSync(`${chunk}.cache`, { force: true });
    writeFileSync(
      bundle(),
      wrapped('const greet = require("venn-chunk:greet"); process.stdout.write("untouched\\n");'),
    );
    expect(run()).toEqual({ stdout: "untouched\n", stderr: "", status: 0 });
    expect(() => statSync(`${chunk}.cache`)).toThrow();
    writeFileSync(
      bundle(),
      wrapped('const greet = require("venn-chunk:greet"); process.stdout.write(greet.hello("a"));'),
    );
    expect(run()).toEqual({ stdout: "hello a\n", stderr: "", status: 0 });
    const stat = statSync(chunk);
    const head = readFileSync(`${chunk}.cache`).subarray(0, 200).toString("latin1").split("\n")[0];
    expect(head).toBe(`venn-code-cache ${process.version} ${process.arch} ${stat.size} ${stat.mtimeMs}`);
    expect(run()).toEqual({ stdout: "hello a\n", stderr: "", status: 0 });
    // Two modules that require one chunk share one copy of it: it runs once.
    writeFileSync(
      chunk,
      wrapped('globalThis.loads = (globalThis.loads ?? 0) + 1; exports.hello = (w) => "hello " + w;'),
    );
    writeFileSync(
      bundle(),
      wrapped(
        'const a = require("venn-chunk:greet"); const b = require("venn-chunk:greet"); process.stdout.write(a.hello(b.hello(globalThis.loads)));',
      ),
    );
    expect(run()).toEqual({ stdout: "hello hello 1", stderr: "", status: 0 });
    rmSync(join(dir, "chunks"), { recursive: true });
  });

  it("ignores the cache with VENN_CODE_CACHE=off and writes none", () => {
    writeFileSync(bundle(), fakeBundle("alpha"));
    rmSync(cache(), { force: true });
    expect(run({ VENN_CODE_CACHE: "off" })).toEqual({
      stdout: "ALPHA venn.cjs a,b\n",
      stderr: "",
      status: 3,
    });
    expect(() => statSync(cache())).toThrow();
  });

  // Issue 30, round two: a missing chunk or a bundle that does not compile was a raw stack trace.
  it("names a missing chunk and the build to run, exit 2, no stack trace", () => {
    rmSync(join(dir, "chunks"), { recursive: true, force: true });
    writeFileSync(
      bundle(),
      wrapped('const t = require("venn-chunk:templates-html"); process.stdout.write(t.x);'),
    );
    const result = run({ VENN_CODE_CACHE: "off" });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^venn: \S+chunks\/templates-html\.cjs cannot be read \(ENOENT\): run npm run build:cli/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("names a bundle that does not compile, exit 2, no stack trace", () => {
    writeFileSync(bundle(), wrapped("process.stdout.write(("));
    const result = run({ VENN_CODE_CACHE: "off" });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^venn: \S+venn\.cjs does not compile \(.+\): run npm run build:cli/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  // Issue 30, round two: SIGINT's handler fired only once the run returned (38 of 38 interrupted runs exited 0).
  it("stops a run stuck in a loop at SIGINT, exits 130, and runs the exit handlers that remove its leftovers", async () => {
    const temp = join(dir, "half-written.tmp");
    const ready = join(dir, "ready");
    rmSync(ready, { force: true });
    writeFileSync(
      bundle(),
      wrapped(`const fs = require("node:fs");
process.on("exit", () => fs.rmSync(${JSON.stringify(temp)}, { force: true }));
fs.writeFileSync(${JSON.stringify(temp)}, "half");
fs.writeFileSync(${JSON.stringify(ready)}, "");
for (;;) {}
`),
    );
    const child = spawn(process.execPath, [join(dir, "venn-loader.cjs")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    while (!existsSync(ready)) await new Promise((r) => setTimeout(r, 20));
    child.kill("SIGINT");
    const code = await new Promise((r) => child.on("exit", (c, signal) => r(c ?? signal)));
    expect(code).toBe(130);
    expect(stderr).toBe("venn: interrupted\n");
    expect(existsSync(temp)).toBe(false);
  }, 60_000);
});
