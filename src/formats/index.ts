// Formats: canonical spellings → element and scale bytes, compute lanes, and precision presets.
export {
  divisibilityProblem,
  type Format,
  type FormatParse,
  formatSpellings,
  gatheredBytes,
  type PairLane,
  pairLane,
  parseFormat,
  tensorBytes,
} from "./format.ts";
export {
  BLOCK_SCALES,
  type BlockScale,
  COMPUTE_LANES,
  type ComputeLane,
  FORMATS,
  type FormatKey,
  type FormatRow,
  PRESETS,
  type PresetName,
  type TensorRole,
} from "./registry.ts";
