// The templates the CLI starts without compiling: none here, so the library and the tests compile from templates/;
// the CLI bundle (build/bundle.ts) replaces this module with the table precompiledModule writes from templates/.
import type Handlebars from "handlebars";

/** What Handlebars.precompile writes for one template. */
type TemplateSpecification = Parameters<typeof Handlebars.template>[0];

export const PRECOMPILED: Readonly<Record<string, { text: string; spec: TemplateSpecification }>> = {};
