// Schemas: the one place each input shape is written (zod); types are inferred from them.
export { CircuitSchema, type CircuitDoc, type CircuitBlockDoc, type CircuitNodeDoc, type EdgeOutDoc, type CircuitInput } from "./circuit.ts";
export { PRECISION_ROLES, type PrecisionRole } from "./common.ts";
export { HardwareSchema, type HardwareDoc, type HardwareInput } from "./hardware.ts";
export { ModelSchema, type ModelDoc, type ModelInput } from "./model.ts";
export { parseQuantity } from "./units.ts";
