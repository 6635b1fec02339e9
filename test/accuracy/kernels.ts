// The per-kernel accuracy section: expected time per launch against the microbenchmark rows a calibrated profile's
// fit did not use (held out), from the committed table, through the same cost path as a model's kernels.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { listHardware, type Residual, readMicrobench, residualOf } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";

/** Target of issue 22: per-kernel median absolute error over the held-out rows. */
export const KERNEL_TARGET = { median: 0.1 } as const;

/** Every calibrated profile and the table it was calibrated from. */
export const KERNEL_TABLES = [
  { hardware: "h200-sxm", table: "hardware/measurements/h200-sxm.microbench.csv" },
] as const;

export function runKernelAccuracy(): {
  hardware: string;
  table: string;
  held: Residual[];
  fitted: Residual[];
}[] {
  const { profiles } = listHardware(ROOT);
  return KERNEL_TABLES.map(({ hardware, table }) => {
    const profile = profiles.find((p) => p.id === hardware);
    if (!profile) throw new Error(`no profile ${hardware}`);
    const read = readMicrobench(readFileSync(resolve(ROOT, table), "utf8"), table);
    if (!read.rows) throw new Error(`${table}: ${read.diagnostics.map((d) => d.message).join("; ")}`);
    const all = read.rows.map((row) => residualOf(row, profile));
    return {
      hardware,
      table,
      held: all.filter((r) => r.use.use === "test"),
      fitted: all.filter((r) => r.use.use === "fit" && r.error !== null),
    };
  });
}

/** Median and worst absolute error of residuals. */
export function kernelSummary(rs: readonly Residual[]) {
  const errors = rs.flatMap((r) => (r.error === null ? [] : [Math.abs(r.error)])).sort((a, b) => a - b);
  const mid = errors.length / 2;
  const median =
    errors.length === 0
      ? 0
      : errors.length % 2
        ? (errors[Math.floor(mid)] ?? 0)
        : ((errors[mid - 1] ?? 0) + (errors[mid] ?? 0)) / 2;
  return { count: errors.length, median, worst: errors.at(-1) ?? 0 };
}
