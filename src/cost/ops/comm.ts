import { type Link, linkFor, type Profile } from "../../hardware/index.ts";

import { NO_TERMS, type Timing } from "../roofline.ts";
import { type CostRow, NO_BYTES, type Transfer } from "../work.ts";
import { edgeBytes, first } from "./shared.ts";

/** nccl-tests bus-bandwidth factor per collective over n ranks (doc/PERFORMANCE.md): time = size · factor / busbw. */
export const BUS_FACTOR = {
  all_reduce: (n: number) => (2 * (n - 1)) / n,
  all_gather: (n: number) => (n - 1) / n,
  reduce_scatter: (n: number) => (n - 1) / n,
  all_to_all: (n: number) => (n - 1) / n,
  send_recv: (_n: number) => 1,
} as const;
export type Collective = keyof typeof BUS_FACTOR;

/** One collective's row: the size nccl-tests calls S is the edge as one rank holds it (all-gather: the gathered whole). */
const collective = (kind: Collective, algorithm: string, citation: string): CostRow => ({
  citation,
  work(node) {
    const t = first(node.outs);
    const ranks = node.params.ranks ?? 1;
    const transfer: Transfer = {
      bytes: edgeBytes(t),
      ranks,
      span: node.params.span ?? ranks,
      busFactor: BUS_FACTOR[kind](ranks),
      algorithm,
    };
    return { flops: 0, bytes: NO_BYTES, transfer };
  },
});

export const allReduce = collective(
  "all_reduce",
  "ring",
  "ring all-reduce: 2(n−1)/n of the buffer over each rank's link (nccl-tests PERFORMANCE.md busbw)",
);
export const allGather = collective(
  "all_gather",
  "ring",
  "ring all-gather: (n−1)/n of the gathered buffer over each rank's link (nccl-tests PERFORMANCE.md busbw)",
);
export const allToAll = collective(
  "all_to_all",
  "pairwise",
  "all-to-all: (n−1)/n of each rank's buffer leaves it (nccl-tests PERFORMANCE.md busbw)",
);
export const sendRecv = collective(
  "send_recv",
  "p2p",
  "send/recv: the whole buffer over one link (nccl-tests sendrecv, busbw = algbw)",
);

export type CommTiming = { ok: true; timing: Timing; execution: string } | { ok: false; span: number };

/**
 * floor = S·factor / link bandwidth; expected = latency + S·factor / (link bandwidth · busbw efficiency), the α–β
 * model nccl-tests' time column follows. The link is the scale-up one when the group fits the domain, else the network.
 */
export function communicate(transfer: Transfer, profile: Profile): CommTiming {
  const link: Link | undefined = linkFor(profile.interconnect, transfer.span);
  if (!link) return { ok: false, span: transfer.span };
  const wire = transfer.bytes * transfer.busFactor;
  const floorSeconds = wire / link.bytesPerSecond;
  const busSeconds = wire / (link.bytesPerSecond * link.efficiency);
  const expected = link.latencySeconds + busSeconds;
  // A decode step's all-reduce of a few KB is its launch latency; a prefill chunk's megabytes are the link's bandwidth.
  const bound = link.latencySeconds > busSeconds ? ("latency" as const) : ("link" as const);
  return {
    ok: true,
    timing: {
      floorSeconds,
      expectedSeconds: profile.efficiency ? expected : null,
      expectedTerms: profile.efficiency ? { ...NO_TERMS, collective: expected } : null,
      intensity: 0,
      bound,
    },
    execution: `${transfer.algorithm} over ${link.name}`,
  };
}
