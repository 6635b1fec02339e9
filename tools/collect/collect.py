#!/usr/bin/env python3
"""Writes a device's microbenchmark table (the columns `venn calibrate` reads) and a FILE.meta.json beside it.

    python3 tools/collect/collect.py h200.csv                 # every figure on cuda:0 (a few minutes)
    python3 tools/collect/collect.py h200.csv --quick         # fewer points per figure (about a minute)
    python3 tools/collect/collect.py t.csv --device cpu --quick   # the format on any machine; not a measurement
"""

import argparse
import os
import sys

# The table's sections in the order they are taken and written (the H200 table's order): module.function each.
SECTIONS = {
    "copy": ["figures_gemm.copy_figures"],
    "gemv_bf16": ["figures_gemm.gemv_bf16_figures"],
    "gemv_fp8": ["figures_gemm.gemv_fp8_figures"],
    "gemm_peak": ["figures_gemm.square_figures"],
    "tiny_kernel": ["figures_gemm.tiny_figures"],
    "op": ["figures_gemm.transition_figures", "figures_ops.small_op_figures", "figures_ops.attention_figures"],
    "moe": ["figures_ops.moe_figures"],
}


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
    if not args.output.endswith(".csv") or os.path.basename(args.output) == ".csv":
        p.error(f"output {args.output!r} must be a name ending in .csv (the metadata goes to NAME.meta.json)")
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
    return args, p


def takers(section):
    """The section's figure functions, imported only once the arguments are good (importing torch takes seconds)."""
    import importlib

    return [getattr(importlib.import_module(module), name)
            for module, name in (taker.split(".") for taker in SECTIONS[section])]


INSTALL_TORCH = """install PyTorch for this Python, then run again:
  {python} -m pip install torch        (CUDA builds; ROCm and other builds: https://pytorch.org/get-started/locally/)
  apt-get install python3-torch        (Debian's and Ubuntu's build: enough for --device cpu)"""


def require_torch(args):
    """A one-paragraph answer, not a traceback, when torch is missing or cannot use the device asked for."""
    try:
        import torch
    except ImportError as error:
        sys.stderr.write(f"collect: PyTorch is not importable ({error}); "
                         + INSTALL_TORCH.format(python=sys.executable) + "\nnothing written\n")
        return 2
    if args.device != "cpu" and not torch.cuda.is_available():
        sys.stderr.write(f"collect: --device {args.device}: this PyTorch ({torch.__version__}) sees no CUDA or ROCm GPU; "
                         "install a build for the GPU (https://pytorch.org/get-started/locally/) or check the driver "
                         "(nvidia-smi, rocm-smi); --device cpu checks the format without one\nnothing written\n")
        return 2
    return 0


def main(argv):
    args, parser = parse_args(argv)
    missing = require_torch(args)
    if missing:
        return missing
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import run  # torch is imported only once the arguments are good: it takes seconds

    return run.collect(args, parser, takers)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        print("collect: interrupted; nothing written", file=sys.stderr)
        sys.exit(130)
