"""Generate an N-layer transformer (DiT-style) forward + backward activation kernel.

Modelled on ../shared/seeds/003 (NCC_INLA001: a 20-layer transformer forward +
backward in bf16 with GELU(tanh) needs more than 8 activation tables). Per layer,
forward: rotary embedding (sin), adaLN modulation (silu), layer norm (square,
rsqrt), attention softmax (exp, reciprocal), GELU(tanh); then the loss (exp,
log); then per layer in reverse, backward: GELU derivative (tanh,
derivative_tanh), softmax (exp, reciprocal), layer norm (rsqrt, sqrt), the SiLU
derivative, and sin. Each activation reads the tile the previous one wrote, so
the dependences fix the order.

Greedy first fit needs 10 distinct sets for this kernel; 8 suffice.

Usage: python instances/make_transformer.py [--layers N] [-o PATH]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from solver_alloc.formats.kernel import dump_kernel, save_kernel
from solver_alloc.ir import Block, Instr, Kernel

FORWARD = ["sin", "silu", "square", "rsqrt", "exp", "reciprocal", "gelu_apprx_tanh"]
LOSS = ["exp", "log"]
BACKWARD = ["tanh", "derivative_tanh", "exp", "reciprocal", "rsqrt", "sqrt",
            "silu_dx", "sin"]


def transformer_kernel(layers: int = 20) -> Kernel:
    """The activation sequence of ``layers`` layers, forward then backward."""
    steps = [(f"fwd{i}", f) for i in range(layers) for f in FORWARD]
    steps += [("loss", f) for f in LOSS]
    steps += [(f"bwd{i}", f) for i in reversed(range(layers)) for f in BACKWARD]
    instrs = []
    for k, (where, fn) in enumerate(steps):
        reads = (f"t{k - 1}",) if k else ()
        instrs.append(Instr("activation", act=fn, engine="scalar", id=f"{where}_{k}",
                            reads=reads, writes=(f"t{k}",)))
    return Kernel(name=f"transformer{layers}_fwd_bwd", blocks=(Block("entry",
                  tuple(instrs)),), meta={"source": "../shared/seeds/003 (NCC_INLA001)",
                                          "generator": "instances/make_transformer.py"})


def _part(name: str, steps: list[tuple[str, str]]) -> Kernel:
    instrs = tuple(Instr("activation", act=fn, engine="scalar", id=f"{where}_{k}",
                         reads=(f"t{k - 1}",) if k else (), writes=(f"t{k}",))
                   for k, (where, fn) in enumerate(steps))
    return Kernel(name=name, blocks=(Block("entry", instrs),))


def write_program(layers: int, folder: Path) -> Path:
    """The same model as a program of per-layer kernels (one per graph piece a
    framework could compile separately), for ``solver-alloc plan``."""
    from solver_alloc.formats.json_io import write_atomic

    parts = [_part(f"fwd{i}", [(f"fwd{i}", f) for f in FORWARD]) for i in range(layers)]
    parts.append(_part("loss", [("loss", f) for f in LOSS]))
    parts += [_part(f"bwd{i}", [(f"bwd{i}", f) for f in BACKWARD])
              for i in reversed(range(layers))]
    program = {"format": "solver-alloc/program@1",
               "name": f"transformer{layers}_program",
               "kernels": [{"kernel": json.loads(dump_kernel(k))} for k in parts],
               "pairs": [{"fuse_requires": [], "tensors": ["activations"]}
                         for _ in parts[1:]]}
    out = folder / f"transformer{layers}_program.json"
    write_atomic(out, json.dumps(program, indent=1) + "\n")
    return out


def main() -> None:
    """Write the kernel file (and, with --program, the program file)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=20)
    ap.add_argument("--program", action="store_true",
                    help="also write a program of per-layer kernels")
    ap.add_argument("-o", "--output")
    args = ap.parse_args()
    if args.program:
        print(f"wrote {write_program(args.layers, Path(__file__).parent / 'programs')}")
    k = transformer_kernel(args.layers)
    out = Path(args.output or Path(__file__).parent / f"{k.name}.json")
    save_kernel(k, out)
    print(f"wrote {out} ({k.n_instrs} activations)")


if __name__ == "__main__":
    main()
