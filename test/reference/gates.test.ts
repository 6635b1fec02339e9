import { describe, expect, it } from "vitest";
import { runCli } from "../helpers.ts";

describe("the diff gate counts a device the head loses", () => {
  it("llama-3.1-8b → FFN in NVFP4 on an H100 (no FP4 lane): the gate fails, exit 1, and the footer keeps the context", () => {
    const argv = ["diff", "llama-3.1-8b", "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml"];
    const r = runCli([...argv, "--hardware", "h100-sxm", "--fail-on-regression", "2"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("**failed**");
    expect(r.stdout).not.toContain("gate: passed");
    expect(r.stdout).toContain("ran the base but cannot run the head");
    expect(r.stdout).toContain("context 4,096");
    expect(r.stdout).not.toContain("context 0");
    const json = runCli([...argv, "--hardware", "h100-sxm", "--fail-on-regression", "2", "--format", "json"]);
    const model = JSON.parse(json.stdout);
    expect(model.isRegression).toBe(true);
    expect(model.lostDevices).toEqual(["h100-sxm"]);
    expect(model.context).toBe(4096);
  });

  it("a device only the head can run is no regression", () => {
    const argv = ["diff", "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml", "llama-3.1-8b"];
    const r = runCli([...argv, "--hardware", "h100-sxm", "--fail-on-regression", "2", "--format", "json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).isRegression).toBe(false);
  });
});
