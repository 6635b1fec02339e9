// The CLI bundle (venn.cjs) and its code-cache loader (venn-loader.cjs, and venn.mjs that imports it), written into one folder: by npm run build:cli, and by the bundle's own tests.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { loadTemplates } from "../src/load/index.ts";
import { precompiledModule } from "../src/render/handlebars.ts";
import { BUNDLE_HEAD, BUNDLE_TAIL, CHUNK_PREFIX } from "./bundle-wrapper.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const SRC = join(ROOT, "src/");
const RESOLVING = Symbol("resolving");
// Our modules only declare (schemas, registries, functions), so one whose exports the CLI never uses is left out: the report's zod schemas, 575 constructors, are types to the CLI.
export const srcHasNoSideEffects: Plugin = {
  name: "src-has-no-side-effects",
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData === RESOLVING) return undefined;
      const { path, errors } = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: RESOLVING,
      });
      return errors.length === 0 && path.startsWith(SRC) ? { path, sideEffects: false } : undefined;
    });
  },
};

// The templates precompiled at build time, written beside the bundle from templates/, never kept in src/: the Markdown
// ones in place of src/render/precompiled.ts, in the bundle; the HTML ones in place of precompiled-html.ts, a chunk.
const PRECOMPILED_MODULES = {
  md: join(SRC, "render/precompiled.ts"),
  html: join(SRC, "render/precompiled-html.ts"),
} as const;
export const PRECOMPILED_FILES = {
  md: "templates.md.precompiled.ts",
  html: "templates.html.precompiled.ts",
} as const;
const precompiledTemplates = (file: string): Plugin => ({
  name: "precompiled-templates",
  setup(b) {
    b.onResolve({ filter: /\/precompiled\.ts$/ }, (args) =>
      join(args.resolveDir, args.path) === PRECOMPILED_MODULES.md
        ? { path: file, sideEffects: false }
        : undefined,
    );
  },
});

/**
 * Code that only some runs need, each in chunks/<name>.cjs, which the loader compiles (with its own code cache) when
 * the bundle first reads a member of it: zod shapes and yaml parses inputs the input cache does not remember, only
 * HTML runs read the HTML templates, and Handlebars' compiler only compiles templates the build did not precompile. The bundle imports their members by name (never `import * as`), read at call time.
 */
const chunkEntries = (outDir: string) => ({
  zod: { contents: 'export { z } from "zod";', plugins: [zodWithoutLocales] },
  yaml: { contents: 'export * from "yaml";' },
  "templates-html": { file: resolve(outDir, PRECOMPILED_FILES.html) },
  handlebars: { file: HANDLEBARS_FULL },
});
// `z` is zod's namespace, whose `locales` member would bring every language's messages (1.6 MB of source): the chunk
// keeps only English, which zod's schemas import on their own, and an empty `z.locales`.
export const zodWithoutLocales: Plugin = {
  name: "zod-without-locales",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, () => ({
      path: "zod-locales",
      namespace: "empty",
    }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export {};" }));
  },
};
const HANDLEBARS_FULL = join(SRC, "render/handlebars-full.ts");
const chunksExternal: Plugin = {
  name: "chunks-external",
  setup(b) {
    b.onResolve({ filter: /^(zod|yaml)$/ }, (args) => ({
      path: `${CHUNK_PREFIX}${args.path}`,
      external: true,
    }));
    b.onResolve({ filter: /\/(precompiled-html|handlebars-full)\.ts$/ }, (args) => {
      const path = join(args.resolveDir, args.path);
      if (path === PRECOMPILED_MODULES.html) return { path: `${CHUNK_PREFIX}templates-html`, external: true };
      return path === HANDLEBARS_FULL ? { path: `${CHUNK_PREFIX}handlebars`, external: true } : undefined;
    });
  },
};

// Minified, the bundle is a third the size: start-up reads and copies fewer bytes. Its stack traces and profiles name
// minified functions; VENN_READABLE_BUNDLE=1 builds it readable, for bench:profile.
const minify = process.env.VENN_READABLE_BUNDLE !== "1";
/** What every file the build writes shares: one CommonJS file for Node 20, its dependencies inside. */
const COMMONJS = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  logLevel: "warning",
} as const;

/** Writes outDir/venn.cjs, outDir/chunks/*.cjs, outDir/venn-loader.cjs and outDir/venn.mjs (and outDir/templates.*.precompiled.ts, the templates they start with). */
export async function bundleCli(outDir: string): Promise<void> {
  mkdirSync(join(outDir, "chunks"), { recursive: true });
  const templates = loadTemplates();
  for (const kind of ["md", "html"] as const)
    writeFileSync(resolve(outDir, PRECOMPILED_FILES[kind]), precompiledModule(templates, kind));
  await build({
    ...COMMONJS,
    entryPoints: [join(ROOT, "src/cli/bin.ts")],
    outfile: join(outDir, "venn.cjs"),
    define: { "import.meta.url": "__venn_import_meta_url" },
    minify,
    plugins: [
      precompiledTemplates(resolve(outDir, PRECOMPILED_FILES.md)),
      chunksExternal,
      srcHasNoSideEffects,
    ],
  });
  wrapAsciiOnly(join(outDir, "venn.cjs"));
  for (const [name, entry] of Object.entries(chunkEntries(outDir))) {
    const outfile = join(outDir, "chunks", `${name}.cjs`);
    await build({
      ...("file" in entry
        ? { entryPoints: [entry.file] }
        : { stdin: { contents: entry.contents, resolveDir: ROOT } }),
      ...COMMONJS,
      plugins: "plugins" in entry ? entry.plugins : [],
      outfile,
      minify,
    });
    wrapAsciiOnly(outfile);
  }
  await build({
    ...COMMONJS,
    entryPoints: [join(ROOT, "build/loader.ts")],
    outfile: join(outDir, "venn-loader.cjs"),
  });
  // For `node dist/venn.mjs`, as before the loader was CommonJS: the same run behind the ES module loader.
  writeFileSync(join(outDir, "venn.mjs"), 'import loader from "./venn-loader.cjs";\nloader.compile()();\n');
}

/**
 * Wraps a bundle file in the function the loader compiles (bundle-wrapper.ts), in ASCII. esbuild escapes non-ASCII in
 * strings but leaves it in comments and regular expressions; escaped there too, the bundle is ASCII, which the loader
 * reads as Latin-1 (a copy) instead of decoding UTF-8 (about 5 ms of 2 MB). A \u escape means the same character in a
 * comment, a string, a regular expression and an identifier.
 */
function wrapAsciiOnly(file: string): void {
  const text = readFileSync(file, "utf8");
  const escaped = text.replace(/[^ -~\t\n\r]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  writeFileSync(file, `${BUNDLE_HEAD}${escaped}${BUNDLE_TAIL}`);
}
