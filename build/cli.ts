// npm run build:cli (and prepare): the CLI bundle dist/venn.cjs, its loader dist/venn.mjs, and the V8 code cache the loader reads.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { build, type Plugin } from "esbuild";

const CACHE = "dist/venn.cjs.cache";
const INPUT_CACHE = "dist/venn.inputs.cache";
// The warm-up runs whose compiled functions go into the cache: each run adds what it compiled to what the cache held.
const WARM_UPS = [
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm"],
  [
    "compare",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm,mi300x",
    "--precision",
    "model,fp8",
    "--runs",
    "multi:1,64",
  ],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "html"],
];

const SRC = `${resolve("src")}/`;
const RESOLVING = Symbol("resolving");
// Our modules only declare (schemas, registries, functions), so one whose exports the CLI never uses is left out: the report's zod schemas, 575 constructors, are types to the CLI.
const srcHasNoSideEffects: Plugin = {
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

// A cache never outlives the bundle it was made from, even if this build stops half-way.
rmSync(CACHE, { force: true });
rmSync(INPUT_CACHE, { force: true });
await build({
  entryPoints: ["src/cli/bin.ts"],
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  outfile: "dist/venn.cjs",
  define: { "import.meta.url": "__venn_import_meta_url" },
  plugins: [srcHasNoSideEffects],
  logLevel: "warning",
});
await build({
  entryPoints: ["build/loader.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: "dist/venn.mjs",
  logLevel: "warning",
});
for (const argv of WARM_UPS) {
  const run = spawnSync(process.execPath, ["dist/venn.mjs", ...argv], {
    env: { ...process.env, VENN_CODE_CACHE: "write" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (run.status !== 0) throw new Error(`warm-up venn ${argv.join(" ")} exited ${run.status}`);
}
