// The explorer's panels as data: every number the page shows, with the raw value `venn report --format json` writes,
// the text the page writes and where it comes from. The page draws these; the browser test checks them against the
// CLI's JSON through the same functions, so the comparison is exact.
import { devicesOf, type Layout, SINGLE_DEVICE } from "../ir/index.ts";
import {
  fmtBytes,
  fmtCount,
  fmtJoules,
  fmtPercent,
  fmtSeconds,
  fmtTokensPerSecond,
  fmtUsd,
} from "../render/format.ts";
import type { ReportModel, ReportTable } from "../report/index.ts";

/** A number as the JSON report writes it: floats cut to 12 significant digits (render/json.ts). */
export const jsonNumber = (v: number) => (Number.isInteger(v) ? v : Number(v.toPrecision(12)));

/** One number on the page: its key (data-key), the value as JSON writes it, the text shown and its source (hover). */
export interface Figure {
  key: string;
  label: string;
  value: number | null;
  text: string;
  source: string;
}

const figure = (
  key: string,
  label: string,
  value: number | null,
  format: (v: number) => string,
  source: string,
): Figure => ({
  key,
  label,
  value: value === null ? null : jsonNumber(value),
  // The text of the value as JSON writes it, so the page and the JSON report give the same text.
  text: value === null ? "—" : format(jsonNumber(value)),
  source,
});

/** $/Mtok at this step rate: price × devices ÷ 3600 ÷ tokens/s × 10⁶ (as serve/workload.ts prices a deployment). */
export function usdPerMillionTokens(
  pricePerHour: number | null | undefined,
  devices: number,
  tokensPerSecond: number,
) {
  return pricePerHour && tokensPerSecond > 0
    ? ((pricePerHour * devices) / 3600 / tokensPerSecond) * 1e6
    : null;
}

/** The decode table (multi) of a device: the headline run. */
export const decodeTable = (report: ReportModel, hardware: string) =>
  report.tables.find((t) => t.hardware === hardware && t.mode === "multi");

/** Every number of one device's panels, keyed `<hardware>.<name>`. */
export function deviceFigures(
  report: ReportModel,
  hardware: string,
  layout: Layout = SINGLE_DEVICE,
): Figure[] {
  const hw = report.hardware.find((h) => h.id === hardware);
  const t = decodeTable(report, hardware);
  const memory = report.memory.find((m) => m.hardware === hardware);
  if (!hw || !t) return [];
  const profile = report.inputs.find(
    (i) => i.kind === "hardware" && (i.id === hardware || i.id.endsWith(`/${hardware}.hw.yaml`)),
  );
  const profileSource = profile
    ? `profile ${profile.id} (sha256 ${profile.sha256.slice(0, 12)})`
    : `profile ${hardware}`;
  const engine = report.engine
    ? `${report.engine.name} ${report.engine.version} (${report.engine.source})`
    : "no engine";
  const run = `${t.mode}:${t.rows} at context ${t.context}`;
  const k = (name: string) => `${hardware}.${name}`;
  const devices = devicesOf(layout);
  // Derived from the numbers as JSON writes them, so the same sums on the JSON report give the same bits.
  const tps = jsonNumber(t.tokensPerSecondExpected ?? 0);
  const usd = usdPerMillionTokens(
    hw.pricePerHour === null || hw.pricePerHour === undefined ? null : jsonNumber(hw.pricePerHour),
    devices,
    tps,
  );
  const usable = memory?.usableBytes ?? t.fit.usableBytes;
  const out: Figure[] = [
    figure(
      k("floorSeconds"),
      "Floor step",
      t.floorSeconds,
      fmtSeconds,
      `roofline floor of ${run}: each site's max(FLOPs ÷ peak, bytes ÷ bandwidth), summed; ${profileSource}`,
    ),
    figure(
      k("expectedSeconds"),
      "Expected step",
      t.expectedSeconds,
      fmtSeconds,
      `expected step of ${run}: ${(t.expectedTerms ?? []).map((e) => e.term).join(", ")}; ${engine}; ${profileSource}`,
    ),
    figure(
      k("tokensPerSecondExpected"),
      "Tokens/s",
      t.tokensPerSecondExpected,
      fmtTokensPerSecond,
      `rows ÷ expected step (${t.rows} ÷ ${t.expectedSeconds === null ? "—" : fmtSeconds(t.expectedSeconds)})`,
    ),
    figure(
      k("neededBytes"),
      t.fit.fits ? "Fits: needs" : "Does not fit: needs",
      t.fit.neededBytes,
      fmtBytes,
      `weights + KV + state + activations against ${fmtBytes(t.fit.usableBytes)} usable of ${fmtBytes(t.fit.capacityBytes)}; ${profileSource}`,
    ),
    figure(
      k("usdPerMillionTokens"),
      "$/Mtok",
      usd,
      fmtUsd,
      hw.pricePerHour
        ? `$${hw.pricePerHour}/h × ${devices} device(s) ÷ 3600 ÷ tokens/s × 10⁶; price from ${profileSource} or --price`
        : "the profile states no price: set one",
    ),
    figure(
      k("joulesPerToken"),
      "J/token",
      t.joulesPerToken ?? null,
      fmtJoules,
      `board ${(t.boardWatts ?? 0).toFixed(0)} W ÷ tokens/s: ${t.powerBasis}`,
    ),
    figure(
      k("weightBytes"),
      "Weights",
      t.weightBytes,
      fmtBytes,
      `resident weights of one device's share; ${report.model} precision ${report.precision.weight}/${report.precision.act}`,
    ),
    figure(
      k("kvBytes"),
      "KV cache",
      t.kvBytes,
      fmtBytes,
      `${t.sequences} sequence(s) × ${t.context} tokens in ${report.precision.kv_cache}`,
    ),
    figure(
      k("activationBytes"),
      "Activations",
      t.activationBytes,
      fmtBytes,
      "the largest live activations of the step",
    ),
    figure(
      k("headroomBytes"),
      "Headroom",
      usable - t.fit.neededBytes,
      fmtBytes,
      `usable ${fmtBytes(usable)} − needed ${fmtBytes(t.fit.neededBytes)}`,
    ),
  ];
  // With a reference model: the decode step's Venn regions and how many of its sites fall in each class.
  const region = report.regions.find(
    (r) => r.hardware === hardware && r.mode === t.mode && r.rows === t.rows,
  );
  if (region && report.venn) {
    const against = report.venn.against.join(", ");
    out.push(
      figure(
        k("venn.targetOnlyShare"),
        "Only the target needs",
        region.targetOnly.share,
        fmtPercent,
        `step share of sites no family implements: ${region.targetOnly.sites.join(", ") || "none"}`,
      ),
      figure(
        k("venn.bothShare"),
        "Shared with references",
        region.both.share,
        fmtPercent,
        `step share of sites the ${report.venn.kernels} families serve, as for ${against}`,
      ),
      figure(
        k("venn.referenceOnlyFamilies"),
        "Families only references use",
        region.referenceOnly.families.length,
        fmtCount,
        region.referenceOnly.families.join(", ") || "none",
      ),
    );
    for (const c of report.venn.classes) {
      const sites = t.sites.filter((s) => s.class === c.id);
      out.push(
        figure(
          k(`venn.class.${c.id}`),
          c.title,
          sites.length,
          fmtCount,
          `${c.short}: ${sites.map((s) => s.site).join(", ") || "none"}`,
        ),
      );
    }
  }
  return out;
}

/** The work list's items, one line each with its share of the step and its source. */
export function workItems(report: ReportModel): { text: string; title: string }[] {
  const w = report.venn?.workList;
  if (!w) return [];
  return [
    ...w.plan.map((p) => ({
      text: `parameterize ${p.family}: ${p.change} (${p.class})`,
      title: `${p.param} ${p.kind}: target ${JSON.stringify(p.target)}, have ${JSON.stringify(p.have)}`,
    })),
    ...w.novelKernels.map((n) => ({
      text: `new kernel: ${n.op} ${n.weightFormat ?? "-"}/${n.activationFormat ?? "-"} (${fmtPercent(n.share)} of the step)`,
      title: `sites ${n.sites.join(", ")}`,
    })),
    ...w.unmeasured.map((u) => ({
      text: `microbenchmark ${u.family} (${fmtPercent(u.share)} of the step): ${u.sites.join(", ")}`,
      title: u.source ?? "no source stated",
    })),
  ];
}

/** A share bar: a site or an op kind with its share of the step in the time the table ranks by. */
export interface ShareRow {
  name: string;
  share: number;
  text: string;
  title: string;
}

/** The step's time by site (the top ones, the rest as one) in the time the table ranks by. */
export function siteShares(t: ReportTable, top = 8): ShareRow[] {
  const expected = t.rankedBy === "expected";
  const rows = t.sites
    .map((s) => ({ name: s.site, share: (expected ? s.expectedShare : s.share) ?? 0, s }))
    .sort((a, b) => b.share - a.share || (a.name < b.name ? -1 : 1));
  const shown = rows.slice(0, top).map((r) => ({
    name: r.name,
    share: r.share,
    text: fmtPercent(r.share),
    title: `${r.name} (${r.s.op}, ${r.s.execution}): ${fmtSeconds((expected ? r.s.expectedSeconds : r.s.floorSeconds) ?? 0)} × ${r.s.count}`,
  }));
  const rest = rows.slice(top).reduce((a, r) => a + r.share, 0);
  return rest > 0
    ? [
        ...shown,
        { name: "other", share: rest, text: fmtPercent(rest), title: `${rows.length - top} more sites` },
      ]
    : shown;
}

/** The step's floor by op kind (linear, attention, …). */
export const kindShares = (t: ReportTable): ShareRow[] =>
  t.byOp.map((o) => ({
    name: o.op,
    share: o.share,
    text: fmtPercent(o.share),
    title: `${o.op}: ${o.sites} sites, ${o.count} kernels, floor ${fmtSeconds(o.floorSeconds)}`,
  }));

/** Escapes text for HTML and attribute values. */
export const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The figure as the page writes it: its text in an element carrying the raw value and the source. */
export const figureHtml = (f: Figure) =>
  `<div class="fig"><dt>${esc(f.label)}</dt><dd data-key="${esc(f.key)}" data-value="${f.value === null ? "" : String(f.value)}" title="${esc(f.source)}">${esc(f.text)}</dd></div>`;
