// Named length distributions: the shipped histograms hold every request of their source, and sampling them is
// seeded, in range, joint when --isl and --osl name the same one, and close to the source's means.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type LengthHistogram, parseLengthHistogram, readLengthHistogram } from "../../../src/load/index.ts";
import {
  type LengthSpec,
  lengthMean,
  parseLength,
  Rng,
  requestLengths,
  simulate,
} from "../../../src/simulate/index.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const shipped = (name: string): LengthHistogram => {
  const read = readLengthHistogram(name, ROOT);
  expect(read.diagnostics).toEqual([]);
  return read.histogram as LengthHistogram;
};
const spec = (h: LengthHistogram): LengthSpec => ({ kind: "histogram", name: h.name, table: h });

/** The request count and mean lengths the builder wrote in the file's `# derived:` line, from the source trace. */
function derived(name: string) {
  const text = readFileSync(resolve(ROOT, `workloads/${name}.lengths.csv`), "utf8");
  const m = /# derived: (\d+) requests .*mean prompt ([\d.]+), mean output ([\d.]+)/.exec(text);
  if (!m) throw new Error(`${name}: no derived line`);
  return { requests: Number(m[1]), prompt: Number(m[2]), output: Number(m[3]) };
}

describe("parseLength: distribution names", () => {
  it.each(["sharegpt", "azure-conv", "azure-code", "my/own.lengths.csv", "x.lengths.csv"])("%s", (name) =>
    expect(parseLength(name)).toEqual({ value: { kind: "histogram", name } }),
  );
  it.each(["ShareGPT", "sharegpt:1", "-x"])("%s is refused", (text) =>
    expect(parseLength(text).problem).toBeDefined(),
  );
});

describe("the shipped histograms", () => {
  // Request counts of the sources: AzureLLMInferenceTrace_conv.csv has 19,366 rows, _code.csv 8,819, LLMServingSim's
  // requests.jsonl 300 (wc -l on the files at the commits the histograms name).
  it.each([
    ["azure-conv", 19_366],
    ["azure-code", 8_819],
    ["sharegpt", 300],
  ])("%s holds every request of its source (%i)", (name, requests) => {
    const h = shipped(name);
    expect(h.total).toBe(requests);
    expect(derived(name).requests).toBe(requests);
    expect(h.source).toMatch(/^https:\/\/github\.com\/.+\/blob\/[0-9a-f]{40}\//);
  });

  it.each(["azure-conv", "azure-code", "sharegpt"])(
    "%s: 200,000 joint draws keep the source's mean prompt and output within 2 %",
    (name) => {
      const h = shipped(name);
      const s = spec(h);
      const draw = requestLengths(s, s, new Rng(1, "lengths"));
      let p = 0;
      let o = 0;
      const n = 200_000;
      for (let i = 0; i < n; i++) {
        p += draw.prompt();
        o += draw.output();
      }
      const d = derived(name);
      expect(Math.abs(p / n / d.prompt - 1)).toBeLessThan(0.02);
      expect(Math.abs(o / n / d.output - 1)).toBeLessThan(0.02);
      // The cells' midpoints give the same means to within the bins' width.
      expect(Math.abs(lengthMean(s, "input") / d.prompt - 1)).toBeLessThan(0.02);
      expect(Math.abs(lengthMean(s, "output") / d.output - 1)).toBeLessThan(0.02);
    },
  );
});

describe("sampling a histogram", () => {
  const two = parseLengthHistogram(
    "input_min,input_max,output_min,output_max,count\n10,10,1000,1000,1\n5000,5000,3,3,1\n",
    "two.lengths.csv",
    "two",
  ).histogram as LengthHistogram;

  it("the same name on --isl and --osl draws pairs from one cell (the joint distribution)", () => {
    const s = spec(two);
    const draw = requestLengths(s, s, new Rng(3, "lengths"));
    const pairs = new Set<string>();
    for (let i = 0; i < 200; i++) pairs.add(`${draw.prompt()},${draw.output()}`);
    expect([...pairs].sort()).toEqual(["10,1000", "5000,3"]);
  });

  it("different names draw each marginal on its own, so all four pairs occur", () => {
    const other = { ...two, name: "other" };
    const draw = requestLengths(spec(two), spec(other), new Rng(3, "lengths"));
    const pairs = new Set<string>();
    for (let i = 0; i < 400; i++) pairs.add(`${draw.prompt()},${draw.output()}`);
    expect(pairs.size).toBe(4);
  });

  it("the same seed gives the same lengths, another seed others; arrivals do not move", () => {
    const h = shipped("azure-conv");
    const run = (seed: number) =>
      simulate(
        {
          maxNumSeqs: 64,
          maxBatchedTokens: 2048,
          blockSize: 16,
          kvBlocks: 100_000,
          prefixCaching: true,
          maxModelLen: 100_000,
        },
        { arrivals: { kind: "poisson", rate: 5 }, isl: spec(h), osl: spec(h), requests: 300, seed },
        { seconds: () => 0.01 },
      ).requests;
    const a = run(5);
    const b = run(5);
    expect(Array.from(a.prompt)).toEqual(Array.from(b.prompt));
    expect(Array.from(a.output)).toEqual(Array.from(b.output));
    const fixed = simulate(
      {
        maxNumSeqs: 64,
        maxBatchedTokens: 2048,
        blockSize: 16,
        kvBlocks: 100_000,
        prefixCaching: true,
        maxModelLen: 100_000,
      },
      {
        arrivals: { kind: "poisson", rate: 5 },
        isl: { kind: "fixed", tokens: 100 },
        osl: { kind: "fixed", tokens: 10 },
        requests: 300,
        seed: 5,
      },
      { seconds: () => 0.01 },
    ).requests;
    expect(Array.from(a.arrival)).toEqual(Array.from(fixed.arrival));
    expect(Array.from(run(6).prompt)).not.toEqual(Array.from(a.prompt));
  });
});

describe("reading a histogram file", () => {
  it("an unknown name says which exist and the nearest", () => {
    const read = readLengthHistogram("sharegp", ROOT);
    expect(read.histogram).toBeUndefined();
    expect(read.diagnostics.map((d) => d.code)).toEqual(["LOAD_LENGTHS"]);
    expect(read.diagnostics[0]?.message).toContain('did you mean "sharegpt"');
    expect(read.diagnostics[0]?.message).toContain("azure-code, azure-conv, sharegpt");
  });

  it("every bad row is a positioned diagnostic, and none is returned with a histogram", () => {
    const text =
      "# source: x\ninput_min,input_max,output_min,output_max,count\n1,2,3,4,5\n1,2,3\n0,2,3,4,5\n1,2,3,4,NaN\n9,2,3,4,1\n";
    const read = parseLengthHistogram(text, "f.lengths.csv", "f");
    expect(read.histogram).toBeUndefined();
    expect(read.diagnostics.map((d) => `${d.line}:${d.col}`)).toEqual(["4:1", "5:1", "6:9", "7:1"]);
  });

  it("a file with no header or no rows is refused", () => {
    expect(parseLengthHistogram("1,2,3,4,5\n", "f", "f").diagnostics[0]?.message).toContain("header row");
    expect(
      parseLengthHistogram("input_min,input_max,output_min,output_max,count\n", "f", "f").diagnostics[0]
        ?.message,
    ).toContain("no rows");
  });
});
