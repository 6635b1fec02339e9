// The explorer page's script, bundled for a browser: dist/explore.page.js, which `venn explore` inlines in the page it
// writes. Built by npm run build:cli beside the CLI bundle.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { srcHasNoSideEffects, zodWithoutLocales } from "./bundle.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const EXPLORE_PAGE_SCRIPT = "explore.page.js";
/** The same page with the serving simulator compiled in (`venn explore --simulator`): about 20 KB more gzipped. */
export const EXPLORE_SIM_PAGE_SCRIPT = "explore-sim.page.js";

// Node's built-ins stay outside the bundle; every module that imports one must be left out by tree-shaking (the core
// imports none, depcruise's core-runs-anywhere), which the check after the build makes sure of.
const NODE_BUILTIN = /^node:|^(fs|path|crypto|v8|os|url|child_process|zlib|module|worker_threads)$/;
const nodeBuiltinsExternal: Plugin = {
  name: "node-builtins-external",
  setup(b) {
    b.onResolve({ filter: NODE_BUILTIN }, (args) => ({ path: args.path, external: true }));
  },
};

// mathjs's ceil and floor build a decimal.js 10 at load for their BigNumber signatures; the page's instance has no
// BigNumber (src/shape/math.ts: number only), so the library (32 KB) is replaced by a class that refuses to be used.
const noDecimal: Plugin = {
  name: "no-decimal",
  setup(b) {
    b.onResolve({ filter: /^decimal\.js$/ }, () => ({ path: "decimal.js", namespace: "no-decimal" }));
    b.onLoad({ filter: /.*/, namespace: "no-decimal" }, () => ({
      contents:
        'export default class Decimal { pow() { throw new Error("the explorer page has no BigNumber arithmetic"); } }',
    }));
  },
};

// zod's fromJSONSchema (a JSON Schema read back into zod) is exported beside z but never called by the page.
const noFromJsonSchema: Plugin = {
  name: "no-from-json-schema",
  setup(b) {
    b.onResolve({ filter: /^\.\/from-json-schema\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]classic[\\/]/.test(args.importer)
        ? { path: "from-json-schema", namespace: "no-from-json-schema" }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "no-from-json-schema" }, () => ({
      contents:
        'export function fromJSONSchema() { throw new Error("the explorer page reads no JSON Schema"); }',
    }));
  },
};

/** Writes outDir/explore.page.js and explore-sim.page.js; throws where a Node built-in is still reached from a page. */
export async function bundleExplorePage(outDir: string): Promise<void> {
  await bundleOne(join(outDir, EXPLORE_PAGE_SCRIPT), false);
  await bundleOne(join(outDir, EXPLORE_SIM_PAGE_SCRIPT), true);
}

/** One page script; VENN_SIMULATOR false leaves the simulator's code out by dead-code elimination. */
async function bundleOne(outfile: string, simulator: boolean): Promise<void> {
  const result = await build({
    entryPoints: [join(ROOT, "src/app/explore-page.ts")],
    outfile,
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    minify: true,
    legalComments: "none",
    charset: "utf8",
    // resolve.ts's package root (import.meta.url) is parsed, never run: the page resolves ids among its documents.
    logLevel: "error",
    metafile: true,
    define: { VENN_SIMULATOR: String(simulator) },
    plugins: [nodeBuiltinsExternal, noDecimal, noFromJsonSchema, zodWithoutLocales, srcHasNoSideEffects],
  });
  const reached = Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external)
    .map((i) => i.path);
  if (reached.length)
    throw new Error(`the explorer page reaches Node built-ins: ${[...new Set(reached)].join(", ")}`);
  // A page script must not end its <script> element early.
  if (readFileSync(outfile, "utf8").toLowerCase().includes("</script"))
    throw new Error("explore page script holds </script");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await bundleExplorePage(join(ROOT, "dist"));
