#!/usr/bin/env python3
"""Writes a device's microbenchmark table (the columns `venn calibrate` reads) and a FILE.meta.json beside it.

    python3 tools/collect/collect.py h200.csv                 # every figure on cuda:0 (a few minutes)
    python3 tools/collect/collect.py h200.csv --quick         # fewer points per figure (about a minute)
    python3 tools/collect/collect.py t.csv --device cpu --quick   # the format on any machine; not a measurement
"""

import argparse
import csv
import datetime
import json
import os
import platform
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import torch  # noqa: E402

import figures_gemm as gemm  # noqa: E402
import figures_ops as ops  # noqa: E402
from bench import COLUMNS, Bench  # noqa: E402
from timing import CpuTimer, GpuTimer  # noqa: E402

# The table's sections in the order they are taken and written (the H200 table's order).
SECTIONS = {
    "copy": [gemm.copy_figures],
    "gemv_bf16": [gemm.gemv_bf16_figures],
    "gemv_fp8": [gemm.gemv_fp8_figures],
    "gemm_peak": [gemm.square_figures],
    "tiny_kernel": [gemm.tiny_figures],
    "op": [gemm.transition_figures, ops.small_op_figures, ops.attention_figures],
    "moe": [ops.moe_figures],
}
CPU_L2_BYTES = 4 * 1024 * 1024
CPU_BUDGET_BYTES = 48 * 1024 * 1024


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="collect.py",
        description="Microbenchmark table of one GPU (CUDA or ROCm) for `venn calibrate FILE.csv --hardware ID`.",
    )
    p.add_argument("output", help="the CSV to write (must end in .csv); FILE.meta.json is written beside it")
    p.add_argument("--device", default="cuda", help="cuda, cuda:N (ROCm GPUs too) or cpu (default: cuda)")
    p.add_argument("--quick", action="store_true", help="fewer points per figure")
    p.add_argument("--only", default=None, metavar="SECTION,...", help=f"sections to take, of {','.join(SECTIONS)}")
    p.add_argument("--reps", type=int, default=None, metavar="N",
                   help="graph replays per figure, median and min taken over them (default 15; 3 on cpu)")
    args = p.parse_args(argv)
    if not args.output.endswith(".csv"):
        p.error(f"output {args.output!r} must end in .csv (the metadata goes to the same name with .meta.json)")
    folder = os.path.dirname(os.path.abspath(args.output))
    if not os.path.isdir(folder):
        p.error(f"output folder {folder!r} does not exist")
    if args.reps is not None and not 1 <= args.reps <= 10000:
        p.error(f"--reps must be between 1 and 10000, not {args.reps}")
    args.sections = list(SECTIONS)
    if args.only is not None:
        asked = [s.strip() for s in args.only.split(",") if s.strip()]
        unknown = [s for s in asked if s not in SECTIONS]
        if unknown or not asked:
            p.error(f"--only {args.only!r}: unknown section(s) {', '.join(unknown) or '(none given)'}; "
                    f"expected some of {', '.join(SECTIONS)}")
        args.sections = [s for s in SECTIONS if s in asked]
    if args.device != "cpu" and not (args.device == "cuda" or args.device.startswith("cuda:")):
        p.error(f"--device {args.device!r}: expected cuda, cuda:N or cpu")
    if args.device != "cpu" and not torch.cuda.is_available():
        p.error(f"--device {args.device}: torch {torch.__version__} sees no CUDA or ROCm GPU (use --device cpu "
                "to check the output format only)")
    return args


def tool_version(command):
    """A driver version from the vendor's tool, or None where it is absent."""
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=10, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return out.strip().splitlines()[0].strip() if out.strip() else None


def gpu_meta(device):
    props = torch.cuda.get_device_properties(device)
    l2 = getattr(props, "L2_cache_size", None)
    hip = getattr(torch.version, "hip", None)
    driver = (tool_version(["rocm-smi", "--showdriverversion", "--csv"]) if hip else
              tool_version(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader",
                            f"--id={torch.cuda.current_device() if device.index is None else device.index}"]))
    try:
        import triton
        triton_version = triton.__version__
    except ImportError:
        triton_version = None
    return {
        "device": props.name,
        "platform": "rocm" if hip else "cuda",
        "arch": getattr(props, "gcnArchName", None) or f"sm_{props.major}{props.minor}",
        "sm_count": props.multi_processor_count,
        "l2_bytes": l2,
        "memory_bytes": props.total_memory,
        "driver": driver,
        "cuda": torch.version.cuda,
        "hip": hip,
        "cudnn": torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None,
        "triton": triton_version,
    }


def cpu_meta():
    return {"device": platform.processor() or platform.machine(), "platform": "cpu", "cpu_count": os.cpu_count(),
            "l2_bytes": None}


def make_bench(args):
    if args.device == "cpu":
        bench = Bench(torch.device("cpu"), CpuTimer(args.reps or 3), args.quick, CPU_L2_BYTES, CPU_BUDGET_BYTES, True)
        return bench, cpu_meta()
    device = torch.device(args.device)
    torch.cuda.set_device(device)
    meta = gpu_meta(device)
    free, _ = torch.cuda.mem_get_info(device)
    # An unknown L2 is taken as 128 MB, more than any GPU's today, so rotation errs toward DRAM reads.
    l2 = meta["l2_bytes"] or 128 * 1024 * 1024
    bench = Bench(device, GpuTimer(device, args.reps or 15), args.quick, l2, int(free * 0.6), False)
    return bench, meta


def write_outputs(path, rows, meta):
    """Both files in full or neither: each is written beside its name, then renamed into place."""
    meta_path = path[: -len(".csv")] + ".meta.json"
    for target, write in ((path, lambda f: write_csv(f, rows)), (meta_path, lambda f: json.dump(meta, f, indent=2))):
        with open(target + ".part", "w", newline="") as f:
            write(f)
    os.replace(path + ".part", path)
    os.replace(meta_path + ".part", meta_path)
    return meta_path


def write_csv(f, rows):
    out = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
    out.writeheader()
    out.writerows(rows)


def main(argv):
    args = parse_args(argv)
    started = time.time()
    bench, meta = make_bench(args)
    print(f"collect: {meta['device']} ({meta['platform']}), torch {torch.__version__}, sections "
          f"{','.join(args.sections)}{' (quick)' if args.quick else ''}", file=sys.stderr, flush=True)
    torch.manual_seed(0)
    for section in args.sections:
        for take in SECTIONS[section]:
            take(bench)
    if not bench.rows:
        print("collect: no figure could be taken; nothing written", file=sys.stderr)
        return 1
    meta.update({
        "measured_on_gpu": not bench.cpu,
        "timing": ("CPU: a time.perf_counter loop, no graphs; NOT a GPU measurement, for checking the format"
                   if bench.cpu else "N launches captured into one CUDA/HIP graph, replayed; median and min of "
                   "replay time / N (CUDA events)"),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
        "started_utc": datetime.datetime.fromtimestamp(started, datetime.timezone.utc).isoformat(timespec="seconds"),
        "seconds": round(time.time() - started, 1),
        "torch": torch.__version__,
        "python": platform.python_version(),
        "replays": bench.timer.replays,
        "rotate_bytes": bench.rotate_bytes,
        "quick": args.quick,
        "sections": args.sections,
        "backends": bench.backends,
        "skipped": bench.skipped,
        "rows": len(bench.rows),
    })
    meta_path = write_outputs(args.output, bench.rows, meta)
    print(f"collect: wrote {len(bench.rows)} rows to {args.output} and {meta_path} in {meta['seconds']} s "
          f"({len(bench.skipped)} figures skipped)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        print("collect: interrupted; nothing written", file=sys.stderr)
        sys.exit(130)
