import type { ReportMemory } from "./schema.ts";

export interface FitVerdict {
  /** Resident bytes: every weight plus the KV cache (and state) of every sequence at the report's context. */
  bytes: number;
  usableBytes: number;
  fits: boolean;
  /** Devices of this kind the bytes would need (1 when it fits). */
  devices: number;
}

/** Whether `sequences` sequences fit one device, from the same memory numbers as the report's fit table. */
export function fitVerdict(memory: ReportMemory, sequences: number): FitVerdict {
  const bytes = memory.weightBytes + sequences * memory.kvBytesPerSequence;
  return {
    bytes,
    usableBytes: memory.usableBytes,
    fits: bytes <= memory.usableBytes,
    devices: Math.max(1, Math.ceil(bytes / memory.usableBytes)),
  };
}
