// The terminal view (--format text): the README's commands as a terminal shows them at 80 and 100 columns, the
// default format on a terminal and through a pipe, and no line wider than the width asked for.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { widestWidth } from "../../src/render/text-layout.ts";
import { normalizePaths, ROOT } from "../helpers.ts";

/** Runs the CLI as bin.ts does when stdout is a terminal `columns` wide (terminalColumns), or piped (undefined). */
function runTerminal(argv: readonly string[], columns?: number) {
  let stdout = "";
  let stderr = "";
  const code = main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd: ROOT,
    ...(columns === undefined ? {} : { terminalColumns: columns }),
  });
  return { code, stdout, stderr };
}

// The README's Use commands that run offline (diff --base-ref needs origin/main; the file-writing ones print nothing).
const README: readonly (readonly string[])[] = [
  "report llama-3.1-8b --hardware h100-sxm,b200 --runs multi:1,16,128 --runs single:2048 --context 4096",
  "report qwen3-30b-a3b --hardware h100-sxm --runs multi:1,16,128 --kernels engine --against llama-3.1-8b",
  "union --kernels engine llama-3.1-8b qwen3-8b qwen3-30b-a3b mixtral-8x7b",
  "compare llama-3.1-70b --hardware h100-sxm,h200-sxm,b200 --precision bf16,fp8,nvfp4,w4a16 --runs multi:1,64",
  "compare llama-3.1-70b --hardware h100-sxm,h200-sxm,b200 --parallel tp=1,tp=2,tp=4,tp=8 --runs multi:1,64",
  "compare llama-3.1-70b --hardware h100-sxm,h200-sxm,b200 --precision fp8 --parallel tp=1,tp=2,tp=4,tp=8 --workload isl=1024,osl=256,concurrency=64 --sla ttft=500ms,itl=30ms",
  "report deepseek-v3 --hardware b200 --parallel ep=8 --runs multi:1,64",
  "report llama-3.1-8b --hardware h100-sxm --runs multi:1 --runs single:2048 --fusions vllm --views traffic,gemm",
  "diff llama-3.1-8b test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml --hardware b200 --fail-on-regression 2",
].map((line) => line.split(" "));

const textWidth = (line: string) => [...line].length;

describe.each([80, 100])("the README's commands in a %i-column terminal", (columns) => {
  const runs = README.map((argv) => ({ argv, ...runTerminal(argv, columns) }));

  it("match the committed transcript", () => {
    const text = runs
      .map(
        ({ argv, code, stdout, stderr }) =>
          `$ venn ${argv.join(" ")}\n${normalizePaths(stdout)}${normalizePaths(stderr)}[exit ${code}]\n`,
      )
      .join("\n");
    const file = join(ROOT, "test/cli", `terminal-${columns}.txt`);
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, text);
    expect(existsSync(file), `${file} missing: run npm run golden:update and review it`).toBe(true);
    expect(text).toBe(readFileSync(file, "utf8"));
  });

  it("are text, every line within the width", () => {
    for (const { argv, code, stdout } of runs) {
      expect(code, argv.join(" ")).toBe(0);
      expect(stdout.startsWith("#") || stdout.startsWith("<!--"), argv.join(" ")).toBe(false);
      for (const line of stdout.split("\n"))
        expect(textWidth(line), `${argv.join(" ")}: ${line}`).toBeLessThanOrEqual(columns);
    }
  });

  // Issue 30: "h100-sxm multi:128 · 128 sequences decoding, context 4,096 · ranked by expected" was 79 code points and
  // 81 columns where "·" is drawn two wide (East Asian Ambiguous): wrapped prose stays within the width either way.
  it("no line passes the width where ambiguous-width symbols are drawn two columns wide", () => {
    for (const { argv, stdout } of runs)
      for (const line of stdout.split("\n"))
        expect(widestWidth(line), `${argv.join(" ")}: ${line}`).toBeLessThanOrEqual(columns);
  });
});

describe("--width and --wide", () => {
  const commands = [README[0], README[2], README[3], README[8]] as readonly (readonly string[])[];
  it.each([60, 67, 80, 100])("no line passes --width %i, with or without --wide", (width) => {
    for (const argv of commands)
      for (const wide of [[], ["--wide"]]) {
        const { code, stdout } = runTerminal([
          ...argv,
          "--format",
          "text",
          "--width",
          String(width),
          ...wide,
        ]);
        expect(code).toBe(0);
        for (const line of stdout.split("\n"))
          expect(textWidth(line), `${argv.join(" ")}: ${line}`).toBeLessThanOrEqual(width);
      }
  });

  it("--wide lists every site where the default lists five", () => {
    const argv = ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "text"];
    const narrow = runTerminal(argv).stdout;
    const wide = runTerminal([...argv, "--wide"]).stdout;
    // 15 sites under the default engine (vLLM fuses residual add into the next RMSNorm; rotary, KV write, attention and
    // SiLU·mul run as their own kernels): 5 shown, 10 more
    expect(narrow).toContain("+ 10 more sites (--wide lists every one)");
    expect(wide).not.toContain("more sites");
    expect(wide).toContain("head.argmax");
  });

  it("a width outside 60-100 is a usage error naming the range", () => {
    const { code, stderr } = runTerminal([
      "report",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--width",
      "40",
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain('expected a width of 60 to 100 columns, received "40"');
  });
});

describe("the default format", () => {
  const argv = ["report", "llama-3.1-8b", "--hardware", "h100-sxm"];
  it("is Markdown through a pipe, text on a terminal", () => {
    expect(runTerminal(argv).stdout.startsWith("# ")).toBe(true);
    const tty = runTerminal(argv, 120).stdout;
    expect(tty.startsWith("Llama 3.1 8B (llama-3.1-8b)")).toBe(true);
    // A terminal wider than 100 columns still gets at most 100; a narrower one than 60 gets 60.
    expect(Math.max(...tty.split("\n").map(textWidth))).toBeLessThanOrEqual(100);
    expect(Math.max(...runTerminal(argv, 30).stdout.split("\n").map(textWidth))).toBeLessThanOrEqual(60);
  });

  it("follows -o's extension on a terminal: .md stays Markdown, .txt is text", () => {
    const dir = mkdtempSync(join(tmpdir(), "venn-text-"));
    expect(runTerminal([...argv, "-o", join(dir, "r.md")], 100).code).toBe(0);
    expect(readFileSync(join(dir, "r.md"), "utf8").startsWith("# ")).toBe(true);
    expect(runTerminal([...argv, "-o", join(dir, "r.txt")], 100).code).toBe(0);
    expect(readFileSync(join(dir, "r.txt"), "utf8").startsWith("Llama 3.1 8B")).toBe(true);
  });

  it("--format matches in any case", () => {
    expect(runTerminal([...argv, "--format", "TEXT"]).stdout.startsWith("Llama 3.1 8B")).toBe(true);
    expect(runTerminal([...argv, "--format", "Json"]).stdout.startsWith("{")).toBe(true);
  });
});

describe("--format html on a terminal", () => {
  const commands: readonly (readonly string[])[] = [
    ["report", "llama-3.1-8b", "--hardware", "h100-sxm"],
    ["compare", "llama-3.1-8b", "--hardware", "h100-sxm"],
    ["diff", "llama-3.1-8b", "qwen3-8b", "--hardware", "h100-sxm"],
    ["union", "--kernels", "engine", "llama-3.1-8b", "qwen3-8b"],
  ];
  it.each(commands.map((argv) => [argv[0], argv] as const))(
    "%s asks for -o instead of printing the page",
    (_, argv) => {
      const { code, stdout, stderr } = runTerminal([...argv, "--format", "html"], 80);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain(
        "--format html writes a page for a browser, not for a terminal: add -o FILE.html",
      );
    },
  );

  it("writes the page with -o, to --out DIR, or through a pipe", () => {
    const dir = mkdtempSync(join(tmpdir(), "venn-html-"));
    const argv = [
      "report",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--runs",
      "multi:1",
      "--format",
      "html",
    ];
    expect(runTerminal([...argv, "-o", join(dir, "r.html")], 80).code).toBe(0);
    expect(readFileSync(join(dir, "r.html"), "utf8").startsWith("<!")).toBe(true);
    expect(runTerminal([...argv, "--out", join(dir, "pages")], 80).code).toBe(0);
    expect(runTerminal(argv).stdout.startsWith("<!")).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
