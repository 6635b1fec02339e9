// The oracle itself: each way a run can go wrong is caught, so the property suites can fail.
import { describe, expect, it } from "vitest";
import { diagnose } from "../../src/diagnostics/index.ts";
import { CASE_MS, checkOutcome, type Outcome, RSS_CEILING_MB } from "./harness.ts";
import { Watchdog } from "./watchdog.ts";

const ok: Outcome = {
  argv: ["report", "m"],
  code: 0,
  stdout: "# report\n",
  stderr: "",
  diagnostics: [],
  ms: 1,
};
const positioned = {
  ...diagnose(
    "SCHEMA_INVALID",
    { key: "dims", detail: "expected a number" },
    { file: "m.model.yaml", path: ["dims"] },
  ),
  line: 3,
  col: 5,
};

describe("the property oracle", () => {
  it("passes a clean report, positioned diagnostics and a usage message", () => {
    expect(checkOutcome(ok)).toBeUndefined();
    expect(checkOutcome({ ...ok, code: 1, stdout: "", diagnostics: [positioned] })).toBeUndefined();
    expect(
      checkOutcome({ ...ok, code: 2, stdout: "", stderr: "error: unknown option '--x'\n" }),
    ).toBeUndefined();
    // AMD's interconnect is named Infinity Fabric: a word, not a number.
    expect(checkOutcome({ ...ok, stdout: "| mi300x | 7 Infinity Fabric links |" })).toBeUndefined();
  });

  it.each<[string, Partial<Outcome>, RegExp]>([
    ["NaN in Markdown", { stdout: "| 1 | NaN ms |" }, /"NaN" in the output/],
    ["Infinity in Markdown", { stdout: "| 1 | Infinity ms |" }, /"Infinity" in the output/],
    [
      "undefined in HTML outside its script",
      { stdout: "<td>undefined</td><script>x === undefined</script>" },
      /"undefined"/,
    ],
    [
      "a number that JSON wrote as null",
      { stdout: '{"schemaVersion":1,"command":"report"}' },
      /breaks its schema/,
    ],
    ["exit 1 with no error", { code: 1, stdout: "" }, /without an error diagnostic/],
    [
      "an error with no position",
      { code: 1, stdout: "", diagnostics: [{ ...positioned, line: undefined } as never] },
      /has no line:col/,
    ],
    [
      "a stack trace",
      { code: 2, stderr: "venn: internal error\nError: x\n    at f (a.js:1:2)\n" },
      /stack trace/,
    ],
    ["exit 2 with no usage", { code: 2, stdout: "", stderr: "" }, /without a usage message/],
    [
      "a problem said twice",
      { code: 1, stdout: "", diagnostics: [positioned, { ...positioned }] },
      /said twice/,
    ],
    ["a slow case", { ms: CASE_MS + 1 }, /took/],
    ["exit code 3", { code: 3 }, /outside 0, 1, 2/],
    ["a case past the RSS ceiling", { rssMb: RSS_CEILING_MB + 1 }, /over the 1536 MiB ceiling/],
  ])("flags %s", (_name, change, message) => {
    expect(checkOutcome({ ...ok, ...change })).toMatch(message);
  });
});

describe("the watchdog that bounds every CLI case", () => {
  it("kills a case that does not finish in time, and the next case runs in a fresh worker", () => {
    // 2 s: a reply takes milliseconds, but a busy machine may hold the worker's thread for a while.
    const watchdog = new Watchdog<string, string>(new URL("./hang-worker.ts", import.meta.url), 2_000);
    try {
      expect(watchdog.run("first")).toMatchObject({ ok: true, value: "first" });
      const hung = watchdog.run("hang");
      expect(hung.ok).toBe(false);
      expect(hung.ms).toBeGreaterThanOrEqual(2_000);
      expect(watchdog.run("after")).toMatchObject({ ok: true, value: "after" });
    } finally {
      watchdog.stop();
    }
  });
});

describe("the RSS ceiling", () => {
  it("fails a case whose worker really grew the process past the ceiling", () => {
    const watchdog = new Watchdog<string, string>(new URL("./hang-worker.ts", import.meta.url), 30_000);
    try {
      const before = Number((watchdog.run("grow:0") as { value: string }).value);
      const after = Number((watchdog.run("grow:96") as { value: string }).value);
      expect(after - before).toBeGreaterThan(64);
      // A ceiling between the two: the case that grew is flagged, the one before is not.
      const ceiling = before + 32;
      expect(checkOutcome({ ...ok, rssMb: before }, { rssCeilingMb: ceiling })).toBeUndefined();
      expect(checkOutcome({ ...ok, rssMb: after }, { rssCeilingMb: ceiling })).toMatch(/over the .* ceiling/);
    } finally {
      watchdog.stop();
    }
  });
});
