// Schemas: the one place each input shape is written (zod); types are inferred from them.
export {
  type CircuitBlockDoc,
  type CircuitDoc,
  type CircuitInput,
  type CircuitNodeDoc,
  CircuitSchema,
  circuitSchema,
  type EdgeOutDoc,
} from "./circuit.ts";
export { PRECISION_ROLES, type PrecisionRole, suggestFormats } from "./common.ts";
export { type EngineDoc, type EngineInput, EngineSchema, engineSchema } from "./engine.ts";
export {
  type AllReduceRow,
  type AttentionRow,
  ENGINE_TABLE_COLUMNS,
  ENGINE_TABLE_KINDS,
  ENGINE_TABLE_PROVENANCE,
  type EngineTableKind,
  type GemmRow,
} from "./engine-tables.ts";
export {
  type FusionGroupDoc,
  type FusionsDoc,
  type FusionsInput,
  FusionsSchema,
  fusionsSchema,
} from "./fusions.ts";
export { type HardwareDoc, type HardwareInput, HardwareSchema, hardwareSchema } from "./hardware.ts";
export {
  type KernelFamilyDoc,
  type KernelsDoc,
  KernelsSchema,
  kernelsSchema,
  PARAM_KINDS,
  type ParamKind,
} from "./kernels.ts";
export {
  MEASUREMENT_COLUMNS,
  type MeasurementRow,
  type MeasurementsDoc,
  type MeasurementsInput,
  MeasurementsSchema,
  measurementsSchema,
} from "./measurements.ts";
export { type ModelDoc, type ModelInput, ModelSchema, modelSchema } from "./model.ts";
export { type ProfileMapDoc, ProfileMapSchema, profileMapSchema } from "./profile-map.ts";
export { parseQuantity } from "./units.ts";
