// `venn calibrate`: a profile's efficiency block fitted from a microbenchmark table; the CLI reads and writes the files, the calibrate stage fits.
export {
  type CalibrateInput,
  type CalibrateResult,
  calibrate,
  MICROBENCH_COLUMNS,
  MICROBENCH_OPS,
  type MicrobenchRow,
  predict,
  type Residual,
  readMicrobench,
  residualOf,
} from "../calibrate/index.ts";
