import type { Format } from "../formats/index.ts";
import type { ConcreteNode, RunPoint } from "../ir/index.ts";

/** Bytes a node moves, split as DESIGN.md §4 (and LLM-Viewer's load/store categories). */
export interface ByteSplit {
  weight: number;
  actIn: number;
  actOut: number;
  kvRead: number;
  kvWrite: number;
  state: number;
}

/** Bytes a collective moves between devices: S as nccl-tests defines it, over `ranks` ranks spanning `span` devices. */
export interface Transfer {
  bytes: number;
  ranks: number;
  span: number;
  /** nccl-tests' busbw ÷ algbw for this collective: the share of S each rank's link carries. */
  busFactor: number;
  algorithm: string;
}

/** What one run of a node costs: FLOPs, bytes, and the operand pair that picks a tensor lane (none → vector). */
export interface OpWork {
  flops: number;
  bytes: ByteSplit;
  operands?: { weight: Format; act: Format };
  /** Set by collectives: timed over the interconnect, not DRAM. */
  transfer?: Transfer;
}

export interface CostRow {
  /** The paper, spec or kernel the formulas follow. */
  citation: string;
  /** Kernels with efficiencies of their own (attention); absent runs at the device's general ones. */
  kernel?: "attention";
  work(node: ConcreteNode, run: RunPoint): OpWork;
}

export const NO_BYTES: ByteSplit = { weight: 0, actIn: 0, actOut: 0, kvRead: 0, kvWrite: 0, state: 0 };

export const totalBytes = (b: ByteSplit) => b.weight + b.actIn + b.actOut + b.kvRead + b.kvWrite + b.state;
