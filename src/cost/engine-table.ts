// A site timed from the engine's own measured kernels (AIConfigurator's per-framework tables) where the engine names
// tables for the device and a row answers: GEMMs, decode and prefill attention, all-reduce. Elsewhere, undefined: the
// device's kind terms cost it. One table launch is a CUDA-graph replay of the framework's kernel, fixed cost included.

import type { DeviceTables } from "../engine/index.ts";
import { allReduceSeconds, attentionSeconds, gemmSeconds, type TableLookup } from "../engine-tables/index.ts";
import type { Profile } from "../hardware/index.ts";
import {
  type ConcreteNode,
  type KernelKind,
  OP_SIGNATURES,
  type OpSignature,
  type RunPoint,
} from "../ir/index.ts";
import { gemmShape } from "./gemm.ts";
import { type ExpectedTerm, NO_TERMS, type ServeSetting } from "./roofline.ts";
import type { Transfer } from "./work.ts";

/** The table's answer for one launch: its seconds, the term it goes to, and which file and rows gave it. */
export interface TableTiming {
  seconds: number;
  term: ExpectedTerm;
  basis: string;
}

/** KV-cache format → the table's kv_dtype. */
const KV_DTYPES: Readonly<Record<string, string>> = { bf16: "bfloat16", fp16: "bfloat16" };

/** Which kind of table a kernel kind reads, and how a site of it becomes a query. */
const READERS: Partial<
  Record<
    KernelKind,
    (node: ConcreteNode, run: RunPoint, dev: DeviceTables, serve: ServeSetting) => TableLookup | undefined
  >
> = {
  gemm: (node, run, dev, serve) => {
    const shape = gemmShape(node, run);
    const dtype = node.weight ? serve.tables?.gemm[node.weight.format.name] : undefined;
    // The table's rows are the framework's linear layer at its weight format, activations in its own (native) lane.
    if (!dev.gemm || !shape || shape.gemms !== 1 || !dtype || shape.act.lane !== shape.weight.lane)
      return undefined;
    return gemmSeconds(dev.gemm, { dtype, n: shape.n, k: shape.k, m: Math.max(1, Math.round(shape.m)) });
  },
  attention_decode: (node, run, dev, serve) => attention(node, run, dev, serve, "decode"),
  attention_prefill: (node, run, dev, serve) => attention(node, run, dev, serve, "prefill"),
};

/**
 * Full attention over a paged cache (no window): decode, each sequence over its context; prefill, one prompt with no
 * cached prefix (the table's rows are causal from the first token), so a chunk after a prefix keeps the device terms.
 */
function attention(
  node: ConcreteNode,
  run: RunPoint,
  dev: DeviceTables,
  serve: ServeSetting,
  phase: "decode" | "prefill",
): TableLookup | undefined {
  const q = node.ins[0];
  const kv = node.states[0];
  const sig: OpSignature = OP_SIGNATURES[node.op];
  if (!dev.attention || sig.engineTable !== "attention" || !q || !kv || kv.window !== undefined)
    return undefined;
  const kvDtype = KV_DTYPES[kv.format.name] ?? (kv.format.lane === "fp8" ? "fp8" : undefined);
  if (!kvDtype || kv.cols <= 0) return undefined;
  if (phase === "prefill" && run.context !== run.rows) return undefined;
  return attentionSeconds(dev.attention, {
    phase,
    batch: run.sequences,
    tokens: phase === "decode" ? run.context : run.rows,
    qHeads: Math.round(q.cols / kv.cols),
    kvHeads: kv.rowsPerToken,
    headDim: kv.cols,
    kvDtype,
    ...(serve.tables?.attention ? { kernel: serve.tables.attention } : {}),
  });
}

const termOf: Partial<Record<KernelKind, ExpectedTerm>> = {
  gemm: "engine_gemm",
  attention_decode: "engine_attention",
  attention_prefill: "engine_attention",
};

/** The engine table's time for one launch of this site on this device, or undefined where no row answers. */
export function tableTiming(
  node: ConcreteNode,
  run: RunPoint,
  kind: KernelKind,
  profile: Profile,
  serve: ServeSetting,
): TableTiming | undefined {
  const dev = serve.tables?.loaded[profile.id];
  const read = READERS[kind];
  const term = termOf[kind];
  if (!dev || !read || !term || !profile.efficiency) return undefined;
  const found = read(node, run, dev, serve);
  return found?.ok ? { seconds: found.seconds, term, basis: found.basis } : undefined;
}

/** One all-reduce from the engine's table: the first of its kernels whose rows hold the message, else undefined. */
export function tableAllReduce(
  transfer: Transfer,
  profile: Profile,
  serve: ServeSetting,
): TableTiming | undefined {
  const dev = serve.tables?.loaded[profile.id];
  if (!dev?.allreduce || !profile.efficiency) return undefined;
  for (const kernel of serve.tables?.allreduce ?? []) {
    const found = allReduceSeconds(dev.allreduce, { kernel, ranks: transfer.ranks, bytes: transfer.bytes });
    if (found.ok) return { seconds: found.seconds, term: "engine_allreduce", basis: found.basis };
  }
  return undefined;
}

/** Expected terms of a table-timed launch: all of it in its engine term. */
export const tableTerms = (t: TableTiming) => ({ ...NO_TERMS, [t.term]: t.seconds });
