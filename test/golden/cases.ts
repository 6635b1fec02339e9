/** Golden reports: numbered cases, each the argv of one `venn report` run; outputs live beside this file. */
export const GOLDEN_CASES: Record<string, readonly string[]> = {
  "01-llama-3.1-8b-h100": [
    "report", "llama-3.1-8b", "--hardware", "h100-sxm",
    "--runs", "multi:1,16,128", "--runs", "single:2048", "--context", "4096",
  ],
  "02-qwen3-30b-a3b-h100-b200": [
    "report", "qwen3-30b-a3b", "--hardware", "h100-sxm,b200", "--runs", "multi:1,64", "--context", "8192",
  ],
  "03-llama-3.1-70b-nvfp4-b200": [
    "report", "llama-3.1-70b", "--hardware", "b200", "--precision", "nvfp4", "--runs", "multi:1,32", "--context", "4096",
  ],
  "04-qwen2.5-7b-w4a16-a100": [
    "report", "qwen2.5-7b", "--hardware", "a100-sxm-80gb,rtx-4090", "--precision", "w4a16", "--runs", "multi:1,8", "--context", "2048",
  ],
  "05-mixtral-8x7b-fp8-h200": [
    "report", "mixtral-8x7b", "--hardware", "h200-sxm", "--precision", "fp8", "--runs", "multi:1,16", "--runs", "single:512", "--context", "16384",
  ],
  "06-qwen3-8b-mi300x": [
    "report", "qwen3-8b", "--hardware", "mi300x", "--runs", "multi:1", "--context", "32768",
  ],
  "07-venn-llama-3.1-8b-a100-h100": [
    "report", "llama-3.1-8b", "--hardware", "a100-sxm-80gb,h100-sxm",
    "--runs", "multi:1,16", "--runs", "single:2048", "--context", "4096", "--kernels", "engine",
  ],
  "08-venn-qwen3-8b-fp8-kv": [
    "report", "qwen3-8b", "--hardware", "h100-sxm", "--runs", "multi:1", "--runs", "single:2048",
    "--context", "4096", "--kv-cache", "fp8/tensor", "--kernels", "engine", "--against", "llama-3.1-8b",
  ],
  "09-venn-qwen3-30b-a3b-h100": [
    "report", "qwen3-30b-a3b", "--hardware", "h100-sxm", "--runs", "multi:1,16,128", "--context", "4096",
    "--kernels", "engine", "--against", "llama-3.1-8b,mixtral-8x7b",
  ],
  "10-venn-union": [
    "union", "--kernels", "engine", "llama-3.1-8b", "qwen3-8b", "qwen3-30b-a3b", "mixtral-8x7b",
    "--runs", "multi:1", "--runs", "single:2048",
  ],
  "11-compare-llama-3.1-70b": [
    "compare", "llama-3.1-70b", "--hardware", "h100-sxm,h200-sxm,b200", "--precision", "bf16,fp8,nvfp4,w4a16",
    "--runs", "multi:1,64", "--runs", "single:2048", "--context", "4096",
  ],
  "12-diff-ffn-nvfp4-b200": [
    "diff", "llama-3.1-8b", "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml", "--hardware", "b200",
    "--runs", "multi:1,64", "--runs", "single:2048", "--context", "4096", "--fail-on-regression", "2",
  ],
  "13-measured-llama-3.1-8b-h100": [
    "report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "multi:1,8,32", "--context", "4096",
    "--kernels", "engine", "--measurements", "test/fixtures/profiles/llama-3.1-8b-h100.measurements.csv",
  ],
  // the kernel team's work list: novel sites that need one kernel share a row, MXFP4 experts saved against BF16 fused_moe
  "14-venn-gpt-oss-20b-h100": [
    "report", "gpt-oss-20b", "--hardware", "h100-sxm", "--runs", "multi:1,64", "--runs", "single:2048",
    "--context", "8192", "--kernels", "engine",
  ],
  // issue 11's reference points with the workload views: the traffic split and the GEMM shapes per run
  "15-views-llama-3.1-8b-h100": [
    "report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "single:2048", "--runs", "multi:1",
    "--context", "4096", "--views", "traffic,gemm",
  ],
  // every traffic category at once: recurrent state (Gated DeltaNet), KV (full attention), routed experts' M per expert
  "16-views-qwen3-next-80b-a3b-h200": [
    "report", "qwen3-next-80b-a3b", "--hardware", "h200-sxm", "--runs", "multi:1,64", "--context", "8192",
    "--views", "traffic,gemm",
  ],
  // The deployment question (issue 10): a workload with an SLA picks precision, layout and batch per device.
  "19-compare-workload-llama-3.1-70b": [
    "compare", "llama-3.1-70b", "--hardware", "h100-sxm,h200-sxm,b200", "--precision", "fp8",
    "--parallel", "tp=1,tp=2,tp=4,tp=8", "--workload", "isl=1024,osl=256,concurrency=64", "--sla", "ttft=500ms,itl=30ms",
  ],
  // fusion groups: one kernel per group, fused vs unfused bytes, intensity, kernels per step and step time;
  // with the views, the traffic split counts what fusion keeps on chip
  "20-fused-llama-3.1-8b-h100": [
    "report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "multi:1", "--runs", "single:2048",
    "--context", "4096", "--fusions", "vllm", "--views", "traffic,gemm",
  ],
  // an engine that fuses attention only: the bundled file's other fusions are the work list's opportunities
  "21-fused-venn-llama-3.1-8b-h100": [
    "report", "llama-3.1-8b", "--hardware", "h100-sxm", "--runs", "multi:1", "--runs", "single:2048",
    "--context", "4096", "--kernels", "engine", "--fusions", "test/fixtures/fusions/attention-only.fusions.yaml",
  ],
  // H100 has no FP4 lane: the NVFP4 head cannot run there, a gap in that row; B200 still diffs.
  "12-diff-ffn-nvfp4-gap-h100": [
    "diff", "llama-3.1-8b", "test/fixtures/diff/llama-3.1-8b-ffn-nvfp4.model.yaml", "--hardware", "h100-sxm,b200",
    "--runs", "multi:1,64", "--context", "4096", "--fail-on-regression", "2",
  ],
  // issue 10: the layouts of Llama-3.1-70B on three devices, which fit, their comm share and $/Mtok
  "17-compare-llama-3.1-70b-parallel": [
    "compare", "circuits/models/llama-3.1-70b.model.yaml", "--hardware", "h100-sxm,h200-sxm,b200",
    "--parallel", "tp=1,tp=2,tp=4,tp=8", "--runs", "multi:1,64", "--context", "4096",
  ],
  // DeepSeek-V3 over 8 B200s: attention data-parallel, experts over EP ranks, all-to-all dispatch and combine
  "18-deepseek-v3-ep8-b200": [
    "report", "deepseek-v3", "--hardware", "b200", "--parallel", "ep=8", "--runs", "multi:1,64", "--context", "4096",
  ],
};
