// Times analyze() + render() in-process for every bundled model: median of repeated runs, after one warm-up.
// Start-up (module loading) is measured separately by timing the CLI bundle: `time node dist/venn-loader.cjs report ...`.
import { analyze, listIds, loadTemplates, render } from "../src/index.ts";

const ITERATIONS = 20;
const templates = loadTemplates();
const runs = [
  { mode: "multi", rows: 1 },
  { mode: "multi", rows: 16 },
  { mode: "multi", rows: 128 },
  { mode: "single", rows: 2048 },
] as const;

const lines: string[] = ["model                 analyze ms   render md ms   render json ms"];
for (const model of listIds("model", process.cwd())) {
  const options = { model, hardware: ["h100-sxm", "b200", "mi300x"], runs, context: 4096 };
  const first = analyze(options);
  if (!first.report) throw new Error(`${model}: ${first.diagnostics.map((d) => d.message).join("; ")}`);
  const report = first.report;
  const time = (f: () => unknown) => {
    const samples: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const start = performance.now();
      f();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)] ?? 0;
  };
  const a = time(() => analyze(options));
  const md = time(() => render(report, "md", templates));
  const json = time(() => render(report, "json", templates));
  lines.push(
    `${model.padEnd(20)} ${a.toFixed(1).padStart(10)} ${md.toFixed(1).padStart(14)} ${json.toFixed(1).padStart(16)}`,
  );
}
process.stdout.write(`${lines.join("\n")}\n(3 hardware × 4 runs each, median of ${ITERATIONS})\n`);
