// dist/venn-loader.cjs: runs the CLI bundle (dist/venn.cjs) from a V8 code cache, so start-up skips compiling 1 MB of JavaScript.
// CommonJS, as bin/venn.js is: Node's ES module loader costs a start-up 10-20 ms more (node:fs's ESM facade alone loads streams).
// The cache is only a speed-up: missing, stale, rejected or unwritable, the bundle is compiled as usual and runs the same.
// A start-up's cost is mostly memory touched for the first time (a page fault is about 10 µs on a VM): the bundle is
// its own function text (bundle-wrapper.ts), the code cache is read into the buffer the bundle was read into, and
// code only some runs need (zod, yaml, the HTML templates) is in chunks/, compiled the same way on first use.
import { isAscii } from "node:buffer";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { Script } from "node:vm";
import { writeWhole } from "../src/load/write-whole.ts";
import { BUNDLE_HEAD, BUNDLE_TAIL, CHUNK_PREFIX } from "./bundle-wrapper.ts";

// One run is short and mostly cold code: TurboFan's background compiles cost the two cores more than they save (the
// 468-point sweep: about 850 → 520 ms of CPU). A young generation that does not grow keeps reusing the pages it has
// instead of faulting in new ones at each growth (the README's report: about 800 fewer page faults, 15 ms of CPU).
// Set before the bundle is compiled, so the code cache is written and read under the same flags, which V8 checks;
// this process only, never its children or library users. `venn simulate` is the exception: one long loop over
// millions of steps, which TurboFan speeds up about fourfold; it neither reads nor writes the code cache, which V8
// ties to the flags it was made under, so the short commands' cache stays theirs.
const longRun = process.argv[2] === "simulate";
if (!longRun) setFlagsFromString("--no-opt");
setFlagsFromString("--semi-space-growth-factor=1");

const bundle = join(__dirname, "venn.cjs");
// VENN_CODE_CACHE=off compiles without the cache; =write (the build's warm-up runs) rewrites it after every run.
const mode = longRun ? "off" : process.env.VENN_CODE_CACHE;
const requireBuiltin = createRequire(bundle);
// Built-ins that only some runs call (git for diff --base-ref and commander's subprocesses, hashes of inputs, gzip
// inputs) load on first use: the bundle reads their members at call time, so a stand-in object suffices.
const LAZY_BUILTINS: ReadonlySet<string> = new Set(["node:child_process", "node:crypto", "node:zlib"]);

/** A bundle file compiled, with what its cache needs once it has run. */
interface Compiled {
  file: string;
  key: string;
  script: Script;
  cached: boolean;
}
/** Every file compiled this run, whose caches are written once the run is done. */
const compiled: Compiled[] = [];

/**
 * The run is one synchronous call, so a JavaScript signal handler would fire only once it returned: Ctrl-C would
 * wait for the whole run. The call is made inside a script run with breakOnSigint, whose watchdog thread stops the
 * JavaScript at once; the process then exits 130 and its 'exit' handlers remove what the run had half made.
 */
const RUN_KEY = Symbol.for("venn.run");
const INTERRUPTIBLE = new Script("globalThis[Symbol.for('venn.run')]()", { filename: "venn-run" });
function runInterruptible(run: () => void) {
  (globalThis as Record<symbol, unknown>)[RUN_KEY] = run;
  try {
    INTERRUPTIBLE.runInThisContext({ breakOnSigint: true });
  } catch (error) {
    if ((error as { code?: string }).code !== "ERR_SCRIPT_EXECUTION_INTERRUPTED") throw error;
    process.stderr.write("venn: interrupted\n");
    process.exit(130);
  } finally {
    delete (globalThis as Record<symbol, unknown>)[RUN_KEY];
  }
  // A SIGINT after the run (while the caches are written) waits for them, then exits 130 the same way.
  process.on("SIGINT", () => process.exit(130));
}

/** Reads and compiles the bundle, and returns the function that runs it (then writes the caches and exits). */
export function compile(): () => void {
  const main = compileFile(bundle);
  return () => {
    runInterruptible(() => runFile(main));
    // After the run, so the functions it compiled lazily are in the caches too.
    for (const c of compiled)
      if (mode !== "off" && (mode === "write" || !c.cached || c.script.cachedDataRejected))
        writeWhole(`${c.file}.cache`, () => [c.key, c.script.createCachedData()]);
    // A finished run leaves only stdio open: exit now ('exit' handlers still run) rather than wait while Node tears
    // the heap down (5-10 ms). Output still draining or anything else open keeps the process until it is done.
    if (!finished()) return;
    // A SIGTERM held while outputs were renamed (io.ts) is delivered in the loop's poll phase, before a check-phase
    // callback: one turn of the loop lets it exit 143 rather than 0.
    if (process.listenerCount("SIGTERM") + process.listenerCount("SIGHUP") > 0)
      setImmediate(() => process.exit());
    else process.exit();
  };
}

/** A bundle file that cannot be read or compiled: one line naming it and the fix, exit 2 (never a stack trace). */
function broken(file: string, why: string): never {
  process.stderr.write(`venn: ${file} ${why}: run npm run build:cli (or reinstall)\n`);
  process.exit(2);
}

function compileFile(file: string): Compiled {
  let stats: { size: number; mtimeMs: number; isFile(): boolean };
  try {
    stats = statSync(file);
  } catch (error) {
    return broken(file, `cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  if (!stats.isFile()) return broken(file, "is not a regular file");
  const { size, mtimeMs } = stats;
  const cacheSize = mode === "off" ? 0 : sizeOf(`${file}.cache`);
  // One buffer for both files: the cache is read over the bundle's bytes once they are a string.
  const buffer = Buffer.allocUnsafeSlow(Math.max(size, cacheSize));
  const bytes = buffer.subarray(0, readInto(file, buffer));
  // The build writes bundles as ASCII, which reads as Latin-1 without decoding UTF-8; any other bytes are decoded.
  const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  if (!source.startsWith(BUNDLE_HEAD) || !source.endsWith(BUNDLE_TAIL))
    return broken(file, "is not the CLI bundle's function text");
  // V8 checks its own version, flags and the source's length; the key adds the file's size and mtime, so a rebuilt bundle never meets an old cache.
  const key = `venn-code-cache ${process.version} ${process.arch} ${size} ${mtimeMs}\n`;
  const cachedData = cacheSize ? readCache(`${file}.cache`, key, buffer) : undefined;
  let script: Script;
  try {
    script = new Script(source, cachedData ? { filename: file, cachedData } : { filename: file });
  } catch (error) {
    return broken(file, `does not compile (${(error as Error).message})`);
  }
  const c = { file, key, script, cached: cachedData !== undefined };
  compiled.push(c);
  return c;
}

type BundleFunction = (
  exports: object,
  require: NodeJS.Require | ((id: string) => unknown),
  module: { exports: object },
  filename: string,
  dirname: string,
  importMetaUrl: string,
) => void;

/** Runs a compiled bundle file as a CommonJS module; its exports. */
function runFile(c: Compiled): object {
  const fileModule = { exports: {} };
  (c.script.runInThisContext() as BundleFunction)(
    fileModule.exports,
    Object.assign((id: string) => requireFor(id), requireBuiltin),
    fileModule,
    c.file,
    dirname(c.file),
    pathToFileURL(c.file).href,
  );
  return fileModule.exports;
}

/** Each chunk and lazy built-in's stand-in, made once: every module of the bundle that requires it shares one copy. */
const standIns = new Map<string, object>();
function requireFor(id: string): unknown {
  const chunk = id.startsWith(CHUNK_PREFIX);
  if (!chunk && !LAZY_BUILTINS.has(id)) return requireBuiltin(id);
  let standIn = standIns.get(id);
  if (!standIn) {
    const file = join(__dirname, "chunks", `${id.slice(CHUNK_PREFIX.length)}.cjs`);
    standIn = onFirstUse(chunk ? () => runFile(compileFile(file)) : () => requireBuiltin(id) as object);
    standIns.set(id, standIn);
  }
  return standIn;
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

/** A stand-in for a module that loads it at the first read of a member: the bundle reads them at call time. */
function onFirstUse(load: () => object): object {
  let loaded: object | undefined;
  const target = () => {
    loaded ??= load();
    return loaded;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(target(), key),
      has: (_, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
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

/** Reads a file into the start of buffer, up to its end or the buffer's; the number of bytes read. */
function readInto(file: string, buffer: Buffer): number {
  const fd = openSync(file, "r");
  try {
    let done = 0;
    while (done < buffer.length) {
      const n = readSync(fd, buffer, done, buffer.length - done, done);
      if (n === 0) break;
      done += n;
    }
    return done;
  } finally {
    closeSync(fd);
  }
}

function readCache(file: string, key: string, buffer: Buffer): Buffer | undefined {
  try {
    const bytes = buffer.subarray(0, readInto(file, buffer));
    const keyBytes = Buffer.from(key);
    return bytes.subarray(0, keyBytes.length).equals(keyBytes) ? bytes.subarray(keyBytes.length) : undefined;
  } catch {
    return undefined;
  }
}
