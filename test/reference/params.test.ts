import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { analyze } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

// Parameter counts from our circuits and the models' config.json dims, against the totals the model
// publishers state (each model file's `published:` block names the page). Tolerance 0.5 % of the total;
// active counts are published to one or two significant digits, so their tolerance is half the last digit.
const modelsDir = join(ROOT, "circuits/models");
const models = readdirSync(modelsDir)
  .filter((f) => f.endsWith(".model.yaml"))
  .map((f) => f.slice(0, -".model.yaml".length));

function counts(id: string) {
  const result = analyze({
    model: id,
    hardware: ["h100-sxm"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 0,
    cwd: ROOT,
  });
  const memory = result.report?.memory[0];
  if (!memory) throw new Error(`${id}: ${result.diagnostics.map((d) => d.message).join("; ")}`);
  return memory;
}

function published(id: string) {
  const doc = parse(readFileSync(join(modelsDir, `${id}.model.yaml`), "utf8")) as {
    published?: { params: { value: number }; active_params?: { value: number } };
  };
  return doc.published;
}

describe("parameter counts against published totals", () => {
  it("covers every bundled model", () => {
    expect(models.length).toBeGreaterThanOrEqual(8);
  });

  it.each(models)("%s total within 0.5 %", (id) => {
    const pub = published(id);
    expect(pub, `${id} has no published: block`).toBeDefined();
    const ours = counts(id).weightParams;
    expect(Math.abs(ours / (pub?.params.value ?? 0) - 1)).toBeLessThan(0.005);
  });

  // Half a unit of the published figure's last digit: "3.3B" covers [3.25, 3.35), "12.9B" [12.85, 12.95).
  it.each([
    ["qwen3-30b-a3b", 3.3e9, 0.05e9 + 0.005 * 3.3e9],
    ["mixtral-8x7b", 12.9e9, 0.05e9],
  ] as const)("%s active parameters near the published %d", (id, value, tolerance) => {
    expect(published(id)?.active_params?.value).toBe(value);
    expect(Math.abs(counts(id).activeParams - value)).toBeLessThan(tolerance);
  });

  // Exact counts by hand from config.json: embed + L·(q,k,v,o + gate,up,down + 2 norms) + final norm + lm_head.
  it.each([
    // 128256·4096·2 + 32·(4096·(4096+1024+1024) + 4096·4096 + 3·4096·14336 + 2·4096) + 4096
    ["llama-3.1-8b", 8_030_261_248],
    // 32000·4096·2 + 32·(4·4096·4096 + 3·4096·11008 + 2·4096) + 4096
    ["llama-2-7b", 6_738_415_616],
    // 32768·4096·2 + 32·(4096·6144 + 4096·4096 + 3·4096·14336 + 2·4096) + 4096
    ["mistral-7b-v0.3", 7_248_023_552],
    // 152064·3584·2 + 28·(3584·4608 + 4608 (qkv bias) + 3584·3584 + 3·3584·18944 + 2·3584) + 3584
    ["qwen2.5-7b", 7_615_616_512],
    // 128256·8192·2 + 80·(8192·10240 + 8192·8192 + 3·8192·28672 + 2·8192) + 8192
    ["llama-3.1-70b", 70_553_706_496],
  ] as const)("%s is exactly %d parameters", (id, exact) => {
    expect(counts(id).weightParams).toBe(exact);
  });
});
