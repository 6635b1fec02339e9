/**
 * The kinds of kernel an op kind runs as. Each kind has its own device terms in a hardware profile (fixed cost
 * in and out of a graph, streaming efficiency by size, occupancy) and an engine may state its own efficiency
 * per kind; the op-kind registry names one kind per op kind.
 */
export const KERNEL_KINDS = [
  "gemm",
  "grouped_gemm",
  "attention_decode",
  "attention_prefill",
  "elementwise",
  "gather",
  "collective",
] as const;
export type KernelKind = (typeof KERNEL_KINDS)[number];
