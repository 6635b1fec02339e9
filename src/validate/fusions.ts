import { closest, type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { FusionsDoc } from "../schema/index.ts";

/** Meaning checks for a fusion file: unique ids, links between declared members, every group one connected piece. */
export function checkFusions(doc: FusionsDoc, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  doc.groups.forEach((group, g) => {
    if (seen.has(group.id))
      out.push(
        diagnose("FUSION_DUPLICATE_ID", { kind: "group", id: group.id }, { file, path: ["groups", g, "id"] }),
      );
    seen.add(group.id);
    const ids = group.members.map((m) => m.id);
    const memberSeen = new Set<string>();
    group.members.forEach((m, i) => {
      if (memberSeen.has(m.id))
        out.push(
          diagnose(
            "FUSION_DUPLICATE_ID",
            { kind: "member", id: m.id, group: group.id },
            { file, path: ["groups", g, "members", i, "id"] },
          ),
        );
      memberSeen.add(m.id);
    });
    let linksKnown = true;
    group.links.forEach((link, l) => {
      for (const end of ["from", "to"] as const) {
        if (ids.includes(link[end])) continue;
        linksKnown = false;
        const hint = closest(link[end], ids);
        out.push(
          diagnose(
            "FUSION_MEMBER_UNKNOWN",
            { group: group.id, member: link[end], known: ids, ...(hint ? { hint } : {}) },
            { file, path: ["groups", g, "links", l, end] },
          ),
        );
      }
    });
    if (!linksKnown) return;
    const parts = connectedParts(ids, group.links);
    if (parts.length > 1)
      out.push(
        diagnose(
          "FUSION_GROUP_DISCONNECTED",
          { group: group.id, parts },
          { file, path: ["groups", g, group.links.length ? "links" : "members"] },
        ),
      );
  });
  return out;
}

/** Members split into the pieces the links join (links taken both ways), each in declaration order. */
export function connectedParts(
  ids: readonly string[],
  links: readonly { from: string; to: string }[],
): string[][] {
  const part = new Map(ids.map((id, i) => [id, i]));
  const root = (id: string): number => {
    let i = part.get(id) ?? 0;
    while (part.get(ids[i] ?? "") !== i) i = part.get(ids[i] ?? "") ?? i;
    return i;
  };
  for (const { from, to } of links) {
    const [a, b] = [root(from), root(to)];
    if (a !== b) part.set(ids[Math.max(a, b)] ?? "", Math.min(a, b));
  }
  const groups = new Map<number, string[]>();
  for (const id of ids) groups.set(root(id), [...(groups.get(root(id)) ?? []), id]);
  return [...groups.values()];
}
