// CLI conventions a user leans on (issue 9): what -o/--out wrote, file names in --out DIR, ids given twice,
// check outside a project, and `npm run -s venn` output that a JSON parser accepts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, runCli } from "../helpers.ts";

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "venn-conventions-"));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("outputs", () => {
  it("-o writes the file and says so on stderr, with nothing on stdout", () => {
    const dir = tempDir();
    const result = runCli(["report", "llama-3.1-8b", "--hardware", "h100-sxm", "-o", join(dir, "r.json")]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^wrote .*r\.json \(\d+(\.\d+)? kB\)\n$/);
    expect(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")).command).toBe("report");
  });

  it("--out DIR names each file after model, preset, hardware, runs and context", () => {
    const dir = tempDir();
    const argv = ["report", "llama-3.1-8b", "--hardware", "h100-sxm,b200", "--precision", "fp8"];
    const runs = ["--runs", "multi:1,16", "--runs", "single:2048", "--context", "8192"];
    const result = runCli([...argv, ...runs, "--out", dir, "--format", "md", "--format", "json"], dir);
    expect(result.code).toBe(0);
    const name = "llama-3.1-8b_fp8_h100-sxm+b200_multi-1-16_single-2048_ctx8192";
    expect(readdirSync(dir).sort()).toEqual([`${name}.json`, `${name}.md`]);
    expect(result.stderr.split("\n").map((l) => l.replace(/ \(.*\)$/, ""))).toEqual([
      `wrote ${name}.md`,
      `wrote ${name}.json`,
      "",
    ]);
  });

  it("two runs with different presets into one --out DIR keep both reports", () => {
    const dir = tempDir();
    for (const preset of ["bf16", "fp8"])
      runCli([
        "report",
        "llama-3.1-8b",
        "--hardware",
        "h100-sxm",
        "--precision",
        preset,
        "--out",
        dir,
        "--format",
        "md",
      ]);
    expect(readdirSync(dir).sort()).toEqual([
      "llama-3.1-8b_bf16_h100-sxm_multi-1_ctx4096.md",
      "llama-3.1-8b_fp8_h100-sxm_multi-1_ctx4096.md",
    ]);
  });

  it("an -o path that cannot be written is a usage error, and writes nothing", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "r.md"), "an earlier report\n");
    const result = runCli(["report", "llama-3.1-8b", "--hardware", "h100-sxm", "-o", "r.md/x.md"], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "error: --output r.md/x.md cannot be written (r.md is a file, not a folder)\n(run with --help for usage)\n",
    );
    expect(readdirSync(dir)).toEqual(["r.md"]);
    expect(readFileSync(join(dir, "r.md"), "utf8")).toBe("an earlier report\n");
  });

  it("venn schema --out says what it wrote", () => {
    const dir = tempDir();
    const result = runCli(["schema", "--out", "schemas"], dir);
    expect(result.code).toBe(0);
    expect(result.stderr.split("\n").map((l) => l.replace(/ \(.*\)$/, ""))).toEqual([
      "wrote schemas/circuit.schema.json",
      "wrote schemas/model.schema.json",
      "wrote schemas/hardware.schema.json",
      "wrote schemas/kernels.schema.json",
      "wrote schemas/fusions.schema.json",
      "wrote schemas/engine.schema.json",
      "wrote schemas/measurements.schema.json",
      "wrote schemas/profile-map.schema.json",
      "",
    ]);
  });
});

describe("ids", () => {
  it("a --hardware id given twice is costed once", () => {
    const once = runCli(["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "json"]);
    const twice = runCli([
      "report",
      "llama-3.1-8b",
      "--hardware",
      "h100-sxm,h100-sxm",
      "--hardware",
      "h100-sxm",
      "--format",
      "json",
    ]);
    expect(twice.code).toBe(0);
    expect(JSON.parse(twice.stdout).tables).toHaveLength(1);
    expect(twice.stdout).toBe(once.stdout);
  });
});

describe("venn check outside a project", () => {
  it("with no circuits/ or hardware/ and no paths, says it found nothing and exits 1", () => {
    const dir = tempDir();
    const result = runCli(["check"], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.replace(dir, "<dir>")).toBe(
      "nothing to check: no circuits/ or hardware/ folder in <dir>; give files or folders (venn check PATH...)\n",
    );
  });

  it("a folder with no input files is nothing to check either", () => {
    const dir = tempDir();
    const result = runCli(["check", "."], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("nothing to check: no circuit, model, hardware or kernel files under .\n");
  });
});

// The README's `npm run -s venn -- ... > r.json` must give JSON a parser accepts: no npm banner on stdout.
describe("npm run -s venn", () => {
  it("prints only the report", () => {
    const result = spawnSync(
      "npm",
      ["run", "-s", "venn", "--", "report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "json"],
      { cwd: ROOT, encoding: "utf8", timeout: 120_000 },
    );
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).model).toBe("llama-3.1-8b");
  });

  // bin/venn.js rebuilds only a bundle older than a source: the run above built it if needed, this one must not.
  it("does not rebuild an up-to-date bundle", () => {
    const result = spawnSync("npm", ["run", "-s", "venn", "--", "list", "presets"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("nvfp4");
  });
});
