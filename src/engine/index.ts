// Engine: a validated engine profile → what the stages read of it (graphs, host cost, fusion plan, per-kind factors).

import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { AllReduceTable, AttentionTable, GemmTable } from "../engine-tables/index.ts";
import { type ComputeLane, PRESETS, type PresetName } from "../formats/index.ts";
import type { Profile } from "../hardware/index.ts";
import type { KernelKind, OpKind } from "../ir/index.ts";
import type { EngineDoc } from "../schema/index.ts";

/** The engine every command assumes unless --engine names another. */
export const DEFAULT_ENGINE = "vllm";

/**
 * What an engine's own kernels change per kind, against the device's library kernels the profile measured:
 * `bandwidth` and `compute` multiply the kind's efficiencies, `fixed_us` adds to its fixed cost in and out of a graph.
 */
export type KindFactors = Partial<
  Record<KernelKind, { bandwidth?: number; compute?: number; fixed_us?: number }>
>;

/**
 * An engine's own kernel for one weight-only format within a kind (gpt-fast's int4 tinygemm): per launch
 * t = fixed + weight bytes ÷ (device bandwidth × bandwidth) + rows × N × K ÷ rate, the rate moved from the device it
 * was measured on by SMs × SM clock (it is issue-bound, not bandwidth-bound).
 */
export interface EngineKernel {
  /** The engine id, for findings. */
  engine: string;
  kind: KernelKind;
  /** The weight format's spelling (its registry key), e.g. int4/g<n>z. */
  weight: string;
  kernel: string;
  fixedSeconds: number;
  bandwidth: number;
  /** Multiply-adds per second on the measured device. */
  macsPerSecond: number;
  /** SMs and SM clock (MHz) of the device the rate was measured on. */
  measuredOn: { sms: number; smClockMhz: number };
}

/** One scheduler default: its value (and a smaller one below a device memory size), and where the engine sets it. */
export interface SchedulerKnob<T = number> {
  value: T;
  /** Smaller defaults below device memory sizes, smallest bound first: the first whose bytes exceed the device's applies. */
  below?: readonly { bytes: number; value: T }[];
  /** The source's URL (or file) and note, as the profile cites it. */
  source: string;
}

/** The request scheduler's defaults as the engine profile states them (`venn simulate`). */
export interface SchedulerDefaults {
  maxNumSeqs: SchedulerKnob;
  maxBatchedTokens: SchedulerKnob;
  blockSize: SchedulerKnob;
  gpuMemoryUtilization: SchedulerKnob;
  prefixCaching: SchedulerKnob<boolean>;
  /** What the memory share is of (device or free memory), how steps are batched, chunking and admission (policy rows). */
  kvMemory: SchedulerKnob<"device" | "free">;
  batching: SchedulerKnob<"mixed" | "prefill-first">;
  chunkedPrefill: SchedulerKnob<boolean>;
  admission: SchedulerKnob<"chunk" | "whole-request">;
}

/** Where an engine quantizes a GEMM's activations to one lane: inside the kernels of these op kinds, else a kernel of its own. */
export interface ActivationQuant {
  kernel: string;
  fusedInto: readonly OpKind[];
}

/** A GEMM kernel that computes at least `rows` rows on the listed devices (its smallest tile). */
export interface GemmMinRows {
  lane: ComputeLane;
  rows: number;
  devices: readonly string[];
  kernel: string;
}

/** One device's tables of the engine's own kernels, as parsed; a kind absent: the device's terms cost it. */
export interface DeviceTables {
  version: string;
  gemm?: GemmTable;
  attention?: AttentionTable;
  allreduce?: AllReduceTable;
}

/** The framework's own kernels measured per device (AIConfigurator): which files, and how a site maps to their rows. */
export interface EngineTables {
  framework: string;
  /** Hardware profile id → the framework version whose tables cost it. */
  devices: Readonly<Record<string, string>>;
  /** Weight format spelling → the table's gemm dtype. */
  gemm: Readonly<Record<string, string>>;
  attention?: string;
  allreduce: readonly string[];
  /** Filled by the command that reads the files (loadEngineTables): per hardware profile id. */
  loaded: Readonly<Record<string, DeviceTables>>;
}

/**
 * What an engine runs for one preset on a device class: the formats and kernel, or nothing (and the preset it serves
 * instead). `index` is the row's place under presets.<preset> in the engine file, for findings.
 */
export type EnginePresetRow =
  | {
      runs: true;
      devices?: readonly string[];
      weight: string;
      act: string;
      kernel: string;
      source: string;
      index: number;
    }
  | { runs: false; devices?: readonly string[]; instead: PresetName; source: string; index: number };

/** An engine as the stages use it; the report names it by id, name, version and source. */
export interface Engine {
  id: string;
  name: string;
  version: string;
  /** The engine's repository. */
  source: string;
  /** The engine file as shown in diagnostics. */
  file: string;
  graphs: boolean;
  /** Host cost once per step; absent = the device profile's step cost. */
  hostSeconds?: number;
  /** Prefill tokens one step takes by default. */
  chunkedPrefill?: number;
  /** The fusion file and kernel manifest the engine names (ids), or null. */
  fusions: string | null;
  kernels: string | null;
  kinds: KindFactors;
  /** The engine's own kernels per weight-only format, where it states any. */
  ownKernels: EngineKernel[];
  /** Per activation lane, where the engine quantizes; a lane absent: inside the producing kernel. */
  activationQuant: Partial<Record<ComputeLane, ActivationQuant>>;
  gemmMinRows: GemmMinRows[];
  /** Op kinds run as more than one kernel per node. */
  nodeKernels: Partial<Record<OpKind, number>>;
  /** The framework's kernel tables per device, where the engine names them. */
  tables?: EngineTables;
  /** The scheduler's defaults, where the profile states them. */
  scheduler?: SchedulerDefaults;
  /** Per preset, the rows of what it runs per device class, in file order. */
  presets: Partial<Record<PresetName, readonly EnginePresetRow[]>>;
  /** Per device class, the attention backends it runs by default, in file order. */
  attention: readonly EngineAttentionRow[];
}

/** The attention backends an engine runs on a device class (its attention: row), with the cited source. */
export interface EngineAttentionRow {
  devices?: readonly string[];
  prefill: string;
  decode: string;
  source: string;
}

/** The engine's attention row for a device: the first that names the device or names none; undefined: none stated. */
export function engineAttention(
  engine: Pick<Engine, "attention">,
  hardware: string,
): EngineAttentionRow | undefined {
  return engine.attention.find((r) => !r.devices || r.devices.includes(hardware));
}

/** The engine's row for a preset on a device: the first that names the device or names none; undefined: none stated. */
export function enginePreset(
  engine: Pick<Engine, "presets">,
  preset: PresetName,
  hardware: string,
): EnginePresetRow | undefined {
  return engine.presets[preset]?.find((r) => !r.devices || r.devices.includes(hardware));
}

/** The cited text of a source key: its URL or file, and its note. */
function citation(doc: EngineDoc, key: string, note?: string): string {
  const entry = doc.sources[key] as { url?: string; file?: string; note?: string } | undefined;
  const where = entry?.url ?? entry?.file ?? key;
  return [where, note ?? entry?.note].filter(Boolean).join(": ");
}

function schedulerOf(doc: EngineDoc): SchedulerDefaults | undefined {
  const s = doc.scheduler;
  if (!s) return undefined;
  const GIB = 1024 ** 3;
  type Tier = { gib: number; value: number };
  const knob = (k: {
    value: number;
    below_gib?: Tier | Tier[] | undefined;
    source: string;
    note?: string | undefined;
  }) => {
    const tiers = k.below_gib === undefined ? [] : Array.isArray(k.below_gib) ? k.below_gib : [k.below_gib];
    return {
      value: k.value,
      ...(tiers.length
        ? {
            below: [...tiers]
              .sort((a, b) => a.gib - b.gib)
              .map((t) => ({ bytes: t.gib * GIB, value: t.value })),
          }
        : {}),
      source: citation(doc, k.source, k.note),
    };
  };
  // A policy row the profile leaves out takes vLLM V1's behaviour, said in its source.
  const row = <T extends string, U>(
    k: { value: T; source: string; note?: string | undefined } | undefined,
    absent: T,
    map: (v: T) => U,
  ): SchedulerKnob<U> =>
    k
      ? { value: map(k.value), source: citation(doc, k.source, k.note) }
      : { value: map(absent), source: "not stated by the profile: vLLM V1's" };
  return {
    maxNumSeqs: knob(s.max_num_seqs),
    maxBatchedTokens: knob(s.max_num_batched_tokens),
    blockSize: knob(s.block_size),
    gpuMemoryUtilization: knob(s.gpu_memory_utilization),
    prefixCaching: {
      value: s.prefix_caching.value === "on",
      source: citation(doc, s.prefix_caching.source, s.prefix_caching.note),
    },
    kvMemory: row<"device" | "free", "device" | "free">(s.kv_memory, "device", (v) => v),
    batching: row<"mixed" | "prefill-first", "mixed" | "prefill-first">(s.batching, "mixed", (v) => v),
    chunkedPrefill: row<"on" | "off", boolean>(s.chunked_prefill, "on", (v) => v === "on"),
    admission: row<"chunk" | "whole-request", "chunk" | "whole-request">(s.admission, "chunk", (v) => v),
  };
}

export function normalizeEngine(doc: EngineDoc, file: string): Engine {
  const kinds: KindFactors = {};
  const ownKernels: EngineKernel[] = [];
  for (const [kind, row] of Object.entries(doc.kinds) as [KernelKind, (typeof doc.kinds)[KernelKind]][]) {
    if (!row) continue;
    for (const [weight, k] of Object.entries(row.weight_only ?? {}))
      ownKernels.push({
        engine: doc.id,
        kind,
        weight,
        kernel: k.kernel,
        fixedSeconds: k.fixed_us.value * 1e-6,
        bandwidth: k.bandwidth.value,
        macsPerSecond: k.row_rate.tmacs * 1e12,
        measuredOn: { sms: k.row_rate.sms, smClockMhz: k.row_rate.sm_clock_mhz },
      });
    if (row.bandwidth === undefined && row.compute === undefined && row.fixed_us === undefined) continue;
    kinds[kind] = {
      ...(row.bandwidth !== undefined ? { bandwidth: row.bandwidth } : {}),
      ...(row.compute !== undefined ? { compute: row.compute } : {}),
      ...(row.fixed_us !== undefined ? { fixed_us: row.fixed_us } : {}),
    };
  }
  return {
    id: doc.id,
    name: doc.name,
    version: doc.version,
    source: doc.source,
    file,
    graphs: doc.graphs.value === "on",
    ...(doc.host_us ? { hostSeconds: doc.host_us.value * 1e-6 } : {}),
    ...(doc.chunked_prefill ? { chunkedPrefill: doc.chunked_prefill.tokens } : {}),
    fusions: doc.fusions === "none" ? null : doc.fusions.id,
    kernels: doc.kernels === "none" ? null : doc.kernels.id,
    kinds,
    ownKernels,
    ...(doc.scheduler ? { scheduler: schedulerOf(doc) as SchedulerDefaults } : {}),
    activationQuant: Object.fromEntries(
      Object.entries(doc.activation_quant).flatMap(([lane, row]) =>
        row ? [[lane, { kernel: row.kernel, fusedInto: row.fused_into }]] : [],
      ),
    ),
    gemmMinRows: doc.gemm_min_rows.map((r) => ({
      lane: r.lane,
      rows: r.rows,
      devices: r.devices,
      kernel: r.kernel,
    })),
    nodeKernels: Object.fromEntries(
      Object.entries(doc.node_kernels).flatMap(([op, row]) => (row ? [[op, row.kernels]] : [])),
    ),
    attention: doc.attention.map((r) => ({
      ...(r.devices ? { devices: r.devices } : {}),
      prefill: r.prefill,
      decode: r.decode,
      source: citation(doc, r.source, r.note),
    })),
    presets: Object.fromEntries(
      Object.entries(doc.presets).map(([preset, rows]) => [
        preset,
        (rows ?? []).map((r, index): EnginePresetRow => {
          const where = {
            ...(r.devices ? { devices: r.devices } : {}),
            source: citation(doc, r.source, r.note),
            index,
          };
          return r.runs === "none"
            ? { runs: false, ...where, instead: r.instead as PresetName }
            : {
                runs: true,
                ...where,
                weight: r.weight as string,
                act: r.act as string,
                kernel: r.kernel as string,
              };
        }),
      ]),
    ),
    ...(doc.tables
      ? {
          tables: {
            framework: doc.tables.framework,
            devices: doc.tables.devices,
            gemm: doc.tables.gemm,
            ...(doc.tables.attention ? { attention: doc.tables.attention } : {}),
            allreduce: doc.tables.allreduce,
            loaded: {},
          },
        }
      : {}),
  };
}

/** How the cost stage serves a model under this engine; an explicit --graphs overrides the engine's mode. */
export function serveSetting(engine: Engine, graphs?: boolean) {
  return {
    graphs: graphs ?? engine.graphs,
    ...(Object.keys(engine.kinds).length ? { kernels: engine.kinds } : {}),
    ...(engine.ownKernels.length ? { ownKernels: engine.ownKernels } : {}),
    ...(engine.hostSeconds !== undefined ? { hostSeconds: engine.hostSeconds } : {}),
    ...(Object.keys(engine.activationQuant).length ? { activationQuant: engine.activationQuant } : {}),
    ...(engine.gemmMinRows.length ? { gemmMinRows: engine.gemmMinRows } : {}),
    ...(Object.keys(engine.nodeKernels).length ? { nodeKernels: engine.nodeKernels } : {}),
    ...(engine.tables && Object.keys(engine.tables.loaded).length ? { tables: engine.tables } : {}),
  };
}

/** The engine's refusal of a preset on a device, at its row of the engine file; none where it runs it. */
export function presetRefusal(engine: Engine, preset: PresetName, profile: Profile): Diagnostic[] {
  const row = enginePreset(engine, preset, profile.id);
  if (!row || row.runs) return [];
  const instead = enginePreset(engine, row.instead, profile.id);
  const pair = instead?.runs ? instead : PRESETS[row.instead];
  return [
    diagnose(
      "COST_ENGINE_PRESET_UNSUPPORTED",
      {
        engine: engine.id,
        preset,
        hardware: profile.id,
        instead: row.instead,
        weight: pair.weight,
        act: pair.act,
      },
      { file: engine.file, path: ["presets", preset, row.index, "runs"] },
    ),
  ];
}
