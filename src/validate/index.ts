// Validate: a parsed YAML document → a typed circuit, model or hardware profile, with every problem as a diagnostic.
import type * as z from "zod";
import { type Diagnostic, diagnose, hasErrors } from "../diagnostics/index.ts";
import { dataKey, recall, remember } from "../input-cache/index.ts";
import { Remembered } from "../ir/index.ts";
import {
  circuitSchema,
  type EngineDoc,
  engineSchema,
  type FusionsDoc,
  fusionsSchema,
  type HardwareDoc,
  hardwareSchema,
  type KernelsDoc,
  kernelsSchema,
  type MeasurementsDoc,
  type ModelDoc,
  measurementsSchema,
  modelSchema,
  type ProfileMapDoc,
  profileMapSchema,
} from "../schema/index.ts";
import { checkCircuitGraph, type ValidatedCircuit } from "./circuit-graph.ts";
import { checkFusions } from "./fusions.ts";
import { checkKernels } from "./kernels.ts";
import { findDuplicates } from "./measurements.ts";
import { issuesToDiagnostics } from "./zod-issues.ts";

export type { ParsedCircuit, ValidatedCircuit } from "./circuit-graph.ts";

export interface Validated<T> {
  value?: T;
  diagnostics: Diagnostic[];
}

/** Each input schema by a stable id, the input cache's key for zod's output (a pure function of the schema and the data); built on first use, so a run whose inputs are all remembered never builds one. */
const SCHEMAS = {
  circuit: circuitSchema,
  model: modelSchema,
  hardware: hardwareSchema,
  kernels: kernelsSchema,
  fusions: fusionsSchema,
  engine: engineSchema,
  measurements: measurementsSchema,
  "profile-map": profileMapSchema,
} as const;
type SchemaId = keyof typeof SCHEMAS;
type Output<K extends SchemaId> = z.output<ReturnType<(typeof SCHEMAS)[K]>>;

function validateWith<K extends SchemaId>(id: K, data: unknown, file: string): Validated<Output<K>> {
  const serialized = dataKey(data);
  const key = serialized === undefined ? undefined : `validate\0${id}\0${serialized}`;
  const hit = key === undefined ? undefined : recall(key);
  if (hit) return { value: hit.value as Output<K>, diagnostics: [] };
  const schema: z.ZodType = SCHEMAS[id]();
  const result = schema.safeParse(data, { reportInput: true, jitless: true });
  if (!result.success) return { diagnostics: issuesToDiagnostics(schema, result.error.issues, file) };
  if (key !== undefined) remember(key, result.data);
  return { value: result.data as Output<K>, diagnostics: [] };
}

/** Shape first, then meaning (dependency-cruiser style); a value comes back only when neither found an error. */
function validateThenCheck<K extends SchemaId>(
  id: K,
  check: (value: Output<K>, file: string) => Diagnostic[],
  data: unknown,
  file: string,
): Validated<Output<K>> {
  const shaped = validateWith(id, data, file);
  if (!shaped.value) return shaped;
  const diagnostics = check(shaped.value, file);
  return hasErrors(diagnostics) ? { diagnostics } : { value: shaped.value, diagnostics };
}

/**
 * Validates a parsed document once per file: load hands back the same data for a file read again with the same text
 * (compare and diff, once per cell), so the result is shared, and frozen so that no later stage can change it.
 */
function once<T>(validate: (data: unknown, file: string) => Validated<T>) {
  const cache = new Remembered<object, Validated<T>>();
  return (data: unknown, file: string): Validated<T> =>
    typeof data !== "object" || data === null
      ? validate(data, file)
      : cache.get(data, file, () => deepFreeze(validate(data, file)));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A circuit with what its checks parsed (every shape and expression) and ordered (each block's nodes), for instantiate. */
export const validateCircuit = once<ValidatedCircuit>((data, file) => {
  const shaped = validateWith("circuit", data, file);
  if (!shaped.value) return { diagnostics: shaped.diagnostics };
  // Models find a circuit by its file name: an arch the file does not carry would cost one circuit under another's name.
  const named = /([^/\\]+)\.circuit\.yaml$/.exec(file)?.[1];
  if (named !== undefined && named !== shaped.value.arch)
    return {
      diagnostics: [
        diagnose(
          "SCHEMA_INVALID",
          { key: "arch", detail: `"${shaped.value.arch}" differs from the file name ${named}.circuit.yaml` },
          { file, path: ["arch"] },
        ),
      ],
    };
  const { diagnostics, parsed } = checkCircuitGraph(shaped.value, file);
  return hasErrors(diagnostics) ? { diagnostics } : { value: { doc: shaped.value, parsed }, diagnostics };
});

export const validateModel = once<ModelDoc>((data, file) => validateWith("model", data, file));

export const validateHardware = once<HardwareDoc>((data, file) => validateWith("hardware", data, file));

/** An engine profile (--engine): shape and sources only; the files it names are resolved where it is loaded. */
export const validateEngine = once<EngineDoc>((data, file) => validateWith("engine", data, file));

export const validateKernels = once<KernelsDoc>((data, file) =>
  validateThenCheck("kernels", checkKernels, data, file),
);

/** A fusion file (--fusions): groups of op kinds whose links connect every member. */
export const validateFusions = once<FusionsDoc>((data, file) =>
  validateThenCheck("fusions", checkFusions, data, file),
);

/** A measurements file (CSV rows or JSON/YAML); a duplicate row is an error at the second one. */
export const validateMeasurements = once<MeasurementsDoc>((data, file) =>
  validateThenCheck("measurements", findDuplicates, data, file),
);

/** A profiler name map (venn import-profile --map). */
export function validateProfileMap(data: unknown, file: string): Validated<ProfileMapDoc> {
  return validateWith("profile-map", data, file);
}

export { measurementKey } from "./measurements.ts";
export { checkWritten } from "./written.ts";
export { issuesToDiagnostics, keyText } from "./zod-issues.ts";
