import { Command, CommanderError } from "commander";
import { packageVersion } from "../index.ts";
import { calibrateCommand } from "./commands/calibrate.ts";
import { checkCommand } from "./commands/check.ts";
import { compareCommand } from "./commands/compare.ts";
import { diffCommand } from "./commands/diff.ts";
import { exploreCommand } from "./commands/explore.ts";
import { importHfCommand } from "./commands/import-hf.ts";
import { importProfileCommand } from "./commands/import-profile.ts";
import { listCommand } from "./commands/list.ts";
import { reportCommand } from "./commands/report.ts";
import { schemaCommand } from "./commands/schema.ts";
import { simulateCommand } from "./commands/simulate.ts";
import { unionCommand } from "./commands/union.ts";
import { checkGuessedOptions } from "./forgive.ts";
import { type CommandContext, type Io, UsageError } from "./io.ts";

export type { Io } from "./io.ts";
export { parseLayoutList, parseRuns } from "./options.ts";

/** The commands in the order `venn --help` lists them; each file adds one verb to the program. */
const COMMANDS: readonly ((root: Command, context: CommandContext) => void)[] = [
  reportCommand,
  unionCommand,
  compareCommand,
  simulateCommand,
  exploreCommand,
  diffCommand,
  checkCommand,
  listCommand,
  importHfCommand,
  importProfileCommand,
  calibrateCommand,
  schemaCommand,
];

function program(context: CommandContext): Command {
  const root = new Command("venn")
    .description("Roofline cost and kernel coverage of LLM op graphs (circuits) on real GPUs")
    .version(packageVersion())
    .configureOutput({ writeOut: context.io.stdout, writeErr: context.io.stderr })
    .showHelpAfterError("(run with --help for usage)")
    .exitOverride();
  for (const add of COMMANDS) add(root, context);
  return root;
}

/** Runs the CLI; returns the exit code (0 report written, 1 input errors, 2 usage or internal error). */
export function main(argv: readonly string[], io: Io): number {
  let code = 0;
  const root = program({
    io,
    setCode: (c) => {
      code = c;
    },
  });
  try {
    const command = root.commands.find((c) => c.name() === argv[0]);
    checkGuessedOptions(argv, new Set(command?.options.map((o) => o.long ?? "") ?? []));
    root.parse([...argv], { from: "user" });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      io.stderr(`error: ${error.message}\n(run with --help for usage)\n`);
      return 2;
    }
    throw error;
  }
}
