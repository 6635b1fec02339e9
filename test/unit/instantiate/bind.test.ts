import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { heldBytes, residentWeights } from "../../../src/cost/index.ts";
import { bindModelOnce, checkModel } from "../../../src/instantiate/bind.ts";
import { evaluateStepOnce } from "../../../src/instantiate/evaluate.ts";
import { bindModel, evaluateStep, evaluateSteps, pointKey } from "../../../src/instantiate/index.ts";
import { parseSource } from "../../../src/load/index.ts";
import type { ModelDoc } from "../../../src/schema/index.ts";
import { type ValidatedCircuit, validateCircuit, validateModel } from "../../../src/validate/index.ts";
import { ROOT } from "../../helpers.ts";

// Counts every parse the shape stage is asked for, so a test can show that evaluating a point parses nothing.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/shape/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/shape/index.ts")>();
  return {
    ...real,
    parseShape: (text: string) => {
      parses.count += 1;
      return real.parseShape(text);
    },
    parseExpression: (text: string) => {
      parses.count += 1;
      return real.parseExpression(text);
    },
  };
});

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
function input(modelPath: string, circuitPath: string) {
  const model = validateModel(parseSource(read(modelPath), modelPath).source?.data, modelPath)
    .value as ModelDoc;
  const { doc: circuit, parsed } = validateCircuit(
    parseSource(read(circuitPath), circuitPath).source?.data,
    circuitPath,
  ).value as ValidatedCircuit;
  return { circuit, parsed, circuitFile: circuitPath, model, modelFile: modelPath };
}
const LLAMA_8B = () => input("circuits/models/llama-3.1-8b.model.yaml", "circuits/dense_gqa.circuit.yaml");

describe("bindModel: once, over dims only", () => {
  beforeEach(() => {
    parses.count = 0;
  });

  it("holds llama-3.1-8b's published parameter count and KV bytes per token (sized by cost)", () => {
    const { bound, diagnostics } = bindModel(LLAMA_8B());
    expect(diagnostics).toEqual([]);
    if (!bound) throw new Error("no bound circuit");
    // meta-llama/Llama-3.1-8B safetensors index: 8,030,261,248 parameters (BF16, 16,060,522,496 B); exact.
    const weights = residentWeights(bound.resident);
    expect(weights.reduce((sum, w) => sum + w.params, 0)).toBe(8_030_261_248);
    expect(weights.reduce((sum, w) => sum + w.bytes, 0)).toBe(2 * 8_030_261_248);
    // config.json: 32 layers × 8 KV heads × head_dim 128, K and V, BF16: 32·8·128·2·2 = 131,072 B per token.
    expect(heldBytes(bound.held, 1)).toBe(131_072);
    expect(heldBytes(bound.held, 4096)).toBe(4096 * 131_072);
    expect(heldBytes(bound.held, 0)).toBe(0);
    expect(bound.layers).toBe(32);
  });

  it("lists each site once with its layer count, in execution order", () => {
    const bound = bindModel(LLAMA_8B()).bound;
    const sites = bound?.sites.map((s) => `${s.site}×${s.count}`) ?? [];
    expect(sites[0]).toBe("embed.embed_tokens×1");
    expect(sites).toContain("attn.qkv×32");
    expect(sites).toContain("head.lm_head×1");
    expect(new Set(sites).size).toBe(sites.length);
  });
});

describe("evaluateStep: one run point's edge rows", () => {
  it("gives equal nodes for a point evaluated twice, and the memo gives the same frozen nodes", () => {
    const bound = bindModel(LLAMA_8B()).bound;
    if (!bound) throw new Error("no bound circuit");
    const point = { rows: 16, sequences: 16 };
    expect(evaluateStepOnce(bound, point)).toEqual(evaluateStepOnce(bound, point));
    const first = evaluateStep(bound, point);
    expect(evaluateStep(bound, { ...point })).toBe(first);
    expect(Object.isFrozen(first.nodes)).toBe(true);
    // A spread of the binding (evaluateSteps' BoundModel, a device's shard) shares the same evaluations.
    const spread = { ...bound, steps: new Map() };
    expect(evaluateStep(spread, point)).toBe(first);
  });

  it("parses no shape or expression, binding or evaluating: validation parsed every text and handed it forward", () => {
    // The counter sees validation's parses (a fresh document, so not the shared result), so the zeros below are real.
    const path = "circuits/dense_gqa.circuit.yaml";
    const data = parseSource(`${read(path)}\n# a fresh document\n`, path).source?.data;
    parses.count = 0;
    const validated = validateCircuit(data, path).value;
    expect(parses.count).toBeGreaterThan(0);
    // One parse per distinct text of the circuit, not per place it is written.
    expect(parses.count).toBeLessThanOrEqual(
      (validated?.parsed.shapes.size ?? 0) * 3 + (validated?.parsed.expressions.size ?? 0),
    );
    const llama = LLAMA_8B();
    parses.count = 0;
    const bound = bindModelOnce(llama, checkModel(llama)).bound;
    if (!bound) throw new Error("no bound circuit");
    expect(parses.count).toBe(0);
    const step = evaluateStepOnce(bound, { rows: 2048, sequences: 1 });
    expect(step.nodes.length).toBeGreaterThan(0);
    expect(parses.count).toBe(0);
  });

  it("changes only edge rows between points: weights, params and states are the bound ones", () => {
    const bound = bindModel(LLAMA_8B()).bound;
    if (!bound) throw new Error("no bound circuit");
    const one = evaluateStep(bound, { rows: 1, sequences: 1 }).nodes;
    const many = evaluateStep(bound, { rows: 128, sequences: 128 }).nodes;
    expect(many.map((n) => n.site)).toEqual(one.map((n) => n.site));
    many.forEach((node, i) => {
      const other = one[i];
      expect(node.weight).toBe(other?.weight);
      expect(node.params).toBe(other?.params);
      expect(node.states).toBe(other?.states);
    });
    // o_proj: n × hidden = 128 × 4096 (llama-3.1-8b config.json hidden_size).
    expect(many.find((n) => n.site === "attn.o_proj")?.outs[0]).toMatchObject({ rows: 128, cols: 4096 });
    expect(one.find((n) => n.site === "attn.o_proj")?.outs[0]).toMatchObject({ rows: 1, cols: 4096 });
  });

  it("evaluateSteps keys each point's nodes by pointKey", () => {
    const bound = bindModel(LLAMA_8B()).bound;
    if (!bound) throw new Error("no bound circuit");
    const points = [
      { rows: 1, sequences: 1 },
      { rows: 2048, sequences: 1 },
    ];
    const { steps, diagnostics } = evaluateSteps(bound, points);
    expect(diagnostics).toEqual([]);
    expect([...steps.keys()]).toEqual([
      pointKey({ rows: 1, sequences: 1 }),
      pointKey({ rows: 2048, sequences: 1 }),
    ]);
    expect(steps.get(pointKey({ rows: 2048, sequences: 1 }))).toBe(
      evaluateStep(bound, points[1] as (typeof points)[1]).nodes,
    );
  });
});
