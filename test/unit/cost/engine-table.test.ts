// Which op kinds an engine's measured tables may time is an op-kind row (engineTable), not a name test in shared code:
// plain paged attention reads the framework's attention rows, all_reduce its all-reduce rows; sink and latent attention
// and the other collectives keep the device's terms.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tableTiming } from "../../../src/cost/engine-table.ts";
import type { ServeSetting } from "../../../src/cost/roofline.ts";
import { engineTableFile, parseEngineTable } from "../../../src/engine-tables/index.ts";
import { parseFormat } from "../../../src/formats/index.ts";
import { analyze, listHardware, parseLayouts } from "../../../src/index.ts";
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

describe("engine tables follow the op-kind registry", () => {
  it("attention tables time attention kernels only, all-reduce tables the all-reduce only", () => {
    const rows = (table: OpSignature["engineTable"]) =>
      OP_KINDS.filter((op) => (OP_SIGNATURES[op] as OpSignature).engineTable === table);
    expect(rows("attention")).toContain("paged_attention");
    for (const op of rows("attention"))
      expect(OP_SIGNATURES[op].kernel).toEqual({ decode: "attention_decode", prefill: "attention_prefill" });
    for (const op of ["sink_attention", "mla_attention", "mla_mha_attention"] as const)
      expect((OP_SIGNATURES[op] as OpSignature).engineTable).toBeUndefined();
    expect(rows("allreduce")).toEqual(["all_reduce"]);
  });

  it("the same shapes are read from vLLM's table as paged_attention and left to the device as sink_attention", () => {
    if (!profile || !attention) throw new Error("test setup: no h200-sxm profile or vLLM attention table");
    const paged = tableTiming(site("paged_attention"), run, "attention_decode", profile, serve);
    expect(paged?.term).toBe("engine_attention");
    expect(paged?.seconds ?? 0).toBeGreaterThan(0);
    expect(tableTiming(site("sink_attention"), run, "attention_decode", profile, serve)).toBeUndefined();
  });
});

describe("an all-reduce under a framework's tables", () => {
  const [layout] = parseLayouts("tp=4").layouts ?? [];
  const terms = (engine: string) => {
    if (!layout) throw new Error("test setup: tp=4 is not a layout");
    const r = analyze({
      model: "llama-3.1-70b",
      hardware: [HW],
      runs: [{ mode: "multi", rows: 16 }],
      context: 1024,
      cwd: ROOT,
      engine,
      preset: "fp8",
      parallel: layout,
    });
    const table = r.report?.tables[0];
    if (!table) throw new Error(`test setup: ${r.diagnostics.map((d) => d.message).join("; ")}`);
    return new Map((table.expectedTerms ?? []).map((t) => [t.term, t.seconds]));
  };

  it("is read from vLLM's all-reduce rows on the H200 at tp=4, and costed by the link under an engine without tables", () => {
    expect(terms("vllm").get("engine_allreduce") ?? 0).toBeGreaterThan(0);
    const plain = terms("pytorch");
    expect(plain.get("engine_allreduce") ?? 0).toBe(0);
    expect(plain.get("collective") ?? 0).toBeGreaterThan(0);
  });
});
