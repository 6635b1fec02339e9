// The serving section (--workload) for templates: labels, and the deployment chart (deployment-chart.ts).
import type { WorkloadSection } from "../report/index.ts";
import { deploymentChart } from "./deployment-chart.ts";
import { fmtSeconds, fmtTokensPerSecond } from "./format.ts";

type Row = WorkloadSection["rows"][number];

const PICKED_BY: Record<WorkloadSection["choices"][number]["pickedBy"], string> = {
  usd: "cheapest $/Mtok",
  energy: "least energy per token (a profile has no price)",
  throughput: "most tokens/s per device (a profile has no price or power)",
};

const rowText = (r: Row) => `\`${r.precision}\` · ${r.layout} · batch ${r.batch}`;

/** "TTFT ≤ 500 ms, ITL ≤ 30 ms", or null without an SLA. */
function slaText(sla: WorkloadSection["sla"]): string | null {
  if (!sla) return null;
  const parts = [
    sla.ttftSeconds !== null ? `TTFT ≤ ${fmtSeconds(sla.ttftSeconds)}` : null,
    sla.itlSeconds !== null ? `ITL ≤ ${fmtSeconds(sla.itlSeconds)}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}

/** Presentation of the section: the load in words, the SLA, each pick and candidate with its label. */
export function workloadView(section: WorkloadSection, names: ReadonlyMap<string, string>) {
  const loadText =
    section.concurrency !== null
      ? `concurrency ${section.concurrency}`
      : `rate ${fmtTokensPerSecond(section.rate ?? 0)} requests/s`;
  const rankedBy = [...new Set(section.rows.map((r) => r.rankedBy))];
  return {
    ...section,
    loadText,
    slaText: slaText(section.sla),
    hasSla: section.sla !== null,
    isRate: section.rate !== null,
    contextsText: section.decodeContexts.join(", "),
    layoutsText: section.layouts.join(", "),
    rankedByText:
      rankedBy.length === 1
        ? `the ${rankedBy[0]} time`
        : "the expected time where calibrated, else the floor",
    hasPower: section.rows.some((r) => r.powerWatts !== null),
    powerText: [
      ...new Map(
        section.rows
          .filter((r) => r.powerWatts !== null)
          .map((r) => [
            r.hardware,
            r.powerBasis === "modelled"
              ? `${names.get(r.hardware) ?? r.hardware} modelled per step from its activity (idle + memory + compute, capped at the board limit)`
              : `${names.get(r.hardware) ?? r.hardware} ${r.powerWatts} W (${r.powerBasis})`,
          ]),
      ).values(),
    ].join(", "),
    choices: section.choices.map((c) => ({
      ...c,
      pickedByText: PICKED_BY[c.pickedBy],
      pickText: c.row ? rowText(c.row) : null,
    })),
    rows: section.rows.map((r) => ({
      ...r,
      hardwareName: names.get(r.hardware) ?? r.hardware,
      slaMark: r.meetsSla === null ? "—" : r.meetsSla ? "✓" : "✗",
      fitMark: r.fits ? "✓" : "✗",
    })),
    chart: deploymentChart(section, names),
    // the same chart in the narrow frame, for a phone (the stylesheet shows one of the two)
    chartNarrow: deploymentChart(section, names, { layout: "narrow" }),
  };
}
