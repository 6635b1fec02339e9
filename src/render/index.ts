// Render: a ReportModel (+ templates) → the text of one output format; pure functions, a registry by name.
import type { CompareModel, DiffModel, DiffSetModel, ReportModel, UnionModel } from "../report/index.ts";
import { renderCompareMarkdown, renderDiffMarkdown } from "./compare-diff.ts";
import type { Templates } from "./handlebars.ts";
import { renderCompareHtml, renderDiffHtml, renderHtml, renderUnionHtml } from "./html.ts";
import { renderJson } from "./json.ts";
import { renderMarkdown, renderUnionMarkdown } from "./markdown.ts";

export const RENDERERS = {
  md: { extension: "md", render: renderMarkdown },
  json: { extension: "json", render: (model: ReportModel, _templates: Templates) => renderJson(model) },
  html: { extension: "html", render: renderHtml },
} as const satisfies Record<
  string,
  { extension: string; render(model: ReportModel, templates: Templates): string }
>;

export type RenderFormat = keyof typeof RENDERERS;
export const RENDER_FORMATS = Object.keys(RENDERERS) as RenderFormat[];

export function render(model: ReportModel, format: RenderFormat, templates: Templates): string {
  return RENDERERS[format].render(model, templates);
}

export const UNION_RENDERERS = {
  md: renderUnionMarkdown,
  json: (model: UnionModel, _templates: Templates) => renderJson(model),
  html: renderUnionHtml,
} as const satisfies Partial<Record<RenderFormat, (model: UnionModel, templates: Templates) => string>>;

export function renderUnion(
  model: UnionModel,
  format: RenderFormat,
  templates: Templates,
): string | undefined {
  return (UNION_RENDERERS as Partial<Record<RenderFormat, (m: UnionModel, t: Templates) => string>>)[
    format
  ]?.(model, templates);
}

export { fmtBytes, fmtFlops, fmtInt, fmtPercent, fmtRate, fmtSeconds } from "./format.ts";
export type { Templates } from "./handlebars.ts";

export const COMPARE_RENDERERS = {
  md: renderCompareMarkdown,
  json: (model: CompareModel, _templates: Templates) => renderJson(model),
  html: renderCompareHtml,
} as const satisfies Partial<Record<RenderFormat, (model: CompareModel, templates: Templates) => string>>;

type AnyDiff = DiffModel | DiffSetModel;
export const DIFF_RENDERERS = {
  md: renderDiffMarkdown,
  json: (model: AnyDiff, _templates: Templates) => renderJson(model),
  html: renderDiffHtml,
} as const satisfies Partial<Record<RenderFormat, (model: AnyDiff, templates: Templates) => string>>;

/** Renders a compare or diff model; a format without a renderer for it is a usage error for the caller. */
export function renderCommand(
  model: CompareModel | AnyDiff,
  format: RenderFormat,
  templates: Templates,
): string | undefined {
  if (model.command === "compare") {
    const r = (COMPARE_RENDERERS as Partial<Record<RenderFormat, (m: CompareModel, t: Templates) => string>>)[
      format
    ];
    return r?.(model, templates);
  }
  const r = (DIFF_RENDERERS as Partial<Record<RenderFormat, (m: AnyDiff, t: Templates) => string>>)[format];
  return r?.(model, templates);
}
