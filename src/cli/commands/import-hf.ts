import { dirname, join, relative, resolve, sep } from "node:path";
import type { Command } from "commander";
import { importHf, packageRoot } from "../../index.ts";
import { type CommandContext, emitImported, readInput } from "../io.ts";
import { outputOption, plainTextFlag } from "../options.ts";

interface ImportHfFlags {
  quantConfig?: string;
  meta?: string;
  id?: string;
  hf?: string;
  revision?: string;
  as?: string;
  output?: string;
}

/** The yaml-language-server schema path for a file written into dir: relative to the package's schemas/. */
function schemaPathFrom(dir: string, schema: string): string {
  return relative(dir, join(packageRoot(), "schemas", schema))
    .split(sep)
    .join("/");
}

export function importHfCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("import-hf")
    .description("write a model file from a Hugging Face config.json (and a ModelOpt hf_quant_config.json)")
    .argument("<file>", "the checkpoint's config.json")
    .option("--quant-config <file>", "ModelOpt hf_quant_config.json beside the config (NVFP4, FP8)")
    .option("--meta <file>", "YAML whose id, name, source and published go into the model file")
    .option(
      "--id <id>",
      "model id (default: the meta file's, else the lower-cased Hugging Face name, else the config's folder)",
      plainTextFlag("--id"),
    )
    .option(
      "--hf <org/name>",
      "Hugging Face id (default: the config's _name_or_path, else the hub cache folder models--ORG--NAME)",
      plainTextFlag("--hf"),
    )
    .option(
      "--revision <rev>",
      "the revision the config was read at (default main)",
      plainTextFlag("--revision"),
    )
    .option(
      "--as <type>",
      "read an unknown model_type on this known type's table (the fields it ignores are listed)",
    )
    .addOption(outputOption("write the model file to FILE instead of stdout"))
    .addHelpText(
      "after",
      `
Example:
  venn import-hf test/fixtures/hf/deepseek-v3/config.json --meta test/fixtures/hf/deepseek-v3/meta.yaml -o circuits/models/deepseek-v3.model.yaml`,
    )
    .action((config: string, flags: ImportHfFlags) => {
      const files = [config, flags.quantConfig, flags.meta].map((path) =>
        path ? readInput(io, path) : null,
      );
      if (files.includes(undefined)) return setCode(1);
      const [configFile, quant, meta] = files;
      if (!configFile) return setCode(1);
      const result = importHf({
        config: configFile,
        ...(quant ? { quant } : {}),
        ...(meta ? { meta } : {}),
        ...(flags.id ? { id: flags.id } : {}),
        ...(flags.hf ? { hf: flags.hf } : {}),
        ...(flags.revision ? { revision: flags.revision } : {}),
        ...(flags.as ? { as: flags.as } : {}),
        schemaPath: schemaPathFrom(
          flags.output ? dirname(resolve(io.cwd, flags.output)) : resolve(io.cwd, "circuits/models"),
          "model.schema.json",
        ),
      });
      return setCode(emitImported(io, result, flags.output));
    });
}
