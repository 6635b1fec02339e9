"""The run's shared state: device, timer, how many buffers a figure rotates through, what was skipped and why."""

import math
import sys

import torch

COLUMNS = (
    "section", "op", "dtype", "backend", "m", "n", "k", "b", "ctx", "T", "distinct", "bytes",
    "us_median", "us_min", "reps",
)

# Launches captured per graph: at least two, so a kernel never follows itself on the same buffers; at most 512,
# which keeps a capture of the smallest kernels to a few milliseconds.
MIN_REPS = 2
MAX_REPS = 512


class Skip(Exception):
    """A figure this device, this torch or this mode cannot take; the reason goes to stderr and the meta file."""


class Bench:
    def __init__(self, device, timer, quick, l2_bytes, budget_bytes, cpu):
        self.device = device
        self.timer = timer
        self.quick = quick
        self.cpu = cpu
        # A replay streams several times the L2, so weights and KV are read from DRAM as in a real model.
        self.rotate_bytes = 8 * l2_bytes
        self.budget_bytes = budget_bytes
        # A CPU loop has no graph to fill and no L2 worth beating; a few launches say all a format check needs.
        self.max_reps = 32 if cpu else MAX_REPS
        self.rows = []
        self.skipped = []
        self.backends = {}
        self.index = 0

    def reps_for(self, bytes_per_rep, alloc_per_rep=None):
        """N launches per graph, each on its own buffers; fewer when N copies would not fit the budget."""
        alloc = alloc_per_rep if alloc_per_rep is not None else bytes_per_rep
        if alloc > self.budget_bytes // MIN_REPS:
            raise Skip(f"needs {MIN_REPS} × {alloc:,} bytes; the budget is {self.budget_bytes:,}")
        want = max(MIN_REPS, min(self.max_reps, math.ceil(self.rotate_bytes / max(bytes_per_rep, 1))))
        return min(want, max(MIN_REPS, self.budget_bytes // max(alloc, 1)))

    def check_flops(self, flops):
        """On CPU a figure over half a GFLOP would take long to loop; it is left out there."""
        if self.cpu and flops > 5e8:
            raise Skip(f"{flops:.3g} FLOP is too slow to loop on a CPU")

    def backend(self, name):
        """The backend column: in CPU mode always 'cpu', so no CPU figure passes for a GPU one."""
        return "cpu" if self.cpu else name

    def figure(self, point, run):
        """point: the row's identifying cells; run(): a Timing. Records the row or the reason it was skipped."""
        self.index += 1
        label = f"{point['op']} {point.get('dtype', '')} {point.get('backend', '')}".strip()
        keys = [k for k in ("m", "n", "k", "b", "ctx", "T") if point.get(k) not in (None, "")] or ["bytes"]
        where = " ".join([label] + [f"{k}={point[k]}" for k in keys if point.get(k) not in (None, "")])
        try:
            timing = run()
            cells = (fmt_us(timing.us_median), fmt_us(timing.us_min))
        except Skip as why:
            self.skip(point, where, str(why))
            return
        except Exception as error:  # a kernel a library refuses here is a skipped figure, not a failed run
            self.skip(point, where, f"{type(error).__name__}: {first_line(error)}")
            return
        finally:
            self.free()
        row = {c: "" for c in COLUMNS}
        row.update({k: str(v) for k, v in point.items() if k in row and v is not None})
        row["us_median"], row["us_min"] = cells
        row["reps"] = str(timing.reps) if timing.reps else ""
        self.rows.append(row)
        print(f"collect: {self.index:4d} {where}: {cells[0]} µs (N={row['reps']})", file=sys.stderr, flush=True)

    def skip(self, point, what, reason):
        self.skipped.append({"section": point["section"], "figure": what, "reason": reason})
        print(f"collect: {self.index:4d} {what}: skipped: {reason}", file=sys.stderr, flush=True)

    def free(self):
        if not self.cpu:
            torch.cuda.synchronize(self.device)
            torch.cuda.empty_cache()


def fmt_us(us):
    """Microseconds to three decimals (nanoseconds), as the H200 table writes them; empty when not taken."""
    if us is None:
        return ""
    if not math.isfinite(us) or us <= 0:
        raise RuntimeError(f"timer returned {us} µs")
    if us < 0.0005:
        raise RuntimeError(f"timer returned {us} µs, below its resolution")
    return f"{us:.3f}".rstrip("0").rstrip(".")


def first_line(error):
    text = str(error).strip()
    return (text.splitlines()[0] if text else "no message")[:200]
