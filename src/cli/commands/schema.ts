import { join, resolve } from "node:path";
import type { Command } from "commander";
import { jsonSchemas } from "../../index.ts";
import { type CommandContext, writeOutputs } from "../io.ts";
import { outDirOption } from "../options.ts";

export function schemaCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("schema")
    .description("print JSON Schemas for circuit, model and hardware files (for editors)")
    .addOption(outDirOption("write <kind>.schema.json files into DIR instead of printing"))
    .action((flags: { out?: string }) => {
      const schemas = jsonSchemas();
      if (flags.out) {
        const dir = resolve(io.cwd, flags.out);
        writeOutputs(
          io,
          "--out",
          Object.entries(schemas).map(([name, schema]) => ({
            path: join(dir, name),
            text: `${JSON.stringify(schema, null, 2)}\n`,
          })),
        );
      } else io.stdout(`${JSON.stringify(schemas, null, 2)}\n`);
      setCode(0);
    });
}
