"""Compile our Triton kernels to PTX for sm_90a (no GPU needed) and record what
ptxas makes of each (needs the ``triton`` wheel, which ships ptxas; it is never a
dependency of solver_alloc). ``python instances/ptx/make_ptx.py`` compiles with no
specialisation into ``<kernel>.ptx``; ``--specialised`` compiles as Triton's JIT
launches them for realistic arguments (``LAUNCH``) into ``specialised/``. Each
run writes ``ptxas.json`` beside its PTX: per kernel, ptxas's ``Used N
registers`` and spill bytes as compiled and, with ``.reqntid`` removed, under
``-maxrregcount`` R for R about 3/4 and 1/2 of that and for the shared ``caps``.
The kernels are ours, written for this corpus: the shapes Triton users write
(element-wise, row reductions, norms, matmuls, attention, a quantised matmul).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import ptxas_facts
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

HERE = Path(__file__).resolve().parent
TARGET = GPUTarget("cuda", 90, 32)


@triton.jit
def vector_add(a, b, out, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    keep = i < n
    tl.store(out + i, tl.load(a + i, mask=keep) + tl.load(b + i, mask=keep), mask=keep)


@triton.jit
def row_softmax(x, y, cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    v = tl.load(x + row * stride + j, mask=j < cols, other=-float("inf")).to(tl.float32)
    e = tl.exp(v - tl.max(v, axis=0))
    tl.store(y + row * stride + j, e / tl.sum(e, axis=0), mask=j < cols)


@triton.jit
def layer_norm(x, w, b, y, cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    keep = j < cols
    v = tl.load(x + row * cols + j, mask=keep, other=0.0).to(tl.float32)
    mean = tl.sum(v, axis=0) / cols
    d = tl.where(keep, v - mean, 0.0)
    inv = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / cols + eps)
    out = d * inv * tl.load(w + j, mask=keep) + tl.load(b + j, mask=keep)
    tl.store(y + row * cols + j, out, mask=keep)


@triton.jit
def row_sum(x, out, cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, cols, BLOCK):
        j = start + tl.arange(0, BLOCK)
        acc += tl.load(x + row * cols + j, mask=j < cols, other=0.0)
    tl.store(out + row, tl.sum(acc, axis=0))


@triton.jit
def rms_norm_gelu(x, w, y, cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    keep = j < cols
    v = tl.load(x + row * cols + j, mask=keep, other=0.0).to(tl.float32)
    r = v / tl.sqrt(tl.sum(v * v, axis=0) / cols + eps) * tl.load(w + j, mask=keep)
    g = 0.5 * r * (1.0 + tl.erf(r * 0.7071067811865476))
    tl.store(y + row * cols + j, g.to(tl.float16), mask=keep)


@triton.jit
def matmul(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, K, BK):
        ta = tl.load(a + rm[:, None] * sam + (k + rk)[None, :] * sak)
        tb = tl.load(b + (k + rk)[:, None] * sbk + rn[None, :] * sbn)
        acc = tl.dot(ta, tb, acc)
    tl.store(c + rm[:, None] * scm + rn[None, :] * scn, acc.to(tl.float16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_int8_weights(a, w, scale, c, M, N, K,
                        BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, K, BK):
        ta = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
        tw = tl.load(w + (k + rk)[:, None] * N + rn[None, :]).to(tl.float16)
        acc = tl.dot(ta, tw, acc)
    acc = acc * tl.load(scale + rn)[None, :]
    tl.store(c + rm[:, None] * N + rn[None, :], acc.to(tl.float16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def attention_fwd(q, k, v, o, seq, sm_scale, D: tl.constexpr, BM: tl.constexpr,
                  BN: tl.constexpr):
    start = tl.program_id(0) * BM
    head = tl.program_id(1) * seq * D
    rm = start + tl.arange(0, BM)
    rd = tl.arange(0, D)
    tq = tl.load(q + head + rm[:, None] * D + rd[None, :])
    m = tl.full([BM], -float("inf"), dtype=tl.float32)
    denom = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    for n0 in range(0, seq, BN):
        rn = n0 + tl.arange(0, BN)
        tk = tl.load(k + head + rn[None, :] * D + rd[:, None])
        s = tl.dot(tq, tk) * sm_scale
        m_new = tl.maximum(m, tl.max(s, axis=1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m - m_new)
        denom = denom * alpha + tl.sum(p, axis=1)
        tv = tl.load(v + head + rn[:, None] * D + rd[None, :])
        acc = tl.dot(p.to(tl.float16), tv, acc * alpha[:, None])
        m = m_new
    tl.store(o + head + rm[:, None] * D + rd[None, :], (acc / denom[:, None]).to(tl.float16))


@triton.jit
def attention_bwd_kv(q, k, v, do, lse, delta, dk, dv, seq, sm_scale, D: tl.constexpr,
                     BM: tl.constexpr, BN: tl.constexpr):
    start = tl.program_id(0) * BN
    head = tl.program_id(1) * seq * D
    rn = start + tl.arange(0, BN)
    rd = tl.arange(0, D)
    tk = tl.load(k + head + rn[:, None] * D + rd[None, :])
    tv = tl.load(v + head + rn[:, None] * D + rd[None, :])
    gk = tl.zeros([BN, D], dtype=tl.float32)
    gv = tl.zeros([BN, D], dtype=tl.float32)
    for m0 in range(0, seq, BM):
        rm = m0 + tl.arange(0, BM)
        tq = tl.load(q + head + rm[:, None] * D + rd[None, :])
        s_t = tl.dot(tk, tl.trans(tq)) * sm_scale
        p_t = tl.exp(s_t - tl.load(lse + rm)[None, :])
        tdo = tl.load(do + head + rm[:, None] * D + rd[None, :])
        gv = tl.dot(p_t.to(tl.float16), tdo, gv)
        dp_t = tl.dot(tv, tl.trans(tdo))
        ds_t = p_t * (dp_t - tl.load(delta + rm)[None, :])
        gk = tl.dot(ds_t.to(tl.float16), tq, gk)
    tl.store(dk + head + rn[:, None] * D + rd[None, :], (gk * sm_scale).to(tl.float16))
    tl.store(dv + head + rn[:, None] * D + rd[None, :], gv.to(tl.float16))


F32, F16, I32 = "*fp32", "*fp16", "i32"
KERNELS = {
    # name: (function, signature, constexprs, num_warps)
    "vector_add": (vector_add, {"a": F32, "b": F32, "out": F32, "n": I32},
                   {"BLOCK": 1024}, 4),
    "row_softmax": (row_softmax, {"x": F16, "y": F16, "cols": I32, "stride": I32},
                    {"BLOCK": 1024}, 4),
    "layer_norm": (layer_norm, {"x": F16, "w": F16, "b": F16, "y": F16, "cols": I32,
                                "eps": "fp32"}, {"BLOCK": 2048}, 8),
    "row_sum": (row_sum, {"x": F32, "out": F32, "cols": I32}, {"BLOCK": 512}, 4),
    "rms_norm_gelu": (rms_norm_gelu, {"x": F16, "w": F16, "y": F16, "cols": I32,
                                      "eps": "fp32"}, {"BLOCK": 1024}, 4),
}
_MM = {"a": F16, "b": F16, "c": F16, "M": I32, "N": I32, "K": I32, "sam": I32,
       "sak": I32, "sbk": I32, "sbn": I32, "scm": I32, "scn": I32}
for bm, bn, bk, warps in ((64, 128, 64, 4), (128, 128, 64, 4), (128, 256, 64, 8)):
    KERNELS[f"matmul_{bm}x{bn}x{bk}"] = (matmul, _MM, {"BM": bm, "BN": bn, "BK": bk},
                                         warps)
KERNELS["matmul_int8_weights"] = (matmul_int8_weights, {
    "a": F16, "w": "*i8", "scale": F32, "c": F16, "M": I32, "N": I32, "K": I32},
    {"BM": 128, "BN": 128, "BK": 64}, 4)
KERNELS["attention_fwd"] = (attention_fwd, {"q": F16, "k": F16, "v": F16, "o": F16,
                                            "seq": I32, "sm_scale": "fp32"},
                            {"D": 64, "BM": 128, "BN": 64}, 4)
KERNELS["attention_bwd_kv"] = (attention_bwd_kv, {
    "q": F16, "k": F16, "v": F16, "do": F16, "lse": F32, "delta": F32, "dk": F16,
    "dv": F16, "seq": I32, "sm_scale": "fp32"}, {"D": 64, "BM": 64, "BN": 64}, 4)

_SQUARE = {"M": 4096, "N": 4096, "K": 4096}
LAUNCH: dict[str, dict[str, int | float]] = {
    # name: realistic values of the arguments that are not pointers (row-major
    # tensors: contiguous strides 1; sizes and row strides multiples of 16)
    "vector_add": {"n": 1 << 20},
    "row_softmax": {"cols": 1024, "stride": 1024},
    "layer_norm": {"cols": 2048, "eps": 1e-5},
    "row_sum": {"cols": 4096},
    "rms_norm_gelu": {"cols": 1024, "eps": 1e-6},
    **{k: {**_SQUARE, "sam": 4096, "sak": 1, "sbk": 4096, "sbn": 1, "scm": 4096,
           "scn": 1} for k in KERNELS if KERNELS[k][0] is matmul},
    "matmul_int8_weights": dict(_SQUARE),
    "attention_fwd": {"seq": 4096, "sm_scale": 0.125},
    "attention_bwd_kv": {"seq": 4096, "sm_scale": 0.125},
}
ISSUE_CAPS = {"matmul_128x128x64": [160, 128, 96], "attention_fwd": [192, 128],
              "layer_norm": [24], "matmul_64x128x64": [96]}
"""The ``-maxrregcount`` caps of issue 50's table. A kernel's ``caps`` are these,
else its two unspecialised ``limits``; both corpora are measured at them."""


def limits(used: int) -> tuple[int, int]:
    """The two ``-maxrregcount`` values tried: about 3/4 and 1/2 of what ptxas
    uses unconstrained, multiples of 8, at least 24."""
    return max(24, used * 3 // 4 // 8 * 8), max(24, used // 2 // 8 * 8)


def specialise(name: str) -> tuple[dict[str, str], dict[str, int],
                                   dict[tuple[int, ...], list[list[object]]]]:
    """The signature, constexprs and attrs Triton's JIT builds for ``name``
    launched with ``LAUNCH[name]`` and 16-byte-aligned pointers (triton/runtime/
    jit.py ``_pack_args``, backends/compiler.py ``get_int_specialization``): an
    integer equal to 1 becomes a constexpr; a pointer, or an integer divisible
    by 16, gets ``tt.divisibility`` 16; floats are left alone."""
    fn, sig, consts, _ = KERNELS[name]
    launch = LAUNCH[name]
    signature, constexprs = dict(sig), dict(consts)
    attrs: dict[tuple[int, ...], list[list[object]]] = {}
    for arg, ty in sig.items():
        value = launch.get(arg)
        if ty.startswith("*"):
            attrs[(fn.arg_names.index(arg),)] = [["tt.divisibility", 16]]
        elif value is None:
            raise KeyError(f"{name}: no launch value for {arg}")
        elif ty.startswith("i") and value == 1:
            signature[arg], constexprs[arg] = "constexpr", 1
        elif ty.startswith("i") and int(value) % 16 == 0:
            attrs[(fn.arg_names.index(arg),)] = [["tt.divisibility", 16]]
    return {**signature, **dict.fromkeys(consts, "constexpr")}, constexprs, attrs


def compile_ptx(name: str, specialised: bool = False) -> str:
    fn, sig, consts, warps = KERNELS[name]
    if specialised:
        signature, constexprs, attrs = specialise(name)
        src = ASTSource(fn=fn, signature=signature, constexprs=constexprs, attrs=attrs)
    else:
        src = ASTSource(fn=fn, signature={**sig, **dict.fromkeys(consts, "constexpr")},
                        constexprs=consts)
    compiled = triton.compile(src, target=TARGET, options={"num_warps": warps})
    return str(compiled.asm["ptx"])


def ptxas_path() -> Path:
    """The wheel's newest ptxas (``ptxas-blackwell``, CUDA 13, reads PTX 9.x; the
    plain ``ptxas`` is CUDA 12.9 and stops at PTX 8.8)."""
    bin_dir = Path(triton.__file__).parent / "backends" / "nvidia" / "bin"
    newest = bin_dir / "ptxas-blackwell"
    return newest if newest.exists() else bin_dir / "ptxas"


def ptxas(ptx: str, *extra: str) -> dict[str, int | str]:
    """ptxas -v for sm_90a: registers used and spill bytes, or its error."""
    return ptxas_facts.run(str(ptxas_path()), "sm_90a", ptx, *extra)


def launch_record(name: str) -> dict[str, object]:
    """What ``specialise`` made of ``name``'s arguments, for ptxas.json."""
    fn, sig, _, _ = KERNELS[name]
    signature, constexprs, attrs = specialise(name)
    return {"launch": LAUNCH[name],
            "constexpr": {a: constexprs[a] for a in sig if signature[a] == "constexpr"},
            "divisibility_16": [a for a in sig if (fn.arg_names.index(a),) in attrs]}


def main(argv: list[str]) -> int:
    if argv not in ([], ["--specialised"]):
        print("usage: make_ptx.py [--specialised]", file=sys.stderr)
        return 2
    specialised = argv == ["--specialised"]
    out = HERE / "specialised" if specialised else HERE
    out.mkdir(exist_ok=True)
    flat = json.loads((HERE / "ptxas.json").read_text())["kernels"] if specialised else {}
    version = ptxas_facts.version(str(ptxas_path()))
    facts: dict[str, object] = {"triton": triton.__version__, "arch": "sm_90a",
                                "ptxas": version, "kernels": {}}
    for name in sorted(KERNELS):
        ptx = compile_ptx(name, specialised)
        (out / f"{name}.ptx").write_text(ptx)
        loose = re.sub(r"^\.reqntid .*$", "", ptx, flags=re.MULTILINE)
        free = ptxas(ptx)
        own = limits(int(free["registers"]))
        caps = sorted(set(flat[name]["caps"] if specialised
                          else ISSUE_CAPS.get(name, own)), reverse=True)
        entry: dict[str, object] = {
            "as_compiled": free, "caps": caps,
            "maxrregcount": {str(r): ptxas(loose, f"-maxrregcount={r}")
                             for r in sorted({*own, *caps}, reverse=True)}}
        if specialised:
            entry["specialised"] = launch_record(name)
        facts["kernels"][name] = entry  # type: ignore[index]
        print(name, free, file=sys.stderr)
    (out / "ptxas.json").write_text(json.dumps(facts, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
