import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { analyze, diff, diffAtRef, loadTemplates, renderCommand } from "../../../src/index.ts";
import { COMMENT_LIMIT, diffSetView } from "../../../src/render/compare-diff.ts";
import { buildDiffModel, fitVerdict, type ReportModel } from "../../../src/report/index.ts";
import { ROOT } from "../../helpers.ts";

const HEAD_FFN_NVFP4 = "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml";
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("fit verdict beside the time", () => {
  it("bytes = every resident weight + sequences × KV per sequence; devices = ⌈bytes ÷ usable⌉", () => {
    const memory = {
      hardware: "x",
      weightBytes: 141e9,
      weightParams: 70.6e9,
      activeParams: 70.6e9,
      kvBytesPerSequence: 1.34e9,
      capacityBytes: 80e9,
      usableBytes: 72e9,
      maxSequences: 0,
      weightsFit: {
        fits: false,
        neededBytes: 141e9,
        usableBytes: 72e9,
        capacityBytes: 80e9,
        devicesNeeded: 2,
      },
      fit: [],
    };
    expect(fitVerdict(memory, 1)).toEqual({
      fits: false,
      neededBytes: 142.34e9,
      usableBytes: 72e9,
      capacityBytes: 80e9,
      devicesNeeded: 2,
    });
    expect(fitVerdict({ ...memory, weightBytes: 16e9 }, 8)).toMatchObject({ fits: true, devicesNeeded: 1 });
  });

  it("Llama 3.1 70B in BF16 on one H100 (80 GB): the diff row says it does not fit, needs 2 devices", () => {
    const d = diff({
      base: "llama-3.1-70b",
      head: "llama-3.1-70b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      cwd: ROOT,
    }).diff;
    expect(d?.tables[0]?.head.fit).toMatchObject({ fits: false, devicesNeeded: 2 });
    const text = renderCommand(d ?? ({} as never), "md", loadTemplates()) ?? "";
    expect(text).toMatch(/\*\*does not fit: 1\d\d GB of 72\.0 GB, needs 2 devices\*\*/);
  });
});

/** A copy of the bundled H100 profile with its bandwidth changed, in a folder that shadows the bundled one. */
function slowerH100(): string {
  const dir = mkdtempSync(join(tmpdir(), "venn-diff-test-"));
  temps.push(dir);
  mkdirSync(join(dir, "hardware"));
  const text = readFileSync(join(ROOT, "hardware/h100-sxm.hw.yaml"), "utf8");
  writeFileSync(join(dir, "hardware/h100-sxm.hw.yaml"), text.replace("value: 3.35 TB/s", "value: 3.0 TB/s"));
  return dir;
}

describe("the regression gate reads the expected time where both sides have one", () => {
  // PyTorch's library kernels: every site on the device's terms, so the bandwidth edit reaches them all (vLLM's GEMMs
  // and attention would be its measured tables, which a profile edit does not move).
  const run = (cwd: string) =>
    analyze({
      model: "llama-3.1-8b",
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 64 }],
      context: 4096,
      engine: "pytorch",
      cwd,
    });
  const base = run(ROOT);
  const head = run(slowerH100());
  const side = (label: string, r: typeof base) => ({
    label,
    model: "llama-3.1-8b",
    circuit: "dense_gqa",
    reports: [r.report as ReportModel],
    docs: r.inputDocs ?? [],
  });
  const build = (failOnRegressionPct: number) =>
    buildDiffModel({
      base: side("base", base),
      head: side("head", head),
      gaps: [],
      failOnRegressionPct,
      context: 4096,
    });
  // A gate between the two deltas: it passes on the expected delta and would fail on the floor's.
  const probe = build(0).tables[0];
  const gate = ((probe?.deltaExpectedPct ?? 0) + (probe?.deltaPct ?? 0)) / 2;
  const d = build(gate);
  const t = d.tables[0];

  it("3.35 → 3.0 TB/s: the memory-bound floor grows by 3.35/3.0 − 1 = 11.67 %; the expected time by less (launch costs do not scale)", () => {
    expect(t?.deltaPct).toBeCloseTo((3.35 / 3.0 - 1) * 100, 1);
    expect(t?.deltaExpectedPct).toBeGreaterThan(5);
    expect(t?.deltaExpectedPct).toBeLessThan(t?.deltaPct ?? 0);
  });

  it("gatePct is the expected delta, and a gate between the two deltas passes on it though the floor grew more", () => {
    expect(t?.gateBasis).toBe("expected");
    expect(t?.gatePct).toBe(t?.deltaExpectedPct);
    expect(d.gateBasis).toBe("expected");
    expect(d.worstRegressionPct).toBe(t?.deltaExpectedPct);
    expect(d.isRegression).toBe(false);
    expect(t?.deltaPct).toBeGreaterThan(gate);
    expect(d.verdict).toMatch(/^Slower everywhere: expected step time \+\d+\.\d %/);
  });

  it("names the profile field that changed", () => {
    expect(d.inputsChanged).toEqual([
      {
        kind: "hardware",
        name: "h100-sxm",
        status: "changed",
        changes: [{ path: "memory.bandwidth.value", base: "3.35 TB/s", head: "3.0 TB/s" }],
        more: 0,
      },
    ]);
  });
});

describe("a device one side cannot run is a gap in its row", () => {
  const d = diff({
    base: "llama-3.1-8b",
    head: HEAD_FFN_NVFP4,
    hardware: ["h100-sxm", "b200"],
    runs: [{ mode: "multi", rows: 1 }],
    context: 4096,
    cwd: ROOT,
  }).diff;

  it("H100 has no FP4 lane: a head-side gap; B200 still diffs, on the floor (no calibration there)", () => {
    expect(d?.gaps).toMatchObject([
      { hardware: "h100-sxm", side: "head", code: "COST_LANE_MISSING", lane: "fp4" },
    ]);
    expect(d?.tables.map((t) => t.hardware)).toEqual(["b200"]);
    expect(d?.tables[0]?.gateBasis).toBe(d?.tables[0]?.deltaExpectedPct === null ? "floor" : "expected");
  });

  it("the verdict covers where both sides ran, never 'everywhere', and names the lost device", () => {
    expect(d?.verdict).toMatch(/^(Faster or equal|Slower) where both sides ran: |^Mixed /);
    expect(d?.verdict).not.toContain("everywhere");
    expect(d?.verdict).toContain(
      "Regression: NVIDIA H100 SXM5 80GB HBM3 ran the base but cannot run the head.",
    );
  });
});

describe("the Markdown shrink step", () => {
  const d = diff({
    base: "llama-3.1-70b",
    head: "qwen3-30b-a3b",
    hardware: ["h100-sxm", "h200-sxm", "b200", "mi300x", "a100-sxm-80gb"],
    runs: [1, 2, 4, 8, 16, 32, 64, 128].map((rows) => ({ mode: "multi" as const, rows })),
    context: 4096,
    cwd: ROOT,
  }).diff;
  if (!d) throw new Error("diff failed");
  const text = renderCommand(d, "md", loadTemplates()) ?? "";

  it("fits the comment limit, keeps every run row, drops no table mid-row", () => {
    expect(text.length).toBeLessThan(COMMENT_LIMIT);
    for (const t of d.tables) expect(text).toContain(`· ${t.mode}:${t.rows} |`);
  });

  it("leaves no empty collapsible and says how many site rows it left out", () => {
    for (const block of text.split("<details>").slice(1)) expect(block).toMatch(/\n\| `[^`]+` \|/);
    const full = diffSetView(d);
    const shown = (text.match(/^\| `/gm) ?? []).length;
    const all = full.diffs[0]?.tables.reduce((n, t) => n + t.changedSites.length, 0) ?? 0;
    expect(all).toBeGreaterThan(shown);
    expect(text).toContain(
      `Left out to stay under GitHub's 65,536-character comment limit: ${all - shown} site rows`,
    );
  });
});

describe("--base-ref cleans up after itself", () => {
  const withTmp = (fn: () => void) => {
    const dir = mkdtempSync(join(tmpdir(), "venn-tmp-"));
    temps.push(dir);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = dir;
    try {
      fn();
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    return readdirSync(dir);
  };
  const options = {
    files: ["circuits/models/llama-3.1-8b.model.yaml"],
    hardware: ["h100-sxm"],
    runs: [{ mode: "multi" as const, rows: 1 }],
    context: 4096,
    cwd: ROOT,
  };

  it("a revision git does not know: a diagnostic, and no temporary tree left", () => {
    let codes: string[] = [];
    expect(
      withTmp(
        () => (codes = diffAtRef({ ...options, baseRef: "no-such-rev" }).diagnostics.map((d) => d.code)),
      ),
    ).toEqual([]);
    expect(codes).toEqual(["LOAD_GIT_REV_UNKNOWN"]);
  });

  it("a successful diff removes its tree too", () => {
    let verdict = "";
    expect(withTmp(() => (verdict = diffAtRef({ ...options, baseRef: "HEAD" }).diff?.verdict ?? ""))).toEqual(
      [],
    );
    expect(verdict).toBe("No change in any site's cost.");
  });
});

describe("--base-ref with a kernel manifest or profile reaches every model it names", () => {
  it("--model takes an id", () => {
    const d = diffAtRef({
      baseRef: "HEAD",
      files: ["circuits/dense_gqa.circuit.yaml"],
      model: "qwen3-8b",
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      cwd: ROOT,
    }).diff;
    expect(d && !("diffs" in d) ? d.head.model : null).toBe("qwen3-8b");
  });

  it("a circuit without --model diffs every model of that circuit (a set)", () => {
    const d = diffAtRef({
      baseRef: "HEAD",
      files: ["circuits/gqa_moe.circuit.yaml"],
      hardware: ["b200"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      cwd: ROOT,
    }).diff;
    expect(d && "diffs" in d ? d.diffs.map((x) => x.head.model) : null).toEqual([
      "ernie-4.5-21b-a3b",
      "glm-4.5-air",
      "hunyuan-a13b",
      "minimax-m2.7",
      "mixtral-8x7b",
      "qwen1.5-moe-a2.7b",
      "qwen3-30b-a3b",
      "qwen3-vl-30b-a3b",
    ]);
    expect(d?.verdict).toBe("8 models compared. No change in any site's cost.");
  });
});

describe("--base-ref: a base side that does not load names the revision in its diagnostics", () => {
  it("an unknown dim at the base revision is reported at REV:file:line, and nothing is diffed", () => {
    const repo = mkdtempSync(join(tmpdir(), "venn-base-errors-"));
    temps.push(repo);
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
    };
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, stdio: "pipe" });
    const model = "circuits/models/llama-3.1-8b.model.yaml";
    mkdirSync(join(repo, "circuits/models"), { recursive: true });
    const text = readFileSync(join(ROOT, model), "utf8");
    writeFileSync(
      join(repo, "circuits/dense_gqa.circuit.yaml"),
      readFileSync(join(ROOT, "circuits/dense_gqa.circuit.yaml")),
    );
    writeFileSync(join(repo, model), text.replace("hidden:", "hiden:"));
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "base with a typo");
    writeFileSync(join(repo, model), text);
    git("commit", "-q", "-am", "fixed");
    const result = diffAtRef({
      baseRef: "HEAD~1",
      files: [model],
      hardware: ["h100-sxm"],
      runs: [{ mode: "multi", rows: 1 }],
      context: 4096,
      cwd: repo,
    });
    expect(result.diff).toBeUndefined();
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    for (const d of errors) {
      expect(d.file).toBe(`HEAD~1:${model}`);
      expect(d.line).toBeGreaterThan(0);
    }
    expect(errors.map((d) => d.code)).toContain("MODEL_DIM_UNKNOWN");
  });
});
