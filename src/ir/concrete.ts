import type { Format } from "../formats/index.ts";
import type { OpKind } from "./op-kinds.ts";
import type { RunMode } from "./run-kinds.ts";

/** An evaluated edge: rows × cols in one format (cols is the grouped, contiguous axis). */
export interface Tensor {
  edge: string;
  rows: number;
  cols: number;
  format: Format;
}

/** An evaluated weight: out × in, `count` copies per layer (experts), stored once per name. */
export interface WeightTensor {
  name: string;
  rows: number;
  cols: number;
  count: number;
  format: Format;
}

/**
 * A state a node touches. A KV cache holds `rowsPerToken` × cols per token and layer, at most `window` tokens when set
 * (sliding-window attention); a recurrent state (`isRecurrent`) is `rowsPerToken` × cols per sequence and layer,
 * whatever the context.
 */
export interface StateAccess {
  id: string;
  access: "read" | "write" | "update";
  rowsPerToken: number;
  cols: number;
  format: Format;
  window?: number;
  isRecurrent?: boolean;
}

/** One node at one run point: everything an op's cost formula needs, as numbers. */
export interface ConcreteNode {
  site: string;
  op: OpKind;
  /** How many times the node runs per step (layers holding its block). */
  count: number;
  ins: readonly Tensor[];
  outs: readonly Tensor[];
  weight?: WeightTensor;
  bias?: Tensor;
  states: readonly StateAccess[];
  params: Readonly<Record<string, number>>;
}

/** What a step processes: n token rows from s sequences, each attending over `context` cached tokens. */
export interface RunPoint {
  mode: RunMode;
  rows: number;
  sequences: number;
  /** Rows whose logits the step computes (the run kind's logitRows); absent: one per sequence, its last row. */
  logitRows?: number;
  context: number;
  /**
   * How the step's tokens pick experts: absent, uniformly at random (E·(1−(1−k/E)^T) distinct experts); "identical",
   * every token the same k experts, as a benchmark that feeds one token id to every sequence
   * (llama-batched-bench), so one expert set is read at every row count.
   */
  routing?: "identical";
}
