import { Command } from "commander";
import {
  FORMATS,
  fmtBytes,
  fmtRate,
  formatSpellings,
  listEngines,
  listHardware,
  listIds,
  OP_SIGNATURES,
  PRESETS,
  type Profile,
} from "../../index.ts";
import { type CommandContext, type Io, printDiagnostics } from "../io.ts";

/** The scale-up link as the shard stage uses it: name, per-GPU bandwidth per direction, and how many GPUs it joins. */
function linkCell(p: Profile): string {
  const link = p.interconnect?.scaleUp;
  if (!link) return "—";
  return `${link.name} ${fmtRate(link.bytesPerSecond, "B/s")} ×${p.interconnect?.domain ?? 1}`;
}

/** `venn list hardware`: one row per device, its memory, bandwidth, dense peaks per lane, scale-up link, power and price. */
function hardwareTable(io: Io): string[] {
  const { profiles, diagnostics } = listHardware(io.cwd);
  printDiagnostics(io, diagnostics);
  const rows = profiles.map((p) => [
    p.id,
    p.name,
    fmtBytes(p.capacityBytes),
    fmtRate(p.bytesPerSecond, "B/s"),
    Object.entries(p.peaks)
      .map(([lane, peak]) => `${lane} ${fmtRate(peak, "FLOPS")}`)
      .concat(Object.entries(p.fallback).map(([lane, to]) => `${lane}→${to}`))
      .join(", "),
    linkCell(p),
    p.power ? `${p.power.watts} W ${p.power.basis}` : "—",
    p.pricePerHour === undefined ? "—" : `${p.pricePerHour.toFixed(2)} USD/h`,
  ]);
  const header = [
    "id",
    "name",
    "memory",
    "bandwidth",
    "dense peaks per lane",
    "scale-up link",
    "power",
    "price",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/**
 * `venn list engines`: one row per engine profile: id, name and version, graph mode, fusion file, the kinds it scales
 * and its own kernels (per kind and weight format).
 */
function engineRows(io: Io): string[] {
  const { engines, diagnostics } = listEngines(io.cwd);
  printDiagnostics(io, diagnostics);
  return engines.map((e) => {
    const kinds = Object.keys(e.kinds);
    const own = e.ownKernels.map((k) => `${k.kind} ${k.weight}`);
    return [
      `${e.id.padEnd(18)} ${`${e.name} ${e.version}`.padEnd(34)} graphs ${e.graphs ? "on " : "off"}`,
      `fusions ${e.fusions ?? "none"}`,
      ...(kinds.length ? [`kinds ${kinds.join(", ")}`] : []),
      ...(own.length ? [`own kernels ${own.join(", ")}`] : []),
    ].join("  ");
  });
}

export function listCommand(root: Command, { io, setCode }: CommandContext) {
  const sections: Record<string, () => string[]> = {
    hardware: () => hardwareTable(io),
    engines: () => engineRows(io),
    models: () => listIds("model", io.cwd),
    circuits: () => listIds("circuit", io.cwd),
    formats: () =>
      formatSpellings().map((s) => `${s.padEnd(18)} ${FORMATS[s as keyof typeof FORMATS].summary}`),
    presets: () =>
      Object.entries(PRESETS).map(([name, p]) => `${name.padEnd(8)} ${p.weight} × ${p.act}  ${p.summary}`),
    ops: () => Object.entries(OP_SIGNATURES).map(([name, s]) => `${name.padEnd(20)} ${s.summary}`),
  };
  root
    .command("list")
    .description("list what is available: hardware, engines, models, circuits, formats, presets, ops")
    .addArgument(new Command().createArgument("[what]", "what to list").choices(Object.keys(sections)))
    .action((what?: string) => {
      for (const [name, lines] of Object.entries(sections)) {
        if (what && what !== name) continue;
        if (!what) io.stdout(`${name}:\n`);
        for (const line of lines()) io.stdout(`${what ? "" : "  "}${line}\n`);
      }
      setCode(0);
    });
}
