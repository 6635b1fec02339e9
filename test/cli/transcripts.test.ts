import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizePaths, ROOT, runCli } from "../helpers.ts";

// One Markdown transcript per argv: the command, its stdout and stderr, and the exit code (attw style).
const CASES: readonly (readonly string[])[] = [
  ["--help"],
  ["report", "--help"],
  ["check", "--help"],
  ["list"],
  ["list", "presets"],
  ["list", "engines"],
  // an engine by id, one that is not (named, with the known ids), and an engine file with a problem at its line
  [
    "report",
    "llama-3.1-8b",
    "--hardware",
    "gb10",
    "--runs",
    "single:2048",
    "--engine",
    "llama.cpp",
    "--format",
    "text",
  ],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--engine", "vlm"],
  [
    "report",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--engine",
    "test/fixtures/errors/engine-invalid/bad.engine.yaml",
  ],
  ["check", "circuits", "hardware"],
  ["report", "llama-3.1-8b", "--hardware", "h10"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "nvfp4"],
  // Engine formats: a preset the engine cannot run is an error at its row naming what it runs instead; vLLM runs
  // NVFP4 weight-only (FP4 Marlin) on an H100 and W4A4 on a B200, and compare shows both.
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "fp8", "--engine", "gpt-fast"],
  // An engine that states no NVFP4 path of its own: the H100 lacks the fp4 lane, a named error.
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "nvfp4", "--engine", "pytorch"],
  [
    "compare",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm,b200",
    "--precision",
    "bf16,nvfp4",
    "--runs",
    "multi:1",
  ],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "decode:1"],
  // Issue 21: a verify step (logits for every row) beside the prefill chunk of the same rows (logits for the last).
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "single:4", "--runs", "verify:4"],
  // Issue 21: NVFP4's E4M3-per-16 scales are not consumed by MI355X's fp4 lane (OCP MX only): emulated on bf16, said so.
  ["report", "llama-3.3-70b-fp4", "--hardware", "mi355x"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "fp9"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "md", "--format", "json"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--context", "-5"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--parallel", "tp=0"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--parallel", "tp=3"],
  ["report", "no-such-model", "--hardware", "h100-sxm"],
  [
    "report",
    "llama-3.1-8b",
    "--hardware",
    "b200",
    "--precision",
    "nvfp4",
    "--runs",
    "multi:1",
    "--context",
    "0",
  ],
  ["bogus"],
  ["union", "--help"],
  ["compare", "--help"],
  ["diff", "--help"],
  // Every command's help is pinned: the options are defined once in src/cli/options.ts and shared.
  ["list", "--help"],
  ["schema", "--help"],
  ["import-hf", "--help"],
  ["calibrate", "--help"],
  // a table with a problem: the diagnostic at its cell, and nothing written
  ["calibrate", "test/fixtures/errors/calibrate-cell-missing/microbench.csv", "--hardware", "h200-sxm"],
  ["compare", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "bf16,fp9"],
  ["diff", "llama-3.1-8b", "--hardware", "h100-sxm"],
  ["diff", "--base-ref", "no-such-rev", "circuits/models/llama-3.1-8b.model.yaml", "--hardware", "h100-sxm"],
  ["diff", "--base-ref", "--bogus", "circuits/models/llama-3.1-8b.model.yaml", "--hardware", "h100-sxm"],
  [
    "diff",
    "--base-ref",
    "HEAD",
    "circuits/dense_gqa.circuit.yaml",
    "--model",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
  ],
  ["diff", "--base-ref", "HEAD", "hardware/h100-sxm.hw.yaml", "--model", "no-such-model"],
  ["diff", "--base-ref", "HEAD", "docs/circuit-review.yml", "--hardware", "h100-sxm"],
  ["diff", "--base-ref", "HEAD", "circuits/models/llama-3.1-8b.model.yaml"],
  ["diff", "llama-3.1-8b", "qwen3-8b", "--model", "llama-3.1-8b", "--hardware", "h100-sxm"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--kernels", "nope"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--kv-cache", "FP8"],
  // Conventions (issue 9): suggestions, inputs that are not inputs, unwritable outputs, the hardware table.
  ["report", "llama-3.1-8b", "--hardware", "h100"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--kv-cache", "fp8"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--views", "traffic,gemms"],
  ["check", "README.md"],
  ["check", "nope"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "-o", "README.md/report.md"],
  ["list", "hardware"],
  // Hostile input (issue 12): a folder named like an input, expressions that used to crash mathjs.
  ["report", "test/fixtures/errors/file-unreadable/folder.model.yaml", "--hardware", "h100-sxm"],
  ["check", "test/fixtures/errors/file-unreadable/folder.model.yaml"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--measurements", "test/fixtures/profiles"],
  ["import-hf", "test/fixtures/hf"],
  ["check", "test/fixtures/errors/expr-hostile"],
  ["import-hf", "test/fixtures/errors/import-json-deep/config.json"],
  ["import-hf", "test/fixtures/hf/llama-3.1-8b/config.json"],
  ["import-hf", "test/fixtures/hf/llama-3.1-8b/config.json", "--hf", "meta-llama/Llama-3.1-8B"],
  // Issue 19: the checkpoints people have, imported as they come (no flag where the config names its source).
  ["import-hf", "test/fixtures/hf/gemma-2-9b/config.json"],
  [
    "import-hf",
    "test/fixtures/hf/glm-4.5-air/config.json",
    "--meta",
    "test/fixtures/hf/glm-4.5-air/meta.yaml",
  ],
  [
    "import-hf",
    "test/fixtures/hf/qwen3-32b-awq/config.json",
    "--meta",
    "test/fixtures/hf/qwen3-32b-awq/meta.yaml",
  ],
  ["import-hf", "test/fixtures/hf/kimi-k2/config.json", "--meta", "test/fixtures/hf/kimi-k2/meta.yaml"],
  // Issue 30: W8A8 int8 (int8/token activations) and bitsandbytes NF4 import; bitsandbytes FP4 names the nearest.
  [
    "import-hf",
    "test/fixtures/hf/qwen3-32b-w8a8/config.json",
    "--meta",
    "test/fixtures/hf/qwen3-32b-w8a8/meta.yaml",
  ],
  [
    "import-hf",
    "test/fixtures/hf/llama-3.1-8b-bnb-nf4/config.json",
    "--meta",
    "test/fixtures/hf/llama-3.1-8b-bnb-nf4/meta.yaml",
  ],
  [
    "import-hf",
    "test/fixtures/errors/import-quant-unsupported/config.json",
    "--hf",
    "unsloth/Meta-Llama-3.1-8B",
  ],
  ["import-hf", "test/fixtures/errors/import-fields-ignored/config.json"],
  ["import-hf", "test/fixtures/errors/import-fields-ignored/config.json", "--as", "glm4_moe"],
  ["report", "qwen3-32b-awq", "--hardware", "h100-sxm", "--runs", "multi:1"],
  // Runs that do not fit say so beside the number; the fit table covers the 512 sequences asked for.
  [
    "report",
    "llama-3.1-70b",
    "--hardware",
    "h200-sxm",
    "--precision",
    "fp8",
    "--runs",
    "multi:512",
    "--context",
    "8192",
  ],
  ["report", "deepseek-v3", "--hardware", "h200-sxm"],
  // Serving workload (issue 10): a bad spec, an SLA without a workload, a bad bound, a bad layout are usage errors.
  ["compare", "llama-3.1-8b", "--hardware", "h100-sxm", "--workload", "isl=1024,osl=256"],
  ["compare", "llama-3.1-8b", "--hardware", "h100-sxm", "--sla", "ttft=500ms"],
  [
    "report",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--workload",
    "isl=1024,osl=256,concurrency=8",
    "--sla",
    "ttft=500",
  ],
  [
    "compare",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--workload",
    "isl=1024,osl=256,concurrency=8",
    "--parallel",
    "tp=2,dp=2",
  ],
  // The model's own precision is the first column: block-FP8 DeepSeek-V3, an NVFP4 checkpoint as NVFP4.
  ["compare", "deepseek-v3", "--hardware", "h200-sxm,b200", "--precision", "fp8"],
  // Every device calibrated: ranked and priced by the expected time; no --precision means the model's own.
  ["compare", "llama-3.1-8b", "--hardware", "h100-sxm,a100-sxm-80gb", "--runs", "multi:1,16"],
  [
    "compare",
    "llama-3.3-70b-fp4",
    "--hardware",
    "h100-sxm,b200",
    "--precision",
    "fp8",
    "--runs",
    "multi:1,64",
  ],
  ["import-profile", "--help"],
  [
    "import-profile",
    "--nsys",
    "test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv",
    "--map",
    "circuits/measurements/llama-3.1-8b.vllm.map.yaml",
    "--hardware",
    "h100-sxm",
    "--mode",
    "multi",
    "--rows",
    "1",
    "--steps",
    "10",
  ],
  [
    "report",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--measurements",
    "test/fixtures/errors/measure-site-unknown/measurements.csv",
  ],
  [
    "compare",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm,h200-sxm",
    "--precision",
    "bf16,fp8",
    "--measurements",
    "test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv",
    "--kernels",
    "engine",
  ],
  // a fusion group that keeps the residual stream on chip: positioned errors, exit 1, no report
  [
    "report",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--fusions",
    "test/fixtures/errors/fusion-edge-escapes/tiny.fusions.yaml",
  ],
  ["compare", "qwen3-30b-a3b", "--hardware", "h100-sxm", "--precision", "bf16,fp8", "--fusions", "vllm"],
  ["diff", "llama-3.1-8b", "qwen3-8b", "--hardware", "h100-sxm", "--fusions", "vllm"],
  // A CLI that forgives (issue 19): each mistake's answer names the fix; ids in any case and by Hugging Face name run.
  ["report", "llama-3.1-8b", "--hardware", "H100"],
  ["report", "llama-3.1-8b", "--hw", "h100-sxm"],
  ["report", "llama-3.1-8b", "--gpu", "h100-sxm"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--tp", "2"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--batch", "16"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "multi:16,single:2048"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--precision", "fp8,nvfp4"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--context", "200000"],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "single:1000000"],
  ["report", "meta-llama/Llama-9", "--hardware", "h100-sxm"],
  // A verify run counts rows without --accept, produced tokens with it; --accept needs a verify run.
  [
    "report",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm",
    "--runs",
    "verify:4",
    "--accept",
    "0.7",
    "--format",
    "text",
  ],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--accept", "0.7"],
  [
    "report",
    "meta-llama/Llama-3.1-8B",
    "--hardware",
    "H100-SXM",
    "--precision",
    "FP8",
    "--format",
    "text",
    "--width",
    "80",
  ],
];

const fileName = (argv: readonly string[]) =>
  `venn ${argv.join(" ")}`.replace(/[^A-Za-z0-9.,=-]+/g, "_").slice(0, 120);
const fence = (text: string) => `\`\`\`\n${text}${text.endsWith("\n") || text === "" ? "" : "\n"}\`\`\``;

describe("CLI transcripts", () => {
  it.each(CASES.map((argv) => [argv.join(" "), argv] as const))("venn %s", (_label, argv) => {
    const { code, stdout, stderr } = runCli(argv);
    const text = `# venn ${argv.join(" ")}\n\nexit code: ${code}\n\n## stdout\n\n${fence(normalizePaths(stdout))}\n\n## stderr\n\n${fence(normalizePaths(stderr))}\n`;
    const file = join(ROOT, "test/cli", `${fileName(argv)}.md`);
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, text);
    expect(existsSync(file), `${file} missing: run npm run golden:update and review it`).toBe(true);
    expect(text).toBe(readFileSync(file, "utf8"));
  });
});
