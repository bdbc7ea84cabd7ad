"""Generate random straight-line kernels for the spill benchmarks.

Instruction ``i`` defines value ``v{i}`` (on the GpSimd engine, so class
``seq_pool`` on trn1/trn2 with 62 allocatable registers) and reads the values
whose uses were drawn for it. Each value is read 1 to 3 times, each read a
uniform 1..span instructions after its def; ``span`` is searched so that MaxLive
lands at ``pressure`` times the registers (default 2). A fraction of the values
(``--remat``) can be recomputed at a cost below a load. Fully determined by the
seed.

Usage: python instances/make_random_spill.py --values 2000 [--seed 0] [-o PATH]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import numpy as np

from solver_alloc.analysis.liveness import compute_liveness
from solver_alloc.ir import Block, Instr, Kernel, ValueDecl

REGISTERS = 62


def random_instrs(n: int, span: int, rng: np.random.Generator) -> list[Instr]:
    """Instruction ``i < n`` defines ``v{i}``; each value is read 1 to 3 times, a
    uniform 1..span instructions after its def (trailing instructions only read)."""
    n_uses = rng.integers(1, 4, size=n)
    reads: dict[int, list[str]] = {}
    last = n
    for i in range(n):
        for d in np.unique(rng.integers(1, span + 1, size=int(n_uses[i]))).tolist():
            reads.setdefault(i + d, []).append(f"v{i}")
            last = max(last, i + d + 1)
    return [Instr("op", defs=(f"v{i}",) if i < n else (), uses=tuple(reads.get(i, ())),
                  engine="gpsimd") for i in range(last)]


def search_span(make: Callable[[int], Kernel], want: int) -> int:
    """The smallest span whose kernel ``make(span)`` reaches MaxLive ``want``."""
    lo, hi = 2, 8 * want
    while lo < hi:
        mid = (lo + hi) // 2
        ml, _ = compute_liveness(make(mid)).max_live()
        if ml >= want:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _kernel(n: int, span: int, seed: int, remat: float) -> Kernel:
    rng = np.random.default_rng(seed)
    instrs = random_instrs(n, span, rng)
    values = {f"v{i}": ValueDecl(remat_cost=32) for i in range(n) if rng.random() < remat}
    meta = {"generator": "instances/make_random_spill.py", "seed": seed, "span": span}
    return Kernel(name=f"random{n}_s{seed}", blocks=(Block("entry", tuple(instrs)),),
                  values=values, meta=meta)


def random_spill_kernel(n: int, seed: int = 0, pressure: float = 2.0,
                        remat: float = 0.2) -> Kernel:
    """A kernel of ``n`` values whose MaxLive is about ``pressure * 62``."""
    span = search_span(lambda s: _kernel(n, s, seed, remat), round(pressure * REGISTERS))
    return _kernel(n, span, seed, remat)


def main() -> None:
    """Write the kernel file."""
    from solver_alloc.formats.kernel import save_kernel

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--values", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pressure", type=float, default=2.0)
    ap.add_argument("--remat", type=float, default=0.2)
    ap.add_argument("-o", "--output")
    args = ap.parse_args()
    k = random_spill_kernel(args.values, args.seed, args.pressure, args.remat)
    out = Path(args.output or Path(__file__).parent / f"{k.name}.json")
    save_kernel(k, out)
    print(f"wrote {out}: {k.n_instrs} instructions")


if __name__ == "__main__":
    main()
