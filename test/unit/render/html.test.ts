import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTemplates } from "../../../src/load/index.ts";
import { boxesOverlap, decadeDomain, logScale, px } from "../../../src/render/chart-kit.ts";
import { heatLevel, renderHtml } from "../../../src/render/html.ts";
import { segmentHitsBox, segmentsCross } from "../../../src/render/roofline-labels.ts";
import { achievedFlopsPerSecond, pointRadius, rooflineChart } from "../../../src/render/roofline-svg.ts";
import { shareBars } from "../../../src/render/svg.ts";
import {
  type ReportModel,
  ReportModelSchema,
  type ReportSite,
  type ReportTable,
} from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const templates = loadTemplates();
const golden = (name: string) =>
  ReportModelSchema.parse(JSON.parse(readFileSync(join(ROOT, "test/golden", `${name}.json`), "utf8")));

/** A site at a given intensity and achieved rate: bytes 1 GB, FLOPs = intensity × bytes, floor = FLOPs ÷ rate. */
function site(name: string, intensity: number, flopsPerSecond: number, share: number): ReportSite {
  const bytes = 1e9;
  const flops = intensity * bytes;
  return {
    site: name,
    op: "linear",
    weightFormat: "bf16",
    activationFormat: "bf16",
    kvFormat: null,
    execution: "native bf16",
    lane: "bf16",
    count: 1,
    floorSeconds: flops > 0 ? flops / flopsPerSecond : bytes / 1e12,
    expectedSeconds: null,
    share,
    expectedShare: null,
    flops,
    bytes,
    bytesSplit: { weight: bytes, actIn: 0, actOut: 0, kvRead: 0, kvWrite: 0, state: 0 },
    intensity,
    bound: "memory",
    class: null,
    venn: null,
    timing: "estimated",
    measuredSeconds: null,
    measuredOfFloor: null,
    measuredBasis: null,
  };
}

function table(mode: "single" | "multi", rows: number, sites: ReportSite[]): ReportTable {
  return {
    hardware: "dev",
    mode,
    rows,
    sequences: mode === "multi" ? rows : 1,
    context: 4096,
    floorSeconds: sites.reduce((s, x) => s + x.floorSeconds, 0),
    expectedSeconds: null,
    tokensPerSecond: 1,
    tokensPerSecondExpected: null,
    fit: { fits: true, neededBytes: 0, usableBytes: 80e9, capacityBytes: 80e9, devicesNeeded: 1 },
    rankedBy: "floor",
    weightBytes: 0,
    kvBytes: 0,
    stateBytes: 0,
    activationBytes: 0,
    flops: 0,
    sites,
    byOp: [],
    stepSeconds: sites.reduce((s, x) => s + x.floorSeconds, 0),
    timingShare: { measured: 0, interpolated: 0, estimated: 1 },
  };
}

/** 1 TB/s, a bf16 peak of 100 TFLOP/s (ridge 100 FLOP/B) and an int8 peak of 200 TFLOP/s. */
const DEVICE: ReportModel["hardware"][number] = {
  id: "dev",
  name: "Test device",
  bytesPerSecond: 1e12,
  capacityBytes: 80e9,
  peaks: { bf16: 1e14, int8: 2e14 },
  fallback: {},
  calibrated: false,
  pricePerHour: null,
};

describe("log axes", () => {
  it.each([
    [[0.167, 2000], 0.1, 1e4],
    [[1, 100], 1, 100],
    [[1000], 1000, 1e4],
    [[3.35e12, 1.9789e15], 1e12, 1e16],
  ])("decadeDomain(%j) spans %d to %d", (values, min, max) => {
    const d = decadeDomain(values);
    expect([d.min, d.max]).toEqual([min, max]);
    expect(d.decades[0]).toBe(min);
    expect(d.decades.at(-1)).toBe(max);
  });

  it("maps decades evenly and rounds to two decimals", () => {
    const sx = logScale(1, 1000, 100, 400);
    expect([sx(1), sx(10), sx(100), sx(1000)]).toEqual([100, 200, 300, 400]);
    expect(sx(2)).toBe(130.1);
    const sy = logScale(1e12, 1e15, 382, 20);
    expect(sy(1e13)).toBe(261.33);
  });
});

/** A table calibrated by a profile: each site takes `slower` times its floor, so the tables rank by expected time. */
function expectedTable(rows: number, sites: ReportSite[], slower: (s: ReportSite) => number): ReportTable {
  const timed = sites.map((s) => ({ ...s, expectedSeconds: s.floorSeconds * slower(s) }));
  const expected = timed.reduce((sum, s) => sum + (s.expectedSeconds ?? 0), 0);
  const withShare = timed.map((s) => ({ ...s, expectedShare: (s.expectedSeconds ?? 0) / expected }));
  return { ...table("multi", rows, withShare), expectedSeconds: expected, rankedBy: "expected" };
}

describe("roofline at the expected time", () => {
  // a.fast takes 4× its floor, a.slow 1× (on its roof)
  const run = expectedTable(1, [site("a.fast", 10, 1e13, 0.5), site("a.slow", 1000, 1e14, 0.5)], (s) =>
    s.site === "a.fast" ? 4 : 1,
  );
  const chart = rooflineChart(DEVICE, [run]);
  const fast = chart.points.find((p) => p.site === "a.fast");
  const slow = chart.points.find((p) => p.site === "a.slow");

  it("plots each site at its achieved rate at the expected time, under the roof it is held to", () => {
    expect(chart.timeWords).toBe("expected time");
    expect(fast?.time).toBe("expected");
    // 10 TFLOP/s at the floor, 2.5 TFLOP/s at 4× the time: a quarter of the way down the roof
    const sy = logScale(1e12, 1e15, 382, 20);
    expect(fast?.roofY).toBe(sy(1e13));
    expect(fast?.y).toBe(sy(2.5e12));
    expect(slow?.y).toBe(slow?.roofY);
    expect(fast?.title).toContain(
      "2.50 TFLOP/s at its expected time 4.00 ms, 25.0% of its roof 10.0 TFLOP/s",
    );
  });

  it("never places a point above its roof when it is at the expected time", () => {
    for (const p of chart.points) if (p.roofY !== null) expect(p.y).toBeGreaterThanOrEqual(p.roofY);
  });

  it("sizes points and bars by the share of the expected step, the time the tables rank by", () => {
    // expected: a.fast 4 ms (floor 1 ms) of 14 ms; a.slow 10 ms (its floor)
    expect(fast?.r).toBe(pointRadius(4 / 14));
    const bars = shareBars([run], "Test device");
    expect(bars.timeWords).toBe("expected step time");
    expect(bars.bars[0]?.segments.map((s) => [s.site, s.text])).toEqual([
      ["a.slow", "71.4%"],
      ["a.fast", "28.6%"],
    ]);
    expect(bars.bars[0]?.total).toBe("14.0 ms");
    // a per-step cost no site owns gets its own segment, so the bar still fills
    const withStep = { ...run, expectedSeconds: (run.expectedSeconds ?? 0) + 1e-3 };
    const step = shareBars(
      [
        {
          ...withStep,
          sites: withStep.sites.map((s) => ({ ...s, expectedShare: (s.expectedSeconds ?? 0) / 15e-3 })),
        },
      ],
      "Test device",
    );
    expect(step.bars[0]?.segments.at(-1)).toMatchObject({ site: "per-step cost", keyClass: "k-step" });
    expect(step.bars[0]?.segments.at(-1)?.title).toBe(
      "per-step cost (no site) · multi:1: 6.7% of the expected step, 1.00 ms",
    );
    expect(step.keys.at(-1)).toEqual({ keyClass: "k-step", site: "per-step cost" });
  });

  it("says a measured point is measured, and which times the chart mixes", () => {
    const measured = {
      ...run,
      sites: run.sites.map((s) =>
        s.site === "a.slow" ? { ...s, measuredSeconds: 2e-2, timing: "measured" as const } : s,
      ),
    };
    const c = rooflineChart(DEVICE, [measured]);
    expect(c.points.find((p) => p.site === "a.slow")?.time).toBe("measured");
    expect(c.timeWords).toBe("measured time where there is one, else expected time");
    expect(c.axisTitle).toBe("Achieved FLOP/s, measured or expected (log scale)");
    expect(chart.axisTitle).toBe("Achieved FLOP/s at the expected time (log scale)");
  });
});

describe("roofline geometry", () => {
  const run = table("multi", 1, [
    site("a.fast", 10, 1e13, 0.6),
    site("a.slow", 1000, 1e14, 0.25),
    site("a.tiny", 1, 1e12, 0.15),
  ]);
  const chart = rooflineChart(DEVICE, [run, table("single", 512, [site("a.fast", 400, 1e14, 1)])]);

  it("places a point at its intensity and achieved FLOP/s on the known axes", () => {
    // x: 1…1000 FLOP/B over [96, 680]; y: 1 T…1 P FLOP/s over [382, 20]
    expect(chart.plot).toEqual({ x: 96, y: 20, width: 584, height: 362 });
    expect(chart.xTicks.map((t) => t.label)).toEqual(["1.00", "10.0", "100", "1,000"]);
    expect(chart.yTicks.map((t) => t.label)).toEqual([
      "1.00 TFLOP/s",
      "10.0 TFLOP/s",
      "100 TFLOP/s",
      "1.00 PFLOP/s",
    ]);
    const fast = chart.points.find((p) => p.site === "a.fast" && p.runLabel === "multi:1");
    expect(fast).toMatchObject({ x: 290.67, y: 261.33, r: pointRadius(0.6), isOffScale: false });
    expect(fast?.title).toBe(
      "a.fast · multi:1: 10.0 FLOP/B, 10.0 TFLOP/s at its floor 1.00 ms, on its roof; 60.0% of the step floor, memory-bound",
    );
  });

  it("draws a ceiling and a ridge per lane, and the bandwidth slope up to the highest ridge", () => {
    expect(chart.ceilings.map((c) => [c.lane, c.x1, c.y1, c.x2])).toEqual([
      ["int8", 543.93, 104.34, 680],
      ["bf16", 485.33, 140.67, 680],
    ]);
    expect(chart.ridges.map((r) => [r.lane, r.x, r.y])).toEqual([
      ["int8", 543.93, 104.34],
      ["bf16", 485.33, 140.67],
    ]);
    expect(chart.slope).toEqual({ x1: 96, y1: 382, x2: 543.93, y2: 104.34 });
    expect(chart.ridgeText).toBe("int8 200 FLOP/B, bf16 100 FLOP/B");
  });

  it("has one point per site per run, larger shares drawn first", () => {
    expect(chart.points).toHaveLength(4);
    expect(chart.runs).toEqual([
      { index: 0, colour: "r0", label: "multi:1", points: 3 },
      { index: 1, colour: "r1", label: "single:512", points: 1 },
    ]);
    expect(chart.points.map((p) => p.r)).toEqual([...chart.points.map((p) => p.r)].sort((a, b) => b - a));
  });

  it("merges labels of lanes with equal peaks and keeps labels apart", () => {
    const crowded = rooflineChart({ ...DEVICE, peaks: { bf16: 1e14, fp8: 2e14, int8: 2e14, fp4: 2.2e14 } }, [
      run,
    ]);
    expect(crowded.ceilings.map((c) => c.lane)).toEqual(["fp4", "fp8", "int8", "bf16"]);
    expect(crowded.ceilingLabels.map((l) => l.text)).toEqual([
      "fp4 220 TFLOP/s",
      "fp8 · int8 200 TFLOP/s",
      "bf16 100 TFLOP/s",
    ]);
    const ys = crowded.ceilingLabels.map((l) => l.y);
    for (let i = 1; i < ys.length; i++) expect((ys[i] ?? 0) - (ys[i - 1] ?? 0)).toBeGreaterThanOrEqual(15);
  });

  it("puts sites without FLOPs on a labelled strip below the axes, ordered by share, never on the log axes", () => {
    const zero = rooflineChart(DEVICE, [
      table("multi", 1, [
        site("kv.write", 0, 1, 0.01),
        site("embed", 0, 1, 0.02),
        site("mlp", 1, 1e12, 0.97),
      ]),
    ]);
    const strip = zero.strip;
    // below the 440-px axes with a 10-px gap; 30 px high, as wide as the plot
    expect(strip?.box).toEqual({ x: 96, y: 450, width: 584, height: 30 });
    expect(strip?.label.text).toBe("no FLOPs");
    expect(zero.height).toBe(484);
    const off = zero.points.filter((p) => p.isOffScale);
    // two points split the strip in thirds, the larger share first
    expect(off.map((p) => [p.site, p.x, p.y])).toEqual([
      ["embed", px(96 + 584 / 3), 465],
      ["kv.write", px(96 + (2 * 584) / 3), 465],
    ]);
    expect(zero.offScale).toBe(2);
    expect(achievedFlopsPerSecond({ flops: 0, floorSeconds: 0 })).toBe(0);
    // without such sites there is no strip and the chart keeps its height
    const none = rooflineChart(DEVICE, [table("multi", 1, [site("mlp", 1, 1e12, 1)])]);
    expect(none.strip).toBeNull();
    expect(none.height).toBe(440);
  });

  it("names the five largest points, none overlapping another label, a point or the plot's edge", () => {
    const sites = [0.3, 0.2, 0.15, 0.1, 0.08, 0.07, 0.05, 0.05].map((share, i) =>
      site(`s${i}`, 1, 1e12, share),
    );
    const chart = rooflineChart(DEVICE, [table("multi", 1, sites)]);
    expect(chart.labels.map((l) => l.text)).toEqual(["s0", "s1", "s2", "s3", "s4"]);
    for (const [i, a] of chart.labels.entries()) {
      expect(a.box.x).toBeGreaterThanOrEqual(chart.plot.x);
      expect(a.box.x + a.box.width).toBeLessThanOrEqual(chart.plot.x + chart.plot.width);
      for (const b of chart.labels.slice(i + 1)) expect(boxesOverlap(a.box, b.box)).toBe(false);
      for (const p of chart.points)
        expect(boxesOverlap(a.box, { x: p.x - p.r, y: p.y - p.r, width: 2 * p.r, height: 2 * p.r })).toBe(
          false,
        );
    }
    // with several runs a label names the run too
    const two = rooflineChart(DEVICE, [table("multi", 1, sites), table("multi", 16, sites)]);
    expect(two.labels[0]?.text).toBe("s0 · multi:1");
  });

  it("segmentsCross: an X crosses, parallel and apart do not, a touching end does", () => {
    expect(segmentsCross({ x1: 0, y1: 0, x2: 10, y2: 10 }, { x1: 0, y1: 10, x2: 10, y2: 0 })).toBe(true);
    expect(segmentsCross({ x1: 0, y1: 0, x2: 10, y2: 0 }, { x1: 0, y1: 5, x2: 10, y2: 5 })).toBe(false);
    expect(segmentsCross({ x1: 0, y1: 0, x2: 4, y2: 4 }, { x1: 6, y1: 0, x2: 10, y2: -4 })).toBe(false);
    expect(segmentsCross({ x1: 0, y1: 0, x2: 5, y2: 5 }, { x1: 5, y1: 5, x2: 10, y2: 0 })).toBe(true);
  });

  it("segmentHitsBox: crossing, inside, and clear", () => {
    const box = { x: 10, y: 10, width: 10, height: 10 };
    expect(segmentHitsBox({ x1: 0, y1: 15, x2: 30, y2: 15 }, box)).toBe(true);
    expect(segmentHitsBox({ x1: 12, y1: 12, x2: 14, y2: 14 }, box)).toBe(true);
    expect(segmentHitsBox({ x1: 0, y1: 0, x2: 30, y2: 5 }, box)).toBe(false);
    expect(segmentHitsBox({ x1: 0, y1: 30, x2: 9, y2: 0 }, box)).toBe(false);
  });

  it("is the same for every real report's points: on-scale inside the frame, the rest on the strip", () => {
    const model = golden("02-qwen3-30b-a3b-h100-b200");
    for (const hw of model.hardware) {
      const c = rooflineChart(
        hw,
        model.tables.filter((t) => t.hardware === hw.id),
      );
      // one point per site row (a fused group is one row under the default engine's fusions)
      const rows = model.tables.filter((t) => t.hardware === hw.id).reduce((n, t) => n + t.sites.length, 0);
      expect(c.points).toHaveLength(rows);
      expect(c.labels).toHaveLength(5);
      for (const p of c.points) {
        const box = p.isOffScale ? c.strip?.box : c.plot;
        if (!box) throw new Error("an off-scale point without a strip");
        expect(p.x).toBeGreaterThanOrEqual(box.x);
        expect(p.x).toBeLessThanOrEqual(box.x + box.width);
        expect(p.y).toBeGreaterThanOrEqual(box.y);
        expect(p.y).toBeLessThanOrEqual(box.y + box.height);
      }
    }
  });
});

describe("share bars", () => {
  const runs = [
    table("multi", 1, [
      site("a", 1, 1e12, 0.5),
      site("b", 1, 1e12, 0.3),
      site("c", 1, 1e12, 0.15),
      site("d", 1, 1e12, 0.05),
    ]),
    table("multi", 16, [site("b", 1, 1e12, 0.6), site("a", 1, 1e12, 0.4)]),
  ];

  it("colours the top sites by their largest share and groups the rest as other", () => {
    const bars = shareBars(runs, "Test device", 2);
    expect(bars.keys).toEqual([
      { keyClass: "k0", site: "b" },
      { keyClass: "k1", site: "a" },
      { keyClass: "k-other", site: "other" },
    ]);
    const [first, second] = bars.bars;
    expect(first?.segments.map((s) => [s.site, s.text])).toEqual([
      ["b", "30.0%"],
      ["a", "50.0%"],
      ["other", "20.0%"],
    ]);
    expect(first?.segments.at(-1)?.title).toBe("other (2 sites) · multi:1: 20.0% of the step floor, 2.00 ms");
    expect(second?.segments.map((s) => s.site)).toEqual(["b", "a"]);
  });

  it("fills each bar exactly, segment after segment", () => {
    const bars = shareBars(runs, "Test device", 2);
    for (const bar of bars.bars) {
      let x = bars.bar.x;
      for (const s of bar.segments) {
        expect(s.x).toBeCloseTo(x, 2);
        x = s.x + s.width;
      }
      expect(x).toBeCloseTo(bars.bar.x + bars.bar.width, 1);
    }
  });
});

describe("heat levels", () => {
  it.each([
    [100, 100, 4],
    [80, 100, 4],
    [79.9, 100, 3],
    [10, 100, 0],
    [5, 0, 0],
  ])("%d of best %d → level %d", (tokens, best, level) => {
    expect(heatLevel(tokens, best)).toBe(level);
  });
});

describe("renderHtml", () => {
  const PAYLOAD = "<script>alert(1)</script>";
  const model = golden("07-venn-llama-3.1-8b-a100-h100");
  const hostile: ReportModel = {
    ...model,
    modelName: PAYLOAD,
    model: PAYLOAD,
    circuit: "a&b",
    source: { hf: `x"><img src=x onerror=alert(2)>`, revision: PAYLOAD },
    hardware: model.hardware.map((h) => ({ ...h, name: `${h.name} ${PAYLOAD}` })),
    tables: model.tables.map((t) => ({
      ...t,
      sites: t.sites.map((s, i) => (i === 0 ? { ...s, site: PAYLOAD, op: "<b onmouseover=alert(3)>" } : s)),
    })),
    diagnostics: [
      { code: "X", severity: "warning", file: "<i>.yaml", line: 1, col: 1, message: `bad ${PAYLOAD}` },
    ],
  };
  const html = renderHtml(hostile, templates);

  it("escapes every string from an input file, in text, attributes and SVG titles", () => {
    expect(html).not.toContain(PAYLOAD);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b ");
    expect(html).not.toContain("<i>");
    expect(html).toContain("<h1>&lt;script&gt;alert(1)&lt;/script&gt; on NVIDIA A100");
    expect(html).toContain(
      'href="https://huggingface.co/x&quot;&gt;&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;"',
    );
    expect(html).toContain('data-site="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt; · multi:1:");
    expect(html).toContain("circuit <code>a&amp;b</code>");
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  it("allows only its own script, by hash, and loads nothing from anywhere", () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(script).digest("base64").replace(/=/g, "&#x3D;");
    expect(html).toContain(`script-src 'sha256-${hash}'`);
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/\ssrc=|@import|url\(/);
    // the only addresses: SVG's namespace, and links (never fetched): the model card, the families' sources and
    // the sources of the fusion groups the engine runs and of the ideal set's groups it could run
    const links = [...html.matchAll(/<a href="([^"#][^"]*)"/g)].map((m) => m[1]);
    const groups = model.tables.flatMap((t) => t.sites.flatMap((x) => (x.fusion ? [x.fusion.source] : [])));
    const candidates = (model.venn?.workList.fusions ?? []).map((f) => f.source);
    const sources = [
      ...(model.venn?.workList.unmeasured ?? []).map((u) => u.source),
      ...groups,
      ...candidates,
    ].filter(Boolean);
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(
      new Set(["https://huggingface.co/x&quot;&gt;&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;", ...sources]),
    );
    const elsewhere = new Set(html.replace(/<a href="[^"]*"/g, "").match(/https?:\/\/[^"\s<]+/g));
    expect([...elsewhere]).toEqual(["http://www.w3.org/2000/svg"]);
  });

  it("labels every chart and table for assistive technology", () => {
    const svgs = html.match(/<svg[^>]*>/g) ?? [];
    // a roofline and bars per device, and an Euler diagram per run in the Venn section: each in a wide and a narrow frame
    expect(svgs).toHaveLength(2 * (4 + (hostile.venn ? hostile.tables.length : 0)));
    for (const svg of svgs) expect(svg).toMatch(/role="img" aria-labelledby="[^"]+"/);
    expect((html.match(/<table\b/g) ?? []).length).toBe((html.match(/<caption\b/g) ?? []).length);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  it("is a pure function of the model: the same bytes twice", () => {
    expect(renderHtml(hostile, templates)).toBe(html);
  });
});

describe("the HTML page shell", () => {
  it("is one layout partial: every page template fills it and none writes its own head or script", () => {
    const pages = Object.keys(templates).filter((name) => /^[a-z]+\.html$/.test(name));
    expect(pages.sort()).toEqual(["compare.html", "diff.html", "report.html", "simulate.html", "union.html"]);
    for (const page of pages) {
      const text = templates[page] ?? "";
      expect(text.startsWith("{{#> layout")).toBe(true);
      expect(text).not.toMatch(/<!doctype|<head>|<script|<\/main>/i);
    }
    expect(templates["partials/layout.html"]).toContain("{{> @partial-block}}");
  });
});
