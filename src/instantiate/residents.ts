import { type Diagnostic, diagnose } from "../diagnostics/index.ts";
import type { WeightTensor } from "../ir/index.ts";
import type { BoundBlock, HeldState, ResidentTensor, SiteInfo } from "./types.ts";
import { walkStep } from "./walk.ts";

/**
 * What the step's nodes hold, walked once over structure: sites in execution order, resident weights (one name is
 * one tensor, checked here), and what each sequence keeps (each KV cache its writer fills, each recurrent state its updater keeps).
 */
export function residents(
  blocks: ReadonlyMap<string, BoundBlock>,
  sequence: readonly string[],
  inputs: readonly string[],
  circuitFile: string,
  out: Diagnostic[],
): { sites: SiteInfo[]; resident: ResidentTensor[]; held: HeldState[] } {
  const sites = new Map<string, SiteInfo>();
  const weights = new Map<string, ResidentTensor>();
  const owners = new Map<string, WeightTensor & { site: string }>();
  const held: HeldState[] = [];
  walkStep(
    { sequence, blocks },
    new Map(inputs.map((edge) => [edge, true as const])),
    (v) => v,
    (node) => {
      const { weight, bias, count } = node;
      if (!sites.has(node.site))
        sites.set(node.site, { site: node.site, op: node.op, count, formats: node.formats });
      for (const st of node.states) {
        if (st.access === "write" || (st.access === "update" && st.isRecurrent))
          held.push({
            format: st.format,
            rowsPerToken: st.rowsPerToken,
            cols: st.cols,
            count,
            ...(st.window ? { window: st.window } : {}),
            ...(st.isRecurrent ? { isRecurrent: true } : {}),
          });
      }
      const owner = weight ? owners.get(weight.name) : undefined;
      if (
        weight &&
        owner &&
        (owner.rows !== weight.rows || owner.cols !== weight.cols || owner.count !== weight.count)
      ) {
        out.push(
          diagnose(
            "EDGE_SHAPE_MISMATCH",
            {
              node: node.site,
              what: `weight "${weight.name}" is also the weight of ${owner.site}, and one name is one tensor`,
              expected: `[${owner.rows}, ${owner.cols}] × ${owner.count}`,
              received: `[${weight.rows}, ${weight.cols}] × ${weight.count}`,
              declared: `weight "${node.doc.weight?.shape}"`,
            },
            { file: circuitFile, path: [...node.path, "weight", "name"] },
          ),
        );
      }
      if (weight && !owner) owners.set(weight.name, { ...weight, site: node.site });
      if (weight && !weights.has(weight.name)) {
        const perCopyParams = (weight.rows * weight.cols + (bias ? bias.cols : 0)) * count;
        const routed = node.params.top_k !== undefined && weight.count > 1 ? node.params.top_k : weight.count;
        weights.set(weight.name, {
          name: weight.name,
          site: node.site,
          weight,
          ...(bias ? { bias } : {}),
          count,
          params: perCopyParams * weight.count,
          activeParams: perCopyParams * routed,
        });
      }
      return node.doc.out.map((e) => [e.edge, true] as const);
    },
  );
  return { sites: [...sites.values()], resident: [...weights.values()], held };
}
