import { main } from "./main.ts";

// A reader that stops early (venn ... | head) is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

// The only place that exits the process; unknown exceptions print their stack (exit 2).
try {
  process.exitCode = main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
  });
} catch (error) {
  process.stderr.write(`venn: internal error\n${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 2;
}
