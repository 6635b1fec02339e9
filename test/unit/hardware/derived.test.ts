import { describe, expect, it } from "vitest";
import { listHardware, type Profile } from "../../../src/index.ts";
import { KERNEL_KINDS } from "../../../src/ir/index.ts";
import { ROOT } from "../../helpers.ts";

// A term measured on one device reaches another only by a stated rule. same_chip: the same die, so every share of
// spec bandwidth and of the device's own peaks is the sibling's as measured, every per-kernel fixed cost in a graph
// scales by SM clock (sibling ÷ this), and host-side costs (cold launch, per step) are the sibling's.
const { profiles, diagnostics } = listHardware(ROOT);
const byId = new Map(profiles.map((p) => [p.id, p]));
const derived = profiles.filter((p) => p.derivedFrom);

/** Equal to two decimals of a microsecond (the profiles write fixed costs to 0.01 µs). */
const closeUs = (actual: number | undefined, expected: number | undefined, what: string) => {
  expect(actual, what).toBeDefined();
  expect(Math.abs((actual as number) - (expected as number)) * 1e6, what).toBeLessThanOrEqual(0.0051);
};

function checkSameChip(child: Profile, parent: Profile) {
  const c = child.efficiency;
  const p = parent.efficiency;
  if (!c || !p) throw new Error(`${child.id} or ${parent.id} has no efficiency block`);
  const clock = (parent.smClockMhz ?? Number.NaN) / (child.smClockMhz ?? Number.NaN);
  expect(Number.isFinite(clock), `${child.id} and ${parent.id} both state sm_clock_mhz`).toBe(true);
  expect(c.bandwidth).toBe(p.bandwidth);
  expect(c.compute).toEqual(p.compute);
  expect(c.halfBandwidthBytes).toBe(p.halfBandwidthBytes);
  expect(c.attention).toEqual(p.attention);
  expect(c.launchSeconds).toBe(p.launchSeconds);
  expect(c.stepSeconds).toBe(p.stepSeconds);
  closeUs(c.graphLaunchSeconds, (p.graphLaunchSeconds ?? 0) * clock, "graph_launch_us");
  expect(Object.keys(c.kernels ?? {}).sort()).toEqual(Object.keys(p.kernels ?? {}).sort());
  for (const kind of KERNEL_KINDS) {
    const a = c.kernels?.[kind];
    const b = p.kernels?.[kind];
    if (!b) continue;
    const { fixedGraphSeconds: fa, backends: ba, ...restA } = a ?? {};
    const { fixedGraphSeconds: fb, backends: bb, ...restB } = b;
    expect(restA, kind).toEqual(restB);
    if (fb !== undefined) closeUs(fa, fb * clock, `${kind}.fixed_us`);
    expect(Object.keys(ba ?? {}).sort(), `${kind} backends`).toEqual(Object.keys(bb ?? {}).sort());
    for (const [id, other] of Object.entries(bb ?? {})) {
      const { fixedGraphSeconds: oa, ...ra } = ba?.[id] ?? {};
      const { fixedGraphSeconds: ob, ...rb } = other;
      expect(ra, `${kind}.backends.${id}`).toEqual(rb);
      if (ob !== undefined) closeUs(oa, ob * clock, `${kind}.backends.${id}.fixed_us`);
    }
  }
}

describe("derived profiles: a measured term moves between devices only by the stated rule", () => {
  it("every profile loads", () => expect(diagnostics).toEqual([]));

  it("the H100s carry the H200's measured terms (same GH100 die)", () => {
    expect(derived.map((p) => p.id).sort()).toEqual(["h100-pcie", "h100-sxm"]);
    for (const p of derived) expect(p.derivedFrom).toEqual({ id: "h200-sxm", rule: "same_chip" });
  });

  it.each(derived.map((p) => [p.id, p] as const))(
    "%s holds its sibling's figures as they stand there (same_chip)",
    (_, child) => {
      const parent = byId.get(child.derivedFrom?.id ?? "");
      expect(parent, "the sibling exists").toBeDefined();
      // a chain would carry figures its middle no longer states: the sibling is measured itself
      expect(parent?.derivedFrom).toBeUndefined();
      checkSameChip(child, parent as Profile);
    },
  );

  it("a changed sibling figure fails the check (the test can fail)", () => {
    const child = byId.get("h100-sxm") as Profile;
    const parent = byId.get("h200-sxm") as Profile;
    const eff = parent.efficiency;
    if (!eff) throw new Error("h200-sxm is calibrated");
    const moved = { ...parent, efficiency: { ...eff, bandwidth: eff.bandwidth + 0.01 } };
    expect(() => checkSameChip(child, moved)).toThrow();
  });
});
