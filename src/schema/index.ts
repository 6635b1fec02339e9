// Schemas: the one place each input shape is written (zod); types are inferred from them.
export {
  type CircuitBlockDoc,
  type CircuitDoc,
  type CircuitInput,
  type CircuitNodeDoc,
  CircuitSchema,
  type EdgeOutDoc,
} from "./circuit.ts";
export { PRECISION_ROLES, type PrecisionRole, suggestFormats } from "./common.ts";
export { type FusionGroupDoc, type FusionsDoc, type FusionsInput, FusionsSchema } from "./fusions.ts";
export { type HardwareDoc, type HardwareInput, HardwareSchema } from "./hardware.ts";
export {
  type KernelFamilyDoc,
  type KernelsDoc,
  KernelsSchema,
  PARAM_KINDS,
  type ParamKind,
} from "./kernels.ts";
export {
  MEASUREMENT_COLUMNS,
  type MeasurementRow,
  type MeasurementsDoc,
  type MeasurementsInput,
  MeasurementsSchema,
} from "./measurements.ts";
export { type ModelDoc, type ModelInput, ModelSchema } from "./model.ts";
export { type ProfileMapDoc, ProfileMapSchema } from "./profile-map.ts";
export { parseQuantity } from "./units.ts";
