import { beforeEach, describe, expect, it, vi } from "vitest";
import { compare, diff } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

// Counts the pipeline's requests to bind, so a test can show compare and diff bind each model and preset once.
const binds = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/instantiate/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/instantiate/index.ts")>();
  return {
    ...real,
    bindModel: (...args: Parameters<typeof real.bindModel>) => {
      binds.count += 1;
      return real.bindModel(...args);
    },
  };
});

const runs = [
  { mode: "multi" as const, rows: 1 },
  { mode: "multi" as const, rows: 64 },
];

describe("compare and diff bind once per model and preset", () => {
  beforeEach(() => {
    binds.count = 0;
  });

  it("compare: 3 devices × 2 presets × 2 batches is 2 bindings", () => {
    const result = compare({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm", "h200-sxm", "b200"],
      precisions: ["model", "fp8"],
      runs,
      context: 4096,
      cwd: ROOT,
    });
    expect(result.compare).toBeDefined();
    expect(binds.count).toBe(2);
  });

  it("diff: two models on two devices is 2 bindings", () => {
    const result = diff({
      base: "llama-3.1-8b",
      head: "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml",
      hardware: ["b200", "h100-sxm"],
      runs,
      context: 4096,
      cwd: ROOT,
    });
    expect(result.diff).toBeDefined();
    expect(binds.count).toBe(2);
  });
});
