import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../src/diagnostics/index.ts";
import { MAX_TRACE_BYTES, parseTrace, readTrace } from "../../../src/load/index.ts";
import { type SimWorkload, STATUS, simulate } from "../../../src/simulate/index.ts";

const DIR = "test/fixtures/traces";
const at = (r: { diagnostics: { line?: number; col?: number; code: string }[] }) =>
  r.diagnostics.map((d) => `${d.code} ${d.line}:${d.col}`);

describe("readTrace: the public formats as written", () => {
  it.each([
    // file, format, requests, first three arrivals (s), first prompt, first output
    ["azure-conv-first50.csv", "azure", 50, [0, 4.314579, 4.541877], 374, 44],
    ["mooncake-conversation-excerpt.jsonl", "mooncake", 10, [0, 0, 0], 6758, 500],
    ["burstgpt-handwritten.csv", "burstgpt", 5, [0, 40, 113], 472, 18],
    ["vllm-bench-handwritten.json", "vllm", 4, [0, 0.36, 1.65], 512, 128],
    ["own.csv", "csv", 3, [0, 0.5, 1.25], 100, 10],
    [
      "llmservingsim-rtx4090-llama-3.1-8b.requests.jsonl",
      "llmservingsim",
      300,
      [0, 0.26509, 0.39615],
      2358,
      531,
    ],
  ] as const)("%s reads as %s", (file, format, count, arrivals, prompt, output) => {
    const { trace, diagnostics } = readTrace(join(DIR, file), file);
    expect(diagnostics).toEqual([]);
    expect(trace?.format).toBe(format);
    expect(trace?.count).toBe(count);
    for (const [i, a] of arrivals.entries()) expect(trace?.arrival[i]).toBeCloseTo(a, 4);
    expect(trace?.prompt[0]).toBe(prompt);
    expect(trace?.output[0]).toBe(output);
  });

  it("keeps Mooncake's prefix block hashes per request", () => {
    const { trace } = readTrace(join(DIR, "mooncake-conversation-excerpt.jsonl"), "m.jsonl");
    expect([...(trace?.hashIds?.[3] ?? [])]).toEqual([0, 42, 43, 44, 45]);
    // 512-token blocks: 2,290 prompt tokens span 5 blocks.
    expect(trace?.hashIds?.[3]?.length).toBe(Math.ceil(2290 / 512));
  });

  it("sums the LLMServingSim requests to the totals its timeseries.csv logs (257,239 prompt, 195,753 output)", () => {
    const { trace } = readTrace(join(DIR, "llmservingsim-rtx4090-llama-3.1-8b.requests.jsonl"), "r.jsonl");
    expect(trace?.prompt.reduce((a, b) => a + b, 0)).toBe(257_239);
    expect(trace?.output.reduce((a, b) => a + b, 0)).toBe(195_753);
  });

  it("--trace-format overrides detection, and a forced format names the columns it lacks", () => {
    const r = parseTrace("arrival_s,input_tokens,output_tokens\n0,1,1\n", "t.csv", "azure");
    expect(r.diagnostics[0]?.message).toContain(
      'format azure needs "TIMESTAMP", "ContextTokens", "GeneratedTokens"',
    );
  });
});

describe("readTrace: every bad row, positioned, nothing returned", () => {
  it("reports each bad cell of a CSV at its line:col with the column, expected and found", () => {
    const text = [
      "arrival_s,input_tokens,output_tokens",
      "0,100,10",
      "x,200,20",
      "1,-3,30",
      "2,300,1e400",
      "1.5,300,30",
      "3,NaN,0",
    ].join("\n");
    const r = parseTrace(text, "t.csv");
    expect(r.trace).toBeUndefined();
    expect(at(r)).toEqual([
      "LOAD_TRACE_ROW 3:1",
      "LOAD_TRACE_ROW 4:3",
      "LOAD_TRACE_ROW 5:7",
      "LOAD_TRACE_ROW 6:1",
      "LOAD_TRACE_ROW 7:3",
      "LOAD_TRACE_ROW 7:7",
    ]);
    expect(formatDiagnostic(r.diagnostics[3] as never)).toContain(
      't.csv:6:1 LOAD_TRACE_ROW trace column "arrival_s": expected a time ≥ the row before\'s',
    );
    expect(r.diagnostics[1]?.message).toContain("expected a whole token count from 1 to 10000000, found -3");
  });

  it("positions a JSON-lines cell at its value and a broken line at its start", () => {
    const text =
      '{"timestamp": 0, "input_length": 5, "output_length": 2}\n{"timestamp": 10, "input_length": "5", "output_length": 2}\n{"timestamp": 20,\n';
    const r = parseTrace(text, "m.jsonl");
    expect(at(r)).toEqual(["LOAD_TRACE_FORMAT 3:1"]);
    const fixed = parseTrace(text.replace('{"timestamp": 20,\n', ""), "m.jsonl");
    expect(at(fixed)).toEqual(["LOAD_TRACE_ROW 2:35"]);
  });

  it("says what BurstGPT's 0 response tokens mean", () => {
    const r = parseTrace(
      "Timestamp,Model,Request tokens,Response tokens,Total tokens,Log Type\n5,ChatGPT,472,0,472,Conversation log\n",
      "b.csv",
    );
    expect(r.diagnostics[0]?.message).toContain("BurstGPT_without_fails");
  });

  it.each([
    ["", "the file is empty"],
    ["a,b,c\n1,2,3\n", "no trace format matches the header"],
    ["arrival_s,input_tokens,output_tokens\n", "holds no requests"],
    ['{"input_lens": [1, 2], "output_lens": [1, 1]}', 'format vllm needs "start_times"'],
  ])("refuses %j as a file", (text, said) => {
    const r = parseTrace(text, "t");
    expect(r.trace).toBeUndefined();
    expect(r.diagnostics.map((d) => d.message).join(" ")).toContain(said);
  });

  it("reads through the load stage's bound: a file over MAX_TRACE_BYTES is refused unread", () => {
    expect(MAX_TRACE_BYTES).toBeGreaterThan(2_000_000 * 60);
    const dir = mkdtempSync(join(tmpdir(), "venn-trace-"));
    try {
      const missing = readTrace(join(dir, "absent.csv"), "absent.csv");
      expect(missing.diagnostics[0]?.code).toBe("LOAD_FILE_NOT_FOUND");
      writeFileSync(join(dir, "t.csv"), "arrival_s,input_tokens,output_tokens\n0,1,1\n");
      expect(readTrace(join(dir, "t.csv"), "t.csv").trace?.count).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a trace through the scheduler", () => {
  it("sends every row at its own time with its own lengths", () => {
    const { trace } = readTrace(join(DIR, "azure-conv-first50.csv"), "a.csv");
    if (!trace) throw new Error("fixture unreadable");
    const workload: SimWorkload = {
      arrivals: { kind: "trace", file: "a.csv", format: "azure" },
      isl: { kind: "fixed", tokens: 1 },
      osl: { kind: "fixed", tokens: 1 },
      requests: 1000,
      seed: 0,
      trace,
    };
    const run = simulate(
      {
        maxNumSeqs: 64,
        maxBatchedTokens: 2048,
        blockSize: 16,
        kvBlocks: 100_000,
        prefixCaching: true,
        maxModelLen: 8192,
      },
      workload,
      { seconds: () => 0.01 },
    );
    expect(run.requests.count).toBe(50);
    for (let i = 0; i < 50; i++) {
      expect(run.requests.arrival[i]).toBeCloseTo(trace.arrival[i] as number, 9);
      expect(run.requests.prompt[i]).toBe(trace.prompt[i]);
      expect(run.requests.output[i]).toBe(trace.output[i]);
      expect(run.requests.status[i]).toBe(STATUS.done);
    }
  });
});
