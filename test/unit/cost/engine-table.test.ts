// Which attention ops an engine's attention table may time is an op-kind row (engineAttentionTable), not a name test in
// shared code: plain paged attention reads the framework's rows; sink and latent attention keep the device's terms.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tableTiming } from "../../../src/cost/engine-table.ts";
import type { ServeSetting } from "../../../src/cost/roofline.ts";
import { engineTableFile, parseEngineTable } from "../../../src/engine-tables/index.ts";
import { parseFormat } from "../../../src/formats/index.ts";
import { listHardware } from "../../../src/index.ts";
import {
  type ConcreteNode,
  OP_KINDS,
  OP_SIGNATURES,
  type OpKind,
  type OpSignature,
} from "../../../src/ir/index.ts";
import { ROOT } from "../../helpers.ts";

const HW = "h200-sxm";
const file = engineTableFile(HW, "vllm", "0.24.0", "attention");
const attention = parseEngineTable("attention", readFileSync(join(ROOT, file), "utf8"), file).table;
const profile = listHardware(ROOT).profiles.find((p) => p.id === HW);
const serve: ServeSetting = {
  graphs: true,
  tables: {
    framework: "vllm",
    devices: { [HW]: "0.24.0" },
    gemm: {},
    allreduce: [],
    loaded: { [HW]: { version: "0.24.0", ...(attention ? { attention } : {}) } },
  },
};

const bf16 = () => {
  const f = parseFormat("bf16");
  if (!f.ok) throw new Error("test setup: bf16");
  return f.format;
};
/** Llama-3.1-8B's attention at 16 sequences: 32 query heads of 128 over 8 KV heads, BF16 cache. */
const site = (op: OpKind): ConcreteNode => ({
  site: `test.${op}`,
  op,
  count: 1,
  ins: [{ edge: "q", rows: 16, cols: 4096, format: bf16() }],
  outs: [{ edge: "o", rows: 16, cols: 4096, format: bf16() }],
  states: [
    { id: "k_cache", access: "read", rowsPerToken: 8, cols: 128, format: bf16() },
    { id: "v_cache", access: "read", rowsPerToken: 8, cols: 128, format: bf16() },
  ],
  params: {},
});
const run = { mode: "multi", rows: 16, sequences: 16, context: 1024 } as const;

describe("engine attention tables follow the op-kind registry", () => {
  it("only attention kernels carry engineAttentionTable, and paged_attention is one of them", () => {
    const flagged = OP_KINDS.filter((op) => (OP_SIGNATURES[op] as OpSignature).engineAttentionTable);
    expect(flagged).toContain("paged_attention");
    for (const op of flagged)
      expect(OP_SIGNATURES[op].kernel).toEqual({ decode: "attention_decode", prefill: "attention_prefill" });
    for (const op of ["sink_attention", "mla_attention", "mla_mha_attention"] as const)
      expect((OP_SIGNATURES[op] as OpSignature).engineAttentionTable).toBeUndefined();
  });

  it("the same shapes are read from vLLM's table as paged_attention and left to the device as sink_attention", () => {
    if (!profile || !attention) throw new Error("test setup: no h200-sxm profile or vLLM attention table");
    const paged = tableTiming(site("paged_attention"), run, "attention_decode", profile, serve);
    expect(paged?.term).toBe("engine_attention");
    expect(paged?.seconds ?? 0).toBeGreaterThan(0);
    expect(tableTiming(site("sink_attention"), run, "attention_decode", profile, serve)).toBeUndefined();
  });
});
