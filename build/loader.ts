// dist/venn-loader.cjs: runs the CLI bundle (dist/venn.cjs) from a V8 code cache, so start-up skips compiling 1.3 MB of JavaScript.
// CommonJS, as bin/venn.js is: Node's ES module loader costs a start-up 10-20 ms more (node:fs's ESM facade alone loads streams).
// The cache is only a speed-up: missing, stale, rejected or unwritable, the bundle is compiled as usual and runs the same.
// A start-up's cost is mostly memory touched for the first time (a page fault is about 10 µs on a VM): the bundle is
// its own function text (bundle-wrapper.ts), and the code cache is read into the buffer the bundle was read into.
import { isAscii } from "node:buffer";
import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { Script } from "node:vm";
import { writeWhole } from "../src/load/write-whole.ts";
import { BUNDLE_HEAD, BUNDLE_TAIL } from "./bundle-wrapper.ts";

// One run is short and mostly cold code: TurboFan's background compiles cost the two cores more than they save (the
// 468-point sweep: about 850 → 520 ms of CPU). A young generation that does not grow keeps reusing the pages it has
// instead of faulting in new ones at each growth (the README's report: about 800 fewer page faults, 15 ms of CPU).
// Set before the bundle is compiled, so the code cache is written and read under the same flags, which V8 checks;
// this process only, never its children or library users.
setFlagsFromString("--no-opt");
setFlagsFromString("--semi-space-growth-factor=1");

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
  const { size, mtimeMs } = statSync(bundle);
  const cacheSize = mode === "off" ? 0 : sizeOf(cacheFile);
  // One buffer for both files: the cache is read over the bundle's bytes once they are a string.
  const buffer = Buffer.allocUnsafeSlow(Math.max(size, cacheSize));
  const bytes = buffer.subarray(0, readInto(bundle, buffer));
  // The build writes the bundle as ASCII, which reads as Latin-1 without decoding UTF-8; any other bytes are decoded.
  const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  if (!source.startsWith(BUNDLE_HEAD) || !source.endsWith(BUNDLE_TAIL)) {
    process.stderr.write(`venn: ${bundle} is not the CLI bundle's function text: run npm run build:cli\n`);
    process.exit(2);
  }
  // V8 checks its own version, flags and the source's length; the key adds the bundle's size and mtime, so a rebuilt bundle never meets an old cache.
  const key = `venn-code-cache ${process.version} ${process.arch} ${size} ${mtimeMs}\n`;
  const cachedData = cacheSize ? readCache(key, buffer) : undefined;
  const script = new Script(source, cachedData ? { filename: bundle, cachedData } : { filename: bundle });
  return () => {
    const bundleModule = { exports: {} };
    (script.runInThisContext() as BundleFunction)(
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

type BundleFunction = (
  exports: object,
  require: NodeJS.Require | ((id: string) => unknown),
  module: { exports: object },
  filename: string,
  dirname: string,
  importMetaUrl: string,
) => void;

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

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** Reads a whole file into the start of buffer; the number of bytes read. */
function readInto(file: string, buffer: Buffer): number {
  const fd = openSync(file, "r");
  try {
    const size = Math.min(fstatSync(fd).size, buffer.length);
    let done = 0;
    while (done < size) {
      const n = readSync(fd, buffer, done, size - done, done);
      if (n === 0) break;
      done += n;
    }
    return done;
  } finally {
    closeSync(fd);
  }
}

function readCache(key: string, buffer: Buffer): Buffer | undefined {
  try {
    const file = buffer.subarray(0, readInto(cacheFile, buffer));
    const keyBytes = Buffer.from(key);
    return file.subarray(0, keyBytes.length).equals(keyBytes) ? file.subarray(keyBytes.length) : undefined;
  } catch {
    return undefined;
  }
}
