import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bindModel } from "../../../src/instantiate/index.ts";
import { parseSource } from "../../../src/load/index.ts";
import type { ModelDoc } from "../../../src/schema/index.ts";
import { type ValidatedCircuit, validateCircuit, validateModel } from "../../../src/validate/index.ts";
import { ROOT } from "../../helpers.ts";

// compare and diff read, validate and bind the same files once per cell; each step is done once per input instead.
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const MODEL = "circuits/models/llama-3.1-8b.model.yaml";
const CIRCUIT = "circuits/dense_gqa.circuit.yaml";

function loaded() {
  const model = validateModel(parseSource(read(MODEL), MODEL).source?.data, MODEL).value as ModelDoc;
  const { doc: circuit, parsed } = validateCircuit(parseSource(read(CIRCUIT), CIRCUIT).source?.data, CIRCUIT)
    .value as ValidatedCircuit;
  return { model, circuit, parsed };
}

describe("inputs are parsed, validated and bound once", () => {
  it("parses a file once per name and text", () => {
    const text = read(MODEL);
    const first = parseSource(text, MODEL);
    expect(parseSource(`${text}`, MODEL)).toBe(first);
    expect(parseSource(text, "other/llama.model.yaml")).not.toBe(first);
    expect(parseSource(`${text}\n# edited\n`, MODEL)).not.toBe(first);
  });

  it("validates a parsed document once per file, and freezes what it shares", () => {
    const data = parseSource(read(MODEL), MODEL).source?.data;
    const first = validateModel(data, MODEL);
    expect(validateModel(data, MODEL)).toBe(first);
    expect(validateModel(data, "elsewhere.model.yaml")).not.toBe(first);
    expect(Object.isFrozen(first.value?.dims)).toBe(true);
    expect(() => {
      (first.value?.dims as Record<string, number>).hidden = 1;
    }).toThrow(TypeError);
  });

  it("binds once per circuit, model and precision, whatever the run points", () => {
    const { model, circuit, parsed } = loaded();
    const input = { circuit, parsed, circuitFile: CIRCUIT, model, modelFile: MODEL };
    const first = bindModel(input);
    expect(first.bound).toBeDefined();
    expect(bindModel({ ...input })).toBe(first);
    const fp8 = bindModel({ ...input, preset: "fp8" });
    expect(fp8).not.toBe(first);
    expect(fp8.bound?.precision.weight).not.toBe(first.bound?.precision.weight);
    expect(Object.isFrozen(first.bound?.sites[0])).toBe(true);
  });
});
