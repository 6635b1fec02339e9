// What editors get from the JSON Schemas (issue 9 "Editors help"): hover text on every field, units checked while
// typing, and a schema line at the top of every shipped YAML file that points at the right schema.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { jsonSchemas } from "../../../src/index.ts";
import { UNITS, type UnitKind } from "../../../src/schema/units.ts";
import { ROOT } from "../../helpers.ts";

type Json = { [key: string]: unknown };
const schemas = jsonSchemas() as Record<string, Json>;

/** Every property of a schema, with its key path, through nested objects, arrays, records and unions. */
function properties(schema: unknown, path = ""): [path: string, property: Json][] {
  if (!schema || typeof schema !== "object") return [];
  const node = schema as Json;
  const found: [string, Json][] = [];
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
    found.push([`${path}.${key}`, child], ...properties(child, `${path}.${key}`));
  }
  if (node.items) found.push(...properties(node.items, `${path}[]`));
  if (node.additionalProperties && typeof node.additionalProperties === "object")
    found.push(...properties(node.additionalProperties, `${path}.*`));
  for (const key of ["anyOf", "oneOf", "allOf"])
    for (const branch of (node[key] ?? []) as unknown[]) found.push(...properties(branch, path));
  return found;
}

describe("JSON Schemas for editors", () => {
  it("there is one for every input kind, kernel manifests included", () => {
    expect(Object.keys(schemas).sort()).toEqual([
      "circuit.schema.json",
      "engine.schema.json",
      "fusions.schema.json",
      "hardware.schema.json",
      "kernels.schema.json",
      "measurements.schema.json",
      "model.schema.json",
      "profile-map.schema.json",
    ]);
  });

  it.each(Object.keys(schemas))("%s: every field carries a description", (name) => {
    const fields = properties(schemas[name]);
    expect(fields.length).toBeGreaterThan(10);
    const bare = fields.filter(([, p]) => typeof p.description !== "string" || p.description === "");
    expect(bare.map(([path]) => path)).toEqual([]);
  });
});

/** The `value` pattern of each quantity in the hardware schema, by the path of the quantity. */
const hardwareProps = new Map(properties(schemas["hardware.schema.json"]));
const patternAt = (path: string) => {
  const pattern = hardwareProps.get(`${path}.value`)?.pattern;
  if (typeof pattern !== "string") throw new Error(`test setup: no pattern at ${path}.value`);
  return new RegExp(pattern, "u");
};
const QUANTITIES: [path: string, kind: UnitKind][] = [
  [".memory.capacity", "bytes"],
  [".memory.bandwidth", "bytesPerSecond"],
  [".compute.bf16", "flopsPerSecond"],
  [".compute.fp8", "flopsPerSecond"],
  [".compute.fp4", "flopsPerSecond"],
  [".compute.int8", "flopsPerSecond"],
  [".compute.int4", "flopsPerSecond"],
  [".compute.fp32", "flopsPerSecond"],
  [".price_per_hour", "usdPerHour"],
];
const HARDWARE = readdirSync(join(ROOT, "hardware"))
  .filter((f) => f.endsWith(".hw.yaml"))
  .sort();
const valueAt = (doc: Json, path: string): unknown =>
  path
    .split(".")
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Json)[key] : undefined), doc);

describe("units as patterns, from the unit table", () => {
  it.each(QUANTITIES)("%s uses the %s pattern of src/schema/units.ts", (path, kind) => {
    expect(patternAt(path).source).toBe(UNITS[kind].pattern.source);
  });

  it.each(HARDWARE)("hardware/%s: every quantity matches its schema pattern", (file) => {
    const doc = parse(readFileSync(join(ROOT, "hardware", file), "utf8")) as Json;
    let checked = 0;
    for (const [path] of QUANTITIES) {
      const value = (valueAt(doc, path) as Json | undefined)?.value;
      if (value === undefined) continue;
      expect(String(value), `${file} ${path}`).toMatch(patternAt(path));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it.each<[path: string, text: string]>([
    [".memory.bandwidth", "3.35 TB"],
    [".memory.bandwidth", "3.35 TiB/s"],
    [".memory.bandwidth", "3.35 TFLOPS"],
    [".memory.capacity", "80 GB/s"],
    [".memory.capacity", "80"],
    [".compute.bf16", "989 TB/s"],
    [".compute.bf16", "989 TFLOP"],
    [".price_per_hour", "2.49 $/h"],
    [".price_per_hour", "2.49 USD"],
  ])("%s flags %j while typing", (path, text) => {
    expect(text).not.toMatch(patternAt(path));
  });
});

// Where each kind lives and the schema its files open with, relative to that folder.
const SHIPPED: [folder: string, suffix: string, schema: string][] = [
  ["circuits", ".circuit.yaml", "../schemas/circuit.schema.json"],
  ["circuits/models", ".model.yaml", "../../schemas/model.schema.json"],
  ["engines", ".engine.yaml", "../schemas/engine.schema.json"],
  ["circuits/kernels", ".kernels.yaml", "../../schemas/kernels.schema.json"],
  ["circuits/fusions", ".fusions.yaml", "../../schemas/fusions.schema.json"],
  ["hardware", ".hw.yaml", "../schemas/hardware.schema.json"],
];
const shippedFiles = SHIPPED.flatMap(([folder, suffix, schema]) =>
  readdirSync(join(ROOT, folder))
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => [`${folder}/${f}`, schema] as const),
);

describe("every shipped YAML file names its schema on its first line", () => {
  it("finds files of every kind", () => {
    for (const [folder] of SHIPPED) expect(shippedFiles.some(([f]) => f.startsWith(`${folder}/`))).toBe(true);
  });

  it.each(shippedFiles)("%s", (file, schema) => {
    const [first] = readFileSync(join(ROOT, file), "utf8").split("\n");
    expect(first).toBe(`# yaml-language-server: $schema=${schema}`);
    expect(Object.keys(schemas)).toContain(schema.split("/").pop());
  });
});
