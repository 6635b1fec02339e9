import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { MeasurementRow, MeasurementsDoc } from "../schema/index.ts";

/** The identity of a row: one number per target, hardware, mode, rows, context and precision. */
export function measurementKey(r: MeasurementRow): string {
  const target = r.site !== undefined ? `site ${r.site}` : `family ${r.family}`;
  return `${target} on ${r.hardware} ${r.mode}:${r.rows} context ${r.context}${r.precision ? ` precision ${r.precision}` : ""}`;
}

/** Two rows with the same key: the second is the error, pointing back at the first. */
export function findDuplicates(doc: MeasurementsDoc, file: string): Diagnostic[] {
  const first = new Map<string, number>();
  const diagnostics: Diagnostic[] = [];
  doc.measurements.forEach((row, i) => {
    const key = measurementKey(row);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, i);
    else
      diagnostics.push(
        diagnose(
          "MEASURE_DUPLICATE_ROW",
          { key },
          { file, path: ["measurements", i, row.site !== undefined ? "site" : "family"] },
          { file, path: ["measurements", seen, "seconds"], label: "first measured" },
        ),
      );
  });
  return diagnostics;
}
