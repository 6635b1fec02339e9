import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { FORMATS, parseFormat } from "../formats/index.ts";
import { SITE_PARAM_NAMES } from "../ir/index.ts";
import type { KernelsDoc } from "../schema/index.ts";

const PATTERNS: string[] = Object.values(FORMATS).map((row) => row.spelling);

/** Meaning checks for a kernel manifest: unique ids, known parameters and formats, measurements that exist. */
export function checkKernels(kernels: KernelsDoc, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const duplicates = (kind: string, ids: readonly string[], path: (i: number) => (string | number)[]) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) out.push(diagnose("VENN_DUPLICATE_ID", { kind, id }, { file, path: path(i) }));
      seen.add(id);
    });
  };
  duplicates(
    "family",
    kernels.families.map((f) => f.id),
    (i) => ["families", i, "id"],
  );
  duplicates(
    "measurement",
    kernels.measurements.map((m) => m.id),
    (i) => ["measurements", i, "id"],
  );

  const unknownParam = (where: string, param: string, path: (string | number)[]) => {
    if (SITE_PARAM_NAMES.includes(param)) return;
    const hint = closest(param, SITE_PARAM_NAMES);
    out.push(
      diagnose(
        "VENN_PARAM_UNKNOWN",
        { where, param, known: SITE_PARAM_NAMES, ...(hint ? { hint } : {}) },
        { file, path, isKey: true },
      ),
    );
  };
  const measurementIds = kernels.measurements.map((m) => m.id);
  kernels.families.forEach((family, i) => {
    for (const [param, spec] of Object.entries(family.params)) {
      unknownParam(`family ${family.id}`, param, ["families", i, "params", param]);
      if (spec.kind !== "runtime" && !spec.values?.length) {
        out.push(
          diagnose(
            "VENN_VALUES_MISSING",
            { family: family.id, param, kind: spec.kind },
            { file, path: ["families", i, "params", param] },
          ),
        );
      }
    }
    family.formats?.forEach((pair, j) => {
      for (const side of ["weight", "act"] as const) {
        const format = pair[side];
        if (format === undefined || parseFormat(format).ok || PATTERNS.includes(format)) continue;
        const hint = closest(format, PATTERNS);
        out.push(
          diagnose(
            "VENN_FORMAT_UNKNOWN",
            { family: family.id, format, ...(hint ? { hint } : {}) },
            { file, path: ["families", i, "formats", j, side] },
          ),
        );
      }
    });
    family.measurements.forEach((id, j) => {
      if (measurementIds.includes(id)) return;
      const hint = closest(id, measurementIds);
      out.push(
        diagnose(
          "VENN_MEASUREMENT_UNKNOWN",
          { family: family.id, id, known: measurementIds, ...(hint ? { hint } : {}) },
          { file, path: ["families", i, "measurements", j] },
        ),
      );
    });
  });
  kernels.measurements.forEach((m, i) => {
    for (const param of Object.keys(m.point))
      unknownParam(`measurement ${m.id}`, param, ["measurements", i, "point", param]);
  });
  return out;
}
