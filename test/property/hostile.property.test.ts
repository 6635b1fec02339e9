// Hostile inputs end to end: every case is a report or a positioned diagnostic, in bounded time and memory, with
// nothing written on failure (issue 20's families, as generators).

import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFixtureTree } from "./fixture-tree.ts";
import { announce, assertOutcome, params, printSeen, removeDir, runVenn } from "./harness.ts";
import {
  controlText,
  extremeNumber,
  hostileName,
  insertJsonKey,
  insertYamlKey,
  linkEndedEarly,
  linkSource,
  longGlob,
  longName,
  markdownInjected,
  markdownPayload,
  nsysSummary,
  pathologicalGlob,
  pathologicalRegex,
  prototypeFlagValue,
  prototypeInsertion,
  refusedRegex,
  sizeCell,
  unsafeLink,
  webLinkWithStops,
} from "./hostile.ts";

/** Cases per family; with the other suites well over 10,000 generated cases per run. */
const RUNS = {
  numbers: 300,
  prototype: 200,
  patterns: 250,
  sizeZero: 40,
  outputs: 120,
  links: 100,
  markdown: 100,
  // Issue 30, round two.
  engineMarkdown: 40,
  linkStops: 40,
  prototypeFlags: 60,
  longGlobs: 40,
  controlText: 40,
  sizeCells: 60,
  nsys: 20,
};
const TOTAL = Object.values(RUNS).reduce((a, b) => a + b, 0);

let cwd = "";
beforeAll(() => {
  cwd = makeFixtureTree("hostile");
  announce("hostile inputs", TOTAL);
});
afterAll(() => {
  printSeen("hostile inputs");
  if (existsSync(join(cwd, "ro"))) chmodSync(join(cwd, "ro"), 0o755);
  removeDir(cwd);
});

const read = (path: string) => readFileSync(join(cwd, path), "utf8");
const write = (path: string, text: string) => writeFileSync(join(cwd, path), text);
const REPORT = ["report", "llama-3.1-8b", "--hardware", "h100-sxm"];

/** A report through -o whose failure must leave the sentinel file as it was. */
function reportTo(argv: string[], format = "md") {
  const out = `out/hostile.${format}`;
  write(out, "sentinel\n");
  const outcome = runVenn([...argv, "--format", format, "-o", out], cwd);
  assertOutcome(outcome, { output: { path: join(cwd, out), sentinel: "sentinel\n" } });
  return { outcome, text: outcome.code === 0 ? read(out) : "" };
}

const QUANTITIES: [RegExp, string][] = [
  [/(capacity: \{ value: )[^,]+/, "GB"],
  [/(bandwidth: \{ value: )[^,]+/, "TB/s"],
  [/(\n\s+bf16: \{ value: )[^,]+/, "TFLOPS"],
  [/(usable: \{ value: )[^,]+/, ""],
  [/(latency_us: \{ value: )[^,]+/, ""],
  [/(efficiency: \{ value: )[^,]+/, ""],
];

describe("hostile inputs", () => {
  it("numeric extremes in every quantity of a profile, a model's dims and measured seconds", () => {
    const hw = read("hardware/h100-sxm.hw.yaml");
    const model = read("circuits/models/llama-3.1-8b.model.yaml");
    const measured = read("test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv");
    fc.assert(
      fc.property(
        fc.nat({ max: QUANTITIES.length + 1 }),
        extremeNumber,
        fc.constantFrom("md", "json", "html"),
        (which, n, format) => {
          if (which === QUANTITIES.length) {
            write(
              "x.model.yaml",
              model.replace(/(\n {2}hidden: )\d+/, `$1${n}`).replace("id: llama-3.1-8b", "id: x"),
            );
            reportTo(["report", "x.model.yaml", "--hardware", "h100-sxm"], format);
          } else if (which === QUANTITIES.length + 1) {
            const [head = "", first = "", ...rest] = measured.split("\n");
            const cells = first.split(",");
            cells[head.split(",").indexOf("seconds")] = n;
            write("x.csv", [head, cells.join(","), ...rest].join("\n"));
            reportTo([...REPORT, "--measurements", "x.csv"], format);
          } else {
            const [pattern, unit] = QUANTITIES[which] as [RegExp, string];
            write(
              "x.hw.yaml",
              hw
                .replace(pattern, `$1${unit ? `${n.replace(/^\./, "")} ${unit}` : n}`)
                .replace("id: h100-sxm", "id: x"),
            );
            reportTo(["report", "llama-3.1-8b", "--hardware", "x.hw.yaml"], format);
          }
        },
      ),
      params(RUNS.numbers),
    );
  }, 1_800_000);

  it("prototype keys anywhere in YAML inputs, HF configs and CSV headers are refused where written", () => {
    const docs = {
      model: read("circuits/models/qwen3-30b-a3b.model.yaml"),
      hw: read("hardware/h100-sxm.hw.yaml"),
      config: read("test/fixtures/hf/deepseek-v3/config.json"),
      csv: read("test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv"),
    };
    fc.assert(
      fc.property(fc.constantFrom("model", "hw", "config", "csv"), prototypeInsertion, (kind, insertion) => {
        let outcome: ReturnType<typeof runVenn>;
        if (kind === "config") {
          write("x.config.json", insertJsonKey(docs.config, insertion));
          outcome = runVenn(["import-hf", "x.config.json"], cwd);
        } else if (kind === "csv") {
          write("x.csv", docs.csv.replace(/^/, `${insertion.key},`).replace(/\n(?=.)/g, "\n1,"));
          outcome = runVenn([...REPORT, "--measurements", "x.csv"], cwd);
        } else if (kind === "model") {
          write("x.model.yaml", insertYamlKey(docs.model, insertion));
          outcome = runVenn(["report", "x.model.yaml", "--hardware", "h100-sxm"], cwd);
        } else {
          write("x.hw.yaml", insertYamlKey(docs.hw, insertion));
          outcome = runVenn(["report", "llama-3.1-8b", "--hardware", "x.hw.yaml"], cwd);
        }
        assertOutcome(outcome);
        expect(outcome.code, outcome.stderr).toBe(1);
        expect(outcome.stderr).toMatch(/LOAD_KEY_FORBIDDEN|prototype chain/);
      }),
      params(RUNS.prototype),
    );
  }, 1_800_000);

  it("pathological regexes and globs in a name map, against long kernel names, end within the deadline", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pathologicalRegex.map((p) => ({ match: p })),
          refusedRegex.map((p) => ({ match: p })),
          pathologicalGlob.map((p) => ({ glob: p })),
        ),
        fc.array(hostileName, { minLength: 1, maxLength: 3 }),
        (pattern, names) => {
          write(
            "x.map.yaml",
            `schema: 1\nkernels:\n  - ${JSON.stringify({ ...pattern, site: "attn.o_proj", per_step: 32 })}\n`,
          );
          const events = names.map((name, i) => ({ ph: "X", cat: "kernel", name, ts: i, dur: 5 }));
          write("x.trace.json", JSON.stringify({ traceEvents: events }));
          const outcome = runVenn(
            ["import-profile", "--torch-trace", "x.trace.json", "--map", "x.map.yaml"].concat([
              "--hardware",
              "h100-sxm",
              "--mode",
              "multi",
              "--rows",
              "1",
            ]),
            cwd,
          );
          assertOutcome(outcome);
        },
      ),
      params(RUNS.patterns),
    );
  }, 1_800_000);

  it("size-0 and never-ending files, devices and pipes as inputs are refused, never read past the limit", () => {
    const fifo = join(cwd, "fifo.hw.yaml");
    if (!existsSync(fifo)) execFileSync("mkfifo", [fifo]);
    const paths = [
      "/proc/kallsyms",
      "/proc/self/pagemap",
      "/proc/self/maps",
      "/proc/self/environ",
      "/dev/zero",
      "/dev/null",
      "/dev/urandom",
      fifo,
      "/proc/self/status",
    ].filter((p) => p === fifo || existsSync(p));
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.constantFrom("hardware", "model", "measurements", "map"),
        (path, role) => {
          const argv =
            role === "hardware"
              ? ["report", "llama-3.1-8b", "--hardware", path]
              : role === "model"
                ? ["report", path, "--hardware", "h100-sxm"]
                : role === "measurements"
                  ? [...REPORT, "--measurements", path]
                  : [
                      "import-profile",
                      "--nsys",
                      "test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv",
                      "--map",
                      path,
                      "--hardware",
                      "h100-sxm",
                      "--mode",
                      "multi",
                      "--rows",
                      "1",
                    ];
          const outcome = runVenn(argv, cwd);
          assertOutcome(outcome);
          expect(outcome.code).not.toBe(0);
        },
      ),
      params(RUNS.sizeZero),
    );
  }, 1_800_000);

  it("output paths: symlinks written through, devices and FIFOs never replaced, failed runs leave nothing", () => {
    mkdirSync(join(cwd, "ro"), { recursive: true });
    chmodSync(join(cwd, "ro"), 0o555);
    const fifo = join(cwd, "out-fifo");
    if (!existsSync(fifo)) execFileSync("mkfifo", [fifo]);
    const hazards = fc.oneof(
      fc.constant({ kind: "symlink" as const }),
      fc.constant({ kind: "dangling" as const }),
      fc.constant({ kind: "device" as const }),
      fc.constant({ kind: "fifo" as const }),
      fc.integer({ min: 250, max: 4000 }).map((n) => ({ kind: "long" as const, n })),
      fc.integer({ min: 2, max: 300 }).map((n) => ({ kind: "deep" as const, n })),
      fc.constant({ kind: "readonly" as const }),
    );
    let k = 0;
    fc.assert(
      fc.property(hazards, fc.boolean(), (hazard, outDir) => {
        const id = `h${k++}`;
        let target = "";
        if (hazard.kind === "symlink" || hazard.kind === "dangling") {
          if (hazard.kind === "symlink") write(`out/${id}.real.md`, "old\n");
          symlinkSync(`${id}.real.md`, join(cwd, `out/${id}.link.md`));
          target = `out/${id}.link.md`;
        } else if (hazard.kind === "device") target = "/dev/null";
        else if (hazard.kind === "fifo") target = fifo;
        else if (hazard.kind === "long") target = `out/${"n".repeat(hazard.n)}.md`;
        else if (hazard.kind === "deep") target = `out/${id}/${"d/".repeat(hazard.n)}r.md`;
        else target = "ro/r.md";
        const before = readdirSync(join(cwd, "out")).sort();
        const argv =
          outDir &&
          hazard.kind !== "symlink" &&
          hazard.kind !== "dangling" &&
          hazard.kind !== "device" &&
          hazard.kind !== "fifo"
            ? [...REPORT, "--out", target.replace(/\/?[^/]*\.md$/, ""), "--format", "md"]
            : [...REPORT, "-o", target];
        const outcome = runVenn(argv, cwd);
        assertOutcome(outcome);
        if (hazard.kind === "symlink" || hazard.kind === "dangling") {
          expect(lstatSync(join(cwd, target)).isSymbolicLink()).toBe(true);
          if (outcome.code === 0) expect(read(`out/${id}.real.md`)).toMatch(/^# /);
        }
        // As root a read-only folder is writable: whatever was written there goes before the next case.
        if (hazard.kind === "readonly") removeDir(join(cwd, "ro", "r.md"));
        if (hazard.kind === "device") expect(lstatSync("/dev/null").isCharacterDevice()).toBe(true);
        if (hazard.kind === "fifo") {
          expect(outcome.code).not.toBe(0);
          expect(lstatSync(fifo).isFIFO()).toBe(true);
        }
        if (outcome.code !== 0) {
          const after = readdirSync(join(cwd, "out")).sort();
          expect(after.filter((f) => !before.includes(f))).toEqual([]);
          if (hazard.kind === "readonly") expect(readdirSync(join(cwd, "ro"))).toEqual([]);
        }
      }),
      params(RUNS.outputs),
    );
  }, 1_800_000);

  it("only http(s) source links are rendered, whatever scheme a fusion group or kernel family names", () => {
    const fusions = read("circuits/fusions/vllm.fusions.yaml");
    const kernels = read("circuits/kernels/engine.kernels.yaml");
    fc.assert(
      fc.property(linkSource, fc.boolean(), fc.constantFrom("md", "html"), (source, inFusions, format) => {
        const file = inFusions ? "x.fusions.yaml" : "x.kernels.yaml";
        const text0 = inFusions ? fusions : kernels;
        write(file, text0.replace(/(\n\s+source: ).*/, `$1${JSON.stringify(source)}`));
        const argv = [...REPORT, inFusions ? "--fusions" : "--kernels", file];
        const { outcome, text } = reportTo(argv, format);
        if (outcome.code === 0)
          expect(unsafeLink(text.replace(/<script[\s\S]*?<\/script>/g, ""))).toBeUndefined();
        if (!/^https?:/i.test(source)) expect(outcome.code).toBe(1);
      }),
      params(RUNS.links),
    );
  }, 1_800_000);

  it("names from model and hardware files stay text in Markdown: no heading, link or tag of their own", () => {
    const model = read("circuits/models/llama-3.1-8b.model.yaml");
    const hw = read("hardware/h100-sxm.hw.yaml");
    fc.assert(
      fc.property(
        markdownPayload,
        fc.boolean(),
        fc.constantFrom("report", "compare"),
        (name, inModel, command) => {
          write(
            "x.model.yaml",
            inModel ? model.replace(/\nname: .*/, () => `\nname: ${JSON.stringify(name)}`) : model,
          );
          write(
            "x.hw.yaml",
            inModel ? hw : hw.replace(/\nname: .*/, () => `\nname: ${JSON.stringify(name)}`),
          );
          const { outcome, text } = reportTo([command, "x.model.yaml", "--hardware", "x.hw.yaml"]);
          expect(outcome.code, outcome.stderr).toBe(0);
          expect(markdownInjected(text)).toBeUndefined();
        },
      ),
      params(RUNS.markdown),
    );
  }, 1_800_000);
});

describe("hostile inputs, round two (issue 30)", () => {
  it("an engine file's name and version stay text in Markdown reports and compares", () => {
    const engine = read("engines/llama.cpp-2023.engine.yaml");
    fc.assert(
      fc.property(
        markdownPayload,
        fc.boolean(),
        fc.constantFrom("report", "compare"),
        (name, inName, command) => {
          write(
            "x.engine.yaml",
            engine.replace(
              inName ? /\nname: .*/ : /\nversion: .*/,
              (line) => `\n${line.slice(1).split(":")[0]}: ${JSON.stringify(name)}`,
            ),
          );
          const { outcome, text } = reportTo([
            command,
            "llama-3.1-8b",
            "--hardware",
            "h100-sxm",
            "--engine",
            "x.engine.yaml",
          ]);
          expect(outcome.code, outcome.stderr).toBe(0);
          expect(markdownInjected(text)).toBeUndefined();
        },
      ),
      params(RUNS.engineMarkdown),
    );
  }, 300_000);

  it("a source URL holding ')', spaces or brackets is one whole link", () => {
    const fusions = read("circuits/fusions/vllm.fusions.yaml");
    const kernels = read("circuits/kernels/engine.kernels.yaml");
    fc.assert(
      fc.property(webLinkWithStops, fc.boolean(), (source, inFusions) => {
        const file = inFusions ? "x.fusions.yaml" : "x.kernels.yaml";
        const text0 = inFusions ? fusions : kernels;
        write(
          file,
          text0.replace(/(\n\s+source: ).*/g, (_, head) => `${head}${JSON.stringify(source)}`),
        );
        const { outcome, text } = reportTo([...REPORT, inFusions ? "--fusions" : "--kernels", file]);
        if (outcome.code !== 0) return;
        expect(linkEndedEarly(text, source)).toBeUndefined();
        expect(unsafeLink(text)).toBeUndefined();
      }),
      params(RUNS.linkStops),
    );
  }, 300_000);

  it("flag values naming Object.prototype's members are usage errors or reports, never internal errors", () => {
    const flags = [
      "--precision",
      "--kv-cache",
      "--engine",
      "--hardware",
      "--format",
      "--kernels",
      "--fusions",
      "--parallel",
      "--runs",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom("report", "compare", "diff", "union"),
        fc.constantFrom(...flags),
        prototypeFlagValue,
        fc.constantFrom("", "=2", ":1"),
        (command, flag, key, suffix) => {
          const models = command === "diff" ? ["llama-3.1-8b", "qwen3-8b"] : ["llama-3.1-8b"];
          const argv = [
            command,
            ...models,
            ...(flag === "--hardware" ? [] : ["--hardware", "h100-sxm"]),
            flag,
            `${key}${suffix}`,
          ];
          const outcome = runVenn(argv, cwd);
          assertOutcome(outcome);
          if (flag === "--precision") expect(outcome.code).toBe(2);
        },
      ),
      params(RUNS.prototypeFlags),
    );
  }, 300_000);

  it("long globs against names up to 50,000 characters end within the deadline, or are refused past the cap", () => {
    fc.assert(
      fc.property(longGlob, fc.array(longName, { minLength: 1, maxLength: 4 }), (glob, names) => {
        write(
          "x.map.yaml",
          `schema: 1\nkernels:\n  - ${JSON.stringify({ glob, site: "attn.o_proj", per_step: 32 })}\n`,
        );
        const events = names.map((name, i) => ({ ph: "X", cat: "kernel", name, ts: i, dur: 5 }));
        write("x.trace.json", JSON.stringify({ traceEvents: events }));
        const outcome = runVenn(
          [
            "import-profile",
            "--torch-trace",
            "x.trace.json",
            "--map",
            "x.map.yaml",
            "--hardware",
            "h100-sxm",
            "--mode",
            "multi",
            "--rows",
            "1",
          ],
          cwd,
        );
        assertOutcome(outcome);
        if (glob.length > 1000)
          expect(outcome.diagnostics.map((d) => d.code)).toContain("IMPORT_PROFILE_PATTERN_INVALID");
      }),
      params(RUNS.longGlobs),
    );
  }, 300_000);

  it("control bytes in --revision, --hf, --id and --source are usage errors shown escaped, and nothing is written", () => {
    const profile = [
      "--nsys",
      "test/fixtures/profiles/llama-3.1-8b-decode.nsys.csv",
      "--map",
      "circuits/measurements/llama-3.1-8b.vllm.map.yaml",
    ];
    fc.assert(
      fc.property(controlText, fc.constantFrom("--revision", "--hf", "--id", "--source"), (text, flag) => {
        const argv =
          flag === "--source"
            ? [
                "import-profile",
                ...profile,
                "--hardware",
                "h100-sxm",
                "--mode",
                "multi",
                "--rows",
                "1",
                flag,
                text,
              ]
            : ["import-hf", "test/fixtures/hf/llama-3.1-8b/config.json", flag, text];
        const out = "out/ctl.txt";
        write(out, "sentinel\n");
        const outcome = runVenn([...argv, "-o", out], cwd);
        assertOutcome(outcome, { output: { path: join(cwd, out), sentinel: "sentinel\n" } });
        expect(outcome.code).toBe(2);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
        expect(outcome.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
      }),
      params(RUNS.controlText),
    );
  }, 300_000);

  it("a calibrate size cell at any extreme is refused at its cell or costed finite", () => {
    const table = read("hardware/measurements/h200-sxm.microbench.csv").split("\n");
    const header = (table.find((l) => l.startsWith("section,")) ?? "").split(",");
    const rows = table.flatMap((l, i) => (/^[a-z_0-9]+,/.test(l) && !l.startsWith("section,") ? [i] : []));
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom("m", "n", "k", "b", "ctx", "T", "distinct", "bytes", "reps"),
        sizeCell,
        (r, column, value) => {
          const lines = [...table];
          const at = rows[r % rows.length] as number;
          const cells = (lines[at] ?? "").split(",");
          cells[header.indexOf(column)] = value;
          lines[at] = cells.join(",");
          write("x.microbench.csv", lines.join("\n"));
          const outcome = runVenn(
            ["calibrate", "x.microbench.csv", "--hardware", "h200-sxm", "-o", "out/cal.hw.yaml"],
            cwd,
          );
          assertOutcome(outcome);
          expect(outcome.stdout).not.toMatch(/Infinity|NaN/);
        },
      ),
      params(RUNS.sizeCells),
    );
  }, 300_000);

  it("Nsight summaries of up to 20,000 rows, names quoted with commas, quotes and newlines, import every row", () => {
    fc.assert(
      fc.property(nsysSummary, ({ rows, text }) => {
        write("x.nsys.csv", text);
        const outcome = runVenn(
          [
            "import-profile",
            "--nsys",
            "x.nsys.csv",
            "--map",
            "circuits/measurements/llama-3.1-8b.vllm.map.yaml",
            "--hardware",
            "h100-sxm",
            "--mode",
            "multi",
            "--rows",
            "1",
          ],
          cwd,
        );
        assertOutcome(outcome);
        const counted = [...outcome.stdout.matchAll(/(\d+) kernel names?,/g)].reduce(
          (n, m) => n + Number(m[1]),
          0,
        );
        const unmatched = /(\d+) kernel names? match no map entry/.exec(outcome.stderr);
        expect(counted + Number(unmatched?.[1] ?? 0)).toBe(rows);
      }),
      params(RUNS.nsys),
    );
  }, 300_000);
});
