// Handlebars with its compiler, for templates the build did not precompile (the library, the tests, an edited
// template): the CLI bundle puts it in a chunk of its own, loaded only then; a run from precompiled templates needs
// only the runtime.
import Handlebars from "handlebars";

export function fullHandlebars(): typeof Handlebars {
  return Handlebars;
}
