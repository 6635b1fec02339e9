import * as z from "zod";
import { CircuitSchema } from "./circuit.ts";
import { FusionsSchema } from "./fusions.ts";
import { HardwareSchema } from "./hardware.ts";
import { KernelsSchema } from "./kernels.ts";
import { MeasurementsSchema } from "./measurements.ts";
import { ModelSchema } from "./model.ts";
import { ProfileMapSchema } from "./profile-map.ts";

/** JSON Schemas for editors, from the same zod schemas (the input side: what a person writes). */
export function jsonSchemas(): Record<string, unknown> {
  const make = (schema: z.ZodType, title: string) => ({
    ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }),
    title,
  });
  return {
    "circuit.schema.json": make(CircuitSchema, "circuit-venn circuit (*.circuit.yaml)"),
    "model.schema.json": make(ModelSchema, "circuit-venn model (*.model.yaml)"),
    "hardware.schema.json": make(HardwareSchema, "circuit-venn hardware profile (*.hw.yaml)"),
    "kernels.schema.json": make(KernelsSchema, "circuit-venn kernel manifest (*.kernels.yaml)"),
    "fusions.schema.json": make(FusionsSchema, "circuit-venn fusion groups (*.fusions.yaml)"),
    "measurements.schema.json": make(
      MeasurementsSchema,
      "circuit-venn measurements (--measurements, JSON or YAML)",
    ),
    "profile-map.schema.json": make(
      ProfileMapSchema,
      "circuit-venn profiler name map (import-profile --map)",
    ),
  };
}
