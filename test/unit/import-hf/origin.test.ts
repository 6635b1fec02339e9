import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { cachedConfig, hubCacheDirs } from "../../../src/cli/commands/import-hf.ts";
import { importHf } from "../../../src/import-hf/index.ts";
import { ROOT, runCli } from "../../helpers.ts";

const HF = "test/fixtures/hf";
const text = (path: string) => readFileSync(join(ROOT, path), "utf8");
const dir = mkdtempSync(join(tmpdir(), "venn-hub-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A hub cache as huggingface_hub lays it out: refs/main names the snapshot folder that holds the files. */
function cache(root: string, repo: string, snapshot: string, files: Record<string, string>, ref = true) {
  const base = join(root, `models--${repo.replace("/", "--")}`);
  mkdirSync(join(base, "snapshots", snapshot), { recursive: true });
  if (ref) {
    mkdirSync(join(base, "refs"), { recursive: true });
    writeFileSync(join(base, "refs", "main"), snapshot);
  }
  for (const [name, body] of Object.entries(files))
    writeFileSync(join(base, "snapshots", snapshot, name), body);
}

describe("venn import-hf ORG/NAME reads the local hub cache", () => {
  it("looks where huggingface_hub does: HF_HUB_CACHE, HF_HOME/hub, then ~/.cache/huggingface/hub", () => {
    expect(hubCacheDirs({ HF_HUB_CACHE: "/a", HF_HOME: "/b" }, "/home/u")).toEqual([
      "/a",
      "/b/hub",
      "/home/u/.cache/huggingface/hub",
    ]);
    expect(hubCacheDirs({}, "/home/u")).toEqual(["/home/u/.cache/huggingface/hub"]);
  });

  it("the snapshot refs/main names, with the quantization file beside it; the id, hf and revision from the cache", () => {
    const hub = join(dir, "hub");
    const commit = "a".repeat(40);
    cache(hub, "nvidia/Llama-3.3-70B-Instruct-FP4", commit, {
      "config.json": text(`${HF}/llama-3.3-70b-fp4/config.json`),
      "hf_quant_config.json": text(`${HF}/llama-3.3-70b-fp4/hf_quant_config.json`),
    });
    vi.stubEnv("HF_HUB_CACHE", hub);
    const result = runCli(["import-hf", "nvidia/Llama-3.3-70B-Instruct-FP4"]);
    expect(result.code).toBe(0);
    const doc = parse(result.stdout);
    expect(doc.id).toBe("llama-3.3-70b-instruct-fp4");
    expect(doc.source).toMatchObject({ hf: "nvidia/Llama-3.3-70B-Instruct-FP4", revision: commit });
    expect(doc.precision.weight).toBe("nvfp4/g16");
  });

  it("a single snapshot of any name serves without refs/main; an uncached name is read as a path and not found", () => {
    const hub = join(dir, "hub2");
    cache(hub, "Qwen/Qwen3-8B", "copied", { "config.json": text(`${HF}/qwen3-8b/config.json`) }, false);
    expect(cachedConfig("Qwen/Qwen3-8B", dir, [hub])).toBe(
      join(hub, "models--Qwen--Qwen3-8B", "snapshots", "copied", "config.json"),
    );
    expect(cachedConfig("Qwen/Qwen3-9B", dir, [hub])).toBeUndefined();
    expect(cachedConfig("../Qwen3-8B", dir, [hub])).toBeUndefined();
    vi.stubEnv("HF_HUB_CACHE", hub);
    const missing = runCli(["import-hf", "Qwen/Qwen3-9B"], dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("LOAD_FILE_NOT_FOUND");
  });
});

describe("the transformers v5 layout reads like the v4 one", () => {
  // Qwen3-Next as transformers v5 saves it: dtype for torch_dtype, the rotary settings under rope_parameters.
  it("dtype and rope_parameters give the same dims and precision", () => {
    const v4 = JSON.parse(text(`${HF}/qwen3-next-80b-a3b/config.json`));
    const { torch_dtype, rope_theta, partial_rotary_factor, rope_scaling, ...rest } = v4;
    const v5 = {
      ...rest,
      dtype: torch_dtype,
      rope_parameters: { rope_type: "default", rope_theta, partial_rotary_factor },
    };
    const read = (json: unknown) =>
      parse(
        importHf({
          config: { text: JSON.stringify(json), file: "x/config.json" },
          hf: "Qwen/Qwen3-Next-80B-A3B-Instruct",
        }).text ?? "",
      );
    const [a, b] = [read(v4), read(v5)];
    expect(b.dims).toEqual(a.dims);
    expect(b.precision).toEqual(a.precision);
    expect(b.switches).toEqual(a.switches);
  });
});
