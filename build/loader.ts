// dist/venn-loader.cjs: runs the CLI bundle (dist/venn.cjs) from a V8 code cache, so start-up skips compiling 2 MB of JavaScript.
// CommonJS, as bin/venn.js is: Node's ES module loader costs a start-up 10-20 ms more (node:fs's ESM facade alone loads streams).
// The cache is only a speed-up: missing, stale, rejected or unwritable, the bundle is compiled as usual and runs the same.
import { isAscii } from "node:buffer";
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { Script } from "node:vm";
import { writeWhole } from "../src/load/write-whole.ts";

// One run is short and mostly cold code: TurboFan's background compiles cost the two cores more than they save (the 468-point sweep: about 850 → 520 ms of CPU). Set before the bundle is compiled, so the code cache is written and read under the same flags, which V8 checks; this process only, never its children or library users.
setFlagsFromString("--no-opt");

const bundle = join(__dirname, "venn.cjs");
const cacheFile = `${bundle}.cache`;
// VENN_CODE_CACHE=off compiles without the cache; =write (the build's warm-up runs) rewrites it after every run.
const mode = process.env.VENN_CODE_CACHE;
const requireBuiltin = createRequire(bundle);
// Built-ins that only some runs call (git for diff --base-ref and commander's subprocesses, hashes of inputs, gzip
// inputs) load on first use: the bundle reads their members at call time, so a stand-in object suffices.
const LAZY_BUILTINS: ReadonlySet<string> = new Set(["node:child_process", "node:crypto", "node:zlib"]);

/**
 * Reads and compiles the bundle, and returns the function that runs it: bin/venn.js compiles while its check that no
 * source is newer than the bundle finishes on other threads, and runs only then.
 */
export function compile(): () => void {
  const bytes = readFileSync(bundle);
  // The build writes the bundle as ASCII, which reads as Latin-1 without decoding UTF-8; any other bytes are decoded.
  const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  // V8 checks its own version, flags and the source's length; the key adds the bundle's size and mtime, so a rebuilt bundle never meets an old cache.
  const stat = statSync(bundle);
  const key = `venn-code-cache ${process.version} ${process.arch} ${stat.size} ${stat.mtimeMs}\n`;
  const cachedData = mode === "off" ? undefined : readCache(key);

  // The CommonJS wrapper, plus the bundle's import.meta.url (esbuild defines it as __venn_import_meta_url).
  const wrapped = `(function (exports, require, module, __filename, __dirname, __venn_import_meta_url) {${source}\n})`;
  const script = new Script(wrapped, cachedData ? { filename: bundle, cachedData } : { filename: bundle });
  return () => {
    const bundleModule = { exports: {} };
    script.runInThisContext()(
      bundleModule.exports,
      Object.assign(
        (id: string) => (LAZY_BUILTINS.has(id) ? lazyBuiltin(id) : requireBuiltin(id)),
        requireBuiltin,
      ),
      bundleModule,
      bundle,
      dirname(bundle),
      pathToFileURL(bundle).href,
    );
    // After the run, so the functions it compiled lazily are in the cache too.
    if (mode !== "off" && (mode === "write" || !cachedData || script.cachedDataRejected)) {
      writeWhole(cacheFile, () => [key, script.createCachedData()]);
    }
    // A finished run leaves only stdio open: exit now ('exit' handlers still run) rather than wait while Node tears
    // the heap down (5-10 ms). Output still draining or anything else open keeps the process until it is done.
    if (finished()) process.exit();
  };
}

const STDIO_HANDLES: ReadonlySet<string> = new Set(["PipeWrap", "TTYWrap"]);
function finished(): boolean {
  return (
    process.stdout.writableLength === 0 &&
    process.stderr.writableLength === 0 &&
    process.getActiveResourcesInfo().every((r) => STDIO_HANDLES.has(r))
  );
}

// Run as a program (node dist/venn-loader.cjs, the build's warm-ups), it runs the bundle at once.
if (require.main === module) compile()();

function lazyBuiltin(id: string): object {
  let loaded: object | undefined;
  const load = () => {
    loaded ??= requireBuiltin(id) as object;
    return loaded;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(load(), key),
      has: (_, key) => Reflect.has(load(), key),
      ownKeys: () => Reflect.ownKeys(load()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

function readCache(key: string): Buffer | undefined {
  try {
    const file = readFileSync(cacheFile);
    const keyBytes = Buffer.from(key);
    return file.subarray(0, keyBytes.length).equals(keyBytes) ? file.subarray(keyBytes.length) : undefined;
  } catch {
    return undefined;
  }
}
