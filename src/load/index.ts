// Load: paths and ids → parsed YAML sources with positions; the only stage that touches the file system.
import type { Diagnostic } from "../diagnostics/index.ts";
import { locate, type SourceFile } from "./source.ts";

export { type CsvCell, type CsvTable, parseCsv } from "./csv.ts";
export {
  type BaseTree,
  materializeBaseTree,
  pathAtBase,
  removeBaseTree,
  removeLiveBaseTrees,
} from "./git.ts";
export { readTextOrGzip } from "./gzip.ts";
export {
  bundleInputStore,
  type FileInputStore,
  type FileInputStoreOptions,
} from "./input-cache-file.ts";
export {
  isLengthsPath,
  type LengthHistogram,
  lengthNames,
  parseLengthHistogram,
  readLengthHistogram,
} from "./lengths.ts";
export {
  canonicalRef,
  collectInputFiles,
  displayPath,
  INPUT_KINDS,
  type InputKind,
  kindOfPath,
  listIds,
  notAnInput,
  packageRoot,
  packageVersion,
  resolveInput,
} from "./resolve.ts";
export {
  locate,
  MAX_ALIAS_COUNT,
  MAX_FILE_BYTES,
  parseCsvSource,
  parseSource,
  readSource,
  readText,
  type SourceFile,
  textSha256,
} from "./source.ts";
export { loadTemplates } from "./templates.ts";
export {
  MAX_TRACE_BYTES,
  parseTrace,
  type RequestTrace,
  readTrace,
  TRACE_FORMAT_IDS,
  TRACE_FORMATS,
  type TraceFormatId,
} from "./trace.ts";
export { editYaml, type YamlEdit } from "./yaml-edit.ts";

/** Fills line and col from each diagnostic's key path, using the sources it points into. */
export function attachPositions(
  diagnostics: readonly Diagnostic[],
  sources: ReadonlyMap<string, SourceFile>,
): Diagnostic[] {
  return diagnostics.map((d) => {
    let result = d;
    const source = d.file ? sources.get(d.file) : undefined;
    if (source && d.path && d.line === undefined) result = { ...result, ...locate(source, d.path, d.isKey) };
    const related = d.related;
    const relatedSource = related ? sources.get(related.file) : undefined;
    if (related && relatedSource && related.line === undefined) {
      result = { ...result, related: { ...related, ...locate(relatedSource, related.path) } };
    }
    return result;
  });
}
