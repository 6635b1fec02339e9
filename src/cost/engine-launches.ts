// The kernels an engine launches around a node beyond the node's own: a quantize kernel of its own for a GEMM's
// input, a node run as several kernels, a GEMM tile that pads a small M. Each from the engine's rows (ServeSetting).

import { type Format, tensorBytes } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { ConcreteNode, RunPoint } from "../ir/index.ts";
import { gemmShape } from "./gemm.ts";
import {
  EXPECTED_TERMS,
  type ExpectedTerms,
  placeWork,
  roofline,
  type ServeSetting,
  type Timing,
} from "./roofline.ts";
import { type ByteSplit, NO_BYTES, type OpWork } from "./work.ts";

/** A quantize kernel of its own after a node: what it moves and what it takes. */
export interface QuantizeCost {
  kernel: string;
  bytes: ByteSplit;
  floorSeconds: number;
  expectedSeconds: number | null;
  expectedTerms: ExpectedTerms | null;
}

/** A quantized activation the node writes where its input is wider (a norm writing FP8): its format, and the input's. */
function quantizedOutput(node: ConcreteNode): { out: Format; from: Format } | undefined {
  const input = node.ins[0];
  const output = node.outs[0];
  if (!input || !output || input.format.lane === null || output.format.lane === null) return undefined;
  return output.format.elementBits < input.format.elementBits
    ? { out: output.format, from: input.format }
    : undefined;
}

/**
 * Where the engine quantizes this node's output in a kernel of its own: the bytes the node then writes unquantized
 * (more than the quantized edge it would have written) and the kernel that reads them and writes the quantized edge.
 */
export function separateQuantize(
  node: ConcreteNode,
  serve: ServeSetting,
  profile: Profile,
): { kernel: string; extraWrite: number; unquantized: number; quantized: number } | undefined {
  // The engine's measured GEMM rows are its linear layer fed BF16: they hold its input quantize already.
  if (serve.tables?.loaded[profile.id]?.gemm) return undefined;
  const q = quantizedOutput(node);
  const output = node.outs[0];
  if (!q || !output || !q.out.lane) return undefined;
  const rule = serve.activationQuant?.[q.out.lane];
  if (!rule || rule.fusedInto.includes(node.op)) return undefined;
  const unquantized = tensorBytes(q.from, output.rows, output.cols, "activation");
  const quantized = tensorBytes(q.out, output.rows, output.cols, "activation");
  return { kernel: rule.kernel, extraWrite: Math.max(0, unquantized - quantized), unquantized, quantized };
}

/** The node's own work where its output leaves unquantized: the wider write replaces the quantized one. */
export function withUnquantizedWrite(work: OpWork, extraWrite: number): OpWork {
  return extraWrite > 0
    ? { ...work, bytes: { ...work.bytes, actOut: work.bytes.actOut + extraWrite } }
    : work;
}

/** The quantize kernel: reads the unquantized rows, writes the quantized ones with their scales; an elementwise kernel. */
export function quantizeCost(
  q: { kernel: string; unquantized: number; quantized: number },
  profile: Profile,
  serve: ServeSetting,
): QuantizeCost {
  const work: OpWork = { flops: 0, bytes: { ...NO_BYTES, actIn: q.unquantized, actOut: q.quantized } };
  const place = placeWork(work, profile);
  const lane = place.ok ? place.lane : null;
  const t = roofline(work, lane, profile, "elementwise", serve);
  return {
    kernel: q.kernel,
    bytes: work.bytes,
    floorSeconds: t.floorSeconds,
    expectedSeconds: t.expectedSeconds,
    expectedTerms: t.expectedTerms,
  };
}

/**
 * How many times the FLOPs a GEMM kernel computes exceed the node's: a kernel whose smallest tile is `rows` rows on this
 * device computes that many for a smaller M (the engine's gemm_min_rows); 1 elsewhere.
 */
export function rowPadding(
  node: ConcreteNode,
  run: RunPoint,
  lane: string | null,
  profile: Profile,
  serve: ServeSetting,
): number {
  const rules = serve.gemmMinRows;
  if (!rules?.length || !lane) return 1;
  const rule = rules.find((r) => r.lane === lane && r.devices.includes(profile.id));
  if (!rule) return 1;
  const shape = gemmShape(node, run);
  if (!shape || shape.m <= 0 || shape.m >= rule.rows) return 1;
  return rule.rows / shape.m;
}

const scaleBytes = (b: ByteSplit, f: number): ByteSplit => ({
  weight: b.weight * f,
  actIn: b.actIn * f,
  actOut: b.actOut * f,
  kvRead: b.kvRead * f,
  kvWrite: b.kvWrite * f,
  state: b.state * f,
});

/** Seconds per term, each times f. */
const scaleTerms = (t: ExpectedTerms, f: number) =>
  Object.fromEntries(EXPECTED_TERMS.map((k) => [k, t[k] * f])) as ExpectedTerms;

/**
 * One node run as `kernels` kernels of an equal share of its work each (PyTorch's KV write: a copy for K and one for
 * V): each kernel pays its own fixed cost and half-bandwidth bytes. The floor is the node's, unchanged.
 */
export function splitTiming(
  work: OpWork,
  kernels: number,
  time: (share: OpWork) => Timing,
  whole: Timing,
): Timing {
  if (kernels <= 1) return whole;
  const share = time({ ...work, flops: work.flops / kernels, bytes: scaleBytes(work.bytes, 1 / kernels) });
  return {
    ...whole,
    expectedSeconds: share.expectedSeconds === null ? null : share.expectedSeconds * kernels,
    expectedTerms: share.expectedTerms === null ? null : scaleTerms(share.expectedTerms, kernels),
  };
}

/** A node's timing with its quantize kernel added: floor, expected time and every term summed. */
export function plusQuantize(t: Timing, q: QuantizeCost | undefined): Timing {
  if (!q) return t;
  const terms =
    t.expectedTerms && q.expectedTerms
      ? (Object.fromEntries(
          EXPECTED_TERMS.map((k) => [
            k,
            (t.expectedTerms as ExpectedTerms)[k] + (q.expectedTerms as ExpectedTerms)[k],
          ]),
        ) as ExpectedTerms)
      : null;
  return {
    ...t,
    floorSeconds: t.floorSeconds + q.floorSeconds,
    expectedSeconds:
      t.expectedSeconds !== null && q.expectedSeconds !== null ? t.expectedSeconds + q.expectedSeconds : null,
    expectedTerms: terms,
  };
}

/** Adds the quantize kernel's bytes to the node's. */
export const plusQuantizeBytes = (b: ByteSplit, q: QuantizeCost | undefined): ByteSplit =>
  q ? { ...b, actIn: b.actIn + q.bytes.actIn, actOut: b.actOut + q.bytes.actOut } : b;
