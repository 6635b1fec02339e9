import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dictGetter, impliedShape, stackParams } from "../../../src/import-hf/size.ts";
import { ROOT } from "../../helpers.ts";

const implied = (model: string) => {
  const root = JSON.parse(readFileSync(join(ROOT, "test/fixtures/hf", model, "config.json"), "utf8"));
  const shape = impliedShape(dictGetter(root, "text_config"));
  return shape ? stackParams(shape) : undefined;
};

describe("the count a config's own fields imply", () => {
  // The exact counts of the bundled model files (test/reference/params.test.ts checks them against the cards);
  // this count leaves out norms and biases, so it sits a little under them.
  it.each([
    ["qwen3-30b-a3b", 30_532_122_624],
    ["mixtral-8x7b", 46_702_792_704],
    ["llama-3.1-8b", 8_030_261_248],
  ])("%s: within 0.1 %% of the model file's count", (model, exact) => {
    expect(Math.abs((implied(model) ?? 0) / exact - 1)).toBeLessThan(0.001);
  });

  it("declines a layout it cannot count (hybrids, low-rank attention) rather than guess", () => {
    expect(implied("deepseek-v3")).toBeUndefined();
    expect(implied("nemotron-h-8b")).toBeUndefined();
    expect(implied("qwen3-next-80b-a3b")).toBeUndefined();
  });
});
