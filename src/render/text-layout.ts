// Plain-text layout for the terminal view: columns that fit a width, numbers whose units line up.

/** How a column lines up: left text, right-aligned text, or a value whose number and unit each line up ("2.64 ms"). */
export type Align = "left" | "right" | "unit";

export interface Column {
  header: string;
  align: Align;
  /** The one column that gives up width (cut with "…") when the row would pass the width. */
  flexible?: boolean;
}

/** Terminal width in code points: every character the renderers print is one column wide. */
export const textWidth = (text: string) => [...text].length;

/** Cuts text to `width` columns, ending in "…" when cut. */
export function fitText(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  return width <= 1 ? chars.slice(0, width).join("") : `${chars.slice(0, width - 1).join("")}…`;
}

const padEnd = (text: string, width: number) => text + " ".repeat(Math.max(0, width - textWidth(text)));
const padStart = (text: string, width: number) => " ".repeat(Math.max(0, width - textWidth(text))) + text;

/** "2.64 ms" → ["2.64", "ms"]; a value with no unit is all number. */
function splitUnit(value: string): [string, string] {
  const at = value.lastIndexOf(" ");
  return at > 0 && /^[\d.,+−-]/.test(value) ? [value.slice(0, at), value.slice(at + 1)] : [value, ""];
}

/** One column's cells laid out to one width; unit columns right-align the number and left-align the unit. */
function layColumn(column: Column, cells: readonly string[]): string[] {
  if (column.align === "unit") {
    const parts = cells.map(splitUnit);
    const numberWidth = Math.max(0, ...parts.map(([n, u]) => (u ? textWidth(n) : 0)));
    const unitWidth = Math.max(0, ...parts.map(([, u]) => textWidth(u)));
    const laid = parts.map(([n, u]) =>
      u ? `${padStart(n, numberWidth)} ${padEnd(u, unitWidth)}` : padStart(n, numberWidth + unitWidth + 1),
    );
    const width = Math.max(textWidth(column.header), ...laid.map(textWidth));
    return [padStart(column.header, width), ...laid.map((l) => padStart(l, width))];
  }
  const width = Math.max(textWidth(column.header), ...cells.map(textWidth));
  const pad = column.align === "left" ? padEnd : padStart;
  return [pad(column.header, width), ...cells.map((c) => pad(c, width))];
}

/**
 * A table of `rows` under a header line, every line at most `width` columns after `indent`: the flexible column
 * is cut to what the others leave (never below 8 columns); trailing spaces are trimmed.
 */
export function table(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  width: number,
  indent = "",
): string[] {
  const gap = "  ";
  const laid = columns.map((column, i) =>
    layColumn(
      column,
      rows.map((r) => r[i] ?? ""),
    ),
  );
  const total =
    laid.reduce((sum, col) => sum + textWidth(col[0] ?? ""), 0) + gap.length * (columns.length - 1);
  const flex = columns.findIndex((c) => c.flexible);
  const over = total + textWidth(indent) - width;
  if (flex >= 0 && over > 0) {
    const col = laid[flex] as string[];
    const keep = Math.max(8, textWidth(col[0] ?? "") - over);
    laid[flex] = col.map((cell) => padEnd(fitText(cell.trimEnd(), keep), keep));
  }
  const lines: string[] = [];
  for (let r = 0; r <= rows.length; r++)
    lines.push(`${indent}${laid.map((col) => col[r] ?? "").join(gap)}`.trimEnd());
  return lines;
}

/**
 * Symbols of East Asian Width "Ambiguous" (UAX #11) in the blocks the renderers draw from (·, ×, —, →, ★, ≤, Δ, ●…):
 * one column in most terminals, two in a CJK locale's.
 */
const AMBIGUOUS =
  /[\u00a1-\u00bf\u00d7\u00f7\u0391-\u03c9\u2010-\u203e\u2190-\u21ff\u2200-\u22ff\u2460-\u24ff\u2500-\u257f\u25a0-\u25ff\u2600-\u26ff]/;

/** The most columns a text can take: each ambiguous-width symbol counted as two. */
export const widestWidth = (text: string) =>
  [...text].reduce((sum, c) => sum + (AMBIGUOUS.test(c) ? 2 : 1), 0);

/**
 * Words wrapped to `width` columns, each line after `indent`. Prose is wrapped at its widest (ambiguous symbols as two
 * columns), so a line of separators stays within the width in a terminal that draws them wide; tables align with one.
 */
export function wrap(text: string, width: number, indent = ""): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widestWidth(indent) + widestWidth(next) > width) {
      lines.push(indent + line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(indent + line);
  return lines.map((l) => fitText(l, width));
}

/** Groups of column indices, each group's columns fitting beside the label column within the width. */
export function columnBlocks(labelWidth: number, widths: readonly number[], width: number): number[][] {
  const blocks: number[][] = [];
  let block: number[] = [];
  let used = labelWidth;
  widths.forEach((w, i) => {
    if (block.length && used + 2 + w > width) {
      blocks.push(block);
      block = [];
      used = labelWidth;
    }
    block.push(i);
    used += 2 + w;
  });
  if (block.length) blocks.push(block);
  return blocks;
}

/** What every text renderer is given besides the model: the terminal's width and whether to list every row. */
export interface TextOptions {
  width: number;
  wide: boolean;
}

/** The width used when none is given (stdout not a terminal): the widest the view allows. */
export const TEXT_WIDTH_MAX = 100;
export const TEXT_WIDTH_MIN = 60;
export const DEFAULT_TEXT_OPTIONS: TextOptions = { width: TEXT_WIDTH_MAX, wide: false };
