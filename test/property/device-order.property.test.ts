// Devices that agree: over every ordered pair of shipped profiles, a device at least as good in every figure the
// expected time uses is never predicted slower for the same model, engine and run. Each model is bound once and
// costed on every profile in one analyze call (no CLI).
import { describe, expect, it } from "vitest";
import { COMPUTE_LANES } from "../../src/formats/index.ts";
import { kindsOf, type Profile } from "../../src/hardware/index.ts";
import { type AnalyzeOptions, analyze, listHardware } from "../../src/index.ts";
import { KERNEL_KINDS } from "../../src/ir/index.ts";
import { ROOT } from "../helpers.ts";

const { profiles } = listHardware(ROOT);
const calibrated = profiles.filter((p) => p.efficiency);

/** Whether `a` is at least as good as `b` in every figure the expected time reads (equal counts as good). */
function dominates(a: Profile, b: Profile): boolean {
  const ea = a.efficiency;
  const eb = b.efficiency;
  if (!ea || !eb) return false;
  if (JSON.stringify(a.fallback) !== JSON.stringify(b.fallback)) return false;
  if (JSON.stringify(a.blockScales ?? {}) !== JSON.stringify(b.blockScales ?? {})) return false;
  if ((ea.stepSeconds ?? 0) > (eb.stepSeconds ?? 0)) return false;
  // an engine's own kernel moves by SMs × clock; a part that states neither keeps its library rate
  const issue = (p: Profile) => (p.sms && p.smClockMhz ? p.sms * p.smClockMhz : undefined);
  if ((issue(a) === undefined) !== (issue(b) === undefined)) return false;
  if ((issue(a) ?? 0) < (issue(b) ?? 0)) return false;
  // the power limit (cost/power.ts): where it applies to one it must apply to both, with no less room above idle and
  // no more joules per byte or per FLOP
  const limited = (p: Profile) => {
    const act = p.power?.activity;
    return act && p.smClockMhz && (act.borrowedFrom === undefined || act.borrowedFrom === p.derivedFrom?.id)
      ? { room: (p.power?.watts ?? 0) - act.idleWatts, perByte: act.memoryWatts / p.bytesPerSecond, act }
      : undefined;
  };
  const la = limited(a);
  const lb = limited(b);
  if ((la === undefined) !== (lb === undefined)) return false;
  if (la && lb) {
    if (la.room < lb.room || la.perByte > lb.perByte) return false;
    for (const lane of COMPUTE_LANES) {
      const pb = b.peaks[lane];
      const pa = a.peaks[lane];
      if (pb !== undefined && pa !== undefined && la.act.computeWatts / pa > lb.act.computeWatts / pb)
        return false;
    }
  }
  const ka = kindsOf(ea, a.sms);
  const kb = kindsOf(eb, b.sms);
  for (const kind of KERNEL_KINDS) {
    const x = ka[kind];
    const y = kb[kind];
    const bwA = a.bytesPerSecond * x.bandwidth;
    const bwB = b.bytesPerSecond * y.bandwidth;
    if (bwA < bwB || x.halfBytes / bwA > y.halfBytes / bwB) return false;
    if (x.fixedGraphSeconds > y.fixedGraphSeconds || x.fixedEagerSeconds > y.fixedEagerSeconds) return false;
    if (x.ridgeP < y.ridgeP) return false;
    if (y.occupancy) {
      if (
        x.occupancy &&
        (x.occupancy.halfUnits > y.occupancy.halfUnits || x.occupancy.splitTokens > y.occupancy.splitTokens)
      )
        return false;
    } else if (x.occupancy) return false;
    for (const lane of COMPUTE_LANES) {
      const pb = b.peaks[lane];
      if (pb === undefined) continue;
      const pa = a.peaks[lane];
      if (pa === undefined) return false;
      if (pa * (x.compute[lane] ?? 1) < pb * (y.compute[lane] ?? 1)) return false;
    }
  }
  return true;
}

const pairs = calibrated.flatMap((a) =>
  calibrated.filter((b) => b !== a && dominates(a, b)).map((b) => [a, b] as const),
);

const CASES: { name: string; options: Omit<AnalyzeOptions, "hardware"> }[] = [
  {
    name: "llama-3.1-8b bf16 (pytorch)",
    options: {
      model: "llama-3.1-8b",
      engine: "pytorch",
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "multi", rows: 64 },
        { mode: "single", rows: 2048 },
        { mode: "single", rows: 32768, context: 32768 },
      ],
      context: 4096,
    },
  },
  {
    name: "qwen3-30b-a3b bf16 (vllm)",
    options: {
      model: "qwen3-30b-a3b",
      engine: "vllm",
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "multi", rows: 16 },
        { mode: "single", rows: 2048, context: 2048 },
      ],
      context: 1024,
    },
  },
  {
    name: "llama-3.1-8b fp8 (vllm, graphs off)",
    options: {
      model: "llama-3.1-8b",
      engine: "vllm",
      preset: "fp8",
      graphs: false,
      runs: [
        { mode: "multi", rows: 1 },
        { mode: "single", rows: 2048, context: 2048 },
      ],
      context: 1024,
    },
  },
];

describe("device order: a device no worse in any figure is never predicted slower", () => {
  it("the shipped profiles hold dominating pairs, among them the H200 over the H100 SXM (same die, more bandwidth)", () => {
    const names = pairs.map(([a, b]) => `${a.id} >= ${b.id}`);
    expect(names).toContain("h200-sxm >= h100-sxm");
  });

  it.each(CASES)("$name", ({ options }) => {
    // the devices a case can run on: every lane the case needs (fp8 where the preset is) is the pair's own
    const ids = [...new Set(pairs.flatMap(([a, b]) => [a.id, b.id]))];
    const result = analyze({ ...options, hardware: ids, cwd: ROOT });
    const tables = result.report?.tables ?? [];
    const usable = new Set(tables.map((t) => t.hardware));
    const checked: string[] = [];
    for (const [a, b] of pairs) {
      if (!usable.has(a.id) || !usable.has(b.id)) continue;
      for (const ta of tables.filter((t) => t.hardware === a.id)) {
        const tb = tables.find(
          (t) => t.hardware === b.id && t.mode === ta.mode && t.rows === ta.rows && t.context === ta.context,
        );
        if (!tb || ta.expectedSeconds === null || tb.expectedSeconds === null) continue;
        checked.push(`${a.id}>=${b.id} ${ta.mode}:${ta.rows}`);
        expect(
          ta.expectedSeconds,
          `${a.id} is at least as good as ${b.id} in every figure, yet slower at ${ta.mode}:${ta.rows}`,
        ).toBeLessThanOrEqual(tb.expectedSeconds * (1 + 1e-12));
      }
    }
    expect(checked.length).toBeGreaterThan(0);
  });
});
