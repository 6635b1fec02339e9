// The CLI bundle's input cache (dist/venn.inputs.cache): a remembered run prints the same bytes as a cold one, whatever state the cache file is in.
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleCli } from "../../build/bundle.ts";
import { ROOT } from "../helpers.ts";

// Inside the package (dist/ is ignored by git), so the bundle finds package.json, templates and the shipped inputs.
let dir: string;
let work: string;
const cacheFile = () => join(dir, "venn.inputs.cache");

function venn(argv: readonly string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(dir, "venn-loader.cjs"), ...argv], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, VENN_CODE_CACHE: "off", ...env },
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}
const cold = (argv: readonly string[]) => venn(argv, { VENN_INPUT_CACHE: "off" });

const REPORT = ["report", "llama-3.1-8b", "--hardware", "h100-sxm"];
const CASES: [string, string[]][] = [
  ["a Markdown report", REPORT],
  ["a JSON report", [...REPORT, "--format", "json"]],
  [
    "a compare",
    [
      "compare",
      "qwen3-30b-a3b",
      "--hardware",
      "h100-sxm,mi300x",
      "--precision",
      "model,fp8",
      "--runs",
      "multi:1,64",
    ],
  ],
  [
    "an error positioned in two remembered files",
    ["report", "test/fixtures/errors/model-dim-misspelt/models/tiny.model.yaml", "--hardware", "h100-sxm"],
  ],
  ["venn check", ["check", "circuits", "hardware", "test/fixtures/errors/shape-zero"]],
];

beforeAll(async () => {
  mkdirSync(join(ROOT, "dist"), { recursive: true });
  dir = mkdtempSync(join(ROOT, "dist", "input-cache-test-"));
  work = mkdtempSync(join(ROOT, "dist", "input-cache-work-"));
  await bundleCli(dir);
}, 120_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe("the CLI bundle", () => {
  it("is ASCII, so the loader reads it without decoding UTF-8", () => {
    expect(readFileSync(join(dir, "venn.cjs")).every((byte) => byte < 0x80)).toBe(true);
  });
});

describe("input cache of the CLI bundle", () => {
  it.each(CASES)("%s: a remembered run prints what a cold one does", (_, argv) => {
    rmSync(cacheFile(), { force: true });
    const expected = cold(argv);
    expect(() => statSync(cacheFile())).toThrow();
    expect(venn(argv)).toEqual(expected);
    const written = statSync(cacheFile()).mtimeMs;
    expect(venn(argv)).toEqual(expected);
    // Nothing new to remember: every input of the second run came from the cache, which is not rewritten.
    expect(statSync(cacheFile()).mtimeMs).toBe(written);
  });

  it("re-parses a file edited in place", () => {
    rmSync(cacheFile(), { force: true });
    const model = join(work, "llama.model.yaml");
    const argv = ["report", relative(ROOT, model), "--hardware", "h100-sxm", "--format", "json"];
    const text = readFileSync(join(ROOT, "circuits/models/llama-3.1-8b.model.yaml"), "utf8");
    writeFileSync(model, text);
    const before = venn(argv);
    expect(before.status).toBe(0);
    writeFileSync(model, text.replace(/^(\s+layers:\s*)32\b/m, "$116"));
    const after = venn(argv);
    expect(after.stdout).not.toBe(before.stdout);
    expect(after).toEqual(cold(argv));
  });

  it.each([
    [
      "garbage after its key",
      (file: Buffer) => Buffer.concat([file.subarray(0, file.indexOf(10) + 1), Buffer.from("not v8")]),
    ],
    ["cut in half", (file: Buffer) => file.subarray(0, file.length >> 1)],
    ["empty", () => Buffer.alloc(0)],
  ])("ignores a cache file %s, and rewrites it", (_, spoil) => {
    rmSync(cacheFile(), { force: true });
    const expected = cold(REPORT);
    venn(REPORT);
    writeFileSync(cacheFile(), spoil(readFileSync(cacheFile())));
    expect(venn(REPORT)).toEqual(expected);
    const rewritten = statSync(cacheFile()).mtimeMs;
    expect(venn(REPORT)).toEqual(expected);
    expect(statSync(cacheFile()).mtimeMs).toBe(rewritten);
  });

  it("runs the same where the cache cannot be written, leaving no temporary file", () => {
    rmSync(cacheFile(), { force: true });
    mkdirSync(cacheFile());
    try {
      expect(venn(REPORT)).toEqual(cold(REPORT));
      expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    } finally {
      rmSync(cacheFile(), { recursive: true });
    }
  });

  it("writes no cache with VENN_INPUT_CACHE=off", () => {
    rmSync(cacheFile(), { force: true });
    expect(cold(REPORT).status).toBe(0);
    expect(() => statSync(cacheFile())).toThrow();
  });

  it("meets no cache of another bundle: a rebuilt bundle starts afresh", () => {
    rmSync(cacheFile(), { force: true });
    venn(REPORT);
    const other = mkdtempSync(join(ROOT, "dist", "input-cache-other-"));
    try {
      for (const name of ["venn-loader.cjs", "venn.cjs"]) copyFileSync(join(dir, name), join(other, name));
      cpSync(join(dir, "chunks"), join(other, "chunks"), { recursive: true });
      // A copy has a new mtime: the cache it is given is not its own, so it remembers nothing from it.
      copyFileSync(cacheFile(), join(other, "venn.inputs.cache"));
      const stale = readFileSync(join(other, "venn.inputs.cache"));
      const result = spawnSync(process.execPath, [join(other, "venn-loader.cjs"), ...REPORT], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, VENN_CODE_CACHE: "off" },
      });
      expect(result.stdout).toBe(cold(REPORT).stdout);
      expect(readFileSync(join(other, "venn.inputs.cache")).equals(stale)).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  // Issue 30, round two: a FIFO in the cache's place blocked every run in open() for ever.
  it("runs past a FIFO where the cache file should be, as without a cache", () => {
    rmSync(cacheFile(), { force: true });
    execFileSync("mkfifo", [cacheFile()]);
    const result = spawnSync(process.execPath, [join(dir, "venn-loader.cjs"), ...REPORT], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, VENN_CODE_CACHE: "off" },
      timeout: 60_000,
    });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(cold(REPORT).stdout);
    rmSync(cacheFile(), { force: true });
  });
});
