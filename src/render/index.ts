// Render: a ReportModel (+ templates) → the text of one output format; pure functions, a registry by name.
import type { CompareModel, DiffModel, DiffSetModel, ReportModel, UnionModel } from "../report/index.ts";
import { renderCompareMarkdown, renderDiffMarkdown } from "./compare-diff.ts";
import type { Templates } from "./handlebars.ts";
import { renderCompareHtml, renderDiffHtml, renderHtml, renderUnionHtml } from "./html.ts";
import { renderJson } from "./json.ts";
import { renderMarkdown, renderUnionMarkdown } from "./markdown.ts";
import { renderReportText, renderUnionText } from "./text.ts";
import { renderCompareText, renderDiffText } from "./text-compare.ts";
import { DEFAULT_TEXT_OPTIONS, type TextOptions } from "./text-layout.ts";

export { TEXT_WIDTH_MAX, TEXT_WIDTH_MIN, type TextOptions } from "./text-layout.ts";

export const RENDERERS = {
  md: { extension: "md", render: renderMarkdown },
  json: { extension: "json", render: (model: ReportModel, _templates: Templates) => renderJson(model) },
  html: { extension: "html", render: renderHtml },
  text: {
    extension: "txt",
    render: (model: ReportModel, _templates: Templates, options: TextOptions) =>
      renderReportText(model, options),
  },
} as const satisfies Record<
  string,
  { extension: string; render(model: ReportModel, templates: Templates, options: TextOptions): string }
>;

export type RenderFormat = keyof typeof RENDERERS;
export const RENDER_FORMATS = Object.keys(RENDERERS) as RenderFormat[];

/** The file extension a format writes (--out DIR) and that -o FILE chooses it by. */
export const extensionOf = (format: RenderFormat): string => RENDERERS[format].extension;

/** The terminal view's width and --wide reach only the text renderers; the others ignore them. */
export function render(
  model: ReportModel,
  format: RenderFormat,
  templates: Templates,
  options: TextOptions = DEFAULT_TEXT_OPTIONS,
): string {
  return RENDERERS[format].render(model, templates, options);
}

export const UNION_RENDERERS = {
  md: renderUnionMarkdown,
  json: (model: UnionModel, _templates: Templates) => renderJson(model),
  html: renderUnionHtml,
  text: (model: UnionModel, _templates: Templates, options: TextOptions) => renderUnionText(model, options),
} as const satisfies Partial<
  Record<RenderFormat, (model: UnionModel, templates: Templates, options: TextOptions) => string>
>;

type Renderer<M> = (model: M, templates: Templates, options: TextOptions) => string;

export function renderUnion(
  model: UnionModel,
  format: RenderFormat,
  templates: Templates,
  options: TextOptions = DEFAULT_TEXT_OPTIONS,
): string | undefined {
  return (UNION_RENDERERS as Partial<Record<RenderFormat, Renderer<UnionModel>>>)[format]?.(
    model,
    templates,
    options,
  );
}

export { fmtBytes, fmtFlops, fmtInt, fmtPercent, fmtRate, fmtSeconds } from "./format.ts";
export type { Templates } from "./handlebars.ts";

export const COMPARE_RENDERERS = {
  md: renderCompareMarkdown,
  json: (model: CompareModel, _templates: Templates) => renderJson(model),
  html: renderCompareHtml,
  text: (model: CompareModel, _templates: Templates, options: TextOptions) =>
    renderCompareText(model, options),
} as const satisfies Partial<Record<RenderFormat, Renderer<CompareModel>>>;

type AnyDiff = DiffModel | DiffSetModel;
export const DIFF_RENDERERS = {
  md: renderDiffMarkdown,
  json: (model: AnyDiff, _templates: Templates) => renderJson(model),
  html: renderDiffHtml,
  text: (model: AnyDiff, _templates: Templates, options: TextOptions) => renderDiffText(model, options),
} as const satisfies Partial<Record<RenderFormat, Renderer<AnyDiff>>>;

/** Renders a compare or diff model; a format without a renderer for it is a usage error for the caller. */
export function renderCommand(
  model: CompareModel | AnyDiff,
  format: RenderFormat,
  templates: Templates,
  options: TextOptions = DEFAULT_TEXT_OPTIONS,
): string | undefined {
  if (model.command === "compare")
    return (COMPARE_RENDERERS as Partial<Record<RenderFormat, Renderer<CompareModel>>>)[format]?.(
      model,
      templates,
      options,
    );
  return (DIFF_RENDERERS as Partial<Record<RenderFormat, Renderer<AnyDiff>>>)[format]?.(
    model,
    templates,
    options,
  );
}
export {
  SIMULATE_EXTENSIONS,
  SIMULATE_FORMATS,
  SIMULATE_RENDERERS,
  type SimulateFormat,
  simulationSeriesChart,
} from "./simulate.ts";
