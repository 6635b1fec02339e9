// IR: op kinds and their signatures, evaluated node types, and graph helpers shared by the stages.
export type { ConcreteNode, RunPoint, StateAccess, Tensor, WeightTensor } from "./concrete.ts";
export { exclusive, parseSwitch, topologicalOrder } from "./graph.ts";
export { KERNEL_KINDS, type KernelKind } from "./kernel-kinds.ts";
export {
  devicesOf,
  type Layout,
  layoutFlag,
  layoutName,
  parseLayout,
  parseLayouts,
  SINGLE_DEVICE,
} from "./layout.ts";
export {
  type KernelOf,
  kernelKindOf,
  OP_KINDS,
  OP_SIGNATURES,
  type OpKind,
  type OpSignature,
} from "./op-kinds.ts";
export { compareText } from "./order.ts";
export {
  compileGlob,
  compileRegex,
  MAX_PATTERN_LENGTH,
  type Matcher,
  type PatternProblem,
} from "./pattern.ts";
export { Remembered } from "./remembered.ts";
export {
  acceptedLength,
  RUN_KINDS,
  RUN_MODES,
  type RunKind,
  type RunMode,
  runsBeyondContext,
} from "./run-kinds.ts";
export {
  STATE_SHARD_NAMES,
  STATE_SHARDS,
  type StateShard,
  WEIGHT_SHARD_NAMES,
  WEIGHT_SHARDS,
  type WeightShard,
} from "./shard-roles.ts";
export { type ParamValue, SITE_PARAM_NAMES, SITE_PARAMS } from "./site-params.ts";
