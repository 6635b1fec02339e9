import type { CompareModel, DiffModel, DiffSetModel, ReportModel, UnionModel } from "../report/index.ts";

/** Floats are cut to 12 significant digits so the text is stable across platforms' last-bit differences. */
export function renderJson(
  model: ReportModel | UnionModel | CompareModel | DiffModel | DiffSetModel,
): string {
  return `${JSON.stringify(model, (_key, value) => (typeof value === "number" && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value), 2)}\n`;
}
