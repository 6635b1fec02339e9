// Where a config came from: the model id, the Hugging Face name and revision, and the meta file's sections.
import type { Diagnostic } from "../diagnostics/index.ts";
import { parseSource } from "../load/index.ts";
import { type Config, located } from "./config.ts";

/** Top-level sections of a YAML text, verbatim, by key, with the line each starts on. */
export function sections(text: string): Map<string, { text: string; line: number }> {
  const found = new Map<string, { text: string; line: number }>();
  let current: { text: string; line: number } | undefined;
  text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .forEach((row, i) => {
      const head = /^([A-Za-z_][\w-]*):/.exec(row);
      if (head?.[1]) {
        current = { text: `${row}\n`, line: i + 1 };
        found.set(head[1], current);
      } else if (current && row.trim() !== "") current.text += `${row}\n`;
    });
  return found;
}

export const META_KEYS = ["id", "name", "source", "published"];

/**
 * The Hugging Face hub cache keeps a file at models--ORG--NAME/snapshots/REV/config.json: the id, and the snapshot's
 * name as the revision (a commit, as the hub writes it; a copied folder may carry any name, read the same way).
 */
export function hubCacheOrigin(file: string): { hf: string; revision: string } | undefined {
  const match = /(?:^|[\\/])models--([\w.-]+?)--([\w.-]+)[\\/]snapshots[\\/]([\w.-]+)[\\/][^\\/]+$/.exec(
    file,
  );
  if (!match?.[1] || !match[2] || !match[3] || /^\.+$/.test(match[3])) return undefined;
  return { hf: `${match[1]}/${match[2]}`, revision: match[3] };
}

/** The folder a config file sits in, the name it was downloaded under (empty for a bare file name). */
export function folderOf(file: string): string {
  const parts = file.split(/[\\/]/).filter((p) => p && p !== ".");
  return parts.length > 1 ? (parts[parts.length - 2] ?? "") : "";
}

/**
 * A model id (the schema's ^[a-z0-9][a-z0-9.-]*$) from a name: lower-case, anything outside the alphabet as "-",
 * no leading dot or dash (so never "../"), no run of dots; empty when nothing is left.
 */
export function idFrom(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[^a-z0-9]+|[-.]+$/g, "");
}

export interface Origin {
  /** The `id:` line (or the meta file's id section), empty when no source names one. */
  idText: string;
  hf?: string;
  revision: string;
}

/** id, source.hf and revision from --id/--hf, the meta file, _name_or_path, the hub cache folder, the folder. */
export function originOf(
  input: { id?: string; hf?: string; revision?: string; file: string },
  bare: Config,
  meta: Map<string, { text: string; line: number }>,
  out: Diagnostic[],
): Origin {
  const nameOrPath = bare.get("_name_or_path")?.value;
  const cached = hubCacheOrigin(input.file);
  const hf =
    input.hf ??
    (typeof nameOrPath === "string" && /^[\w.-]+\/[\w.-]+$/.test(nameOrPath) ? nameOrPath : undefined) ??
    cached?.hf;
  // No name anywhere: the model file is still written (its dims stand on their own); its source says so.
  if (!meta.has("source") && !hf)
    out.push(
      located(
        "IMPORT_SOURCE_UNKNOWN",
        {
          need: "pass --hf ORG/NAME, a meta file with source:, or read the config from the hub cache models--ORG--NAME/snapshots/REV/",
        },
        bare.where("_name_or_path"),
      ),
    );
  // An id the user gave is written as given, so the written file's own check refuses a bad one; a derived id is cleaned.
  const id = input.id ?? idFrom(hf?.split("/").pop() ?? folderOf(input.file));
  // An id YAML would read as a number ("0", "1e5") is quoted, so the file still says a string.
  const read = parseSource(`id: ${id}\n`, "id.yaml").source?.data as { id?: unknown } | undefined;
  const scalar = typeof read?.id === "string" ? id : JSON.stringify(id);
  const idText = input.id || !meta.has("id") ? (id ? `id: ${scalar}\n` : "") : (meta.get("id")?.text ?? "");
  if (!idText)
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        {
          key: "_name_or_path",
          need: "the model id (pass --id ID or --hf ORG/NAME, or keep the config in a folder named after the model)",
        },
        bare.where("_name_or_path"),
      ),
    );
  return { idText, ...(hf ? { hf } : {}), revision: input.revision ?? cached?.revision ?? "main" };
}
