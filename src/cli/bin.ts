import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleInputStore, removeLiveBaseTrees, setInputStore } from "../index.ts";
import { armSignalHolding, exitCleanlyOn, removeLeftovers } from "./io.ts";
import { main } from "./main.ts";

// The shipped bundle (dist/venn.cjs) remembers clean parses and validations across runs in a file next to its code cache, written at exit; VENN_INPUT_CACHE=off remembers nothing.
const bundle = fileURLToPath(import.meta.url);
if (process.env.VENN_INPUT_CACHE === "off") setInputStore(undefined);
else if (basename(bundle) === "venn.cjs") {
  const store = bundleInputStore(bundle, join(dirname(bundle), "venn.inputs.cache"));
  setInputStore(store);
  process.on("exit", () => store.save());
}

// A reader that stops early (venn ... | head) is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

// Temp files, new folders and base trees of a run that does not finish are removed however it ends. Under the
// bundle's loader a SIGINT stops the run at once (breakOnSigint: a JavaScript handler here would take the signal from
// its watchdog and fire only after the run returned) and SIGTERM keeps its default action, except while outputs are
// being renamed into place (writeOutputs). Run from source, the handlers below fire once the run returns.
process.on("exit", removeLeftovers);
process.on("exit", removeLiveBaseTrees);
armSignalHolding();
if (basename(bundle) !== "venn.cjs") exitCleanlyOn(["SIGINT", "SIGTERM", "SIGHUP"]);

// The only place that exits the process; unknown exceptions print their stack (exit 2).
try {
  process.exitCode = main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    ...(process.stdout.isTTY ? { terminalColumns: process.stdout.columns ?? 80 } : {}),
  });
} catch (error) {
  process.stderr.write(`venn: internal error\n${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 2;
}
