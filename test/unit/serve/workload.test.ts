import { describe, expect, it } from "vitest";
import {
  batchLadder,
  chooseDeployments,
  decodeContexts,
  deploymentFigures,
  meanOverContexts,
  meetsSla,
  planDeployments,
  prefillChunks,
  replicasFor,
  serveFigures,
  type Workload,
} from "../../../src/serve/index.ts";

const close = (actual: number | null | undefined, expected: number, tolerance = 1e-12) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected) / Math.abs(expected)).toBeLessThan(tolerance);
};

const W: Workload = { isl: 1024, osl: 256, concurrency: 64, chunk: 8192 };

describe("prefillChunks: chunks of at most `chunk` tokens, each reading the cache up to its end", () => {
  it.each([
    [1024, 8192, [[1024, 1024]]],
    [
      5000,
      2048,
      [
        [2048, 2048],
        [2048, 4096],
        [904, 5000],
      ],
    ],
    [
      4096,
      2048,
      [
        [2048, 2048],
        [2048, 4096],
      ],
    ],
    [1, 512, [[1, 1]]],
  ])("isl %d, chunk %d", (isl, chunk, expected) => {
    expect(prefillChunks(isl, chunk)).toEqual(
      expected.map(([rows, context]) => ({ mode: "single", rows, context })),
    );
  });
});

describe("decodeContexts: decode step j attends over isl + j tokens, j = 1 … osl−1", () => {
  it.each([
    [1024, 256, [1025, 1089, 1152, 1216, 1279]],
    [1024, 2, [1025]],
    [1024, 3, [1025, 1026]],
    [1024, 1, []],
  ])("isl %d, osl %d", (isl, osl, expected) => {
    expect(decodeContexts(isl, osl)).toEqual(expected);
  });
});

describe("meanOverContexts: the trapezoid rule over the samples ÷ their span", () => {
  it("is exact for a step time linear in context, and equals the mean over every decode step", () => {
    // t(c) = 20 ms + 5 ns·c: the mean over j = 1 … 255 of t(1024 + j) is t(1024 + 256/2) = t(1152).
    const t = (c: number) => 0.02 + 5e-9 * c;
    const samples = decodeContexts(1024, 256).map((context) => ({ context, seconds: t(context) }));
    const discrete = Array.from({ length: 255 }, (_, j) => t(1025 + j)).reduce((a, b) => a + b, 0) / 255;
    close(meanOverContexts(samples), t(1152));
    close(meanOverContexts(samples), discrete);
  });

  it("weights samples by the context they cover and sorts them first", () => {
    // Piecewise linear 1 → 3 over [0, 10] then 3 → 3 over [10, 30]: area 20 + 60 = 80 over 30.
    close(
      meanOverContexts([
        { context: 30, seconds: 3 },
        { context: 0, seconds: 1 },
        { context: 10, seconds: 3 },
      ]),
      80 / 30,
    );
    expect(meanOverContexts([{ context: 7, seconds: 0.5 }])).toBe(0.5);
  });
});

describe("batchLadder", () => {
  it.each([
    [{ concurrency: 64 }, [1, 2, 4, 8, 16, 32, 64]],
    [{ concurrency: 48 }, [1, 2, 4, 8, 16, 32, 48]],
    [{ concurrency: 1 }, [1]],
    [{ rate: 2 }, [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]],
  ])("%j", (workload, expected) => {
    expect(batchLadder(workload)).toEqual(expected);
  });
});

describe("serveFigures: one replica, prefill and decode sharing the devices in time", () => {
  const base = {
    workload: W,
    prefillSeconds: [0.1],
    decode: [
      { context: 1025, seconds: 0.02 },
      { context: 1279, seconds: 0.02 },
    ],
    devices: 2,
    powerWatts: 700,
    pricePerHour: 3.6,
  };

  it("batch 4 on two devices: every figure by hand", () => {
    const f = serveFigures({ ...base, batch: 4 });
    close(f.prefillSeconds, 0.1);
    close(f.decodeStepSeconds, 0.02);
    // TTFT = P + chunks·D = 0.1 + 1 × 0.02
    close(f.ttftSeconds, 0.12);
    // ITL = D + (batch − 1)·P ÷ (osl − 1) = 0.02 + 3 × 0.1 ÷ 255
    const itl = 0.02 + 0.3 / 255;
    close(f.itlSeconds, itl);
    // cycle = TTFT + 255·ITL; requests/s = 4 ÷ cycle; tokens/s = 256 × requests/s
    const cycle = 0.12 + 255 * itl;
    close(f.requestsPerSecond, 4 / cycle);
    close(f.tokensPerSecond, (256 * 4) / cycle);
    close(f.tokensPerSecondPerDevice, (256 * 4) / cycle / 2);
    // $/Mtok = 3.6 $/h × 2 ÷ 3600 ÷ tokens/s × 10⁶; J/token = 700 W × 2 ÷ tokens/s
    close(f.usdPerMillionTokens, ((3.6 * 2) / 3600 / ((256 * 4) / cycle)) * 1e6);
    close(f.joulesPerToken, (700 * 2) / ((256 * 4) / cycle));
  });

  it("batch 1: TTFT is the prefill alone and ITL the decode step alone", () => {
    const f = serveFigures({ ...base, batch: 1 });
    close(f.ttftSeconds, 0.1);
    close(f.itlSeconds, 0.02);
    close(f.tokensPerSecond, 256 / (0.1 + 255 * 0.02));
  });

  it("chunks: each chunk of a long prompt waits one decode step of the running batch", () => {
    const f = serveFigures({ ...base, batch: 2, prefillSeconds: [0.2, 0.25, 0.1] });
    close(f.ttftSeconds, 0.55 + 3 * 0.02);
  });

  it("osl 1: no decode, no ITL; the prefill gives the one token", () => {
    const f = serveFigures({ ...base, workload: { ...W, osl: 1 }, decode: [], batch: 4 });
    expect(f.itlSeconds).toBeNull();
    close(f.tokensPerSecond, 4 / (0.1 + 0.02 * 0));
  });

  it("no price or power: no $ or J", () => {
    const f = serveFigures({ ...base, batch: 1, powerWatts: null, pricePerHour: null });
    expect(f.usdPerMillionTokens).toBeNull();
    expect(f.joulesPerToken).toBeNull();
  });
});

describe("meetsSla", () => {
  it.each([
    [{ ttftSeconds: 0.4, itlSeconds: 0.02 }, { ttftSeconds: 0.5, itlSeconds: 0.03 }, true],
    [{ ttftSeconds: 0.6, itlSeconds: 0.02 }, { ttftSeconds: 0.5, itlSeconds: 0.03 }, false],
    [{ ttftSeconds: 0.4, itlSeconds: 0.031 }, { ttftSeconds: 0.5, itlSeconds: 0.03 }, false],
    [{ ttftSeconds: 0.5, itlSeconds: 0.03 }, { ttftSeconds: 0.5, itlSeconds: 0.03 }, true],
    [{ ttftSeconds: 9, itlSeconds: 0.02 }, { itlSeconds: 0.03 }, true],
    [{ ttftSeconds: 0.4, itlSeconds: null }, { itlSeconds: 0.03 }, true],
  ])("%j against %j", (figures, sla, expected) => {
    expect(meetsSla(figures, sla)).toBe(expected);
  });
});

describe("replicas and the deployment's figures", () => {
  it.each([
    [{ concurrency: 64 }, 8, 1, 8],
    [{ concurrency: 64 }, 48, 1, 2],
    [{ concurrency: 64 }, 64, 1, 1],
    [{ rate: 4 }, 8, 1.5, 3],
    [{ rate: 3 }, 8, 1.5, 2],
    [{ rate: 0.5 }, 8, 1.5, 1],
  ])("%j at batch %d (%d requests/s per replica) → %d replicas", (workload, batch, rps, expected) => {
    expect(replicasFor(workload, batch, rps)).toBe(expected);
  });

  it("concurrency: C ÷ batch replicas each at the replica's rate; every device priced", () => {
    const d = deploymentFigures({ concurrency: 64, osl: 256 }, { requestsPerSecond: 2 }, 16, 4, 2, 700, 3.6);
    // 64 ÷ 16 × 2 req/s × 256 tokens
    close(d.tokensPerSecond, 2048);
    close(d.usdPerMillionTokens, ((3.6 * 8) / 3600 / 2048) * 1e6);
    close(d.joulesPerToken, (700 * 8) / 2048);
  });

  it("rate: the deployment delivers R × osl, however much more it could", () => {
    const d = deploymentFigures({ rate: 4, osl: 128 }, { requestsPerSecond: 15 }, 128, 1, 1, 700, 2.5);
    close(d.tokensPerSecond, 512);
    close(d.usdPerMillionTokens, (2.5 / 3600 / 512) * 1e6);
  });
});

describe("chooseDeployments: per device the cheapest candidate that fits and meets the SLA", () => {
  const c = (over: Partial<Parameters<typeof chooseDeployments>[0][number]>) => ({
    hardware: "h200-sxm",
    precision: "fp8",
    layout: "tp1",
    batch: 8,
    fits: true,
    meetsSla: true,
    totalDevices: 8,
    usdPerMillionTokens: 3,
    joulesPerToken: 2,
    tokensPerSecondPerDevice: 300,
    ...over,
  });

  it("skips what does not fit or misses the SLA, however cheap", () => {
    const picked = chooseDeployments([
      c({ batch: 64, usdPerMillionTokens: 0.8, meetsSla: false }),
      c({ batch: 32, usdPerMillionTokens: 1, fits: false }),
      c({ batch: 8 }),
      c({ batch: 4, usdPerMillionTokens: 5 }),
    ]);
    expect(picked.get("h200-sxm")?.choice?.batch).toBe(8);
    expect(picked.get("h200-sxm")?.basis).toBe("usd");
  });

  it("ties go to fewer devices, then the smaller batch, then names", () => {
    const picked = chooseDeployments([
      c({ batch: 16, totalDevices: 4 }),
      c({ batch: 8, totalDevices: 4 }),
      c({ batch: 4, totalDevices: 2 }),
      c({ batch: 4, totalDevices: 2, precision: "bf16" }),
    ]);
    expect(picked.get("h200-sxm")?.choice).toMatchObject({ batch: 4, precision: "bf16" });
  });

  it("a device with no price is ranked by energy; nothing that fits leaves no pick", () => {
    const picked = chooseDeployments([
      c({ hardware: "gb10", usdPerMillionTokens: null, joulesPerToken: 5 }),
      c({ hardware: "gb10", usdPerMillionTokens: null, joulesPerToken: 3, batch: 4 }),
      c({ hardware: "h100-sxm", fits: false }),
    ]);
    expect(picked.get("gb10")).toMatchObject({ basis: "energy", choice: { batch: 4 } });
    expect(picked.get("h100-sxm")?.choice).toBeUndefined();
  });
});

describe("planDeployments: layouts multiply devices, and the pick is marked", () => {
  it("tp2 at the same step times costs twice the devices, so tp1 is picked", () => {
    const run = (tp: number) => ({
      hardware: "h200-sxm",
      precision: "fp8",
      layout: { tp, ep: 1, pp: 1 },
      power: { watts: 700, basis: "tdp" as const },
      pricePerHour: 3.5,
      rankedBy: "expected" as const,
      prefillSeconds: [0.1],
      batches: [
        {
          batch: 32,
          fits: true,
          memoryBytes: 1e11,
          decode: [{ context: 1100, seconds: 0.02 }],
          communicationShare: 0,
        },
        {
          batch: 64,
          fits: true,
          memoryBytes: 1.2e11,
          decode: [{ context: 1100, seconds: 0.03 }],
          communicationShare: 0,
        },
      ],
    });
    const { rows, choices } = planDeployments([run(1), run(2)], W, { itlSeconds: 0.03 });
    expect(rows.map((r) => [r.layoutName, r.batch, r.devices, r.replicas, r.totalDevices])).toEqual([
      ["tp1", 32, 1, 2, 2],
      ["tp1", 64, 1, 1, 1],
      ["tp2", 32, 2, 2, 4],
      ["tp2", 64, 2, 1, 2],
    ]);
    // batch 64: ITL = 0.03 + 63 × 0.1 ÷ 255 > 30 ms misses; batch 32: 0.02 + 31 × 0.1 ÷ 255 = 32.2 ms misses too.
    expect(rows.map((r) => r.meetsSla)).toEqual([false, false, false, false]);
    expect(choices.get("h200-sxm")?.row).toBeUndefined();
    const relaxed = planDeployments([run(1), run(2)], W, { itlSeconds: 0.035 });
    expect(relaxed.choices.get("h200-sxm")?.row).toMatchObject({
      layoutName: "tp1",
      batch: 32,
      isChoice: true,
    });
    close(
      relaxed.rows[2]?.deployment.usdPerMillionTokens,
      2 * (relaxed.rows[0]?.deployment.usdPerMillionTokens ?? 0),
    );
  });
});
