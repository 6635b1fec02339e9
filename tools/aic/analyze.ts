// Prints the tables of docs/engine-tables.md from the committed engine tables, the H200 microbenchmarks and the
// hardware profiles: framework GEMM and attention times against the device's library kernels.
//
//   npx tsx tools/aic/analyze.ts > /tmp/engine-tables.md
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import {
  type AttentionTable,
  allReduceSeconds,
  attentionSeconds,
  type EngineTableKind,
  engineTableFile,
  type GemmTable,
  gemmSeconds,
  parseEngineTable,
  type TableLookup,
} from "../../src/engine-tables/index.ts";

const DEVICES = ["h100-sxm", "h200-sxm", "b200"] as const;
const ENGINES = [
  ["vllm", "0.24.0"],
  ["sglang", "0.5.14"],
  ["tensorrt-llm", "1.3.0rc20"],
] as const;
const MS = [1, 16, 64, 128, 2048];
const MICROBENCH = "hardware/measurements/h200-sxm.microbench.csv";

function load<K extends EngineTableKind>(kind: K, hw: string, engine: string, version: string) {
  const file = engineTableFile(hw, engine, version, kind);
  const parsed = parseEngineTable(kind, readFileSync(file, "utf8"), file);
  if (!parsed.table) throw new Error(`${file}: ${parsed.diagnostics.map((d) => d.message).join("; ")}`);
  return parsed.table;
}

const sec = (r: TableLookup) => (r.ok ? r.seconds : Number.NaN);
const f2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : "–");
const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "–");
const geo = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);

// ---- the device library rate from the hardware profile --------------------------------------------------------

interface Rates {
  bandwidth: number;
  peaks: Record<string, number>;
}
function profileRates(hw: string): Rates {
  const doc = parse(readFileSync(`hardware/${hw}.hw.yaml`, "utf8")) as {
    memory: { bandwidth: { value: string } };
    compute: Record<string, { value: string }>;
    efficiency?: { bandwidth?: { value: number }; compute?: Record<string, { value: number }> };
  };
  const num = (text: string, unit: string) => {
    const m = new RegExp(`^([0-9.]+) ${unit}$`).exec(text);
    if (!m) throw new Error(`${hw}: cannot read ${text}`);
    return Number(m[1]);
  };
  const bw = num(doc.memory.bandwidth.value, "TB/s") * 1e12 * (doc.efficiency?.bandwidth?.value ?? 1);
  const peaks: Record<string, number> = {};
  for (const lane of ["bf16", "fp8", "fp4"])
    if (doc.compute[lane])
      peaks[lane] =
        num((doc.compute[lane] as { value: string }).value, "TFLOPS") *
        1e12 *
        (doc.efficiency?.compute?.[lane]?.value ?? 1);
  return { bandwidth: bw, peaks };
}

const LANE: Record<string, { lane: string; weightBytes: number }> = {
  bfloat16: { lane: "bf16", weightBytes: 2 },
  fp8: { lane: "fp8", weightBytes: 1 },
  fp8_block: { lane: "fp8", weightBytes: 1 + 4 / (128 * 128) },
  nvfp4: { lane: "fp4", weightBytes: 0.5 + 1 / 16 },
};

/** The profile's library rate: max(bytes / (bandwidth · eff), flops / (peak · eff)); BF16 activations in and out. */
function libraryTime(r: Rates, dtype: string, m: number, n: number, k: number): number {
  const l = LANE[dtype] as { lane: string; weightBytes: number };
  const bytes = n * k * l.weightBytes + m * k * 2 + m * n * 2;
  return Math.max(bytes / r.bandwidth, (2 * m * n * k) / (r.peaks[l.lane] ?? Number.NaN));
}

// ---- Llama-3.1-8B at TP 1 -----------------------------------------------------------------------------------

const LLAMA_8B = [
  { site: "qkv", n: 6144, k: 4096 },
  { site: "o_proj", n: 4096, k: 4096 },
  { site: "gate_up", n: 28672, k: 4096 },
  { site: "down", n: 4096, k: 14336 },
];

function gemmRatios(): string[] {
  const out = [
    "| device | dtype | engine | M=1 | M=16 | M=64 | M=128 | M=2048 |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const hw of DEVICES) {
    const rates = profileRates(hw);
    for (const dtype of ["bfloat16", "fp8", "fp8_block", "nvfp4"])
      for (const [engine, version] of ENGINES) {
        const t = load("gemm", hw, engine, version);
        if (!t.rows.some((r) => r.dtype === dtype)) continue;
        if (!rates.peaks[(LANE[dtype] as { lane: string }).lane]) continue;
        const cells = MS.map((m) => {
          const ratios = LLAMA_8B.map(
            (s) => sec(gemmSeconds(t, { dtype, n: s.n, k: s.k, m })) / libraryTime(rates, dtype, m, s.n, s.k),
          );
          if (ratios.some((x) => !Number.isFinite(x))) return "–";
          return `${f2(geo(ratios))} (${f2(Math.min(...ratios))}–${f2(Math.max(...ratios))})`;
        });
        out.push(`| ${hw} | ${dtype} | ${engine} ${version} | ${cells.join(" | ")} |`);
      }
  }
  return out;
}

// ---- H200: the same shape against cuBLAS / cuBLASLt measured on the device ------------------------------------

interface Bench {
  section: string;
  op: string;
  dtype: string;
  backend: string;
  m: number;
  n: number;
  k: number;
  b: number;
  ctx: number;
  T: number;
  us: number;
}
function microbench(): Bench[] {
  const lines = readFileSync(MICROBENCH, "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"));
  const head = (lines[0] as string).split(",");
  return lines.slice(1).map((l) => {
    const c = l.split(",");
    const v = (name: string) => c[head.indexOf(name)] ?? "";
    return {
      section: v("section"),
      op: v("op"),
      dtype: v("dtype"),
      backend: v("backend"),
      m: Number(v("m")),
      n: Number(v("n")),
      k: Number(v("k")),
      b: Number(v("b")),
      ctx: Number(v("ctx")),
      T: Number(v("T")),
      us: Number(v("us_median")),
    };
  });
}

function h200GateUp(bench: Bench[]): string[] {
  const libDtype: Record<string, string> = { bfloat16: "bf16", fp8: "fp8" };
  const ms = sortedUnique(bench.filter((b) => b.op === "gemm_N28672_K4096").map((b) => b.m));
  const out = [
    `| dtype (library kernel) | engine | ${ms.map((m) => `M=${m}`).join(" | ")} | mean M≤128 | max M≤128 |`,
    `|---|---|${ms.map(() => "---").join("|")}|---|---|`,
  ];
  for (const dtype of ["bfloat16", "fp8"]) {
    const lib = (m: number) =>
      (bench.find((b) => b.op === "gemm_N28672_K4096" && b.dtype === libDtype[dtype] && b.m === m) as Bench)
        .us * 1e-6;
    out.push(
      `| ${dtype} (${dtype === "fp8" ? "cuBLASLt _scaled_mm" : "cuBLAS mm"}), µs | device | ${ms.map((m) => f1(lib(m) * 1e6)).join(" | ")} | | |`,
    );
    for (const [engine, version] of ENGINES) {
      const t = load("gemm", "h200-sxm", engine, version);
      const ratios = ms.map((m) => sec(gemmSeconds(t, { dtype, n: 28672, k: 4096, m })) / lib(m));
      const small = ratios.filter((_, i) => (ms[i] as number) <= 128);
      out.push(
        `| ${dtype} | ${engine} ${version} | ${ratios.map(f2).join(" | ")} | ${f2(small.reduce((s, x) => s + x, 0) / small.length)} | ${f2(Math.max(...small))} |`,
      );
    }
  }
  return out;
}

/**
 * The microbenchmark's GEMV rows (K 4096) against each framework at the same N, read from the framework's table
 * between grid shapes at most 1.33× apart (bilinear in N), so the comparison needs no wide interpolation.
 */
function h200Gemv(bench: Bench[]): string[] {
  const out = [
    `| dtype, M | N | library µs | ${ENGINES.map(([e, v]) => `${e} ${v}`).join(" | ")} |`,
    `|---|---|---|${ENGINES.map(() => "---").join("|")}|`,
  ];
  const tables = ENGINES.map(([e, v]) => load("gemm", "h200-sxm", e, v));
  // Only N whose grid shapes around it are at most 1.34× apart (N 31248 sits between 16384 and 51200).
  const grid = sortedUnique((tables[0] as GemmTable).rows.filter((r) => r.k === 4096).map((r) => r.n));
  const narrow = (n: number) => {
    const lo = grid.filter((g) => g <= n).at(-1);
    const hi = grid.find((g) => g >= n);
    return lo !== undefined && hi !== undefined && hi / lo <= 1.34;
  };
  const rows = bench.filter((b) => b.op === "gemv_k4096" && narrow(b.n));
  for (const r of rows) {
    const dtype = r.dtype === "bf16" ? "bfloat16" : "fp8";
    const cells = tables.map((t) => {
      const found = gemmSeconds(t, { dtype, n: r.n, k: 4096, m: r.m });
      return found.ok ? f2(found.seconds / (r.us * 1e-6)) : "–";
    });
    out.push(`| ${dtype}, ${r.m} | ${r.n} | ${f1(r.us)} | ${cells.join(" | ")} |`);
  }
  return out;
}

const sortedUnique = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** How linear a GEMM's time is in N at fixed K and M, on the database's own grid (the 28672 rule's error). */
function linearityCheck(): string[] {
  const out = [
    "| engine, dtype | M | t(16384) measured µs | linear between 12288 and 51200 µs | error |",
    "|---|---|---|---|---|",
  ];
  for (const [engine, version] of ENGINES)
    for (const dtype of ["bfloat16", "fp8"]) {
      const t = load("gemm", "h200-sxm", engine, version);
      for (const m of [1, 16, 128, 2048]) {
        const at = (n: number) => sec(gemmSeconds(t, { dtype, n, k: 4096, m }));
        const w = (51200 - 16384) / (51200 - 12288);
        const lin = w * at(12288) + (1 - w) * at(51200);
        out.push(
          `| ${engine} ${dtype} | ${m} | ${f1(at(16384) * 1e6)} | ${f1(lin * 1e6)} | ${f1((lin / at(16384) - 1) * 100)} % |`,
        );
      }
    }
  return out;
}

// ---- attention against cuDNN on the H200 -------------------------------------------------------------------

function decodeAttention(bench: Bench[]): string[] {
  const rows = bench.filter((b) => b.op === "sdpa_decode_q32_kv8_d128");
  const points = sortedUnique(rows.map((r) => r.ctx)).flatMap((ctx) =>
    sortedUnique(rows.filter((r) => r.ctx === ctx).map((r) => r.b)).map((b) => ({ b, ctx })),
  );
  const out = [
    `| sequences × context | cuDNN µs | FA2 (torch) µs | ${ENGINES.map(([e]) => `${e} µs (× cuDNN)`).join(" | ")} |`,
    `|---|---|---|${ENGINES.map(() => "---").join("|")}|`,
  ];
  const tables = ENGINES.map(([e, v]) => load("attention", "h200-sxm", e, v) as AttentionTable);
  for (const { b, ctx } of points) {
    const of = (backend: string) =>
      rows.find((r) => r.b === b && r.ctx === ctx && r.backend === backend)?.us ?? Number.NaN;
    const cudnn = of("cudnn");
    const cells = tables.map((t) => {
      const s =
        sec(
          attentionSeconds(t, {
            phase: "decode",
            batch: b,
            tokens: ctx,
            qHeads: 32,
            kvHeads: 8,
            headDim: 128,
          }),
        ) * 1e6;
      return `${f1(s)} (${f2(s / cudnn)})`;
    });
    out.push(`| ${b} × ${ctx} | ${f1(cudnn)} | ${f1(of("flash"))} | ${cells.join(" | ")} |`);
  }
  return out;
}

function prefillAttention(bench: Bench[]): string[] {
  const rows = bench.filter((b) => b.op === "sdpa_prefill_causal_q32_kv8_d128");
  const out = [
    `| prompt tokens (1 sequence) | cuDNN µs | FA2 (torch) µs | ${ENGINES.map(([e]) => `${e} µs (× cuDNN)`).join(" | ")} |`,
    `|---|---|---|${ENGINES.map(() => "---").join("|")}|`,
  ];
  const tables = ENGINES.map(([e, v]) => load("attention", "h200-sxm", e, v) as AttentionTable);
  for (const T of sortedUnique(rows.map((r) => r.T))) {
    const of = (backend: string) => rows.find((r) => r.T === T && r.backend === backend)?.us ?? Number.NaN;
    const cudnn = of("cudnn");
    const cells = tables.map((t) => {
      const s =
        sec(
          attentionSeconds(t, {
            phase: "prefill",
            batch: 1,
            tokens: T,
            qHeads: 32,
            kvHeads: 8,
            headDim: 128,
          }),
        ) * 1e6;
      return `${f1(s)} (${f2(s / cudnn)})`;
    });
    out.push(`| ${T} | ${f1(cudnn)} | ${f1(of("flash"))} | ${cells.join(" | ")} |`);
  }
  return out;
}

/** The same attention point on every device (Llama-3.1-8B heads), to set the H200 table beside the others. */
function decodeAcrossDevices(): string[] {
  const points = [
    [1, 4096],
    [16, 4096],
    [64, 4096],
  ] as const;
  const out = [
    `| device | engine | ${points.map(([b, c]) => `${b} × ${c} µs`).join(" | ")} |`,
    `|---|---|${points.map(() => "---").join("|")}|`,
  ];
  for (const hw of DEVICES)
    for (const [e, v] of ENGINES) {
      const t = load("attention", hw, e, v) as AttentionTable;
      // A table with two backends at one point (SGLang on B200) gets a line per backend.
      for (const kernel of [
        ...new Set(t.rows.filter((r) => r.phase === "decode").map((r) => r.kernel)),
      ].sort()) {
        const cells = points.map(([b, c]) =>
          f1(
            sec(
              attentionSeconds(t, {
                phase: "decode",
                batch: b,
                tokens: c,
                qHeads: 32,
                kvHeads: 8,
                headDim: 128,
                kernel,
              }),
            ) * 1e6,
          ),
        );
        out.push(`| ${hw} | ${e} ${v} (${kernel}) | ${cells.join(" | ")} |`);
      }
    }
  return out;
}

/** Custom all-reduce against NCCL at message sizes a decode and a prefill step send (BF16, bytes per rank). */
function allReduce(): string[] {
  const sizes = [16384, 262144, 4194304, 67108864];
  const out = [
    `| device | ranks | kernel | ${sizes.map((b) => `${b / 1024} KiB µs`).join(" | ")} |`,
    `|---|---|---|${sizes.map(() => "---").join("|")}|`,
  ];
  for (const hw of DEVICES)
    for (const ranks of [2, 8]) {
      const seen = new Set<string>();
      for (const [e, v] of ENGINES) {
        const t = load("allreduce", hw, e, v);
        for (const kernel of [...new Set(t.rows.map((r) => r.kernel))].sort()) {
          if (kernel.endsWith("eager") || seen.has(kernel)) continue;
          seen.add(kernel);
          const cells = sizes.map((bytes) => f1(sec(allReduceSeconds(t, { kernel, ranks, bytes })) * 1e6));
          out.push(
            `| ${hw} | ${ranks} | ${kernel === "NCCL" ? "NCCL 2.29.2" : `${kernel} (${e} ${v})`} | ${cells.join(" | ")} |`,
          );
        }
      }
    }
  return out;
}

const bench = microbench();
const sections: [string, string[]][] = [
  ["gemm-ratios", gemmRatios()],
  ["h200-gemv", h200Gemv(bench)],
  ["h200-gate-up", h200GateUp(bench)],
  ["linearity", linearityCheck()],
  ["decode-h200", decodeAttention(bench)],
  ["prefill-h200", prefillAttention(bench)],
  ["decode-devices", decodeAcrossDevices()],
  ["allreduce", allReduce()],
];
for (const [name, lines] of sections) process.stdout.write(`<!-- ${name} -->\n${lines.join("\n")}\n\n`);
