// Render: a ReportModel (+ templates) → the text of one output format; pure functions, a registry by name.
import type { ReportModel, UnionModel } from "../report/index.ts";
import type { Templates } from "./handlebars.ts";
import { renderJson } from "./json.ts";
import { renderMarkdown, renderUnionMarkdown } from "./markdown.ts";

export const RENDERERS = {
  md: { extension: "md", render: renderMarkdown },
  json: { extension: "json", render: (model: ReportModel, _templates: Templates) => renderJson(model) },
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
} as const satisfies Record<RenderFormat, (model: UnionModel, templates: Templates) => string>;

export function renderUnion(model: UnionModel, format: RenderFormat, templates: Templates): string {
  return UNION_RENDERERS[format](model, templates);
}

export { fmtBytes, fmtFlops, fmtInt, fmtPercent, fmtSeconds } from "./format.ts";
export type { Templates } from "./handlebars.ts";
