import { compareText } from "../ir/index.ts";
import { fitVerdict } from "./memory.ts";
import type { DiffModel, DiffSetModel, ReportModel } from "./schema.ts";

type Site = ReportModel["tables"][number]["sites"][number];
type Table = ReportModel["tables"][number];
type Basis = DiffModel["gateBasis"];

/** A parsed input file as written (YAML data), named by its id: model id, circuit arch, profile id, library. */
export interface InputDoc {
  kind: string;
  name: string;
  data: unknown;
}

/** One side of a diff: its reports (one per device it could run on) and the inputs they were built from. */
export interface DiffSide {
  label: string;
  model: string;
  circuit: string;
  reports: readonly ReportModel[];
  docs: readonly InputDoc[];
}

export interface DiffInput {
  base: DiffSide;
  head: DiffSide;
  gaps: DiffModel["gaps"];
  failOnRegressionPct: number | null;
  /** The runs' context, said even when no device ran both sides. */
  context: number;
}

/** Changed leaves listed per input before the rest are counted as "more". */
const CHANGES_LISTED = 12;

const side = (s: Site | undefined) =>
  s
    ? {
        floorSeconds: s.floorSeconds,
        expectedSeconds: s.expectedSeconds,
        bytes: s.bytes,
        weightFormat: s.weightFormat,
        execution: s.execution,
        class: s.class,
        timing: s.timing,
        measuredSeconds: s.measuredSeconds,
      }
    : null;
const pct = (from: number, to: number) => (from > 0 ? ((to - from) / from) * 100 : 0);

/** Leaf values by key path (`dims.hidden`, `blocks.ffn.nodes[2].op`); `sources` are provenance, compared whole. */
function leaves(value: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) leaves(v, `${path}[${i}]`, out);
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const p = path ? `${path}.${k}` : k;
      if (k === "sources" && !path) out.set(p, JSON.stringify(v));
      else leaves(v, p, out);
    }
  } else out.set(path, typeof value === "string" ? value : JSON.stringify(value));
  return out;
}

/** Kinds that are one per side: two different models (or circuits) are compared with each other, not listed as added and removed. */
const ONE_PER_SIDE = ["model", "circuit"];

function pairSingles(base: readonly InputDoc[], head: readonly InputDoc[]): InputDoc[] {
  return base.map((b) => {
    if (!ONE_PER_SIDE.includes(b.kind)) return b;
    const ofKind = (docs: readonly InputDoc[]) => [
      ...new Map(docs.filter((d) => d.kind === b.kind).map((d) => [d.name, d])).values(),
    ];
    const [h, ...more] = ofKind(head);
    return h && !more.length && ofKind(base).length === 1 && h.name !== b.name ? { ...b, name: h.name } : b;
  });
}

function inputsChanged(base0: readonly InputDoc[], head: readonly InputDoc[]): DiffModel["inputsChanged"] {
  const base = pairSingles(base0, head);
  const byKey = (docs: readonly InputDoc[]) => new Map(docs.map((d) => [`${d.kind}\u0000${d.name}`, d]));
  const b = byKey(base);
  const h = byKey(head);
  const keys = [...new Set([...b.keys(), ...h.keys()])].sort();
  return keys.flatMap((key): DiffModel["inputsChanged"] => {
    const bd = b.get(key);
    const hd = h.get(key);
    const doc = (hd ?? bd) as InputDoc;
    if (!bd || !hd)
      return [{ kind: doc.kind, name: doc.name, status: bd ? "removed" : "added", changes: [], more: 0 }];
    const bl = leaves(bd.data);
    const hl = leaves(hd.data);
    const paths = [...new Set([...bl.keys(), ...hl.keys()])].filter((p) => bl.get(p) !== hl.get(p));
    if (!paths.length) return [];
    // Provenance last: a value change matters more than the citation that came with it.
    paths.sort((x, y) => Number(x === "sources") - Number(y === "sources"));
    const listed = paths.slice(0, CHANGES_LISTED).map((p) => ({
      path: p,
      base: p === "sources" ? "…" : (bl.get(p) ?? null),
      head: p === "sources" ? "…" : (hl.get(p) ?? null),
    }));
    return [
      {
        kind: doc.kind,
        name: doc.name,
        status: "changed",
        changes: listed,
        more: paths.length - listed.length,
      },
    ];
  });
}

function diffTable(b: Table, h: Table, base: ReportModel, head: ReportModel) {
  const baseSites = new Map(b.sites.map((s) => [s.site, s]));
  const headSites = new Map(h.sites.map((s) => [s.site, s]));
  const sites = [...new Set([...baseSites.keys(), ...headSites.keys()])]
    .map((site) => {
      const bs = baseSites.get(site);
      const hs = headSites.get(site);
      const same =
        bs &&
        hs &&
        bs.floorSeconds === hs.floorSeconds &&
        bs.expectedSeconds === hs.expectedSeconds &&
        bs.bytes === hs.bytes &&
        bs.execution === hs.execution &&
        bs.weightFormat === hs.weightFormat &&
        bs.class === hs.class;
      const status: DiffModel["tables"][number]["sites"][number]["status"] = !bs
        ? "added"
        : !hs
          ? "removed"
          : same
            ? "same"
            : "changed";
      return {
        site,
        status,
        base: side(bs),
        head: side(hs),
        deltaSeconds: (hs?.floorSeconds ?? 0) - (bs?.floorSeconds ?? 0),
        deltaPct: bs && hs ? pct(bs.floorSeconds, hs.floorSeconds) : null,
        deltaBytes: (hs?.bytes ?? 0) - (bs?.bytes ?? 0),
      };
    })
    .sort((x, y) => Math.abs(y.deltaSeconds) - Math.abs(x.deltaSeconds) || compareText(x.site, y.site));
  const totals = (t: Table, report: ReportModel) => {
    const memory = report.memory.find((m) => m.hardware === t.hardware);
    if (!memory) throw new Error(`internal: no memory row for ${t.hardware}`);
    return {
      floorSeconds: t.floorSeconds,
      expectedSeconds: t.expectedSeconds,
      tokensPerSecond: t.tokensPerSecond,
      weightBytes: t.weightBytes,
      kvBytes: t.kvBytes,
      stepSeconds: t.stepSeconds,
      timingShare: t.timingShare,
      fit: fitVerdict(memory, t.sequences),
    };
  };
  const deltaExpectedPct =
    b.expectedSeconds !== null && h.expectedSeconds !== null
      ? pct(b.expectedSeconds, h.expectedSeconds)
      : null;
  const deltaPct = pct(b.floorSeconds, h.floorSeconds);
  return {
    hardware: h.hardware,
    hardwareName: head.hardware.find((x) => x.id === h.hardware)?.name ?? h.hardware,
    mode: h.mode,
    rows: h.rows,
    base: totals(b, base),
    head: totals(h, head),
    deltaSeconds: h.floorSeconds - b.floorSeconds,
    deltaPct,
    deltaExpectedPct,
    gatePct: deltaExpectedPct ?? deltaPct,
    gateBasis: (deltaExpectedPct !== null ? "expected" : "floor") as DiffModel["tables"][number]["gateBasis"],
    sites,
  };
}

const basisOf = (bases: readonly ("expected" | "floor" | "mixed")[]): Basis =>
  bases.length && bases.every((b) => b === "floor")
    ? "floor"
    : bases.every((b) => b === "expected")
      ? "expected"
      : "mixed";
const BASIS_WORDS: Record<Basis, string> = {
  expected: "expected step time",
  floor: "step-time floor",
  mixed: "step time (expected where calibrated, else floor)",
};

function verdictOf(
  rows: readonly { gatePct: number; label: string }[],
  changed: boolean,
  basis: Basis,
  gaps: number,
  lost: readonly string[] = [],
): string {
  const lostNote = lost.length ? ` Regression: ${lost.join(", ")} ran the base but cannot run the head.` : "";
  const gapNote =
    (gaps ? ` ${gaps} device${gaps === 1 ? "" : "s"} could not run a side (gaps below).` : "") + lostNote;
  if (!rows.length) return `Nothing to compare: no device ran both sides.${gapNote}`;
  const worst = rows.reduce((m, r) => (r.gatePct > m.gatePct ? r : m));
  const best = rows.reduce((m, r) => (r.gatePct < m.gatePct ? r : m));
  const fmt = (v: number) => `${Math.abs(v).toFixed(1)} %`;
  const what = BASIS_WORDS[basis];
  // With a device that ran one side only, the comparison covers the rest: "everywhere" would contradict the gap note.
  const where = gaps ? "where both sides ran" : "everywhere";
  const text = !changed
    ? "No change in any site's cost."
    : worst.gatePct === 0 && best.gatePct === 0
      ? `No change in ${what}; sites changed format, execution, class or fit (below).`
      : worst.gatePct <= 0
        ? `Faster or equal ${where}: ${what} −${fmt(best.gatePct)} at best (${best.label}).`
        : best.gatePct >= 0
          ? `Slower ${where}: ${what} +${fmt(worst.gatePct)} at worst (${worst.label}).`
          : `Mixed ${what}: −${fmt(best.gatePct)} at best (${best.label}), +${fmt(worst.gatePct)} at worst (${worst.label}).`;
  return text + gapNote;
}

const hasChanges = (tables: readonly DiffModel["tables"][number][]) =>
  tables.some((t) => t.base.fit.fits !== t.head.fit.fits || t.sites.some((s) => s.status !== "same"));

/** Per-site and total deltas between two sides over the same devices and runs; a verdict in one line. */
export function buildDiffModel(input: DiffInput): DiffModel {
  const { base, head } = input;
  const tables = head.reports.flatMap((hr) => {
    const device = hr.hardware[0]?.id;
    const br = base.reports.find((r) => r.hardware[0]?.id === device);
    if (!br) return [];
    return hr.tables.map((h, i) => {
      const b = br.tables[i];
      if (!b) throw new Error("internal: base and head were analyzed over different runs");
      return diffTable(b, h, br, hr);
    });
  });
  const changed = hasChanges(tables);
  const basis = basisOf(tables.map((t) => t.gateBasis));
  const worstRegressionPct = Math.max(0, ...tables.map((t) => t.gatePct));
  // A device the base ran and the head cannot is a regression of any size.
  const lostDevices = input.gaps.filter((g) => g.side === "head").map((g) => g.hardware);
  const inputs = (s: DiffSide) => s.reports[0]?.inputs ?? [];
  const engine = head.reports[0]?.engine;
  return {
    schemaVersion: 1,
    command: "diff",
    ...(engine ? { engine } : {}),
    base: { label: base.label, model: base.model, circuit: base.circuit, inputs: inputs(base) },
    head: { label: head.label, model: head.model, circuit: head.circuit, inputs: inputs(head) },
    context: input.context,
    inputsChanged: inputsChanged(base.docs, head.docs),
    tables,
    gaps: input.gaps,
    verdict: verdictOf(
      tables.map((t) => ({ gatePct: t.gatePct, label: `${t.hardware} ${t.mode}:${t.rows}` })),
      changed,
      basis,
      input.gaps.length,
      input.gaps.filter((g) => g.side === "head").map((g) => g.hardwareName),
    ),
    worstRegressionPct,
    failOnRegressionPct: input.failOnRegressionPct,
    gateBasis: basis,
    lostDevices,
    isRegression:
      input.failOnRegressionPct !== null &&
      (worstRegressionPct > input.failOnRegressionPct || lostDevices.length > 0),
  };
}

/** Several models' diffs against one revision, with the models that could not be compared and why. */
export function buildDiffSetModel(
  baseRef: string,
  diffs: readonly DiffModel[],
  skipped: DiffSetModel["skipped"],
  failOnRegressionPct: number | null,
): DiffSetModel {
  const worst = Math.max(0, ...diffs.map((d) => d.worstRegressionPct));
  const basis = basisOf(diffs.map((d) => d.gateBasis));
  const rows = diffs.flatMap((d) =>
    d.tables.map((t) => ({
      gatePct: t.gatePct,
      label: `${d.head.model} on ${t.hardware} ${t.mode}:${t.rows}`,
    })),
  );
  const changed = diffs.some((d) => hasChanges(d.tables));
  const skippedNote = skipped.length
    ? ` ${skipped.length} model${skipped.length === 1 ? "" : "s"} skipped.`
    : "";
  return {
    schemaVersion: 1,
    command: "diff",
    baseRef,
    diffs: [...diffs],
    skipped,
    verdict: `${diffs.length} model${diffs.length === 1 ? "" : "s"} compared. ${
      rows.length ? verdictOf(rows, changed, basis, 0) : "Nothing to compare."
    }${skippedNote}`,
    worstRegressionPct: worst,
    failOnRegressionPct,
    gateBasis: basis,
    isRegression:
      failOnRegressionPct !== null &&
      (worst > failOnRegressionPct || diffs.some((d) => (d.lostDevices ?? []).length > 0)),
  };
}
