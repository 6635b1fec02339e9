// The GPU collector (tools/collect) run in its CPU mode under Debian's PyTorch: its arguments, and that what it
// writes has the microbenchmark table's exact columns with every row parsable. No timing is asserted: CPU
// figures say nothing about a GPU, and the collector marks them so.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../src/load/index.ts";
import { ROOT, runCli } from "../helpers.ts";
import { params } from "../property/harness.ts";
import { PREREQUISITES, PYTHON } from "../setup/prerequisites.ts";

const COLLECT = join(ROOT, "tools/collect/collect.py");
const hasTorch = PREREQUISITES.find((p) => p.folder === "test/collect")?.present() ?? false;

/** The header of the H200 table (../shared/reference/h200/microbench-2026-12-04.csv), column for column. */
const COLUMNS = [
  "section",
  "op",
  "dtype",
  "backend",
  "m",
  "n",
  "k",
  "b",
  "ctx",
  "T",
  "distinct",
  "bytes",
  "us_median",
  "us_min",
  "reps",
] as const;
const COUNTS = ["m", "n", "k", "b", "ctx", "T", "distinct", "bytes", "reps"] as const;
/** Each section's ops, as the H200 table names them. */
const OPS: Record<string, RegExp> = {
  copy: /^copy_d2d$/,
  gemv_bf16: /^gemv_k4096$/,
  gemv_fp8: /^gemv_k4096$/,
  gemm_peak: /^gemm_square$/,
  tiny_kernel: /^add_4096_elems_(graph|eager_event|eager_host_throughput)$/,
  op: /^(gemm_N28672_K4096|fused_add_rms_norm_triton|silu_mul_triton|rope_neox_40heads_triton|sdpa_(decode|prefill_causal)_q32_kv8_d128)$/,
  moe: /^grouped_gemm_E128_K2048_N1536$/,
};

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "venn-collect-"));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function collect(args: string[]) {
  const run = spawnSync(PYTHON, [COLLECT, ...args], {
    encoding: "utf8",
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
    timeout: 240_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Runs on every machine: torch is hidden (None in sys.modules) or replaced by a stand-in that sees no GPU.
describe("tools/collect without a usable PyTorch says what to install, not a traceback", () => {
  const hidden = (args: string[]) => {
    const run = spawnSync(
      PYTHON,
      [
        "-c",
        "import runpy, sys; sys.modules['torch'] = None; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')",
        COLLECT,
        ...args,
      ],
      { encoding: "utf8", env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" }, timeout: 60_000 },
    );
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };

  it.skipIf(!existsSync(PYTHON))("no torch: exit 2, the install commands, nothing written", () => {
    const dir = tempDir();
    const out = hidden([join(dir, "t.csv"), "--device", "cpu", "--quick"]);
    expect(out.code).toBe(2);
    expect(out.stderr).not.toContain("Traceback");
    expect(out.stderr).toMatch(/^collect: PyTorch is not importable \(.*\); install PyTorch for this Python/);
    expect(out.stderr).toContain(`${PYTHON} -m pip install torch`);
    expect(out.stderr).toContain("https://pytorch.org/get-started/locally/");
    expect(out.stderr).toContain("apt-get install python3-torch");
    expect(out.stderr.endsWith("nothing written\n")).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.skipIf(!existsSync(PYTHON))(
    "a bad argument is still a usage error first (exit 2, argparse's message)",
    () => {
      const out = hidden(["t.txt"]);
      expect(out.code).toBe(2);
      expect(out.stderr).toContain("must be a name ending in .csv");
      expect(out.stderr).not.toContain("PyTorch");
    },
  );

  it.skipIf(!existsSync(PYTHON))("a torch that sees no GPU: --device cuda names the fix, exit 2", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "torch"));
    writeFileSync(
      join(dir, "torch", "__init__.py"),
      '__version__ = "0.0-no-gpu"\n\nclass cuda:\n    @staticmethod\n    def is_available():\n        return False\n',
    );
    const run = spawnSync(PYTHON, [COLLECT, join(dir, "t.csv"), "--device", "cuda"], {
      encoding: "utf8",
      env: { ...process.env, PYTHONPATH: dir, PYTHONDONTWRITEBYTECODE: "1" },
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      "collect: --device cuda: this PyTorch (0.0-no-gpu) sees no CUDA or ROCm GPU; install a build for the GPU (https://pytorch.org/get-started/locally/) or check the driver (nvidia-smi, rocm-smi); --device cpu checks the format without one\nnothing written\n",
    );
    expect(readdirSync(dir)).toEqual(["torch"]);
  });
});

describe.skipIf(!hasTorch)(
  "tools/collect --device cpu (skipped: /usr/bin/python3 has no torch; apt-get install python3-torch)",
  () => {
    describe("arguments: a bad one exits 2 with a message and writes nothing", () => {
      it.each([
        [["out.txt", "--device", "cpu"], "must be a name ending in .csv"],
        [["out.csv", "--device", "cpu", "--only", "copy,warp"], "unknown section(s) warp"],
        [["out.csv", "--device", "cpu", "--only", ","], "(none given)"],
        [["out.csv", "--device", "cpu", "--reps", "0"], "--reps must be between 1 and 10000"],
        [["out.csv", "--device", "cpu", "--reps", "many"], "invalid int value"],
        [["out.csv", "--device", "tpu"], "expected cuda, cuda:N or cpu"],
        [["missing-folder/out.csv", "--device", "cpu"], "does not exist"],
        [["--device", "cpu"], "the following arguments are required: output"],
      ])("%j → %s", (args, message) => {
        const dir = tempDir();
        const out = collect(args.map((a) => (a.endsWith(".csv") || a === "out.txt" ? join(dir, a) : a)));
        expect(out.code).toBe(2);
        expect(out.stderr).toContain(message);
        expect(readdirSync(dir)).toEqual([]);
      });
    });

    // Generated argument lists: every one either runs (both files, the table's header) or exits 2 with a message
    // and writes nothing; never a traceback, never a partial file. Runs that are valid take only the tiny kernels.
    it("generated arguments: exit 0 with both files, or 2 with a message and no file", () => {
      const dir = tempDir();
      const pick = <T>(...values: T[]) => fc.constantFrom(...values);
      const argv = fc.tuple(
        pick("out.csv", "out.txt", "missing/out.csv", "", "-", "out.CSV", ".csv"),
        fc.option(pick("cpu", "cuda", "cuda:0", "cuda:x", "tpu", "", "CPU"), { nil: undefined }),
        fc.option(
          pick("tiny_kernel", "tiny_kernel,", " tiny_kernel ", "warp", "", ",", "op,warp", "TINY_KERNEL"),
          {
            nil: undefined,
          },
        ),
        fc.option(pick("1", "2", "0", "-1", "x", "10001", "1.5", ""), { nil: undefined }),
        fc.boolean(),
        fc.option(pick("--bogus", "extra", "--only"), { nil: undefined }),
      );
      fc.assert(
        fc.property(argv, ([output, device, only, reps, quick, extra]) => {
          for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true });
          const args = [output === "" || output === "-" ? output : join(dir, output)];
          if (device !== undefined) args.push("--device", device);
          args.push("--only", only ?? "tiny_kernel");
          if (reps !== undefined) args.push("--reps", reps);
          if (quick) args.push("--quick");
          if (extra !== undefined) args.push(extra);
          const out = collect(args);
          const files = readdirSync(dir).sort();
          if (out.code === 0) {
            expect(files).toEqual(["out.csv", "out.meta.json"]);
            const text = readFileSync(join(dir, "out.csv"), "utf8");
            expect(text.split("\n").find((l) => !l.startsWith("#"))).toBe(COLUMNS.join(","));
          } else {
            expect(out.code, out.stderr).toBe(2);
            expect(out.stderr).toMatch(/collect\.py: error: \S/);
            expect(out.stderr).not.toContain("Traceback");
            expect(files).toEqual([]);
          }
        }),
        params(24),
      );
    }, 240_000);

    describe("--device cpu --quick", () => {
      const dir = tempDir();
      const file = join(dir, "cpu.csv");
      let run: ReturnType<typeof collect>;
      let comments: string[];
      let lines: string[];
      let rows: Record<string, string>[];
      beforeAll(() => {
        run = collect([file, "--device", "cpu", "--quick"]);
        const all = existsSync(file) ? readFileSync(file, "utf8").split("\n") : [];
        const first = all.findIndex((l) => !l.startsWith("#"));
        comments = all.slice(0, first);
        lines = all.slice(first);
        rows = lines
          .slice(1)
          .filter((l) => l !== "")
          .map((l) => Object.fromEntries(l.split(",").map((cell, i) => [COLUMNS[i] ?? `extra${i}`, cell])));
      }, 240_000);

      it("exits 0, with progress and a closing line on stderr and nothing on stdout", () => {
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toBe("");
        expect(run.stderr).toMatch(/^collect: .*\(cpu\), torch /);
        expect(run.stderr).toMatch(/collect: +\d+ copy_d2d bytes cpu bytes=128000: [\d.]+ µs/);
        expect(run.stderr).toMatch(
          /collect: +\d+ gemv_k4096 fp8 cpu m=1 n=240 k=4096: skipped: FP8 GEMMs are a GPU figure/,
        );
        expect(run.stderr).toContain(`rows to ${file} and ${join(dir, "cpu.meta.json")}`);
      });

      it("opens with '# ' lines giving the date as venn calibrate reads it, and says it is not a GPU measurement", () => {
        expect(comments[0]).toMatch(/^# measured: \d{4}-\d{2}-\d{2}$/);
        for (const line of comments) expect(line).toMatch(/^# \S/);
        expect(comments.join("\n")).toContain("NOT a GPU measurement");
      });

      it("has the H200 table's header exactly, and every row its fifteen cells", () => {
        expect(lines[0]).toBe(COLUMNS.join(","));
        expect(lines.at(-1)).toBe("");
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(Object.keys(row)).toEqual([...COLUMNS]);
      });

      it("is a table the project's CSV reader (the load stage) takes without a diagnostic", () => {
        const { table, diagnostics } = parseCsv(lines.join("\n"), file);
        expect(diagnostics).toEqual([]);
        expect(table?.header.map((c) => c.text)).toEqual([...COLUMNS]);
        expect(table?.rows.length).toBe(rows.length);
      });

      it("names each row's section and op as the H200 table does, and marks every row's backend cpu", () => {
        for (const row of rows) {
          expect(OPS[row.section as string], row.section).toBeDefined();
          expect(row.op).toMatch(OPS[row.section as string] as RegExp);
          expect(row.backend).toBe("cpu");
        }
        // The sections a CPU can take at --quick sizes; fp8, square GEMMs and the 805 MB expert set are skipped.
        expect(new Set(rows.map((r) => r.section))).toEqual(
          new Set(["copy", "gemv_bf16", "tiny_kernel", "op"]),
        );
      });

      it("writes every count as a positive integer or empty, and every time as a finite positive number", () => {
        for (const row of rows) {
          for (const key of COUNTS) expect(row[key], `${row.op} ${key}`).toMatch(/^([1-9]\d*)?$/);
          const median = Number(row.us_median);
          expect(Number.isFinite(median) && median > 0, `${row.op} us_median ${row.us_median}`).toBe(true);
          if (row.us_min !== "") {
            const min = Number(row.us_min);
            expect(Number.isFinite(min) && min > 0 && min <= median, `${row.op} us_min ${row.us_min}`).toBe(
              true,
            );
          }
        }
      });

      it("venn calibrate reads it cell by cell and refuses to fit CPU timings, saying why, and writes nothing", () => {
        const target = join(dir, "fitted.hw.yaml");
        const out = runCli(["calibrate", file, "--hardware", "h200-sxm", "-o", target]);
        const codes = out.diagnostics.map((d) => d.code);
        // Read without a format problem: every code is the fit's, none the reader's.
        expect(codes.filter((c) => !c.startsWith("CALIBRATE_TOO_FEW_ROWS"))).toEqual([]);
        expect(codes.length).toBeGreaterThan(0);
        expect(out.code).toBe(1);
        expect(`${out.stdout}${out.stderr}`).not.toMatch(/Infinity|NaN/);
        expect(existsSync(target)).toBe(false);
      });

      it("says in FILE.meta.json what ran and that it is not a GPU measurement", () => {
        const meta = JSON.parse(readFileSync(join(dir, "cpu.meta.json"), "utf8"));
        expect(meta.measured_on_gpu).toBe(false);
        expect(meta.platform).toBe("cpu");
        expect(meta.timing).toContain("NOT a GPU measurement");
        expect(meta.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(typeof meta.torch).toBe("string");
        expect(meta.rows).toBe(rows.length);
        expect(meta.skipped.length).toBeGreaterThan(0);
        for (const s of meta.skipped) expect(s.reason).not.toBe("");
        expect(readdirSync(dir).sort()).toEqual(["cpu.csv", "cpu.meta.json"]);
      });
    });
  },
);
