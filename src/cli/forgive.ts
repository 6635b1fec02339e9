// Options people type from other tools (vLLM, SGLang, benchmarks), each mapped to the way venn says it.
import { UsageError } from "./io.ts";

/** A guessed option → the real one, written with the value given (or a placeholder). */
const GUESSES: Readonly<Record<string, (value: string) => string>> = {
  "--tp": (v) => `--parallel tp=${v}`,
  "--tensor-parallel-size": (v) => `--parallel tp=${v}`,
  "--ep": (v) => `--parallel ep=${v}`,
  "--pp": (v) => `--parallel pp=${v}`,
  "--pipeline-parallel-size": (v) => `--parallel pp=${v}`,
  "--batch": (v) => `--runs multi:${v}`,
  "--batch-size": (v) => `--runs multi:${v}`,
  "--bs": (v) => `--runs multi:${v}`,
  "--concurrency": (v) => `--runs multi:${v} (or --workload isl=N,osl=N,concurrency=${v})`,
  "--prefill": (v) => `--runs single:${v}`,
  "--chunk": (v) => `--runs single:${v}`,
  "--hw": (v) => `--hardware ${v}`,
  "--gpu": (v) => `--hardware ${v}`,
  "--gpus": (v) => `--hardware ${v}`,
  "--device": (v) => `--hardware ${v}`,
  "--dtype": (v) => `--precision ${v}`,
  "--quant": (v) => `--precision ${v}`,
  "--quantization": (v) => `--precision ${v}`,
  "--kv-cache-dtype": (v) => `--kv-cache ${v}`,
  "--ctx": (v) => `--context ${v}`,
  "--context-length": (v) => `--context ${v}`,
  "--max-model-len": (v) => `--context ${v}`,
  "--seq-len": (v) => `--context ${v}`,
  "--fmt": (v) => `--format ${v}`,
};

/** The value after a flag, from `--tp=2` or `--tp 2`; a placeholder when none follows. */
function flagValue(argv: readonly string[], i: number, inline?: string): string {
  if (inline !== undefined) return inline;
  const next = argv[i + 1];
  return next !== undefined && !next.startsWith("-") ? next : "N";
}

/** An option venn does not have but another tool does: a usage error naming the real option, written out. */
export function checkGuessedOptions(argv: readonly string[], owned: ReadonlySet<string> = new Set()): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--") return;
    const [flag = "", inline] = arg.split(/=(.*)/s, 2);
    const key = flag.toLowerCase();
    // An own key only: an argument "__proto__" or "constructor" must find no guess.
    // A flag the command itself defines (simulate's --concurrency) is its own, not a guess at another's.
    const guess = Object.hasOwn(GUESSES, key) && !owned.has(key) ? GUESSES[key] : undefined;
    if (guess) throw new UsageError(`unknown option '${flag}'; write ${guess(flagValue(argv, i, inline))}`);
  }
}

/** `--runs multi:16,single:2048`: one mode per --runs, so each mode is its own flag. */
export function mixedRunsHint(value: string): string | undefined {
  const parts = value.split(",").filter(Boolean);
  const modes = parts.filter((p) => p.includes(":"));
  if (modes.length < 2) return undefined;
  const groups: string[] = [];
  for (const part of parts)
    if (part.includes(":") || !groups.length) groups.push(part);
    else groups[groups.length - 1] += `,${part}`;
  return `one mode per --runs: repeat the flag, ${groups.map((g) => `--runs ${g}`).join(" ")}`;
}
