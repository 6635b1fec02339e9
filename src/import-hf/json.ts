import { PROTOTYPE_KEYS } from "../load/guards.ts";
/** A position in the text, 1-based. */
export interface Position {
  line: number;
  col: number;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Parsed JSON with the position of every value, keyed by its path ("" for the root, "text_config.hidden_size"). */
export interface PositionedJson {
  value: Json;
  positions: ReadonlyMap<string, Position>;
}

export type JsonParse = { ok: true; json: PositionedJson } | { ok: false; message: string; at: Position };

/** A real config.json nests four or five levels; the parser recurses per level, so deeper is refused, not overflowed. */
const MAX_JSON_DEPTH = 256;

class JsonSyntaxError extends Error {
  readonly index: number;
  constructor(message: string, index: number) {
    super(message);
    this.index = index;
  }
}

/**
 * Parses JSON keeping where each value starts (JSON.parse keeps none). Accepts the NaN and Infinity that Python's
 * json module writes into some config.json files (e.g. time_step_limit).
 */
export function parseJson(text: string): JsonParse {
  let i = 0;
  const positions = new Map<string, Position>();
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === "\n") lineStarts.push(k + 1);
  const at = (index: number): Position => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: index - (lineStarts[lo] ?? 0) + 1 };
  };
  const fail = (message: string): never => {
    throw new JsonSyntaxError(message, i);
  };
  const space = () => {
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
  };
  const literal = (word: string, value: Json): Json => {
    if (text.startsWith(word, i)) {
      i += word.length;
      return value;
    }
    return fail(`unexpected "${text[i]}"`);
  };
  const string = (): string => {
    let out = "";
    i++;
    while (i < text.length) {
      const c = text[i++];
      if (c === '"') return out;
      if (c === "\\") {
        const e = text[i++];
        const simple: Record<string, string> = {
          '"': '"',
          "\\": "\\",
          "/": "/",
          b: "\b",
          f: "\f",
          n: "\n",
          r: "\r",
          t: "\t",
        };
        if (e === "u") {
          const hex = text.slice(i, i + 4);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("bad \\u escape");
          out += String.fromCharCode(Number.parseInt(hex, 16));
          i += 4;
        } else if (e !== undefined && simple[e] !== undefined) out += simple[e];
        else fail(`bad escape "\\${e}"`);
      } else out += c;
    }
    return fail("unterminated string");
  };
  const value = (path: string, depth = 0): Json => {
    if (depth > MAX_JSON_DEPTH) fail(`values nested deeper than ${MAX_JSON_DEPTH} levels`);
    space();
    positions.set(path, at(i));
    const c = text[i];
    const child = (key: string | number) => (path === "" ? `${key}` : `${path}.${key}`);
    if (c === "{") {
      i++;
      const object: { [key: string]: Json } = {};
      space();
      if (text[i] === "}") {
        i++;
        return object;
      }
      for (;;) {
        space();
        if (text[i] === "}") fail('a trailing comma before "}"');
        if (text[i] !== '"') fail("expected a key in double quotes");
        const keyAt = i;
        const key = string();
        if (PROTOTYPE_KEYS.has(key)) {
          i = keyAt;
          fail(`key "${key}" is refused: it names the prototype chain, not a config field`);
        }
        space();
        if (text[i] !== ":") fail('expected ":" after a key');
        i++;
        object[key] = value(child(key), depth + 1);
        // Point at the key rather than the value: that is what a person looks for.
        positions.set(child(key), at(keyAt));
        space();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return object;
        }
        fail('expected "," or "}"');
      }
    }
    if (c === "[") {
      i++;
      const array: Json[] = [];
      space();
      if (text[i] === "]") {
        i++;
        return array;
      }
      for (;;) {
        space();
        if (text[i] === "]") fail('a trailing comma before "]"');
        array.push(value(child(array.length), depth + 1));
        space();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return array;
        }
        fail('expected "," or "]"');
      }
    }
    if (c === '"') return string();
    if (c === "t") return literal("true", true);
    if (c === "f") return literal("false", false);
    if (c === "n") return literal("null", null);
    if (c === "N") return literal("NaN", Number.NaN);
    if (c === "I") return literal("Infinity", Number.POSITIVE_INFINITY);
    if (c === "-" && text.startsWith("-Infinity", i)) return literal("-Infinity", Number.NEGATIVE_INFINITY);
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (number) {
      i += number[0].length;
      return Number(number[0]);
    }
    return fail(c === undefined ? "unexpected end of text" : `unexpected "${c}"`);
  };
  try {
    const root = value("");
    space();
    if (i < text.length) fail(`unexpected "${text[i]}" after the value`);
    return { ok: true, json: { value: root, positions } };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, message: error.message, at: at(error.index) };
    throw error;
  }
}
