// Parsing an input's text into a source with positions: no file system here, so the same parse (and the same
// diagnostics, positioned the same) runs on files read from disk and on documents handed in memory (venn explore).
import { Document, isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, visit } from "yaml";
import { type Diagnostic, diagnose, type KeyPath } from "../diagnostics/index.ts";
import { recall, remember } from "../input-cache/index.ts";
import { csvRecords, parseCsv } from "./csv.ts";
import { checkDocument, isStackOverflow, MAX_YAML_DEPTH } from "./guards.ts";

/** A parsed input file, with what is needed to point at any key in it. */
export interface SourceFile {
  file: string;
  text: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
  /** Positions for a source that is not YAML (a CSV table): key path → line and col of the cell. */
  positionOf?: (path: KeyPath, isKey?: boolean) => { line: number; col: number };
}

/** yaml's guard against alias bombs: a document may expand at most this many alias references. */
export const MAX_ALIAS_COUNT = 100;

/** A CSV file as a source whose data is { [key]: rows }, each diagnostic path pointing at its cell. */
export function parseCsvSource(
  text: string,
  file: string,
  key: string,
): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const { table, diagnostics } = parseCsv(text, file);
  if (!table) return { diagnostics };
  const { data, positionOf } = csvRecords(table, key);
  const doc = new Document(data);
  return { source: { file, text, doc, lineCounter: new LineCounter(), data, positionOf }, diagnostics };
}

/**
 * Parses YAML text, keeping positions; every syntax error is reported, not only the first. A file read again with the
 * same text (compare and diff load the model, circuit and profile once per cell) gets the first parse back.
 */
export function parseSource(text: string, file: string): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const key = `${file}\0${text}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  const result = parseSourceOnce(text, file);
  parsed.set(key, result);
  return result;
}

/** Parses by file name and text; bounded, since a long-lived process may read many generated inputs. */
const parsed = new Map<string, { source?: SourceFile; diagnostics: Diagnostic[] }>();
const PARSED_LIMIT = 256;

function parseSourceOnce(text: string, file: string): { source?: SourceFile; diagnostics: Diagnostic[] } {
  // The data is a pure function of the text; a clean parse remembered is used without running yaml at all.
  const key = `load\0${text}`;
  const hit = recall(key);
  if (hit) return { source: sourceWithLazyDocument(file, text, hit.value), diagnostics: [] };
  const { doc, lineCounter } = parseYaml(text);
  // linePos is only filled with prettyErrors, so positions come from our own LineCounter.
  const diagnostics: Diagnostic[] = doc.errors.map((error) => ({
    ...(isStackOverflow(error.message)
      ? diagnose("LOAD_YAML_TOO_DEEP", { limit: MAX_YAML_DEPTH }, { file, path: [] })
      : diagnose(
          "LOAD_YAML_SYNTAX",
          { detail: error.message.split("\n")[0] ?? error.message },
          { file, path: [] },
        )),
    ...lineCounter.linePos(error.pos[0]),
  }));
  if (diagnostics.length === 0) diagnostics.push(...checkDocument(doc, lineCounter, file));
  if (diagnostics.length > 0) return { diagnostics };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      // Points at the first alias: the bomb is where aliases start multiplying.
      let at = 0;
      visit(doc, {
        Alias(_, node) {
          at = node.range?.[0] ?? 0;
          return visit.BREAK;
        },
      });
      return {
        diagnostics: [
          {
            ...diagnose("LOAD_YAML_ALIAS_LIMIT", { limit: MAX_ALIAS_COUNT }, { file, path: [] }),
            ...lineCounter.linePos(at),
          },
        ],
      };
    }
    throw error;
  }
  remember(key, data);
  return { source: { file, text, doc, lineCounter, data }, diagnostics: [] };
}

function parseYaml(text: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  // logLevel error: a collection used as a key is reported by the schema as an unknown key, not a Node warning.
  const doc = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
    strict: true,
    logLevel: "error",
  });
  return { doc, lineCounter };
}

/** A source whose yaml Document is built from its text on first use: only a diagnostic to position needs it. */
function sourceWithLazyDocument(file: string, text: string, data: unknown): SourceFile {
  let parsed: { doc: Document; lineCounter: LineCounter } | undefined;
  const yaml = () => {
    parsed ??= parseYaml(text);
    return parsed;
  };
  return {
    file,
    text,
    data,
    get doc() {
      return yaml().doc;
    },
    get lineCounter() {
      return yaml().lineCounter;
    },
  };
}

/** Line and column of the deepest node along a key path (of the key itself when isKey). */
export function locate(source: SourceFile, path: KeyPath, isKey = false): { line: number; col: number } {
  if (source.positionOf) return source.positionOf(path, isKey);
  let node: unknown = source.doc.contents;
  let offset = (source.doc.contents as Node | null)?.range?.[0] ?? 0;
  for (const [index, key] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
      if (!pair) break;
      const keyNode = pair.key as Node;
      if (last && isKey) {
        offset = keyNode.range?.[0] ?? offset;
        break;
      }
      const value = pair.value as Node | null;
      offset = value?.range?.[0] ?? keyNode.range?.[0] ?? offset;
      node = value;
    } else if (isSeq(node) && typeof key === "number") {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return source.lineCounter.linePos(offset);
}

/** Fills line and col from each diagnostic's key path, using the sources it points into. */
export function attachPositions(
  diagnostics: readonly Diagnostic[],
  sources: ReadonlyMap<string, SourceFile>,
): Diagnostic[] {
  return diagnostics.map((d) => {
    let result = d;
    const source = d.file ? sources.get(d.file) : undefined;
    if (source && d.path && d.line === undefined) result = { ...result, ...locate(source, d.path, d.isKey) };
    const related = d.related;
    const relatedSource = related ? sources.get(related.file) : undefined;
    if (related && relatedSource && related.line === undefined) {
      result = { ...result, related: { ...related, ...locate(relatedSource, related.path) } };
    }
    return result;
  });
}
