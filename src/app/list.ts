// `venn list hardware`: the profiles a run can name, validated and normalized.
import type { Diagnostic } from "../diagnostics/index.ts";
import { type Engine, normalizeEngine } from "../engine/index.ts";
import { normalizeProfile, type Profile } from "../hardware/index.ts";
import { fsReader, listIds } from "../load/index.ts";
import type { EngineDoc, HardwareDoc } from "../schema/index.ts";
import { validateEngine, validateHardware } from "../validate/index.ts";
import { Session } from "./shared/session.ts";

/** `venn list hardware`: every profile found (working directory first, then bundled), validated and normalized. */
export function listHardware(cwd = process.cwd()): { profiles: Profile[]; diagnostics: Diagnostic[] } {
  const session = new Session(fsReader(cwd));
  const profiles: Profile[] = [];
  for (const id of listIds("hardware", cwd)) {
    const hw = session.load<HardwareDoc>("hardware", id, validateHardware);
    if (hw) profiles.push(normalizeProfile(hw.value, hw.file));
  }
  return { profiles, diagnostics: session.finish() };
}

/** `venn list engines`: every engine profile found (working directory first, then bundled), validated and resolved. */
export function listEngines(cwd = process.cwd()): { engines: Engine[]; diagnostics: Diagnostic[] } {
  const session = new Session(fsReader(cwd));
  const engines: Engine[] = [];
  for (const id of listIds("engine", cwd)) {
    const doc = session.load<EngineDoc>("engine", id, validateEngine);
    if (doc) engines.push(normalizeEngine(doc.value, doc.file));
  }
  return { engines, diagnostics: session.finish() };
}
