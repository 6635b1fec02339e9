// Load: paths and ids → parsed YAML sources with positions; the only stage that touches the file system. What the
// explorer page uses (kinds, parse, reader) is exported from its node-free module, so a browser bundle leaves the rest.

export { type CsvCell, type CsvTable, parseCsv } from "./csv.ts";
export { fsReader } from "./fs-reader.ts";
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
export { INPUT_KINDS, type InputKind, kindOfPath } from "./kinds.ts";
export {
  LENGTHS_FOLDER,
  LENGTHS_SUFFIX,
  type LengthHistogram,
  parseLengthHistogram,
} from "./length-table.ts";
export { isLengthsPath, lengthNames, lengthsFile, readLengthHistogram } from "./lengths.ts";
export {
  attachPositions,
  locate,
  MAX_ALIAS_COUNT,
  parseCsvSource,
  parseSource,
  type SourceFile,
} from "./parse.ts";
export { type InputDocuments, type InputReader, memoryReader } from "./reader.ts";
export {
  canonicalRef,
  collectInputFiles,
  displayPath,
  listIds,
  notAnInput,
  packageRoot,
  packageVersion,
  resolveInput,
} from "./resolve.ts";
export { MAX_FILE_BYTES, readSource, readText, textSha256 } from "./source.ts";
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
