import { z } from "zod";
import { circuitSchema } from "./circuit.ts";
import { engineSchema } from "./engine.ts";
import { fusionsSchema } from "./fusions.ts";
import { hardwareSchema } from "./hardware.ts";
import { kernelsSchema } from "./kernels.ts";
import { measurementsSchema } from "./measurements.ts";
import { modelSchema } from "./model.ts";
import { profileMapSchema } from "./profile-map.ts";

/** JSON Schemas for editors, from the same zod schemas (the input side: what a person writes). */
export function jsonSchemas(): Record<string, unknown> {
  const make = (schema: z.ZodType, title: string) => ({
    ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }),
    title,
  });
  return {
    "circuit.schema.json": make(circuitSchema(), "circuit-venn circuit (*.circuit.yaml)"),
    "model.schema.json": make(modelSchema(), "circuit-venn model (*.model.yaml)"),
    "hardware.schema.json": make(hardwareSchema(), "circuit-venn hardware profile (*.hw.yaml)"),
    "kernels.schema.json": make(kernelsSchema(), "circuit-venn kernel manifest (*.kernels.yaml)"),
    "fusions.schema.json": make(fusionsSchema(), "circuit-venn fusion groups (*.fusions.yaml)"),
    "engine.schema.json": make(engineSchema(), "circuit-venn engine profile (*.engine.yaml)"),
    "measurements.schema.json": make(
      measurementsSchema(),
      "circuit-venn measurements (--measurements, JSON or YAML)",
    ),
    "profile-map.schema.json": make(
      profileMapSchema(),
      "circuit-venn profiler name map (import-profile --map)",
    ),
  };
}
