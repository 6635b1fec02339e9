// `venn list hardware`: the profiles a run can name, validated and normalized.
import type { Diagnostic } from "../diagnostics/index.ts";
import { normalizeProfile, type Profile } from "../hardware/index.ts";
import { listIds } from "../load/index.ts";
import type { HardwareDoc } from "../schema/index.ts";
import { validateHardware } from "../validate/index.ts";
import { Session } from "./shared/session.ts";

/** `venn list hardware`: every profile found (working directory first, then bundled), validated and normalized. */
export function listHardware(cwd = process.cwd()): { profiles: Profile[]; diagnostics: Diagnostic[] } {
  const session = new Session(cwd);
  const profiles: Profile[] = [];
  for (const id of listIds("hardware", cwd)) {
    const hw = session.load<HardwareDoc>("hardware", id, validateHardware);
    if (hw) profiles.push(normalizeProfile(hw.value, hw.file));
  }
  return { profiles, diagnostics: session.finish() };
}
