// A Hugging Face config.json dropped on the explorer page: imported as `venn import-hf` imports it (the same stage,
// run in the page), added to the page's documents as a model file, so it is costed like any carried model.
import type { Diagnostic } from "../../diagnostics/index.ts";
import { shellCommand } from "../../explore/index.ts";
import { idFrom, importHf } from "../../import-hf/index.ts";
import { INPUT_KINDS, parseSource } from "../../load/index.ts";

export interface DroppedModel {
  /** The model's id on the page, and its file among the page's documents. */
  id?: string;
  path?: string;
  text?: string;
  /** import-hf's findings, at their file:line:col in the dropped file. */
  diagnostics: Diagnostic[];
  /** The command that writes the same model file (its numbers: `venn report <file> ...`). */
  command: string;
}

/** The id an import wrote (its `id:` line, as YAML reads it). */
const writtenId = (text: string): string | undefined => {
  const data = parseSource(text, "model.yaml").source?.data as { id?: unknown } | undefined;
  return typeof data?.id === "string" ? data.id : undefined;
};

/**
 * Imports `text` (a file named `name`) as import-hf would. A file the browser hands over has no folder, so where the
 * config names no model (no _name_or_path) the id is taken from the file's name, as --id would give it; an id a
 * carried model already has gets "-imported" (then -2, -3 …), so a dropped config never replaces a shipped model.
 */
export function importDropped(text: string, name: string, taken: readonly string[]): DroppedModel {
  const config = { text, file: name };
  const command = (id?: string) => shellCommand(["venn", "import-hf", name, ...(id ? ["--id", id] : [])]);
  let result = importHf({ config });
  let given: string | undefined;
  const id = result.text === undefined ? undefined : writtenId(result.text);
  const unnamed = result.diagnostics.some(
    (d) => d.code === "IMPORT_KEY_MISSING" && (d.args as { key?: string }).key === "_name_or_path",
  );
  if ((id !== undefined && taken.includes(id)) || (result.text === undefined && unnamed)) {
    const base = id ?? (idFrom(name.replace(/\.json$/i, "")) || "imported");
    const free = (n: number) => `${base}${id !== undefined ? "-imported" : ""}${n > 1 ? `-${n}` : ""}`;
    let n = 1;
    while (taken.includes(free(n))) n += 1;
    given = free(n);
    result = importHf({ config, id: given });
  }
  const written = result.text === undefined ? undefined : writtenId(result.text);
  if (result.text === undefined || written === undefined)
    return { diagnostics: result.diagnostics, command: command(given) };
  const { folder, suffix } = INPUT_KINDS.model;
  return {
    id: written,
    path: `${folder}/${written}${suffix}`,
    text: result.text,
    diagnostics: result.diagnostics,
    command: command(given),
  };
}
