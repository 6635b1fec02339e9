// Patterns written in input files (globs, `match:` regexes), matched in time linear in the text: a Thompson NFA run
// in lock step (Pike), so no pattern backtracks. JavaScript's RegExp backtracks: "^(a+)+$" on "aaaa…!" never ends.

/** A compiled pattern; `test` costs O(text × pattern). */
export interface Matcher {
  test(text: string): boolean;
}

/** A regex this matcher cannot run in linear time, or cannot read: what and where (0-based index in the pattern). */
export interface PatternProblem {
  problem: string;
  index: number;
}

/** A bounded repetition {n,m} is unrolled; above this count the program grows past any real kernel-name pattern. */
export const MAX_REPEAT = 100;
/** Instructions in one compiled pattern: a few hundred for real patterns. */
export const MAX_PROGRAM = 20_000;
const MAX_GROUP_DEPTH = 100;

type CharTest = (code: number) => boolean;
type Node =
  | { kind: "char"; test: CharTest; code?: number }
  | { kind: "bol" | "eol" | "empty" }
  | { kind: "seq"; items: Node[] }
  | { kind: "alt"; options: Node[] }
  | { kind: "repeat"; item: Node; min: number; max: number };
type Op =
  | { op: "char"; test: CharTest }
  | { op: "split"; to: number; or: number }
  | { op: "jmp"; to: number }
  | { op: "bol" | "eol" | "match" };

class Refused extends Error {
  readonly problem: string;
  readonly index: number;
  constructor(problem: string, index: number) {
    super(problem);
    this.problem = problem;
    this.index = index;
  }
}

const LINE_END = new Set([0x0a, 0x0d, 0x2028, 0x2029]);
const isDigit: CharTest = (c) => c >= 0x30 && c <= 0x39;
const isWord: CharTest = (c) =>
  isDigit(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
const isSpace: CharTest = (c) => /\s/.test(String.fromCharCode(c));
const not =
  (t: CharTest): CharTest =>
  (c) =>
    !t(c);
const CLASS_ESCAPES: Record<string, CharTest> = {
  d: isDigit,
  D: not(isDigit),
  w: isWord,
  W: not(isWord),
  s: isSpace,
  S: not(isSpace),
};
const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, "0": 0 };

/** A `match:` regex in the subset run without backtracking: literals, escapes, ., classes, groups, |, quantifiers, ^ $. */
export function compileRegex(source: string): { matcher?: Matcher; refused?: PatternProblem } {
  try {
    const root = new RegexParser(source).parse();
    return { matcher: prefiltered(requiredText(root), run(compile(root))) };
  } catch (error) {
    if (error instanceof Refused) return { refused: { problem: error.problem, index: error.index } };
    throw error;
  }
}

/** Longest glob or regex a name map may hold: real kernel-name patterns are under 200 characters. */
export const MAX_PATTERN_LENGTH = 1000;

/**
 * A glob over the whole text: `*` any run, `?` one code unit, of any character but `except` (none by default).
 * Matched without an automaton: between stars the pieces are found leftmost-first in order, which is exact for globs
 * and costs about the text's length however many stars the glob has (5,000 stars on a 50,000-character name took
 * the lock-step automaton two minutes).
 */
export function compileGlob(glob: string, except?: string): Matcher {
  if (except === undefined) {
    const pieces = globPieces(glob);
    return { test: (text) => matchPieces(pieces, text) };
  }
  // Neither * nor ? matches `except`: the pattern's own `except` characters line up one to one with the text's.
  const parts = glob.split(except).map(globPieces);
  return {
    test(text) {
      const texts = text.split(except);
      return texts.length === parts.length && texts.every((t, i) => matchPieces(parts[i] as Pieces, t));
    },
  };
}

/** A star-free glob piece, `?` for any one code unit, and its longest `?`-free run to search for. */
interface Piece {
  text: string;
  anchor: string;
  anchorAt: number;
}
/** A glob split at its stars: `starred` false means no star at all (the text must be the one piece). */
interface Pieces {
  first: Piece;
  middle: Piece[];
  last: Piece;
  starred: boolean;
}

function piece(text: string): Piece {
  let anchor = "";
  let anchorAt = 0;
  for (const m of text.matchAll(/[^?]+/g))
    if (m[0].length > anchor.length) [anchor, anchorAt] = [m[0], m.index];
  return { text, anchor, anchorAt };
}

function globPieces(glob: string): Pieces {
  const split = glob.split("*");
  const first = piece(split[0] ?? "");
  if (split.length === 1) return { first, middle: [], last: first, starred: false };
  return {
    first,
    middle: split.slice(1, -1).filter(Boolean).map(piece),
    last: piece(split[split.length - 1] ?? ""),
    starred: true,
  };
}

/** Whether the piece matches text at `at` (the caller checked it fits). */
function pieceAt(p: Piece, text: string, at: number): boolean {
  for (let k = 0; k < p.text.length; k++) {
    const c = p.text.charCodeAt(k);
    if (c !== 0x3f && c !== text.charCodeAt(at + k)) return false;
  }
  return true;
}

/** The leftmost place from `from` where the piece matches and ends by `end`, or -1. */
function findPiece(p: Piece, text: string, from: number, end: number): number {
  if (!p.anchor) return from + p.text.length <= end ? from : -1;
  let at = from;
  while (at + p.text.length <= end) {
    const hit = text.indexOf(p.anchor, at + p.anchorAt);
    if (hit < 0) return -1;
    const start = hit - p.anchorAt;
    if (start + p.text.length > end) return -1;
    if (pieceAt(p, text, start)) return start;
    at = start + 1;
  }
  return -1;
}

function matchPieces({ first, middle, last, starred }: Pieces, text: string): boolean {
  if (!starred) return text.length === first.text.length && pieceAt(first, text, 0);
  const end = text.length - last.text.length;
  if (end < first.text.length || !pieceAt(first, text, 0) || !pieceAt(last, text, end)) return false;
  let at = first.text.length;
  for (const p of middle) {
    const hit = findPiece(p, text, at, end);
    if (hit < 0) return false;
    at = hit + p.text.length;
  }
  return true;
}

class RegexParser {
  private i = 0;
  private readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  parse(): Node {
    const node = this.alternation(0);
    if (this.i < this.text.length) throw new Refused(`unmatched ")"`, this.i);
    return node;
  }

  private alternation(depth: number): Node {
    if (depth > MAX_GROUP_DEPTH) throw new Refused(`groups nested deeper than ${MAX_GROUP_DEPTH}`, this.i);
    const options = [this.sequence(depth)];
    while (this.text[this.i] === "|") {
      this.i++;
      options.push(this.sequence(depth));
    }
    return options.length === 1 ? (options[0] as Node) : { kind: "alt", options };
  }

  private sequence(depth: number): Node {
    const items: Node[] = [];
    while (this.i < this.text.length && this.text[this.i] !== "|" && this.text[this.i] !== ")") {
      const atomAt = this.i;
      const atom = this.atom(depth);
      items.push(this.quantified(atom, atomAt));
    }
    return items.length === 1 ? (items[0] as Node) : { kind: "seq", items };
  }

  private quantified(atom: Node, atomAt: number): Node {
    const c = this.text[this.i];
    let bounds: [number, number] | undefined;
    if (c === "*" || c === "+" || c === "?") {
      this.i++;
      bounds = c === "*" ? [0, Infinity] : c === "+" ? [1, Infinity] : [0, 1];
    } else if (c === "{") bounds = this.braces();
    if (!bounds) return atom;
    if (atom.kind === "bol" || atom.kind === "eol") throw new Refused("a quantifier after ^ or $", atomAt);
    if (this.text[this.i] === "?") this.i++; // lazy: the same set of matches for a yes/no test
    const after = this.text[this.i];
    if (after !== undefined && "*+?{".includes(after))
      throw new Refused("a quantifier after a quantifier", this.i);
    return { kind: "repeat", item: atom, min: bounds[0], max: bounds[1] };
  }

  /** {n}, {n,} or {n,m}; a "{" that does not start one is a literal, as in RegExp. */
  private braces(): [number, number] | undefined {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.i, this.i + 24));
    if (!m) return undefined;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
    if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT))
      throw new Refused(`a repetition count above ${MAX_REPEAT}`, this.i);
    if (max < min) throw new Refused("numbers out of order in {}", this.i);
    this.i += m[0].length;
    return [min, max];
  }

  private atom(depth: number): Node {
    const at = this.i;
    const c = this.text[this.i++] as string;
    if (c === "(") {
      if (this.text[this.i] === "?") {
        if (this.text[this.i + 1] !== ":")
          throw new Refused("lookaround and named groups are not supported (only (?: ))", at);
        this.i += 2;
      }
      const inner = this.alternation(depth + 1);
      if (this.text[this.i] !== ")") throw new Refused(`unterminated group`, at);
      this.i++;
      return inner;
    }
    if (c === "[") return { kind: "char", test: this.charClass(at) };
    if (c === ".") return { kind: "char", test: (code) => !LINE_END.has(code) };
    if (c === "^") return { kind: "bol" };
    if (c === "$") return { kind: "eol" };
    if (c === "\\") {
      const e = this.escape(at);
      return typeof e === "number" ? { kind: "char", test: equals(e), code: e } : { kind: "char", test: e };
    }
    if ("*+?".includes(c)) throw new Refused("nothing to repeat", at);
    return { kind: "char", test: equals(c.charCodeAt(0)), code: c.charCodeAt(0) };
  }

  /** An escape: one code unit or a class (\\d and the like); backreferences, \\b and Unicode properties are refused. */
  private escape(at: number): number | CharTest {
    const e = this.text[this.i++];
    if (e === undefined) throw new Refused("a pattern ending in \\", at);
    const cls = CLASS_ESCAPES[e];
    if (cls) return cls;
    const control = CONTROL[e];
    if (control !== undefined && !(e === "0" && isDigit(this.text.charCodeAt(this.i)))) return control;
    const hex = e === "x" ? 2 : e === "u" ? 4 : 0;
    if (hex) {
      const digits = this.text.slice(this.i, this.i + hex);
      if (!(hex === 2 ? /^[0-9a-fA-F]{2}$/ : /^[0-9a-fA-F]{4}$/).test(digits))
        throw new Refused(`a bad \\${e} escape`, at);
      this.i += hex;
      return Number.parseInt(digits, 16);
    }
    if (/[A-Za-z0-9]/.test(e))
      throw new Refused(`\\${e} is not supported (backreferences and \\b would need backtracking)`, at);
    return e.charCodeAt(0);
  }

  private charClass(at: number): CharTest {
    const negate = this.text[this.i] === "^";
    if (negate) this.i++;
    const tests: CharTest[] = [];
    while (this.text[this.i] !== "]") {
      if (this.i >= this.text.length) throw new Refused("unterminated character class", at);
      const from = this.classAtom(at);
      if (this.text[this.i] === "-" && this.i + 1 < this.text.length && this.text[this.i + 1] !== "]") {
        this.i++;
        const to = this.classAtom(at);
        if (typeof from !== "number" || typeof to !== "number")
          throw new Refused("a range with a class escape at an end", at);
        if (to < from) throw new Refused("a range out of order", at);
        tests.push((x) => x >= from && x <= to);
      } else tests.push(typeof from === "number" ? (x) => x === from : from);
    }
    this.i++;
    const inClass: CharTest = (x) => tests.some((t) => t(x));
    return negate ? not(inClass) : inClass;
  }

  /** One code unit in a class, or a class escape; \\b in a class is a backspace, \\- a hyphen. */
  private classAtom(at: number): number | CharTest {
    const c = this.text[this.i++] as string;
    if (c !== "\\") return c.charCodeAt(0);
    if (this.text[this.i] === "b" || this.text[this.i] === "-") return this.text[this.i++] === "b" ? 8 : 0x2d;
    return this.escape(at);
  }
}

const equals =
  (code: number): CharTest =>
  (x) =>
    x === code;

/** Thompson construction: each node appends its instructions; jumps are absolute. */
function compile(root: Node): Op[] {
  const prog: Op[] = [];
  const emit = (op: Op) => {
    if (prog.length >= MAX_PROGRAM) throw new Refused(`the pattern compiles past ${MAX_PROGRAM} steps`, 0);
    prog.push(op);
    return prog.length - 1;
  };
  const gen = (node: Node): void => {
    if (node.kind === "char") emit({ op: "char", test: node.test });
    else if (node.kind === "bol" || node.kind === "eol") emit({ op: node.kind });
    else if (node.kind === "seq") for (const item of node.items) gen(item);
    else if (node.kind === "alt") {
      const ends: number[] = [];
      node.options.forEach((option, k) => {
        const last = k === node.options.length - 1;
        const split = last ? -1 : emit({ op: "split", to: prog.length + 1, or: -1 });
        gen(option);
        if (!last) {
          ends.push(emit({ op: "jmp", to: -1 }));
          (prog[split] as { or: number }).or = prog.length;
        }
      });
      for (const end of ends) (prog[end] as { to: number }).to = prog.length;
    } else if (node.kind === "repeat") {
      for (let k = 0; k < node.min; k++) gen(node.item);
      if (node.max === Infinity) {
        const split = emit({ op: "split", to: prog.length + 1, or: -1 });
        gen(node.item);
        emit({ op: "jmp", to: split });
        (prog[split] as { or: number }).or = prog.length;
      } else
        for (let k = node.min; k < node.max; k++) {
          const split = emit({ op: "split", to: prog.length + 1, or: -1 });
          gen(node.item);
          (prog[split] as { or: number }).or = prog.length;
        }
    }
  };
  gen(root);
  emit({ op: "match" });
  return prog;
}

/**
 * Texts one of which every match contains, or undefined where none is known: most names a profile holds fail a
 * map entry, and a substring search rejects them without running the program (200,000 names × 30 entries).
 */
function requiredText(node: Node): string[] | undefined {
  if (node.kind === "char") return node.code === undefined ? undefined : [String.fromCharCode(node.code)];
  if (node.kind === "repeat") return node.min > 0 ? requiredText(node.item) : undefined;
  if (node.kind === "alt") {
    const options = node.options.map(requiredText);
    return options.every((o) => o !== undefined) ? (options as string[][]).flat() : undefined;
  }
  if (node.kind !== "seq") return undefined;
  // The best of: each run of literal characters, and each item's own required texts; best is the longest shortest.
  const candidates: string[][] = [];
  let run = "";
  for (const item of node.items) {
    if (item.kind === "char" && item.code !== undefined) {
      run += String.fromCharCode(item.code);
      continue;
    }
    if (run) candidates.push([run]);
    run = "";
    const inner = requiredText(item);
    if (inner) candidates.push(inner);
  }
  if (run) candidates.push([run]);
  const shortest = (texts: string[]) => Math.min(...texts.map((t) => t.length));
  return candidates.sort((a, b) => shortest(b) - shortest(a))[0];
}

function prefiltered(required: string[] | undefined, matcher: Matcher): Matcher {
  if (!required?.length) return matcher;
  return { test: (text) => required.some((r) => text.includes(r)) && matcher.test(text) };
}

/** The program run over the text in lock step: every live thread advances one character at a time. */
function run(prog: Op[]): Matcher {
  return {
    test(text: string): boolean {
      const mark = new Int32Array(prog.length).fill(-1);
      let current: number[] = [];
      let next: number[] = [];
      // Follows jumps, splits and assertions from pc at position pos, adding each char (or match) step once.
      const add = (list: number[], start: number, pos: number, generation: number): boolean => {
        const stack = [start];
        while (stack.length) {
          const pc = stack.pop() as number;
          if (mark[pc] === generation) continue;
          mark[pc] = generation;
          const op = prog[pc] as Op;
          if (op.op === "match") return true;
          if (op.op === "jmp") stack.push(op.to);
          else if (op.op === "split") stack.push(op.or, op.to);
          else if (op.op === "bol") pos === 0 && stack.push(pc + 1);
          else if (op.op === "eol") pos === text.length && stack.push(pc + 1);
          else list.push(pc);
        }
        return false;
      };
      for (let pos = 0; pos <= text.length; pos++) {
        // Unanchored search: a thread starts at every position (a ^ in the pattern holds it to position 0).
        if (add(current, 0, pos, 2 * pos)) return true;
        if (pos === text.length) break;
        const code = text.charCodeAt(pos);
        next = [];
        for (const pc of current) {
          const op = prog[pc] as { op: "char"; test: CharTest };
          if (op.test(code) && add(next, pc + 1, pos + 1, 2 * pos + 1)) return true;
        }
        [current, next] = [next, current];
        // Threads carried into pos + 1 were marked with generation 2·pos + 1; the start thread uses 2·(pos + 1).
        for (const pc of current) mark[pc] = 2 * (pos + 1);
      }
      return false;
    },
  };
}
