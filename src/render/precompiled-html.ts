// The HTML templates the CLI starts without compiling: none here, so the library and the tests compile from
// templates/; the CLI bundle (build/bundle.ts) replaces this module with a chunk that only HTML runs load.
import type Handlebars from "handlebars";

/** What Handlebars.precompile writes for one template. */
export type TemplateSpecification = Parameters<typeof Handlebars.template>[0];

/** Templates by name ("report.md", "partials/sites.md"), each with the text it was precompiled from. */
export type PrecompiledTable = Readonly<Record<string, { text: string; spec: TemplateSpecification }>>;

export const PRECOMPILED_HTML: PrecompiledTable = {};
