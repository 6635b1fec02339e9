// Runs the same commands through two builds of the CLI and reports any difference in stdout, stderr or exit code.
// Usage: npm run -s bench:same -- OLD/venn-loader.cjs [dist/venn-loader.cjs] (an older build's venn.mjs works too); a speed-up must leave every byte of output as it was.
import { spawnSync } from "node:child_process";

const [before, after = "dist/venn-loader.cjs"] = process.argv.slice(2);
if (!before) {
  process.stderr.write("usage: bench:same BEFORE.mjs [AFTER.mjs]\n");
  process.exit(2);
}
const GPUS = "h100-sxm,h100-pcie,h200-sxm,b200,gb200,mi300x,mi325x,mi355x,a100-sxm-80gb";
const COMMANDS: readonly (readonly string[])[] = [
  ["--help"],
  ["--version"],
  ["list"],
  ["schema"],
  ["check", "circuits", "hardware"],
  ["check", "README.md"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm,b200", "--format", "html"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "json", "--precision", "nvfp4"],
  ["report", "qwen3-30b-a3b", "--hardware", "mi300x", "--parallel", "tp=2", "--fusions", "vllm"],
  ["report", "llama-3.1-8b", "--hardware", "h10"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "fp9"],
  [
    "compare",
    "llama-3.1-70b",
    "--hardware",
    GPUS,
    "--precision",
    "model,fp8,nvfp4,w4a16",
    "--runs",
    "multi:1,64,4096",
  ],
  ["compare", "qwen3-30b-a3b", "--hardware", "h100-sxm", "--precision", "bf16,fp8", "--format", "html"],
  ["diff", "llama-3.1-8b", "qwen3-8b", "--hardware", "h100-sxm", "--fusions", "vllm"],
  ["diff", "--base-ref", "HEAD~3", "circuits/models/llama-3.1-8b.model.yaml", "--hardware", "h100-sxm"],
  ["diff", "--base-ref", "no-such-rev", "circuits/models/llama-3.1-8b.model.yaml", "--hardware", "h100-sxm"],
];

let differing = 0;
for (const argv of COMMANDS) {
  const [a, b] = [before, after].map((bundle) =>
    spawnSync(process.execPath, [bundle, ...argv], { encoding: "utf8", maxBuffer: 64 << 20 }),
  );
  const same = a?.status === b?.status && a?.stdout === b?.stdout && a?.stderr === b?.stderr;
  if (!same) differing++;
  process.stdout.write(
    `${same ? "same" : "DIFFERENT"}  exit ${a?.status}/${b?.status}  venn ${argv.join(" ")}\n`,
  );
}
process.stdout.write(`${COMMANDS.length - differing} of ${COMMANDS.length} commands give the same bytes\n`);
process.exitCode = differing ? 1 : 0;
