// npm run build:cli (and prepare): the CLI bundle dist/venn.cjs, its loader dist/venn-loader.cjs, and the V8 code cache the loader reads.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { bundleCli } from "./bundle.ts";
import { bundleExplorePage } from "./explore.ts";

const CACHE = "dist/venn.cjs.cache";
const INPUT_CACHE = "dist/venn.inputs.cache";
// The warm-up runs whose compiled functions go into the cache: each run adds what it compiled to what the cache held.
const WARM_UPS = [
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm"],
  [
    "compare",
    "llama-3.1-8b",
    "--hardware",
    "h100-sxm,mi300x",
    "--precision",
    "model,fp8",
    "--runs",
    "multi:1,64",
  ],
  ["report", "llama-3.1-8b", "--hardware", "h100-sxm", "--format", "html"],
];

// A cache never outlives the bundle it was made from, even if this build stops half-way.
rmSync(CACHE, { force: true });
rmSync("dist/chunks", { recursive: true, force: true });
rmSync(INPUT_CACHE, { force: true });
await bundleCli("dist");
// The explorer page's script, which `venn explore` inlines in the page it writes.
await bundleExplorePage("dist");
for (const argv of WARM_UPS) {
  const run = spawnSync(process.execPath, ["dist/venn-loader.cjs", ...argv], {
    env: { ...process.env, VENN_CODE_CACHE: "write" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (run.status !== 0) throw new Error(`warm-up venn ${argv.join(" ")} exited ${run.status}`);
}
