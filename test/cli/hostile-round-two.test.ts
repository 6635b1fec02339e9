// Issue 30, "Hostile input, round two": one test per reproduction. Each case ends in a positioned diagnostic or a
// correct report, with nothing left behind. Signals, the input cache and the loader are in test/build/.
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runCli } from "../helpers.ts";
import { markdownInjected } from "../property/hostile.ts";
import { hostileTree, IMPORT_PROFILE, REPORT, read } from "./hostile-kit.ts";

// The first case starts the watchdog's worker (tsx compiles the sources): seconds on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const { tree, write, venn, codes } = hostileTree("issue-30-two");

describe("Markdown from engine and kernel files", () => {
  const HOSTILE_NAME = "x\n# INJ heading\n| a | b |\n[c](javascript:alert(1)) <script>alert(1)</script>";
  it.each(["report", "compare"])("%s: an engine's name and version stay text", (command) => {
    const engine = read("engines/llama.cpp-2023.engine.yaml")
      .replace(/\nname: .*/, `\nname: ${JSON.stringify(HOSTILE_NAME)}`)
      .replace(/\nversion: .*/, `\nversion: ${JSON.stringify("<img src=x onerror=alert(1)>\n- INJ")}`);
    write("x.engine.yaml", engine);
    const o = venn(
      command,
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm",
      "--engine",
      "x.engine.yaml",
      "--format",
      "md",
    );
    expect(o.code, o.stderr).toBe(0);
    expect(markdownInjected(o.stdout)).toBeUndefined();
    expect(o.stdout).toContain(
      "Engine: x # INJ heading \\| a \\| b \\| \\[c\\](javascript:alert(1)) &lt;script&gt;",
    );
  });

  it("a family's source URL holding ')' is one link, its target percent-encoded", () => {
    const kernels = read("circuits/kernels/engine.kernels.yaml").replace(
      /(\n {4}source: ).*/,
      `$1"https://e.com/a_(b)/c) [x](javascript:alert(1))"`,
    );
    write("x.kernels.yaml", kernels);
    const o = venn(...REPORT, "--kernels", "x.kernels.yaml", "--format", "md");
    expect(o.code, o.stderr).toBe(0);
    expect(o.stdout).toContain("](https://e.com/a_%28b%29/c%29%20[x]%28javascript:alert%281%29%29)");
    expect(o.stdout).not.toContain("(https://e.com/a_(b)");
  });
});

describe("--precision naming a prototype key", () => {
  it.each([
    ["report", "__proto__"],
    ["report", "constructor"],
    ["compare", "__proto__"],
    ["compare", "constructor"],
    ["diff", "__proto__"],
    ["diff", "constructor"],
  ])("%s --precision %s is a usage error naming the presets", (command, preset) => {
    const models = command === "diff" ? ["llama-3.1-8b", "qwen3-8b"] : ["llama-3.1-8b"];
    const o = venn(command, ...models, "--hardware", "h100-sxm", "--precision", preset);
    expect(o.code).toBe(2);
    expect(o.stderr).toMatch(/is not one of .*bf16/);
  });
});

describe("name-map globs", () => {
  const profile = (names: string[]) =>
    write(
      "x.trace.json",
      JSON.stringify({
        traceEvents: names.map((name, i) => ({ ph: "X", cat: "kernel", name, ts: i, dur: 5 })),
      }),
    );
  const map = (glob: string) =>
    write(
      "x.map.yaml",
      `schema: 1\nkernels:\n  - ${JSON.stringify({ glob, site: "attn.o_proj", per_step: 32 })}\n`,
    );

  it("1,000 stars against a 50,000-character kernel name ends at once (5,000 ran about 125 s)", () => {
    const o = venn(
      "import-profile",
      "--torch-trace",
      profile(["a".repeat(50_000)]),
      "--map",
      map("*".repeat(1000)),
      ...IMPORT_PROFILE,
    );
    expect(o.code, o.stderr).toBe(0);
  });

  it("*a*a*a*a*a*a*a*a*a*a*a*b against 40 long names ends at once (about 15 s before)", () => {
    const names = Array.from({ length: 40 }, (_, i) => `${"a".repeat(20_000 + i)}!`);
    const o = venn(
      "import-profile",
      "--torch-trace",
      profile(names),
      "--map",
      map("*a*a*a*a*a*a*a*a*a*a*a*b"),
      ...IMPORT_PROFILE,
    );
    expect(o.code).toBe(1);
    expect(codes(o)).toEqual(["IMPORT_PROFILE_EMPTY", "IMPORT_PROFILE_UNMATCHED"]);
  });

  it("a glob of 5,000 stars is refused where it is written", () => {
    const o = venn(
      "import-profile",
      "--torch-trace",
      profile(["k"]),
      "--map",
      map("*".repeat(5000)),
      ...IMPORT_PROFILE,
    );
    expect(o.code).toBe(1);
    expect(codes(o)).toEqual(["IMPORT_PROFILE_PATTERN_INVALID"]);
    expect(o.stderr).toMatch(
      /x\.map\.yaml:3:\d+ IMPORT_PROFILE_PATTERN_INVALID glob "\*+\.\.\." cannot be used: 5000 characters, more than 1000/,
    );
  });
});

describe("a 200,000-row Nsight summary", () => {
  it("imports, every row read", () => {
    const head =
      '"Time (%)","Total Time (ns)","Instances","Avg (ns)","Med (ns)","Min (ns)","Max (ns)","StdDev (ns)","Name"';
    const rows = Array.from(
      { length: 200_000 },
      (_, i) => `0.0,${1000 + i},10,100.0,100.0,90,110,5.0,"void vllm::rms_norm_kernel<${i}>(float*)"`,
    );
    write("big.nsys.csv", `${head}\n${rows.join("\n")}\n`);
    // Not under the 5 s watchdog: the suite runs on loaded 2-core machines; the import is linear in the rows.
    const o = runCli(
      [
        "import-profile",
        "--nsys",
        "big.nsys.csv",
        "--map",
        "circuits/measurements/llama-3.1-8b.vllm.map.yaml",
        ...IMPORT_PROFILE,
      ],
      tree.cwd,
    );
    expect(o.code, o.stderr).toBe(0);
    expect(o.stdout).toMatch(/^attn\.input_norm,.*200000 kernel names, 2000000 launches/m);
  });
});

describe("diff --base-ref --format json", () => {
  it("says the same bytes twice and never names the base side's temporary folder", () => {
    const argv = [
      "diff",
      "--base-ref",
      "HEAD",
      "circuits/models/llama-3.1-8b.model.yaml",
      "--hardware",
      "h100-sxm",
      "--format",
      "json",
    ];
    const [a, b] = [runCli(argv), runCli(argv)];
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toContain(tmpdir());
    expect(a.stdout).toContain('"id": "circuits/models/llama-3.1-8b.model.yaml"');
  });
});

describe("venn check on a folder it cannot list", () => {
  // Root reads any folder; /proc/1/map_files needs CAP_SYS_ADMIN, so in a container even root cannot list it.
  const listable = (() => {
    try {
      readdirSync("/proc/1/map_files");
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(listable)("is a LOAD_FILE_UNREADABLE diagnostic naming it, not an internal EACCES", () => {
    const o = venn("check", "/proc/1/map_files", "circuits/models/llama-3.1-8b.model.yaml");
    expect(o.code).toBe(1);
    expect(codes(o)).toEqual(["LOAD_FILE_UNREADABLE"]);
    expect(o.stderr).toMatch(
      /cannot read \/proc\/1\/map_files: the folder cannot be listed \(EACCES|EPERM\)/,
    );
  });
});

describe("calibrate sizes", () => {
  const table = read("hardware/measurements/h200-sxm.microbench.csv");
  it.each([
    ["ctx", "1e308"],
    ["b", "0"],
    ["ctx", "1024.5"],
  ])("%s=%s is refused at its cell, never printed as Infinity", (column, value) => {
    const lines = table.split("\n");
    const header = (lines.find((l) => l.startsWith("section,")) ?? "").split(",");
    const at = lines.findIndex((l) => l.startsWith("op,sdpa_decode_q32_kv8_d128,bf16,flash,"));
    const cells = (lines[at] ?? "").split(",");
    cells[header.indexOf(column)] = value;
    lines[at] = cells.join(",");
    const o = venn(
      "calibrate",
      write("x.microbench.csv", lines.join("\n")),
      "--hardware",
      "h200-sxm",
      "-o",
      "out/x.hw.yaml",
    );
    expect(o.code).toBe(1);
    expect(codes(o)).toEqual(["SCHEMA_INVALID"]);
    expect(o.diagnostics[0]?.line).toBe(at + 1);
    expect(o.stderr).toContain(`.${column}: a whole number from 1 to 9007199254740991`);
    expect(o.stdout).not.toMatch(/Infinity|NaN/);
  });
});

describe("terminal control bytes in flags that reach output files", () => {
  it.each([
    ["import-hf", "test/fixtures/hf/llama-3.1-8b/config.json", "--revision", "main\u001b]52;c;aGk=\u0007"],
    ["import-hf", "test/fixtures/hf/llama-3.1-8b/config.json", "--hf", "meta-llama/Llama\u001b[2J"],
    [
      "import-profile",
      "--nsys",
      "test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv",
      "--map",
      "circuits/measurements/llama-3.1-8b.vllm.map.yaml",
      ...IMPORT_PROFILE,
      "--source",
      "x\u009b2J",
    ],
  ])("%s %s: the control character is a usage error, shown escaped, and nothing is written", (...argv) => {
    const o = venn(...argv, "-o", "out/ctl.txt");
    expect(o.code).toBe(2);
    expect(o.stderr).toMatch(
      /holds the control character U\+00(1B|9B) at character \d+; give printable text/,
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    expect(o.stderr).not.toMatch(/[\u001b\u009b\u0007]/);
    expect(readdirSync(join(tree.cwd, "out"))).not.toContain("ctl.txt");
  });
});
