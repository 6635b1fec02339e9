// The fitted terms as edits of the profile's YAML: each value with its source and a note saying how it was fitted
// and how well the fitted profile reproduces the rows it came from.
import type { YamlEdit } from "../load/index.ts";
import type { Fit, FittedTerms, KindFit } from "./fit.ts";
import type { MicrobenchRow } from "./table.ts";

const SOURCE = "microbench";

interface Cite {
  file: string;
  date: string;
}

interface ResidualLike {
  row: MicrobenchRow;
  error: number | null;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** How well the fitted profile reproduces these rows: median and worst absolute error. */
function residualText(fit: Fit, residuals: readonly ResidualLike[]): string {
  const { rows, params } = fit;
  // As many rows as values: the fit passes through them, so a residual would only show rounding.
  if (rows.length <= params)
    return rows.length < 2 ? "" : `; ${rows.length} rows for ${params} values, no spare row to test it`;
  const errors = residuals
    .filter((r) => rows.includes(r.row) && r.error !== null)
    .map((r) => Math.abs(r.error as number))
    .sort((a, b) => a - b);
  if (errors.length === 0) return "";
  const mid = errors.length / 2;
  const median =
    errors.length % 2
      ? (errors[Math.floor(mid)] as number)
      : ((errors[mid - 1] as number) + (errors[mid] as number)) / 2;
  return `; ${errors.length} rows, residual median ${pct(median)}, worst ${pct(errors.at(-1) as number)}`;
}

function rowsText(rows: readonly MicrobenchRow[]): string {
  const ops = [...new Set(rows.map((r) => `${r.op} ${r.dtype}${r.backend ? ` ${r.backend}` : ""}`))];
  return ops.join(", ");
}

function leaf(fit: Fit, cite: Cite, residuals: readonly ResidualLike[]) {
  return {
    value: fit.value,
    source: SOURCE,
    note: `measured: ${cite.file}, ${cite.date}; ${fit.how} (${rowsText(fit.rows)})${residualText(fit, residuals)}`,
  };
}

function kindNode(k: KindFit, cite: Cite, residuals: readonly ResidualLike[]): Record<string, unknown> {
  const at = (f: Fit) => leaf(f, cite, residuals);
  const backends = Object.entries(k.backends ?? {});
  return {
    ...(k.backend ? { backend: k.backend } : {}),
    ...(k.fixedUs ? { fixed_us: at(k.fixedUs) } : {}),
    ...(k.bandwidth ? { bandwidth: at(k.bandwidth) } : {}),
    ...(k.compute
      ? { compute: Object.fromEntries(Object.entries(k.compute).map(([lane, f]) => [lane, at(f)])) }
      : {}),
    ...(k.ridgeP ? { ridge_p: at(k.ridgeP) } : {}),
    ...(k.occupancy
      ? {
          occupancy: {
            split_tokens: at(k.occupancy.splitTokens),
            half_units_per_sm: at(k.occupancy.halfUnitsPerSm),
          },
        }
      : {}),
    ...(backends.length
      ? { backends: Object.fromEntries(backends.map(([id, b]) => [id, kindNode(b, cite, residuals)])) }
      : {}),
  };
}

/** Every path calibrate writes: the table as a source, the library GEMV/GEMM figures, launch costs, kind rows. */
export function edits(
  terms: FittedTerms,
  cite: Cite,
  residuals: readonly ResidualLike[],
  note: string | undefined,
): YamlEdit[] {
  const at = (f: Fit) => leaf(f, cite, residuals);
  const out: YamlEdit[] = [
    {
      path: ["sources", SOURCE],
      value: { file: cite.file, measured: cite.date, ...(note ? { note } : {}) },
    },
    { path: ["efficiency", "bandwidth"], value: at(terms.bandwidth) },
  ];
  for (const [lane, f] of Object.entries(terms.compute))
    out.push({ path: ["efficiency", "compute", lane], value: at(f) });
  if (terms.launchUs) out.push({ path: ["efficiency", "launch_us"], value: at(terms.launchUs) });
  if (terms.graphLaunchUs)
    out.push({ path: ["efficiency", "graph_launch_us"], value: at(terms.graphLaunchUs) });
  for (const [kind, k] of Object.entries(terms.kernels))
    out.push({ path: ["efficiency", "kernels", kind], value: kindNode(k, cite, residuals) });
  return out;
}
