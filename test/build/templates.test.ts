// Templates: templates/ is their only source; the CLI bundle starts with them precompiled at build time, and prints what compiling them at run time prints.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleCli, PRECOMPILED_FILES } from "../../build/bundle.ts";
import { loadTemplates } from "../../src/load/index.ts";
import { compileTemplates, precompiledModule } from "../../src/render/handlebars.ts";
import { ROOT, runCli } from "../helpers.ts";

/** Every file under a folder, as paths relative to the repository root. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [relative(ROOT, join(dir, e.name))],
  );
}

describe("src/", () => {
  it("holds no generated code: what a build writes goes to dist/", () => {
    const generated = filesUnder(join(ROOT, "src")).filter((file) => {
      const head = readFileSync(join(ROOT, file), "utf8").slice(0, 400);
      return /^\/\/ Generated\b|biome-ignore-all|@ts-nocheck/m.test(head);
    });
    expect(generated).toEqual([]);
  });

  it("holds no file a generator wrote, whatever its header says", () => {
    const text = precompiledModule(loadTemplates(), "md").split("\n").slice(0, 3).join("\n");
    for (const file of filesUnder(join(ROOT, "src"))) {
      expect(readFileSync(join(ROOT, file), "utf8").startsWith(text), file).toBe(false);
    }
  });
});

describe("loadTemplates", () => {
  it("reads every template, or only those of the kinds a run renders", () => {
    const all = Object.keys(loadTemplates()).sort();
    expect(all).toContain("report.md");
    expect(all).toContain("partials/sites.html");
    expect(Object.keys(loadTemplates(undefined, ["md"])).sort()).toEqual(
      all.filter((n) => n.endsWith(".md")),
    );
    expect(Object.keys(loadTemplates(undefined, ["html", "md"])).sort()).toEqual(all);
    expect(loadTemplates(undefined, ["json"])).toEqual({});
  });
});

describe("templates compiled at run time (the library, the tests)", () => {
  it.each([
    ["md", "| {{cell name}} | {{seconds t}} |", "| a\\|b | 1.50 ms |"],
    ["html", "<b>{{name}}</b> {{seconds t}}", "<b>a|b</b> 1.50 ms"],
    ["html", "<i>{{name}}</i>", "<i>&lt;x&gt;</i>"],
  ] as const)("compile a text (%s: %s)", (kind, text, expected) => {
    const name = expected.includes("&lt;") ? "<x>" : "a|b";
    expect(compileTemplates({ [`report.${kind}`]: text }, kind)({ name, t: 0.0015 })).toBe(expected);
  });

  it("are strict: a missing field throws", () => {
    expect(() => compileTemplates(loadTemplates(), "md")({})).toThrow(/not defined/);
    expect(() => compileTemplates({ "report.md": "{{missing}}" }, "md")({})).toThrow(/"missing" not defined/);
  });
});

describe("templates precompiled into the CLI bundle", () => {
  let dir: string;
  beforeAll(async () => {
    mkdirSync(join(ROOT, "dist"), { recursive: true });
    dir = mkdtempSync(join(ROOT, "dist", "templates-test-"));
    await bundleCli(dir);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are every template, each beside its own text, written beside the bundle from templates/", () => {
    const templates = loadTemplates();
    const text = { md: "", html: "" };
    for (const kind of ["md", "html"] as const) {
      text[kind] = readFileSync(join(dir, PRECOMPILED_FILES[kind]), "utf8");
      expect(text[kind]).toBe(precompiledModule(templates, kind));
    }
    for (const [name, body] of Object.entries(templates)) {
      const kind = name.endsWith(".md") ? "md" : "html";
      expect(text[kind]).toContain(`${JSON.stringify(name)}: {\n    text: ${JSON.stringify(body)},`);
    }
  });

  it("keep the HTML templates, zod, yaml and Handlebars' compiler out of the bundle, in chunks a run loads on first use", () => {
    const bundle = readFileSync(join(dir, "venn.cjs"), "latin1");
    expect(bundle).toContain('"venn-chunk:templates-html"');
    expect(bundle).not.toContain("<!doctype html>");
    expect(readdirSync(join(dir, "chunks")).sort()).toEqual([
      "handlebars.cjs",
      "templates-html.cjs",
      "yaml.cjs",
      "zod.cjs",
    ]);
  });

  it.each([
    ["Markdown", ["report", "llama-3.1-8b", "--hardware", "h100-sxm"]],
    ["HTML", ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "html"]],
    ["a compare in HTML", ["compare", "qwen3-8b", "--hardware", "h100-sxm,mi300x", "--format", "html"]],
  ])("print what templates compiled at run time print (%s)", (_, argv) => {
    const bundled = spawnSync(process.execPath, [join(dir, "venn-loader.cjs"), ...argv], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, VENN_CODE_CACHE: "off", VENN_INPUT_CACHE: "off" },
    });
    const inProcess = runCli(argv);
    expect(bundled.status).toBe(0);
    expect(bundled.stdout).toBe(inProcess.stdout);
    expect(bundled.stdout.length).toBeGreaterThan(1000);
  });
});
