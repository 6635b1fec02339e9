import {
  type ComputeLane,
  FORMATS,
  type FormatKey,
  type FormatRow,
  type ScaleSpan,
  type ScaleTerm,
  type TensorRole,
} from "./registry.ts";

/** A parsed format: its canonical spelling, registry row and integer parameters. */
export interface Format {
  name: string;
  key: FormatKey;
  params: readonly number[];
  elementBits: number;
  lane: ComputeLane | null;
}

export type FormatParse = { ok: true; format: Format } | { ok: false; canonical?: string };

const ROWS = Object.entries(FORMATS) as [FormatKey, FormatRow][];

function match(text: string): Format | undefined {
  for (const [key, row] of ROWS) {
    const m = row.pattern.exec(text);
    if (m) {
      const params = m.slice(1).map(Number);
      return { name: text, key, params, elementBits: row.elementBits, lane: row.lane };
    }
  }
  return undefined;
}

/** Parses a canonical spelling; a recognisable but non-canonical one (case, spaces, zeros) returns its canonical form. */
export function parseFormat(text: string): FormatParse {
  const format = match(text);
  if (format) return { ok: true, format };
  const folded = text
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/(\D)0+(\d)/g, "$1$2");
  const alias: Record<string, string> = {
    nvfp4: "nvfp4/g16",
    mxfp4: "mxfp4/g32",
    mxfp8: "mxfp8/g32",
    fp32: "f32",
  };
  const guess = match(alias[folded] ?? folded);
  return guess ? { ok: false, canonical: guess.name } : { ok: false };
}

export function formatSpellings(): string[] {
  return ROWS.map(([, row]) => row.spelling);
}

function spanCount(span: ScaleSpan, rows: number, cols: number): number {
  switch (span.per) {
    case "tensor":
      return 1;
    case "row":
      return rows;
    case "group":
      return rows * Math.ceil(cols / span.size);
    case "block":
      return Math.ceil(rows / span.rows) * Math.ceil(cols / span.cols);
    case "flat":
      return Math.ceil((rows * cols) / span.size);
  }
}

function scaleTerms(format: Format, role: TensorRole): ScaleTerm[] {
  const row: FormatRow = FORMATS[format.key];
  return row.scales(format.params).filter((term) => term.role === undefined || term.role === role);
}

/** Bytes of a rows × cols tensor in this format, every scale included (cols is the grouped axis). */
export function tensorBytes(format: Format, rows: number, cols: number, role: TensorRole): number {
  const elements = (rows * cols * format.elementBits) / 8;
  let scales = 0;
  for (const term of scaleTerms(format, role)) scales += spanCount(term.span, rows, cols) * term.bytes;
  return elements + scales;
}

/** Bytes of `rows` rows gathered from scattered places of a tensor: each row brings its own block-row of scales. */
export function gatheredBytes(format: Format, rows: number, cols: number, role: TensorRole): number {
  let bytes = (rows * cols * format.elementBits) / 8;
  for (const term of scaleTerms(format, role)) {
    const span = term.span;
    const count = span.per === "block" ? rows * Math.ceil(cols / span.cols) : spanCount(span, rows, cols);
    bytes += count * term.bytes;
  }
  return bytes;
}

/**
 * Why a rows × cols tensor cannot be stored in this format (cols not divisible by its group), or undefined. Block
 * formats take partial blocks, each with a whole scale (DeepSeek's checkpoints and kernels: ⌈rows/r⌉ × ⌈cols/c⌉).
 */
export function divisibilityProblem(
  format: Format,
  _rows: number,
  cols: number,
  role: TensorRole,
): string | undefined {
  for (const term of scaleTerms(format, role)) {
    const span = term.span;
    if (span.per === "group" && cols % span.size !== 0) {
      return `${cols} columns do not divide into groups of ${span.size}`;
    }
  }
  return undefined;
}

/** How a matmul with these operand formats executes before the device is known. */
export interface PairLane {
  lane: ComputeLane;
  mode: "native" | "weight-only" | "upcast";
}

/**
 * DESIGN.md §3: the narrower weight is widened to the activation's lane (weight-only); equal widths on one lane are
 * native. Narrower is asked first so a codebook format that feeds the BF16 lane (NF4) reads as weight-only, not native.
 */
export function pairLane(weight: Format, activation: Format): PairLane | undefined {
  if (!weight.lane || !activation.lane) return undefined;
  if (weight.elementBits < activation.elementBits) return { lane: activation.lane, mode: "weight-only" };
  if (weight.lane === activation.lane) return { lane: weight.lane, mode: "native" };
  return { lane: weight.lane, mode: "upcast" };
}
