"""How one figure is timed: N launches captured into one CUDA/HIP graph and replayed, or on CPU a plain loop."""

import statistics
import time

import torch


class Timing:
    """median and min of time per kernel (µs), and N: the kernels captured (or looped) per replay."""

    def __init__(self, us_median, us_min, reps):
        self.us_median = us_median
        self.us_min = us_min
        self.reps = reps


class GpuTimer:
    """Each kernel captured N times into one graph; the figure is replay time ÷ N (the gap between kernels
    of a graph included, no host launch). CUDA graphs are HIP graphs under ROCm's torch."""

    def __init__(self, device, replays):
        self.device = device
        self.replays = replays
        self.kind = "graph"

    def sync(self):
        torch.cuda.synchronize(self.device)

    def time(self, launches):
        """launches: one callable per captured kernel (each reads its own buffers)."""
        side = torch.cuda.Stream(self.device)
        side.wait_stream(torch.cuda.current_stream(self.device))
        # Warm-up outside the graph: cuBLAS picks its algorithm and workspace, Triton compiles.
        with torch.cuda.stream(side):
            for launch in launches[: min(3, len(launches))]:
                launch()
        torch.cuda.current_stream(self.device).wait_stream(side)
        self.sync()
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            for launch in launches:
                launch()
        graph.replay()
        self.sync()
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        per_kernel = []
        for _ in range(self.replays):
            start.record()
            graph.replay()
            end.record()
            end.synchronize()
            per_kernel.append(start.elapsed_time(end) * 1e3 / len(launches))
        del graph
        return Timing(statistics.median(per_kernel), min(per_kernel), len(launches))

    def eager_event(self, launch, count):
        """One launch timed by events around it, median and min over count launches."""
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        launch()
        self.sync()
        times = []
        for _ in range(count):
            start.record()
            launch()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) * 1e3)
        return Timing(statistics.median(times), min(times), 1)

    def host_throughput(self, launch, count):
        """Wall time per launch of count back-to-back launches from Python (one synchronize at the end)."""
        launch()
        self.sync()
        t0 = time.perf_counter()
        for _ in range(count):
            launch()
        self.sync()
        return Timing((time.perf_counter() - t0) * 1e6 / count, None, count)


class CpuTimer:
    """--device cpu: the same launches looped under time.perf_counter, no graphs. Not a GPU measurement; it
    exists so the collector can be run and its output checked on any machine."""

    def __init__(self, replays):
        self.replays = replays
        self.kind = "cpu"

    def sync(self):
        pass

    def time(self, launches):
        launches[0]()
        per_kernel = []
        for _ in range(self.replays):
            t0 = time.perf_counter()
            for launch in launches:
                launch()
            per_kernel.append((time.perf_counter() - t0) * 1e6 / len(launches))
        return Timing(statistics.median(per_kernel), min(per_kernel), len(launches))

    def eager_event(self, launch, count):
        launch()
        times = []
        for _ in range(count):
            t0 = time.perf_counter()
            launch()
            times.append((time.perf_counter() - t0) * 1e6)
        return Timing(statistics.median(times), min(times), 1)

    def host_throughput(self, launch, count):
        launch()
        t0 = time.perf_counter()
        for _ in range(count):
            launch()
        return Timing((time.perf_counter() - t0) * 1e6 / count, None, count)
