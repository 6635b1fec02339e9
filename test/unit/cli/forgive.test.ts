// A CLI that forgives (issue 19): ids in any case and by Hugging Face name, the options of other tools named in
// venn's words, and contexts checked against the model's limit and the chunk they hold.
import { describe, expect, it } from "vitest";
import { checkGuessedOptions, mixedRunsHint } from "../../../src/cli/forgive.ts";
import { analyze } from "../../../src/index.ts";
import { runCli } from "../../helpers.ts";

const json = (argv: readonly string[]) => {
  const { code, stdout, stderr } = runCli([...argv, "--format", "json"]);
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout);
};

describe("ids", () => {
  it("match in any case and by the Hugging Face id, and reports carry the file's own id", () => {
    const plain = json(["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "fp8"]);
    for (const argv of [
      ["report", "LLAMA-3.1-8B", "--hardware", "H100-SXM", "--precision", "FP8"],
      ["report", "meta-llama/Llama-3.1-8B", "--hardware", "h100-SXM", "--precision", "Fp8"],
      ["report", "META-LLAMA/llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "fp8"],
    ])
      expect(json(argv), argv.join(" ")).toEqual(plain);
  });

  it("a fragment names every id holding it, before a spelling guess", () => {
    for (const fragment of ["h100", "H100"]) {
      const { code, stderr } = runCli(["report", "llama-3.1-8b", "--hardware", fragment]);
      expect(code).toBe(1);
      expect(stderr).toContain('did you mean "h100-pcie" or "h100-sxm"?');
      expect(stderr).not.toContain('"b200"?');
    }
  });
});

describe("options of other tools", () => {
  it.each([
    [["--tp", "2"], "--parallel tp=2"],
    [["--tp=4"], "--parallel tp=4"],
    [["--batch", "16"], "--runs multi:16"],
    [["--hw", "h100-sxm"], "--hardware h100-sxm"],
    [["--gpu", "b200"], "--hardware b200"],
    [["--dtype", "fp8"], "--precision fp8"],
    [["--max-model-len", "8192"], "--context 8192"],
  ])("%j is said %s", (flag, said) => {
    expect(() => checkGuessedOptions(["report", "llama-3.1-8b", ...flag])).toThrow(`write ${said}`);
  });

  it("stops at --", () => {
    expect(() => checkGuessedOptions(["report", "--", "--tp"])).not.toThrow();
    // Found by the property suite: a prototype name is no guess (it once called Object.prototype).
    for (const name of ["__proto__", "constructor", "toString", "--__proto__"])
      expect(() => checkGuessedOptions(["import-hf", "c.json", "--as", name])).not.toThrow();
  });

  it("mixed --runs names the flags to repeat", () => {
    expect(mixedRunsHint("multi:16,single:2048")).toBe(
      "one mode per --runs: repeat the flag, --runs multi:16 --runs single:2048",
    );
    expect(mixedRunsHint("multi:1,16,single:512,1024")).toBe(
      "one mode per --runs: repeat the flag, --runs multi:1,16 --runs single:512,1024",
    );
    expect(mixedRunsHint("multi:1,16")).toBeUndefined();
  });

  it("several presets on report point to compare", () => {
    const { code, stderr } = runCli([
      "report",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--precision",
      "fp8,nvfp4",
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain("venn compare MODEL --hardware ... --precision fp8,nvfp4");
  });
});

describe("contexts", () => {
  const RUN = { model: "llama-3.1-8b", hardware: ["h100-sxm"], cwd: process.cwd() };

  it("within max_context runs; one token over is an error at the model's max_context", () => {
    expect(analyze({ ...RUN, runs: [{ mode: "multi", rows: 1 }], context: 131_072 }).report).toBeDefined();
    const over = analyze({ ...RUN, runs: [{ mode: "multi", rows: 1 }], context: 131_073 });
    expect(over.report).toBeUndefined();
    expect(over.diagnostics.map((d) => [d.code, d.line])).toEqual([["MODEL_CONTEXT_OVER_LIMIT", 10]]);
  });

  it("a single:N run's fit holds its context's KV, the chunk's own N tokens among them", () => {
    const report = analyze({ ...RUN, runs: [{ mode: "single", rows: 2048 }], context: 4096 }).report;
    const decode = analyze({ ...RUN, runs: [{ mode: "multi", rows: 1 }], context: 4096 }).report;
    const shorter = analyze({ ...RUN, runs: [{ mode: "multi", rows: 1 }], context: 2048 }).report;
    const [chunk = 0, one = 0, half = 0] = [report, decode, shorter].map(
      (r) => r?.tables[0]?.fit.neededBytes ?? 0,
    );
    // The chunk's 2048 tokens are the last of the 4096 the cache holds: one sequence at 4096, more than at 2048.
    expect(chunk).toBe(one);
    expect(chunk).toBeGreaterThan(half);
  });

  it("a chunk longer than its context and a zero context are usage errors naming the fix", () => {
    const long = runCli(["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "single:1000000"]);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain("give --context 1000000 or more");
    const zero = runCli(["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--context", "0"]);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain("give 1 or more");
  });
});
