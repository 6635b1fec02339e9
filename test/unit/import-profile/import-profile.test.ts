import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type ImportProfileInput,
  importProfile,
  readNsysKernelSummary,
  readTorchTrace,
} from "../../../src/import-profile/index.ts";
import { ROOT, runCli } from "../../helpers.ts";

const read = (file: string) => ({ text: readFileSync(join(ROOT, file), "utf8"), file });
const NSYS = "test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv";
const TRACE = "test/fixtures/profiles/llama-3.1-8b-decode.torch-trace.json";
const MAP = "circuits/measurements/llama-3.1-8b.vllm.map.yaml";
const POINT = { hardware: "h100-sxm", mode: "multi", rows: 1, context: 4096 } as const;

/** The CSV's rows as objects keyed by header. */
function rowsOf(text: string | undefined): Record<string, string>[] {
  const [header, ...lines] = (text ?? "").trim().split("\n");
  const names = (header ?? "").split(",");
  return lines.map((line) => {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "")) ?? [];
    return Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? "").replace(/^"|"$/g, "")]));
  });
}
const secondsOf = (rows: Record<string, string>[], target: string) =>
  Number(rows.find((r) => r.site === target || r.family === target)?.seconds);

describe("readers", () => {
  it("nsys cuda_gpu_kern_sum: total nanoseconds and instances per kernel name", () => {
    const { kernels } = readNsysKernelSummary(read(NSYS).text, NSYS);
    expect(kernels).toHaveLength(13);
    expect(kernels?.[0]).toEqual({
      name: "nvjet_tst_64x8_64x16_4x1_v_bz_splitK_TNT",
      seconds: 51.2e-3,
      launches: 1280,
    });
  });

  it("torch trace: ph X, cat kernel events only, dur in µs summed per name", () => {
    const text = JSON.stringify({
      traceEvents: [
        { ph: "X", cat: "kernel", name: "k", dur: 2.5 },
        { ph: "X", cat: "kernel", name: "k", dur: 1.5 },
        { ph: "X", cat: "cpu_op", name: "k", dur: 100 },
        { ph: "s", cat: "kernel", name: "k", dur: 100 },
        { ph: "X", cat: "gpu_memcpy", name: "Memcpy HtoD", dur: 9 },
      ],
    });
    const { kernels } = readTorchTrace(text, "t.json");
    expect(kernels).toHaveLength(1);
    expect(kernels?.[0]?.name).toBe("k");
    expect(kernels?.[0]?.seconds).toBeCloseTo(4e-6, 15);
    expect(kernels?.[0]?.launches).toBe(2);
  });

  it.each([
    ['{"traceEvents": [', "IMPORT_JSON_INVALID"],
    ['{"events": []}', "IMPORT_KEY_MISSING"],
  ])("%j → %s", (text, code) => {
    expect(readTorchTrace(text, "t.json").diagnostics.map((d) => d.code)).toEqual([code]);
  });

  it("a Total Time cell that is not a number is an error at its cell", () => {
    const text = '"Time (%)","Total Time (ns)","Instances","Name"\n1.0,abc,3,"k"\n';
    const { diagnostics } = readNsysKernelSummary(text, "k.csv");
    expect(diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([["IMPORT_VALUE_INVALID", 2, 5]]);
  });
});

describe("importProfile through the shipped vLLM map", () => {
  const nsys = importProfile({
    profile: { kind: "nsys", ...read(NSYS) },
    map: read(MAP),
    ...POINT,
    steps: 10,
  });
  const trace = importProfile({ profile: { kind: "torch-trace", ...read(TRACE) }, map: read(MAP), ...POINT });

  it("writes one row per site or family the map names, sorted, with the columns --measurements reads", () => {
    const rows = rowsOf(nsys.text);
    expect(nsys.text?.split("\n")[0]).toBe(
      "site,family,hardware,mode,rows,context,seconds,precision,source,note",
    );
    expect(rows.map((r) => r.site || `family ${r.family}`)).toEqual([
      "family gemm_bf16",
      "attn.attention",
      "attn.input_norm",
      "attn.kv_write",
      "attn.rope",
      "embed.embed_tokens",
      "ffn.act",
      "ffn.post_norm",
      "head.argmax",
    ]);
    expect(
      rows.every(
        (r) => r.hardware === "h100-sxm" && r.mode === "multi" && r.rows === "1" && r.context === "4096",
      ),
    ).toBe(true);
  });

  // One launch = Σ kernel time over the capture ÷ (steps × launches per step); the fixture's numbers.
  it.each([
    ["gemm_bf16", (51.2e6 + 1280 * 2000 + 3.8e6) / (10 * 129)],
    ["attn.attention", (320 * 7000 + 320 * 2000) / (10 * 32)],
    ["ffn.post_norm", (640 * 2500) / (10 * 64)],
    ["attn.input_norm", (10 * 2300) / 10],
    ["head.argmax", (10 * 6000) / 10],
  ])("nsys: %s = %f ns a launch (written to six significant digits)", (target, ns) => {
    expect(Math.abs(secondsOf(rowsOf(nsys.text), target) / (ns * 1e-9) - 1)).toBeLessThan(5e-6);
  });

  // The trace fixture is one step with a tenth of the launches, each 10 % slower.
  it.each([
    ["gemm_bf16", (128 * 44000 + 128 * 2200 + 1 * 418000) / 129],
    ["attn.attention", (32 * 7700 + 32 * 2200) / 32],
    ["ffn.post_norm", (64 * 2750) / 64],
  ])("torch trace: %s = %f ns a launch (written to six significant digits)", (target, ns) => {
    expect(Math.abs(secondsOf(rowsOf(trace.text), target) / (ns * 1e-9) - 1)).toBeLessThan(5e-6);
  });

  it("the one kernel the map leaves out is a warning naming it, not an error", () => {
    expect(nsys.diagnostics.map((d) => d.code)).toEqual(["IMPORT_PROFILE_UNMATCHED"]);
    expect(nsys.diagnostics[0]?.message).toContain("at::native::elementwise_kernel");
  });

  it("the same inputs give the same bytes", () => {
    const again = importProfile({
      profile: { kind: "nsys", ...read(NSYS) },
      map: read(MAP),
      ...POINT,
      steps: 10,
    });
    expect(again.text).toBe(nsys.text);
  });
});

describe("name map semantics", () => {
  const profile = {
    kind: "nsys",
    file: "p.csv",
    text: '"Total Time (ns)","Instances","Name"\n1000,1,"alpha_kernel"\n3000,3,"beta_kernel<1>"\n',
  } as const;
  const run = (map: string, extra: Partial<ImportProfileInput> = {}) =>
    importProfile({ profile, map: { text: map, file: "m.yaml" }, ...POINT, ...extra });

  it("first matching entry wins; a glob matches the whole name, a regex anywhere in it", () => {
    const out = run(`schema: 1
kernels:
  - { glob: "beta_*", site: a.b, per_step: 1 }
  - { match: "kernel", site: a.c, per_step: 1 }
  - { glob: "alpha", site: a.d, per_step: 1 }
`);
    const rows = rowsOf(out.text);
    expect(rows.map((r) => [r.site, Number(r.seconds)])).toEqual([
      ["a.b", 3e-6],
      ["a.c", 1e-6],
    ]);
  });

  it("--steps overrides the map's steps", () => {
    const map = "schema: 1\nsteps: 2\nkernels:\n  - { match: beta, site: a.b, per_step: 3 }\n";
    expect(secondsOf(rowsOf(run(map).text), "a.b")).toBeCloseTo(3e-6 / 6, 15);
    expect(secondsOf(rowsOf(run(map, { steps: 1 }).text), "a.b")).toBeCloseTo(1e-6, 15);
  });

  it("a map entry must name one pattern and one target", () => {
    const out = run("schema: 1\nkernels:\n  - { match: a, glob: b, site: a.b, family: f, per_step: 1 }\n");
    expect(out.text).toBeUndefined();
    expect(out.diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([
      ["SCHEMA_INVALID", 3, 5],
      ["SCHEMA_INVALID", 3, 5],
    ]);
  });
});

describe("venn import-profile (CLI)", () => {
  it("usage: exactly one export, a known hardware id", () => {
    const base = ["import-profile", "--map", MAP, "--mode", "multi", "--rows", "1"];
    expect(runCli([...base, "--hardware", "h100-sxm"]).code).toBe(2);
    expect(runCli([...base, "--hardware", "h100-sxm", "--nsys", NSYS, "--torch-trace", TRACE]).code).toBe(2);
    const unknown = runCli([...base, "--hardware", "h100-sxn", "--nsys", NSYS]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--hardware "h100-sxn" is not one of');
  });

  it("a missing export file is LOAD_FILE_NOT_FOUND, exit 1, nothing written", () => {
    const out = runCli([
      "import-profile",
      "--nsys",
      "nope.csv",
      "--map",
      MAP,
      "--hardware",
      "h100-sxm",
      "--mode",
      "multi",
      "--rows",
      "1",
    ]);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain("LOAD_FILE_NOT_FOUND");
  });
});
