"""One Triton kernel each for the small fused ops a serving engine runs per layer: residual add + RMSNorm,
SiLU-and-multiply, and NeoX rotary embedding on packed q/k heads. Imported only when Triton is present."""

import triton
import triton.language as tl


@triton.jit
def _add_rmsnorm(x_ptr, res_ptr, w_ptr, out_ptr, hidden, eps, BLOCK: tl.constexpr):
    # res += x; out = rmsnorm(res) · w, one program per row (vLLM's fused_add_rms_norm).
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < hidden
    at = row * hidden + cols
    s = tl.load(x_ptr + at, mask=mask, other=0.0).to(tl.float32)
    s += tl.load(res_ptr + at, mask=mask, other=0.0).to(tl.float32)
    tl.store(res_ptr + at, s.to(res_ptr.dtype.element_ty), mask=mask)
    mean_square = tl.sum(s * s, axis=0) / hidden
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    y = s * tl.rsqrt(mean_square + eps) * w
    tl.store(out_ptr + at, y.to(out_ptr.dtype.element_ty), mask=mask)


@triton.jit
def _silu_mul(gu_ptr, out_ptr, inter, BLOCK: tl.constexpr):
    # out = silu(gate) · up over rows of [gate | up].
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < inter
    g = tl.load(gu_ptr + row * 2 * inter + cols, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(gu_ptr + row * 2 * inter + inter + cols, mask=mask, other=0.0).to(tl.float32)
    y = g * tl.sigmoid(g) * u
    tl.store(out_ptr + row * inter + cols, y.to(out_ptr.dtype.element_ty), mask=mask)


@triton.jit
def _rope(qk_ptr, cos_ptr, sin_ptr, pos_ptr, heads, HALF: tl.constexpr):
    # NeoX rotary in place: one program per (row, head); cos/sin read from a table at the row's position.
    row = tl.program_id(0)
    head = tl.program_id(1)
    pos = tl.load(pos_ptr + row)
    i = tl.arange(0, HALF)
    base = qk_ptr + (row * heads + head) * 2 * HALF
    x1 = tl.load(base + i).to(tl.float32)
    x2 = tl.load(base + HALF + i).to(tl.float32)
    c = tl.load(cos_ptr + pos * HALF + i)
    s = tl.load(sin_ptr + pos * HALF + i)
    tl.store(base + i, (x1 * c - x2 * s).to(qk_ptr.dtype.element_ty))
    tl.store(base + HALF + i, (x2 * c + x1 * s).to(qk_ptr.dtype.element_ty))


def add_rmsnorm(x, res, w, out, eps=1e-5):
    rows, hidden = x.shape
    _add_rmsnorm[(rows,)](x, res, w, out, hidden, eps, BLOCK=triton.next_power_of_2(hidden), num_warps=8)


def silu_mul(gu, out):
    rows, inter = out.shape
    _silu_mul[(rows, triton.cdiv(inter, 1024))](gu, out, inter, BLOCK=1024, num_warps=4)


def rope(qk, cos, sin, pos):
    rows, heads, head_dim = qk.shape
    _rope[(rows, heads)](qk, cos, sin, pos, heads, HALF=head_dim // 2, num_warps=1)
