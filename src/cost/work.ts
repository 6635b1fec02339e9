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
  /** Attention: parallel work units (sequences × KV heads) and the context tokens each may split over. */
  units?: { count: number; tokens: number };
}

/** What one op moves between its own steps when they run as separate kernels (scores, logits, an unquantized copy), and the work its own formula leaves out. */
export interface Intermediates {
  what: string;
  bytes: number;
  flops: number;
}

export interface CostRow {
  /** The paper, spec or kernel the formulas follow. */
  citation: string;
  work(node: ConcreteNode, run: RunPoint): OpWork;
  /** Bytes a fused kernel keeps on chip inside this one op (absent: none); counted only where a fusion group runs it. */
  intermediates?(node: ConcreteNode, run: RunPoint): Intermediates;
}

export const NO_BYTES: ByteSplit = { weight: 0, actIn: 0, actOut: 0, kvRead: 0, kvWrite: 0, state: 0 };

export const totalBytes = (b: ByteSplit) => b.weight + b.actIn + b.actOut + b.kvRead + b.kvWrite + b.state;

export const NO_INTERMEDIATES: Intermediates = { what: "", bytes: 0, flops: 0 };
