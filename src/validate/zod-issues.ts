import type * as z from "zod";
import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";

type Key = string | number;

export function keyText(path: readonly Key[]): string {
  let text = "";
  for (const key of path) text += typeof key === "number" ? `[${key}]` : text ? `.${key}` : key;
  return text || "(document)";
}

/** The keys an object schema allows at a path, for "expected one of" in unknown-key messages. */
function allowedKeys(schema: z.ZodType, path: readonly Key[]): string[] {
  let current: unknown = schema;
  const unwrap = (s: unknown): unknown => {
    let node = s as { _zod?: { def?: Record<string, unknown> } };
    for (let i = 0; i < 10; i++) {
      const def = node._zod?.def;
      if (!def) break;
      const inner = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
      if (!inner) break;
      node = inner as typeof node;
    }
    return node;
  };
  for (const key of path) {
    const def = (unwrap(current) as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    if (def.type === "object") current = (def.shape as Record<string, unknown>)[String(key)];
    else if (def.type === "array") current = def.element;
    else if (def.type === "record") current = def.valueType;
    else return [];
  }
  const def = (unwrap(current) as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  return def?.type === "object" ? Object.keys(def.shape as Record<string, unknown>) : [];
}

/** Every zod issue as a positioned diagnostic; unknown keys point at the key itself. */
export function issuesToDiagnostics(
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
  file: string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    const path = issue.path.filter((k): k is Key => typeof k !== "symbol");
    if (issue.code === "unrecognized_keys") {
      const allowed = allowedKeys(schema, path);
      for (const key of issue.keys) {
        const hint = closest(key, allowed);
        out.push(
          diagnose(
            "SCHEMA_UNKNOWN_KEY",
            { key: keyText([...path, key]), allowed, ...(hint ? { hint } : {}) },
            { file, path: [...path, key], isKey: true },
          ),
        );
      }
      continue;
    }
    if (issue.code === "invalid_union") {
      const first = issue.errors.flat()[0];
      if (first) {
        out.push(...issuesToDiagnostics(schema, [{ ...first, path: [...issue.path, ...first.path] }], file));
        continue;
      }
    }
    const input = (issue as { input?: unknown }).input;
    if (issue.code === "invalid_type" && input === undefined) {
      // A missing key: point at the map that lacks it.
      out.push(
        diagnose(
          "SCHEMA_INVALID",
          { key: keyText(path), detail: `missing required key (expected ${issue.expected})` },
          { file, path: path.slice(0, -1), isKey: path.length > 1 },
        ),
      );
      continue;
    }
    if (issue.code === "invalid_value" && typeof input === "string") {
      const hint = closest(input, issue.values.map(String));
      const detail = `"${input}" is not one of ${issue.values.map(String).join(", ")}${hint ? `; did you mean "${hint}"?` : ""}`;
      out.push(diagnose("SCHEMA_INVALID", { key: keyText(path), detail }, { file, path }));
      continue;
    }
    out.push(diagnose("SCHEMA_INVALID", { key: keyText(path), detail: issue.message }, { file, path }));
  }
  return out;
}
