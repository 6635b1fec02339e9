// A parsed config.json and how its values are read: typed keys, computed dims, switches, the layer pattern.

import type { Diagnostic } from "../diagnostics/index.ts";
import {
  type DiagnosticArgs,
  type DiagnosticCode,
  type DiagnosticOf,
  diagnose,
} from "../diagnostics/index.ts";
import type { Json, Position, PositionedJson } from "./json.ts";
import type { DimRule, ModelTypeRow, NumberSource, PatternSource, SwitchSource } from "./tables.ts";

export type Dict = { [key: string]: Json };
export const isDict = (v: Json | undefined): v is Dict =>
  typeof v === "object" && v !== null && !Array.isArray(v);
export const show = (v: Json | undefined) => (v === undefined ? "absent" : JSON.stringify(v));

/** A config, with where each of its keys sits. */
export class Config {
  readonly json: PositionedJson;
  readonly file: string;
  readonly nested: string | undefined;
  constructor(json: PositionedJson, file: string, nested?: string) {
    this.json = json;
    this.file = file;
    this.nested = nested;
  }

  get root(): Dict {
    return isDict(this.json.value) ? this.json.value : {};
  }

  /**
   * A key from the nested section first (Gemma 3's text_config), then the top level; null counts as absent. A dotted
   * key is a path through objects (Gemma 4's rope_parameters.full_attention.partial_rotary_factor).
   */
  get(key: string): { value: Json; path: string } | undefined {
    if (key.includes(".")) return this.getPath(key);
    const section = this.nested ? this.root[this.nested] : undefined;
    // Own keys only: a config's "constructor" or "__proto__" is data, never the object's prototype chain.
    const own = (d: Dict) => (Object.hasOwn(d, key) && d[key] !== null ? d[key] : undefined);
    const inner = this.nested && isDict(section) ? own(section) : undefined;
    if (inner !== undefined) return { value: inner, path: `${this.nested}.${key}` };
    const value = own(this.root);
    if (value !== undefined) return { value, path: key };
    // transformers v5 nests rope_theta, partial_rotary_factor and the scaling under rope_parameters.
    for (const [holder, prefix] of [
      [isDict(section) ? section : undefined, `${this.nested}.`],
      [this.root, ""],
    ] as const) {
      const rope = holder && Object.hasOwn(holder, "rope_parameters") ? holder.rope_parameters : undefined;
      const found = isDict(rope) ? own(rope) : undefined;
      if (found !== undefined) return { value: found, path: `${prefix}rope_parameters.${key}` };
    }
    return undefined;
  }

  private getPath(dotted: string): { value: Json; path: string } | undefined {
    const [head, ...rest] = dotted.split(".");
    const start = head === undefined ? undefined : this.get(head);
    let value: Json | undefined = start?.value;
    for (const part of rest) {
      // Own keys only, as in get().
      value = isDict(value) && Object.hasOwn(value, part) && value[part] !== null ? value[part] : undefined;
      if (value === undefined) return undefined;
    }
    return start && value !== undefined ? { value, path: `${start.path}.${rest.join(".")}` } : undefined;
  }

  /** Where a key (or a dotted path) is; a missing one points at the object that should hold it. */
  where(keyOrPath: string): Location {
    const path = this.get(keyOrPath)?.path ?? keyOrPath;
    const parent = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : (this.nested ?? "");
    const position = this.json.positions.get(path) ??
      this.json.positions.get(parent) ??
      this.json.positions.get("") ?? { line: 1, col: 1 };
    return { file: this.file, ...position };
  }
}

export interface Location extends Position {
  file: string;
}

/** A diagnostic pointing at a place in a JSON file (positions come from our parser, not the YAML loader). */
export function located<C extends DiagnosticCode>(
  code: C,
  args: DiagnosticArgs<C>,
  at: Location,
): DiagnosticOf<C> {
  return { ...diagnose(code, args, { file: at.file, path: [] }), line: at.line, col: at.col };
}

/** A value and the comment that says where it came from. */
export interface Sourced<T> {
  value: T;
  comment: string;
}

/** What one source yields: a value, a key the config lacks, or a key holding the wrong type. */
export type Read<T> = Sourced<T> | { missing: string } | { wrong: string; value: Json };

/** A config value of the wanted JSON type, or why there is none. */
function typed<T>(config: Config, key: string, is: (v: Json) => v is T & Json): Read<T> {
  const found = config.get(key);
  if (!found) return { missing: key };
  return is(found.value)
    ? { value: found.value, comment: found.path }
    : { wrong: found.path, value: found.value };
}
const isNumber = (v: Json): v is number => typeof v === "number";

/** A number, or a non-empty list of one number repeated (a per-layer setting every layer shares), as that number. */
function uniformOf(config: Config, key: string): Read<number> {
  const found = config.get(key);
  if (!found) return { missing: key };
  const v = found.value;
  if (typeof v === "number") return { value: v, comment: found.path };
  if (Array.isArray(v) && v.length > 0 && typeof v[0] === "number" && v.every((x) => x === v[0]))
    return { value: v[0], comment: `${found.path} (${v[0]} on every layer)` };
  return { wrong: found.path, value: v };
}
const isBoolean = (v: Json): v is boolean => typeof v === "boolean";

export function readNumber(config: Config, source: NumberSource): Read<number> {
  if ("key" in source) return typed(config, source.key, isNumber);
  if ("uniform" in source) return uniformOf(config, source.uniform);
  if ("uniformProduct" in source) {
    const [x, y] = source.uniformProduct.map((k) => uniformOf(config, k)) as [Read<number>, Read<number>];
    if (!("comment" in x)) return x;
    if (!("comment" in y)) return y;
    return { value: x.value * y.value, comment: `${x.comment} × ${y.comment}` };
  }
  if ("default" in source) return { value: source.default, comment: source.note };
  if ("fallback" in source) {
    const got = typed(config, source.fallback, isNumber);
    return "comment" in got ? { value: got.value, comment: `${got.comment} (${source.note})` } : got;
  }
  if ("floorProduct" in source) {
    const [x, y] = source.floorProduct.map((k) => typed(config, k, isNumber)) as [Read<number>, Read<number>];
    if (!("comment" in x)) return x;
    if (!("comment" in y)) return y;
    return { value: Math.floor(x.value * y.value), comment: `int(${x.comment} × ${y.comment} (${y.value}))` };
  }
  const [a, b] = "quotient" in source ? source.quotient : source.product;
  const [x, y] = [typed(config, a, isNumber), typed(config, b, isNumber)];
  if (!("comment" in x)) return x;
  if (!("comment" in y)) return y;
  return "quotient" in source
    ? { value: x.value / y.value, comment: `${x.comment} / ${y.comment}` }
    : { value: x.value * y.value, comment: `${x.comment} × ${y.comment} (${y.value})` };
}

export function readSwitch(config: Config, source: SwitchSource): Read<boolean> {
  if ("key" in source) return typed(config, source.key, isBoolean);
  if ("positive" in source) {
    const got = typed(config, source.positive, isNumber);
    return "comment" in got
      ? { value: got.value > 0, comment: `${got.comment} ${got.value} ${got.value > 0 ? "> 0" : "= 0"}` }
      : got;
  }
  if ("isSet" in source) {
    const found = config.get(source.isSet);
    return {
      value: found !== undefined,
      comment: `${source.isSet} ${found ? "is set" : "is absent or null"}`,
    };
  }
  if ("default" in source) return { value: source.default, comment: source.note };
  return { value: source.value, comment: source.note };
}

/**
 * The first source that yields; a documented default names the key it stands in for. A key of the wrong type stops
 * the search (it is there, and wrong); when nothing yields, the first missing key is the one to name.
 */
export function firstOf<T, S extends object>(
  sources: readonly S[],
  read: (source: S) => Read<T>,
): Sourced<T> | { missing: string } | { wrong: string; value: Json } {
  let missing: string | undefined;
  for (const source of sources) {
    const r = read(source);
    if ("wrong" in r) return r;
    if ("missing" in r) missing ??= r.missing;
    else return "default" in source && missing ? { ...r, comment: `${missing} absent; ${r.comment}` } : r;
  }
  return { missing: missing ?? "" };
}

/** The layer pattern, one letter per layer, from the first source the config has. */
export function readPattern(
  config: Config,
  sources: readonly PatternSource[],
  layers: number,
  fail: (key: string, value: string, expected: string) => void,
): Sourced<string> | { missing: string } {
  for (const source of sources) {
    const read = readOne(config, source, layers, fail);
    if (read) return read;
  }
  const first = sources[0];
  return { missing: first ? patternKey(first) : "" };
}

/** The key a pattern source names first: what a config lacking every source is told it misses. */
export function patternKey(s: PatternSource): string {
  if ("combine" in s) return s.combine[0][0] ? patternKey(s.combine[0][0]) : "";
  return "list" in s ? s.list : "string" in s ? s.string : "indices" in s ? s.indices : s.every;
}

const FAILED: Sourced<string> = { value: "", comment: "" };

/** 2nd, 3rd, 4th, 11th, 21st: how a layer period reads in a model file's comment. */
const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
};

/** One source's pattern; undefined when the config does not have it (the next source is tried). */
function readOne(
  config: Config,
  source: PatternSource,
  layers: number,
  fail: (key: string, value: string, expected: string) => void,
): Sourced<string> | { missing: string } | undefined {
  if ("combine" in source) {
    const parts: Sourced<string>[] = [];
    for (const part of source.combine) {
      const read = readPattern(config, part, layers, fail);
      if ("missing" in read) return read;
      // A failed read has no comment (its diagnostic is out); an empty list is a pattern of the wrong length.
      if (!read.comment) return FAILED;
      if ([...read.value].length !== layers) {
        fail(
          read.comment,
          `${[...read.value].length} layers long`,
          `one entry per layer (num_hidden_layers ${layers})`,
        );
        return FAILED;
      }
      parts.push(read);
    }
    const [a, b] = parts.map((p) => [...p.value]);
    const letters = (a ?? []).map((x, i) => source.letters[`${x}${b?.[i] ?? ""}`] ?? "?");
    const pairs = Object.entries(source.letters).map(([pair, letter]) => `${pair} = ${letter}`);
    return {
      value: letters.join(""),
      comment: `${parts.map((p) => p.comment).join("; ")} (${pairs.join(", ")})`,
    };
  }
  if ("list" in source) {
    const found = config.get(source.list);
    if (!found) return undefined;
    if (source.skipEmpty && Array.isArray(found.value) && found.value.length === 0) return undefined;
    const items = Array.isArray(found.value) ? found.value : [];
    const spell = (item: Json) =>
      typeof item === "string" || typeof item === "number" ? String(item) : undefined;
    const letters = items.map((item) => {
      const k = spell(item);
      return k !== undefined && Object.hasOwn(source.letters, k) ? source.letters[k] : undefined;
    });
    const bad = items.find((_, i) => letters[i] === undefined);
    if (!Array.isArray(found.value) || bad !== undefined) {
      fail(found.path, show(bad ?? found.value), `a list of ${Object.keys(source.letters).join(" or ")}`);
      return FAILED;
    }
    return { value: letters.join(""), comment: found.path };
  }
  if ("string" in source) {
    const found = config.get(source.string);
    if (!found) return undefined;
    if (typeof found.value !== "string" || [...found.value].some((c) => !source.letters.includes(c))) {
      fail(found.path, show(found.value), `one letter per layer, each one of ${source.letters}`);
      return FAILED;
    }
    return { value: found.value, comment: found.path };
  }
  if ("indices" in source) {
    const found = config.get(source.indices);
    if (!found) return undefined;
    const items = Array.isArray(found.value) ? found.value : [];
    const whole = (v: Json): v is number =>
      typeof v === "number" && Number.isInteger(v) && v >= 0 && v < layers;
    const bad = items.find((v) => !whole(v));
    if (!Array.isArray(found.value) || bad !== undefined) {
      fail(found.path, show(bad ?? found.value), `a list of layer indices from 0 to ${layers - 1}`);
      return FAILED;
    }
    const hits = new Set(items);
    const spelt = Array.from({ length: layers }, (_, i) => (hits.has(i) ? source.hit : source.miss));
    return {
      value: spelt.join(""),
      comment: `${found.path}: the layers listed ${source.hit}, the others ${source.miss}`,
    };
  }
  const found = config.get(source.every);
  const period = typeof found?.value === "number" ? found.value : source.default?.value;
  if (period === undefined) return undefined;
  if (!Number.isInteger(period) || period <= 0) {
    fail(found?.path ?? source.every, show(found?.value), "a positive whole number of layers");
    return FAILED;
  }
  const spelt = Array.from({ length: layers }, (_, i) => ((i + 1) % period === 0 ? source.hit : source.miss));
  const why = found ? found.path : `${source.every} absent; ${source.default?.note}`;
  return {
    value: spelt.join(""),
    comment:
      period === 1
        ? `${why}: every layer ${source.hit}`
        : `${why}: every ${ordinal(period)} layer ${source.hit}, the others ${source.miss}`,
  };
}

export interface DimRead {
  dim: string;
  value: Sourced<number>;
}
export interface SwitchRead {
  name: string;
  value: Sourced<boolean>;
}

const need = (row: ModelTypeRow, what: string) => `circuit ${row.circuit} (${what})`;
const invalidAt = (config: Config, out: Diagnostic[]) => (key: string, value: string, expected: string) =>
  out.push(located("IMPORT_VALUE_INVALID", { key, value, expected }, config.where(key)));

/** Values the circuit cannot express otherwise, then every dim the table names; each problem reported. */
export function readDims(config: Config, row: ModelTypeRow, out: Diagnostic[]): DimRead[] {
  const invalid = invalidAt(config, out);
  for (const e of row.expect ?? []) {
    const found = config.get(e.key);
    if (!found || e.allowed.some((a) => JSON.stringify(a) === JSON.stringify(found.value))) continue;
    const floor = e.atLeast ? config.get(e.atLeast)?.value : undefined;
    if (typeof floor === "number" && typeof found.value === "number" && found.value >= floor) continue;
    const items = found.value;
    if (
      e.eachOf &&
      Array.isArray(items) &&
      items.every((v) => typeof v === "string" && e.eachOf?.includes(v))
    )
      continue;
    invalid(found.path, show(found.value), e.why);
  }
  const dims: DimRead[] = [];
  for (const rule of row.dims) {
    const got = firstOf(rule.from, (source) => readNumber(config, source));
    if ("wrong" in got) invalid(got.wrong, show(got.value), `a number for dim ${rule.dim}`);
    else if ("missing" in got) {
      if (!rule.isOptional)
        out.push(
          located(
            "IMPORT_KEY_MISSING",
            { key: got.missing, need: need(row, `dim ${rule.dim}`) },
            config.where(got.missing),
          ),
        );
    } else if (got.value === 0 && rule.mayBeZero) {
      // Zero of an optional part (no dense first layers, no MTP module): the dim is left out with its part.
    } else if (!wholeFor(rule, got.value))
      invalid(
        got.comment,
        String(got.value),
        `a ${rule.mayBeZero ? "non-negative" : "positive"} whole number for dim ${rule.dim}`,
      );
    else dims.push({ dim: rule.dim, value: got });
  }
  return dims;
}

const wholeFor = (rule: DimRule, v: number) =>
  Number.isInteger(v) && (v > 0 || (v === 0 && rule.mayBeZero === true));

export function readSwitches(config: Config, row: ModelTypeRow, out: Diagnostic[]): SwitchRead[] {
  const switches: SwitchRead[] = [];
  for (const rule of row.switches) {
    const got = firstOf(rule.from, (source) => readSwitch(config, source));
    if ("wrong" in got)
      invalidAt(config, out)(got.wrong, show(got.value), `true or false for switch ${rule.switch}`);
    else if ("missing" in got)
      out.push(
        located(
          "IMPORT_KEY_MISSING",
          { key: got.missing, need: need(row, `switch ${rule.switch}`) },
          config.where(got.missing),
        ),
      );
    else switches.push({ name: rule.switch, value: got });
  }
  return switches;
}

/** The layer pattern, one letter per layer, when the table spells one. */
export function readLayerPattern(
  config: Config,
  row: ModelTypeRow,
  layers: number,
  out: Diagnostic[],
): Sourced<string> | undefined {
  if (!row.pattern) return undefined;
  const invalid = invalidAt(config, out);
  const read = readPattern(config, row.pattern, layers, invalid);
  if ("missing" in read) {
    out.push(
      located(
        "IMPORT_KEY_MISSING",
        { key: read.missing, need: need(row, "the layer pattern") },
        config.where(read.missing),
      ),
    );
    return undefined;
  }
  // An empty list is a pattern of the wrong length, not a missing one (it used to write a model with no pattern).
  if (read.comment && [...read.value].length !== layers) {
    invalid(
      read.comment,
      `${[...read.value].length} layers long`,
      `one entry per layer (num_hidden_layers ${layers})`,
    );
    return undefined;
  }
  return read.comment ? read : undefined;
}
