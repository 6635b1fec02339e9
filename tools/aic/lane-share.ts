// Derives a device's GEMM share of one tensor peak from NVIDIA AIConfigurator's silicon database (Apache-2.0): the
// median of flops / (latency x peak) over one framework's rows at model shapes, the way a100-sxm-80gb's BF16 share
// is the median over Vidur's projection GEMMs. Other frameworks' rows on the same device are held out: the share
// predicts each of them as flops / (peak x share) and the residuals are printed.
//
//   npx tsx tools/aic/lane-share.ts --data DIR --system l40s --dtype fp8 --peak 733 \
//     --fit trtllm:1.3.0rc20 --held vllm:0.24.0,sglang:0.5.14,trtllm:1.0.0
//
// DIR is aic-core/src/aiconfigurator_core/systems/data of a checkout (or `git archive` export) of the database.
// Rows kept: 1,024 <= M <= 8,192 (prefill and batched rows, compute-bound) and 4,096 <= N, K <= 16,384 (the
// projection sizes of 7-70B models per GPU); latency is milliseconds in the database.
import { join } from "node:path";
import { asyncBufferFromFile, parquetReadObjects } from "hyparquet";
import { compressors } from "hyparquet-compressors";

const DTYPES: Record<string, string> = { fp8: "fp8", bf16: "bfloat16" };
const M_RANGE = [1024, 8192] as const;
const NK_RANGE = [4096, 16384] as const;

function fail(message: string): never {
  process.stderr.write(`lane-share: ${message}\n`);
  process.exit(2);
}

function get(flag: string): string {
  const i = process.argv.indexOf(flag);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (value === undefined || value.startsWith("--")) fail(`missing ${flag} VALUE`);
  return value;
}

interface Gemm {
  m: number;
  n: number;
  k: number;
  seconds: number;
}

const num = (v: unknown): number => (typeof v === "bigint" ? Number(v) : (v as number));
const inRange = (x: number, [lo, hi]: readonly [number, number]) => x >= lo && x <= hi;

async function rows(data: string, system: string, fv: string, dtype: string): Promise<Gemm[]> {
  const [framework, version] = fv.split(":");
  if (!framework || !version) fail(`${fv}: expected FRAMEWORK:VERSION`);
  const path = join(data, system, "gemm", framework, version, "gemm_perf.parquet");
  const file = await asyncBufferFromFile(path);
  const all = (await parquetReadObjects({ file, compressors })) as Record<string, unknown>[];
  return all
    .filter((r) => r.gemm_dtype === dtype)
    .map((r) => ({ m: num(r.m), n: num(r.n), k: num(r.k), seconds: num(r.latency) * 1e-3 }))
    .filter((g) => inRange(g.m, M_RANGE) && inRange(g.n, NK_RANGE) && inRange(g.k, NK_RANGE));
}

const quantile = (sorted: readonly number[], q: number) => {
  const at = (sorted.length - 1) * q;
  const lo = sorted[Math.floor(at)] ?? Number.NaN;
  const hi = sorted[Math.ceil(at)] ?? Number.NaN;
  return lo + (hi - lo) * (at - Math.floor(at));
};

const system = get("--system");
const dtype = DTYPES[get("--dtype")] ?? fail("--dtype: expected fp8 or bf16");
const peak = Number(get("--peak")) * 1e12;
if (!(peak > 0)) fail("--peak: expected TFLOPS > 0");
const data = get("--data");
const fit = get("--fit");
const share = (g: Gemm) => (2 * g.m * g.n * g.k) / (g.seconds * peak);

const fitted = (await rows(data, system, fit, dtype)).map(share).sort((a, b) => a - b);
if (!fitted.length) fail(`${fit}: no ${dtype} rows at model shapes`);
const median = quantile(fitted, 0.5);
const rounded = Number(median.toFixed(2));
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const out = [
  `${system} ${dtype}, fit ${fit}: ${fitted.length} rows, median share ${median.toFixed(4)} (quartiles ${quantile(fitted, 0.25).toFixed(3)}-${quantile(fitted, 0.75).toFixed(3)}) = ${((median * peak) / 1e12).toFixed(1)} TFLOPS; rounded ${rounded}`,
];
// The fitted rows' own residual at the rounded share, then each held-out table's.
const residuals = (shares: readonly number[]) =>
  shares.map((s) => Math.abs(s / rounded - 1)).sort((a, b) => a - b);
const fr = residuals(fitted);
out.push(
  `  fitted rows at ${rounded}: median |error| ${pct(quantile(fr, 0.5))}, worst ${pct(quantile(fr, 1))}`,
);
for (const held of process.argv.includes("--held") ? get("--held").split(",") : []) {
  const shares = (await rows(data, system, held, dtype)).map(share);
  if (!shares.length) {
    out.push(`  held out ${held}: no ${dtype} rows at model shapes`);
    continue;
  }
  const r = residuals(shares);
  const signed = shares.map((s) => s / rounded - 1).sort((a, b) => a - b);
  out.push(
    `  held out ${held}: ${r.length} rows, median |error| ${pct(quantile(r, 0.5))}, worst ${pct(quantile(r, 1))}, median signed ${pct(quantile(signed, 0.5))} (its own median share ${quantile(
      [...shares].sort((a, b) => a - b),
      0.5,
    ).toFixed(3)})`,
  );
}
process.stdout.write(`${out.join("\n")}\n`);
