import type { DiffModel, ReportModel } from "./schema.ts";

type Site = ReportModel["tables"][number]["sites"][number];
const side = (s: Site | undefined) =>
  s
    ? {
        floorSeconds: s.floorSeconds,
        bytes: s.bytes,
        weightFormat: s.weightFormat,
        execution: s.execution,
        timing: s.timing,
        measuredSeconds: s.measuredSeconds,
      }
    : null;
const pct = (from: number, to: number) => (from > 0 ? ((to - from) / from) * 100 : 0);

/** Per-site and total deltas between two reports of the same hardware and runs; a verdict in one line. */
export function buildDiffModel(
  base: { label: string; report: ReportModel },
  head: { label: string; report: ReportModel },
  failOnRegressionPct: number | null,
): DiffModel {
  const names = new Map(head.report.hardware.map((h) => [h.id, h.name]));
  const tables = head.report.tables.map((h, i) => {
    const b = base.report.tables[i];
    if (!b) throw new Error("internal: base and head were analyzed over different runs");
    const baseSites = new Map(b.sites.map((s) => [s.site, s]));
    const headSites = new Map(h.sites.map((s) => [s.site, s]));
    const names2 = [...new Set([...baseSites.keys(), ...headSites.keys()])];
    const sites = names2
      .map((site) => {
        const bs = baseSites.get(site);
        const hs = headSites.get(site);
        const deltaSeconds = (hs?.floorSeconds ?? 0) - (bs?.floorSeconds ?? 0);
        const same =
          bs &&
          hs &&
          bs.floorSeconds === hs.floorSeconds &&
          bs.bytes === hs.bytes &&
          bs.execution === hs.execution &&
          bs.weightFormat === hs.weightFormat;
        return {
          site,
          status: (!bs
            ? "added"
            : !hs
              ? "removed"
              : same
                ? "same"
                : "changed") as DiffModel["tables"][number]["sites"][number]["status"],
          base: side(bs),
          head: side(hs),
          deltaSeconds,
          deltaPct: bs && hs ? pct(bs.floorSeconds, hs.floorSeconds) : null,
          deltaBytes: (hs?.bytes ?? 0) - (bs?.bytes ?? 0),
        };
      })
      .sort((x, y) => Math.abs(y.deltaSeconds) - Math.abs(x.deltaSeconds) || x.site.localeCompare(y.site));
    const totals = (t: typeof h) => ({
      floorSeconds: t.floorSeconds,
      tokensPerSecond: t.tokensPerSecond,
      weightBytes: t.weightBytes,
      kvBytes: t.kvBytes,
      stepSeconds: t.stepSeconds,
      timingShare: t.timingShare,
    });
    return {
      hardware: h.hardware,
      hardwareName: names.get(h.hardware) ?? h.hardware,
      mode: h.mode,
      rows: h.rows,
      base: totals(b),
      head: totals(h),
      deltaSeconds: h.floorSeconds - b.floorSeconds,
      deltaPct: pct(b.floorSeconds, h.floorSeconds),
      sites,
    };
  });
  const worst = tables.reduce((m, t) => Math.max(m, t.deltaPct), Number.NEGATIVE_INFINITY);
  const best = tables.reduce((m, t) => Math.min(m, t.deltaPct), Number.POSITIVE_INFINITY);
  const at = (value: number) => {
    const t = tables.find((x) => x.deltaPct === value);
    return t ? `${t.hardware} ${t.mode}:${t.rows}` : "";
  };
  const fmt = (v: number) => `${Math.abs(v).toFixed(1)} %`;
  const changed = tables.some((t) => t.sites.some((s) => s.status !== "same"));
  const verdict = !changed
    ? "No change in any site's cost."
    : worst <= 0
      ? `Faster or equal everywhere: step time −${fmt(best)} at best (${at(best)}).`
      : best >= 0
        ? `Slower everywhere: step time +${fmt(worst)} at worst (${at(worst)}).`
        : `Mixed: −${fmt(best)} at best (${at(best)}), +${fmt(worst)} at worst (${at(worst)}).`;
  const worstRegressionPct = Math.max(0, worst);
  return {
    schemaVersion: 1,
    command: "diff",
    base: {
      label: base.label,
      model: base.report.model,
      circuit: base.report.circuit,
      inputs: base.report.inputs,
    },
    head: {
      label: head.label,
      model: head.report.model,
      circuit: head.report.circuit,
      inputs: head.report.inputs,
    },
    context: head.report.tables[0]?.context ?? 0,
    tables,
    verdict,
    worstRegressionPct,
    failOnRegressionPct,
    isRegression: failOnRegressionPct !== null && worstRegressionPct > failOnRegressionPct,
  };
}
