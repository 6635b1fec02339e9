import type { Command } from "commander";
import { explore } from "../../index.ts";
import { type CommandContext, emitText, printDiagnostics, UsageError } from "../io.ts";
import { canonical, collect, hardwareListOption, outputOption } from "../options.ts";

interface ExploreFlags {
  hardware: string[];
  engine?: string[];
  simulator?: boolean;
  output?: string;
}

export function exploreCommand(root: Command, { io, setCode }: CommandContext) {
  root
    .command("explore")
    .description(
      "write one offline HTML page that reruns the report in the browser as its controls change (models, devices, precision, engine, layout, batch, context)",
    )
    .argument(
      "[models...]",
      "model ids or paths the page offers first (default: llama-3.1-8b); every shipped model is offered too",
    )
    .addOption(
      hardwareListOption(
        "devices, up to three shown side by side; their engine tables are carried",
      ).makeOptionMandatory(),
    )
    .option(
      "--engine <ids>",
      "engines whose measured tables are carried for the devices, comma-separated or repeated (default vllm); the first opens",
      collect,
    )
    .option(
      "--no-simulator",
      "leave out the serving simulator (venn simulate in a Web Worker, the named length distributions): about 30 KB less gzipped",
    )
    .addOption(outputOption("write the page to FILE (default: stdout)"))
    .addHelpText(
      "after",
      `
Examples:
  venn explore llama-3.1-8b qwen3-30b-a3b --hardware h100-sxm,h200-sxm,b200 -o explorer.html
  venn explore ./my.model.yaml --hardware h100-sxm --engine vllm,sglang -o mine.html
  venn explore llama-3.1-8b --hardware h100-sxm,b200 --no-simulator -o costs-only.html`,
    )
    .action((models: string[], flags: ExploreFlags) => {
      if (flags.output === undefined && io.terminalColumns !== undefined)
        throw new UsageError("venn explore writes an HTML page: give -o FILE (or pipe it)");
      const result = explore({
        models: canonical("model", models, io),
        hardware: canonical("hardware", flags.hardware, io),
        ...(flags.engine ? { engines: flags.engine } : {}),
        ...(flags.simulator === false ? { simulator: false } : {}),
        cwd: io.cwd,
      });
      printDiagnostics(io, result.diagnostics);
      if (result.html === undefined) return setCode(1);
      emitText(io, result.html, flags.output);
      return setCode(0);
    });
}
