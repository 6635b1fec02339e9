"""One collection run: the device and its facts, the figures of each section, the table and meta file written."""

import csv
import datetime
import json
import os
import platform
import subprocess
import sys
import time

import torch

from bench import COLUMNS, Bench
from timing import CpuTimer, GpuTimer

CPU_L2_BYTES = 4 * 1024 * 1024
CPU_BUDGET_BYTES = 48 * 1024 * 1024


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
    parts = [path + ".part", meta_path + ".part"]
    try:
        with open(parts[0], "w", newline="") as f:
            write_csv(f, rows, meta)
        with open(parts[1], "w") as f:
            json.dump(meta, f, indent=2)
            f.write("\n")
        os.replace(parts[0], path)
        os.replace(parts[1], meta_path)
    finally:
        for part in parts:
            if os.path.exists(part):
                os.remove(part)
    return meta_path


def comment_block(meta):
    """Leading '# ' lines: the date as `venn calibrate` reads it ('# measured: YYYY-MM-DD'), then the device, software
    and method in words; the full record is the meta file beside the table."""
    if meta["platform"] == "cpu":
        device = f"CPU {meta['device']}, {meta['cpu_count']} cores: NOT a GPU measurement (format check only)"
    else:
        l2 = f"{meta['l2_bytes']:,} B L2" if meta["l2_bytes"] else "L2 size not reported"
        device = (f"{meta['device']} ({meta['platform']}, {meta['arch']}), {meta['sm_count']} SMs/CUs, {l2}, "
                  f"{meta['memory_bytes'] // 2**20:,} MiB, driver {meta['driver'] or 'unknown'}")
    versions = [f"torch {meta['torch']}"] + [f"{k} {meta[k]}" for k in ("cuda", "hip", "cudnn", "triton") if meta.get(k)]
    return [
        f"# measured: {meta['date']}",
        f"# device: {device}",
        f"# software: {', '.join(versions)}, python {meta['python']}",
        f"# method: {meta['timing']}; {meta['replays']} replays per figure; buffers rotated past "
        f"{meta['rotate_bytes']:,} B",
        "# written by tools/collect/collect.py; device facts, backends and skipped figures in the .meta.json beside it",
    ]


def write_csv(f, rows, meta):
    for line in comment_block(meta):
        f.write(line.replace("\n", " ") + "\n")
    out = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
    out.writeheader()
    out.writerows(rows)


def collect(args, parser, takers):
    """Takes the asked sections' figures and writes the table and its meta file; the exit status."""
    if args.device != "cpu" and not torch.cuda.is_available():
        parser.error(f"--device {args.device}: torch {torch.__version__} sees no CUDA or ROCm GPU (use --device cpu "
                     "to check the output format only)")
    started = time.time()
    bench, meta = make_bench(args)
    print(f"collect: {meta['device']} ({meta['platform']}), torch {torch.__version__}, sections "
          f"{','.join(args.sections)}{' (quick)' if args.quick else ''}", file=sys.stderr, flush=True)
    torch.manual_seed(0)
    for section in args.sections:
        for take in takers(section):
            take(bench)
    if not bench.rows:
        print("collect: no figure could be taken; nothing written", file=sys.stderr)
        return 1
    meta.update({
        "measured_on_gpu": not bench.cpu,
        "timing": ("CPU: a time.perf_counter loop, no graphs; NOT a GPU measurement, for checking the format"
                   if bench.cpu else "N launches (reps) captured into one CUDA/HIP graph and replayed; us = median "
                   "and min of replay time / N (CUDA events)"),
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
