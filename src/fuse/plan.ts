import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { BlockRun } from "../instantiate/index.ts";
import type { ConcreteNode, OpKind } from "../ir/index.ts";
import type { CircuitDoc, CircuitNodeDoc, FusionGroupDoc, FusionsDoc } from "../schema/index.ts";

/** Where an edge comes from: the instance that produced it and its output's name; undefined for a graph input. */
interface Ref {
  inst: number;
  edge: string;
}

/** One node as it runs in one layer: its site, op and the producers of its inputs. */
export interface Instance {
  id: number;
  /** How many instances of the step this one stands for: a run repeated many times is expanded three times, the middle copy standing for all but the first and last. */
  weight: number;
  site: string;
  op: OpKind;
  ins: (Ref | undefined)[];
  outs: string[];
}

/** The step as it runs, layer by layer, with every edge resolved to the instance that made it. */
export interface InstanceGraph {
  instances: Instance[];
  /** Per instance and output edge: the (instance, input index) pairs that read it. */
  readers: Map<string, { inst: number; index: number }[]>;
}

const refKey = (r: Ref) => `${r.inst}:${r.edge}`;

/**
 * Expands the circuit over the step's block runs; nodes the model switches off pass their inputs through. A run of
 * more than three repeats is laid out three times: the first and last copies meet the blocks around the run, the
 * middle one stands for every repeat between (a group that starts there counts that many times).
 */
export function expandInstances(
  circuit: CircuitDoc,
  order: ReadonlyMap<string, readonly CircuitNodeDoc[]>,
  blockSequence: readonly BlockRun[],
  nodes: readonly ConcreteNode[],
): InstanceGraph {
  const active = new Map(nodes.map((n) => [n.site, n]));
  const instances: Instance[] = [];
  const stream = new Map<string, Ref | undefined>();
  const laidOut = blockSequence.flatMap((run) => {
    const copies = run.times > 3 ? [1, run.times - 2, 1] : Array.from({ length: run.times }, () => 1);
    return copies.flatMap((weight) => run.blocks.map((name) => ({ name, weight })));
  });
  for (const { name, weight } of laidOut) {
    const block = circuit.blocks[name];
    if (!block) continue;
    const local = new Map<string, Ref | undefined>();
    for (const edge of block.in) local.set(edge, stream.get(edge));
    const sorted = order.get(name);
    if (!sorted) throw new Error(`internal: block ${name} has no execution order from validation`);
    for (const node of sorted) {
      const site = `${name}.${node.id}`;
      const concrete = active.get(site);
      if (!concrete) {
        node.out.forEach((e, i) => {
          const complement = block.nodes.some(
            (o) => o !== node && active.has(`${name}.${o.id}`) && o.out.some((oe) => oe.edge === e.edge),
          );
          if (!complement) local.set(e.edge, local.get(node.in[i] ?? ""));
        });
        continue;
      }
      const inst: Instance = {
        id: instances.length,
        weight,
        site,
        op: concrete.op,
        ins: node.in.map((edge) => local.get(edge)),
        outs: node.out.map((e) => e.edge),
      };
      instances.push(inst);
      for (const edge of inst.outs) local.set(edge, { inst: inst.id, edge });
    }
    for (const [outer, inner] of Object.entries(block.out)) stream.set(outer, local.get(inner));
  }
  const readers = new Map<string, { inst: number; index: number }[]>();
  for (const inst of instances) {
    inst.ins.forEach((r, index) => {
      if (!r) return;
      const list = readers.get(refKey(r)) ?? [];
      list.push({ inst: inst.id, index });
      readers.set(refKey(r), list);
    });
  }
  return { instances, readers };
}

/** One kind of fused kernel as it occurs in the step: its member sites and what it no longer moves. */
export interface GroupPlan {
  group: string;
  title: string;
  source: string;
  /** The site name the fused row carries: the members' sites joined by "+", the block said once. */
  site: string;
  members: string[];
  /** Instances per step. */
  count: number;
  /** Inputs a member no longer reads from memory (made inside the group, or already read by another member). */
  savedReads: { site: string; index: number }[];
  /** Outputs no longer written: every reader is inside the group. */
  savedWrites: { site: string; edge: string }[];
}

export interface FusionPlan {
  engine: string;
  groups: GroupPlan[];
  /** Per site, the instances left to run as their own kernel. */
  remaining: Map<string, number>;
  diagnostics: Diagnostic[];
}

const opsOf = (member: FusionGroupDoc["members"][number]): readonly OpKind[] =>
  typeof member.op === "string" ? [member.op] : member.op;

/** Joins member sites, naming a block once per run of members in it: attn.rope+kv_write+attention. */
export function groupSiteName(sites: readonly string[]): string {
  let block = "";
  return sites
    .map((site) => {
      const [b = "", node = site] = site.split(".");
      const text = b === block ? node : site;
      block = b;
      return text;
    })
    .join("+");
}

/**
 * Matches the file's groups over the step's instances in execution order: a node joins the first group (file order)
 * whose members and links it completes; the rest run as their own kernels. Links kept on chip that a node outside the
 * group reads are errors.
 */
export function planFusions(input: {
  doc: FusionsDoc;
  file: string;
  circuit: CircuitDoc;
  graph: InstanceGraph;
  nodes: readonly ConcreteNode[];
  /** Instances already fused by another plan (opportunities are looked for only among the rest). */
  taken?: ReadonlySet<number>;
}): FusionPlan & { takenInstances: Set<number> } {
  const { doc, graph } = input;
  const byId = graph.instances;
  const nodeOf = new Map(input.nodes.map((n) => [n.site, n]));
  const taken = new Set<number>(input.taken ?? []);
  const found = new Map<string, GroupPlan>();
  const diagnostics: Diagnostic[] = [];
  const readersOf = (inst: number, edge: string) => graph.readers.get(refKey({ inst, edge })) ?? [];
  const quantizes = (site: string) => {
    const n = nodeOf.get(site);
    return n !== undefined && n.ins[0]?.format.name !== n.outs[0]?.format.name;
  };
  const fits = (inst: Instance, member: FusionGroupDoc["members"][number]) =>
    !taken.has(inst.id) &&
    opsOf(member).includes(inst.op) &&
    (member.output !== "quantized" || quantizes(inst.site));

  const tryGroup = (start: Instance, group: FusionGroupDoc): number[] | undefined => {
    const [head, ...rest] = group.members;
    if (!head || !fits(start, head)) return undefined;
    const assigned = new Map<string, number>([[head.id, start.id]]);
    for (const member of rest) {
      const links = group.links.filter(
        (l) => (l.to === member.id && assigned.has(l.from)) || (l.from === member.id && assigned.has(l.to)),
      );
      if (!links.length) return undefined;
      const used = new Set(assigned.values());
      const reads = (consumer: number, producer: number) =>
        byId[consumer]?.ins.some((r) => r?.inst === producer) ?? false;
      const candidate = byId.find(
        (inst) =>
          !used.has(inst.id) &&
          fits(inst, member) &&
          links.every((l) =>
            l.to === member.id
              ? reads(inst.id, assigned.get(l.from) ?? -1)
              : reads(assigned.get(l.to) ?? -1, inst.id),
          ),
      );
      if (!candidate) return undefined;
      assigned.set(member.id, candidate.id);
    }
    return group.members.map((m) => assigned.get(m.id) ?? -1);
  };

  for (const start of byId) {
    for (const [g, group] of doc.groups.entries()) {
      const members = tryGroup(start, group);
      if (!members) continue;
      const inGroup = new Set(members);
      for (const id of members) taken.add(id);
      const site = (id: number) => byId[id]?.site ?? "";
      // A link kept on chip whose edge a node outside the group reads would drop that reader's input.
      group.links.forEach((link, l) => {
        if (link.written) return;
        const [from, to] = [
          members[group.members.findIndex((m) => m.id === link.from)] ?? -1,
          members[group.members.findIndex((m) => m.id === link.to)] ?? -1,
        ];
        for (const r of byId[to]?.ins ?? []) {
          if (r?.inst !== from) continue;
          for (const reader of readersOf(from, r.edge)) {
            if (inGroup.has(reader.inst)) continue;
            diagnostics.push(
              diagnose(
                "FUSION_EDGE_ESCAPES",
                {
                  group: group.id,
                  edge: r.edge,
                  producer: site(from),
                  reader: site(reader.inst),
                  circuit: input.circuit.arch,
                },
                { file: input.file, path: ["groups", g, "links", l] },
              ),
            );
          }
        }
      });
      const savedReads: GroupPlan["savedReads"] = [];
      const seenInputs = new Set<string>();
      for (const id of members) {
        byId[id]?.ins.forEach((r, index) => {
          if (!r) return;
          if (inGroup.has(r.inst) || seenInputs.has(refKey(r))) savedReads.push({ site: site(id), index });
          seenInputs.add(refKey(r));
        });
      }
      const savedWrites: GroupPlan["savedWrites"] = [];
      for (const id of members) {
        for (const edge of byId[id]?.outs ?? []) {
          const readers = readersOf(id, edge);
          if (readers.length && readers.every((x) => inGroup.has(x.inst)))
            savedWrites.push({ site: site(id), edge });
        }
      }
      const sites = members.map(site);
      const key = JSON.stringify([group.id, sites, savedReads, savedWrites]);
      const plan = found.get(key);
      const times = byId[members[0] ?? -1]?.weight ?? 1;
      if (plan) plan.count += times;
      else
        found.set(key, {
          group: group.id,
          title: group.title,
          source: group.source,
          site: groupSiteName(sites),
          members: sites,
          count: times,
          savedReads,
          savedWrites,
        });
      break;
    }
  }
  // Two plans of one member list (different savings in different layers) keep apart by a suffix.
  const groups = [...found.values()];
  const names = new Map<string, number>();
  for (const plan of groups) {
    const n = (names.get(plan.site) ?? 0) + 1;
    names.set(plan.site, n);
    if (n > 1) plan.site = `${plan.site}#${n}`;
  }
  const remaining = new Map<string, number>();
  for (const inst of byId)
    if (!taken.has(inst.id)) remaining.set(inst.site, (remaining.get(inst.site) ?? 0) + inst.weight);
  // An escape is a fact about sites: every layer's instances of the group meet the same finding again.
  return {
    engine: doc.engine,
    groups,
    remaining,
    diagnostics: [...new Set(diagnostics)],
    takenInstances: taken,
  };
}
