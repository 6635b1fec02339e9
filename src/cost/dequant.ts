import { type ComputeLane, FORMATS, type Format, type FormatKey, pairLane } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { OpWork } from "./work.ts";

/** What widening one stored weight to the activation's lane costs, for a weight-only format/lane pair. */
export interface DequantRow {
  /** Vector instructions per weight element: unpack, convert, scale (and zero point). */
  instructions: number;
  /** Activation rows one dequantized weight tile serves before it is widened again. */
  rowsPerPass: number;
  citation: string;
}

const MARLIN =
  "Marlin, Frantar et al. arXiv:2408.11743 §3 (dequantized B tile reused by up to 4 m16 tiles = 64 rows)";

/** Rows per weight-only format; a format without a row is widened for free (native or not weight-only). */
export const DEQUANT_ROWS: Partial<Record<FormatKey, DequantRow>> = {
  "int4/g<n>": {
    instructions: 2,
    rowsPerPass: 64,
    citation: `${MARLIN}; int4→fp16 by one LOP3 and one FMA per value (Kim et al. arXiv:2211.10017 §4)`,
  },
  "int4/g<n>z": {
    instructions: 3,
    rowsPerPass: 64,
    citation: `${MARLIN}; int4/g<n> plus one zero-point subtract per value`,
  },
  "int4/g<n>z4": {
    instructions: 3,
    rowsPerPass: 64,
    citation: `${MARLIN}; int4/g<n> plus one zero-point subtract per value (the packed zero unpacks once per group)`,
  },
  "int8/channel": {
    instructions: 2,
    rowsPerPass: 64,
    citation: `${MARLIN}; int8→bf16 convert and per-channel scale (the scale may move to the epilogue: an upper bound)`,
  },
  "int8/g<n>": {
    instructions: 2,
    rowsPerPass: 64,
    citation: `${MARLIN}; int8→bf16 convert and one group scale per value, as int8/channel`,
  },
  "mxfp4/g32": {
    instructions: 2,
    rowsPerPass: 64,
    citation: `${MARLIN}; E2M1 lookup and E8M0 exponent add per value (OCP MX v1.0 §5.3)`,
  },
  "nvfp4/g16": {
    instructions: 2,
    rowsPerPass: 64,
    citation: `${MARLIN}; E2M1 lookup and E4M3 scale multiply per value`,
  },
};

const rowOf = (format: Format) => DEQUANT_ROWS[format.key];

/** Bytes per element of a lane's operands, for a weight dequantized to it. */
const LANE_BYTES: Record<ComputeLane, number> = { bf16: 2, fp8: 1, fp4: 0.5, int8: 1, int4: 0.5, fp32: 4 };

/**
 * A weight dequantized to `lane` before its GEMM, every call (vLLM's run_nvfp4_emulations: dequantize_to_dtype, then
 * torch.matmul): the copy is written once and read once, elements × width × 2 bytes beyond the stored weight.
 * Elements are weight bytes over the stored element width (scales included: at most 3 % over).
 */
export function dequantizedCopyBytes(work: OpWork, lane: ComputeLane): number {
  const weight = work.operands?.weight;
  if (!weight || work.bytes.weight <= 0) return 0;
  const elements = (work.bytes.weight * 8) / FORMATS[weight.key].elementBits;
  return elements * LANE_BYTES[lane] * 2;
}

/**
 * Dequantization of a weight-only GEMM on the vector lane: elements · instructions · ⌈rows/rowsPerPass⌉
 * instructions at fp32 peak ÷ 2 per second (the peak counts an FMA as 2 FLOPs). Elements are weight bytes
 * over the element width (scales included: at most 3 % over), rows per weight are flops ÷ (2 · elements).
 */
export function dequantSeconds(work: OpWork, profile: Profile): number {
  const ops = work.operands;
  const vector = profile.peaks.fp32;
  if (!ops || work.bytes.weight <= 0 || !vector) return 0;
  // Most sites are native pairs: asked first, so the format table is read only for weight-only ones.
  if (pairLane(ops.weight, ops.act)?.mode !== "weight-only") return 0;
  const row = rowOf(ops.weight);
  if (!row) return 0;
  const elements = (work.bytes.weight * 8) / FORMATS[ops.weight.key].elementBits;
  const rows = work.flops / (2 * elements);
  const passes = Math.max(1, Math.ceil(rows / row.rowsPerPass));
  return (elements * row.instructions * passes) / (vector / 2);
}
