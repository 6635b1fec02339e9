import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bestOnGrid, fitLine, fitSlope } from "../../../src/calibrate/fit.ts";
import { calibrate, readMicrobench } from "../../../src/calibrate/index.ts";
import { ROOT } from "../../helpers.ts";

const TABLE = "hardware/measurements/h200-sxm.microbench.csv";
const PROFILE = "hardware/h200-sxm.hw.yaml";
const read = (file: string) => ({ text: readFileSync(resolve(ROOT, file), "utf8"), file });
const run = (table = read(TABLE), profile = read(PROFILE)) =>
  calibrate({ table, profile, cite: "measurements/h200-sxm.microbench.csv" });

describe("venn calibrate on the committed H200 table", () => {
  const result = run();

  it("reproduces the shipped h200-sxm profile byte for byte", () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.text).toBe(read(PROFILE).text);
  });

  it("cites the table and its date in every value it fits", () => {
    // sms and sm_clock_mhz cite the table's device line by hand; every other value citing it is fitted
    const notes = (result.text ?? "")
      .split("\n")
      .filter((l) => l.includes("source: microbench,") && !/^(sms|sm_clock_mhz):/.test(l));
    expect(notes.length).toBeGreaterThanOrEqual(18);
    for (const line of notes)
      expect(line).toContain("measured: measurements/h200-sxm.microbench.csv, 2026-12-04");
  });

  it("gives every figure a residual, fitted or held out, and says why a row is left out", () => {
    expect(result.residuals).toHaveLength(124);
    const uses = new Set(result.residuals.map((r) => r.use.use));
    expect([...uses].sort()).toEqual(["fit", "skip", "test"]);
    for (const r of result.residuals) if (r.use.use !== "fit") expect(r.use.why.length).toBeGreaterThan(10);
    // the GEMV streaming fit reproduces its own rows within 12 %
    for (const r of result.residuals.filter((x) => x.row.op === "gemv_k4096" && x.use.use === "fit"))
      expect(Math.abs(r.error ?? 1)).toBeLessThan(0.12);
  });

  it("is the same from the reference file, whose date is in its name and has no comment lines", () => {
    const bare = readFileSync(resolve(ROOT, TABLE), "utf8")
      .split("\n")
      .filter((l) => !l.startsWith("#"))
      .join("\n");
    const other = run({ text: bare, file: "microbench-2026-12-04.csv" });
    expect(other.diagnostics).toEqual([]);
    // only the source's note (the comment lines) differs
    const strip = (t: string | undefined) => (t ?? "").replace(/\n {4}note: '[^\n]*'/, "");
    expect(strip(other.text)).toBe(strip(result.text));
  });
});

describe("least squares on relative error", () => {
  it("recovers an exact line", () => {
    const points = [1, 10, 100, 1000].map((x) => ({ x, t: 5 + 2 * x }));
    const { a, b } = fitLine(points);
    expect(a).toBeCloseTo(5, 9);
    expect(b).toBeCloseTo(2, 9);
    expect(fitSlope(points, 5)).toBeCloseTo(2, 9);
  });

  it("never returns a negative fixed cost", () => {
    const { a, b } = fitLine([
      { x: 1, t: 0.5 },
      { x: 2, t: 2.2 },
      { x: 4, t: 4.1 },
    ]);
    expect(a).toBe(0);
    expect(b).toBeGreaterThan(0);
  });

  it("picks the first grid point of least error", () => {
    expect(bestOnGrid(1, 8, 0.05, (p) => (p - 2.7) ** 2)).toBe(2.7);
  });
});

describe("reading a microbenchmark table", () => {
  const header = "section,op,dtype,backend,m,n,k,b,ctx,T,distinct,bytes,us_median,us_min,reps";
  const at = (text: string) => readMicrobench(text, "t-2026-01-02.csv");

  it("takes the date from a # measured: line before the file name", () => {
    const r = readMicrobench(
      `# measured: 2025-03-04\n${header}\ncopy,copy_d2d,bytes,,,,,,,,,1000,1.5,,\n`,
      "x-2026-01-02.csv",
    );
    expect(r.date).toBe("2025-03-04");
    expect(r.rows?.[0]?.values.bytes).toBe(1000);
  });

  it("reports every problem of a file in one run, each at its cell", () => {
    const text = [
      "section,op,dtype,us_median,colour",
      "copy,copy_d2d,bytes,1.5,red",
      "nope,copy_d2d,bytes,abc,red",
      "copy,copy_dd,bytes,1e999,red",
    ].join("\n");
    const codes = at(text).diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`);
    expect(codes).toEqual([
      "SCHEMA_UNKNOWN_KEY@1:28",
      "SCHEMA_INVALID@3:1", // unknown section
      "SCHEMA_INVALID@3:21", // non-numeric
      "SCHEMA_INVALID@4:6", // unknown op
      "SCHEMA_INVALID@4:20", // non-finite
    ]);
  });

  it("a column named twice is refused where it is read, as in every CSV", () => {
    const codes = at("section,op,dtype,op,us_median\ncopy,copy_d2d,bytes,copy_d2d,1.5\n").diagnostics;
    expect(codes.map((d) => `${d.code}@${d.line}:${d.col}`)).toEqual(["LOAD_CSV_SYNTAX@1:18"]);
  });

  it("names a missing required column, and a table without a date", () => {
    const r = readMicrobench("section,op,dtype\ncopy,copy_d2d,bytes\n", "undated.csv");
    const codes = r.diagnostics.map((d) => d.code);
    expect(codes).toContain("CALIBRATE_COLUMN_MISSING");
    expect(codes).toContain("CALIBRATE_NO_DATE");
  });
});
