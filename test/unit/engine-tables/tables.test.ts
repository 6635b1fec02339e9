// The committed engine kernel tables parse cleanly, and lookups interpolate as documented on rows pinned from them
// (engines/measurements/aic/h100-sxm.vllm-0.24.0.*.csv and b200.sglang-0.5.14.attention.csv, AIConfigurator 095f58a).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AllReduceTable,
  type AttentionTable,
  allReduceSeconds,
  attentionSeconds,
  ENGINE_TABLE_KINDS,
  ENGINE_TABLES_DIR,
  type EngineTableKind,
  engineTableFile,
  type GemmTable,
  gemmSeconds,
  parseEngineTable,
  type TableLookup,
} from "../../../src/engine-tables/index.ts";
import { ROOT } from "../../helpers.ts";

const load = <K extends EngineTableKind>(kind: K, file: string) => {
  const parsed = parseEngineTable(kind, readFileSync(join(ROOT, file), "utf8"), file);
  expect(parsed.diagnostics).toEqual([]);
  if (!parsed.table) throw new Error(`test setup: ${file} did not parse`);
  return parsed.table;
};
const gemm = load("gemm", engineTableFile("h100-sxm", "vllm", "0.24.0", "gemm")) as GemmTable;
const attention = load(
  "attention",
  engineTableFile("h100-sxm", "vllm", "0.24.0", "attention"),
) as AttentionTable;
const allReduce = load(
  "allreduce",
  engineTableFile("h100-sxm", "vllm", "0.24.0", "allreduce"),
) as AllReduceTable;

const us = (v: number) => v * 1e-6;
/** log-log between (x0, y0) and (x1, y1) at x, written out independently of the reader. */
const logLog = (x0: number, y0: number, x1: number, y1: number, x: number) =>
  y0 * (y1 / y0) ** (Math.log(x / x0) / Math.log(x1 / x0));
const seconds = (r: TableLookup) => {
  if (!r.ok) throw new Error(r.reason);
  return r.seconds;
};

describe("the committed tables", () => {
  const files = readdirSync(join(ROOT, ENGINE_TABLES_DIR)).filter((f) => f.endsWith(".csv"));

  it("are the three kinds for three engines on three devices", () => {
    expect(files.length).toBe(27);
    for (const hw of ["h100-sxm", "h200-sxm", "b200"])
      for (const engine of ["vllm-0.24.0", "sglang-0.5.14", "tensorrt-llm-1.3.0rc20"])
        for (const kind of ENGINE_TABLE_KINDS) expect(files).toContain(`${hw}.${engine}.${kind}.csv`);
  });

  it.each(files)("%s parses with its provenance and the Apache-2.0 notice", (name) => {
    const kind = name.split(".").at(-2) as EngineTableKind;
    const table = load(kind, `${ENGINE_TABLES_DIR}/${name}`);
    expect(table.rows.length).toBeGreaterThan(100);
    expect(table.meta.commit).toEqual(["095f58a51c4ca8e61b66ec108d86f223f8d559ce"]);
    expect(table.meta.source).toEqual(["https://github.com/ai-dynamo/aiconfigurator"]);
    expect(table.meta.license?.[0]).toMatch(/^Apache-2\.0\. Derived from NVIDIA AIConfigurator/);
    expect(
      name.startsWith(`${table.meta.hardware?.[0]}.${table.meta.framework?.[0]}-${table.meta.version?.[0]}.`),
    ).toBe(true);
  });
});

describe("gemmSeconds", () => {
  it("returns a measured row as it is", () => {
    const r = gemmSeconds(gemm, { dtype: "fp8", n: 6144, k: 4096, m: 16 });
    expect(r).toMatchObject({ ok: true, exact: true, kernels: ["CutlassFP8ScaledMMLinearKernel"] });
    expect(seconds(r)).toBeCloseTo(us(14.756), 12);
  });

  it("interpolates log-log in m between the measured rows around it (m 17: 16.108 µs, m 32: 14.7 µs)", () => {
    const r = gemmSeconds(gemm, { dtype: "fp8", n: 6144, k: 4096, m: 24 });
    expect(r).toMatchObject({ ok: true, exact: false });
    expect(seconds(r)).toBeCloseTo(logLog(17, us(16.108), 32, us(14.7), 24), 14);
  });

  it("is linear in n between grid shapes where the model's shape is off the grid (Llama-3.1-8B gate_up, n 28672)", () => {
    const w = (51200 - 28672) / (51200 - 16384);
    const r = gemmSeconds(gemm, { dtype: "bfloat16", n: 28672, k: 4096, m: 16 });
    expect(r).toMatchObject({ ok: true, exact: false });
    expect(seconds(r)).toBeCloseTo(w * us(54.703) + (1 - w) * us(168.78), 14);
    if (r.ok) expect(r.basis).toContain("bilinear in n, k between n 16384/51200 and k 4096");
  });

  it.each([
    [{ dtype: "fp8", n: 6144, k: 4096, m: 40_000 }, "m 40000 is outside the measured 1–32768"],
    [{ dtype: "fp8", n: 6144, k: 4096, m: 0.5 }, "m 0.5 is outside the measured 1–32768"],
    [{ dtype: "fp8", n: 100_000, k: 4096, m: 16 }, "n 100000 is outside the measured shapes"],
    [{ dtype: "nvfp4", n: 6144, k: 4096, m: 16 }, "no nvfp4 rows (measured: bfloat16, fp8, fp8_block)"],
    [{ dtype: "fp8", n: 6144, k: 4096, m: 16, kernel: "cuBLASLt" }, "no fp8 cuBLASLt rows"],
  ])("says when %j is outside the table, never extrapolating", (query, reason) => {
    const r = gemmSeconds(gemm, query);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain(reason);
  });
});

describe("attentionSeconds", () => {
  const llama8b = { qHeads: 32, kvHeads: 8, headDim: 128 } as const;

  it("returns a measured decode row (16 sequences attending 4096 tokens: 113.43 µs)", () => {
    const r = attentionSeconds(attention, { phase: "decode", batch: 16, tokens: 4096, ...llama8b });
    expect(r).toMatchObject({ ok: true, exact: true, kernels: ["vllm_flash_attn_fa3"] });
    expect(seconds(r)).toBeCloseTo(us(113.43), 12);
  });

  it("interpolates log-log in tokens at each batch around it, then log-log in batch", () => {
    const at16 = logLog(2048, us(57.152), 4096, us(113.43), 3000);
    const at32 = logLog(2048, us(100.76), 4096, us(185.94), 3000);
    const r = attentionSeconds(attention, { phase: "decode", batch: 24, tokens: 3000, ...llama8b });
    expect(seconds(r)).toBeCloseTo(logLog(16, at16, 32, at32, 24), 14);
  });

  it("refuses heads it has no rows for, and tokens past the measured range", () => {
    const heads = attentionSeconds(attention, {
      phase: "decode",
      batch: 1,
      tokens: 512,
      qHeads: 28,
      kvHeads: 4,
      headDim: 128,
    });
    expect(heads).toMatchObject({ ok: false });
    const long = attentionSeconds(attention, { phase: "prefill", batch: 1, tokens: 1_000_000, ...llama8b });
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.reason).toContain("tokens 1000000 is outside the measured");
  });

  it("asks for a kernel where a table measured two at one point (SGLang on B200: flashinfer and trtllm_mha)", () => {
    const b200 = load(
      "attention",
      engineTableFile("b200", "sglang", "0.5.14", "attention"),
    ) as AttentionTable;
    // Qwen3-30B-A3B's heads at TP 1: 32 query, 4 KV.
    const q = { phase: "prefill", batch: 1, tokens: 2048, qHeads: 32, kvHeads: 4, headDim: 128 } as const;
    const either = attentionSeconds(b200, q);
    expect(either.ok).toBe(false);
    if (!either.ok)
      expect(either.reason).toContain(
        "several kernels are measured at tokens 2048 (flashinfer, trtllm_mha); name one",
      );
    const flashinfer = attentionSeconds(b200, { ...q, kernel: "flashinfer" });
    expect(flashinfer).toMatchObject({ ok: true, exact: true });
    expect(seconds(flashinfer)).toBeCloseTo(us(66.514), 12);
  });
});

describe("allReduceSeconds", () => {
  it("interpolates log-log in bytes at the exact kernel and rank count (NCCL, 8 ranks: 38.18 µs at 2 MiB, 50.49 at 4)", () => {
    const r = allReduceSeconds(allReduce, { kernel: "NCCL", ranks: 8, bytes: 3_000_000 });
    expect(seconds(r)).toBeCloseTo(logLog(2097152, us(38.18), 4194304, us(50.49), 3_000_000), 14);
  });

  it("refuses a rank count the table lacks, naming what it has", () => {
    const r = allReduceSeconds(allReduce, { kernel: "NCCL", ranks: 16, bytes: 4096 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain("NCCL×8");
  });
});
