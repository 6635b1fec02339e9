// Engine: a validated engine profile → what the stages read of it (graphs, host cost, fusion plan, per-kind factors).
import type { KernelKind } from "../ir/index.ts";
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
}

export function normalizeEngine(doc: EngineDoc, file: string): Engine {
  const kinds: KindFactors = {};
  for (const [kind, row] of Object.entries(doc.kinds) as [KernelKind, (typeof doc.kinds)[KernelKind]][]) {
    if (!row) continue;
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
  };
}

/** How the cost stage serves a model under this engine; an explicit --graphs overrides the engine's mode. */
export function serveSetting(engine: Engine, graphs?: boolean) {
  return {
    graphs: graphs ?? engine.graphs,
    ...(Object.keys(engine.kinds).length ? { kernels: engine.kinds } : {}),
    ...(engine.hostSeconds !== undefined ? { hostSeconds: engine.hostSeconds } : {}),
  };
}
