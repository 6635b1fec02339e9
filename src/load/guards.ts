// What every YAML document is checked for before its data is used: refused keys, the number rule, nesting depth.
import { type Document, isMap, isPair, isScalar, isSeq, type LineCounter, type Node } from "yaml";
import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import { numberProblem } from "../schema/numbers.ts";

/** Keys that name the prototype chain: dropped or worse by a plain object, so refused wherever a file is read. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);
/** Real inputs nest six or seven levels; the parser recurses per level, so deeper is refused before it overflows. */
export const MAX_YAML_DEPTH = 100;

/** Every refused key, number out of the rule and nesting past the limit in a parsed document, each where it is written. */
export function checkDocument(doc: Document, lineCounter: LineCounter, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (node: Node | null | undefined) => lineCounter.linePos(node?.range?.[0] ?? 0);
  const walk = (node: unknown, depth: number): void => {
    if (depth > MAX_YAML_DEPTH) {
      out.push({
        ...diagnose("LOAD_YAML_TOO_DEEP", { limit: MAX_YAML_DEPTH }, { file, path: [] }),
        ...at(node as Node),
      });
      return;
    }
    if (isMap(node) || isSeq(node)) {
      for (const item of node.items) {
        if (isPair(item)) {
          const key = item.key;
          if (isScalar(key) && typeof key.value === "string" && PROTOTYPE_KEYS.has(key.value))
            out.push({
              ...diagnose("LOAD_KEY_FORBIDDEN", { key: key.value }, { file, path: [] }),
              ...at(key),
            });
          walk(key, depth + 1);
          walk(item.value, depth + 1);
        } else walk(item, depth + 1);
      }
      return;
    }
    if (isScalar(node) && typeof node.value === "number") {
      const problem = numberProblem(node.value);
      const written = node.source ?? String(node.value);
      if (problem)
        out.push({
          ...diagnose("LOAD_NUMBER_INVALID", { value: written, problem }, { file, path: [] }),
          ...at(node),
        });
    }
  };
  walk(doc.contents, 0);
  return out;
}

/** yaml reports its own stack overflow as a syntax error; that is a nesting limit, said as one. */
export const isStackOverflow = (message: string) => /Maximum call stack size exceeded/i.test(message);
