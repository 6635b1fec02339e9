import { existsSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
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

/** Where the Hugging Face hub cache is, as huggingface_hub looks: HF_HUB_CACHE, HF_HOME/hub, ~/.cache/huggingface/hub. */
export function hubCacheDirs(env: NodeJS.ProcessEnv = process.env, home = homedir()): string[] {
  const dirs = [env.HF_HUB_CACHE, env.HF_HOME ? join(env.HF_HOME, "hub") : undefined];
  return [...dirs, join(env.XDG_CACHE_HOME ?? join(home, ".cache"), "huggingface", "hub")].filter(
    (d): d is string => typeof d === "string" && d !== "",
  );
}

/**
 * ORG/NAME's config.json in the hub cache: the snapshot refs/main names, else the only snapshot there; undefined when
 * the argument is a file, not a Hugging Face name, or not cached (the file is then read as given, and its error says so).
 */
export function cachedConfig(arg: string, cwd: string, dirs: readonly string[]): string | undefined {
  const name = /^([A-Za-z0-9][\w.-]*)\/([A-Za-z0-9][\w.-]*)$/.exec(arg);
  if (!name || arg.includes("..") || existsSync(resolve(cwd, arg))) return undefined;
  for (const dir of dirs) {
    const repo = join(dir, `models--${name[1]}--${name[2]}`);
    const snapshots = join(repo, "snapshots");
    if (!existsSync(snapshots)) continue;
    const ref = join(repo, "refs", "main");
    const main = existsSync(ref) ? readFileSync(ref, "utf8").trim() : "";
    const names = readdirSync(snapshots).sort();
    const pick =
      /^[\w.-]+$/.test(main) && names.includes(main) ? main : names.length === 1 ? names[0] : undefined;
    const file = pick ? join(snapshots, pick, "config.json") : undefined;
    if (file && existsSync(file)) return file;
  }
  return undefined;
}

export function importHfCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("import-hf")
    .description("write a model file from a Hugging Face config.json (and a ModelOpt hf_quant_config.json)")
    .argument(
      "<file>",
      "the checkpoint's config.json, or ORG/NAME to read it from the local Hugging Face hub cache",
    )
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
    .action((given: string, flags: ImportHfFlags) => {
      const cached = cachedConfig(given, io.cwd, hubCacheDirs());
      const config = cached ?? given;
      // A cached checkpoint's ModelOpt file sits beside its config.json, as the hub downloads it.
      const besideQuant = cached ? join(dirname(cached), "hf_quant_config.json") : undefined;
      const quantConfig =
        flags.quantConfig ?? (besideQuant && existsSync(besideQuant) ? besideQuant : undefined);
      const files = [config, quantConfig, flags.meta].map((path) => (path ? readInput(io, path) : null));
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
