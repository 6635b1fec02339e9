// Calibrate: a device's microbenchmark table + its hardware profile → the profile with its efficiency block
// fitted (every value citing the table and its date), and each figure's residual against the fitted profile.
import { NO_BYTES, roofline } from "../cost/index.ts";
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { ComputeLane } from "../formats/index.ts";
import { type KindRow, normalizeProfile, type Profile, withBackend } from "../hardware/index.ts";
import type { KernelKind } from "../ir/index.ts";
import { attachPositions, editYaml, parseSource } from "../load/index.ts";
import { validateHardware } from "../validate/index.ts";
import { type Fit, type FittedTerms, type KindFit, workOf } from "./fit.ts";
import { readMicrobench } from "./read.ts";
import { MICROBENCH_OPS, type MicrobenchRow, type RowUse, useOf } from "./table.ts";
import { bestOnGrid, fitRows, fitTerms, relativeError } from "./terms.ts";
import { edits } from "./write.ts";

export interface CalibrateInput {
  table: { text: string; file: string };
  profile: { text: string; file: string };
  /** How the profile cites the table: its path from the profile's folder. */
  cite: string;
}

/** One figure of the table against the calibrated profile. */
export interface Residual {
  row: MicrobenchRow;
  /** A label for the figure: op, dtype, backend and its sizes. */
  figure: string;
  kind: KernelKind | null;
  measuredSeconds: number;
  expectedSeconds: number | null;
  /** expected ÷ measured − 1. */
  error: number | null;
  use: RowUse;
}

export interface CalibrateResult {
  text?: string;
  residuals: Residual[];
  diagnostics: Diagnostic[];
}

/** The source key the fitted values cite. */
export const MICROBENCH_SOURCE = "microbench";

export function calibrate(input: CalibrateInput): CalibrateResult {
  const table = readMicrobench(input.table.text, input.table.file);
  const parsed = parseSource(input.profile.text, input.profile.file);
  const validated = parsed.source ? validateHardware(parsed.source.data, input.profile.file) : undefined;
  const profileDiagnostics = parsed.source
    ? attachPositions(validated?.diagnostics ?? [], new Map([[input.profile.file, parsed.source]]))
    : parsed.diagnostics;
  const diagnostics = [...table.diagnostics, ...profileDiagnostics];
  if (!table.rows || !table.date || !validated?.value) return { residuals: [], diagnostics };
  const profile = normalizeProfile(validated.value, input.profile.file);
  const terms = fitTerms(table.rows, profile);
  if (!terms) {
    const found = fitRows(table.rows, "stream", "gemm").length;
    const what = "the GEMM streaming terms (gemv_k4096 rows in BF16)";
    return {
      residuals: [],
      diagnostics: [
        {
          ...diagnose(
            "CALIBRATE_TOO_FEW_ROWS",
            { what, need: 2, found },
            { file: input.table.file, path: [] },
          ),
          line: 1,
          col: 1,
        },
      ],
    };
  }
  const ridgeRows = fitRows(table.rows, "ridge", "gemm");
  const gemm = terms.kernels.gemm;
  if (gemm && ridgeRows.length >= 2) {
    const at = (p: number) =>
      calibrated(profile, { ...terms, kernels: { ...terms.kernels, gemm: { ...gemm, ridgeP: fitOf(p) } } });
    const p = bestOnGrid(1, 8, 0.05, (x) => relativeError(ridgeRows, (r) => predict(r, at(x)) ?? 0));
    gemm.ridgeP = {
      value: p,
      rows: ridgeRows,
      how: "(memory^p + compute^p)^(1/p) over the GEMM transition rows, on a 0.05 grid",
      params: 1,
    };
  }
  const fitted = calibrated(profile, terms);
  const residuals = table.rows.map((row) => residualOf(row, fitted));
  const cite = { file: input.cite, date: table.date };
  const text = editYaml(input.profile.text, edits(terms, cite, residuals, table.note));
  const invalid = fitProblems(text, input.profile.file, input.table.file);
  return invalid.length > 0 ? { residuals, diagnostics: invalid } : { text, residuals, diagnostics: [] };
}

const fitOf = (value: number): Fit => ({ value, rows: [], how: "", params: 1 });

/** A fitted value the profile schema refuses (a share above 1.05, a NaN from rows that cannot be fitted) is the table's error. */
function fitProblems(text: string, profileFile: string, tableFile: string): Diagnostic[] {
  const reparsed = parseSource(text, profileFile);
  const problems = reparsed.source
    ? (validateHardware(reparsed.source.data, profileFile).diagnostics ?? [])
    : reparsed.diagnostics;
  return problems.map((d) => ({
    ...diagnose("CALIBRATE_FIT_INVALID", { detail: d.message }, { file: tableFile, path: [] }),
    line: 1,
    col: 1,
  }));
}

/** The profile with the fitted terms in place of its efficiency block's. */
export function calibrated(profile: Profile, terms: FittedTerms): Profile {
  const eff = profile.efficiency ?? { bandwidth: 1, compute: {}, launchSeconds: 0 };
  const compute: Partial<Record<ComputeLane, number>> = { ...eff.compute };
  for (const [lane, f] of Object.entries(terms.compute)) compute[lane as ComputeLane] = f.value;
  const kernels: Partial<Record<KernelKind, KindRow>> = {};
  const rowOf = (k: KindFit): KindRow => {
    const laneShares: Partial<Record<ComputeLane, number>> = {};
    for (const [lane, f] of Object.entries(k.compute ?? {})) laneShares[lane as ComputeLane] = f.value;
    return {
      ...(k.fixedUs ? { fixedGraphSeconds: k.fixedUs.value * 1e-6 } : {}),
      ...(k.bandwidth ? { bandwidth: k.bandwidth.value } : {}),
      ...(k.compute ? { compute: laneShares } : {}),
      ...(k.ridgeP ? { ridgeP: k.ridgeP.value } : {}),
      ...(k.occupancy
        ? {
            occupancy: {
              halfUnitsPerSm: k.occupancy.halfUnitsPerSm.value,
              splitTokens: k.occupancy.splitTokens.value,
            },
          }
        : {}),
    };
  };
  for (const [kind, k] of Object.entries(terms.kernels)) {
    const backends = Object.entries(k.backends ?? {});
    kernels[kind as KernelKind] = {
      ...rowOf(k),
      ...(k.backend ? { backend: k.backend } : {}),
      ...(backends.length ? { backends: Object.fromEntries(backends.map(([id, b]) => [id, rowOf(b)])) } : {}),
    };
  }
  return {
    ...profile,
    efficiency: {
      ...eff,
      bandwidth: terms.bandwidth.value,
      compute,
      ...(terms.launchUs ? { launchSeconds: terms.launchUs.value * 1e-6 } : {}),
      ...(terms.graphLaunchUs ? { graphLaunchSeconds: terms.graphLaunchUs.value * 1e-6 } : {}),
      kernels,
    },
  };
}

/** One launch of a table row as the cost model times it on a profile (in a graph); null for launch-cost rows. */
export function predict(row: MicrobenchRow, profile: Profile): number | null {
  const op = MICROBENCH_OPS[row.op];
  if (!op?.kind) return null;
  const w = workOf(row);
  // a row timed through another backend of its kind is predicted by that backend's terms where the profile has them
  const eff = profile.efficiency;
  const own = eff?.kernels?.[op.kind];
  const picked = withBackend(own, row.backend);
  const on =
    eff && picked !== own
      ? { ...profile, efficiency: { ...eff, kernels: { ...eff.kernels, [op.kind]: picked } } }
      : profile;
  const timing = roofline(
    { flops: w.flops, bytes: { ...NO_BYTES, weight: w.bytes }, ...(w.units ? { units: w.units } : {}) },
    w.lane,
    on,
    op.kind,
  );
  return timing.expectedSeconds;
}

export function residualOf(row: MicrobenchRow, profile: Profile): Residual {
  const op = MICROBENCH_OPS[row.op];
  const expected = predict(row, profile);
  return {
    row,
    figure: figureOf(row),
    kind: op?.kind ?? null,
    measuredSeconds: row.seconds,
    expectedSeconds: expected,
    error: expected === null ? null : expected / row.seconds - 1,
    use: useOf(row),
  };
}

const SIZE_COLUMNS = ["m", "n", "k", "b", "ctx", "T", "distinct", "bytes"] as const;
export const figureOf = (row: MicrobenchRow) =>
  [
    row.op,
    row.dtype,
    ...(row.backend ? [row.backend] : []),
    ...SIZE_COLUMNS.flatMap((c) => (row.values[c] === undefined ? [] : [`${c}=${row.values[c]}`])),
  ].join(" ");

export { readMicrobench } from "./read.ts";
export { MICROBENCH_COLUMNS, MICROBENCH_OPS, type MicrobenchRow } from "./table.ts";
