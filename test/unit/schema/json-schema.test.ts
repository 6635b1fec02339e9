import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "../../../src/index.ts";
import { ROOT } from "../../helpers.ts";

describe("checked-in JSON Schemas", () => {
  it.each(Object.entries(jsonSchemas()))(
    "schemas/%s is up to date (npm run schema:update)",
    (name, schema) => {
      const onDisk = JSON.parse(readFileSync(join(ROOT, "schemas", name), "utf8"));
      expect(onDisk).toEqual(JSON.parse(JSON.stringify(schema)));
    },
  );

  it("the circuit schema lists every op kind and rejects unknown keys", () => {
    const circuit = jsonSchemas()["circuit.schema.json"] as { additionalProperties?: boolean };
    expect(circuit.additionalProperties).toBe(false);
    expect(JSON.stringify(circuit)).toContain('"expert_gate_up"');
  });
});
