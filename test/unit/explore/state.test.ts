import { describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  type ExploreState,
  kneeArgs,
  simulateArgs,
  simulateCommand,
  simulationSpec,
  stateFromHash,
  stateToHash,
} from "../../../src/explore/index.ts";
import { parseSla } from "../../../src/serve/index.ts";

const BASE: ExploreState = { ...DEFAULT_STATE, model: "llama-3.1-8b", hardware: ["h100-sxm", "b200"] };
const CARRIED = ["azure-code", "azure-conv", "sharegpt"];

describe("the explorer's simulator controls in the URL hash", () => {
  it.each<[string, Partial<ExploreState>]>([
    ["the defaults", {}],
    ["a named distribution drawn jointly", { isl: "sharegpt", osl: "sharegpt" }],
    [
      "lognormal prompts, a closed loop",
      { isl: "lognormal:1000,600", osl: "200", load: "concurrency", concurrency: 64 },
    ],
    ["a fractional rate, no SLA", { rate: 2.5, ttft: 0, tpot: 0, requests: 3000 }],
    ["a fractional SLA", { ttft: 250.5, tpot: 12.25 }],
  ])("%s survives its own hash", (_, over) => {
    const state = { ...BASE, ...over };
    expect(stateFromHash(stateToHash(state), BASE)).toEqual(state);
  });

  it("reads a whole number written -0 as 0, which its own hash writes back as 0", () => {
    const read = stateFromHash("#chunk=-0&price=-0&ttft=-0", BASE);
    expect(Object.is(read.chunk, 0) && Object.is(read.price, 0) && Object.is(read.ttft, 0)).toBe(true);
    expect(stateFromHash(stateToHash(read), BASE)).toEqual(read);
  });

  it.each([
    ["rate=0", "rate", 4],
    ["rate=-1", "rate", 4],
    ["rate=abc", "rate", 4],
    ["requests=2.5", "requests", 300],
    ["requests=0", "requests", 300],
    ["concurrency=", "concurrency", 16],
    ["ttft=-5", "ttft", 500],
    ["tpot=Infinity", "tpot", 30],
    ["load=burst", "load", "poisson"],
    ["isl=", "isl", "1024"],
    ["isl=%20%20", "isl", "1024"],
  ])("%s keeps the base's %s", (hash, key, value) => {
    expect(stateFromHash(hash, BASE)[key as keyof ExploreState]).toEqual(value);
  });

  it("gives the simulator the arrivals, lengths and SLA the CLI's parsers give", () => {
    const { spec } = simulationSpec({ ...BASE, isl: "sharegpt", osl: "sharegpt", rate: 0.5 }, CARRIED);
    expect(spec).toEqual({
      arrivals: { kind: "poisson", rate: 0.5 },
      isl: { kind: "histogram", name: "sharegpt" },
      osl: { kind: "histogram", name: "sharegpt" },
      sla: {
        ttftSeconds: parseSla("ttft=500ms").sla?.ttftSeconds,
        tpotSeconds: parseSla("itl=30ms").sla?.itlSeconds,
      },
    });
    expect(simulationSpec({ ...BASE, load: "concurrency", ttft: 0, tpot: 0 }, CARRIED).spec).toEqual({
      arrivals: { kind: "concurrency", concurrency: 16 },
      isl: { kind: "fixed", tokens: 1024 },
      osl: { kind: "fixed", tokens: 256 },
    });
  });

  it.each<[Partial<ExploreState>, string]>([
    [
      { isl: "wikitext" },
      "--isl wikitext: this page carries the length distributions azure-code, azure-conv, sharegpt",
    ],
    [{ osl: "workloads/x.lengths.csv" }, "--osl workloads/x.lengths.csv: this page carries"],
    [{ isl: "uniform:9-1" }, "--isl uniform:9-1: "],
    [{ requests: 3001 }, "--requests 3001: the page simulates at most 3000 requests per change"],
    [{ load: "concurrency", concurrency: 5000 }, "--concurrency 5000: at most 3000 in the page"],
    [{ rate: 2e6 }, "--arrivals poisson:2000000: "],
    [{ parallel: "tp=x" }, "--parallel tp=x: "],
  ])("%o is refused with a message: %s", (over, message) => {
    const { spec, problem } = simulationSpec({ ...BASE, ...over }, CARRIED);
    expect(spec).toBeUndefined();
    expect(problem).toContain(message);
  });

  it("writes the venn simulate command for the first device, every workload setting spelled out", () => {
    const state: ExploreState = {
      ...BASE,
      precision: "fp8",
      parallel: "tp=2",
      price: 2.5,
      isl: "lognormal:1000,600",
      load: "concurrency",
      ttft: 0,
    };
    expect(simulateArgs(state)).toEqual([
      "simulate",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--precision",
      "fp8",
      "--engine",
      "vllm",
      "--parallel",
      "tp=2",
      "--price",
      "h100-sxm=2.5",
      "--concurrency",
      "16",
      "--isl",
      "lognormal:1000,600",
      "--osl",
      "256",
      "--requests",
      "300",
      "--sla",
      "tpot=30ms",
      "--seed",
      "0",
    ]);
    expect(simulateCommand({ ...BASE, isl: "a b" })).toContain("--isl 'a b'");
  });

  it("sweeps a device's knee as venn simulate --rates does: the rate and the closed loop left out", () => {
    const args = kneeArgs({ ...BASE, load: "concurrency", rate: 7 }, "b200");
    expect(args.slice(0, 4)).toEqual(["simulate", "llama-3.1-8b", "--hardware", "b200"]);
    expect(args).toContain("--rates");
    expect(args[args.indexOf("--rates") + 1]).toBe("0.25,0.5,1,2,4,8,16,32,64,128");
    expect(args.filter((a) => a === "--arrivals" || a === "--concurrency")).toEqual([]);
  });
});
