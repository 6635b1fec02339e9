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

type Efficiency = NonNullable<HardwareDoc["efficiency"]>;

const ATTENTION_KINDS: readonly KernelKind[] = ["attention_decode", "attention_prefill"];

/**
 * Each kind's terms: its kernels: row where the profile has one (a term the row lacks falls back as below), else
 * the efficiency block as profiles without per-kind terms always meant it: streaming at `bandwidth` with
 * `half_bandwidth_bytes` added, attention at its own efficiencies, the graph gap per kernel, a bare max.
 */
export function kindTable(eff: Efficiency, sms: number | undefined): KindTable {
  const laneEff: Partial<Record<ComputeLane, number>> = {};
  for (const [lane, f] of Object.entries(eff.compute ?? {})) if (f) laneEff[lane as ComputeLane] = f.value;
  const launch = (eff.launch_us?.value ?? 0) * 1e-6;
  const gap = eff.graph_launch_us ? eff.graph_launch_us.value * 1e-6 : launch;
  const table = {} as KindTable;
  for (const kind of KERNEL_KINDS) {
    const row = kind === "collective" ? undefined : eff.kernels?.[kind];
    const attention = ATTENTION_KINDS.includes(kind);
    const compute = {
      ...(attention && eff.attention?.compute ? allLanes(eff.attention.compute.value) : laneEff),
    };
    for (const [lane, f] of Object.entries(row?.compute ?? {})) if (f) compute[lane as ComputeLane] = f.value;
    const occupancy = row?.occupancy;
    table[kind] = {
      bandwidth:
        row?.bandwidth?.value ??
        (attention ? eff.attention?.bandwidth?.value : undefined) ??
        eff.bandwidth?.value ??
        1,
      halfBytes: row?.fixed_us ? 0 : (eff.half_bandwidth_bytes?.value ?? 0),
      compute,
      fixedGraphSeconds: row?.fixed_us ? row.fixed_us.value * 1e-6 : gap,
      fixedEagerSeconds: row?.eager_us ? row.eager_us.value * 1e-6 : launch,
      ridgeP: row?.ridge_p?.value ?? Number.POSITIVE_INFINITY,
      ...(occupancy && sms
        ? {
            occupancy: {
              halfUnits: occupancy.half_units_per_sm.value * sms,
              splitTokens: occupancy.split_tokens.value,
            },
          }
        : {}),
      origin: row ? "measured" : "derived",
    };
  }
  return table;
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
