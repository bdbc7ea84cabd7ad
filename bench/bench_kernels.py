"""Kernel generators for the benchmarks (fixed seeds)."""

from __future__ import annotations

import numpy as np

from solver_alloc.ir import Block, Instr, Kernel


def random_straight_kernel(n_instrs: int, seed: int = 0, window: int = 32) -> Kernel:
    """A straight-line SSA kernel: each instruction defines one value and uses up to
    two values defined in the previous ``window`` instructions."""
    rng = np.random.default_rng(seed)
    back = rng.integers(1, window, size=(n_instrs, 2))
    n_uses = rng.integers(0, 3, size=n_instrs)
    instrs = []
    for i in range(n_instrs):
        uses = tuple(dict.fromkeys(f"v{i - int(b)}" for b in back[i, : n_uses[i]]
                                   if i - int(b) >= 0))
        instrs.append(Instr("op", defs=(f"v{i}",), uses=uses))
    return Kernel(name=f"random{n_instrs}", blocks=(Block("entry", tuple(instrs)),))
