import type { ReportModel } from "../report/index.ts";
import { compileTemplates, type Templates } from "./handlebars.ts";

/** Presentation-only additions the templates need (names resolved, fit table pivoted); no numbers change. */
export function reportView(model: ReportModel) {
  const names = new Map(model.hardware.map((h) => [h.id, h.name]));
  return {
    ...model,
    overrideList: Object.entries(model.precision.overrides).map(([glob, o]) => ({
      glob,
      formats: Object.entries(o)
        .map(([role, f]) => `${role} \`${f}\``)
        .join(", "),
    })),
    tables: model.tables.map((t) => ({
      ...t,
      hardwareName: names.get(t.hardware) ?? t.hardware,
    })),
    memory: model.memory.map((m) => {
      const contexts = [...new Set(m.fit.map((f) => f.context))];
      return {
        ...m,
        hardwareName: names.get(m.hardware) ?? m.hardware,
        context: contexts[0] ?? 0,
        hasMaxSequences: m.maxSequences !== null,
        isSparse: m.activeParams < m.weightParams,
        sequences: [...new Set(m.fit.map((f) => f.sequences))],
        fitRows: contexts.map((context) => ({ context, cells: m.fit.filter((f) => f.context === context) })),
      };
    }),
  };
}

export function renderMarkdown(model: ReportModel, templates: Templates): string {
  return compileTemplates(templates, "md")(reportView(model));
}
