// --engine vllm | sglang | tensorrt-llm: GEMM and attention sites are timed from each framework's measured tables, so
// the engines differ where their tables differ, in the direction the tables say.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/app/report.ts";
import {
  attentionSeconds,
  type EngineTableKind,
  engineTableFile,
  gemmSeconds,
  parseEngineTable,
} from "../../../src/engine-tables/index.ts";
import type { RunSpec } from "../../../src/pipeline.ts";
import { ROOT } from "../../helpers.ts";

const ENGINES = { vllm: "0.24.0", sglang: "0.5.14", "tensorrt-llm": "1.3.0rc20" } as const;
type EngineId = keyof typeof ENGINES;
const HARDWARE = ["h100-sxm", "h200-sxm"] as const;

const parsed = new Map<string, unknown>();
const table = <K extends EngineTableKind>(kind: K, hw: string, engine: EngineId) => {
  const file = engineTableFile(hw, engine, ENGINES[engine], kind);
  const hit = parsed.get(file) ?? parseEngineTable(kind, readFileSync(join(ROOT, file), "utf8"), file).table;
  if (!hit) throw new Error(`test setup: ${file} does not parse`);
  parsed.set(file, hit);
  return hit as NonNullable<ReturnType<typeof parseEngineTable<K>>["table"]>;
};

/** Per-GPU shapes from the models' published configs (hidden, q/kv heads, head_dim 128, intermediate). */
const MODELS = {
  "llama-3.1-8b": { hidden: 4096, inter: 14336, q: 32, kv: 8, layers: 32 },
  "llama-3.1-70b": { hidden: 8192, inter: 28672, q: 64, kv: 8, layers: 80 },
} as const;
const gemms = (m: (typeof MODELS)[keyof typeof MODELS]) => ({
  "attn.qkv": { n: (m.q + 2 * m.kv) * 128, k: m.hidden },
  "attn.o_proj": { n: m.hidden, k: m.q * 128 },
  "ffn.gate_up": { n: 2 * m.inter, k: m.hidden },
  "ffn.down": { n: m.hidden, k: m.inter },
});

const CASES = [
  ["llama-3.1-8b", "bf16", "bfloat16"],
  ["llama-3.1-8b", "fp8", "fp8"],
  ["llama-3.1-70b", "fp8", "fp8"],
] as const;
const CONTEXT = 1024;
const RUNS: RunSpec[] = [
  { mode: "multi", rows: 1 },
  { mode: "multi", rows: 16 },
  { mode: "multi", rows: 64 },
  // A prompt with no cached prefix: the tables' prefill rows are causal from the first token.
  { mode: "single", rows: 2048, context: 2048 },
];

const reportOf = (model: string, preset: "bf16" | "fp8", engine: EngineId) => {
  const r = analyze({
    model,
    hardware: [...HARDWARE],
    runs: RUNS,
    context: CONTEXT,
    cwd: ROOT,
    engine,
    preset,
  });
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.report) throw new Error(`test setup: ${errors.map((d) => d.message).join("; ")}`);
  return r.report;
};

describe.each(CASES)("%s %s under vLLM, SGLang and TensorRT-LLM", (model, preset, dtype) => {
  const dims = MODELS[model];
  const reports = Object.fromEntries(
    (Object.keys(ENGINES) as EngineId[]).map((e) => [e, reportOf(model, preset, e)]),
  ) as Record<EngineId, ReturnType<typeof reportOf>>;
  const perLaunch = (engine: EngineId, hw: string, run: number, site: string) => {
    const t = reports[engine].tables.filter((x) => x.hardware === hw)[run];
    const row = t?.sites.find((s) => s.site === site);
    if (!row || row.expectedSeconds === null) throw new Error(`test setup: no ${site} in ${engine} ${hw}`);
    return row.expectedSeconds / row.count;
  };

  it.each(HARDWARE)(
    "every GEMM site on %s is the engine's table row, so the engines order as their tables do",
    (hw) => {
      RUNS.forEach((run, i) => {
        for (const [site, shape] of Object.entries(gemms(dims))) {
          const want = (Object.keys(ENGINES) as EngineId[]).map((e) => {
            const found = gemmSeconds(table("gemm", hw, e), { dtype, ...shape, m: run.rows });
            if (!found.ok) throw new Error(`test setup: ${found.reason}`);
            const got = perLaunch(e, hw, i, site);
            expect(got / found.seconds).toBeCloseTo(1, 9);
            return { e, table: found.seconds, got };
          });
          for (const a of want)
            for (const b of want)
              if (Math.abs(a.table - b.table) > 1e-3 * a.table)
                expect(Math.sign(a.got - b.got)).toBe(Math.sign(a.table - b.table));
        }
      });
    },
  );

  it.each(HARDWARE)("decode and prefill attention on %s are the engine's table rows", (hw) => {
    RUNS.forEach((run, i) => {
      const decode = run.mode === "multi";
      const times = (Object.keys(ENGINES) as EngineId[]).map((e) => {
        const found = attentionSeconds(table("attention", hw, e), {
          phase: decode ? "decode" : "prefill",
          batch: decode ? run.rows : 1,
          tokens: decode ? CONTEXT : run.rows,
          qHeads: dims.q,
          kvHeads: dims.kv,
          headDim: 128,
        });
        if (!found.ok) throw new Error(`test setup: ${found.reason}`);
        expect(perLaunch(e, hw, i, "attn.attention") / found.seconds).toBeCloseTo(1, 9);
        return found.seconds;
      });
      // Where the three tables differ, so do the three steps, unless the board's power limit sets a step: then its
      // time is the step's energy over the power the limit allows, the same work under any engine.
      if (new Set(times).size === 3) {
        const rows = (Object.keys(ENGINES) as EngineId[]).map(
          (e) => reports[e].tables.filter((x) => x.hardware === hw)[i],
        );
        const free = rows.filter((r) => r?.powerLimit === undefined).map((r) => r?.expectedSeconds);
        expect(new Set(free).size).toBe(free.length);
      }
    });
  });

  it("the report names every table it used, with its framework version and source commit", () => {
    for (const e of Object.keys(ENGINES) as EngineId[]) {
      const tables = reports[e].engine?.tables ?? [];
      for (const hw of HARDWARE)
        for (const kind of ["gemm", "attention", "allreduce"] as const)
          expect(tables).toContainEqual(
            expect.objectContaining({
              hardware: hw,
              kind,
              file: engineTableFile(hw, e, ENGINES[e], kind),
              version: ENGINES[e],
              commit: "095f58a51c4ca8e61b66ec108d86f223f8d559ce",
            }),
          );
      const terms = reports[e].tables[0]?.expectedTerms?.map((t) => t.term) ?? [];
      expect(terms).toContain("engine_gemm");
      expect(terms).toContain("engine_attention");
    }
  });
});
