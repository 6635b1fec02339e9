import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_LIMIT } from "../../src/render/compare-diff.ts";
import { ROOT } from "../helpers.ts";

// The workflow's script steps (docs/circuit-review.sh, which docs/circuit-review.yml runs) against a fixture
// repository with two commits: a base, and a pull request that changes a model, a profile and adds a model.
// The same commands as on GitHub, without GitHub; the comment it would post is a golden.
const GOLDEN = join(ROOT, "test/cli/circuit-review-comment.md");
const FILES = [
  "circuits/dense_gqa.circuit.yaml",
  "circuits/models/llama-3.1-8b.model.yaml",
  "circuits/models/qwen3-8b.model.yaml",
  "circuits/models/llama-3.3-70b-fp4.model.yaml",
  "hardware/h100-sxm.hw.yaml",
  "hardware/b200.hw.yaml",
];

let repo = "";
const git = (...args: string[]) =>
  execFileSync("git", args, {
    cwd: repo,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
      GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z",
      GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z",
    },
  }).trim();
const edit = (file: string, from: string, to: string) => {
  const path = join(repo, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(from)) throw new Error(`test setup: ${file} has no "${from}"`);
  writeFileSync(path, text.replace(from, to));
};
const script = (base: string, step: "diff" | "post") =>
  execFileSync("bash", [join(ROOT, "docs/circuit-review.sh"), step], {
    cwd: repo,
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      BASE: base,
      VENN: `${join(ROOT, "node_modules/.bin/tsx")} ${join(ROOT, "src/cli/bin.ts")}`,
      OUT: ".circuit-review",
      HARDWARE: "h100-sxm,b200",
      // Under pytorch the profile's terms cost every kernel, so the profile edit below moves the step; vLLM's sites
      // read its measured framework tables, which a profile edit does not change.
      RUNS: "--runs multi:1,64 --engine pytorch",
      GITHUB_STEP_SUMMARY: join(repo, "summary.md"),
      GITHUB_OUTPUT: join(repo, "output.txt"),
    },
  });

let base = "";
beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "venn-workflow-"));
  for (const file of FILES) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(repo, file));
  }
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-q", "-m", "base");
  base = git("rev-parse", "HEAD");
  // The pull request: FP8 KV cache for one model, a slower H100 profile, and a model new in this change.
  edit("circuits/models/llama-3.1-8b.model.yaml", "kv_cache: bf16", "kv_cache: fp8/tensor");
  edit("hardware/h100-sxm.hw.yaml", "value: 3.35 TB/s", "value: 3.0 TB/s");
  copyFileSync(
    join(ROOT, "circuits/models/mistral-7b-v0.3.model.yaml"),
    join(repo, "circuits/models/mistral-7b-v0.3.model.yaml"),
  );
  git("add", ".");
  git("commit", "-q", "-m", "pr");
  script(base, "diff");
}, 120_000);
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe("docs/circuit-review.sh against a two-commit fixture repository", () => {
  const comment = () => readFileSync(join(repo, ".circuit-review/comment.md"), "utf8");

  it("writes the comment it would post (golden)", () => {
    const text = comment().split(base).join("<base>");
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(GOLDEN, text);
    expect(existsSync(GOLDEN), "run npm run golden:update and review it").toBe(true);
    expect(text).toBe(readFileSync(GOLDEN, "utf8"));
  });

  it("one marker, one section per model, under GitHub's limit; the profile change reaches every model", () => {
    const text = comment();
    expect(text.split("<!-- circuit-venn:diff -->").length - 1).toBe(1);
    expect(text.startsWith("<!-- circuit-venn:diff -->\n")).toBe(true);
    expect(text.length).toBeLessThan(COMMENT_LIMIT);
    for (const model of ["llama-3.1-8b", "qwen3-8b", "llama-3.3-70b-fp4"]) {
      expect(text.split(`### \`circuits/models/${model}.model.yaml@`).length - 1).toBe(1);
    }
    // Each device once per run, though h100-sxm is both in HARDWARE and the changed profile.
    expect(text.split("| NVIDIA H100 SXM5 80GB HBM3 · multi:64 |").length - 1).toBe(2);
    expect(text).toContain("- hardware `h100-sxm`: `memory.bandwidth.value` 3.35 TB/s → 3.0 TB/s");
    expect(text).toContain("`precision.kv_cache` bf16 → fp8/tensor");
  });

  it("a model a device cannot run is a gap row, and a new model a skipped line; the job status is a regression", () => {
    const text = comment();
    expect(text).toMatch(/NVIDIA H100 SXM5 80GB HBM3 · every run \| gap \|.*no fp4 lane \|/);
    expect(text).toContain(
      "new in this change: circuits/models/mistral-7b-v0.3.model.yaml does not exist at",
    );
    expect(readFileSync(join(repo, ".circuit-review/status"), "utf8").trim()).toBe("regression");
    expect(readFileSync(join(repo, "output.txt"), "utf8")).toBe("status=regression\n");
    expect(readFileSync(join(repo, "summary.md"), "utf8")).toBe(comment());
  });

  it("a second run rewrites the comment rather than appending to it", () => {
    const first = comment();
    script(base, "diff");
    expect(comment()).toBe(first);
  }, 60_000);

  it("a base the clone lacks is a comment saying so and the status error, not a stack trace", () => {
    script("0000000000000000000000000000000000000000", "diff");
    const text = comment();
    expect(text).toContain("## circuit-venn could not run");
    expect(text).toContain("The base commit 0000000000000000000000000000000000000000 is not in this clone");
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(readFileSync(join(repo, ".circuit-review/status"), "utf8").trim()).toBe("error");
    script(base, "diff");
  }, 60_000);
});
