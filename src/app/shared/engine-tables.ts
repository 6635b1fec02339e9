// The engine's per-framework kernel tables for the devices a command costs, read once per process: an engine naming
// tables for a device gets that device's GEMM, attention and all-reduce files (a kind without a file keeps the device's
// terms); a file missing or that does not parse is an error at its cell.
import type { Diagnostic } from "../../diagnostics/index.ts";
import type { DeviceTables, Engine } from "../../engine/index.ts";
import { ENGINE_TABLE_KINDS, engineTableFile, parseEngineTable } from "../../engine-tables/index.ts";
import type { Profile } from "../../hardware/index.ts";
import { recall, remember } from "../../input-cache/index.ts";
import type { InputReader } from "../../load/index.ts";

const parsed = new Map<string, ReturnType<typeof parseEngineTable>>();

/** The engine with its tables read for these devices; `enginePath` is the engine file's path (tables sit beside it). */
export function withEngineTables(
  reader: InputReader,
  engine: Engine,
  enginePath: string,
  profiles: readonly Profile[],
  diagnostics: Diagnostic[],
): Engine {
  const tables = engine.tables;
  if (!tables) return engine;
  const root = reader.dirname(reader.dirname(enginePath));
  const loaded: Record<string, DeviceTables> = {};
  for (const profile of profiles) {
    const version = tables.devices[profile.id];
    if (version === undefined) continue;
    const device: DeviceTables = { version };
    for (const kind of ENGINE_TABLE_KINDS) {
      const file = engineTableFile(profile.id, tables.framework, version, kind);
      const path = reader.join(root, file);
      const read = parsed.get(path) ?? readTable(reader, kind, path, file);
      parsed.set(path, read);
      diagnostics.push(...read.diagnostics);
      if (read.table) Object.assign(device, { [kind]: read.table });
    }
    loaded[profile.id] = device;
  }
  return { ...engine, tables: { ...tables, loaded } };
}

/**
 * One table file parsed, or the reason it could not be read. The parse (a schema check per cell, about 0.3 s for one
 * device's three files in a short run) is a pure function of kind, name and text, so it is remembered by them like
 * every input's.
 */
function readTable(
  reader: InputReader,
  kind: (typeof ENGINE_TABLE_KINDS)[number],
  path: string,
  file: string,
) {
  const text = reader.readText(path, file);
  if (text.text === undefined) return { diagnostics: text.diagnostics };
  // Keyed by the text's SHA-256, not the text: a table is most of a megabyte, and the store counts its keys' bytes.
  const key = `engine-table\0${kind}\0${file}\0${reader.sha256(text.text, false)}`;
  const hit = recall(key);
  if (hit) return hit.value as ReturnType<typeof parseEngineTable>;
  const read = parseEngineTable(kind, text.text, file);
  remember(key, read);
  return read;
}
