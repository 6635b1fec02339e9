import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTemplates } from "../../src/load/index.ts";
import { compileTemplates, precompiledModule } from "../../src/render/handlebars.ts";
import { PRECOMPILED } from "../../src/render/templates.precompiled.ts";
import { ROOT } from "../helpers.ts";

// The build-time compiled templates: regenerated with the goldens (UPDATE_GOLDEN=1) and compared byte for byte.
const file = join(ROOT, "src/render/templates.precompiled.ts");

describe("precompiled templates", () => {
  it("match templates/ (npm run golden:update)", () => {
    const text = precompiledModule(loadTemplates());
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, text);
    expect(text).toBe(readFileSync(file, "utf8"));
  });

  it("cover every template, each beside its own text", () => {
    const templates = loadTemplates();
    expect(Object.keys(PRECOMPILED).sort()).toEqual(Object.keys(templates).sort());
    for (const [name, text] of Object.entries(templates)) expect(PRECOMPILED[name]?.text).toBe(text);
  });

  it.each([
    ["md", "| {{cell name}} | {{seconds t}} |", "| a\\|b | 1.50 ms |"],
    ["html", "<b>{{name}}</b> {{seconds t}}", "<b>a|b</b> 1.50 ms"],
    ["html", "<i>{{name}}</i>", "<i>&lt;x&gt;</i>"],
  ] as const)("compile a text they do not hold at run time (%s: %s)", (kind, text, expected) => {
    const name = expected.includes("&lt;") ? "<x>" : "a|b";
    expect(compileTemplates({ [`report.${kind}`]: text }, kind)({ name, t: 0.0015 })).toBe(expected);
  });

  it("stay strict in both paths: a missing field throws", () => {
    const templates = loadTemplates();
    expect(() => compileTemplates(templates, "md")({})).toThrow(/not defined/);
    expect(() => compileTemplates({ "report.md": "{{missing}}" }, "md")({})).toThrow(/"missing" not defined/);
  });
});
