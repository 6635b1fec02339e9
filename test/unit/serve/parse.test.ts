import { describe, expect, it } from "vitest";
import { parseLayoutList } from "../../../src/cli/main.ts";
import { DEFAULT_CHUNK, parseDuration, parseSla, parseWorkload } from "../../../src/serve/index.ts";
import { runCli } from "../../helpers.ts";

describe("parseWorkload", () => {
  it.each([
    ["isl=1024,osl=256,concurrency=64", { isl: 1024, osl: 256, concurrency: 64, chunk: DEFAULT_CHUNK }],
    [
      "isl=8000, osl=1, rate=2.5, chunk=2048",
      { isl: 8000, osl: 1, rate: 2.5, chunk: 2048, chunkGiven: true },
    ],
    ["osl=128,isl=2048,rate=4", { isl: 2048, osl: 128, rate: 4, chunk: DEFAULT_CHUNK }],
  ])("%j", (text, workload) => {
    expect(parseWorkload(text)).toEqual({ workload });
  });

  it.each([
    [
      "isl=1024,osl=256",
      'give exactly one of concurrency=N (requests in flight) or rate=R (requests/s) in "isl=1024,osl=256"',
    ],
    [
      "isl=1024,osl=256,concurrency=8,rate=2",
      'give exactly one of concurrency=N (requests in flight) or rate=R (requests/s) in "isl=1024,osl=256,concurrency=8,rate=2"',
    ],
    [
      "osl=256,concurrency=64",
      'isl missing in "osl=256,concurrency=64"; e.g. isl=1024,osl=256,concurrency=64',
    ],
    ["isl=1024,osl=256,users=64", '"users" is not one of isl, osl, concurrency, rate, chunk'],
    ["isl=1024,osl=0,concurrency=64", "osl=0 must be a whole number ≥ 1"],
    ["isl=1k,osl=256,concurrency=64", "isl=1k must be a whole number ≥ 1"],
    ["isl=1024,osl=256,concurrency=64,chunk=0", "chunk=0 must be a whole number ≥ 1"],
    ["isl=1024,osl=256,rate=0", "rate=0 must be requests per second > 0, e.g. rate=2.5"],
    ["isl=1024,isl=2048,osl=1,rate=1", 'isl is given twice in "isl=1024,isl=2048,osl=1,rate=1"'],
    ["1024,256,64", '"1024" is not a key=value pair; expected isl, osl, concurrency, rate, chunk'],
  ])("%j → %s", (text, problem) => {
    expect(parseWorkload(text)).toEqual({ problem });
  });
});

describe("parseSla and parseDuration", () => {
  it.each([
    ["500ms", 0.5],
    ["0.5s", 0.5],
    ["30ms", 0.03],
    ["800us", 8e-4],
    ["800µs", 8e-4],
  ])("%s = %d s", (text, seconds) => {
    expect(parseDuration(text)).toBeCloseTo(seconds, 12);
  });

  it.each(["500", "0ms", "fast", "-1s", "1 ms"])("%j is not a duration", (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it("either bound may be left out", () => {
    expect(parseSla("ttft=500ms,itl=30ms").sla).toEqual({ ttftSeconds: 0.5, itlSeconds: 0.03 });
    expect(parseSla("itl=50ms").sla).toEqual({ itlSeconds: 0.05 });
  });

  it.each([
    ["ttft=500", "ttft=500 is not a duration > 0 with its unit, e.g. ttft=500ms or ttft=0.5s"],
    ["tpot=30ms", '"tpot" is not one of ttft, itl'],
  ])("%j → %s", (text, problem) => {
    expect(parseSla(text)).toEqual({ problem });
  });
});

describe("parseLayoutList: compare's --parallel list", () => {
  it.each([
    [["tp=1,tp=2,tp=4,tp=8"], ["1,1,1", "2,1,1", "4,1,1", "8,1,1"]],
    [["tp=2,ep=8;tp=4"], ["2,8,1", "4,1,1"]],
    [
      ["tp=2", "tp=4,pp=2", "tp=2"],
      ["2,1,1", "4,1,2"],
    ],
    [[], []],
  ])("%j", (values, expected) => {
    expect(parseLayoutList(values).map((l) => `${l.tp},${l.ep},${l.pp}`)).toEqual(expected);
  });

  it("a bad axis is a usage error naming the flag", () => {
    expect(() => parseLayoutList(["tp=2,dp=2"])).toThrow(
      '--parallel "tp=2,dp=2": "dp=2" is not an axis=N pair',
    );
  });
});

describe("venn compare --parallel through the CLI", () => {
  it("keeps a value's commas inside one option value: repeated axes and ; split layouts", () => {
    const out = runCli([
      "compare",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--workload",
      "isl=128,osl=16,concurrency=2",
      "--parallel",
      "tp=1,tp=2",
      "--parallel",
      "tp=2,ep=2;pp=2",
      "--format",
      "json",
    ]);
    expect(out.code, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout).workload.layouts).toEqual(["tp1", "tp2", "tp2·ep2", "pp2"]);
  });
});
