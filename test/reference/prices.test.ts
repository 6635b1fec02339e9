import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT, runCli } from "../helpers.ts";

const profiles = readdirSync(join(ROOT, "hardware")).filter((f) => f.endsWith(".hw.yaml"));

describe("rental prices", () => {
  it.each(profiles)("%s has a sourced price or says none is published", (file) => {
    const doc = parse(readFileSync(join(ROOT, "hardware", file), "utf8"));
    if (doc.price_per_hour) {
      expect(doc.sources[doc.price_per_hour.source]?.url).toMatch(/^https:\/\//);
      expect(doc.price_per_hour.note).toBeTruthy();
    } else {
      expect(doc.price_unpublished?.note).toMatch(/--price/);
    }
  });

  const compare = (...extra: string[]) =>
    JSON.parse(
      runCli([
        "compare",
        "llama-3.1-8b",
        "--hardware",
        "h100-sxm,mi355x",
        "--runs",
        "multi:1",
        "--format",
        "json",
        ...extra,
      ]).stdout,
    );

  it("$ cheapest is not given while a device that fits has no price; --price supplies one", () => {
    const bare = compare();
    expect(bare.runs[0].unpriced).toEqual(["mi355x"]);
    expect(bare.cells.some((c: { isCheapest: boolean }) => c.isCheapest)).toBe(false);
    const priced = compare("--price", "mi355x=0.5");
    expect(priced.runs[0].unpriced).toEqual([]);
    const mi = priced.cells.find((c: { hardware: string }) => c.hardware === "mi355x");
    // 0.5 USD/h ÷ 3600 ÷ tokens/s × 10⁶
    expect(mi.usdPerMillionTokens).toBeCloseTo((0.5 / 3600 / mi.tokensPerSecondExpected) * 1e6, 9);
    expect(priced.cells.filter((c: { isCheapest: boolean }) => c.isCheapest)).toHaveLength(1);
  });

  it("--price replaces a profile's own price and rejects a malformed one", () => {
    const own = compare().cells.find((c: { hardware: string }) => c.hardware === "h100-sxm");
    const over = compare("--price", "h100-sxm=5").cells.find(
      (c: { hardware: string }) => c.hardware === "h100-sxm",
    );
    expect(over.usdPerMillionTokens / own.usdPerMillionTokens).toBeCloseTo(5 / 2.5, 9);
    const bad = runCli(["compare", "llama-3.1-8b", "--hardware", "h100-sxm", "--price", "h100-sxm=-1"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--price");
  });
});
