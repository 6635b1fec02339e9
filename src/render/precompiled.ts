// The Markdown templates the CLI starts without compiling: none here, so the library and the tests compile from
// templates/; the CLI bundle (build/bundle.ts) replaces this module with the table precompiledModule writes.
import type { PrecompiledTable } from "./precompiled-html.ts";

export const PRECOMPILED_MD: PrecompiledTable = {};
