// Builds a named length distribution (`--isl NAME --osl NAME`) from a published per-request trace: a 2-D histogram of
// (prompt tokens, output tokens) over log-spaced bins, so one file gives both marginals and their joint.
//
//   npx tsx tools/lengths/histogram.ts SOURCE_FILE --name azure-conv --source "URL at COMMIT" \
//     [--licence "…"] [--note "…"] > workloads/azure-conv.lengths.csv
//
// SOURCE_FILE is read by venn's own trace reader (src/load/trace.ts), so any `--trace` format works (Azure CSV,
// LLMServingSim JSONL, a vLLM result file, …); only the prompt and output columns are used.
//
// Bins: 1 to 16 tokens one bin each, then each bin starts ~19 % (2^(1/4)) above the last. A cell's written range is
// the smallest and largest value actually seen in it (so a cell of one length is exact), and sampling draws a cell by
// its count, then a whole number uniformly in each of its two ranges (src/simulate/workload.ts).

import { readTrace } from "../../src/load/index.ts";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args.find((a, i) => !a.startsWith("--") && (i === 0 || !args[i - 1]?.startsWith("--")));
const name = flag("name");
const source = flag("source");
if (!file || !name || !source) {
  process.stderr.write(
    "usage: npx tsx tools/lengths/histogram.ts SOURCE_FILE --name NAME --source TEXT [--licence TEXT] [--note TEXT]\n",
  );
  process.exit(2);
}

const read = readTrace(file, file);
if (!read.trace) {
  for (const d of read.diagnostics) process.stderr.write(`${d.file}:${d.line}:${d.col} ${d.message}\n`);
  process.exit(1);
}
const trace = read.trace;

/** The bin index of a token count: 1..16 their own, then geometric with ratio 2^(1/4). */
function bin(tokens: number): number {
  if (tokens <= 16) return tokens;
  return 16 + Math.floor(4 * Math.log2(tokens / 16)) + 1;
}

interface CellStats {
  inMin: number;
  inMax: number;
  outMin: number;
  outMax: number;
  count: number;
}
const cells = new Map<string, CellStats>();
let inSum = 0;
let outSum = 0;
for (let i = 0; i < trace.count; i++) {
  const p = trace.prompt[i] as number;
  const o = trace.output[i] as number;
  inSum += p;
  outSum += o;
  const key = `${bin(p)},${bin(o)}`;
  const c = cells.get(key);
  if (!c) cells.set(key, { inMin: p, inMax: p, outMin: o, outMax: o, count: 1 });
  else {
    c.inMin = Math.min(c.inMin, p);
    c.inMax = Math.max(c.inMax, p);
    c.outMin = Math.min(c.outMin, o);
    c.outMax = Math.max(c.outMax, o);
    c.count++;
  }
}
const rows = [...cells.values()].sort((a, b) => a.inMin - b.inMin || a.outMin - b.outMin);

const lines = [
  `# venn length histogram: ${name}`,
  `# source: ${source}`,
  ...(flag("licence") ? [`# licence: ${flag("licence")}`] : []),
  ...(flag("note") ? [`# note: ${flag("note")}`] : []),
  `# derived: ${trace.count} requests (${trace.format} format), mean prompt ${(inSum / trace.count).toFixed(1)}, mean output ${(outSum / trace.count).toFixed(1)} tokens; cells of (prompt, output) bins, 1-16 one bin each then 2^(1/4) apart, each cell's range the least and greatest value seen in it`,
  `# built by: npx tsx tools/lengths/histogram.ts SOURCE_FILE --name ${name} --source … (tools/lengths/README.md)`,
  "input_min,input_max,output_min,output_max,count",
  ...rows.map((c) => `${c.inMin},${c.inMax},${c.outMin},${c.outMax},${c.count}`),
];
process.stdout.write(`${lines.join("\n")}\n`);
