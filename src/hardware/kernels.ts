// Device terms per kernel kind: the profile's own (venn calibrate), else derived from its efficiency block.
import type { ComputeLane } from "../formats/index.ts";
import { KERNEL_KINDS, type KernelKind } from "../ir/index.ts";
import type { HardwareDoc } from "../schema/index.ts";

/** How one kind of kernel runs on a device, in base units. */
export interface KindTerms {
  /** Achieved ÷ spec DRAM bandwidth for large transfers. */
  bandwidth: number;
  /** Bytes added to every transfer, t = (bytes + half)/bw: the size dependence of a kind without a fixed cost of its own. */
  halfBytes: number;
  /** Achieved ÷ peak per lane; a lane absent runs at 1. */
  compute: Partial<Record<ComputeLane, number>>;
  /** One kernel inside a CUDA/HIP graph: the fixed cost (gap to the next kernel included). */
  fixedGraphSeconds: number;
  /** The least one kernel costs outside a graph (the host launch). */
  fixedEagerSeconds: number;
  /** p of the blend (memory^p + compute^p)^(1/p); Infinity = max. */
  ridgeP: number;
  /** Work units at which the kind streams at half its bandwidth, and context tokens per unit; absent = no occupancy term. */
  occupancy?: { halfUnits: number; splitTokens: number };
  /** "measured": the profile's kernels: row for this kind; "derived": from the efficiency block (no row). */
  origin: "measured" | "derived";
}

export type KindTable = Record<KernelKind, KindTerms>;

/** A profile's kernels: row for one kind, in base units; a term it lacks is derived. */
export interface KindRow {
  fixedGraphSeconds?: number;
  fixedEagerSeconds?: number;
  bandwidth?: number;
  compute?: Partial<Record<ComputeLane, number>>;
  ridgeP?: number;
  occupancy?: { halfUnitsPerSm: number; splitTokens: number };
  /** The library kernel the row was measured on (kernels.<kind>.backend). */
  backend?: string;
  /** The kind through other backends, measured on the same device; a term a backend lacks is the row's. */
  backends?: Record<string, Omit<KindRow, "backend" | "backends">>;
}

/** The efficiency fields kind terms are derived from (Profile["efficiency"]). */
export interface EfficiencyFields {
  bandwidth: number;
  compute: Partial<Record<ComputeLane, number>>;
  launchSeconds: number;
  halfBandwidthBytes?: number;
  attention?: { bandwidth?: number; compute?: number };
  graphLaunchSeconds?: number;
  kernels?: Partial<Record<KernelKind, KindRow>>;
}

const ATTENTION_KINDS: readonly KernelKind[] = ["attention_decode", "attention_prefill"];

/**
 * Each kind's terms: its kernels: row where the profile has one (a term the row lacks falls back as below), else
 * the efficiency block as profiles without per-kind terms always meant it: streaming at `bandwidth` with
 * `half_bandwidth_bytes` added, attention at its own efficiencies, the graph gap per kernel, a bare max.
 */
export function kindTable(eff: EfficiencyFields, sms: number | undefined): KindTable {
  const gap = eff.graphLaunchSeconds ?? eff.launchSeconds;
  const table = {} as KindTable;
  for (const kind of KERNEL_KINDS) {
    const row = eff.kernels?.[kind];
    const attention = ATTENTION_KINDS.includes(kind);
    const attentionCompute = attention ? eff.attention?.compute : undefined;
    const occupancy = row?.occupancy;
    table[kind] = {
      bandwidth: row?.bandwidth ?? (attention ? eff.attention?.bandwidth : undefined) ?? eff.bandwidth,
      halfBytes: row?.fixedGraphSeconds !== undefined ? 0 : (eff.halfBandwidthBytes ?? 0),
      compute: { ...(attentionCompute ? allLanes(attentionCompute) : eff.compute), ...row?.compute },
      fixedGraphSeconds: row?.fixedGraphSeconds ?? gap,
      fixedEagerSeconds: row?.fixedEagerSeconds ?? eff.launchSeconds,
      ridgeP: row?.ridgeP ?? Number.POSITIVE_INFINITY,
      ...(occupancy && sms
        ? { occupancy: { halfUnits: occupancy.halfUnitsPerSm * sms, splitTokens: occupancy.splitTokens } }
        : {}),
      origin: row ? "measured" : "derived",
    };
  }
  return table;
}

/** The kind table of a profile's efficiency, built once per efficiency object. */
export function kindsOf(eff: EfficiencyFields, sms: number | undefined): KindTable {
  const hit = tables.get(eff);
  if (hit) return hit;
  const table = kindTable(eff, sms);
  tables.set(eff, table);
  return table;
}
const tables = new WeakMap<EfficiencyFields, KindTable>();

type KindDocs = NonNullable<NonNullable<HardwareDoc["efficiency"]>["kernels"]>;
type KindDoc = NonNullable<KindDocs[keyof KindDocs]>;

/** One row (or one backend's row) of a profile's kernels: in base units. */
function rowOf(r: Omit<KindDoc, "backend" | "backends">): KindRow {
  const compute: Partial<Record<ComputeLane, number>> = {};
  for (const [lane, f] of Object.entries(r.compute ?? {})) if (f) compute[lane as ComputeLane] = f.value;
  return {
    ...(r.fixed_us ? { fixedGraphSeconds: r.fixed_us.value * 1e-6 } : {}),
    ...(r.eager_us ? { fixedEagerSeconds: r.eager_us.value * 1e-6 } : {}),
    ...(r.bandwidth ? { bandwidth: r.bandwidth.value } : {}),
    ...(r.compute ? { compute } : {}),
    ...(r.ridge_p ? { ridgeP: r.ridge_p.value } : {}),
    ...(r.occupancy
      ? {
          occupancy: {
            halfUnitsPerSm: r.occupancy.half_units_per_sm.value,
            splitTokens: r.occupancy.split_tokens.value,
          },
        }
      : {}),
  };
}

/** A kind's row with one of its other backends' terms in place (a term the backend lacks is the row's); the row itself where the backend is its own or absent. */
export function withBackend(row: KindRow | undefined, backend: string | undefined): KindRow | undefined {
  const other = backend && row?.backend !== backend ? row?.backends?.[backend] : undefined;
  return other && row ? { ...row, ...other, backend: backend as string } : row;
}

/** A profile document's kernels: rows in base units. */
export function kindRows(
  kernels: NonNullable<NonNullable<HardwareDoc["efficiency"]>["kernels"]>,
): Partial<Record<KernelKind, KindRow>> {
  const rows: Partial<Record<KernelKind, KindRow>> = {};
  for (const [kind, r] of Object.entries(kernels)) {
    if (!r) continue;
    const backends = Object.entries(r.backends ?? {});
    rows[kind as KernelKind] = {
      ...rowOf(r),
      ...(r.backend ? { backend: r.backend } : {}),
      ...(backends.length ? { backends: Object.fromEntries(backends.map(([id, b]) => [id, rowOf(b)])) } : {}),
    };
  }
  return rows;
}

/** The attention compute share applies on whatever lane the attention runs. */
const allLanes = (value: number): Partial<Record<ComputeLane, number>> => ({
  bf16: value,
  fp8: value,
  fp4: value,
  int8: value,
  int4: value,
  fp32: value,
});
