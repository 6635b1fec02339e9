// venn calibrate writes where it is told: -o FILE, or the profile itself with --in-place; neither writes nothing.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, runCli } from "../helpers.ts";

const TABLE = "hardware/measurements/h200-sxm.microbench.csv";
const SHIPPED = join(ROOT, "hardware/h200-sxm.hw.yaml");

describe("venn calibrate's destination", () => {
  const dir = mkdtempSync(join(tmpdir(), "venn-calibrate-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shipped = readFileSync(SHIPPED, "utf8");

  it("without -o or --in-place prints the residuals, writes nothing and says how to write", () => {
    const out = runCli(["calibrate", TABLE, "--hardware", "h200-sxm"]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toMatch(/^figure +kind +measured µs +expected µs +error +use$/);
    expect(out.stderr).toBe(
      "nothing written: -o FILE writes the calibrated profile, --in-place rewrites hardware/h200-sxm.hw.yaml\n",
    );
    expect(readFileSync(SHIPPED, "utf8")).toBe(shipped);
  });

  it("-o FILE writes the fitted profile there, citing the table from its own folder, and leaves the shipped one", () => {
    const target = join(dir, "fitted", "h200.hw.yaml");
    const out = runCli(["calibrate", TABLE, "--hardware", "h200-sxm", "-o", target]);
    expect(out.code).toBe(0);
    const text = readFileSync(target, "utf8");
    expect(text).not.toBe(shipped);
    // The same profile as the shipped one but for the path each fitted value cites.
    const cited = text.match(/"measured: ([^,]+), /)?.[1];
    expect(cited).toBeDefined();
    expect(readFileSync(join(dir, "fitted", cited as string), "utf8")).toBe(
      readFileSync(join(ROOT, TABLE), "utf8"),
    );
    expect(text.split(cited as string).join("measurements/h200-sxm.microbench.csv")).toBe(shipped);
    expect(readFileSync(SHIPPED, "utf8")).toBe(shipped);
  });

  it("--in-place rewrites the profile it was given", () => {
    const copy = join(dir, "h200-copy.hw.yaml");
    copyFileSync(SHIPPED, copy);
    const out = runCli(["calibrate", TABLE, "--hardware", copy, "--in-place"]);
    expect(out.code).toBe(0);
    expect(out.stderr).toMatch(/^wrote .*h200-copy\.hw\.yaml \(/);
    const text = readFileSync(copy, "utf8");
    const cited = text.match(/"measured: ([^,]+), /)?.[1] as string;
    expect(readFileSync(join(dir, cited), "utf8")).toBe(readFileSync(join(ROOT, TABLE), "utf8"));
    expect(text.split(cited).join("measurements/h200-sxm.microbench.csv")).toBe(shipped);
  });

  it("-o and --in-place together are a usage error, and nothing is written", () => {
    const target = join(dir, "both.hw.yaml");
    const out = runCli(["calibrate", TABLE, "--hardware", "h200-sxm", "-o", target, "--in-place"]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain("give -o FILE or --in-place, not both");
    expect(() => readFileSync(target)).toThrow();
  });
});
