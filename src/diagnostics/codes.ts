// Every diagnostic the tool can emit: one row per code with its severity, stage, summary and message.

export type Severity = "error" | "warning" | "info";
export type Stage =
  | "load"
  | "validate"
  | "instantiate"
  | "shard"
  | "cost"
  | "calibrate"
  | "fuse"
  | "venn"
  | "measure";

interface CodeRow<A> {
  severity: Severity;
  stage: Stage;
  summary: string;
  message(args: A): string;
}

const row = <A>(r: CodeRow<A>) => r;
const list = (items: readonly string[]) => items.join(", ");
const suggest = (hint?: string) => (hint ? `; did you mean "${hint}"?` : "");

export const CODES = {
  LOAD_FILE_NOT_FOUND: row<{ path: string }>({
    severity: "error",
    stage: "load",
    summary: "An input file does not exist or cannot be read.",
    message: (a) => `cannot read ${a.path}: no such file`,
  }),
  LOAD_FILE_UNREADABLE: row<{ path: string; reason: string }>({
    severity: "error",
    stage: "load",
    summary: "An input path exists but cannot be read as a file (a folder, a device, no permission).",
    message: (a) => `cannot read ${a.path}: ${a.reason}`,
  }),
  LOAD_FILE_TOO_LARGE: row<{ bytes: number; limit: number; gzip?: boolean }>({
    severity: "error",
    stage: "load",
    summary:
      "An input file (or what a gzip file expands to) is larger than any real circuit, model or profile.",
    message: (a) =>
      a.gzip
        ? `gzip file of ${a.bytes} bytes expands past ${a.limit} bytes; inputs are limited to ${a.limit} bytes`
        : `file is ${a.bytes} bytes; inputs are limited to ${a.limit} bytes`,
  }),
  LOAD_YAML_SYNTAX: row<{ detail: string }>({
    severity: "error",
    stage: "load",
    summary: "The file is not valid YAML.",
    message: (a) => `YAML syntax error: ${a.detail}`,
  }),
  LOAD_YAML_ALIAS_LIMIT: row<{ limit: number }>({
    severity: "error",
    stage: "load",
    summary: "The file expands aliases beyond the limit (a billion-laughs alias bomb).",
    message: (a) => `YAML aliases expand beyond ${a.limit} references; refusing to expand`,
  }),
  LOAD_YAML_TOO_DEEP: row<{ limit: number }>({
    severity: "error",
    stage: "load",
    summary: "The file nests collections deeper than any real input (and than the parser can follow).",
    message: (a) => `YAML nests deeper than ${a.limit} levels; refusing to read further`,
  }),
  LOAD_KEY_FORBIDDEN: row<{ key: string }>({
    severity: "error",
    stage: "load",
    summary: "A key names the prototype chain (__proto__, constructor, prototype); no input has one.",
    message: (a) => `key "${a.key}" is refused: it names the prototype chain, not a field`,
  }),
  LOAD_NUMBER_INVALID: row<{ value: string; problem: string }>({
    severity: "error",
    stage: "load",
    summary:
      "A number is not finite, or outside 1e-30..2^53-1 in size (beyond it integers round and quantities overflow).",
    message: (a) => `number ${a.value} is ${a.problem}`,
  }),
  LOAD_UNKNOWN_ID: row<{
    kind: string;
    id: string;
    known: readonly string[];
    hint?: string;
    /** Every known id that starts with the one given ("h100" → h100-pcie, h100-sxm); preferred over hint. */
    prefixed?: readonly string[];
  }>({
    severity: "error",
    stage: "load",
    summary: "A model, circuit or hardware id names no file.",
    message: (a) =>
      `unknown ${a.kind} "${a.id}"${
        a.prefixed?.length
          ? `; did you mean ${a.prefixed.map((p) => `"${p}"`).join(" or ")}?`
          : suggest(a.hint)
      } (known: ${a.known.length ? list(a.known) : "none"})`,
  }),
  LOAD_UNKNOWN_HF_ID: row<{ kind: string; id: string; known: readonly string[] }>({
    severity: "error",
    stage: "load",
    summary:
      "An owner/name argument is neither a file nor the Hugging Face id (source: hf:) of any bundled or local model file.",
    message: (a) =>
      `no ${a.kind} file has the Hugging Face id "${a.id}" (source: hf:), and no file has that path; write one with venn import-hf path/to/config.json, or give an id (known: ${a.known.length ? list(a.known) : "none"})`,
  }),
  LOAD_NOT_AN_INPUT: row<{ suffixes: readonly string[] }>({
    severity: "error",
    stage: "load",
    summary: "A file given to check is not a circuit, model, hardware profile or kernel manifest.",
    message: (a) => `not an input file: expected a name ending in ${a.suffixes.join(", ")}`,
  }),
  LOAD_GIT_NOT_REPO: row<{ detail: string }>({
    severity: "error",
    stage: "load",
    summary: "--base-ref was given outside a git repository, so there is no revision to read the base from.",
    message: (a) => `--base-ref needs a git repository here: ${a.detail}`,
  }),
  LOAD_GIT_REV_UNKNOWN: row<{ rev: string; detail: string }>({
    severity: "error",
    stage: "load",
    summary:
      "--base-ref names a revision git cannot resolve to a commit (a typo, or a shallow clone without it).",
    message: (a) =>
      `--base-ref "${a.rev}" is not a commit in this repository (${a.detail}); expected a branch, tag or SHA such as origin/main (a shallow clone needs fetch-depth: 0)`,
  }),
  SCHEMA_INVALID: row<{ key: string; detail: string }>({
    severity: "error",
    stage: "validate",
    summary: "A value does not have the shape the schema expects.",
    message: (a) => `${a.key}: ${a.detail}`,
  }),
  SCHEMA_UNKNOWN_KEY: row<{ key: string; allowed: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "validate",
    summary: "A key the schema does not know (strict objects: typos are errors).",
    message: (a) => `unknown key "${a.key}"${suggest(a.hint)} (expected one of ${list(a.allowed)})`,
  }),
  GRAPH_DUPLICATE_NODE: row<{ block: string; node: string; what?: string }>({
    severity: "error",
    stage: "validate",
    summary: "Two nodes (or two states) of one block share an id.",
    message: (a) => `${a.what ?? "node"} id "${a.node}" is declared twice in block ${a.block}`,
  }),
  GRAPH_DUPLICATE_EDGE: row<{ block: string; edge: string; first: string; second: string }>({
    severity: "error",
    stage: "validate",
    summary: "Two nodes that can run together produce the same edge.",
    message: (a) =>
      `edge "${a.edge}" in block ${a.block} is produced by both ${a.first} and ${a.second}; only nodes with opposite switches may share an output`,
  }),
  GRAPH_EDGE_UNKNOWN: row<{ edge: string; user: string; known: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "validate",
    summary: "An edge is used but never produced.",
    message: (a) =>
      `${a.user} reads edge "${a.edge}", which nothing produces${suggest(a.hint)} (available: ${list(a.known)})`,
  }),
  GRAPH_CYCLE: row<{ block: string; nodes: readonly string[] }>({
    severity: "error",
    stage: "validate",
    summary: "Nodes of a block depend on each other in a cycle.",
    message: (a) => `block ${a.block} has a cycle: ${a.nodes.join(" → ")}`,
  }),
  GRAPH_REFERENCE_UNKNOWN: row<{ kind: string; name: string; known: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "validate",
    summary: "A block, layer kind, switch, state or dim is referenced but not declared.",
    message: (a) =>
      `unknown ${a.kind} "${a.name}"${suggest(a.hint)} (declared: ${a.known.length ? list(a.known) : "none"})`,
  }),
  GRAPH_RESERVED_NAME: row<{ name: string; reserved: readonly string[] }>({
    severity: "error",
    stage: "validate",
    summary: "A dim uses a name reserved for row symbols or the shape separator.",
    message: (a) =>
      `dim "${a.name}" is reserved (${list(a.reserved)} are row symbols or the shape separator)`,
  }),
  OP_SIGNATURE: row<{ node: string; op: string; expected: string; found: string }>({
    severity: "error",
    stage: "validate",
    summary: "A node does not give its op the inputs, outputs, weight, state or params it needs.",
    message: (a) => `${a.node} (${a.op}): expected ${a.expected}, found ${a.found}`,
  }),
  SHAPE_PARSE: row<{ node: string; detail: string }>({
    severity: "error",
    stage: "validate",
    summary: "A shape or dim expression does not parse, or reaches beyond arithmetic.",
    message: (a) => `${a.node}: ${a.detail}`,
  }),
  SHAPE_UNDEFINED_SYMBOL: row<{
    node: string;
    symbol: string;
    text: string;
    declared: readonly string[];
    note?: string;
    hint?: string;
  }>({
    severity: "error",
    stage: "validate",
    summary: "An expression names a symbol the circuit does not declare as a dim.",
    message: (a) =>
      `${a.node}: "${a.text}" uses "${a.symbol}", which is not a declared dim${a.note ? ` (${a.note})` : ""}${suggest(a.hint)} (dims: ${list(a.declared)})`,
  }),
  MODEL_DIM_MISSING: row<{ dim: string; circuit: string; users: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "instantiate",
    summary: "The model does not supply a dim the circuit needs; the tool never guesses one.",
    message: (a) =>
      `dim "${a.dim}" is needed by ${a.users.slice(0, 3).join(", ")}${a.users.length > 3 ? ` and ${a.users.length - 3} more` : ""} (circuit ${a.circuit}) but the model does not set it${suggest(a.hint)}`,
  }),
  MODEL_DIM_UNKNOWN: row<{ dim: string; circuit: string; hint?: string }>({
    severity: "error",
    stage: "instantiate",
    summary: "The model sets a dim or switch its circuit does not declare (often a misspelling).",
    message: (a) => `"${a.dim}" is not a dim or switch of circuit ${a.circuit}${suggest(a.hint)}`,
  }),
  MODEL_CONTEXT_OVER_LIMIT: row<{ context: number; limit: number }>({
    severity: "error",
    stage: "instantiate",
    summary:
      "A run's context (--context, or a workload's isl + osl) is longer than the model's max_context (its config's max_position_embeddings).",
    message: (a) =>
      `a context of ${a.context} tokens is beyond this model's max_context of ${a.limit} (max_position_embeddings); give --context ${a.limit} or less`,
  }),
  MODEL_SWITCH_MISSING: row<{ name: string; circuit: string }>({
    severity: "error",
    stage: "instantiate",
    summary: "The model does not set a switch its circuit declares.",
    message: (a) => `switch "${a.name}" of circuit ${a.circuit} is not set; write ${a.name}: true or false`,
  }),
  MODEL_OVERRIDE_UNUSED: row<{ glob: string; sites: readonly string[] }>({
    severity: "warning",
    stage: "instantiate",
    summary: "A precision override matches no site of the circuit.",
    message: (a) => `override "${a.glob}" matches no site (sites: ${list(a.sites)})`,
  }),
  SHAPE_NOT_POSITIVE_INT: row<{ node: string; side: string; text: string; value: string; problem: string }>({
    severity: "error",
    stage: "instantiate",
    summary: "A shape evaluates to zero, a negative number or a fraction.",
    message: (a) =>
      `${a.node}: ${a.side} "${a.text}" = ${a.value} ${a.problem}; sizes must be positive integers`,
  }),
  EDGE_SHAPE_MISMATCH: row<{
    node: string;
    what: string;
    expected: string;
    received: string;
    declared: string;
  }>({
    severity: "error",
    stage: "instantiate",
    summary: "Connected shapes disagree (e.g. a linear's input width and its weight).",
    message: (a) => `${a.node}: ${a.what}: expected ${a.expected} but received ${a.received} (${a.declared})`,
  }),
  FORMAT_NOT_DIVISIBLE: row<{ node: string; tensor: string; format: string; detail: string }>({
    severity: "error",
    stage: "instantiate",
    summary: "A tensor's dims do not divide by its format's scale group.",
    message: (a) => `${a.node}: ${a.tensor} in ${a.format}: ${a.detail}`,
  }),
  COST_LANE_MISSING: row<{
    site: string;
    lane: string;
    hardware: string;
    pair: string;
    lanes: readonly string[];
  }>({
    severity: "error",
    stage: "cost",
    summary: "A site needs a compute lane the hardware lacks, and the profile declares no fallback for it.",
    message: (a) =>
      `${a.site} (${a.pair}) needs the ${a.lane} lane, which ${a.hardware} lacks (has ${list(a.lanes)}) and declares no fallback for`,
  }),
  COST_SCALES_EMULATED: row<{
    sites: readonly string[];
    format: string;
    scale: string;
    lane: string;
    hardware: string;
    consumes: readonly string[];
    runsOn: string;
  }>({
    severity: "warning",
    stage: "cost",
    summary:
      "A block-scaled format's scales are not consumed by the device's lane for it: the sites run emulated (weights dequantized) on the lane the profile names.",
    message: (a) =>
      `${a.format} scales (${a.scale}) are not consumed by ${a.hardware}'s ${a.lane} lane (it takes ${list(a.consumes)}): ${list(a.sites)} run${a.sites.length === 1 ? "s" : ""} emulated on ${a.runsOn}, weights dequantized to ${a.runsOn} every call, not natively in ${a.lane}`,
  }),
  COST_ENGINE_KERNEL_UNMOVED: row<{
    engine: string;
    kernel: string;
    weight: string;
    hardware: string;
    missing: readonly string[];
    sites: readonly string[];
  }>({
    severity: "warning",
    stage: "cost",
    summary:
      "An engine states its own kernel for a weight format, measured on another device, but the profile lacks the SM count or SM clock that moves its rate here: the sites keep the device's library GEMM.",
    message: (a) =>
      `${a.engine}'s ${a.kernel} for ${a.weight} was measured on another device and moves by SMs × SM clock; ${a.hardware} states no ${list(a.missing)}, so ${list(a.sites)} ${a.sites.length === 1 ? "is" : "are"} costed at the device's library GEMM instead`,
  }),
  COST_ENGINE_PRESET_UNSUPPORTED: row<{
    engine: string;
    preset: string;
    hardware: string;
    instead: string;
    weight: string;
    act: string;
  }>({
    severity: "error",
    stage: "cost",
    summary:
      "The engine cannot run the --precision preset on the device (its profile says runs: none): no library GEMM is costed in its place; the finding names the preset the engine serves instead.",
    message: (a) =>
      `${a.engine} cannot run --precision ${a.preset} on ${a.hardware}; it runs ${a.instead} instead (${a.weight} × ${a.act}): ask for --precision ${a.instead}, or another --engine`,
  }),
  SHARD_INDIVISIBLE: row<{
    site: string;
    what: string;
    size: number;
    axis: string;
    ways: number;
    layout: string;
  }>({
    severity: "error",
    stage: "shard",
    summary: "A --parallel layout does not divide a dim it splits (heads, inter, experts, layers, vocab).",
    message: (a) =>
      `${a.site}: ${a.what} is ${a.size}, which does not divide over ${a.axis}=${a.ways} (layout ${a.layout}); expected a multiple of ${a.ways}${a.what.includes("heads") ? ", or a divisor of it (heads replicated across ranks)" : ""}`,
  }),
  SHARD_NO_LINK: row<{
    site: string;
    span: number;
    hardware: string;
    domain: number;
    hasInterconnect: boolean;
  }>({
    severity: "error",
    stage: "cost",
    summary: "A layout's collective needs a link the hardware profile does not declare.",
    message: (a) =>
      a.hasInterconnect
        ? `${a.site} spans ${a.span} devices, more than ${a.hardware}'s scale-up domain of ${a.domain} (or it has no scale-up link), and the profile declares no network link`
        : `${a.site} spans ${a.span} devices, but ${a.hardware} declares no interconnect (add an interconnect: block after memory:)`,
  }),
  VENN_DUPLICATE_ID: row<{ kind: string; id: string }>({
    severity: "error",
    stage: "validate",
    summary: "Two kernel families, or two measurements, of one manifest share an id.",
    message: (a) => `${a.kind} id "${a.id}" is declared twice`,
  }),
  VENN_MEASUREMENT_UNKNOWN: row<{ family: string; id: string; known: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "validate",
    summary: "A kernel family cites a measurement the manifest does not have.",
    message: (a) =>
      `family ${a.family} cites measurement "${a.id}", which does not exist${suggest(a.hint)} (measurements: ${a.known.length ? list(a.known) : "none"})`,
  }),
  VENN_PARAM_UNKNOWN: row<{ where: string; param: string; known: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "validate",
    summary: "A kernel parameter is not one a site can supply (see the site-parameter registry).",
    message: (a) => `${a.where}: unknown parameter "${a.param}"${suggest(a.hint)} (known: ${list(a.known)})`,
  }),
  VENN_FORMAT_UNKNOWN: row<{ family: string; format: string; hint?: string }>({
    severity: "error",
    stage: "validate",
    summary: "A kernel family names a format that is neither a canonical spelling nor a registry pattern.",
    message: (a) =>
      `family ${a.family}: format "${a.format}" is neither a canonical format nor a pattern such as int4/g<n>${suggest(a.hint)}`,
  }),
  VENN_VALUES_MISSING: row<{ family: string; param: string; kind: string }>({
    severity: "error",
    stage: "validate",
    summary: "A compile or policy parameter lists no values, so no point could ever be shared.",
    message: (a) =>
      `family ${a.family}: ${a.kind} parameter "${a.param}" needs the values that exist (values: [...])`,
  }),
  VENN_PARAM_UNSUPPLIED: row<{ family: string; param: string; site: string; op: string }>({
    severity: "error",
    stage: "venn",
    summary: "A kernel family keys on a parameter that a site it implements cannot supply.",
    message: (a) => `family ${a.family} keys on "${a.param}", which site ${a.site} (${a.op}) does not have`,
  }),
  MODEL_LAYER_PATTERN_INVALID: row<{ circuit: string; problem: string }>({
    severity: "error",
    stage: "instantiate",
    summary: "The model's layer_pattern is missing, or does not spell one known layer kind per layer.",
    message: (a) => `layer_pattern (circuit ${a.circuit}): ${a.problem}`,
  }),
  IMPORT_JSON_INVALID: row<{ detail: string }>({
    severity: "error",
    stage: "load",
    summary: "A Hugging Face config.json (or hf_quant_config.json) given to import-hf is not valid JSON.",
    message: (a) => `not valid JSON: ${a.detail}`,
  }),
  IMPORT_MODEL_TYPE_UNKNOWN: row<{
    modelType: string;
    known: readonly string[];
    hint?: string;
    /** The known type whose table's keys the config has most of, and the share it has. */
    resembles?: string;
    share?: number;
  }>({
    severity: "error",
    stage: "load",
    summary:
      "import-hf has no table for the config's model_type; it names the known type the config's keys resemble.",
    message: (a) =>
      `model_type "${a.modelType}" has no import table${suggest(a.hint)}${
        a.resembles
          ? `; its keys resemble ${a.resembles} (${Math.round((a.share ?? 0) * 100)} % of that table's keys): pass --as ${a.resembles} to read it on that table`
          : ""
      } (known: ${list(a.known)})`,
  }),
  IMPORT_FIELDS_IGNORED: row<{ modelType: string; as: string; fields: readonly string[] }>({
    severity: "warning",
    stage: "load",
    summary: "An import under --as read the config on another type's table; these config fields went unread.",
    message: (a) =>
      `read model_type ${a.modelType} as ${a.as}; ${a.fields.length} config fields no rule of that table reads: ${list(a.fields)}`,
  }),
  IMPORT_SIZE_FIELD_IGNORED: row<{ key: string; value: string; as: string }>({
    severity: "error",
    stage: "load",
    summary:
      "An import under --as would leave unread a config field that changes the model's size (experts, their widths, per-layer kinds).",
    message: (a) =>
      `"${a.key}" is ${a.value}, which changes the parameter count, and the ${a.as} table does not read it: the model would be the wrong size (add an import table for this model_type)`,
  }),
  IMPORT_SIZE_MISMATCH: row<{ written: string; implied: string; detail: string }>({
    severity: "error",
    stage: "load",
    summary:
      "The model file an import would write counts another number of parameters than the config's own fields imply; nothing is written.",
    message: (a) =>
      `the model file would hold ${a.written} parameters, but the config's own fields imply ${a.implied} (${a.detail}); nothing is written`,
  }),
  IMPORT_QUANT_UNSUPPORTED: row<{
    scheme: string;
    detail: string;
    nearest: string;
    known: readonly string[];
  }>({
    severity: "error",
    stage: "load",
    summary:
      "The checkpoint's quantization scheme has no format in the registry; the nearest supported one is named.",
    message: (a) =>
      `quantization ${a.detail} (${a.scheme}) has no format here; nearest supported: ${a.nearest} (schemes read: ${list(a.known)})`,
  }),
  IMPORT_KEY_MISSING: row<{ key: string; need: string }>({
    severity: "error",
    stage: "load",
    summary: "The config lacks a key the circuit needs; import-hf never guesses a value.",
    message: (a) => `config has no "${a.key}", which ${a.need} needs`,
  }),
  IMPORT_SOURCE_UNKNOWN: row<{ need: string }>({
    severity: "warning",
    stage: "load",
    summary:
      "No Hugging Face name for the config (no --hf, meta source, _name_or_path or hub-cache folder); the model file's source has no hf.",
    message: (a) =>
      `the config does not say which Hugging Face repository it is from; source.hf is left out (${a.need})`,
  }),
  IMPORT_VALUE_INVALID: row<{ key: string; value: string; expected: string }>({
    severity: "error",
    stage: "load",
    summary: "A config key has a value import-hf cannot map (wrong type, or an unsupported variant).",
    message: (a) => `"${a.key}" is ${a.value}; expected ${a.expected}`,
  }),
  IMPORT_OUTPUT_INVALID: row<{ kind: string; detail: string }>({
    severity: "error",
    stage: "load",
    summary: "What an importer would write fails the tool's own check of that file kind; nothing is written.",
    message: (a) => `the ${a.kind} file this would write is refused by its own check: ${a.detail}`,
  }),
  LOAD_CSV_SYNTAX: row<{ detail: string }>({
    severity: "error",
    stage: "load",
    summary: "A CSV file (measurements, an Nsight Systems export) is not well-formed.",
    message: (a) => `CSV syntax error: ${a.detail}`,
  }),
  LOAD_TRACE_FORMAT: row<{ detail: string }>({
    severity: "error",
    stage: "load",
    summary:
      "A request trace (--trace) is empty, is not CSV, JSON lines or a vLLM result file, or matches no trace format.",
    message: (a) => `trace file: ${a.detail}`,
  }),
  LOAD_TRACE_ROW: row<{ column: string; expected: string; found: string }>({
    severity: "error",
    stage: "load",
    summary:
      "A request trace row has a time, token count or prefix hash list that is missing, not a number, out of range or out of order.",
    message: (a) =>
      `trace column "${a.column}": expected ${a.expected}, found ${a.found === "" ? "an empty cell" : a.found}`,
  }),
  LOAD_LENGTHS: row<{ detail: string }>({
    severity: "error",
    stage: "load",
    summary:
      "A named length distribution (--isl/--osl NAME) is unknown, or its .lengths.csv histogram has a bad header or row.",
    message: (a) => `length distribution: ${a.detail}`,
  }),
  CALIBRATE_COLUMN_MISSING: row<{ column: string; found: readonly string[] }>({
    severity: "error",
    stage: "calibrate",
    summary: "A microbenchmark table lacks a column every row needs.",
    message: (a) => `no "${a.column}" column (found ${list(a.found)})`,
  }),
  CALIBRATE_CELL_MISSING: row<{ op: string; column: string }>({
    severity: "error",
    stage: "calibrate",
    summary: "A microbenchmark row leaves empty a column its op needs to count its work.",
    message: (a) => `${a.op} needs a value in column "${a.column}", found an empty cell`,
  }),
  CALIBRATE_NO_DATE: row<{ file: string }>({
    severity: "error",
    stage: "calibrate",
    summary: "A microbenchmark table says nowhere when it was measured.",
    message: (a) =>
      `${a.file} has no measurement date: add a first line "# measured: YYYY-MM-DD" or put the date in its name`,
  }),
  CALIBRATE_TOO_FEW_ROWS: row<{ what: string; need: number; found: number }>({
    severity: "error",
    stage: "calibrate",
    summary: "A microbenchmark table has too few rows to fit a term the profile needs.",
    message: (a) => `fitting ${a.what} needs ${a.need} rows, the table has ${a.found}`,
  }),
  CALIBRATE_FIT_INVALID: row<{ detail: string }>({
    severity: "error",
    stage: "calibrate",
    summary: "A value fitted from a microbenchmark table is not one a profile can hold (rows that disagree).",
    message: (a) =>
      `the fit gives a profile value that does not validate: ${a.detail}; check the table's rows for it`,
  }),
  MEASURE_SITE_UNKNOWN: row<{ site: string; model: string; known: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "measure",
    summary: "A measurement names a site the model does not have.",
    message: (a) =>
      `site "${a.site}" is not a site of ${a.model}${suggest(a.hint)} (sites: ${list(a.known)})`,
  }),
  MEASURE_FAMILY_UNKNOWN: row<{
    family: string;
    kernels: string | null;
    known: readonly string[];
    hint?: string;
  }>({
    severity: "error",
    stage: "measure",
    summary:
      "A measurement names a kernel family the --kernels manifest does not have (or no manifest was given).",
    message: (a) =>
      a.kernels === null
        ? `family "${a.family}" needs a kernel manifest to place it on sites; pass --kernels`
        : `family "${a.family}" is not in kernel manifest ${a.kernels}${suggest(a.hint)} (families: ${list(a.known)})`,
  }),
  MEASURE_HARDWARE_UNKNOWN: row<{ hardware: string; known: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "measure",
    summary: "A measurement names a hardware profile that does not exist.",
    message: (a) => `hardware "${a.hardware}" is not a profile${suggest(a.hint)} (known: ${list(a.known)})`,
  }),
  MEASURE_DUPLICATE_ROW: row<{ key: string }>({
    severity: "error",
    stage: "measure",
    summary: "Two measurements of the same site or family, hardware, mode, rows, context and precision.",
    message: (a) => `${a.key} is measured twice; keep one row (or average them before writing the file)`,
  }),
  ENGINE_TABLE_COLUMNS: row<{ kind: string; missing: readonly string[]; found: readonly string[] }>({
    severity: "error",
    stage: "validate",
    summary: "An engine kernel table (engines/measurements/aic) lacks a column its kind needs.",
    message: (a) =>
      `${a.kind} table lacks column${a.missing.length > 1 ? "s" : ""} ${list(a.missing)} (found ${list(a.found)})`,
  }),
  ENGINE_TABLE_PROVENANCE: row<{ missing: readonly string[] }>({
    severity: "error",
    stage: "validate",
    summary:
      "An engine kernel table lacks a provenance line (# source:, # commit:, # license: ...) before its header row.",
    message: (a) =>
      `no ${list(a.missing.map((k) => `"# ${k}:"`))} line before the header; every table names its source, commit, framework version, device and license`,
  }),
  ENGINE_TABLE_CELL: row<{ column: string; found: string; expected: string }>({
    severity: "error",
    stage: "validate",
    summary: "A cell of an engine kernel table is empty, not a number, or out of range.",
    message: (a) => `${a.column} is ${a.found === "" ? "empty" : `"${a.found}"`}; expected ${a.expected}`,
  }),
  ENGINE_TABLE_DUPLICATE: row<{ key: string }>({
    severity: "error",
    stage: "validate",
    summary: "An engine kernel table measures the same point twice.",
    message: (a) => `${a.key} is measured twice; keep one row`,
  }),
  IMPORT_PROFILE_COLUMN_MISSING: row<{ column: string; found: readonly string[] }>({
    severity: "error",
    stage: "load",
    summary: "An Nsight Systems cuda_gpu_kern_sum CSV lacks a column the importer reads.",
    message: (a) =>
      `no "${a.column}" column (found ${list(a.found)}); export with nsys stats --report cuda_gpu_kern_sum --format csv`,
  }),
  IMPORT_PROFILE_PATTERN_INVALID: row<{ kind: "regex" | "glob"; pattern: string; detail: string }>({
    severity: "error",
    stage: "load",
    summary:
      "A name map entry's regex does not compile, uses what only a backtracking matcher runs (backreferences, lookaround), or a regex or glob is longer than any kernel-name pattern needs.",
    message: (a) => {
      const shown = a.pattern.length > 80 ? `${a.pattern.slice(0, 77)}...` : a.pattern;
      return `${a.kind === "glob" ? `glob "${shown}"` : `regex /${shown}/`} cannot be used: ${a.detail}`;
    },
  }),
  IMPORT_PROFILE_UNMATCHED: row<{ count: number; share: number; names: readonly string[] }>({
    severity: "warning",
    stage: "load",
    summary: "Kernels in the profile that no name map entry matches; their time is left out.",
    message: (a) =>
      `${a.count} kernel name${a.count === 1 ? " matches" : "s match"} no map entry (${Number((a.share * 100).toPrecision(2))}% of kernel time) and ${a.count === 1 ? "is" : "are"} left out: ${list(a.names)}`,
  }),
  IMPORT_PROFILE_EMPTY: row<{ what: string }>({
    severity: "error",
    stage: "load",
    summary: "The name map matched no kernel of the profile, so there is nothing to write.",
    message: (a) => `no kernel of ${a.what} matches any map entry; nothing to write`,
  }),
  FUSION_DUPLICATE_ID: row<{ kind: string; id: string; group?: string }>({
    severity: "error",
    stage: "validate",
    summary: "Two groups of a fusion file, or two members of one group, share an id.",
    message: (a) => `${a.kind} id "${a.id}" is declared twice${a.group ? ` in group ${a.group}` : ""}`,
  }),
  FUSION_MEMBER_UNKNOWN: row<{ group: string; member: string; known: readonly string[]; hint?: string }>({
    severity: "error",
    stage: "validate",
    summary: "A link of a fusion group names a member the group does not declare.",
    message: (a) =>
      `link of group ${a.group} names member "${a.member}", which the group does not declare${suggest(a.hint)} (members: ${list(a.known)})`,
  }),
  FUSION_GROUP_DISCONNECTED: row<{ group: string; parts: readonly (readonly string[])[] }>({
    severity: "error",
    stage: "validate",
    summary:
      "The links of a fusion group leave its members in more than one connected part; one kernel runs one connected piece of the graph.",
    message: (a) =>
      `group ${a.group} is not connected: its links leave ${a.parts.length} separate parts (${a.parts.map((p) => `{${list(p)}}`).join(", ")}); expected one, add a link between them`,
  }),
  FUSION_EDGE_ESCAPES: row<{
    group: string;
    edge: string;
    producer: string;
    reader: string;
    circuit: string;
  }>({
    severity: "error",
    stage: "fuse",
    summary: "A fusion group keeps an edge on chip that a node outside the group also reads.",
    message: (a) =>
      `group ${a.group} keeps edge "${a.edge}" of ${a.producer} on chip, but ${a.reader} (outside the group) reads it in circuit ${a.circuit}; expected written: true on this link, or the reader in the group`,
  }),
} as const;

export type DiagnosticCode = keyof typeof CODES;
export type DiagnosticArgs<C extends DiagnosticCode> = Parameters<(typeof CODES)[C]["message"]>[0];
