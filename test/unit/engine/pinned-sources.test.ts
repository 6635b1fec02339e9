// Every GitHub file an engine, fusion set, kernel manifest, kernel-name map, device profile or accuracy point cites
// is cited at a commit: a branch (main, master) moves, and the claim it backs may stop holding while the link still
// resolves.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../helpers.ts";

const FOLDERS = [
  "engines",
  "circuits/fusions",
  "circuits/kernels",
  "circuits/measurements",
  "hardware",
  "test/accuracy",
] as const;
const TEXT = /\.(ya?ml|md|csv)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return TEXT.test(name) ? [path] : [];
  });

/** A github.com link to a file or folder: owner/repo/(blob|tree|raw)/<ref>/… */
const FILE_LINK = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(?:blob|tree|raw)\/([^/\s"'#)>]+)/g;
const COMMIT = /^[0-9a-f]{40}$/;

/** Each file link's ref that is not a 40-hex commit, with file and line. */
function unpinnedLinks(text: string, file: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      [...line.matchAll(FILE_LINK)]
        .filter((m) => !COMMIT.test(m[1] ?? ""))
        .map((m) => `${file}:${i + 1} ${m[0]}`),
    );
}

describe("cited engine sources are pinned to a commit", () => {
  const files = FOLDERS.flatMap((f) => filesUnder(join(ROOT, f)));

  it("the scan reads the engine files and the files they lean on", () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toContain("engines/vllm.engine.yaml");
    expect(names).toContain("circuits/fusions/ideal.fusions.yaml");
    expect(names).toContain("circuits/kernels/engine.kernels.yaml");
    // The scan finds the pinned links too (the check is not vacuous).
    const links = files.flatMap((f) => [...readFileSync(f, "utf8").matchAll(FILE_LINK)]);
    expect(links.length).toBeGreaterThan(50);
  });

  it("no github.com file link names a branch or tag instead of a commit", () => {
    const bad = files.flatMap((f) => unpinnedLinks(readFileSync(f, "utf8"), relative(ROOT, f)));
    expect(bad).toEqual([]);
  });

  it.each([
    ["https://github.com/vllm-project/vllm/blob/main/vllm/platforms/cuda.py", 1],
    ["https://github.com/ggml-org/llama.cpp/blob/master/benches/dgx-spark.md", 1],
    ["https://github.com/sgl-project/sglang/tree/main/sgl-kernel", 1],
    ["https://github.com/pytorch-labs/gpt-fast/blob/0f925b5/generate.py", 1],
    [
      "https://github.com/vllm-project/vllm/blob/1c0d9ecf5bad600df3e001bf642dd48c5ed25cc6/vllm/platforms/cuda.py",
      0,
    ],
    ["https://github.com/microsoft/vidur/tree/7d47513363ec447a741ac5e47241580b47724fbf/data#L3", 0],
    ["https://github.com/vllm-project/vllm", 0],
  ] as const)("%s: %i unpinned", (url, count) => {
    expect(unpinnedLinks(`    url: ${url}\n`, "x.yaml")).toHaveLength(count);
  });
});
