"""Per-layer kernels of a serving engine: fused add+RMSNorm, SiLU-and-multiply and rotary (Triton where present),
attention decode and causal prefill per SDPA backend, and the grouped expert GEMM of an MoE layer."""

import torch
import torch.nn.functional as F

from bench import Skip

HIDDEN, INTER, HEADS, Q_HEADS, KV_HEADS, HEAD_DIM = 4096, 14336, 40, 32, 8, 128
SMALL_M = (1, 16, 64, 128, 256, 2048)
SMALL_QUICK = (1, 16, 256, 2048)
DECODE = [(b, ctx) for ctx in (1024, 4096) for b in (1, 8, 16, 64, 128)] + [(b, 16384) for b in (1, 8, 16, 64)]
DECODE_QUICK = [(1, 1024), (1, 4096), (16, 4096), (64, 4096), (1, 16384)]
PREFILL_T = (2048, 8192)
# Qwen3-30B-A3B's expert gate/up: 128 experts of 2 × 768 × 2,048, eight routed per token.
EXPERTS, MOE_K, MOE_N, TOP_K = 128, 2048, 1536, 8
MOE_T = (1, 4, 16, 64, 256, 1024)
MOE_QUICK = (1, 16, 256)


def triton_ops(bench):
    """The Triton kernels module, or None where Triton (or a GPU for it) is missing: then torch ops run instead."""
    if bench.cpu:
        return None
    try:
        import triton_ops as ops
    except ImportError:
        return None
    return ops


def torch_add_rmsnorm(x, res, w, out, eps=1e-5):
    res.add_(x)
    s = res.float()
    out.copy_(s * torch.rsqrt(s.pow(2).mean(-1, keepdim=True) + eps) * w.float())


def torch_silu_mul(gu, out):
    inter = out.shape[1]
    torch.mul(F.silu(gu[:, :inter]), gu[:, inter:], out=out)


def torch_rope(qk, cos, sin, pos):
    half = qk.shape[-1] // 2
    c, s = cos[pos].unsqueeze(1), sin[pos].unsqueeze(1)
    x1, x2 = qk[..., :half].float(), qk[..., half:].float()
    qk.copy_(torch.cat((x1 * c - x2 * s, x2 * c + x1 * s), dim=-1))


def small_op_figures(bench):
    ops = triton_ops(bench)
    backend = bench.backend("" if ops else "torch")
    bench.backends["small_ops"] = "cpu (torch ops)" if bench.cpu else ("triton" if ops else "torch ops (no Triton)")
    bf16 = torch.bfloat16
    new = lambda *shape, dtype=bf16: torch.randn(shape, device=bench.device, dtype=dtype)  # noqa: E731

    def norm(m):
        n = bench.reps_for(4 * m * HIDDEN * 2)
        w = new(HIDDEN)
        args = [(new(m, HIDDEN), new(m, HIDDEN), new(m, HIDDEN)) for _ in range(n)]
        fn = ops.add_rmsnorm if ops else torch_add_rmsnorm
        return bench.timer.time([lambda a=a: fn(a[0], a[1], w, a[2]) for a in args])

    def silu(m):
        n = bench.reps_for(3 * m * INTER * 2)
        args = [(new(m, 2 * INTER), new(m, INTER)) for _ in range(n)]
        fn = ops.silu_mul if ops else torch_silu_mul
        return bench.timer.time([lambda a=a: fn(*a) for a in args])

    def rope(m):
        n = bench.reps_for(2 * m * HEADS * HEAD_DIM * 2)
        cos, sin = new(4096, HEAD_DIM // 2, dtype=torch.float32), new(4096, HEAD_DIM // 2, dtype=torch.float32)
        args = [(new(m, HEADS, HEAD_DIM), torch.randint(0, 4096, (m,), device=bench.device)) for _ in range(n)]
        fn = ops.rope if ops else torch_rope
        return bench.timer.time([lambda a=a: fn(a[0], cos, sin, a[1]) for a in args])

    for m in SMALL_QUICK if bench.quick else SMALL_M:
        for op, run, n, nbytes in (
            ("fused_add_rms_norm_triton", norm, HIDDEN, 4 * m * HIDDEN * 2),
            ("silu_mul_triton", silu, INTER, 3 * m * INTER * 2),
            ("rope_neox_40heads_triton", rope, None, 2 * m * HEADS * HEAD_DIM * 2),
        ):
            point = {"section": "op", "op": op, "dtype": "bf16", "backend": backend, "m": m, "n": n, "bytes": nbytes}
            bench.figure(point, lambda run=run, m=m: run(m))


def gqa_math(q, k, v, causal):
    """Attention by matmul, softmax, matmul with q heads grouped onto their KV head (no K/V copies)."""
    b, hq, t, d = q.shape
    hk, ctx = k.shape[1], k.shape[2]
    g = hq // hk
    scores = (q.reshape(b, hk, g * t, d) @ k.transpose(-1, -2)).float() * d**-0.5
    if causal:
        rows = torch.arange(t, device=q.device).repeat(g).unsqueeze(-1) + (ctx - t)
        scores.masked_fill_(torch.arange(ctx, device=q.device) > rows, float("-inf"))
    return (scores.softmax(-1).to(q.dtype) @ v).reshape(b, hq, t, d)


def sdpa_backends(bench):
    """(column name, how to call) per backend: cuDNN and FlashAttention through PyTorch's SDPA, or on CPU the
    grouped matmul form above."""
    if bench.cpu:
        return [("cpu", lambda q, k, v, causal: gqa_math(q, k, v, causal))]
    try:
        from torch.nn.attention import SDPBackend, sdpa_kernel
    except ImportError as error:
        raise Skip(f"torch {torch.__version__} has no torch.nn.attention.sdpa_kernel") from error
    out = []
    for name, attr in (("cudnn", "CUDNN_ATTENTION"), ("flash", "FLASH_ATTENTION")):
        if hasattr(SDPBackend, attr):

            def call(q, k, v, causal, backend=getattr(SDPBackend, attr)):
                with sdpa_kernel(backend):
                    F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=True)

            out.append((name, call))
    return out


def attention_figures(bench):
    try:
        backends = sdpa_backends(bench)
    except Skip as why:
        bench.skip({"section": "op"}, "sdpa", str(why))
        return
    bench.backends["attention"] = [name for name, _ in backends]
    new = lambda *shape: torch.randn(shape, device=bench.device, dtype=torch.bfloat16)  # noqa: E731

    def run(call, b, ctx, t, causal):
        kv_bytes = 2 * b * KV_HEADS * ctx * HEAD_DIM * 2
        bench.check_flops(4 * b * t * ctx * Q_HEADS * HEAD_DIM)
        n = bench.reps_for(kv_bytes)
        sets = [(new(b, Q_HEADS, t, HEAD_DIM), new(b, KV_HEADS, ctx, HEAD_DIM), new(b, KV_HEADS, ctx, HEAD_DIM))
                for _ in range(n)]
        return bench.timer.time([lambda s=s: call(*s, causal) for s in sets])

    for b, ctx in DECODE_QUICK if bench.quick else DECODE:
        for name, call in backends:
            point = {"section": "op", "op": "sdpa_decode_q32_kv8_d128", "dtype": "bf16", "backend": name,
                     "b": b, "ctx": ctx, "bytes": 2 * b * KV_HEADS * ctx * HEAD_DIM * 2}
            bench.figure(point, lambda call=call, b=b, ctx=ctx: run(call, b, ctx, 1, False))
    for t in PREFILL_T:
        for name, call in backends:
            point = {"section": "op", "op": "sdpa_prefill_causal_q32_kv8_d128", "dtype": "bf16", "backend": name,
                     "T": t}
            bench.figure(point, lambda call=call, t=t: run(call, 1, t, t, True))


def grouped_call(bench):
    """torch._grouped_mm where this torch has it and it runs on this device; else one torch.mm per expert touched.
    The third value says why the fallback was taken, if it was."""

    def grouped(x, w, offs, counts):
        return torch._grouped_mm(x, w.transpose(-2, -1), offs=offs, out_dtype=torch.bfloat16)

    def loop(x, w, offs, counts):
        start = 0
        for e, c in enumerate(counts):
            if c:
                torch.mm(x[start:start + c], w[e].t())
                start += c

    if bench.cpu:
        return bench.backend("mm_loop"), loop, "cpu"
    if not hasattr(torch, "_grouped_mm"):
        return "mm_loop", loop, f"torch {torch.__version__} has no torch._grouped_mm"
    try:  # a small probe: some devices and builds have the op but not the kernel
        w = torch.randn((2, 32, 64), device=bench.device, dtype=torch.bfloat16)
        x = torch.randn((32, 64), device=bench.device, dtype=torch.bfloat16)
        grouped(x, w, torch.tensor([16, 32], device=bench.device, dtype=torch.int32), [16, 16])
        torch.cuda.synchronize(bench.device)
    except Exception as error:  # noqa: BLE001 -- any refusal means the loop, with the reason recorded
        return "mm_loop", loop, f"torch._grouped_mm failed here: {str(error).strip().splitlines()[0][:200]}"
    return "", grouped, None


def moe_figures(bench):
    backend, call, why = grouped_call(bench)
    bench.backends["grouped_gemm"] = "torch._grouped_mm" if why is None else f"torch.mm per expert ({why})"
    expert_bytes = MOE_K * MOE_N * 2
    gen = torch.Generator().manual_seed(0)
    state = {}

    def setup():
        if EXPERTS * expert_bytes > bench.budget_bytes:
            raise Skip(f"the experts' {EXPERTS * expert_bytes:,} bytes exceed the budget {bench.budget_bytes:,}")
        if "w" not in state:
            state["w"] = torch.randn((EXPERTS, MOE_N, MOE_K), device=bench.device, dtype=torch.bfloat16)
        return state["w"]

    def run(t, distinct):
        w = setup()
        launches = []
        # Each launch routes its tokens afresh (eight distinct experts each), so launches touch different experts.
        for _ in range(bench.reps_for(TOP_K * expert_bytes)):
            experts = torch.stack([torch.randperm(EXPERTS, generator=gen)[:TOP_K] for _ in range(t)])
            counts = torch.bincount(experts.flatten(), minlength=EXPERTS)
            distinct.append(int((counts > 0).sum()))
            offs = counts.cumsum(0).to(device=bench.device, dtype=torch.int32)
            x = torch.randn((t * TOP_K, MOE_K), device=bench.device, dtype=torch.bfloat16)
            launches.append(lambda x=x, offs=offs, c=counts.tolist(): call(x, w, offs, c))
        return bench.timer.time(launches)

    for t in MOE_QUICK if bench.quick else MOE_T:
        distinct = []
        point = {"section": "moe", "op": "grouped_gemm_E128_K2048_N1536", "dtype": "bf16", "backend": backend, "T": t}
        # distinct and bytes are the median launch's; they are known only once the routings are drawn.
        bench.figure(point, lambda t=t, distinct=distinct: with_distinct(run(t, distinct), point, distinct,
                                                                          expert_bytes))
    state.clear()


def with_distinct(timing, point, distinct, expert_bytes):
    mid = sorted(distinct)[len(distinct) // 2]
    point["distinct"], point["bytes"] = mid, mid * expert_bytes
    return timing
