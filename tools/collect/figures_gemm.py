"""Streaming and GEMM figures: copy by size, GEMV by weight size, one GEMM shape over rows, square GEMMs, and
the fixed cost of a tiny kernel in a graph, launched eagerly, and from the host."""

import torch

from bench import Skip

K4096 = 4096
# Copy sizes (bytes read + written) and GEMV output widths: weights from 128 KiB to 2 GiB in BF16 (n a multiple
# of 16, as a real projection's width is), the same points as the H200 table so figures compare row by row.
COPY_BYTES = (128_000, 512_000, 2_000_000, 8_000_000, 32_000_000, 128_000_000, 512_000_000, 2_000_000_000)
COPY_QUICK = (128_000, 2_000_000, 32_000_000, 512_000_000)
GEMV_BF16_N = (16, 112, 240, 480, 976, 1952, 4080, 7808, 15616, 31248, 62496, 128160, 256336)
GEMV_BF16_QUICK = (16, 240, 1952, 15616, 62496, 256336)
GEMV_FP8_N = (240, 976, 3904, 15616, 62496, 256336)
GEMV_FP8_QUICK = (240, 15616, 256336)
# Llama-3.1-8B's fused gate/up projection (2 × 14,336 × 4,096) from one row to a long prefill chunk.
TRANSITION_M = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192)
TRANSITION_QUICK = (1, 16, 128, 1024, 8192)
SQUARE = (4096, 8192)


def randn(bench, shape, dtype):
    """Random values in dtype; float8 through bf16, since randn has no float8 kernel."""
    if torch.empty((), dtype=dtype).element_size() == 1:
        return torch.randn(shape, device=bench.device, dtype=torch.bfloat16).to(dtype)
    return torch.randn(shape, device=bench.device, dtype=dtype)


def fp8_dtype(bench):
    """E4M3 as the device runs it (MI300's gfx94x: the fnuz variant), or a Skip saying what is missing."""
    if bench.cpu:
        raise Skip("FP8 GEMMs are a GPU figure (torch._scaled_mm through cuBLASLt or hipBLASLt)")
    if not hasattr(torch, "float8_e4m3fn") or not hasattr(torch, "_scaled_mm"):
        raise Skip(f"torch {torch.__version__} has no float8_e4m3fn / torch._scaled_mm")
    arch = getattr(torch.cuda.get_device_properties(bench.device), "gcnArchName", "")
    return torch.float8_e4m3fnuz if torch.version.hip and "gfx94" in arch else torch.float8_e4m3fn


def mm_launch(a, w_t, out, fp8_scale):
    """y = a · w_tᵀ-style GEMM: torch.mm (cuBLAS) in bf16, torch._scaled_mm (per-tensor scales, bf16 out) in fp8."""
    if fp8_scale is None:
        return lambda: torch.mm(a, w_t, out=out)
    return lambda: torch._scaled_mm(a, w_t, scale_a=fp8_scale, scale_b=fp8_scale, out_dtype=torch.bfloat16)


def time_gemm(bench, m, n, k, dtype_name, rotate_a=False):
    """N launches of an m×k by k×n GEMM, each with its own weight (and, for square GEMMs, its own A)."""
    bench.check_flops(2 * m * n * k)
    dtype = torch.bfloat16 if dtype_name == "bf16" else fp8_dtype(bench)
    size = torch.empty((), dtype=dtype).element_size()
    weight_bytes = n * k * size
    per_rep = weight_bytes + (m * k * size if rotate_a else 0)
    reps = bench.reps_for(per_rep, per_rep + m * k * size)
    scale = None if dtype == torch.bfloat16 else torch.ones((), device=bench.device, dtype=torch.float32)
    out = torch.empty((m, n), device=bench.device, dtype=torch.bfloat16)
    shared_a = randn(bench, (m, k), dtype)
    launches = []
    for _ in range(reps):
        a = randn(bench, (m, k), dtype) if rotate_a else shared_a
        w_t = randn(bench, (n, k), dtype).t()  # column-major K×N: what cuBLASLt's FP8 path needs
        launches.append(mm_launch(a, w_t, out, scale))
    return bench.timer.time(launches)


def copy_figures(bench):
    for total in COPY_QUICK if bench.quick else COPY_BYTES:

        def run(total=total):
            half = total // 2
            reps = bench.reps_for(total)
            pairs = [(torch.empty(half, device=bench.device, dtype=torch.uint8),
                      torch.randint(0, 255, (half,), device=bench.device, dtype=torch.uint8)) for _ in range(reps)]
            return bench.timer.time([lambda d=d, s=s: d.copy_(s) for d, s in pairs])

        point = {"section": "copy", "op": "copy_d2d", "dtype": "bytes", "bytes": total}
        bench.figure({**point, "backend": bench.backend("")}, run)


def gemv_bf16_figures(bench):
    for n in GEMV_BF16_QUICK if bench.quick else GEMV_BF16_N:
        point = {"section": "gemv_bf16", "op": "gemv_k4096", "dtype": "bf16", "backend": bench.backend("")}
        bench.figure({**point, "m": 1, "n": n, "k": K4096, "bytes": n * K4096 * 2},
                     lambda n=n: time_gemm(bench, 1, n, K4096, "bf16"))


def gemv_fp8_figures(bench):
    for n in GEMV_FP8_QUICK if bench.quick else GEMV_FP8_N:
        for m in (1, 16):
            point = {"section": "gemv_fp8", "op": "gemv_k4096", "dtype": "fp8", "backend": bench.backend("")}
            bench.figure({**point, "m": m, "n": n, "k": K4096, "bytes": n * K4096},
                         lambda m=m, n=n: time_gemm(bench, m, n, K4096, "fp8"))


def square_figures(bench):
    for dtype in ("bf16", "fp8"):
        for size in SQUARE:
            point = {"section": "gemm_peak", "op": "gemm_square", "dtype": dtype, "backend": bench.backend("")}
            bench.figure({**point, "m": size, "n": size, "k": size},
                         lambda size=size, dtype=dtype: time_gemm(bench, size, size, size, dtype, rotate_a=True))


def transition_figures(bench):
    for m in TRANSITION_QUICK if bench.quick else TRANSITION_M:
        for dtype in ("bf16", "fp8"):
            point = {"section": "op", "op": "gemm_N28672_K4096", "dtype": dtype, "backend": bench.backend("")}
            bench.figure({**point, "m": m, "n": 28672, "k": K4096},
                         lambda m=m, dtype=dtype: time_gemm(bench, m, 28672, K4096, dtype))


def tiny_figures(bench):
    """t.add_(1) on 4,096 BF16 values: in a graph, one eager launch between events, and from the host."""
    count = 200 if bench.quick else 2000

    def tensors(n):
        return [torch.zeros(4096, device=bench.device, dtype=torch.bfloat16) for _ in range(n)]

    def in_graph():
        return bench.timer.time([lambda t=t: t.add_(1) for t in tensors(min(256, bench.max_reps))])

    def eager_event():
        t = tensors(1)[0]
        return bench.timer.eager_event(lambda: t.add_(1), count // 4)

    def host():
        t = tensors(1)[0]
        return bench.timer.host_throughput(lambda: t.add_(1), count)

    for name, run in (("graph", in_graph), ("eager_event", eager_event), ("eager_host_throughput", host)):
        point = {"section": "tiny_kernel", "op": f"add_4096_elems_{name}", "dtype": "bf16"}
        bench.figure({**point, "backend": bench.backend("")}, run)
