// npm run bench:simulate: requests simulated per second by `venn simulate`, in one process, and the bind's share.
// Case: issue 31's, llama-3.1-8b on an H100 SXM, Poisson 10 req/s, 100,000 requests; lengths lognormal around
// ShareGPT-like means (no named ShareGPT histogram ships). The bind (pricing the step grid through the report
// pipeline) is timed apart from the event loop; wall-clock goes to stdout here and never into a report.
import { simulateServing } from "../src/index.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 3);

function once() {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = simulateServing({
    model: "llama-3.1-8b",
    hardware: "h100-sxm",
    workload: {
      arrivals: { kind: "poisson", rate: 10 },
      isl: { kind: "lognormal", mean: 230, sd: 250 },
      osl: { kind: "lognormal", mean: 220, sd: 200 },
      requests: REQUESTS,
      seed: 0,
    },
    sla: { ttftSeconds: 0.5, tpotSeconds: 0.03 },
  });
  const seconds = (performance.now() - start) / 1e3;
  const used = process.cpuUsage(cpu);
  const report = result.report;
  if (!report) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
  return { seconds, cpuSeconds: (used.user + used.system) / 1e6, report };
}

const bindStart = performance.now();
simulateServing({
  model: "llama-3.1-8b",
  hardware: "h100-sxm",
  workload: {
    arrivals: { kind: "poisson", rate: 10 },
    isl: { kind: "fixed", tokens: 1 },
    osl: { kind: "fixed", tokens: 1 },
    requests: 1,
    seed: 0,
  },
});
const bindSeconds = (performance.now() - bindStart) / 1e3;

const times: number[] = [];
const cpuTimes: number[] = [];
let steps = 0;
for (let i = 0; i < SAMPLES; i++) {
  const { seconds, cpuSeconds, report } = once();
  times.push(seconds);
  cpuTimes.push(cpuSeconds);
  steps = report.batch.steps;
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] as number;
const cpuMedian = cpuTimes[Math.floor(cpuTimes.length / 2)] as number;
console.log(
  `venn simulate llama-3.1-8b --hardware h100-sxm, poisson:10, ${REQUESTS.toLocaleString("en")} requests`,
);
console.log(`  bind + first run of 1 request (cold, one process): ${bindSeconds.toFixed(2)} s`);
console.log(
  `  whole simulation (bind + ${steps.toLocaleString("en")} steps), median of ${SAMPLES}: ${median.toFixed(2)} s`,
);
console.log(`  CPU time of the process over it (user + system), median: ${cpuMedian.toFixed(2)} s`);
console.log(`  requests simulated per second: ${Math.round(REQUESTS / median).toLocaleString("en")}`);
console.log(
  `  target (issue 31): 100,000 requests in ≤ 2 s: ${REQUESTS >= 100_000 && median <= 2 ? "met" : "not met"}`,
);
