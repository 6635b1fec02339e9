import { isMap, parseDocument, type YAMLMap } from "yaml";

/** One key path of a YAML document and the value to put there. */
export interface YamlEdit {
  path: readonly string[];
  value: unknown;
}

/**
 * The text with each edit applied in place, everything else (comments, key order, flow maps) as it was. A map
 * holding a `value` key (a value with its source) is written as one flow map, the way profiles write them.
 */
export function editYaml(text: string, edits: readonly YamlEdit[]): string {
  const doc = parseDocument(text, { keepSourceTokens: false });
  for (const edit of edits) {
    const node = doc.createNode(edit.value);
    flowLeaves(node);
    doc.setIn([...edit.path], node);
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true });
}

function flowLeaves(node: unknown) {
  if (!isMap(node)) return;
  const map = node as YAMLMap;
  if (
    map.items.some((pair) => (pair.key as { value?: unknown })?.value === "value" || pair.key === "value")
  ) {
    map.flow = true;
    return;
  }
  for (const pair of map.items) flowLeaves(pair.value);
}
